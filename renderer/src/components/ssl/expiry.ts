import type { SslCertificate } from '@shared/models/ssl'
import { daysUntil, parseApiDate } from './dates'

/** Days before expiry from which a certificate is marked (the list and the pane). */
export const EXPIRY_WARNING_DAYS = 30

export type ExpiryTone = 'expired' | 'soon' | 'ok' | 'none'

/** How loudly to mark a certificate's expiry: expired (or in Expired state) loudest, ≤ 30 days marked. */
export function expiryOf(
  cert: Pick<SslCertificate, 'expireDate' | 'state'>,
  now = Date.now(),
): { tone: ExpiryTone; days: number | null } {
  const date = parseApiDate(cert.expireDate)
  const days = date ? daysUntil(date, now) : null
  if (cert.state === 'Expired' || (days !== null && days < 0)) return { tone: 'expired', days }
  if (days === null) return { tone: 'none', days }
  return { tone: days <= EXPIRY_WARNING_DAYS ? 'soon' : 'ok', days }
}
