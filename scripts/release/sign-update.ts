// `node scripts/run-ts.mjs scripts/release/sign-update.ts keygen KEY.pem`: makes the release key (prints its public
// half for electron/core/updates/release-key.ts); `… sign KEY.pem FILE…`: writes FILE.sig beside each file.
// docs/releases.md says what is signed and where the private half is kept.
import { generateKeyPairSync, createPrivateKey } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { signatureFileOf, signatureOf } from '../../electron/core/updates/signature'

/** A new Ed25519 pair: the private half to `keyPath` (PKCS#8 PEM, owner-only, never overwritten), the public returned. */
export async function makeReleaseKeyFile(keyPath: string): Promise<string> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' })
  await writeFile(keyPath, pem, { mode: 0o600, flag: 'wx' })
  const raw = publicKey.export({ format: 'jwk' }).x
  if (!raw) throw new Error('node:crypto gave an Ed25519 key without its x')
  return raw
}

/** Writes `file.sig` beside each file, signed with the private key in `keyPath`; the .sig files' paths. */
export async function signReleaseFiles(keyPath: string, files: readonly string[]): Promise<string[]> {
  const key = createPrivateKey(await readFile(keyPath))
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${keyPath} is not an Ed25519 private key`)
  const written: string[] = []
  for (const file of files) {
    await writeFile(signatureFileOf(file), signatureOf(await readFile(file), key))
    written.push(signatureFileOf(file))
  }
  return written
}

async function main(args: string[]): Promise<void> {
  const [command, keyPath, ...files] = args
  if (command === 'keygen' && keyPath) console.log(`public key: ${await makeReleaseKeyFile(keyPath)}`)
  else if (command === 'sign' && keyPath && files.length)
    for (const written of await signReleaseFiles(keyPath, files)) console.log(`wrote ${written}`)
  else {
    console.error('usage: sign-update.ts keygen KEY.pem | sign KEY.pem FILE…')
    process.exitCode = 2
  }
}

if (process.argv[1]?.endsWith('sign-update.ts')) await main(process.argv.slice(2))
