import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, DEMO_TOKEN, type SandboxHandle } from '../../sandbox'
import { createCloudApi } from '../api'
import { readSections } from './snapshot-loader'

let sandbox: SandboxHandle
beforeAll(async () => {
  sandbox = await startSandbox({ paceMs: 20 })
})
// Each test sets its own faults; none is left for the next, even when a test fails half-way.
afterEach(() => sandbox.faults.clear())
afterAll(() => sandbox.close())
// The timeout is how long a hanging section costs, and all a section that answers has on a busy machine.
const api = (timeoutMs: number) =>
  createCloudApi({ baseUrl: sandbox.baseUrl, token: DEMO_TOKEN, timeoutMs, retries: 0 })

describe('readSections', () => {
  it('one hanging section is that section’s problem: the others are read and the account is not offline', async () => {
    sandbox.faults.set([{ method: 'GET', path: '/ssl', kind: 'hang' }])
    const reads = await readSections(api(1_500), ['servers', 'sslCertificates', 'sshKeys'])
    expect(reads.answered.sort()).toEqual(['servers', 'sshKeys'])
    expect(reads.problems.sslCertificates).toMatch(/did not answer/)
  })

  it('503, 429 and malformed answers are per-section problems with their own words', async () => {
    sandbox.faults.set([
      { method: 'GET', path: '/server', kind: 'status5xx' },
      { method: 'GET', path: '/sshkey', kind: 'rateLimit' },
      { method: 'GET', path: '/dns', kind: 'malformedJson' },
    ])
    const reads = await readSections(api(10_000), ['servers', 'sshKeys', 'dnsZones', 'account'])
    expect(reads.answered).toEqual(['account'])
    expect(Object.keys(reads.problems).sort()).toEqual(['dnsZones', 'servers', 'sshKeys'])
  })

  it('when nothing answers, the service is unreachable: the batch fails (the session goes offline)', async () => {
    sandbox.faults.set([{ method: 'GET', path: '**', kind: 'hang' }])
    await expect(readSections(api(300), ['servers', 'sshKeys'])).rejects.toMatchObject({ kind: 'timeout' })
  })
})
