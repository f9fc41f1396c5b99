import { promises as fs } from 'node:fs'
import { join } from 'node:path'

/** How big one journal file grows before it is set aside as `.1` (older ones shift to `.2`…). */
export const JOURNAL_MAX_BYTES = 1024 * 1024
/** How many set-aside files are kept besides the current one: the oldest is dropped. */
export const JOURNAL_KEPT_FILES = 3

export interface JournalFileOptions {
  maxBytes?: number
  keptFiles?: number
  /** Told when the oldest set-aside file moves into the archive: how many entries, and where they are kept. */
  onArchived?: (entries: number, path: string) => void
}

/** The journal is the user's own record: its folder is theirs alone (0700), its files too (0600). */
const DIR_MODE = 0o700
const FILE_MODE = 0o600

/** One record appended as a line and synced to disk; a torn last line (a crash mid-write) does not swallow it. */
async function appendLine(path: string, record: object): Promise<void> {
  const handle = await fs.open(path, 'a+', FILE_MODE)
  try {
    // A torn last line (a crash mid-write) must not swallow this one: start on a fresh line.
    const { size: now } = await handle.stat()
    let lead = ''
    if (now > 0) {
      const last = Buffer.alloc(1)
      await handle.read(last, 0, 1, now - 1)
      if (last[0] !== 0x0a) lead = '\n'
    }
    await handle.appendFile(`${lead}${JSON.stringify(record)}\n`, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Syncs a folder, so the files just created in it survive a crash (Windows cannot open a folder: skipped there). */
async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return
  const handle = await fs.open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The records of a JSON Lines text; lines that do not parse (a torn last line) are skipped. */
function parsedLines(text: string): unknown[] {
  const records: unknown[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    try {
      records.push(JSON.parse(line))
    } catch {
      // Cut short by a crash: the rest of the journal is still good.
    }
  }
  return records
}

/**
 * One account's journal: JSON Lines, appended one line per write and synced to disk before the write counts.
 * A line a crash cut short is skipped when read (and the next append starts on a fresh line); when the file
 * passes its size it is renamed to `.1` and a new one begun, so what the journal reads stays bounded. The
 * oldest set-aside file is never deleted: its entries are appended to `<name>.archive.jsonl` (kept, not read by
 * the journal view) and `onArchived` says how many moved there.
 */
export function createJournalFile(dir: string, name: string, options: JournalFileOptions = {}) {
  const maxBytes = options.maxBytes ?? JOURNAL_MAX_BYTES
  const kept = options.keptFiles ?? JOURNAL_KEPT_FILES
  const current = join(dir, `${name}.jsonl`)
  const older = (n: number) => join(dir, `${name}.${n}.jsonl`)
  const archive = join(dir, `${name}.archive.jsonl`)
  let queue: Promise<unknown> = Promise.resolve()
  let private_ = false

  /** The folder and the current file made the user's alone (an older version created them 0755/0644). */
  async function makePrivate(): Promise<void> {
    await fs.mkdir(dir, { recursive: true, mode: DIR_MODE })
    if (private_) return
    await fs.chmod(dir, DIR_MODE)
    const files = [current, archive, ...Array.from({ length: kept }, (_, i) => older(i + 1))]
    for (const file of files) await fs.chmod(file, FILE_MODE).catch(() => undefined)
    private_ = true
  }

  /** The oldest set-aside file's entries appended to the archive, then that file removed. */
  async function archiveOldest(): Promise<void> {
    const text = await fs.readFile(older(kept), 'utf8').catch(() => null)
    if (text === null) return
    const body = text.endsWith('\n') || text === '' ? text : `${text}\n`
    await fs.appendFile(archive, body, { encoding: 'utf8', mode: FILE_MODE })
    await fs.rm(older(kept), { force: true })
    const entries = body.split('\n').filter((line) => line.trim() !== '').length
    options.onArchived?.(entries, archive)
  }

  async function rotate(): Promise<void> {
    await archiveOldest()
    for (let n = kept - 1; n >= 1; n--) await fs.rename(older(n), older(n + 1)).catch(() => undefined)
    await fs.rename(current, older(1)).catch(() => undefined)
  }

  async function appendNow(record: object): Promise<void> {
    await makePrivate()
    const size = await fs.stat(current).then(
      (s) => s.size,
      () => null,
    )
    const rotated = size !== null && size > 0 && size >= maxBytes
    if (rotated) await rotate()
    await appendLine(current, record)
    // A new file's name is only durable once its folder is synced: a crash could otherwise lose the whole file.
    if (size === null || rotated) await syncFolder(dir)
  }

  return {
    path: current,
    archive,
    /** Appends one record; appends are made one after another, in call order. */
    append(record: object): Promise<void> {
      const next = queue.then(() => appendNow(record))
      queue = next.catch(() => undefined)
      return next
    },
    /** Every readable record, oldest first; lines that do not parse (a torn last line) are skipped. */
    async read(): Promise<unknown[]> {
      await queue
      const records: unknown[] = []
      for (const path of [...Array.from({ length: kept }, (_, i) => older(kept - i)), current]) {
        records.push(...parsedLines(await fs.readFile(path, 'utf8').catch(() => '')))
      }
      return records
    },
    flushed: () => queue,
  }
}

export type JournalFile = ReturnType<typeof createJournalFile>
