import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createImportRecords, type ImportRecord } from './import-records'

describe('import records on disk', () => {
  let dataDir = ''
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it.skipIf(process.platform === 'win32')(
    'keeps imports/ the user’s alone (0700), even when an older version made it wider',
    async () => {
      for (const before of [null, 0o755]) {
        dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-imports-'))
        if (before !== null) await mkdir(join(dataDir, 'imports'), { mode: before })
        const record: ImportRecord = {
          batchId: 'b1',
          zoneId: 1,
          zoneName: 'example.com',
          state: 'running',
          total: 2,
          applied: [],
          failed: [],
          current: null,
        }
        await createImportRecords(dataDir).save(record)
        expect((await stat(join(dataDir, 'imports'))).mode & 0o777, String(before)).toBe(0o700)
        await rm(dataDir, { recursive: true, force: true })
      }
    },
  )
})
