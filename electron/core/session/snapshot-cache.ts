import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { AccountSnapshot, SessionState } from '../../shared/contract'
import { SNAPSHOT_SECTIONS } from '../../shared/models/session'
import type { Logger } from '../ports'
import { readJsonFile } from '../files/json-file'
import type { ReportProblem } from '../files/notice-box'
import { writeChunksAtomically } from '../files/atomic-write'
import { yieldToLoop } from '../event-loop'
import { jsonPieces, jsonSlices } from '../files/json-pieces'
import { SECTIONS, type CachedShape } from './sections'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
/** An item of a list section: an object with a numeric id. Checked where it is, never copied (100,000 records). */
const isItem = (value: unknown): value is Record<string, unknown> & { id: number } =>
  isObject(value) && typeof value.id === 'number'

/**
 * The snapshot as this version writes it: each list section a list of items with a numeric id, the storage an
 * item or null, the account an object. A cache of another shape (another version, a hand edit) is set aside
 * rather than shown as an empty sidebar. The items are checked in place (z.custom): the parsed file is the
 * snapshot, with no second copy of every record made on the way.
 */
function snapshotShape() {
  const item = z.custom<{ id: number }>(isItem, 'expected an item with a numeric id')
  const zone = z.custom<{ id: number; name: string; records: unknown[] }>(
    (value) =>
      isItem(value) && typeof value.name === 'string' && Array.isArray(value.records) && value.records.every(isItem),
    'expected a DNS zone with a name and its records',
  )
  const shapes: Record<CachedShape, z.ZodType> = {
    items: z.array(item).optional(),
    zones: z.array(zone).optional(),
    itemOrNull: item.nullable().optional(),
    object: z.custom<object>(isObject, 'expected an object').optional(),
  }
  return z.looseObject(
    Object.fromEntries(SNAPSHOT_SECTIONS.map((section) => [section, shapes[SECTIONS[section].cached]])),
  )
}

const cacheSchema = z.object({
  version: z.literal(1),
  fetchedAt: z.string(),
  // Written since live refresh; older files have none (the sections then count as never read).
  sectionsFetchedAt: z.record(z.string(), z.string()).default({}),
  snapshot: snapshotShape(),
})

export interface CachedSnapshot {
  fetchedAt: string
  /** Per section, when it was read (see SessionState.sectionsFetchedAt). */
  sectionsFetchedAt?: SessionState['sectionsFetchedAt']
  snapshot: AccountSnapshot
}

const SECRET_KEYS = new Set(['password', 'secretKey', 'adminPassword', 'pfxPassword'])

/**
 * Storage passwords, S3 secret keys, servers' administrator passwords and PFX passwords are not written to
 * disk: offline views show them as unavailable.
 */
export function withoutSecrets<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) =>
    SECRET_KEYS.has(key) && typeof inner === 'string' ? null : inner,
  ) as T
}

/** The replacer that blanks secrets; the serialised item already said it holds one (see SECRET_TEXT). */
const blankSecrets = (key: string, value: unknown) => (SECRET_KEYS.has(key) && typeof value === 'string' ? null : value)
/**
 * A secret key with a string value in compact JSON: only items that match pay for the strip. The key's end is
 * enough (a few more keys match, which costs only the strip) and is found several times faster than the key with
 * its opening quote, which is the most common character of all.
 */
const SECRET_TEXT = /(?:ssword|cretKey)":"/

/** One value as compact JSON, its secrets blanked (a targeted strip: a second pass only where one is found). */
function secretFreeJson(value: unknown): string {
  const text = JSON.stringify(value)
  return SECRET_TEXT.test(text) ? JSON.stringify(value, blankSecrets) : text
}

/** The cache file's text, compact and ending in a newline, in pieces (see jsonPieces). */
function* cacheFileText(entry: CachedSnapshot): Generator<string> {
  const file: Record<string, unknown> = { version: 1, fetchedAt: entry.fetchedAt }
  if (entry.sectionsFetchedAt) file.sectionsFetchedAt = entry.sectionsFetchedAt
  file.snapshot = entry.snapshot
  yield* jsonPieces(file, {
    leaf: secretFreeJson,
    blank: (key, value) => SECRET_KEYS.has(key) && typeof value === 'string',
  })
  yield '\n'
}

/**
 * The cache file's text in pieces, with the event loop free every few milliseconds (see jsonSlices), so a
 * 100,000-record snapshot never blocks the backend for long and is never one string in memory.
 */
export function cacheFileChunks(entry: CachedSnapshot): AsyncGenerator<string> {
  return jsonSlices(cacheFileText(entry))
}

/**
 * One file per account under cache/, written atomically; a corrupt one is moved aside and ignored. Readers of
 * one account share one read: a read in flight is joined, and the entry read last is handed out again while
 * anyone still holds it (the fleet and the session at start), so a large cache is parsed and kept once. The
 * entry is shared, never changed in place (a snapshot is replaced, not edited); a write or a removal forgets it.
 */
export function createSnapshotCache(dataDir: string, log: Logger, problem?: ReportProblem) {
  const dir = join(dataDir, 'cache')
  const fileOf = (accountId: string) => join(dir, `${encodeURIComponent(accountId)}.json`)
  const reading = new Map<string, Promise<CachedSnapshot | null>>()
  const lastRead = new Map<string, WeakRef<CachedSnapshot>>()

  async function readFile(accountId: string): Promise<CachedSnapshot | null> {
    const read = await readJsonFile(fileOf(accountId), cacheSchema)
    if (read.status === 'corrupt') {
      log.warn(`cache of account ${accountId} was unreadable (${read.reason}); moved to ${read.movedTo}`)
      problem?.(
        `cacheCorrupt:${accountId}`,
        `The saved copy of an account's resources could not be read and was set aside as ${read.movedTo}. They are read again from the API; while it cannot be reached, nothing is shown for that account.`,
      )
    }
    if (read.status !== 'ok') return null
    // Older files also hold the capabilities a server lacked: those are asked again at every start now.
    const { fetchedAt, sectionsFetchedAt, snapshot } = read.value
    return {
      fetchedAt,
      sectionsFetchedAt: sectionsFetchedAt as CachedSnapshot['sectionsFetchedAt'],
      snapshot: snapshot as AccountSnapshot,
    }
  }

  function forget(accountId: string): void {
    reading.delete(accountId)
    lastRead.delete(accountId)
  }

  return {
    read(accountId: string): Promise<CachedSnapshot | null> {
      const held = lastRead.get(accountId)?.deref()
      if (held) return Promise.resolve(held)
      let read = reading.get(accountId)
      if (!read) {
        read = readFile(accountId)
        reading.set(accountId, read)
        const settle = (entry: CachedSnapshot | null) => {
          if (reading.get(accountId) !== read) return
          reading.delete(accountId)
          if (entry) lastRead.set(accountId, new WeakRef(entry))
        }
        read.then(settle, () => settle(null))
      }
      return read
    },
    /** Compact, secrets blanked, written in pieces after the work in hand (the answer, the event) has gone. */
    async write(accountId: string, entry: CachedSnapshot): Promise<void> {
      forget(accountId)
      await yieldToLoop()
      await writeChunksAtomically(fileOf(accountId), cacheFileChunks(entry))
    },
    async remove(accountId: string): Promise<void> {
      forget(accountId)
      await fs.rm(fileOf(accountId), { force: true })
    },
  }
}

export type SnapshotCache = ReturnType<typeof createSnapshotCache>
