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
  it('keeps the young generation at its starting size while many objects survive', async () => {
    keepHeapNearWhatItHolds()
    const { before, after, kept } = await youngGenerationOfAWorker()
    expect(kept).toBe(1_000_000)
    expect(after).toBeLessThanOrEqual(before)
  })
})
