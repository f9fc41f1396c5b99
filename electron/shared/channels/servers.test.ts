import { describe, expect, it } from 'vitest'
import {
  cloneServerSchema,
  createServerFields,
  createServerSchema,
  rebuildServerSchema,
  resizeServerFields,
  resizeServerSchema,
  SERVER_LIMITS,
} from './servers'
import { createImageSchema, techNameOf } from './images'
import { ramOnGrid, ramSpin } from '../models/servers'

type Issues = { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }
const first = (result: Issues) => result.error?.issues[0]

const valid = {
  name: 'app-01',
  imageId: 4300,
  imageFamily: 'Linux',
  dcLocation: 'SdnSpb',
  cpu: 2,
  ram: 2048,
  hdd: 40,
  hddType: 'SSD',
  isHighPerformance: false,
  backups: true,
  backupDays: 7,
  sshKeyIds: [11, 12],
  networkId: 21,
  bandwidth: 100,
}
const refusal = (patch: Record<string, unknown>) => first(createServerSchema().safeParse({ ...valid, ...patch }))

describe('create server schema: every form limit', () => {
  it('takes a Linux server with two keys, backups for a week, a private network and 100 Mbit/s', () => {
    expect(createServerSchema().safeParse(valid).success).toBe(true)
    const minimal = {
      ...valid,
      backups: false,
      backupDays: undefined,
      sshKeyIds: [],
      networkId: undefined,
      bandwidth: undefined,
    }
    expect(createServerSchema().safeParse(minimal).success).toBe(true)
  })

  it.each([
    ['cpu', 0, 'A whole number of CPUs from 1 to 8'],
    ['cpu', 9, 'A whole number of CPUs from 1 to 8'],
    ['cpu', 1.5, 'A whole number of CPUs from 1 to 8'],
    ['ram', 511, 'A whole number of MB from 512 to 16384'],
    ['ram', 16_385, 'A whole number of MB from 512 to 16384'],
    ['hdd', 9, 'A whole number of GB from 10 to 250'],
    ['hdd', 251, 'A whole number of GB from 10 to 250'],
    ['hddType', 'NVMe', 'Choose SSD or SAS'],
    ['backupDays', 0, 'Keep backups for 7, 14, 21 or 28 days'],
    ['backupDays', 10, 'Keep backups for 7, 14, 21 or 28 days'],
    ['backupDays', 30, 'Keep backups for 7, 14, 21 or 28 days'],
    [
      'ram',
      640,
      'Memory goes in steps of 256 MB up to 1024 MB, then in steps of 1024 MB (512, 768, 1024, 2048, 3072…)',
    ],
    [
      'ram',
      1536,
      'Memory goes in steps of 256 MB up to 1024 MB, then in steps of 1024 MB (512, 768, 1024, 2048, 3072…)',
    ],
    ['hdd', 15, 'The disk goes in steps of 10 GB'],
    ['bandwidth', 5, '10 to 1000 Mbit/s in steps of 10'],
    ['bandwidth', 1010, '10 to 1000 Mbit/s in steps of 10'],
    ['bandwidth', 105, '10 to 1000 Mbit/s in steps of 10'],
    ['name', '  ', 'Give the server a name'],
    ['name', 'x'.repeat(65), 'Keep the name to 64 characters'],
    ['name', 'web\u202e01', 'The name cannot contain line breaks, control characters or text-direction marks'],
    ['imageId', undefined, 'Choose an image'],
    ['dcLocation', '', 'Choose a location'],
  ])('refuses %s = %j: “%s”', (field, value, message) => {
    expect(refusal({ [field]: value })).toMatchObject({ path: [field], message })
  })

  it('accepts the limits themselves', () => {
    const { cpu, ram, hdd, backupDays, bandwidth } = SERVER_LIMITS
    for (const patch of [
      { cpu: cpu.min, ram: ram.min, hdd: hdd.min, backupDays: backupDays.min, bandwidth: bandwidth.min },
      { cpu: cpu.max, ram: ram.max, hdd: hdd.max, backupDays: backupDays.max, bandwidth: bandwidth.max },
    ]) {
      expect(createServerSchema().safeParse({ ...valid, ...patch }).success).toBe(true)
    }
  })

  it('backups kept 7, 14, 21 or 28 days: no evidence in REAL-API.md for 21 (C4 shows 7, 14, 28; the provider’s model lists 21): the union, the service refusing what it does not keep', () => {
    for (const backupDays of [7, 14, 21, 28])
      expect(createServerSchema().safeParse({ ...valid, backupDays }).success, String(backupDays)).toBe(true)
  })

  it('installs SSH keys on Linux images only, in the channel and in the form', () => {
    expect(refusal({ imageFamily: 'Windows' })).toMatchObject({
      path: ['sshKeyIds'],
      message: 'SSH keys can be installed only on Linux images',
    })
    expect(refusal({ imageFamily: null })).toMatchObject({ path: ['sshKeyIds'] })
    expect(createServerSchema().safeParse({ ...valid, imageFamily: 'Windows', sshKeyIds: [] }).success).toBe(true)
    expect(first(createServerFields('Windows').shape.sshKeyIds.safeParse([11]) as Issues)?.message).toBe(
      'SSH keys can be installed only on Linux images',
    )
    expect(createServerFields('Linux').shape.sshKeyIds.safeParse([11, 12]).success).toBe(true)
  })

  it('wants the backup period when backups are on, and nothing unknown', () => {
    expect(refusal({ backupDays: undefined })).toMatchObject({
      path: ['backupDays'],
      message: 'Keep backups for 7, 14, 21 or 28 days',
    })
    expect(createServerSchema().safeParse({ ...valid, backups: false, backupDays: undefined }).success).toBe(true)
    expect(createServerSchema().safeParse({ ...valid, password: 'x' }).success).toBe(false)
  })

  it('holds a Windows image to 1024 MB and 40 GB, and any image to its own minimum disk (Hdd)', () => {
    const windows = { ...valid, imageFamily: 'Windows', sshKeyIds: [] }
    expect(first(createServerSchema().safeParse({ ...windows, ram: 768 }))).toMatchObject({
      path: ['ram'],
      message: 'Windows needs at least 1024 MB of memory',
    })
    expect(first(createServerSchema().safeParse({ ...windows, hdd: 30 }))).toMatchObject({
      path: ['hdd'],
      message: 'Windows needs a disk of at least 40 GB',
    })
    expect(createServerSchema().safeParse({ ...windows, ram: 1024, hdd: 40 }).success).toBe(true)
    expect(createServerSchema().safeParse({ ...valid, ram: 768, hdd: 10 }).success).toBe(true)
    const form = createServerFields('Linux', undefined, 30)
    expect(first(form.safeParse({ ...valid, hdd: 20 }))).toMatchObject({
      path: ['hdd'],
      message: 'This image needs a disk of at least 30 GB',
    })
    expect(form.safeParse({ ...valid, hdd: 30 }).success).toBe(true)
  })

  it('steps the memory spinner along the provider’s grid, leaving typed values to the rule', () => {
    expect([ramSpin(768, 1024), ramSpin(1024, 1280), ramSpin(2048, 1792), ramSpin(2048, 2304)]).toEqual([
      1024, 2048, 1024, 3072,
    ])
    expect(ramSpin(1024, 1500)).toBe(1500)
    expect([512, 768, 1024, 2048, 16_384].every(ramOnGrid)).toBe(true)
    expect([640, 1280, 1536, 2560].some(ramOnGrid)).toBe(false)
  })

  it('words refusals in the caller’s language', () => {
    const say = (code: string, params?: Record<string, string | number>) => `ru:${code}:${params?.max ?? ''}`
    expect(first(createServerSchema(say).safeParse({ ...valid, cpu: 12 }))?.message).toBe('ru:cpuRange:8')
  })
})

