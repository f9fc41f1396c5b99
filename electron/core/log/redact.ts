import type { SecretStore } from '../ports'

/** What stands in a log line or a diagnostics report for a secret. */
export const REDACTED = '[secret]'

const CREDENTIALS = /\b(?:bearer|basic|token)\s+[^\s,;"']+/gi
const AUTH_HEADER = /\bauthorization\s*[:=]\s*[^\s,;"']+(?:\s+[^\s,;"']+)?/gi

export interface Redactor {
  /** Remembers a secret (a token as stored): it, and its base64 forms, never reach a log line. */
  remember(secret: string): void
  redact(text: string): string
}

/** The forms a secret travels in: as is, and base64 (a Basic header, a data URL), padded or not. */
function formsOf(secret: string): string[] {
  const base64 = Buffer.from(secret, 'utf8').toString('base64')
  return [secret, base64, base64.replace(/=+$/, ''), Buffer.from(secret, 'utf8').toString('base64url')]
}

/**
 * Takes secrets out of text: every secret it was told of (the secret store tells it of each token it reads or
 * keeps), in any of its forms, and whatever follows an authorization scheme word or header.
 */
export function createRedactor(): Redactor {
  const known = new Set<string>()
  return {
    remember(secret) {
      // A short value would blank out ordinary words; tokens are long.
      if (secret.length < 8) return
      for (const form of formsOf(secret)) known.add(form)
    },
    redact(text) {
      let out = text
      // Longest first: a secret that contains another is taken out whole.
      for (const form of [...known].sort((a, b) => b.length - a.length)) out = out.split(form).join(REDACTED)
      return out.replace(AUTH_HEADER, REDACTED).replace(CREDENTIALS, REDACTED)
    },
  }
}

const HOST_NAME = /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?!(?:json|log|ts|js|yml|lock|tmp)\b)[a-z]{2,24}\b/gi
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g
const IPV6 = /\[[0-9a-f:]{2,}\]/gi

/** A report for someone else: no host names or addresses (whose servers these are is the user's business). */
export function redactHosts(text: string): string {
  return text.replace(IPV6, '[address]').replace(IPV4, '[address]').replace(HOST_NAME, '[host]')
}

/** The store as it was, telling the redactor of every secret that passes through it. */
export function redactingSecrets(store: SecretStore, redactor: Redactor): SecretStore {
  return {
    kind: store.kind,
    async get(account) {
      const secret = await store.get(account)
      if (secret) redactor.remember(secret)
      return secret
    },
    async set(account, secret) {
      redactor.remember(secret)
      await store.set(account, secret)
    },
    delete: (account) => store.delete(account),
  }
}
