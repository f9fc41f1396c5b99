import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../sandbox'
import { createSessionSecretStore } from '../secret-store/session-store'
import { createTestBackend, switchToNewAccount } from '../test-kit'
import { useCleanups } from '../test-cleanups'
import { diagnosticsReport } from './diagnostics'
import { createFileLogger, LOG_FILE } from './file-log'
import { logFolder, openHostLog } from './host-log'
import { createRedactor, redactHosts } from './redact'

const TOKEN = 'log-journey-token-9c4d2e71'

describe('the log file', () => {
  const cleanups = useCleanups()

  it('rotates by size, keeping the newest lines and a bounded number of older files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-log-'))
    const log = createFileLogger({ dir, redactor: createRedactor(), maxBytes: 200, keep: 2 })
    for (let n = 0; n < 30; n++) log.info(`line ${n} ${'x'.repeat(20)}`)
    expect((await readdir(dir)).sort()).toEqual(['hostdeck.1.log', 'hostdeck.2.log', LOG_FILE])
    const newest = await readFile(join(dir, LOG_FILE), 'utf8')
    expect(newest).toContain('line 29 ')
    expect(newest.length).toBeLessThanOrEqual(200)
    expect(await readFile(join(dir, 'hostdeck.2.log'), 'utf8')).not.toContain('line 0 ')
  })

  it('holds no token, in any form, after an account is added, read and refreshed', async () => {
    const sandbox = await startSandbox({ paceMs: 20, customers: [{ token: TOKEN, data: 'demo' }] })
    cleanups.push(() => sandbox.close())
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-log-'))
    const { log, secretStore } = openHostLog(dataDir, createSessionSecretStore())
    const { backend } = await createTestBackend({ dataDir, demoApiUrl: sandbox.baseUrl, log, secretStore })
    cleanups.push(() => backend.dispose())
    await switchToNewAccount(backend, { baseUrl: sandbox.baseUrl, token: TOKEN })
    // A line that carries the token as code might (an error quoting a header): the log keeps it out.
    log.warn(`refused: Authorization: Bearer ${TOKEN} (${Buffer.from(TOKEN).toString('base64')})`)
    const text = await readFile(join(logFolder(dataDir), LOG_FILE), 'utf8')
    expect(text).toMatch(/api .*GET \/server 200/)
    for (const secret of [TOKEN, Buffer.from(TOKEN).toString('base64'), 'Bearer']) expect(text).not.toContain(secret)
    expect(text).toContain('refused: [secret]')
  })
})

describe('diagnostics', () => {
  it('say versions, the system and the last problems, without host names, addresses or the home folder', () => {
    const text = diagnosticsReport(
      {
        appName: 'Hostdeck',
        version: '1.2.3',
        mode: 'desktop',
        platform: 'linux',
        osRelease: '6.1',
        arch: 'x64',
        versions: { electron: '45.5.0', node: '24.1.0' },
        accounts: 3,
        secretStorage: 'keychain',
        proxyMode: 'system',
        logFolder: '/home/anna/.config/Hostdeck/logs',
        recentProblems: ['WARN api.acme.example is unreachable (10.0.0.7, [2001:db8::1])'],
      },
      '/home/anna',
    )
    expect(text).toContain('Hostdeck 1.2.3 (desktop)')
    expect(text).toContain('Electron: 45.5.0')
    expect(text).toContain('Accounts: 3')
    expect(text).toContain('Log folder: ~/.config/Hostdeck/logs')
    expect(text).toContain('WARN [host] is unreachable ([address], [address])')
    for (const leak of ['acme', '10.0.0.7', '2001:db8', 'anna']) expect(text).not.toContain(leak)
  })

  it('keep file names while host names go', () => {
    expect(redactHosts('preferences.json on dns.example.org')).toBe('preferences.json on [host]')
  })
})
