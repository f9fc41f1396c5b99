import { afterEach, describe, expect, it } from 'vitest'
import type { Server, ServerAction } from '../state/server-types'
import type { CustomerState } from '../state/types'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'
import { BUILD_STEPS, DELETE_STEPS, REBUILD_STEPS, RESIZE_STEPS } from './server-lifecycle'
import { IMAGE_STEPS } from './images'

let t: TestSandbox
let state: CustomerState
afterEach(closeTestSandboxes)

async function start(dialect: 'real' | 'seed') {
  t = await startTestSandbox({ dialect })
  state = t.sb.state(t.sb.demoToken)
}
type Msg = { Message: string }
type Img = {
  ID: number
  Name: string
  DisplayName: string
  DCLocation: string
  Family: string
  IsCustom?: boolean
  State?: string
  Hdd?: number
}
const byName = (name: string): Server => [...state.servers.values()].find((s) => s.Name === name)!
const keyIds = () => [...state.sshKeys.keys()]

async function imageId(name: string, location: string): Promise<number> {
  const images = (await t.api<Img[]>('GET', '/image')).json
  const image = images.find((i) => i.Name === name && i.DCLocation === location)
  if (!image) throw new Error(`no image ${name} in ${location}`)
  return image.ID
}

const realBody = async (extra: Record<string, unknown> = {}) => ({
  Name: 'app-03',
  CPU: 2,
  RAM: 2048,
  HDD: 40,
  ImageID: String(await imageId('Ubuntu24.04x64', 'SdnSpb')),
  HDDType: 'SSD',
  isHighPerformance: false,
  DCLocation: 'SdnSpb',
  isBackupActive: true,
  BackupPeriod: 7,
  SshKeys: keyIds(),
  ...extra,
})

describe('GET /image', () => {
  it('lists public templates per location (Linux, Windows, Bsd) and the account’s own image', async () => {
    await start('real')
    const images = (await t.api<Img[]>('GET', '/image')).json
    expect(new Set(images.map((i) => i.Family))).toEqual(new Set(['Linux', 'Windows', 'Bsd']))
    expect(
      images
        .filter((i) => i.Name === 'Ubuntu24.04x64')
        .map((i) => i.DCLocation)
        .sort(),
    ).toEqual(['AhKz', 'DsMsk', 'MinskBy', 'SdnSpb', 'SdnSpb2'])
    expect(images.some((i) => i.Family === 'Windows' && i.DCLocation === 'MinskBy')).toBe(false)
    // No public source shows a field telling the account's image from a template: the real dialect invents none.
    const own = images.find((i) => i.DisplayName === 'web-template')!
    for (const image of [own, images.find((i) => i.Name === 'Ubuntu24.04x64')!]) {
      expect(Object.keys(image).sort()).toEqual([
        'DCLocation',
        'DisplayName',
        'Family',
        'Hdd',
        'ID',
        'IsAvailableISP',
        'Name',
      ])
    }
    // Hdd, the image's minimum disk (C4): the family's floor for templates, the source disk for an own image.
    expect(images.find((i) => i.Name === 'WinServer2022x64En')?.Hdd).toBe(40)
    expect(images.find((i) => i.Name === 'Ubuntu24.04x64')?.Hdd).toBe(10)
    expect(own.Hdd).toBe(state.images.get(own.ID)!.Hdd)
  })

  it('seed dialect: own images say IsCustom, their state and source', async () => {
    await start('seed')
    const images = (await t.api<Img[]>('GET', '/image')).json
    expect(images.filter((i) => i.IsCustom)).toEqual([
      expect.objectContaining({ DisplayName: 'web-template', State: 'Active', Family: 'Linux' }),
    ])
  })
})

