import { promises as fs } from 'node:fs'
import type { z } from 'zod'
import { writeFileAtomically, type WriteFs } from './atomic-write'
import { readError } from './disk-errors'

export type ReadOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing' }
  /** The file could not be read as T; it was moved aside to `movedTo` so the next write starts clean. */
  | { status: 'corrupt'; movedTo: string; reason: string }

/** Reads a JSON file through a schema. A corrupt file is renamed with a timestamp, never a crash. */
export async function readJsonFile<S extends z.ZodType>(
  path: string,
  schema: S,
  now = Date.now(),
): Promise<ReadOutcome<z.output<S>>> {
  let text: string
  try {
    text = await fs.readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' }
    throw readError(error, path)
  }
  let reason: string
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    if (parsed.success) return { status: 'ok', value: parsed.data }
    reason = parsed.error.issues[0]?.message ?? 'unexpected content'
  } catch (error) {
    reason = (error as Error).message
  }
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-')
  const movedTo = `${path}${SET_ASIDE_MARK}${stamp}`
  try {
    await fs.rename(path, movedTo)
  } catch (error) {
    // Another reader set it aside first: what is there now is what counts.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' }
    throw error
  }
  return { status: 'corrupt', movedTo, reason }
}

export const SET_ASIDE_MARK = '.corrupt-'

/** Writes JSON atomically: a crash, a full disk or any error leaves the old file intact (see atomic-write). */
export async function writeJsonFile(path: string, value: unknown, io?: WriteFs): Promise<void> {
  await writeFileAtomically(path, `${JSON.stringify(value, null, 2)}\n`, io)
}
