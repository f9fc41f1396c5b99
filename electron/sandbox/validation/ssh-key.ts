export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
] as const

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Checks an OpenSSH public key line ("type base64 [comment]"): a known type and a base64 blob whose
 * first field (a length-prefixed string) names the same type. Returns the reason when it is not valid.
 */
export function sshKeyProblem(line: string): string | undefined {
  const [type, blob] = line.trim().split(/\s+/)
  if (!type || !(SSH_KEY_TYPES as readonly string[]).includes(type)) {
    return `must start with one of ${SSH_KEY_TYPES.join(', ')}`
  }
  if (!blob || blob.length % 4 !== 0 || !BASE64.test(blob)) return 'key data is not valid base64'
  const bytes = Buffer.from(blob, 'base64')
  if (bytes.length < 4) return 'key data is too short'
  const nameLength = bytes.readUInt32BE(0)
  if (nameLength > bytes.length - 4) return 'key data is truncated'
  const embedded = bytes.subarray(4, 4 + nameLength).toString('latin1')
  if (embedded !== type) return `key data is for ${embedded || 'an unknown type'}, not ${type}`
  if (bytes.length <= 4 + nameLength) return 'key data holds no key'
  return undefined
}

/** Wire form of an ed25519 public key, for generated (benchmark) keys. */
export function ed25519PublicKeyLine(publicKey: Buffer, comment: string): string {
  const name = Buffer.from('ssh-ed25519')
  const blob = Buffer.concat([u32(name.length), name, u32(publicKey.length), publicKey])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32BE(value)
  return buffer
}
