import type { FleetWarning } from '@shared/channels/fleet'

type Translate = (key: string, named: Record<string, unknown>, plural?: number) => string

/** A warning in the user's language: "Certificate shop.example expires in 5 days", "… expires today", "… the one served ends today". */
export function warningText(t: Translate, warning: Pick<FleetWarning, 'kind' | 'subject' | 'daysLeft'>): string {
  const days = Math.max(0, warning.daysLeft ?? 0)
  if (warning.kind === 'certificateExpiry' && (warning.daysLeft ?? 0) < 0)
    return t('fleet.warning.certificateExpired', { subject: warning.subject })
  if (warning.kind === 'installRenewed' && (warning.daysLeft ?? 0) < 0)
    return t('fleet.warning.installRenewedExpired', { subject: warning.subject })
  // None left is "today", never "in 0 days".
  const counted =
    warning.kind === 'certificateExpiry' || warning.kind === 'fundsRunningOut' || warning.kind === 'installRenewed'
  if (counted && days === 0) return t(`fleet.warning.${warning.kind}Today`, { subject: warning.subject })
  return t(`fleet.warning.${warning.kind}`, { subject: warning.subject, days }, days)
}
