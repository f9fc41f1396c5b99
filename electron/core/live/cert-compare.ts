import { X509Certificate } from 'node:crypto'
import { certificateDomains } from '../../shared/channels/ssl'
import type { ServedCertificate, ServedState } from '../../shared/models/live'
import type { SslCertificate } from '../../shared/models/ssl'
import { momentOf } from '../../shared/models/service-time'
import { asciiName } from './normalise'
import type { TlsOutcome } from './served-tls'
import { servedFrom } from './served-tls'

/**
 * What a site serves against the certificate ordered. With the ordered certificate's file (the API's crt) the two
 * are compared by SHA-256 fingerprint, which settles it; the snapshot alone holds no fingerprint, serial or issuer,
 * so without the file a served certificate counts as this one when it names the same domains and ends the same day.
 */

const DAY_MS = 86_400_000

export interface OrderedCertificate {
  /** Its domains, ASCII, lower case (`*.` kept for a wildcard). */
  names: string[]
  /** Not valid after (epoch ms), or null when unknown. */
  expiresAt: number | null
  /** From its file, when the file was read and is a certificate. */
  file: ServedCertificate | null
}

/** The certificate's PEM as a certificate, or null when it is none (not issued yet, or not X.509). */
export function parseCertificate(pem: string | null): ServedCertificate | null {
  if (!pem) return null
  try {
    return servedFrom(new X509Certificate(pem))
  } catch {
    return null
  }
}

export function orderedFrom(
  cert: Pick<SslCertificate, 'domain' | 'dcvList' | 'expireDate'>,
  pem: string | null,
): OrderedCertificate {
  return {
    names: [...certificateDomains(cert)],
    expiresAt: momentOf(cert.expireDate)?.date.getTime() ?? null,
    file: parseCertificate(pem),
  }
}

/** Whether a certificate naming `names` is valid for `domain` (a wildcard covers exactly one label). */
export function covers(names: readonly string[], domain: string): boolean {
  const name = asciiName(domain)
  return names.some((n) => {
    const listed = asciiName(n)
    if (listed === name) return true
    if (!listed.startsWith('*.')) return false
    const rest = name.slice(name.indexOf('.') + 1)
    return name.includes('.') && rest === listed.slice(2)
  })
}

/** Whether the served certificate is the ordered one (see the file's comment for how it is told without a file). */
export function isOrdered(ordered: OrderedCertificate, served: ServedCertificate): boolean {
  if (ordered.file) return ordered.file.fingerprint === served.fingerprint
  const sameNames = ordered.names.length === served.names.length && ordered.names.every((n) => served.names.includes(n))
  // The service's expiry is a date on its own clock: within a day of the served one's is the same day.
  const sameDay = ordered.expiresAt !== null && Math.abs(ordered.expiresAt - served.validTo) <= DAY_MS
  return sameNames && sameDay
}

/** The row's state for what `domain` served. */
export function servedState(ordered: OrderedCertificate, domain: string, outcome: TlsOutcome): ServedState {
  if (outcome === 'noTls' || outcome === 'unreachable') return outcome
  if (!covers(outcome.names, domain)) return 'nameMismatch'
  return isOrdered(ordered, outcome) ? 'this' : 'other'
}
