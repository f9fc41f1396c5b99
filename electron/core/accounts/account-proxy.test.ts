import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../sandbox'
import type { AccountSummary } from '../../shared/contract'
import { createNodeNetwork } from '../network/node-network'
import { startLoopbackProxy } from '../network/test-kit'
import { createTestBackend, invokeOrThrow } from '../test-kit'
import { useCleanups } from '../test-cleanups'

const TOKEN = 'proxy-edit-token-0c4d'
const NEW_TOKEN = 'proxy-edit-token-new-9a2f'

describe('account edits and the proxy', () => {
  const cleanups = useCleanups()

  it('adding, moving and re-tokening an account test the connection through the configured proxy', async () => {
    const proxy = await startLoopbackProxy()
    cleanups.push(() => proxy.close())
    const sandbox = await startSandbox({
      paceMs: 20,
      customers: [
        { token: TOKEN, data: 'demo' },
        { token: NEW_TOKEN, data: 'demo' },
      ],
    })
    cleanups.push(() => sandbox.close())
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-account-proxy-'))
    const preferences = { version: 1, locale: 'en', theme: 'system', proxy: { mode: 'manual', url: proxy.url } }
    await writeFile(join(dataDir, 'preferences.json'), JSON.stringify(preferences))
    const { backend } = await createTestBackend({
      dataDir,
      demoApiUrl: sandbox.baseUrl,
      network: createNodeNetwork({}),
    })
    cleanups.push(() => backend.dispose())

    // While the proxy answers, the new account's test goes through it.
    const target = { baseUrl: sandbox.baseUrl, token: TOKEN }
    const added = await invokeOrThrow<AccountSummary>(backend, 'accounts:add', { label: 'Acme', ...target })
    expect(proxy.seen.map((s) => s.target)).toContain(`${sandbox.baseUrl}/account`)

    // A dead proxy: every edit that sends a token fails as accounts:test does, and nothing goes direct.
    await proxy.close()
    const before = sandbox.requests.all().length
    const tested = await backend.invoke('accounts:test', target)
    expect(tested).toMatchObject({ ok: false, error: { kind: 'network' } })
    const refused = [
      await backend.invoke('accounts:add', { label: 'Again', ...target }),
      await backend.invoke('accounts:replaceToken', { id: added.id, token: NEW_TOKEN }),
      await backend.invoke('accounts:update', {
        id: added.id,
        baseUrl: sandbox.baseUrl.replace('127.0.0.1', 'localhost'),
        token: NEW_TOKEN,
      }),
    ]
    for (const answer of refused) expect(answer).toMatchObject({ ok: false, error: { kind: 'network' } })
    const direct = sandbox.requests.all().slice(before)
    expect(
      direct.filter((r) => [`Bearer ${TOKEN}`, `Bearer ${NEW_TOKEN}`].includes(r.headers.authorization ?? '')),
    ).toEqual([])
  })
})
