import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SECTIONS } from '../../electron/core/session/sections'
import { sandboxKinds } from '../../electron/sandbox/kinds'
import { REGISTRY } from '../../electron/shared/resources/registry'

// CONTRIBUTING.md's "Add a resource kind" is a checklist of paths; this test holds every registered kind to it, so the
// list cannot drift from the house: a part whose file moved, or a kind that lacks one, fails here until both agree.
const root = join(import.meta.dirname, '..', '..')
const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
const start = contributing.indexOf('## Add a resource kind')
const checklist = contributing.slice(start, contributing.indexOf('\n## ', start + 1))
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const kinds = Object.keys(REGISTRY) as (keyof typeof REGISTRY)[]

/** Every path the checklist names (in backticks), with its `<kind>` and `<domain>` placeholders left in. */
const listed = [...checklist.matchAll(/`([\w./-]+\/[\w./<>-]+\.ts)`/g)].map((m) => m[1] ?? '')
const parts = listed.filter((path) => path.includes('<'))
const edited = listed.filter((path) => !path.includes('<') && !path.endsWith('.test.ts'))

/** A kind's domain: the area whose panes.ts gives it its panes (`<kind>: { detail, list }`). */
function domainOf(kind: string): string | undefined {
  const areas = readdirSync(join(root, 'renderer/src/components')).filter((area) =>
    existsSync(join(root, 'renderer/src/components', area, 'panes.ts')),
  )
  const owners = areas.filter((area) =>
    new RegExp(`\\n\\s+${kind}: \\{`).test(read(`renderer/src/components/${area}/panes.ts`)),
  )
  return owners.length === 1 ? owners[0] : undefined
}

describe('CONTRIBUTING: add a resource kind', () => {
  it('lists the parts of every layer and the two files a kind edits', () => {
    for (const layer of ['models', 'resources/kinds', 'resources/examples', 'channels', 'api/wire', 'api/resources'])
      expect(
        parts.some((path) => path.includes(`/${layer}/`)),
        layer,
      ).toBe(true)
    for (const layer of ['handlers', 'journal/operations', 'components', 'i18n/domains', 'stores', 'sandbox/state'])
      expect(
        parts.some((path) => path.includes(`/${layer}/`)),
        layer,
      ).toBe(true)
    expect(edited).toEqual(['electron/sandbox/kinds.ts', 'electron/core/session/sections.ts'])
    for (const path of edited) expect(existsSync(join(root, path)), path).toBe(true)
  })

  it.each(kinds)('%s has every part the list names, in its domain', (kind) => {
    const domain = domainOf(kind)
    expect(domain, `one components/<domain>/panes.ts entry for ${kind}`).toBeDefined()
    for (const path of parts) {
      const file = path.replace('<kind>', kebab(kind)).replace('<domain>', domain ?? '?')
      expect(existsSync(join(root, file)), file).toBe(true)
    }
  })

  it.each(kinds)('%s is in the simulator, the sections and the words', (kind) => {
    const domain = domainOf(kind) ?? '?'
    expect(Object.keys(sandboxKinds), `${camel(domain)} in sandbox/kinds.ts`).toContain(camel(domain))
    expect(Object.keys(SECTIONS), `its section in core/session/sections.ts`).toContain(REGISTRY[kind].section)
    const words = read(`renderer/src/i18n/domains/${domain}.ts`)
    expect(words, `kinds.${kind} in i18n/domains/${domain}.ts`).toMatch(
      new RegExp(`kinds: \\{[^]*?\\n\\s+${kind}: \\{`),
    )
  })
})
