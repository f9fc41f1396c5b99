import { generateKeyPairSync } from 'node:crypto'
import { signatureFileOf, signatureOf } from './signature'

/** A release key made for one test: its public half as the app takes it, and the .sig files it would publish. */
export function makeReleaseKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'jwk' }).x
  if (!raw) throw new Error('node:crypto gave an Ed25519 key without its x')
  const sign = (bytes: string | Uint8Array) =>
    signatureOf(typeof bytes === 'string' ? Buffer.from(bytes) : bytes, privateKey)
  return {
    publicKey: raw,
    sign,
    /** `files` with each one's signature beside it (`name.sig`), as a signed release's folder holds them. */
    signed: (files: Record<string, string>): Record<string, string> =>
      Object.fromEntries(
        Object.entries(files).flatMap(([name, text]) => [
          [name, text],
          [signatureFileOf(name), sign(text)],
        ]),
      ),
  }
}
