import type { AccountSnapshot, SnapshotSection } from '../../shared/contract'
import { SNAPSHOT_SECTIONS } from '../../shared/resources'
import type { Logger } from '../ports'
import type { ReportProblem } from '../files/notice-box'
import { readJsonFile } from '../files/json-file'
import { writeChunksAtomically, type WriteFs } from '../files/atomic-write'
import {
  contentHash,
  fileChunks,
  joinParts,
  metaSchema,
  partsOf,
  sectionSchema,
  v1Schema,
  type CacheMeta,
} from './cache-format'
import { join } from 'node:path'

// The snapshot cache's files (see cache-format.ts): reading both versions, and writing only what changed. The
// store that shares reads and orders writes is snapshot-cache.ts.

export interface CachedSnapshot {
  fetchedAt: string
  /** Per section, when it was read (see SessionState.sectionsFetchedAt). */
  sectionsFetchedAt?: Partial<Record<SnapshotSection, string>>
  snapshot: AccountSnapshot
}

/**
 * The index is written again with only the times changed (a refresh that found nothing new) once it is this much
 * older than the read: a start then shows a fair age, and an idle refresh still writes nothing most minutes.
 */
export const META_REFRESH_MS = 15 * 60_000

/** What was last written (or read) for one account: the index, and per section the object its files hold. */
export interface Written {
  meta: CacheMeta
  held: Map<SnapshotSection, WeakRef<object>>
}

/** One file to write or remove. */
type Write = () => Promise<void>

/**
 * Files written at once: a first write (a dozen files for a small account) waits for about one flush to disk, not
 * one per file, and a large one holds at most this many 1 MiB write buffers.
 */
const WRITES_AT_ONCE = 12

/** Runs the writes WRITES_AT_ONCE at a time; every one ends before a failure is told (none lands after a newer one). */
async function runAll(writes: Write[]): Promise<void> {
  let next = 0
  const errors: unknown[] = []
  const worker = async () => {
    while (next < writes.length) await writes[next++]!().catch((error: unknown) => void errors.push(error))
  }
  await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, writes.length) }, worker))
  if (errors.length > 0) throw errors[0]
}

/**
 * Files written side by side make their text one piece at a time, each in turn: their flushes to disk overlap, but
 * their work on the event loop adds up instead of running back to back (a dozen slices in one turn of the loop).
 */
function takingTurns() {
  let tail: Promise<void> = Promise.resolve()
  return async function* inTurn(chunks: AsyncGenerator<string>): AsyncGenerator<string> {
    for (;;) {
      const before = tail
      let release = () => undefined as void
      tail = new Promise<void>((resolve) => (release = resolve))
      await before
      let next: IteratorResult<string>
      try {
        next = await chunks.next()
      } finally {
        release()
      }
      if (next.done) return
      yield next.value
    }
  }
}

/** The files of one account (see cache-format.ts). */
function filesOf(dir: string, accountId: string) {
  const base = join(dir, encodeURIComponent(accountId))
  return {
    v1: `${base}.json`,
    meta: `${base}@meta.json`,
    part: (section: SnapshotSection, index: number) => `${base}@${section}.${index}.json`,
  }
}

const hold = (held: Written['held'], section: SnapshotSection, value: unknown) => {
  if (typeof value === 'object' && value !== null) held.set(section, new WeakRef(value))
  else held.delete(section)
}

/** An account with no version-2 file on disk: every part is written, then the index. */
const nothingWritten = (): Written => ({
  meta: { version: 2, fetchedAt: '', sectionsFetchedAt: {}, sections: {} },
  held: new Map(),
})

