import { createHash } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FetchFn } from '../ports'
import { createTestBackend } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import { createReleaseVerifier } from './release-verifier'
import { RELEASE_PUBLIC_KEY } from './release-key'
import { releaseKeyFrom, signatureFileOf } from './signature'
import { makeReleaseKey } from './test-kit'

const FEED = 'https://updates.hostdeck.example/desktop'
const PACKAGE = Buffer.from('the 0.2.0 AppImage')
const sha512 = (bytes: Uint8Array) => createHash('sha512').update(bytes).digest('base64')
const latest = (version: string, bytes = PACKAGE) =>
  `version: ${version}\nfiles:\n  - url: Hostdeck-${version}.AppImage\n    sha512: ${sha512(bytes)}\n    size: ${bytes.length}\n`

/** A feed served from memory (never the network): name → text; what is absent answers 404. */
function feedOf(files: Record<string, string>): FetchFn {
  return async (url) => {
    const name = String(url).slice(FEED.length + 1)
    const file = files[name]
    return file === undefined ? new Response('', { status: 404 }) : new Response(file)
  }
}

const ours = makeReleaseKey()
const another = makeReleaseKey()

describe('updates are offered only when signed with the release key', () => {
  const cleanups = useCleanups()

  /** Help → Check for updates, through the backend, with `ours` as the key built in. */
  async function checkWith(fetch: FetchFn, appVersion = '0.1.0') {
    const { backend } = await createTestBackend({
      appVersion,
      platform: 'linux',
      updateFeedUrl: FEED,
      updateReleaseKey: ours.publicKey,
      network: { fetchFor: () => fetch },
    })
    cleanups.push(() => backend.dispose())
    return backend.invoke('app:checkUpdates', undefined)
  }

  it('offers a signed newer version', async () => {
    const answer = await checkWith(feedOf(ours.signed({ 'latest-linux.yml': latest('0.2.0') })))
    expect(answer).toMatchObject({ ok: true, value: { latest: '0.2.0', newer: true } })
  })

  it('refuses, with the reason, an unsigned feed, one re-signed with another key, an altered one, and an older one', async () => {
    const refusal = (message: RegExp) => ({
      ok: false,
      error: { kind: 'update-refused', message: expect.stringMatching(message) },
    })
    const text = latest('0.2.0')
    expect(await checkWith(feedOf({ 'latest-linux.yml': text }))).toMatchObject(
      refusal(/is not signed \(no latest-linux\.yml\.sig\)/),
    )
    expect(await checkWith(feedOf(another.signed({ 'latest-linux.yml': text })))).toMatchObject(
      refusal(/not signed with Hostdeck's release key/),
    )
    const altered = { 'latest-linux.yml': latest('0.2.1'), [signatureFileOf('latest-linux.yml')]: ours.sign(text) }
    expect(await checkWith(feedOf(altered))).toMatchObject(refusal(/not signed with Hostdeck's release key/))
    expect(await checkWith(feedOf(ours.signed({ 'latest-linux.yml': latest('0.1.0') })), '0.3.0')).toMatchObject(
      refusal(/offers 0\.1\.0, older than this 0\.3\.0/),
    )
  })

  it('builds in a valid Ed25519 release key', () => {
    expect(releaseKeyFrom(RELEASE_PUBLIC_KEY)?.asymmetricKeyType).toBe('ed25519')
    expect(releaseKeyFrom('not a key')).toBeNull()
  })
})

describe('a downloaded package is installed only when the release key signed it', () => {
  async function downloaded(bytes: Uint8Array) {
    const folder = await mkdtemp(join(tmpdir(), 'hostdeck-update-'))
    const path = join(folder, 'Hostdeck-0.2.0.AppImage')
    await writeFile(path, bytes)
    return path
  }

  function verifierOver(files: Record<string, string>) {
    const feed = { 'latest-linux.yml': latest('0.2.0') }
    return createReleaseVerifier({
      feedUrl: FEED,
      current: '0.1.0',
      platform: 'linux',
      fetch: feedOf({ ...ours.signed(feed), ...files }),
      releaseKey: ours.publicKey,
    })
  }

  it('accepts the package the signed feed names, signed with the key', async () => {
    const verifier = verifierOver({ 'Hostdeck-0.2.0.AppImage.sig': ours.sign(PACKAGE) })
    expect(await verifier.check()).toMatchObject({ latest: '0.2.0', newer: true })
    await expect(verifier.verifyDownloaded(await downloaded(PACKAGE), '0.2.0')).resolves.toBeUndefined()
  })

  it('refuses an unsigned package, one signed by another key, another file, or a version not checked', async () => {
    const path = await downloaded(PACKAGE)
    const unsigned = verifierOver({})
    await expect(unsigned.verifyDownloaded(path, '0.2.0')).rejects.toThrow('was not offered by the signed update feed')
    await unsigned.check()
    await expect(unsigned.verifyDownloaded(path, '0.2.0')).rejects.toThrow(
      'is not signed (no Hostdeck-0.2.0.AppImage.sig)',
    )
    const foreign = verifierOver({ 'Hostdeck-0.2.0.AppImage.sig': another.sign(PACKAGE) })
    await foreign.check()
    await expect(foreign.verifyDownloaded(path, '0.2.0')).rejects.toMatchObject({
      kind: 'update-refused',
      message: expect.stringContaining("not signed with Hostdeck's release key"),
    })
    const swapped = Buffer.from('another program')
    const other = verifierOver({ 'Hostdeck-0.2.0.AppImage.sig': ours.sign(swapped) })
    await other.check()
    await expect(other.verifyDownloaded(await downloaded(swapped), '0.2.0')).rejects.toThrow(
      'is not the package the signed feed names',
    )
  })
})
