import { parseStoredSshKey } from '@shared/ssh-keys/public-key'

const NAMES: Record<string, string> = {
  'ssh-ed25519': 'Ed25519',
  'ssh-rsa': 'RSA',
  'ecdsa-sha2-nistp256': 'ECDSA P-256',
  'ecdsa-sha2-nistp384': 'ECDSA P-384',
  'ecdsa-sha2-nistp521': 'ECDSA P-521',
  'sk-ssh-ed25519@openssh.com': 'Ed25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK P-256',
}

/**
 * The key's algorithm as ssh-keygen names it (read from the key data when the service stored the key without its
 * type word); the raw prefix for anything else.
 */
export function keyTypeName(publicKey: string): string {
  const parsed = parseStoredSshKey(publicKey)
  const prefix = parsed.ok ? parsed.key.type : (publicKey.trim().split(/\s+/)[0] ?? '')
  return NAMES[prefix] ?? (prefix || '—')
}

/** The comment after the key data (often user@host), or null. */
export function keyComment(publicKey: string): string | null {
  const parsed = parseStoredSshKey(publicKey)
  return parsed.ok ? parsed.key.comment : publicKey.trim().split(/\s+/).slice(2).join(' ') || null
}