/** Reads an account's cache: version 2's index and parts, else version 1's single file. */
export function createCacheReader(dir: string, log: Logger, written: Map<string, Written>, problem?: ReportProblem) {
  /** Logged, and said once to the user: an offline user would otherwise see an empty tree with no reason. */
  const warnCorrupt = (accountId: string, what: string, read: { reason: string; movedTo: string }) => {
    log.warn(`cache of account ${accountId} was unreadable (${what}: ${read.reason}); moved to ${read.movedTo}`)
    problem?.(
      `cacheCorrupt:${accountId}`,
      `The saved copy of an account's resources could not be read and was set aside as ${read.movedTo}. They are read again from the API; while it cannot be reached, nothing is shown for what was set aside.`,
    )
  }

  /** A part the index names is gone (deleted by hand, a sync tool): logged, and said once like a damaged one. */
  const warnMissing = (accountId: string, section: SnapshotSection) => {
    log.warn(`cache of account ${accountId}: a file of ${section} was missing`)
    problem?.(
      `cacheMissing:${accountId}`,
      `Part of the saved copy of an account's resources was missing (${section}). It is read again from the API; while it cannot be reached, nothing is shown for it.`,
    )
  }

  /** One section's parts; null when one is missing or corrupt (the section is read again from the API). */
  async function readSection(accountId: string, section: SnapshotSection, count: number): Promise<unknown> {
    const files = filesOf(dir, accountId)
    const schema = sectionSchema(section)
    const reads = await Promise.all(
      Array.from({ length: count }, (_, i) => readJsonFile(files.part(section, i), schema)),
    )
    const parts: unknown[] = []
    for (const read of reads) {
      if (read.status === 'corrupt') warnCorrupt(accountId, section, read)
      if (read.status === 'missing') warnMissing(accountId, section)
      if (read.status !== 'ok') return null
      parts.push(read.value)
    }
    return { value: joinParts(section, parts) }
  }

  async function readV2(
    accountId: string,
    only?: readonly SnapshotSection[],
  ): Promise<CachedSnapshot | null | undefined> {
    const meta = await readJsonFile(filesOf(dir, accountId).meta, metaSchema)
    if (meta.status === 'corrupt') warnCorrupt(accountId, 'its index', meta)
    // Nothing in version 2 on disk: known as such, so the first write need not look again.
    if (meta.status !== 'ok') return void written.set(accountId, nothingWritten())
    const { fetchedAt, sectionsFetchedAt, sections, unreadable } = meta.value
    const listed = SNAPSHOT_SECTIONS.filter(
      (section) => sections[section] !== undefined && (!only || only.includes(section)),
    )
    const reads = await Promise.all(listed.map((section) => readSection(accountId, section, sections[section]!.length)))
    const snapshot: Record<string, unknown> = unreadable ? { unreadable } : {}
    const kept: Written = { meta: { ...meta.value, sections: {}, sectionsFetchedAt: {} }, held: new Map() }
    listed.forEach((section, i) => {
      const read = reads[i] as { value: unknown } | null
      // A section lost is read again from the API: the others still show.
      if (!read) return
      snapshot[section] = read.value
      kept.meta.sections[section] = sections[section]
      if (sectionsFetchedAt[section]) kept.meta.sectionsFetchedAt[section] = sectionsFetchedAt[section]
      hold(kept.held, section, read.value)
    })
    written.set(accountId, kept)
    return {
      fetchedAt,
      sectionsFetchedAt: kept.meta.sectionsFetchedAt as CachedSnapshot['sectionsFetchedAt'],
      snapshot: snapshot as AccountSnapshot,
    }
  }

  /** Version 1's single file, as older versions wrote it (the next write turns it into version 2). */
  async function readV1(accountId: string): Promise<CachedSnapshot | null> {
    const read = await readJsonFile(filesOf(dir, accountId).v1, v1Schema)
    if (read.status === 'corrupt') warnCorrupt(accountId, 'the file', read)
    if (read.status !== 'ok') return null
    // Older files also hold the capabilities a server lacked: those are asked again at every start now.
    const { fetchedAt, sectionsFetchedAt, snapshot } = read.value
    return {
      fetchedAt,
      sectionsFetchedAt: sectionsFetchedAt as CachedSnapshot['sectionsFetchedAt'],
      snapshot: snapshot as AccountSnapshot,
    }
  }

  /**
   * `only`: just those sections (the command line's read of one kind); the others are left unread, so such a
   * reader's `written` must not guide a write (the command line's never writes).
   */
  return async (accountId: string, only?: readonly SnapshotSection[]) =>
    (await readV2(accountId, only)) ?? readV1(accountId)
}

