import { spawnSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ansibleIni, serversCsv, sshConfig } from '../shared/exports/servers'
import { aServer } from '../shared/models/test-kit'
import { runCli, throwAwayDataDir, writeCachedAccounts } from './test-kit'

// Reads from the cache as real processes: no keychain and no service needed (the data folder is written as the
// hosts write it).

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function folder() {
  const data = await throwAwayDataDir()
  cleanups.push(data.done)
  const cli = (args: string[]) => runCli([...args, '--data-dir', data.dir])
  return { dir: data.dir, cli }
}

const server = (id: number, name: string, state = 'Active') => ({ id, name, state })

describe('-A and the output formats', () => {
  it('fans a cached read out over every account, each row with its account; a failed account is listed and sets the exit code', async () => {
    const { dir, cli } = await folder()
    await writeCachedAccounts(dir, [
      { label: 'prod', servers: [server(1, 'web-1'), server(2, 'db-1', 'Stopped')] },
      { label: 'staging', servers: [server(7, 'web-1')] },
      { label: 'never-read' },
    ])
    const run = await cli(['servers', 'ls', '-A', '--cached', '-o', 'json'])
    expect(run.code, run.stderr).toBe(7)
    expect(JSON.parse(run.stdout)).toEqual([
      { account: 'prod', id: 1, name: 'web-1', state: 'Active' },
      { account: 'prod', id: 2, name: 'db-1', state: 'Stopped' },
      { account: 'staging', id: 7, name: 'web-1', state: 'Active' },
    ])
    expect(run.stderr).toMatch(/1 of 3 accounts could not be read:\n {2}never-read: No cached copy/)
    expect(run.stderr).toMatch(/prod: cached copy as of \d\d:\d\d/)

    const table = await cli(['servers', 'ls', '--all-accounts', '--cached', '-o', 'table', '--account', 'prod'])
    expect(table.stdout.split('\n')[0]).toMatch(/^ACCOUNT +ID +NAME +STATE$/)
    expect(table.stdout).toMatch(/^staging +7 +web-1 +Active$/m)
  }, 60_000)

  it('answers with exit 0 when every account answers, and names an ambiguous name with its accounts', async () => {
    const { dir, cli } = await folder()
    await writeCachedAccounts(dir, [
      { label: 'prod', servers: [server(1, 'web-1')] },
      { label: 'staging', servers: [server(7, 'web-1')] },
    ])
    const listed = await cli(['servers', 'ls', '-A', '--cached', '-o', 'name'])
    expect([listed.code, listed.stdout]).toEqual([0, 'web-1\nweb-1\n'])
    const ambiguous = await cli(['servers', 'get', 'web-1', '-A', '--cached'])
    expect(ambiguous.code).toBe(2)
    expect(ambiguous.stderr).toMatch(/Several servers are named "web-1".*prod\/1, staging\/7/)
  }, 60_000)

  it('writes CSV as the exports do (a formula is not run), with --columns and --no-header, and NDJSON, YAML and wide', async () => {
    const { dir, cli } = await folder()
    await writeCachedAccounts(dir, [{ label: 'prod', servers: [server(1, '=HYPERLINK("x")'), server(2, 'a,b')] }])
    const csv = await cli(['servers', 'ls', '--account', 'prod', '--cached', '-o', 'csv'])
    expect(csv.stdout).toBe(`id,name,state\n1,"'=HYPERLINK(""x"")",Active\n2,"a,b",Active\n`)
    const chosen = await cli([
      'servers',
      'ls',
      '--cached',
      '--account',
      'prod',
      '-o',
      'csv',
      '--columns',
      'name,id',
      '--no-header',
    ])
    expect(chosen.stdout).toBe(`"'=HYPERLINK(""x"")",1\n"a,b",2\n`)
    const ndjson = await cli(['servers', 'ls', '--cached', '--account', 'prod', '-o', 'ndjson', '--columns', 'id'])
    expect(ndjson.stdout).toBe('{"id":1}\n{"id":2}\n')
    const yaml = await cli(['servers', 'get', '2', '--cached', '--account', 'prod', '-o', 'yaml'])
    expect(yaml.stdout).toBe('id: 2\nname: a,b\nstate: Active\n')
    const wide = await cli(['servers', 'ls', '--cached', '--account', 'prod', '-o', 'wide', '--no-header'])
    expect(wide.stdout.split('\n')[1]).toMatch(/^2 +a,b +Active$/)
  }, 60_000)

  it('uses a cached copy younger than --max-age and reads again past it', async () => {
    const { dir, cli } = await folder()
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    await writeCachedAccounts(dir, [{ label: 'prod', servers: [server(1, 'web-1')], fetchedAt: hourAgo }])
    const fresh = await cli(['servers', 'ls', '--account', 'prod', '--max-age', '2h', '-o', 'json'])
    expect(fresh.code, fresh.stderr).toBe(0)
    expect(fresh.stderr).toMatch(/cached copy as of .*\(60 min ago\)/)
    // Too old: read again, from a closed loopback port (nothing answers, and no token was ever kept for it).
    const stale = await cli(['servers', 'ls', '--account', 'prod', '--max-age', '10m', '-o', 'json'])
    expect(stale.code).not.toBe(0)
    expect(stale.stderr).not.toMatch(/cached copy as of/)
    const both = await cli(['servers', 'ls', '--cached', '--max-age', '10m'])
    expect([both.code, both.stderr]).toEqual([2, 'hostdeck: Give --cached or --max-age, not both.\n'])
  }, 60_000)
})

