import type { FleetWarning } from '@shared/channels/fleet'

type Translate = (key: string, named: Record<string, unknown>) => string

/** A warning in the user's language: "Certificate shop.example expires in 5 day(s)". */
export function warningText(t: Translate, warning: Pick<FleetWarning, 'kind' | 'subject' | 'daysLeft'>): string {
  const days = Math.max(0, warning.daysLeft ?? 0)
  if (warning.kind === 'certificateExpiry' && (warning.daysLeft ?? 0) < 0)
    return t('fleet.warning.certificateExpired', { subject: warning.subject })
  return t(`fleet.warning.${warning.kind}`, { subject: warning.subject, days })
}
