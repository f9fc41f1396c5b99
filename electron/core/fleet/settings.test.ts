import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFleetSettings } from './settings'

const dirs: string[] = []
afterEach(async () => {
  while (dirs.length) await rm(dirs.pop()!, { recursive: true, force: true })
})

describe('fleet settings', () => {
  it('are all on by default, and per-account and per-kind switches survive a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-settings-'))
    dirs.push(dir)
    const settings = createFleetSettings(dir)
    expect(await settings.watches('a')).toBe(true)
    expect((await settings.get()).warnKinds).toEqual({
      certificateExpiry: true,
      fundsRunningOut: true,
      needMoney: true,
      blocked: true,
      installRenewed: true,
    })
    await settings.update({ accountId: 'a', watch: false })
    await settings.update({ accountId: 'b', warn: false })
    await settings.update({ kind: 'needMoney', kindEnabled: false })

    const restarted = createFleetSettings(dir)
    expect(await restarted.watches('a')).toBe(false)
    expect(await restarted.watches('b')).toBe(true)
    expect(await restarted.warnsFor('b')).toBe(false)
    expect((await restarted.get()).warnKinds.needMoney).toBe(false)
    expect((await restarted.get()).warnKinds.blocked).toBe(true)
  })

  it('keeps every switch of changes made at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fleet-settings-'))
    dirs.push(dir)
    const settings = createFleetSettings(dir)
    await settings.get()
    await Promise.all(['a', 'b', 'c', 'd'].map((accountId) => settings.update({ accountId, watch: false })))
    const restarted = createFleetSettings(dir)
    expect((await restarted.get()).watch).toEqual({ a: false, b: false, c: false, d: false })
  })
})
