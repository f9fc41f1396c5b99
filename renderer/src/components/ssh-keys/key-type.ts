import { isWeakSshKey, sshKeyBits, WEAK_RSA_BITS } from '@shared/ssh-keys/key-size'
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

/** The key's size in bits (`ssh-keygen -l`'s first figure) and whether it is a weak RSA key; null when unreadable. */
export function keySize(publicKey: string): { bits: number; weak: boolean } | null {
  const parsed = parseStoredSshKey(publicKey)
  return parsed.ok ? { bits: sshKeyBits(parsed.key), weak: isWeakSshKey(parsed.key) } : null
}

type Say = (key: string, params: Record<string, unknown>) => string

/** "RSA, 3072-bit" for the list and the pane; the type alone when the size cannot be read. */
export function keyTypeAndSize(publicKey: string, t: Say): string {
  const size = keySize(publicKey)
  const type = keyTypeName(publicKey)
  return size && size.bits > 0 ? t('sshKeys.details.typeSize', { type, bits: size.bits }) : type
}

/** "weak: under 2048 bits" for an RSA key too short to trust, else null. */
export function weakKeyNote(publicKey: string, t: Say): string | null {
  return keySize(publicKey)?.weak ? t('sshKeys.details.weak', { min: WEAK_RSA_BITS }) : null
}