describe('shell completion', () => {
  it('completes nouns, verbs, flags, accounts and cached names, with no network', async () => {
    const { dir } = await folder()
    await writeCachedAccounts(dir, [
      { label: 'prod', servers: [server(1, 'web-1'), server(2, 'web-2'), server(3, 'db-1')] },
      { label: 'staging', servers: [server(7, 'worker')] },
    ])
    // The words as a shell hands them over, the one being typed last: the folder comes from the environment.
    const complete = async (...words: string[]) =>
      (await runCli(['__complete', ...words], '', { HOSTDECK_DATA_DIR: dir })).stdout.split('\n').filter(Boolean)
    expect(await complete('se')).toEqual(['servers'])
    expect(await complete('servers', 'p')).toEqual(['power-off', 'power-on'])
    expect(await complete('servers', 'get', '--account', 'st')).toEqual(['staging'])
    expect(await complete('servers', 'reboot', '--account', 'prod', 'we')).toEqual(['web-1', 'web-2'])
    expect(await complete('servers', 'ls', '--ca')).toEqual(['--cached'])
  }, 60_000)

  it('gives bash a script whose function completes a server name from the cache', async () => {
    const { dir } = await folder()
    await writeCachedAccounts(dir, [{ label: 'prod', servers: [server(1, 'web-1'), server(3, 'db-1')] }])
    const bin = join(dir, 'bin')
    await mkdir(bin)
    const hostdeck = join(import.meta.dirname, '..', '..', 'bin', 'hostdeck.mjs')
    await writeFile(join(bin, 'hostdeck'), `#!/bin/sh\nexec "${process.execPath}" "${hostdeck}" "$@"\n`, {
      mode: 0o755,
    })
    const script = [
      'source <(hostdeck completion bash)',
      'COMP_WORDS=(hostdeck servers get --account prod w); COMP_CWORD=5; _hostdeck',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n')
    const run = spawnSync('bash', ['-c', script], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, HOSTDECK_DATA_DIR: dir },
    })
    expect(run.stdout, run.stderr).toBe('web-1\n')
  }, 60_000)
})

describe('export', () => {
  it("writes the servers with the window's export code: Ansible, SSH config and CSV, from the cache", async () => {
    const { dir, cli } = await folder()
    const base = {
      state: 'Active',
      isPowerOn: true,
      linkedNetworks: [],
      dcLocation: 'ru-1',
      image: 'Ubuntu',
      imageFamily: 'ubuntu',
    }
    const servers = [
      {
        ...base,
        id: 1,
        name: 'web 1',
        ip: '203.0.113.10',
        adminUserName: 'root',
        cpu: 1,
        ram: 1024,
        hdd: 10,
        hddType: 'SSD',
        dateCreate: null,
      },
      {
        ...base,
        id: 2,
        name: '=db',
        ip: 'not-an-ip',
        adminUserName: 'x y',
        cpu: 2,
        ram: 2048,
        hdd: 20,
        hddType: 'SSD',
        dateCreate: null,
      },
    ]
    const model = servers.map(aServer)
    await writeCachedAccounts(dir, [{ label: 'prod', servers: model }])
    for (const [format, write] of [
      ['ssh-config', sshConfig],
      ['ansible', ansibleIni],
      ['csv', serversCsv],
    ] as const) {
      const run = await cli(['export', format, '--account', 'prod', '--cached'])
      expect(run.code, run.stderr).toBe(0)
      expect(run.stdout).toBe(write(model))
    }
    const said = await cli(['export', 'ssh-config', '--account', 'prod', '--cached'])
    expect(said.stderr).toMatch(/db: its address is left out/)
    const unknown = await cli(['export', 'bind', '--account', 'prod', '--cached'])
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringMatching(/ansible, ansible-yaml, ssh-config, csv/)])
  }, 60_000)
})

describe('account current', () => {
  it('says which account a command would use and what chose it, with no network', async () => {
    const { dir } = await folder()
    await writeCachedAccounts(dir, [{ label: 'prod' }, { label: 'staging' }])
    const current = async (args: string[], env: NodeJS.ProcessEnv = {}) =>
      JSON.parse(
        (await runCli(['account', 'current', '-o', 'json', '--data-dir', dir, ...args], '', env)).stdout,
      ) as object
    expect(await current([], { HOSTDECK_ACCOUNT: 'staging' })).toMatchObject({
      name: 'staging',
      source: 'HOSTDECK_ACCOUNT',
      changes: 'sent here',
    })
    expect(await current(['--account', 'prod'], { HOSTDECK_ACCOUNT: 'staging' })).toMatchObject({
      name: 'prod',
      source: '--account',
    })
    expect(await current([], { HOSTDECK_ACCOUNT: '' })).toMatchObject({
      name: 'Demo',
      source: "the window's active account",
      changes: 'refused: say --account',
    })
  }, 60_000)
})
