import { describe, expect, it } from 'vitest'
import type { TagRecord } from '../../shared/models/tags'
import { useStarted } from '../test-cleanups'
import { addClientAccount, startDemoBackend } from './test-kit'

const CLIENT = 'tags-bulk-client-token-0123456789'

describe('a bulk tag across accounts', () => {
  const startDemo = useStarted(startDemoBackend)

  async function twoAccounts() {
    const demo = await startDemo()
    const client = await addClientAccount(demo, CLIENT)
    demo.sandbox.requests.clear()
    const server = (accountId: string, id: number) => ({ accountId, resource: { kind: 'server', id } })
    const tagsOf = async (accountId: string, id: number) =>
      (await demo.call<TagRecord[]>('tags:list', { accountId })).find((r) => r.resource.id === id)
    return { ...demo, client, server, tagsOf }
  }

  it('adds one tag to servers of two accounts in one call, keeps the others, and removes it again', async () => {
    const kit = await twoAccounts()
    await kit.call('tags:set', { ...kit.server('demo', 1), tags: ['client'], note: 'keep me' })
    const items = [kit.server('demo', 1), kit.server('demo', 2), kit.server(kit.client.id, 1)]

    expect(await kit.call<number>('tags:bulk', { items, tag: 'env=prod', remove: false })).toBe(3)
    expect((await kit.tagsOf('demo', 1))?.tags).toEqual(['client', 'env=prod'])
    expect((await kit.tagsOf(kit.client.id, 1))?.tags).toEqual(['env=prod'])
    // A tag a resource has (case aside) is not added twice.
    expect(await kit.call<number>('tags:bulk', { items, tag: 'ENV=prod', remove: false })).toBe(0)

    expect(await kit.call<number>('tags:bulk', { items, tag: 'env=PROD', remove: true })).toBe(3)
    // The record with a note stays (its other tag and note); the others, left with nothing, are gone.
    expect(await kit.tagsOf('demo', 1)).toMatchObject({ tags: ['client'], note: 'keep me' })
    expect(await kit.tagsOf('demo', 2)).toBeUndefined()
    expect(await kit.tagsOf(kit.client.id, 1)).toBeUndefined()
    // Tags are the user's own: nothing reached the service.
    expect(kit.sandbox.requests.all()).toHaveLength(0)
  })

  it('refuses a tag that is no tag, and an add to a resource whose tags are full, changing nothing', async () => {
    const kit = await twoAccounts()
    const full = Array.from({ length: 30 }, (_, i) => `t${i}`)
    await kit.call('tags:set', { ...kit.server('demo', 1), tags: full, note: '' })
    await expect(
      kit.call('tags:bulk', { items: [kit.server('demo', 2)], tag: 'two words', remove: false }),
    ).rejects.toThrow(/no spaces/)
    const items = [kit.server('demo', 2), kit.server('demo', 1)]
    await expect(kit.call('tags:bulk', { items, tag: 'env=prod', remove: false })).rejects.toThrow(/30 tags already/)
    expect(await kit.tagsOf('demo', 2)).toBeUndefined()
  })
})