describe('resize, rebuild, clone', () => {
  const resize = { serverId: 5, cpu: 4, ram: 4096, hdd: 60, hddType: 'SAS', isHighPerformance: true }
  it('never lets the form make the disk smaller than it is', () => {
    expect(resizeServerFields(60).safeParse(resize).success).toBe(true)
    expect(first(resizeServerFields(80).safeParse(resize))).toMatchObject({
      path: ['hdd'],
      message: 'The disk cannot be made smaller: at least 80 GB',
    })
    expect(first(resizeServerSchema().safeParse({ ...resize, ram: 100 }))).toMatchObject({ path: ['ram'] })
    expect(first(resizeServerFields(60, undefined, 'Windows').safeParse({ ...resize, ram: 512 }))).toMatchObject({
      path: ['ram'],
      message: 'Windows needs at least 1024 MB of memory',
    })
    expect(first(resizeServerSchema().safeParse({ ...resize, ram: 3000 }))?.message).toMatch(/steps of 256 MB/)
  })

  it('rebuilds from an image id and clones under a name, with an optional network', () => {
    expect(rebuildServerSchema().safeParse({ serverId: 5, imageId: 3 }).success).toBe(true)
    expect(first(rebuildServerSchema().safeParse({ serverId: 5 }))).toMatchObject({
      path: ['imageId'],
      message: 'Choose an image',
    })
    expect(cloneServerSchema().safeParse({ serverId: 5, name: 'copy' }).success).toBe(true)
    expect(first(cloneServerSchema().safeParse({ serverId: 5, name: '' }))).toMatchObject({
      path: ['name'],
      message: 'Give the server a name',
    })
  })
})

describe('image schema', () => {
  it('takes a name and a server; the technical name is Latin letters and digits', () => {
    expect(createImageSchema().safeParse({ serverId: 5, name: 'web template' }).success).toBe(true)
    expect(first(createImageSchema().safeParse({ serverId: 5, name: 'x', techName: 'шаблон' }))).toMatchObject({
      path: ['techName'],
    })
    expect(first(createImageSchema().safeParse({ name: 'x' }))).toMatchObject({
      path: ['serverId'],
      message: 'Choose the server to copy',
    })
    expect(techNameOf('web-01 template (jan)')).toBe('web01templatejan')
    // Russian letters are transliterated, keeping their case: not a bare "2026".
    expect(techNameOf('Резерв 2026')).toBe('Rezerv2026')
    expect(techNameOf('бэкенд-прод Щит')).toBe('bekendprodSchit')
  })
})
