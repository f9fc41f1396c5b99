import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dnsZone } from '@shared/dns/sample-records'
import { readZone, startZoneRead, ZoneReadCancelled, type ZoneReadMessage } from './zone-read'

describe('reading a zone file for import', () => {
  it('sets apart one record the service would refuse, with why, and offers the rest', () => {
    const fractions: number[] = []
    const text = 'bad IN A 999.1.1.1\nok IN A 192.0.2.1\nlong IN TXT "' + 'v'.repeat(2500) + '"\n'
    const { diff, problems } = readZone({ text, zone: dnsZone(9, 'example.com', []) }, (f) => fractions.push(f))
    expect(problems).toEqual([])
    expect(diff!.add.map((c) => c.record!.owner).sort()).toEqual(['long', 'ok'])
    expect(diff!.unsupported).toMatchObject([{ name: 'bad.example.com.', reason: 'refused' }])
    expect(diff!.unsupported[0]!.detail).toBeTruthy()
    expect(fractions.at(-1)).toBeGreaterThan(0.8)
  })

  it('reads a 9.7 MB file from its bytes, its progress reaching 100 %, every record offered', () => {
    const line = (i: number) => `host${i} 3600 IN TXT "${'x'.repeat(180)}"\n`
    const count = Math.floor((9.7 * 1024 * 1024) / line(100000).length)
    const lines: string[] = []
    for (let i = 0; i < count; i++) lines.push(line(100000 + i))
    const bytes = new TextEncoder().encode(lines.join('')).buffer
    expect(bytes.byteLength).toBeGreaterThan(9.6 * 1024 * 1024)
    const fractions: number[] = []
    const { diff, problems } = readZone({ bytes, zone: dnsZone(9, 'example.com', []) }, (f) => fractions.push(f))
    expect(problems).toEqual([])
    expect(diff!.add).toHaveLength(count)
    expect(fractions.at(-1)).toBe(1)
    // It moves on after the parse: the checks of each change report too, not one stall at the last step.
    expect(fractions.filter((f) => f > 0.75 && f < 1).length).toBeGreaterThan(10)
  }, 120_000)

  it('says nothing could be read when the text holds no record', () => {
    expect(readZone({ text: '$TTL soon\n', zone: dnsZone(9, 'example.com', []) }, () => {})).toEqual({
      problems: ['line 1: $TTL needs a time such as 3600 or 1h'],
      diff: null,
    })
  })
})

/** A stand-in for the browser's Worker: records what it is sent, and lets the test answer as the worker would. */
class FakeWorker {
  static last: FakeWorker | undefined
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  sent: unknown[] = []
  transferred: unknown[] = []
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this
  }
  postMessage(message: unknown, transfer: unknown[] = []): void {
    this.sent.push(message)
    this.transferred.push(...transfer)
  }
  terminate(): void {
    this.terminated = true
  }
  answer(data: ZoneReadMessage): void {
    this.onmessage?.({ data } as MessageEvent)
  }
}

describe('the zone reader off the page thread', () => {
  const job = { text: 'ok IN A 192.0.2.1\n', zone: dnsZone(9, 'example.com', []) }
  beforeEach(() => vi.stubGlobal('Worker', FakeWorker))
  afterEach(() => vi.unstubAllGlobals())

  it('starts a module worker with the job, passes its progress on, and ends with its answer', async () => {
    const fractions: number[] = []
    const reading = startZoneRead(job, (f) => fractions.push(f))
    const worker = FakeWorker.last!
    expect(worker.options).toEqual({ type: 'module' })
    expect(worker.url.pathname).toMatch(/zone-read\.worker\.ts$/)
    expect(worker.sent).toEqual([job])
    worker.answer({ kind: 'progress', fraction: 0.5 })
    worker.answer({ kind: 'done', result: { problems: [], diff: null } })
    await expect(reading.done).resolves.toEqual({ problems: [], diff: null })
    expect(fractions).toEqual([0.5])
    expect(worker.terminated).toBe(true)
  })

  it('hands an opened file’s bytes to the worker (transferred, not copied)', () => {
    const bytes = new TextEncoder().encode('ok IN A 192.0.2.1\n').buffer
    startZoneRead({ bytes, zone: job.zone }, () => {})
    expect(FakeWorker.last!.transferred).toEqual([bytes])
  })

  it('Cancel stops the worker at once and says it was cancelled; a failure is said with its reason', async () => {
    const reading = startZoneRead(job, () => {})
    const worker = FakeWorker.last!
    reading.cancel()
    expect(worker.terminated).toBe(true)
    await expect(reading.done).rejects.toBeInstanceOf(ZoneReadCancelled)
    const failing = startZoneRead(job, () => {})
    FakeWorker.last!.answer({ kind: 'failed', message: 'out of memory' })
    await expect(failing.done).rejects.toThrow('out of memory')
  })
})
