import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { FetchFn } from '../ports'
import { fetchFeedFile, offerOf, readSignedFeed, type SignedFeed } from './feed'
import { isSignedBy, releaseKeyOf, signatureFileOf, untrusted } from './signature'
import type { UpdateCheck } from '../../shared/models/updates'

export interface ReleaseVerifierOptions {
  feedUrl: string
  current: string
  platform: string
  fetch: FetchFn
  /** The release key's public half, raw Ed25519 in base64url (RELEASE_PUBLIC_KEY; a key made in the test). */
  releaseKey: string
}

/**
 * What the packaged app's updater asks before it offers and before it installs: the feed file must be signed with the
 * release key and name a version newer than this one (`check`), and the downloaded package must be one that signed
 * feed names (by its sha512) and carry the release key's own signature over its bytes (`verifyDownloaded`).
 * electron-updater's checks (a sha512 from the same feed, Windows' publisher name) stay, but are not relied on.
 */
export function createReleaseVerifier(opts: ReleaseVerifierOptions) {
  let signed: SignedFeed | undefined

  async function check(): Promise<UpdateCheck> {
    const feed = await readSignedFeed(opts)
    const found = offerOf(feed, opts.current)
    signed = feed
    return found
  }

  /** Refuses (throws) unless `path` is a package of the signed feed, signed with the release key. */
  async function verifyDownloaded(path: string, version: string): Promise<void> {
    if (!signed || signed.version !== version)
      throw untrusted(`Version ${version} was not offered by the signed update feed: not installed.`)
    const bytes = await readFile(path)
    const sha512 = createHash('sha512').update(bytes).digest('base64')
    const entry = signed.files.find((file) => file.sha512 === sha512)
    if (!entry) throw untrusted(`The downloaded ${version} is not the package the signed feed names: not installed.`)
    const name = entry.url.split('/').pop() ?? entry.url
    const unsigned = () => untrusted(`The package ${name} is not signed (no ${signatureFileOf(name)}): not installed.`)
    const signature = new TextDecoder().decode(
      await fetchFeedFile(opts.fetch, signed.base, signatureFileOf(name), unsigned),
    )
    if (!isSignedBy(bytes, signature, releaseKeyOf(opts.releaseKey)))
      throw untrusted(`The package ${name} is not signed with Hostdeck's release key: not installed.`)
  }

  return { check, verifyDownloaded }
}

export type ReleaseVerifier = ReturnType<typeof createReleaseVerifier>