describe('POST /server', () => {
  it('answers the server New with no address or credentials, then builds it over several steps', async () => {
    await start('real')
    const res = await t.api<Record<string, unknown>>('POST', '/server', { body: await realBody() })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      Name: 'app-03',
      State: 'New',
      IsPowerOn: false,
      IP: '',
      AdminUserName: null,
      AdminPassword: null,
      ImageFamily: 'Linux',
      DCLocation: 'SdnSpb',
      LinkedNetworks: [],
    })
    expect(res.json.LinkedSshKeys).toEqual(keyIds())
    const id = res.json.ID as number
    await t.step(BUILD_STEPS - 1)
    expect((await t.api<Server>('GET', `/server/${id}`)).json.State).toBe('New')
    await t.step()
    const built = (await t.api<Server>('GET', `/server/${id}`)).json
    expect(built).toMatchObject({
      State: 'Active',
      IsPowerOn: true,
      AdminUserName: 'root',
      AdminPassword: expect.stringMatching(/^\S{12}$/),
      IP: expect.stringMatching(/^203\.0\.113\./),
    })
    expect((await t.api<ServerAction[]>('GET', `/server/${id}/action`)).json).toEqual([
      expect.objectContaining({ Type: 'Create', State: 'Completed' }),
    ])
  })

  it('understands C4’s string-typed body and the seed dialect’s location names', async () => {
    await start('seed')
    const ImageID = String(await imageId('Debian12x64', 'SdnMsk'))
    const res = await t.api<Record<string, unknown>>('POST', '/server', {
      body: {
        Name: 'm-1',
        CPU: '1',
        RAM: '1024',
        HDD: '20',
        ImageID,
        HDDType: 'SAS',
        DCLocation: 'SdnMsk',
        isHighPerfomance: 'false',
        isBackupActive: 'false',
        BackupPeriod: '0',
      },
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      Name: 'm-1',
      State: 'New',
      DCLocation: 'SdnMsk',
      HDDType: 'SAS',
      ImageFamily: 'Debian 12',
    })
  })

  it.each([
    [
      'a location without the high-performance pool',
      async () => ({ DCLocation: 'AhKz', ImageID: await imageId('Ubuntu24.04x64', 'AhKz'), isHighPerformance: true }),
      /^isHighPerformance: .*AhKz.*high-performance pool/,
      /нет высокопроизводительного пула/,
    ],
    [
      'backups where the location has none',
      async () => ({ DCLocation: 'MinskBy', ImageID: await imageId('Ubuntu24.04x64', 'MinskBy') }),
      /^isBackupActive:/,
      /резервное копирование недоступно/,
    ],
    [
      'an image of another location',
      async () => ({ ImageID: await imageId('Ubuntu24.04x64', 'DsMsk') }),
      /^ImageID: .* is in DsMsk, not in SdnSpb/,
      null,
    ],
    [
      'SSH keys with a Windows image',
      async () => ({ ImageID: await imageId('WinServer2022x64En', 'SdnSpb') }),
      /^SshKeys: .*Linux/,
      null,
    ],
    [
      'a name already used',
      async () => ({ Name: 'web-01' }),
      /^Name: a server named web-01 already exists/,
      /Сервер с таким именем уже существует/,
    ],
    ['a disk over 250 GB', async () => ({ HDD: 300 }), /^HDD: must be GB from 10 to 250/, null],
    ['RAM under 512 MB', async () => ({ RAM: 256 }), /^RAM: must be MB from 512 to 16384/, null],
  ])(
    'refuses %s with a Message naming the field (in Russian where the live service answers so)',
    async (_what, extra, english, russian) => {
      await start('real')
      const res = await t.api<Msg>('POST', '/server', { body: { ...(await realBody()), ...(await extra()) } })
      expect(res.status).toBe(400)
      expect(res.json.Message).toMatch(russian ?? english)
      expect(state.servers.size).toBe(5)
    },
  )

  it('words refusals in English in the seed dialect', async () => {
    await start('seed')
    const res = await t.api<Msg>('POST', '/server', {
      body: {
        ...(await realBody()),
        ImageID: await imageId('Ubuntu24.04x64', 'SdnAlmaty'),
        DCLocation: 'SdnAlmaty',
        isHighPerformance: true,
      },
    })
    expect(res.json.Message).toMatch(/^isHighPerformance: location SdnAlmaty has no high-performance pool/)
    expect(
      (await t.api<Msg>('POST', '/server', { body: { ...(await realBody()), Name: 'web-01' } })).json.Message,
    ).toMatch(/^Name: a server named web-01 already exists/)
  })

  it('refuses with NeedMoney when the balance is negative', async () => {
    await start('real')
    state.account.Balance = -10
    const res = await t.api<Msg>('POST', '/server', { body: await realBody() })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(/NeedMoney/)
  })
})

