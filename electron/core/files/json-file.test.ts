import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from './json-file'

const schema = z.object({ version: z.literal(1), name: z.string() })

describe('json files', () => {
  it('round-trips through an atomic write', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-json-'))
    const path = join(dir, 'nested', 'a.json')
    await writeJsonFile(path, { version: 1, name: 'x' })
    expect(await readJsonFile(path, schema)).toEqual({ status: 'ok', value: { version: 1, name: 'x' } })
    expect(await readdir(join(dir, 'nested'))).toEqual(['a.json'])
  })

  it('reports a missing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-json-'))
    expect(await readJsonFile(join(dir, 'none.json'), schema)).toEqual({ status: 'missing' })
  })

  it.each([
    ['broken JSON', '{"version": 1, "na'],
    ['the wrong shape', '{"version": 2, "name": 3}'],
  ])('moves a file with %s aside with a timestamp', async (_, content) => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-json-'))
    const path = join(dir, 'a.json')
    await writeFile(path, content)
    const outcome = await readJsonFile(path, schema, Date.UTC(2026, 10, 22, 10, 0, 0))
    expect(outcome).toMatchObject({ status: 'corrupt', movedTo: `${path}.corrupt-2026-11-22T10-00-00-000Z` })
    expect(await readFile(`${path}.corrupt-2026-11-22T10-00-00-000Z`, 'utf8')).toBe(content)
    expect(await readJsonFile(path, schema)).toEqual({ status: 'missing' })
  })
})
