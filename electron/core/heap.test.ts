import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { keepHeapNearWhatItHolds } from './heap'

/**
 * A fresh isolate (a worker: the flag is the process's) keeps 60 MiB of small objects alive, as a large answer's
 * read does, and says how large its young generation was before and after.
 */
const SURVIVORS = `
const { getHeapSpaceStatistics } = require('node:v8')
const { parentPort } = require('node:worker_threads')
const young = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size
const before = young()
const kept = []
for (let i = 0; i < 1_000_000; i++) kept.push({ i, name: 'record-' + i })
parentPort.postMessage({ before, after: young(), kept: kept.length })
`

function youngGenerationOfAWorker(): Promise<{ before: number; after: number; kept: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SURVIVORS, { eval: true })
    worker.once('message', (message: { before: number; after: number; kept: number }) => {
      void worker.terminate()
      resolve(message)
    })
    worker.once('error', reject)
  })
}

describe('keepHeapNearWhatItHolds', () => {
  it('keeps the young generation near its starting size while many objects survive, where V8 would grow it', async () => {
    // Each test file runs in a process of its own (vitest's forks pool): nothing has set the flags before this.
    const grown = await youngGenerationOfAWorker()
    keepHeapNearWhatItHolds()
    const kept = await youngGenerationOfAWorker()
    expect(kept.kept).toBe(1_000_000)
    // Without the flags the young generation doubles up to its ceiling (64–128 MiB here); with them V8 may still
    // step it up a few times under load (2–24 MiB seen with stress-ng), never near that.
    expect(grown.after).toBeGreaterThanOrEqual(8 * grown.before)
    expect(kept.after).toBeLessThanOrEqual(grown.after / 3)
  })
})