describe('PUT /server/{id}, rebuild, copy, DELETE', () => {
  it('resizes over several steps and refuses a disk shrink', async () => {
    await start('real')
    const web = byName('web-02')
    const shrink = await t.api<Msg>('PUT', `/server/${web.ID}`, {
      body: { CPU: 4, RAM: 8192, HDD: 30, HDDType: 'SSD', isHighPerformance: false },
    })
    expect(shrink.status).toBe(400)
    expect(shrink.json.Message).toMatch(/Уменьшение диска невозможно/)
    const res = await t.api<ServerAction>('PUT', `/server/${web.ID}`, {
      body: { CPU: 4, RAM: 8192, HDD: 60, HDDType: 'SSD', isHighPerformance: true },
    })
    expect(res.json).toMatchObject({ Type: 'ChangeConfiguration', State: 'New' })
    await t.step()
    expect(web.IsPowerOn).toBe(false)
    await t.step(RESIZE_STEPS - 1)
    expect(web).toMatchObject({ CPU: 4, RAM: 8192, HDD: 60, IsHighPerformance: true, IsPowerOn: true })
    const action = (await t.api<ServerAction>('GET', `/server/${web.ID}/action/${res.json.ID}`)).json
    expect(action.State).toBe('Completed')
  })

  it('rebuilds from an image of its location, clones under a new name and deletes one server', async () => {
    await start('real')
    const web = byName('web-02')
    const before = web.AdminPassword
    const rebuild = await t.api<Server>('POST', `/server/${web.ID}/rebuild`, {
      body: { ImageId: await imageId('Debian12x64', 'SdnSpb') },
    })
    // The live service answers the server (C1 RebuildServer, C2); the action is in its list, newest first.
    expect(rebuild.json).toMatchObject({ ID: web.ID, Name: 'web-02' })
    const actions = (await t.api<ServerAction[]>('GET', `/server/${web.ID}/action`)).json
    expect(actions[0]).toMatchObject({ Type: 'Rebuild', State: 'New' })
    await t.step(REBUILD_STEPS)
    expect(web).toMatchObject({ Image: 'Debian12x64' })
    expect(web.AdminPassword).not.toBe(before)

    expect(
      (await t.api<Msg>('POST', `/server/${web.ID}/copy`, { body: { Name: 'web-01', NetworkId: null } })).json.Message,
    ).toMatch(/уже существует/)
    const copy = await t.api<Record<string, unknown>>('POST', `/server/${web.ID}/copy`, {
      body: { Name: 'web-03', NetworkId: null },
    })
    expect(copy.json).toMatchObject({ Name: 'web-03', State: 'New', CPU: web.CPU, HDD: web.HDD })
    await t.step(BUILD_STEPS)
    expect(state.servers.get(copy.json.ID as number)?.State).toBe('Active')

    const del = await t.api('DELETE', `/server/${web.ID}`)
    expect(del.status).toBe(200)
    expect((await t.api<Server>('GET', `/server/${web.ID}`)).json.State).toBe('Deleting')
    await t.step(DELETE_STEPS)
    expect((await t.api<Msg>('GET', `/server/${web.ID}`)).status).toBe(404)
  })
})

describe('POST /image, DELETE /image/{id}', () => {
  it('makes an image of a server (New, then Active), refuses a used name, deletes own images only', async () => {
    await start('real')
    const web = byName('web-01')
    const made = await t.api<Img>('POST', '/image', { body: { Name: 'web-jan', TechName: 'webjan', ServerID: web.ID } })
    expect(made.json).toMatchObject({
      Name: 'webjan',
      DisplayName: 'web-jan',
      DCLocation: 'SdnSpb',
      Family: 'Linux',
      Hdd: web.HDD,
    })
    expect(made.json).not.toHaveProperty('IsCustom')
    expect((await t.api<Msg>('POST', '/image', { body: { Name: 'web-jan', ServerID: web.ID } })).json.Message).toMatch(
      /Образ с таким именем/,
    )
    await t.step(IMAGE_STEPS)
    expect(state.images.get(made.json.ID)?.State).toBe('Active')
    const template = await imageId('Ubuntu24.04x64', 'SdnSpb')
    expect((await t.api<Msg>('DELETE', `/image/${template}`)).status).toBe(400)
    expect((await t.api('DELETE', `/image/${made.json.ID}`)).status).toBe(200)
    await t.step(2)
    expect(state.images.has(made.json.ID)).toBe(false)
  })
})

