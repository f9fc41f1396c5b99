import uFuzzy from '@leeoniya/ufuzzy'
import type { PaletteHit } from '@shared/channels/fleet'
import { locales, themePreferences, type Locale, type ThemePreference } from '@shared/models/preferences'

/** Commands about the app itself (not about an account's resources): searched here, in the user's words. */
export type LocalCommand =
  | { kind: 'taskCentre' }
  | { kind: 'refresh' }
  | { kind: 'theme'; theme: ThemePreference }
  | { kind: 'language'; locale: Locale }
  | { kind: 'settings' }
  | { kind: 'diagnostics' }
  | { kind: 'updates' }

export interface LocalEntry {
  command: LocalCommand
  label: string
}

/** A palette row: a hit from the backend's index, or one of the app's own commands. */
export type PaletteRow = { type: 'hit'; hit: PaletteHit } | { type: 'local'; entry: LocalEntry }

export function localCommands(t: (key: string) => string): LocalEntry[] {
  return [
    { command: { kind: 'taskCentre' }, label: t('fleet.palette.kind.taskCentre') },
    { command: { kind: 'refresh' }, label: t('fleet.palette.kind.refresh') },
    { command: { kind: 'settings' }, label: t('settings.dialog.open') },
    { command: { kind: 'diagnostics' }, label: t('settings.dialog.copyDiagnostics') },
    { command: { kind: 'updates' }, label: t('settings.updates.check') },
    ...themePreferences.map((theme) => ({
      command: { kind: 'theme' as const, theme },
      label: `${t('fleet.palette.kind.theme')}: ${t(`theme.${theme}`)}`,
    })),
    ...locales.map((locale) => ({
      command: { kind: 'language' as const, locale },
      label: `${t('fleet.palette.kind.language')}: ${t(`language.${locale}`)}`,
    })),
  ]
}

const fuzzy = new uFuzzy({ intraMode: 1 })

/** The app's commands matching the query, best first. */
export function matchLocal(entries: LocalEntry[], query: string): LocalEntry[] {
  const needle = query.trim()
  if (!needle) return []
  const haystack = entries.map((e) => e.label)
  const [idxs, info, order] = fuzzy.search(haystack, needle)
  if (!idxs) return []
  if (!info || !order) return idxs.map((i) => entries[i]!)
  return order.map((o) => entries[info.idx[o]!]!)
}

/** Moves the highlighted row, wrapping at both ends. */
export function moveActive(current: number, delta: number, count: number): number {
  if (count === 0) return -1
  return (((current + delta) % count) + count) % count
}
