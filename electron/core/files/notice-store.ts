import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file'

/**
 * Things the user must hear about once (a file set aside, accounts kept unread): written down the moment they
 * are found, handed to the window when it asks, and only then forgotten — a crash in between loses none.
 */
export function createNoticeStore(dataDir: string) {
  const path = join(dataDir, 'notices.json')
  const schema = z.object({ notices: z.array(z.string()) })
  let chain: Promise<unknown> = Promise.resolve()
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work, work)
    chain = run.catch(() => undefined)
    return run
  }
  const read = async () => {
    const found = await readJsonFile(path, schema)
    return found.status === 'ok' ? found.value.notices : []
  }
  return {
    add: (notices: readonly string[]) =>
      queued(async () => {
        if (notices.length > 0) await writeJsonFile(path, { notices: [...(await read()), ...notices] })
      }),
    take: () =>
      queued(async () => {
        const pending = await read()
        if (pending.length > 0) await writeJsonFile(path, { notices: [] })
        return pending
      }),
  }
}