describe('server sizes the provider refuses (1cloud.ru/api/server/createserver, C4)', () => {
  const refusal = async (body: Record<string, unknown>) => {
    const res = await t.api<Msg>('POST', '/server', { body: await realBody(body) })
    return [res.status, res.json.Message] as const
  }

  it.each([
    [{ RAM: 640 }, /^RAM: must be at least 512 MB for Linux, in steps of 256 MB up to 1024 MB and of 1024 MB above/],
    [{ RAM: 1536 }, /^RAM: /],
    [{ HDD: 15 }, /^HDD: must be at least 10 GB for Linux, in steps of 10 GB/],
    [{ BackupPeriod: 10 }, /^BackupPeriod: must be 7, 14 or 28 days/],
    [{ isBackupActive: false, BackupPeriod: 3 }, /^BackupPeriod: must be 0, 7, 14 or 28 days/],
  ])('seed dialect: refuses %j naming the field and the limit', async (body, message) => {
    await start('seed')
    const [status, said] = await refusal(body)
    expect(status).toBe(400)
    expect(said).toMatch(message)
  })

  it('real dialect: Windows needs 1024 MB and 40 GB; an image’s Hdd is the disk’s floor; words in Russian', async () => {
    await start('real')
    const windows = String(await imageId('WinServer2022x64En', 'SdnSpb'))
    const win = (extra: Record<string, unknown>) => refusal({ ImageID: windows, SshKeys: [], ...extra })
    expect(await win({ RAM: 512, HDD: 40 })).toEqual([400, expect.stringMatching(/не менее 1024 МБ/)])
    expect(await win({ RAM: 1024, HDD: 30 })).toEqual([400, expect.stringMatching(/не менее 40 ГБ/)])
    expect(
      (await t.api('POST', '/server', { body: await realBody({ ImageID: windows, SshKeys: [], RAM: 1024, HDD: 40 }) }))
        .status,
    ).toBe(200)
    const bsd = String(await imageId('FreeBSD11x64', 'SdnSpb'))
    expect(await refusal({ Name: 'b-1', ImageID: bsd, SshKeys: [], HDD: 10 })).toEqual([
      400,
      'Для образа FreeBSD11x64 нужен диск (HDD) не менее 20 ГБ',
    ])
    expect(await refusal({ Name: 'b-2', BackupPeriod: 30 })).toEqual([400, expect.stringMatching(/7, 14 или 28/)])
  })

  it('refuses a rebuild from an image whose Hdd is larger than the server’s disk, and an off-grid resize', async () => {
    await start('seed')
    const staging = byName('staging-01')
    staging.HDD = 10
    const bsd = await imageId('FreeBSD11x64', staging.DCLocation)
    const rebuild = await t.api<Msg>('POST', `/server/${staging.ID}/rebuild`, { body: { ImageId: bsd } })
    expect(rebuild.json.Message).toBe(
      'ImageId: the image FreeBSD11x64 needs a disk of at least 20 GB; the server has 10 GB',
    )
    const size = { CPU: 2, RAM: 1536, HDD: 30, HDDType: 'SSD' }
    expect((await t.api<Msg>('PUT', `/server/${staging.ID}`, { body: size })).json.Message).toMatch(/^RAM: /)
    // The seed dialect answers the rebuild's action itself.
    const debian = await imageId('Debian12x64', staging.DCLocation)
    staging.HDD = 30
    const ok = await t.api<ServerAction>('POST', `/server/${staging.ID}/rebuild`, { body: { ImageId: debian } })
    expect(ok.json).toMatchObject({ Type: 'Rebuild', State: 'New' })
  })
})
