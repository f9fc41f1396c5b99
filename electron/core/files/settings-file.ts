import type { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file'
import { createOneWriter } from './one-writer'

/**
 * A small settings file read once through its schema and kept in memory, changed one change at a time (each from
 * the last saved settings). `settle` turns what the file held (or `undefined`: missing or set aside) into the
 * settings, filling in the defaults.
 */
export function createSettingsFile<S extends z.ZodType, T>(
  path: string,
  schema: S,
  settle: (file: z.output<S> | undefined) => T,
) {
  let settings: T | undefined

  async function load(): Promise<T> {
    if (settings) return settings
    const read = await readJsonFile(path, schema)
    settings ??= settle(read.status === 'ok' ? read.value : undefined)
    return settings
  }

  const writer = createOneWriter<T>(
    load,
    (next) => writeJsonFile(path, next),
    (next) => (settings = next),
  )

  return { load, change: <R>(apply: (draft: T) => R): Promise<R> => writer.change(apply) }
}
