import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { TEMP_MARK } from './atomic-write'
import { SET_ASIDE_MARK } from './json-file'

/** Set-aside copies of an unreadable file kept for the user to look at; older ones are removed. */
export const SET_ASIDE_KEPT = 3
const STALE_TEMP_MS = 60_000

/**
 * At start: removes temporary files a killed write left behind, and all but the newest set-aside copies of
 * each file, in the data folder and its sub-folders one level down. Never touches anything else.
 */
export async function cleanDataDir(dataDir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = []
  // A temporary file younger than this may belong to a write in flight (this process's own): left alone.
  const stale = async (path: string) =>
    now -
      (await fs.stat(path).then(
        (s) => s.mtimeMs,
        () => now,
      )) >
    STALE_TEMP_MS
  const folders = [dataDir, ...(await subfolders(dataDir))]
  for (const folder of folders) {
    const names = await fs.readdir(folder).catch(() => [] as string[])
    const setAside = new Map<string, string[]>()
    for (const name of names) {
      if (name.includes(TEMP_MARK) && (await stale(join(folder, name)))) removed.push(join(folder, name))
      const at = name.indexOf(SET_ASIDE_MARK)
      if (at > 0) setAside.set(name.slice(0, at), [...(setAside.get(name.slice(0, at)) ?? []), name])
    }
    // The stamp sorts by time: keep the newest few of each file.
    for (const copies of setAside.values())
      removed.push(
        ...copies
          .sort()
          .reverse()
          .slice(SET_ASIDE_KEPT)
          .map((name) => join(folder, name)),
      )
  }
  for (const path of removed) await fs.rm(path, { force: true })
  return removed
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isDirectory()).map((e) => join(dir, e.name))
}
