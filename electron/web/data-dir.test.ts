import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { preparePrivateDir } from './data-dir'

const modeOf = async (path: string) => (await stat(path)).mode & 0o777

describe.skipIf(process.platform === 'win32')('preparePrivateDir', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hostdeck-datadir-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('creates a missing data folder (and its missing parents) readable by the owner only', async () => {
    const dir = join(root, 'config', 'Hostdeck')
    preparePrivateDir(dir)
    expect(await modeOf(dir)).toBe(0o700)
    expect(await modeOf(join(root, 'config'))).toBe(0o700)
  })

  it('tightens an existing folder that others could read', async () => {
    const dir = join(root, 'Hostdeck')
    await mkdir(dir, { mode: 0o755 })
    expect(await modeOf(dir)).not.toBe(0o700)
    preparePrivateDir(dir)
    expect(await modeOf(dir)).toBe(0o700)
  })

  it('leaves a private folder as it is', async () => {
    const dir = join(root, 'Hostdeck')
    await mkdir(dir, { mode: 0o700 })
    preparePrivateDir(dir)
    expect(await modeOf(dir)).toBe(0o700)
  })
})
