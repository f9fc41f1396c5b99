import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto'
import { BackendError } from '../errors'

/** An update that is there but not trusted: unsigned, signed by another key, or older than this build. */
export function untrusted(message: string): BackendError {
  return new BackendError({ kind: 'update-refused', message })
}

/** The signature beside a signed file: `latest.yml` → `latest.yml.sig` (base64 of the 64-byte Ed25519 signature). */
export const signatureFileOf = (name: string): string => `${name}.sig`

/** An Ed25519 public key from its raw 32 bytes in base64url (a JWK's `x`); null when it is not one. */
export function releaseKeyFrom(raw: string): KeyObject | null {
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.trim() }, format: 'jwk' })
    return key.asymmetricKeyType === 'ed25519' ? key : null
  } catch {
    return null
  }
}

/** The release key as node:crypto takes it; refused when the build was given something else. */
export function releaseKeyOf(raw: string): KeyObject {
  const key = releaseKeyFrom(raw)
  if (!key) throw untrusted('The release key this build was given is not an Ed25519 key: nothing was asked.')
  return key
}

/** Whether `signatureText` (base64, as a .sig file holds it) is `key`'s Ed25519 signature over `bytes`. */
export function isSignedBy(bytes: Uint8Array, signatureText: string, key: KeyObject): boolean {
  const signature = Buffer.from(signatureText.trim(), 'base64')
  if (signature.length !== 64) return false
  try {
    return verify(null, bytes, key, signature)
  } catch {
    return false
  }
}

/** The .sig file's text for `bytes` (the release script and the tests sign with it). */
export function signatureOf(bytes: Uint8Array, privateKey: KeyObject): string {
  return `${sign(null, bytes, privateKey).toString('base64')}\n`
}