/**
 * The writes a section needs: none when it is the object last written; else each part whose text hashes
 * otherwise than the one on disk, and the removal of parts it no longer has. Answers the section's hashes.
 */
async function writeSection(
  to: { files: ReturnType<typeof filesOf>; fs: WriteFs; inTurn: ReturnType<typeof takingTurns> },
  known: Written,
  section: SnapshotSection,
  value: unknown,
  writes: Write[],
): Promise<string[]> {
  const { files, fs, inTurn } = to
  const before = known.meta.sections[section] ?? []
  if (before.length > 0 && value !== null && known.held.get(section)?.deref() === value) return before
  const hashes: string[] = []
  for (const [i, part] of partsOf(section, value).entries()) {
    const hash = await contentHash(fileChunks(part))
    if (hash !== before[i])
      writes.push(() => writeChunksAtomically(files.part(section, i), inTurn(fileChunks(part)), fs))
    hashes.push(hash)
  }
  for (let i = hashes.length; i < before.length; i++) writes.push(() => fs.rm(files.part(section, i), { force: true }))
  hold(known.held, section, value)
  return hashes
}

/** Writes an account's cache: the parts that changed, then the index (see writeChanged). */
export function createCacheWriter(dir: string, fs: WriteFs, written: Map<string, Written>) {
  const inTurn = takingTurns()

  /** What is on disk for the account, as far as this process knows (its index is read if it was not yet). */
  async function knownOf(accountId: string): Promise<Written> {
    const known = written.get(accountId)
    if (known) return known
    const meta = await readJsonFile(filesOf(dir, accountId).meta, metaSchema).catch(() => null)
    const fresh: Written = {
      ...nothingWritten(),
      ...(meta?.status === 'ok' ? { meta: meta.value } : {}),
    }
    written.set(accountId, fresh)
    return fresh
  }

  /** Writes the parts that changed, drops those gone, then the index if anything (or enough time) changed. */
  async function writeChanged(accountId: string, entry: CachedSnapshot): Promise<void> {
    const files = filesOf(dir, accountId)
    const known = await knownOf(accountId)
    const snapshot = entry.snapshot as Record<string, unknown>
    const sections: CacheMeta['sections'] = {}
    const writes: Write[] = []
    for (const section of SNAPSHOT_SECTIONS) {
      if (snapshot[section] === undefined) continue
      sections[section] = await writeSection({ files, fs, inTurn }, known, section, snapshot[section], writes)
    }
    for (const section of Object.keys(known.meta.sections) as SnapshotSection[])
      if (sections[section] === undefined) {
        known.held.delete(section)
        known.meta.sections[section]!.forEach((_, i) =>
          writes.push(() => fs.rm(files.part(section, i), { force: true })),
        )
      }
    const unreadable = entry.snapshot.unreadable
    const changed =
      writes.length > 0 || JSON.stringify(unreadable ?? null) !== JSON.stringify(known.meta.unreadable ?? null)
    const meta: CacheMeta = {
      version: 2,
      fetchedAt: entry.fetchedAt,
      sectionsFetchedAt: entry.sectionsFetchedAt ?? {},
      sections,
      ...(unreadable ? { unreadable } : {}),
    }
    const aged = Date.parse(entry.fetchedAt) - Date.parse(known.meta.fetchedAt || entry.fetchedAt) >= META_REFRESH_MS
    if (!changed && !aged && known.meta.fetchedAt !== '') return
    const writeMeta = () => writeChunksAtomically(files.meta, fileChunks(meta, 0), fs)
    // The index lands after the parts it names, so a crash never leaves it vouching for an old part. With no part
    // on disk yet there is none to vouch for (a missing part drops its section): all go at once, one flush's wait.
    const fresh = Object.keys(known.meta.sections).length === 0
    await runAll(fresh ? [...writes, writeMeta] : writes)
    if (!fresh) await writeMeta()
    known.meta = meta
    // Written in version 2 now: the single file of version 1 is not read again.
    await fs.rm(files.v1, { force: true })
  }

  return writeChanged
}
