import { REFRESH_SECONDS_MAX, REFRESH_SECONDS_MIN } from '@shared/channels/accounts'

/** The cadences offered; 0 stands for "off" (null in the contract), because a radio's value cannot be null. */
export const REFRESH_CHOICES = [15, 30, 60, 120, 300, 600, 0] as const
export const REFRESH_OFF = 0

type Translate = (key: string, params?: Record<string, unknown>) => string

/** "15 s", "2 min", "Off"; a saved cadence that is not one of the choices (set elsewhere) is offered too. */
export function refreshChoices(current: number | null, t: Translate): Array<{ value: number; label: string }> {
  const values: number[] = [...REFRESH_CHOICES]
  if (
    current !== null &&
    !values.includes(current) &&
    current >= REFRESH_SECONDS_MIN &&
    current <= REFRESH_SECONDS_MAX
  ) {
    values.splice(
      values.findIndex((v) => v === 0 || v > current),
      0,
      current,
    )
  }
  return values.map((value) => ({ value, label: refreshLabel(value, t) }))
}

export function refreshLabel(seconds: number, t: Translate): string {
  if (seconds === REFRESH_OFF) return t('accounts.refreshOff')
  return seconds % 60 === 0
    ? t('accounts.refreshMinutes', { n: seconds / 60 })
    : t('accounts.refreshSeconds', { n: seconds })
}

/** The radio's value → the contract's, and back. */
export const toRefreshSeconds = (value: number): number | null => (value === REFRESH_OFF ? null : value)
export const fromRefreshSeconds = (seconds: number | null): number => seconds ?? REFRESH_OFF
