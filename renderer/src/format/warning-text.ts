import type { FleetWarning } from '@shared/channels/fleet'

type Translate = (key: string, named: Record<string, unknown>, plural?: number) => string

/** A warning in the user's language: "Certificate shop.example expires in 5 days", "… expires today". */
export function warningText(t: Translate, warning: Pick<FleetWarning, 'kind' | 'subject' | 'daysLeft'>): string {
  const days = Math.max(0, warning.daysLeft ?? 0)
  if (warning.kind === 'certificateExpiry' && (warning.daysLeft ?? 0) < 0)
    return t('fleet.warning.certificateExpired', { subject: warning.subject })
  const counted = warning.kind === 'certificateExpiry' || warning.kind === 'fundsRunningOut'
  if (counted && days === 0) return t(`fleet.warning.${warning.kind}Today`, { subject: warning.subject })
  return t(`fleet.warning.${warning.kind}`, { subject: warning.subject, days }, days)
}
