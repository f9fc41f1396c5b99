import { promises as fs } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { ImportProgress } from '../../shared/channels/dns'
import { readJsonFile, writeJsonFile } from '../files/json-file'

const recordSchema = z.object({
  batchId: z.string(),
  zoneId: z.number(),
  zoneName: z.string().nullable().catch(null),
  total: z.number(),
  applied: z.array(z.string()),
  failed: z.array(z.unknown()),
  state: z.string(),
})

/** An import batch as kept on disk while it runs: what a crash or a kill would otherwise lose without a word. */
export type ImportRecord = ImportProgress & { zoneName: string | null }

/**
 * Import batches kept under imports/ while they run, one file each, written after every request; removed once
 * the batch ends. A file found at start is a batch a kill or crash cut: `takeCut` hands those out once.
 */
export function createImportRecords(dataDir: string) {
  const dir = join(dataDir, 'imports')
  const fileOf = (batchId: string) => join(dir, `${batchId}.json`)
  const chains = new Map<string, Promise<void>>()
  let private_ = false

  /** imports/ is the user's alone (0700), like the data folder it sits in; an older version made it 0755. */
  async function makeDir(): Promise<void> {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 })
    if (private_) return
    await fs.chmod(dir, 0o700)
    private_ = true
  }

  return {
    /** Keeps a running batch, or forgets one that ended; writes of one batch land in call order. */
    save(record: ImportRecord): Promise<void> {
      const ended = record.state === 'finished' || record.state === 'stopped'
      const write = async () => {
        if (ended) return fs.rm(fileOf(record.batchId), { force: true })
        await makeDir()
        const { current: _current, ...kept } = record
        await writeJsonFile(fileOf(record.batchId), kept)
      }
      const next = (chains.get(record.batchId) ?? Promise.resolve()).then(write, write)
      chains.set(record.batchId, next)
      return next
    },
    /** The batches a previous run left running (cut by a kill or a crash), removed once read. */
    async takeCut(): Promise<Array<z.output<typeof recordSchema>>> {
      const names = await fs.readdir(dir).catch(() => [] as string[])
      const cut: Array<z.output<typeof recordSchema>> = []
      for (const name of names.filter((n) => n.endsWith('.json'))) {
        const read = await readJsonFile(join(dir, name), recordSchema)
        if (read.status === 'ok') cut.push(read.value)
        await fs.rm(join(dir, name), { force: true })
      }
      return cut
    },
  }
}

export type ImportRecords = ReturnType<typeof createImportRecords>

/** What the user is told of a batch a kill or crash cut. */
export function cutImportNotice(cut: { zoneId: number; zoneName: string | null; total: number; applied: string[] }) {
  const zone = cut.zoneName ?? `zone ${cut.zoneId}`
  return `An import into ${zone} stopped at ${cut.applied.length} of ${cut.total} when Hostdeck closed. To finish it, import the file again: what was already applied shows as unchanged and is not sent again; check the last change in the activity journal.`
}
