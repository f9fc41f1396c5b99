import { afterEach, describe, expect, it } from 'vitest'
import type { SandboxHandle } from '../sandbox'
import { json, simulatorSetUp, testKeychain } from './test-kit'

// Changes from the command line as real processes against the simulator: the flags come from the channels'
// schemas, every change is journaled `source: cli`, and a failed task is exit 4.
const keychain = await testKeychain()
if (!keychain) console.warn('changes.test.ts: no OS keychain answered; the CLI change journeys are skipped')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp(dialect: 'real' | 'seed', paceMs = 20) {
  const set = await simulatorSetUp(cleanups, dialect, paceMs)
  const added = await set.add()
  expect(added.code, added.stderr).toBe(0)
  return set
}

const changes = (sandbox: SandboxHandle) => sandbox.requests.all().filter((request) => request.method !== 'GET')

describe.skipIf(!keychain).each(['real', 'seed'] as const)('changes from the command line (%s dialect)', (dialect) => {
  it('adds and deletes a DNS record by flags from the schema, journaled as the command line’s, and reverts one', async () => {
    const { sandbox, cli } = await setUp(dialect)
    const [zone] = json<{ id: number; name: string }[]>(await cli(['dns-zones', 'ls', '--account', 'prod']))
    const zoneName = String(zone?.name)
    const add = (address: string) =>
      cli([
        'dns-records',
        'add',
        zoneName,
        '--account',
        'prod',
        '--type',
        'A',
        '--owner',
        'cli-test',
        '--address',
        address,
      ])

    // The form's own words for a bad address, and nothing sent.
    sandbox.requests.clear()
    const bad = await add('999.1.1.1')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('--address: An IPv4 address such as 203.0.113.10')
    expect(changes(sandbox)).toHaveLength(0)

    const added = await add('192.0.2.10')
    expect(added.code, added.stderr).toBe(0)
    const record = json<{ id: number; name: string; state: string; address: string }>(added)
    expect(record).toMatchObject({ id: expect.any(Number), name: 'cli-test A', address: '192.0.2.10' })

    // A delete: shown by --dry-run, refused without --yes where no one can be asked, then made.
    const rm = ['dns-records', 'rm', zoneName, 'cli-test A', '--account', 'prod']
    sandbox.requests.clear()
    const dry = await cli([...rm, '--dry-run'])
    expect(dry.code, dry.stderr).toBe(0)
    expect(json<{ name: string; deletes: { id: number } }>(dry)).toMatchObject({
      name: 'dns:deleteRecord',
      deletes: { id: record.id },
    })
    const unconfirmed = await cli(rm)
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([2, expect.stringMatching(/--yes/)])
    expect(changes(sandbox)).toHaveLength(0)
    const removed = await cli([...rm, '--yes'])
    expect(removed.code, removed.stderr).toBe(0)
    expect(changes(sandbox)).toHaveLength(1)

    const journal = json<{ id: string; operation: string; source: string; state: string }[]>(
      await cli(['journal', 'ls', '--account', 'prod']),
    )
    expect(journal.slice(0, 2).map((entry) => [entry.operation, entry.source, entry.state])).toEqual([
      ['dns:deleteRecord', 'cli', 'ok'],
      ['dns:createRecord', 'cli', 'ok'],
    ])
    const reverted = await cli(['journal', 'revert', String(journal[0]?.id), '--yes'])
    expect(reverted.code, reverted.stderr).toBe(0)
    expect(json<{ operation: string; source: string; revertOf: string }>(reverted)).toMatchObject({
      operation: 'dns:createRecord',
      source: 'cli',
      revertOf: journal[0]?.id,
    })
  }, 120_000)

  it('says a failed task is exit 4, and lists and waits for tasks', async () => {
    const { sandbox, token, cli } = await setUp(dialect, 300)
    const [server] = json<{ id: number; name: string }[]>(await cli(['servers', 'ls', '--account', 'prod']))
    const serverId = Number(server?.id)
    // The service will report the reboot failed, whatever its steps say.
    const history = () => sandbox.state(token).serverActions.get(serverId) ?? []
    const before = history().length
    const failing = setInterval(() => {
      const action = history()[before]
      if (!action) return
      clearInterval(failing)
      Object.defineProperty(action, 'State', { get: () => 'Failed', set: () => undefined, enumerable: true })
    }, 5)
    cleanups.push(async () => clearInterval(failing))
    const failed = await cli(['servers', 'reboot', String(serverId), '--account', 'prod', '--wait', '--timeout', '60s'])
    expect(failed.code, failed.stderr).toBe(4)
    expect(json<{ state: string }>(failed).state).toBe('failed')

    const tasks = json<{ id: string; state: string; account: string }[]>(await cli(['tasks', 'ls']))
    const task = tasks.find((t) => t.id.endsWith(`|${json<{ task: { id: number } }>(failed).task.id}`))
    expect(task).toMatchObject({ state: 'failed', account: 'prod' })
    const waited = await cli(['tasks', 'wait', String(task?.id)])
    expect(waited.code).toBe(4)
  }, 120_000)

  it('calls the API as it is with the token added and never shown, under the account’s address only', async () => {
    const { sandbox, token, cli } = await setUp(dialect)
    const listed = await cli(['api', 'GET', '/server', '--account', 'prod'])
    expect(listed.code, listed.stderr).toBe(0)
    expect(JSON.stringify(JSON.parse(listed.stdout))).toMatch(/web-01/)
    expect(sandbox.requests.last('GET')?.path).toBe('/server')
    const missing = await cli(['api', 'GET', '/no-such-thing', '--account', 'prod'])
    expect(missing.code).toBe(3)
    const elsewhere = await cli(['api', 'GET', '//elsewhere.invalid/server', '--account', 'prod'])
    expect([elsewhere.code, elsewhere.stderr]).toEqual([2, expect.stringMatching(/a path under the account/)])
    const unconfirmed = await cli(['api', 'DELETE', '/server/1', '--account', 'prod'])
    expect([unconfirmed.code, unconfirmed.stderr]).toEqual([2, expect.stringMatching(/--yes/)])
    for (const run of [listed, missing, elsewhere, unconfirmed])
      expect([...run.args, run.stdout, run.stderr].join('\n')).not.toContain(token)
  }, 120_000)
})
