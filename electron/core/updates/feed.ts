import { parse } from 'yaml'
import { z } from 'zod'
import { BackendError } from '../errors'
import type { FetchFn } from '../ports'
import { compareVersions, parseVersion } from './semver'
import { isSignedBy, releaseKeyOf, signatureFileOf, untrusted } from './signature'
import type { UpdateCheck } from '../../shared/models/updates'

export type { UpdateCheck }

/** The file electron-builder writes beside each build for its generic provider. */
export function feedFileFor(platform: string): string {
  if (platform === 'darwin') return 'latest-mac.yml'
  if (platform === 'linux') return 'latest-linux.yml'
  return 'latest.yml'
}

const feedSchema = z.object({
  version: z.string(),
  releaseDate: z.string().optional(),
  releaseNotesUrl: z.string().url().optional(),
  files: z.array(z.object({ url: z.string(), sha512: z.string() })).default([]),
})

/** A feed file whose signature was checked: the newest version and the packages it names (with their sha512). */
export type SignedFeed = z.infer<typeof feedSchema> & { base: string }

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** An https link, or http on this machine (a test feed): nothing else is fetched or offered as a link. */
export function isSafeFeedLink(link: string): boolean {
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  } catch {
    return false
  }
}

function refused(message: string): BackendError {
  return new BackendError({ kind: 'network', message })
}

/** One file of the feed's folder, as bytes; `missing` answers a 404 (an unsigned release has no .sig). */
export async function fetchFeedFile(
  fetch: FetchFn,
  base: string,
  name: string,
  missing?: () => BackendError,
): Promise<Uint8Array> {
  try {
    const response = await fetch(`${base}/${name}`, { redirect: 'follow', signal: AbortSignal.timeout(15_000) })
    if (response.status === 404 && missing) throw missing()
    if (!response.ok) throw refused(`The update feed answered ${response.status} for ${name}.`)
    return new Uint8Array(await response.arrayBuffer())
  } catch (error) {
    if (error instanceof BackendError) throw error
    throw refused(`The update feed could not be reached (${(error as Error).message}).`)
  }
}

/** The feed's base address, once it is known to be one Hostdeck may ask. */
export function feedBase(feedUrl: string): string {
  if (!isSafeFeedLink(feedUrl))
    throw refused('The update feed address must be an https link (http only on this machine); nothing was asked.')
  return feedUrl.replace(/\/+$/, '')
}

/**
 * Reads the feed file for `platform` and its signature, and parses it only once `releaseKey` has signed its exact
 * bytes: an unsigned feed, or one signed by any other key, is refused before a word of it is believed.
 */
export async function readSignedFeed(opts: {
  feedUrl: string
  platform: string
  fetch: FetchFn
  /** The release key's public half, raw Ed25519 in base64url (RELEASE_PUBLIC_KEY; a key made in the test). */
  releaseKey: string
}): Promise<SignedFeed> {
  const key = releaseKeyOf(opts.releaseKey)
  const base = feedBase(opts.feedUrl)
  const name = feedFileFor(opts.platform)
  const bytes = await fetchFeedFile(opts.fetch, base, name)
  const unsigned = () => untrusted(`The update feed's ${name} is not signed (no ${signatureFileOf(name)}): not used.`)
  const signature = new TextDecoder().decode(await fetchFeedFile(opts.fetch, base, signatureFileOf(name), unsigned))
  if (!isSignedBy(bytes, signature, key))
    throw untrusted(`The update feed's ${name} is not signed with Hostdeck's release key: not used.`)
  let document: unknown
  try {
    document = parse(new TextDecoder().decode(bytes))
  } catch {
    throw refused(`The update feed's ${name} is not YAML.`)
  }
  const read = feedSchema.safeParse(document)
  if (!read.success || !parseVersion(read.data.version))
    throw refused('The update feed does not say which version is newest.')
  const notes = read.data.releaseNotesUrl
  if (notes !== undefined && !isSafeFeedLink(notes))
    throw refused('The update feed’s release notes link is not an https link: the feed was not used.')
  return { ...read.data, base }
}

/**
 * What a signed feed offers against this build's version, by semver's rules: an older one is refused (a downgrade
 * would bring back what a later release fixed).
 */
export function offerOf(feed: SignedFeed, currentVersion: string): UpdateCheck {
  const current = parseVersion(currentVersion)
  if (!current) throw refused(`This build's version "${currentVersion}" is not a version number.`)
  const latest = parseVersion(feed.version)
  const order = latest ? compareVersions(latest, current) : -1
  if (order < 0)
    throw untrusted(
      `The update feed offers ${feed.version}, older than this ${currentVersion}: not offered (a downgrade could bring back what a later version fixed).`,
    )
  return {
    current: currentVersion,
    latest: feed.version,
    newer: order > 0,
    notesUrl: feed.releaseNotesUrl ?? `${feed.base}/`,
    installable: false,
  }
}

/**
 * Asks a generic update feed (electron-builder's `publish: generic`) for its newest version, signed with the release
 * key. Only reads: downloading and installing is the updater's.
 */
export async function checkFeed(opts: {
  feedUrl: string
  current: string
  platform: string
  fetch: FetchFn
  /** The release key's public half, raw Ed25519 in base64url (RELEASE_PUBLIC_KEY; a key made in the test). */
  releaseKey: string
}): Promise<UpdateCheck> {
  return offerOf(await readSignedFeed(opts), opts.current)
}
