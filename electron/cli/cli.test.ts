import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../sandbox'
import {
  filesUnder,
  json,
  runCli,
  simulatorSetUp,
  testKeychain,
  throwAwayDataDir,
  writeCachedAccounts,
  type CliRun,
} from './test-kit'

// The journeys need a keychain to keep the token between two commands (CI runs in an unlocked gnome-keyring).
const keychain = await testKeychain()
if (!keychain) console.warn('cli.test.ts: no OS keychain answered; the CLI journeys are skipped')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const setUp = (dialect: 'real' | 'seed', paceMs = 20, clock?: ReturnType<typeof createManualClock>) =>
  simulatorSetUp(cleanups, dialect, paceMs, clock)

describe.skipIf(!keychain).each(['real', 'seed'] as const)('the command line (%s dialect)', (dialect) => {
  it('adds an account from stdin, lists it and its servers as JSON, and reboots one with --wait: one request', async () => {
    const { token, sandbox, data, cli, add } = await setUp(dialect)
    const runs = [await add()]
    expect(runs[0]?.code, runs[0]?.stderr).toBe(0)
    runs.push(await cli(['accounts', 'ls', '-o', 'json']))
    expect(json<{ name: string }[]>(runs[1] as CliRun).map((a) => a.name)).toContain('prod')
    runs.push(await cli(['servers', 'ls', '--account', 'prod', '-o', 'json']))
    const servers = json<{ id: number; name: string; state: string }[]>(runs[2] as CliRun)
    expect(servers.length).toBeGreaterThan(0)
    const [first] = servers
    expect(first).toMatchObject({ id: expect.any(Number), name: expect.any(String), state: expect.any(String) })
    // One server by name is the same item as in the list (from the cache: no second read).
    runs.push(await cli(['servers', 'get', String(first?.name), '--account', 'prod', '-o', 'json', '--cached']))
    expect(json(runs[3] as CliRun)).toEqual(first)
    expect(runs[2]?.stdout).not.toMatch(/password/i)

    sandbox.requests.clear()
    const reboot = await cli([
      'servers',
      'reboot',
      String(first?.name),
      '--account',
      'prod',
      '--wait',
      '--timeout',
      '60s',
    ])
    runs.push(reboot)
    expect(reboot.code, reboot.stderr).toBe(0)
    expect(json<{ id: number; state: string }>(reboot)).toMatchObject({ id: first?.id, state: 'done' })
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(1)

    // The token is in no file of the data folder, no command line and no output.
    for (const file of await filesUnder(data.dir)) expect(file.text, file.path).not.toContain(token)
    for (const run of runs) expect([...run.args, run.stdout, run.stderr].join('\n')).not.toContain(token)
  }, 120_000)

  it("puts the window's account back: a command on another account leaves the active one as it was", async () => {
    const { sandbox, token, cli, add } = await setUp(dialect)
    expect((await add()).code).toBe(0)
    const other = ['accounts', 'add', '--name', 'staging', '--base-url', sandbox.baseUrl, '--token-stdin']
    expect((await cli(other, token)).code).toBe(0)
    const active = async () =>
      json<{ name: string; active: boolean }[]>(await cli(['accounts', 'ls', '-o', 'json'])).find((a) => a.active)
    const before = await active()
    const elsewhere = before?.name === 'prod' ? 'staging' : 'prod'
    expect((await cli(['servers', 'ls', '--account', elsewhere, '-o', 'json'])).code).toBe(0)
    expect((await active())?.name).toBe(before?.name)
  }, 120_000)

  it('says a wait that timed out (exit 5, the task goes on) and a change that may have been made (exit 6)', async () => {
    const { sandbox, cli, add } = await setUp(dialect)
    expect((await add()).code).toBe(0)
    const listed = await cli(['servers', 'ls', '--account', 'prod', '-o', 'json'])
    const [first, second] = json<{ id: number; name: string }[]>(listed)
    const reboot = (server: { id: number } | undefined, timeout: string) =>
      cli(['servers', 'reboot', String(server?.id), '--account', 'prod', '--wait', '--timeout', timeout])

    const late = await reboot(first, '1ms')
    expect(late.code, late.stderr).toBe(5)
    expect(late.stderr).toMatch(/goes on.*hostdeck servers get/s)

    sandbox.requests.clear()
    sandbox.faults.set([{ method: 'POST', path: '/server/*/action', kind: 'reset', times: 1 }])
    const unsure = await reboot(second, '60s')
    expect(unsure.code, unsure.stderr).toBe(6)
    expect(unsure.stderr).toMatch(/hostdeck servers get/)
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(1)
  }, 120_000)

  it('refuses a token the service refuses (exit 3) and keeps nothing', async () => {
    const { sandbox, cli } = await setUp(dialect)
    const args = ['accounts', 'add', '--name', 'bad', '--base-url', sandbox.baseUrl, '--token-stdin']
    const refused = await cli(args, 'not-a-valid-token')
    expect(refused.code, refused.stderr).toBe(3)
    expect(refused.stderr).toMatch(/refused this token/)
    const listed = await cli(['accounts', 'ls', '-o', 'json'])
    expect(json<{ name: string }[]>(listed).map((a) => a.name)).not.toContain('bad')
  }, 60_000)

  it('says an unreachable service is exit 7, names --cached and its age, and answers from the cache with it', async () => {
    const { sandbox, cli, add } = await setUp(dialect)
    expect((await add()).code).toBe(0)
    const live = await cli(['servers', 'ls', '--account', 'prod', '-o', 'json'])
    expect(live.code, live.stderr).toBe(0)
    await sandbox.close()

    const offline = await cli(['servers', 'ls', '--account', 'prod', '-o', 'json'])
    expect(offline.code).toBe(7)
    expect(offline.stderr).toMatch(/cannot be reached.*as of \d\d:\d\d.*--cached/s)
    const cached = await cli(['servers', 'ls', '--account', 'prod', '-o', 'json', '--cached'])
    expect(cached.code, cached.stderr).toBe(0)
    // The same servers; the cache keeps no password (the live answer may carry a new server's).
    const triples = (run: CliRun) =>
      json<Record<string, unknown>[]>(run).map(({ id, name, state }) => ({ id, name, state }))
    expect(triples(cached)).toEqual(triples(live))
    expect(cached.stderr).toMatch(/cached copy as of/)
  }, 90_000)
})

