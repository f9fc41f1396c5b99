const NAMES: Record<string, string> = {
  'ssh-ed25519': 'Ed25519',
  'ssh-rsa': 'RSA',
  'ecdsa-sha2-nistp256': 'ECDSA P-256',
  'ecdsa-sha2-nistp384': 'ECDSA P-384',
  'ecdsa-sha2-nistp521': 'ECDSA P-521',
  'sk-ssh-ed25519@openssh.com': 'Ed25519-SK',
  'sk-ecdsa-sha2-nistp256@openssh.com': 'ECDSA-SK P-256',
}

/** The key's algorithm as ssh-keygen names it; the raw prefix for anything else. */
export function keyTypeName(publicKey: string): string {
  const prefix = publicKey.trim().split(/\s+/)[0] ?? ''
  return NAMES[prefix] ?? (prefix || '—')
}

/** The comment after the key data (often user@host), or null. */
export function keyComment(publicKey: string): string | null {
  return publicKey.trim().split(/\s+/).slice(2).join(' ') || null
}
