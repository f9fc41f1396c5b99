import { describe, expect, it } from 'vitest'
import { createPublicNetworkSchema, renameNetworkSchema, updatePublicNetworkSchema } from './networks'

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('network forms', () => {
  it('renames with a trimmed, safe name of at most 64 characters', () => {
    expect(renameNetworkSchema().parse({ id: 3, name: '  backbone ' })).toEqual({ id: 3, name: 'backbone' })
    expect(messages(renameNetworkSchema().safeParse({ id: 3, name: ' ' }))).toEqual(['name: Give the network a name'])
    expect(messages(renameNetworkSchema().safeParse({ id: 3, name: 'x'.repeat(65) }))).toEqual([
      'name: Keep the name to 64 characters',
    ])
    expect(renameNetworkSchema().safeParse({ id: 3, name: 'a\u202Eb' }).success).toBe(false)
  })

  it('orders a public network with a bandwidth of 10–1000 in steps of 10 and a known size', () => {
    const ok = { name: 'edge', capacity: 8, bandwidth: 10 }
    expect(createPublicNetworkSchema().safeParse(ok).success).toBe(true)
    expect(createPublicNetworkSchema().safeParse({ ...ok, bandwidth: 1000 }).success).toBe(true)
    for (const bandwidth of [0, 5, 15, 1010, 10.5]) {
      expect(messages(createPublicNetworkSchema().safeParse({ ...ok, bandwidth }))).toEqual([
        'bandwidth: Choose a bandwidth from 10 to 1000 Mbit/s in steps of 10',
      ])
    }
    expect(messages(createPublicNetworkSchema().safeParse({ ...ok, capacity: 6 }))).toEqual([
      'capacity: Choose how many addresses the network needs',
    ])
  })

  it('changes a public network only when something is given', () => {
    expect(updatePublicNetworkSchema().safeParse({ id: 1, bandwidth: 20 }).success).toBe(true)
    expect(messages(updatePublicNetworkSchema().safeParse({ id: 1 }))).toEqual([
      'name: Change the name or the bandwidth first',
    ])
  })
})
