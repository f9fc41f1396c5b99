import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startSandbox } from '../sandbox'
import { EXIT } from './exit-codes'
import { runCli, testKeychain, throwAwayDataDir } from './test-kit'

// The token is kept between two commands in the keychain (CI runs in an unlocked gnome-keyring).
const keychain = await testKeychain()
if (!keychain) console.warn('guard.test.ts: no OS keychain answered; the guard journeys are skipped')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe.skipIf(!keychain)('the command line obeys an account’s guard rail', () => {
  it('a protected account needs --confirm NAME; a read-only one refuses; neither sends anything when refused', async () => {
    const token = `cli-${randomBytes(12).toString('hex')}`
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token, data: 'demo' }] })
    const data = await throwAwayDataDir()
    cleanups.push(() => sandbox.close(), data.done)
    const cli = (args: string[], stdin = '') => runCli([...args, '--data-dir', data.dir], stdin)
    const added = await cli(
      ['accounts', 'add', '--name', 'prod', '--base-url', sandbox.baseUrl, '--token-stdin'],
      token,
    )
    expect(added.code, added.stderr).toBe(0)
    // The mode is set in the window's account settings; here it is written as the window would.
    const setGuard = async (guard: string) => {
      const path = join(data.dir, 'accounts.json')
      const file = JSON.parse(await readFile(path, 'utf8')) as { accounts: Array<{ label: string; guard?: string }> }
      for (const account of file.accounts) if (account.label === 'prod') account.guard = guard
      await writeFile(path, JSON.stringify(file))
    }
    const server = [...sandbox.state(token).servers.values()][0]
    const reboot = (...extra: string[]) =>
      cli(['servers', 'reboot', String(server?.ID), '--account', 'prod', '--no-wait', '-o', 'json', ...extra])
    const writes = () => sandbox.requests.all().filter((request) => request.method !== 'GET')

    await setGuard('protected')
    sandbox.requests.clear()
    const unconfirmed = await reboot()
    expect(unconfirmed.code).toBe(EXIT.refused)
    expect(unconfirmed.stderr).toMatch(/protected.*--confirm "prod"/s)
    expect((await reboot('--confirm', 'staging')).code).toBe(EXIT.refused)
    expect(writes()).toEqual([])
    const confirmed = await reboot('--confirm', 'prod')
    expect(confirmed.code, confirmed.stderr).toBe(0)
    expect(writes()).toHaveLength(1)

    await setGuard('readOnly')
    sandbox.requests.clear()
    const readOnly = await reboot('--confirm', 'prod')
    expect(readOnly.code).toBe(EXIT.refused)
    expect(readOnly.stderr).toMatch(/read-only: nothing was sent/)
    expect(writes()).toEqual([])
  }, 120_000)
})
