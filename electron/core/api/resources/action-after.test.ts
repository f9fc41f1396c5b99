import { describe, expect, it } from 'vitest'
import type { ServerAction } from '../../../shared/models/servers'
import { resourceTask } from '../../handlers/server-tasks'
import { received, TEST_TOKEN, useApiKit } from '../test-kit'
import { actionAfter } from './action-after'

/** An action as the list reads it (a task of the server's: no dates, no progress). */
const action = (id: number, type: string, state = 'New'): ServerAction => resourceTask(id, type, state)

describe('the action a rebuild started (issue 52, row 4)', () => {
  it('no evidence of the rebuild’s type word (REAL-API.md lists none): the action that appeared after the request, whatever its type', () => {
    const before = [action(90, 'Rebuild', 'Completed'), action(95, 'PowerOn', 'Completed')]
    // A type word of another spelling: followed all the same, never the old Rebuild.
    expect(actionAfter(before, [...before, action(120, 'ReinstallOS')], /rebuild/i)?.id).toBe(120)
    // Two new ones: the one that says rebuild, else the newest.
    expect(actionAfter(before, [...before, action(120, 'Rebuild'), action(121, 'PowerOn')], /rebuild/i)?.id).toBe(120)
    expect(actionAfter(before, [...before, action(120, 'Install'), action(121, 'Start')], /rebuild/i)?.id).toBe(121)
    // Nothing new shows (yet): no action to follow rather than an old one.
    expect(actionAfter(before, before, /rebuild/i)).toBeNull()
  })

  it('without the list from before (it could not be read), the newest action of any type, as the public client takes it', () => {
    expect(actionAfter(null, [action(90, 'Rebuild', 'Completed'), action(121, 'Reinstall')], /rebuild/i)?.id).toBe(121)
    expect(actionAfter(null, [], /rebuild/i)).toBeNull()
  })
})

describe('a rebuild against the simulator (both dialects)', () => {
  const kitOf = useApiKit()

  it('follows the action that appeared after the request; an older one is never taken for it', async () => {
    const { api, sandbox } = kitOf()
    const state = sandbox.state(TEST_TOKEN)
    const web = [...state.servers.values()].find((s) => s.Name === 'web-01')
    const image = [...state.images.values()].find(
      (i) => !i.own && i.Family === 'Linux' && i.DCLocation === web?.DCLocation && i.Hdd <= (web?.HDD ?? 0),
    )
    if (!web || !image) throw new Error('the demo has web-01 and a Linux template beside it')
    const older = [...(state.serverActions.get(web.ID) ?? [])].map((a) => a.ID)
    const followed = await api.servers.rebuild({ serverId: web.ID, imageId: image.ID })
    expect(followed).not.toBeNull()
    expect(older).not.toContain(followed?.id)
    expect(state.serverActions.get(web.ID)?.some((a) => a.ID === followed?.id)).toBe(true)
    expect(received(sandbox, 'POST', `/server/${web.ID}/rebuild`)).toBeDefined()
  })
})
