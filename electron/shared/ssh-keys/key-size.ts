import { readStrings, type ParsedSshKey } from './public-key'

/** RSA keys shorter than this are weak (NIST SP 800-131A, OpenSSH refuses under 1024): warned of, not refused. */
export const WEAK_RSA_BITS = 2048

const FIXED_BITS: Record<string, number> = {
  'ssh-ed25519': 256,
  'sk-ssh-ed25519@openssh.com': 256,
  'ecdsa-sha2-nistp256': 256,
  'sk-ecdsa-sha2-nistp256@openssh.com': 256,
  'ecdsa-sha2-nistp384': 384,
  'ecdsa-sha2-nistp521': 521,
}

/** The number of significant bits of a big-endian unsigned integer (an mpint's leading zero byte aside). */
function significantBits(bytes: Uint8Array): number {
  let at = 0
  while (at < bytes.length && bytes[at] === 0) at++
  if (at === bytes.length) return 0
  return (bytes.length - at - 1) * 8 + (32 - Math.clz32(bytes[at]!))
}

/** The key's size in bits as `ssh-keygen -l` prints it: the RSA modulus' length, the curve's for the others. */
export function sshKeyBits(key: ParsedSshKey): number {
  if (key.type !== 'ssh-rsa') return FIXED_BITS[key.type] ?? 0
  // ssh-rsa blob: the type, the public exponent e, the modulus n.
  const modulus = readStrings(key.blob)?.[2]
  return modulus ? significantBits(modulus) : 0
}

/** An RSA key too short to trust (the add-key form warns; the service decides whether to refuse). */
export function isWeakSshKey(key: ParsedSshKey): boolean {
  return key.type === 'ssh-rsa' && sshKeyBits(key) < WEAK_RSA_BITS
}
