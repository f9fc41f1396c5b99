import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverActionRequest, task, trackerWithFakes } from './tracker-kit'

describe('task end notices', () => {
  it('an end not yet shown survives a restart and is offered again; one acknowledged is not repeated', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-notices-'))
    const first = await trackerWithFakes({ dataDir })
    first.tracker.track(serverActionRequest(1, 101))
    first.tracker.track(serverActionRequest(2, 201))
    await first.tracker.settled()
    first.fake.setActions(1, [task(101, 'Completed')])
    first.fake.setActions(2, [task(201, 'Completed')])
    await first.advance(10_000)
    await first.tracker.settled()
    expect(first.tracker.list().recent.map((t) => t.announced)).toEqual([false, false])
    const [shown] = first.tracker.list().recent
    first.tracker.acknowledge([shown!.key])
    await first.tracker.settled()
    // Killed here: the other end was saved as ended but never shown.
    first.tracker.dispose()

    const second = await trackerWithFakes({ dataDir })
    const recent = second.tracker.list().recent
    expect(recent.filter((t) => !t.announced).map((t) => t.key)).toEqual(
      recent.filter((t) => t.key !== shown!.key).map((t) => t.key),
    )
    expect(recent.find((t) => t.key === shown!.key)?.announced).toBe(true)
    second.tracker.dispose()
  })

  it('acknowledging a running or unknown task changes nothing', async () => {
    const t = await trackerWithFakes({})
    t.tracker.track(serverActionRequest(1, 101))
    await t.tracker.settled()
    const before = t.tracker.list()
    expect(t.tracker.acknowledge([before.running[0]!.key, 'nope'])).toEqual(before)
    t.tracker.dispose()
  })
})
