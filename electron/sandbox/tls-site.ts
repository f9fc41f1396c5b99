import 'reflect-metadata'
import { createPrivateKey } from 'node:crypto'
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls'
import * as x509 from '@peculiar/x509'

/**
 * Sites for the served-certificate check, on loopback only: a TLS server with certificates made in the test (the
 * ordered one, an old one, one for other names, an expired one) and a TCP server that speaks no TLS. Certificates are
 * made with @peculiar/x509 (node:crypto parses X.509 but cannot sign it). Not part of the sandbox's index: the app's
 * Demo account has no use for it, nor its bundle for the library.
 */

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }
const DAY_MS = 86_400_000

export interface MadeCertificate {
  /** The certificate, PEM. */
  pem: string
  /** Its private key, PKCS#8 PEM (a test's, never a real one). */
  key: string
}

export interface CertificateSpec {
  names: string[]
  /** Days from `now` until it expires (negative: expired). */
  days: number
  /** Its issuer's common name (self-signed: the subject's too). */
  issuer?: string
  now?: number
}

let serials = 0

/** A self-signed certificate for the names, valid from a year before `now` until `days` after. */
export async function makeCertificate(spec: CertificateSpec): Promise<MadeCertificate> {
  const now = spec.now ?? Date.now()
  const keys = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  serials += 1
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: `${(Date.now() % 1_000_000).toString(16)}0${serials.toString(16)}`.padStart(8, '1'),
    name: `CN=${spec.issuer ?? spec.names[0] ?? 'site'}`,
    notBefore: new Date(now - 365 * DAY_MS),
    notAfter: new Date(now + spec.days * DAY_MS),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.SubjectAlternativeNameExtension(spec.names.map((value) => ({ type: 'dns' as const, value }))),
    ],
  })
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey('pkcs8', keys.privateKey))
  const key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ type: 'pkcs8', format: 'pem' })
  return { pem: cert.toString('pem'), key: String(key) }
}

export interface LoopbackSite {
  host: string
  port: number
  close(): Promise<void>
}

async function listen(server: TcpServer | TlsServer, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve))
  return (server.address() as AddressInfo).port
}

function closer(server: TcpServer | TlsServer, sockets: Set<Socket>) {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
}

/** A TLS site on loopback serving `cert` (whatever SNI asks); `serve` swaps what it serves. */
export async function startTlsSite(
  cert: MadeCertificate,
  host = '127.0.0.1',
): Promise<LoopbackSite & { serve(next: MadeCertificate): void }> {
  const server = createTlsServer({ cert: cert.pem, key: cert.key }, (socket) => socket.end())
  server.on('tlsClientError', () => undefined)
  const close = closer(server, new Set())
  const port = await listen(server, host)
  return {
    host,
    port,
    serve: (next) => server.setSecureContext({ cert: next.pem, key: next.key }),
    close,
  }
}

/** A TCP site on loopback that answers in plain text and hangs up: something listens, but no TLS. */
export async function startPlainSite(host = '127.0.0.1'): Promise<LoopbackSite> {
  const server = createTcpServer((socket) => {
    socket.on('error', () => undefined)
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  })
  const close = closer(server, new Set())
  return { host, port: await listen(server, host), close }
}