describe.skipIf(!keychain)('accounts rm', () => {
  it('forgets an account and its keychain entry, confirmed by --yes only', async () => {
    const { cli, add } = await setUp('real')
    const added = json<{ id: string }>(await add())
    const unconfirmed = await cli(['accounts', 'rm', 'prod'])
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toMatch(/--yes/)
    expect(await keychain?.get(added.id)).not.toBeNull()
    const removed = await cli(['accounts', 'rm', 'prod', '--yes', '-o', 'json'])
    expect(removed.code, removed.stderr).toBe(0)
    expect(json<{ id: string }[]>(removed).map((account) => account.id)).not.toContain(added.id)
    expect(await keychain?.get(added.id)).toBeNull()
  }, 60_000)
})

describe.skipIf(!keychain)('Ctrl+C during --wait', () => {
  it('stops the wait, not the change: one request sent, exit 130, the data folder unlocked', async () => {
    // Slow tasks: the reboot is still running when the wait is stopped.
    const { sandbox, data, cli, add } = await setUp('real', 2000)
    expect((await add()).code).toBe(0)
    await cli(['servers', 'ls', '--account', 'prod', '-o', 'json'])
    sandbox.requests.clear()
    const args = ['servers', 'reboot', 'web-01', '--account', 'prod', '--wait', '--data-dir', data.dir]
    const waiting = runCli(args, '', {}, (child) => {
      const sent = setInterval(() => {
        if (!sandbox.requests.last('POST')) return
        clearInterval(sent)
        child.kill('SIGINT')
      }, 20)
    })
    const stopped = await waiting
    expect(stopped.code, stopped.stderr).toBe(130)
    expect(stopped.stderr).toMatch(/goes on/)
    expect(existsSync(join(data.dir, 'hostdeck.lock'))).toBe(false)
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(1)
  }, 60_000)
})

