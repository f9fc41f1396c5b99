import { X509Certificate } from 'node:crypto'
import { connect } from 'node:tls'
import type { ServedCertificate } from '../../shared/models/live'
import type { Clock } from '../ports'
import { asciiName } from './normalise'

/**
 * One TLS handshake with a site, to read the certificate it serves: SNI is the certificate's domain, nothing is
 * verified (an expired or foreign certificate is exactly what the check wants to see) and nothing is sent after the
 * handshake. A TCP connection that never becomes TLS is told apart from no connection at all.
 */

/** How long the connection and the handshake may take together. */
export const TLS_TIMEOUT_MS = 4_000

export type TlsOutcome = ServedCertificate | 'noTls' | 'unreachable'

/** The DNS names of a certificate: its SAN, or its subject's common name when it has none. */
export function namesOf(cert: X509Certificate): string[] {
  const san = (cert.subjectAltName ?? '')
    .split(/,\s*/)
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => asciiName(entry.slice(4)))
  if (san.length > 0) return [...new Set(san)]
  const cn = /^CN=(.+)$/m.exec(cert.subject)?.[1]
  return cn ? [asciiName(cn)] : []
}

/** Who issued it, in the words a person knows it by: the issuer's common name, else its organisation. */
export function issuerOf(cert: X509Certificate): string {
  const field = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(cert.issuer)?.[1]
  return field('CN') ?? field('O') ?? cert.issuer.split('\n')[0] ?? ''
}

export function servedFrom(cert: X509Certificate): ServedCertificate {
  return {
    fingerprint: cert.fingerprint256,
    serial: cert.serialNumber,
    validTo: Date.parse(cert.validTo),
    issuer: issuerOf(cert),
    names: namesOf(cert),
  }
}

/** The certificate served at address:port for `servername`, or why there is none. */
export function fetchServed(
  address: string,
  port: number,
  servername: string,
  clock: Clock,
  timeoutMs = TLS_TIMEOUT_MS,
): Promise<TlsOutcome> {
  return new Promise((resolve) => {
    let connected = false
    // rejectUnauthorized off: the check reads what is served, trusted or not; it sends nothing over the connection.
    const socket = connect({ host: address, port, servername, rejectUnauthorized: false })
    const end = (outcome: TlsOutcome) => {
      clock.clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = clock.setTimeout(() => end(connected ? 'noTls' : 'unreachable'), timeoutMs)
    socket.once('connect', () => (connected = true))
    socket.once('secureConnect', () => {
      const cert = socket.getPeerX509Certificate()
      end(cert ? servedFrom(cert) : 'noTls')
    })
    socket.once('error', () => end(connected ? 'noTls' : 'unreachable'))
    socket.once('close', () => end(connected ? 'noTls' : 'unreachable'))
  })
}
