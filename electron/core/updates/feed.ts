import { parse } from 'yaml'
import { z } from 'zod'
import { BackendError } from '../errors'
import type { FetchFn } from '../ports'
import { compareVersions, parseVersion } from './semver'
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
})

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

/**
 * Asks a generic update feed (electron-builder's `publish: generic`) for its newest version and compares it with
 * ours by semver's rules. Only reads: downloading and installing is the updater's.
 */
export async function checkFeed(opts: {
  feedUrl: string
  current: string
  platform: string
  fetch: FetchFn
}): Promise<UpdateCheck> {
  if (!isSafeFeedLink(opts.feedUrl))
    throw refused('The update feed address must be an https link (http only on this machine); nothing was asked.')
  const base = opts.feedUrl.replace(/\/+$/, '')
  const url = `${base}/${feedFileFor(opts.platform)}`
  let text: string
  try {
    const response = await opts.fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(15_000) })
    if (!response.ok) throw refused(`The update feed answered ${response.status} for ${feedFileFor(opts.platform)}.`)
    text = await response.text()
  } catch (error) {
    if (error instanceof BackendError) throw error
    throw refused(`The update feed could not be reached (${(error as Error).message}).`)
  }
  let document: unknown
  try {
    document = parse(text)
  } catch {
    throw refused(`The update feed's ${feedFileFor(opts.platform)} is not YAML.`)
  }
  const read = feedSchema.safeParse(document)
  const latest = read.success ? parseVersion(read.data.version) : null
  const current = parseVersion(opts.current)
  if (!read.success || !latest) throw refused('The update feed does not say which version is newest.')
  if (!current) throw refused(`This build's version "${opts.current}" is not a version number.`)
  const notes = read.data.releaseNotesUrl
  if (notes !== undefined && !isSafeFeedLink(notes))
    throw refused('The update feed’s release notes link is not an https link: the feed was not used.')
  return {
    current: opts.current,
    latest: read.data.version,
    newer: compareVersions(latest, current) > 0,
    notesUrl: notes ?? `${base}/`,
    installable: false,
  }
}