describe.skipIf(!keychain)('kill -9 during --wait', () => {
  it('does not send again on a rerun: the rerun follows the first one’s task to its end', async () => {
    // The simulator's tasks move only when the test says: the first task is still running however slow the rerun
    // is to start (on a busy machine it once finished before the rerun looked, and the rerun had nothing to follow).
    const clock = createManualClock()
    const { sandbox, data, cli, add } = await setUp('real', 1000, clock)
    expect((await add()).code).toBe(0)
    await cli(['servers', 'ls', '--account', 'prod'])
    sandbox.requests.clear()
    const reboot = ['servers', 'reboot', 'web-01', '--account', 'prod', '--wait', '--timeout', '60s']
    // Killed once its task is written down (the tracker's file), as a crash or a closed terminal would.
    const killed = await runCli([...reboot, '--data-dir', data.dir], '', {}, (child) => {
      const look = setInterval(() => {
        // A task file, not the temporary one it is written through (killed then, nothing was written down yet).
        const tasks = join(data.dir, 'tasks')
        if (!existsSync(tasks) || !readdirSync(tasks).some((name) => name.endsWith('.json'))) return
        clearInterval(look)
        child.kill('SIGKILL')
      }, 20)
    })
    expect(killed.code).toBe(null)
    const sent = sandbox.requests.all().filter((request) => request.method !== 'GET').length
    let ended = false
    const rerunning = cli(reboot).finally(() => (ended = true))
    // Once the rerun asks about the first task, the task moves on, a step each time the rerun has asked again.
    const polls = () => sandbox.requests.all().filter((r) => r.method === 'GET' && r.path.includes('/action')).length
    let seen = polls()
    while (!ended) {
      await expect.poll(() => ended || polls() > seen, { timeout: 60_000 }).toBe(true)
      seen = polls()
      clock.advance(1000)
    }
    const rerun = await rerunning
    expect(rerun.code, rerun.stderr).toBe(0)
    expect(rerun.stderr).toMatch(/still running \(started earlier\): following it, not sending again/)
    expect(json<{ state: string }>(rerun).state).toBe('done')
    expect(sent).toBe(1)
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(1)
  }, 120_000)
})

