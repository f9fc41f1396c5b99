import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverActionRequest, task, trackerWithFakes } from './tracker-kit'

describe('followed tasks across a restart', () => {
  it('are saved per account and resumed by the next run, which reads them at once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-resume-'))
    const first = await trackerWithFakes({ dataDir })
    first.tracker.track(serverActionRequest(1, 101))
    first.tracker.track(serverActionRequest(2, 201, 'acme'))
    await first.tracker.settled()
    first.tracker.dispose()
    expect((await readdir(join(dataDir, 'tasks'))).sort()).toEqual(['acme.json', 'demo.json'])
    expect(JSON.parse(await readFile(join(dataDir, 'tasks', 'demo.json'), 'utf8'))).toMatchObject({
      version: 1,
      tasks: [{ title: 'PowerOff of web-1', source: { kind: 'serverAction', serverId: 1 }, task: { id: 101 } }],
    })

    const second = await trackerWithFakes({ dataDir })
    expect(
      second.tracker
        .list()
        .running.map((t) => t.title)
        .sort(),
    ).toEqual(['PowerOff of web-1', 'PowerOff of web-2'])
    second.fake.setActions(1, [task(101, 'Completed')])
    second.fake.setActions(2, [task(201, 'Completed')])
    await second.advance(0)
    expect(second.finished()).toHaveLength(2)
    await second.tracker.settled()
    const saved = JSON.parse(await readFile(join(dataDir, 'tasks', 'demo.json'), 'utf8')) as {
      tasks: Array<{ endedAt: number | null }>
    }
    expect(saved.tasks[0]?.endedAt).not.toBeNull()
    second.tracker.dispose()
  })

  it('sets a corrupt file aside and starts clean', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hostdeck-resume-'))
    const first = await trackerWithFakes({ dataDir })
    first.tracker.track(serverActionRequest(1, 101))
    await first.tracker.settled()
    first.tracker.dispose()
    await writeFile(join(dataDir, 'tasks', 'demo.json'), '{ not json')

    const second = await trackerWithFakes({ dataDir })
    expect(second.tracker.list()).toEqual({ running: [], recent: [] })
    expect((await readdir(join(dataDir, 'tasks'))).some((f) => f.startsWith('demo.json.corrupt-'))).toBe(true)
    second.tracker.dispose()
  })
})
