import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { ImportChangeRequest, ImportProgress } from '../../shared/channels/dns'
import type { JournalEntry } from '../../shared/channels/journal'
import type { DnsRecord, DnsZone } from '../../shared/models/dns'
import { createTestBackend, invokeOrThrow, waitForSession } from '../test-kit'
import { useCleanups } from '../test-cleanups'

describe('zone-file import batch', () => {
  const cleanups = useCleanups()

  async function start() {
    const sandbox = await startSandbox({ paceMs: 20 })
    cleanups.push(() => sandbox.close())
    const { backend, dataDir } = await createTestBackend({
      demoApiUrl: sandbox.baseUrl,
      probeDelaysMs: [50],
      importPaceMs: 30,
    })
    cleanups.push(() => backend.dispose())
    await waitForSession(backend, (s) => s.status === 'ready' && !s.refreshing)
    const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(backend, channel, input)
    const finished = async (batchId: string) => {
      for (let i = 0; i < 400; i++) {
        const p = await call<ImportProgress>('dns:importStatus', { batchId })
        if (p.state === 'finished' || p.state === 'stopped') return p
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error('the import never ended')
    }
    return { sandbox, call, finished, dataDir }
  }

  it('sends each change once, waits out a rate limit, lists a refusal with the service’s words, resumes without repeating, journals the batch', async () => {
    const { sandbox, call, finished } = await start()
    const zone = await call<DnsZone>('dns:createZone', { name: 'import-batch.com' })
    const old = await call<DnsRecord>('dns:createRecord', { type: 'TXT', zoneId: zone.id, owner: 'old', text: 'bye' })
    sandbox.faults.set([{ method: 'POST', path: '/dns/recorda', kind: 'rateLimit', retryAfter: '0', times: 1 }])
    sandbox.requests.clear()
    const changes: ImportChangeRequest[] = [
      {
        id: 'a',
        action: 'create',
        input: { type: 'A', zoneId: zone.id, owner: 'www', address: '203.0.113.1', ttl: 300 },
      },
      { id: 't', action: 'create', input: { type: 'TXT', zoneId: zone.id, owner: '@', text: 'v=spf1 -all' } },
      { id: 'gone', action: 'delete', input: { zoneId: zone.id, recordId: 987654 } },
      { id: 'old', action: 'delete', input: { zoneId: zone.id, recordId: old.id } },
    ]
    expect(
      (await call<ImportProgress>('dns:importStart', { batchId: 'batch-one', zoneId: zone.id, changes })).state,
    ).toBe('running')
    const done = await finished('batch-one')
    expect(done).toMatchObject({ state: 'finished', total: 4, applied: ['a', 't', 'old'] })
    expect(done.failed.map((f) => f.id)).toEqual(['gone'])
    expect(done.failed[0]!.message).toMatch(/\S/)
    const sent = sandbox.requests
      .all()
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`)
    // The rate-limited create was sent again (a 429 applied nothing); each other change once.
    expect(sent).toEqual([
      'POST /dns/recorda',
      'POST /dns/recorda',
      'POST /dns/recordtxt',
      `DELETE /dns/${zone.id}/987654`,
      `DELETE /dns/${zone.id}/${old.id}`,
    ])

    // Resume: only the failed one is sent again.
    sandbox.requests.clear()
    await call('dns:importStart', { batchId: 'batch-one', zoneId: zone.id, changes })
    expect((await finished('batch-one')).failed.map((f) => f.id)).toEqual(['gone'])
    expect(
      sandbox.requests
        .all()
        .filter((r) => r.method !== 'GET')
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([`DELETE /dns/${zone.id}/987654`])

    const journal = (await call<JournalEntry[]>('journal:list')).filter((e) => e.batchId === 'batch-one')
    // Every request sent is there: the rate-limited one, the refusal (twice, run and resume) and the three applied.
    expect(journal.map((e) => e.outcome).sort()).toEqual(['failed', 'failed', 'failed', 'ok', 'ok', 'ok'])
    expect(journal.find((e) => e.outcome === 'failed' && e.operation === 'dns:createRecord')!.result).toMatch(/^429/)
  })

  it('stops between requests when asked', async () => {
    const { call, finished } = await start()
    const zone = await call<DnsZone>('dns:createZone', { name: 'import-stop.com' })
    const changes: ImportChangeRequest[] = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      action: 'create',
      input: { type: 'A', zoneId: zone.id, owner: `h${i}`, address: `203.0.113.${i + 1}` },
    }))
    await call('dns:importStart', { batchId: 'batch-stop', zoneId: zone.id, changes })
    // Stopped once some changes went through: the rest are not sent.
    await vi.waitFor(
      async () =>
        expect(
          (await call<ImportProgress>('dns:importStatus', { batchId: 'batch-stop' })).applied.length,
        ).toBeGreaterThan(0),
      { timeout: 15_000 },
    )
    await call('dns:importStop', { batchId: 'batch-stop' })
    const stopped = await finished('batch-stop')
    expect(stopped.state).toBe('stopped')
    expect(stopped.applied.length).toBeGreaterThan(0)
    expect(stopped.applied.length).toBeLessThan(30)
  })

  it('a batch cut by a kill is kept on disk and said at the next start: where it stopped, and how to finish it', async () => {
    const sandbox = await startSandbox({ paceMs: 20 })
    cleanups.push(() => sandbox.close())
    const host = await createTestBackend({ demoApiUrl: sandbox.baseUrl, probeDelaysMs: [50], importPaceMs: 30 })
    cleanups.push(() => host.backend.dispose())
    await waitForSession(host.backend, (s) => s.status === 'ready' && !s.refreshing)
    const call = <T>(channel: string, input?: unknown) => invokeOrThrow<T>(host.backend, channel, input)
    const zone = await call<DnsZone>('dns:createZone', { name: 'cut-import.com' })
    const txt = (owner: string): ImportChangeRequest => ({
      id: owner,
      action: 'create',
      input: { type: 'TXT', zoneId: zone.id, owner, text: owner },
    })
    const first = {
      id: 'a',
      action: 'create',
      input: { type: 'A', zoneId: zone.id, owner: 'a', address: '203.0.113.9' },
    }
    const changes = [first as ImportChangeRequest, txt('b'), txt('c')]
    // The TXT requests hang: the host dies with the batch at 1 of 3.
    sandbox.faults.set([{ method: 'POST', path: '/dns/recordtxt', kind: 'hang' }])
    await call('dns:importStart', { batchId: 'batch-cut', zoneId: zone.id, changes })
    await expect.poll(() => readdir(join(host.dataDir, 'imports')).catch(() => [])).toEqual(['batch-cut.json'])
    await expect
      .poll(async () => (await call<ImportProgress>('dns:importStatus', { batchId: 'batch-cut' })).applied.length)
      .toBe(1)
    await host.backend.dispose()
    sandbox.faults.clear()

    const again = await createTestBackend({ dataDir: host.dataDir, demoApiUrl: sandbox.baseUrl })
    cleanups.push(() => again.backend.dispose())
    const info = await invokeOrThrow<{ notices: string[] }>(again.backend, 'app:info')
    expect(info.notices.join('\n')).toMatch(/An import into cut-import\.com stopped at 1 of 3 when Hostdeck closed/)
    expect(await readdir(join(host.dataDir, 'imports'))).toEqual([])
  })

  it('stops at the first change the journal cannot record: nothing reaches the simulator, the reason is listed', async () => {
    const { sandbox, call, finished, dataDir } = await start()
    const zone = await call<DnsZone>('dns:createZone', { name: 'import-halt.com' })
    // A file where the journal's folder should be: no change can be written down before it is sent.
    await rm(join(dataDir, 'journal'), { recursive: true, force: true })
    await writeFile(join(dataDir, 'journal'), 'not a folder')
    sandbox.requests.clear()
    const changes: ImportChangeRequest[] = ['a', 'b', 'c'].map((owner) => ({
      id: owner,
      action: 'create',
      input: { type: 'A', zoneId: zone.id, owner, address: '203.0.113.9', ttl: 300 },
    }))
    await call('dns:importStart', { batchId: 'batch-halt', zoneId: zone.id, changes })
    const done = await finished('batch-halt')
    expect(done).toMatchObject({ state: 'stopped', applied: [] })
    expect(done.failed).toEqual([{ id: 'a', message: expect.stringMatching(/^Nothing was sent/) }])
    expect(sandbox.requests.all().filter((r) => r.method !== 'GET')).toEqual([])
  })
})
