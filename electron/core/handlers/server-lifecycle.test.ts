import { describe, expect, it } from 'vitest'

import type { TaskFinished, TaskList } from '../../shared/channels/tasks'
import type { Image } from '../../shared/models/images'
import type { Server, ServerAction } from '../../shared/models/servers'
import { invokeOrThrow, smallServerFrom, waitForSession } from '../test-kit'
import { startDemoBackend } from './test-kit'
import { useCleanups } from '../test-cleanups'

/** Create → built → notified, then resize, rebuild, clone, delete and images, each checked by the body the service got. */
describe('server lifecycle channels', () => {
  const cleanups = useCleanups()

  async function setup() {
    const { sandbox, backend, api, session, close } = await startDemoBackend()
    cleanups.push(close)
    const ready = await session((s) => s.status === 'ready' && !s.refreshing && !!s.snapshot?.images)
    const finished: TaskFinished[] = []
    backend.on('tasks:finished', (payload) => finished.push(payload as TaskFinished))
    return { sandbox, backend, snapshot: ready.snapshot!, finished, state: api }
  }
  const body = (sandbox: Awaited<ReturnType<typeof setup>>['sandbox'], method: string, path: string) =>
    JSON.parse(sandbox.requests.last(method, path)!.body) as unknown

  it('creates a server that shows at once as being built, is followed until Active and then notifies', async () => {
    const { sandbox, backend, snapshot, finished, state } = await setup()
    const location = snapshot.locations![0]!.techTitle
    const image = snapshot.images!.find((i: Image) => i.family === 'Linux' && !i.isOwn && i.dcLocation === location)!
    const keys = snapshot.sshKeys!.map((k) => k.id)
    const server = await invokeOrThrow<Server>(
      backend,
      'servers:create',
      smallServerFrom(image, {
        name: 'app-03',
        cpu: 2,
        ram: 2048,
        hdd: 40,
        backups: true,
        backupDays: 7,
        sshKeyIds: keys,
      }),
    )
    expect(server).toMatchObject({ name: 'app-03', state: 'New', ip: null })
    expect(body(sandbox, 'POST', '/server')).toEqual({
      Name: 'app-03',
      CPU: 2,
      RAM: 2048,
      HDD: 40,
      ImageID: String(image.id),
      HDDType: 'SSD',
      isHighPerformance: false,
      DCLocation: location,
      isBackupActive: true,
      BackupPeriod: 7,
      SshKeys: keys,
    })
    const running = await invokeOrThrow<TaskList>(backend, 'tasks:list')
    expect(running.running).toEqual([
      expect.objectContaining({ type: 'Create', name: 'app-03', resource: { kind: 'server', id: server.id } }),
    ])
    await expect
      .poll(() => finished.map((f) => [f.type, f.phase, f.name]), { timeout: 8000 })
      .toEqual([['Create', 'done', 'app-03']])
    const built = await waitForSession(
      backend,
      (s) => s.snapshot?.servers?.find((x) => x.id === server.id)?.state === 'Active',
    )
    expect(built.snapshot?.servers?.find((x) => x.id === server.id)?.ip).toBe(state().servers.get(server.id)!.IP)
    // Followed through GET /server/{id}, not through a separate loop of its own.
    expect(sandbox.requests.all().some((r) => r.method === 'GET' && r.path === `/server/${server.id}`)).toBe(true)
  })

  it('puts a refusal under the field it names and refuses a disk shrink before sending', async () => {
    const { sandbox, backend, snapshot } = await setup()
    const web = snapshot.servers!.find((s) => s.name === 'web-02')!
    const image = snapshot.images!.find(
      (i: Image) => i.dcLocation === web.dcLocation && i.family === 'Linux' && !i.isOwn,
    )!
    const taken = await backend.invoke('servers:create', smallServerFrom(image, { name: 'web-01' }))
    expect(taken).toMatchObject({ ok: false, error: { field: 'name' } })
    const before = sandbox.requests.all().length
    const shrink = await backend.invoke('servers:resize', {
      serverId: web.id,
      cpu: 2,
      ram: 4096,
      hdd: 20,
      hddType: 'SSD',
      isHighPerformance: false,
    })
    expect(shrink).toMatchObject({ ok: false, error: { kind: 'invalidInput', field: 'hdd' } })
    expect(
      sandbox.requests
        .all()
        .slice(before)
        .some((r) => r.method === 'PUT'),
    ).toBe(false)
  })

  it('resizes, rebuilds, clones and deletes with the bodies C1 sends, each followed to its end', async () => {
    const { sandbox, backend, snapshot, finished, state } = await setup()
    const web = snapshot.servers!.find((s) => s.name === 'web-02')!
    const resize = await invokeOrThrow<ServerAction>(backend, 'servers:resize', {
      serverId: web.id,
      cpu: 4,
      ram: 8192,
      hdd: 60,
      hddType: 'SSD',
      isHighPerformance: true,
    })
    expect(body(sandbox, 'PUT', '/server/*')).toEqual({
      CPU: 4,
      RAM: 8192,
      HDD: 60,
      HDDType: 'SSD',
      IsHighPerformance: true,
    })
    const debian = snapshot.images!.find((i: Image) => i.name === 'Debian12x64' && i.dcLocation === web.dcLocation)!
    await expect
      .poll(() => finished.some((f) => f.type === resize.type && f.phase === 'done'), { timeout: 8000 })
      .toBe(true)
    await invokeOrThrow<ServerAction>(backend, 'servers:rebuild', { serverId: web.id, imageId: debian.id })
    expect(body(sandbox, 'POST', '/server/*/rebuild')).toEqual({ ImageId: debian.id })
    await expect
      .poll(() => finished.some((f) => f.type === 'Rebuild' && f.phase === 'done'), { timeout: 8000 })
      .toBe(true)
    expect(state().servers.get(web.id)?.Image).toBe('Debian12x64')

    const copy = await invokeOrThrow<Server>(backend, 'servers:clone', { serverId: web.id, name: 'web-02-copy' })
    expect(body(sandbox, 'POST', '/server/*/copy')).toEqual({ Name: 'web-02-copy' })
    await expect
      .poll(() => finished.some((f) => f.type === 'Copy' && f.phase === 'done' && f.name === 'web-02-copy'), {
        timeout: 8000,
      })
      .toBe(true)

    await invokeOrThrow(backend, 'servers:delete', { serverId: copy.id })
    expect(sandbox.requests.last('DELETE', '/server/*')?.path).toBe(`/server/${copy.id}`)
    await expect
      .poll(() => finished.some((f) => f.type === 'Delete' && f.phase === 'done'), { timeout: 8000 })
      .toBe(true)
    expect(state().servers.has(copy.id)).toBe(false)
  })

  it('makes an image of a server and deletes it, both followed; the images section shows them', async () => {
    const { sandbox, backend, snapshot, finished } = await setup()
    const web = snapshot.servers!.find((s) => s.name === 'web-01')!
    const image = await invokeOrThrow<Image>(backend, 'images:create', { serverId: web.id, name: 'web jan' })
    expect(body(sandbox, 'POST', '/image')).toEqual({ Name: 'web jan', TechName: 'webjan', ServerID: web.id })
    await expect
      .poll(() => finished.some((f) => f.type === 'CreateImage' && f.phase === 'done'), { timeout: 8000 })
      .toBe(true)
    // The account's own: it made it (the live list carries no ownership field), ready once Active or listed bare.
    await waitForSession(backend, (s) => {
      const listed = s.snapshot?.images?.find((i) => i.id === image.id)
      return listed?.isOwn === true && (listed.state ?? 'Active') === 'Active'
    })
    await invokeOrThrow(backend, 'images:delete', { imageId: image.id })
    await expect
      .poll(() => finished.some((f) => f.type === 'DeleteImage' && f.phase === 'done'), { timeout: 8000 })
      .toBe(true)
    await waitForSession(backend, (s) => s.snapshot?.images?.some((i) => i.id === image.id) === false)
  })
})
