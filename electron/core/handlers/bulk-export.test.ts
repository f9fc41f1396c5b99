import { describe, expect, it } from 'vitest'
import type { BulkExportServer } from '../../shared/channels/bulk-export'
import type { BulkServer } from '../../shared/channels/bulk'
import { useStarted } from '../test-cleanups'
import { addClientAccount, startDemoBackend } from './test-kit'

const CLIENT = 'bulk-export-client-token-0123456789'

describe('a bulk export across accounts', () => {
  const startDemo = useStarted(startDemoBackend)

  it('answers the picked servers of two accounts from their caches, with their tags, in the order asked', async () => {
    const kit = await startDemo()
    const client = await addClientAccount(kit, CLIENT)
    // Client's cache is written once its first read is in.
    await kit.call('accounts:switch', { id: client.id })
    let picked: BulkServer[] = []
    await expect
      .poll(async () => new Set((picked = await kit.call<BulkServer[]>('bulk:servers')).map((s) => s.accountId)).size)
      .toBe(2)
    const first = (accountId: string) => {
      const found = picked.find((s) => s.accountId === accountId)
      if (!found) throw new Error(`no cached server in ${accountId}`)
      return found
    }
    const [demo, theirs] = [first('demo'), first(client.id)]
    await kit.call('tags:set', {
      accountId: client.id,
      resource: { kind: 'server', id: theirs.id },
      tags: ['env=prod'],
      note: '',
    })
    kit.sandbox.requests.clear()

    const items = [
      { accountId: client.id, serverId: theirs.id },
      { accountId: 'demo', serverId: 999_999 },
      { accountId: 'demo', serverId: demo.id },
    ]
    const exported = await kit.call<BulkExportServer[]>('bulk:exportServers', { items })
    expect(exported.map((e) => [e.accountId, e.server.name, e.tags])).toEqual([
      [client.id, theirs.name, ['env=prod']],
      ['demo', demo.name, []],
    ])
    expect(kit.sandbox.requests.all()).toHaveLength(0)
  })
})
