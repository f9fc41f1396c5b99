/**
 * The tag store's crash test's writer (tag-store.test.ts runs it under tsx in a child process and kills it with
 * SIGKILL mid-write): fills the store with `base` records, says "ready", then sets one more record at a time,
 * printing each one's number once its save is done.
 */
import { createTagStore } from './tag-store'

const [dataDir, baseText] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: crash-writer.ts DATA_DIR [BASE]')
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
const store = createTagStore(dataDir, quiet)
const base = Number(baseText ?? 5000)
const filler = Array.from({ length: base }, (_, i) => ({
  accountId: 'base',
  resource: { kind: 'server' as const, id: i + 1 },
  tags: ['env=prod', `n=${i}`],
  note: 'заметка '.repeat(10),
}))
// A function, not top-level await: tsx runs this file as CommonJS.
async function writeOnAndOn() {
  await store.merge(filler, [{ name: 'Prod', query: 'tag:env=prod', pinned: true }])
  process.stdout.write('ready\n')
  for (let i = 1; ; i++) {
    await store.set('acme', { kind: 'dnsZone', id: i }, [`n=${i}`], '')
    process.stdout.write(`${i}\n`)
  }
}
void writeOnAndOn()