describe.skipIf(!keychain)('kill -9 after the change is sent, before its task is written down', () => {
  it("does not send again on a rerun: the journal's cut entry is checked with the service, found made", async () => {
    // Slow tasks, on the real clock: the service's action history dates the action now, as the check expects.
    const { token, sandbox, data, cli, add } = await setUp('real', 2000)
    expect((await add()).code).toBe(0)
    const [web] = json<{ id: number; name: string }[]>(await cli(['servers', 'ls', '--account', 'prod', '-o', 'json']))
    const actions = async () => {
      const answer = await fetch(`${sandbox.baseUrl}/server/${web?.id}/action`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return ((await answer.json()) as { Type: string }[]).filter((action) => action.Type === 'PowerReboot').length
    }
    const before = await actions()
    sandbox.requests.clear()
    // The service holds the action's request a while before making it: the command is killed with its answer
    // still to come, so nothing but the journal's "sending" line says it was sent (no task file).
    sandbox.faults.set([{ method: 'POST', path: '/server/*/action', latencyMs: 1500, times: 1 }])
    const reboot = ['servers', 'reboot', String(web?.id), '--account', 'prod', '--wait', '--timeout', '60s']
    const killed = await runCli([...reboot, '--data-dir', data.dir], '', {}, (child) => {
      const sent = setInterval(() => {
        if (!sandbox.requests.last('POST')) return
        clearInterval(sent)
        child.kill('SIGKILL')
      }, 5)
    })
    expect(killed.code).toBe(null)
    expect(existsSync(join(data.dir, 'tasks')) && readdirSync(join(data.dir, 'tasks')).length).toBeFalsy()
    // The held request is made once its delay is over.
    await expect.poll(actions, { timeout: 10_000 }).toBe(before + 1)

    const rerun = await cli(reboot)
    expect(rerun.code, rerun.stderr).toBe(0)
    expect(rerun.stderr).toMatch(/was made already: not sending it again/)
    expect(json<{ state: string; journal: string }>(rerun)).toMatchObject({
      state: 'made',
      journal: expect.any(String),
    })
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(1)
    // --again is the user's way to send it once more.
    const again = await cli(['servers', 'reboot', String(web?.id), '--account', 'prod', '--no-wait', '--again'])
    expect(again.code, again.stderr).toBe(0)
    expect(sandbox.requests.all().filter((request) => request.method !== 'GET')).toHaveLength(2)
  }, 120_000)

  it('refuses with exit 6 when the service cannot tell, naming the entry and --again', async () => {
    const { sandbox, data, cli, add } = await setUp('real', 2000)
    expect((await add()).code).toBe(0)
    await cli(['servers', 'ls', '--account', 'prod'])
    sandbox.requests.clear()
    sandbox.faults.set([{ method: 'POST', path: '/server/*/action', kind: 'hang', times: 1 }])
    const reboot = ['servers', 'reboot', 'web-01', '--account', 'prod', '--no-wait']
    await runCli([...reboot, '--data-dir', data.dir], '', {}, (child) => {
      const sent = setInterval(() => {
        if (!sandbox.requests.last('POST')) return
        clearInterval(sent)
        child.kill('SIGKILL')
      }, 5)
    })
    // The service cannot be asked now: its action history is what would tell.
    sandbox.faults.set([{ method: 'GET', path: '/server/*/action', kind: 'status5xx' }])
    const rerun = await cli(reboot)
    expect(rerun.code, rerun.stderr).toBe(6)
    expect(rerun.stderr).toMatch(/hostdeck journal check \S+.*--again/s)
    expect(sandbox.requests.all().filter((request) => request.method === 'POST')).toHaveLength(1)
  }, 120_000)
})

describe('the command line refuses what it cannot run (exit 2) and says what to fix', () => {
  it.each([
    [['servers', 'ls', '--frob'], /Unknown option '--frob'/],
    [['servers', 'ls', '-o', 'xml'], /-o takes table, wide, json, yaml, csv, ndjson, name/],
    [['servers', 'reboot', 'web-1'], /--account NAME/],
    [['servers', 'reboot', 'web-1', '--account', 'prod', '--timeout', 'soon'], /--timeout takes a duration/],
    [['accounts', 'add', '--name', 'x', '--base-url', 'http://127.0.0.1:9'], /--token-stdin/],
    [['frobnicate', 'ls'], /no command/],
  ])(
    '%j',
    async (args, words) => {
      const data = await throwAwayDataDir()
      cleanups.push(data.done)
      const run = await runCli([...args, '--data-dir', data.dir])
      expect(run.code, run.stderr).toBe(2)
      expect(run.stderr).toMatch(words)
    },
    60_000,
  )

  it('lists the commands and the exit codes in help', async () => {
    const [help, servers] = await Promise.all([runCli(['help']), runCli(['servers', '--help'])])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/accounts add.*servers reboot.*Exit codes:.*7 {2}the service is unreachable/s)
    expect(servers.stdout).toMatch(/servers get NAME\|ID/)
  }, 60_000)
})

describe('the command line speaks the language LANG names (its words for people; JSON stays as it is)', () => {
  const english = { LANG: 'en_US.UTF-8', LC_ALL: '', LC_MESSAGES: '' }
  const russian = { LANG: 'ru_RU.UTF-8', LC_ALL: '', LC_MESSAGES: '' }

  it.each([
    [english, /"frobnicate" is no command/, /NAME\s+STATE/],
    [russian, /«frobnicate» — нет такой команды/, /ИМЯ\s+СОСТОЯНИЕ/],
  ])(
    '%j',
    async (env, refusal, header) => {
      const data = await throwAwayDataDir()
      cleanups.push(data.done)
      await writeCachedAccounts(data.dir, [{ label: 'prod', servers: [{ id: 1, name: 'web-01', state: 'on' }] }])
      const dir = ['--data-dir', data.dir]
      const [unknown, table, asJson] = await Promise.all([
        runCli(['frobnicate', 'ls', ...dir], '', env),
        runCli(['servers', 'ls', '--account', 'prod', '--cached', '-o', 'table', ...dir], '', env),
        runCli(['servers', 'ls', '--account', 'prod', '--cached', '-o', 'json', ...dir], '', env),
      ])
      expect(unknown.code).toBe(2)
      expect(unknown.stderr).toMatch(refusal)
      expect(table.code, table.stderr).toBe(0)
      expect(table.stdout).toMatch(header)
      expect(table.stderr).toMatch(env === russian ? /сохранённая копия|на \d\d:\d\d/i : /cached copy as of/)
      expect(json<{ name: string; state: string }[]>(asJson)).toEqual([
        expect.objectContaining({ name: 'web-01', state: 'on' }),
      ])
    },
    60_000,
  )
})
