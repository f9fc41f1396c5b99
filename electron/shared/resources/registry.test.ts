import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REGISTRY, registryOf, SNAPSHOT_SECTIONS } from './registry'

const kind = (name: string, order: number) => ({ kind: name, order, section: 'servers' })
const folder = join(import.meta.dirname, 'kinds')

describe('the registry finds the kinds where they live', () => {
  it('orders them by what they say, not by their files', () => {
    const found = { './kinds/a.ts': { aResource: kind('a', 20) }, './kinds/b.ts': { bResource: kind('b', 10) } }
    expect(Object.keys(registryOf(found))).toEqual(['b', 'a'])
  })

  it('refuses a kind defined twice, two kinds in one place and a file without a descriptor', () => {
    const a = { './kinds/a.ts': { aResource: kind('a', 10) } }
    expect(() => registryOf({ ...a, './kinds/b.ts': { bResource: kind('a', 20) } })).toThrow(/a is defined twice/)
    expect(() => registryOf({ ...a, './kinds/b.ts': { bResource: kind('b', 10) } })).toThrow(/order 10/)
    expect(() => registryOf({ ...a, './kinds/b.ts': { helper: 1 } })).toThrow(/b\.ts exports no resource/)
    expect(() => registryOf({ './kinds/b.ts': { bResource: { kind: 'b' } } })).toThrow(/not a resource descriptor/)
  })

  it('holds one descriptor per file of the kinds’ folder, each typed under its own kind', () => {
    const files = readdirSync(folder).filter((file) => !file.endsWith('.test.ts'))
    expect(Object.keys(REGISTRY)).toHaveLength(files.length)
    for (const file of files) {
      const text = readFileSync(join(folder, file), 'utf8')
      const said = text.match(/^ {2}kind: '(\w+)',$/m)?.[1]
      const typed = text.match(/interface ResourceRegistry \{\s+(\w+): typeof/)?.[1]
      expect(typed, `the kind ${file} adds to ResourceRegistry`).toBe(said)
    }
  })

  it('lists each section once: the kinds’ in their order, then the two no kind lives in', () => {
    const kinds = Object.values(REGISTRY).map((descriptor) => descriptor.section)
    expect(SNAPSHOT_SECTIONS).toEqual([...new Set(kinds), 'locations', 'account'])
  })
})
