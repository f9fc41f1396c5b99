import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REGISTRY } from '../../electron/shared/resources/registry'

// CONTRIBUTING.md's "How to add a resource kind" is a checklist of paths; this test holds every registered kind to
// it, so the list cannot drift from the house: a step whose file moved fails here until the list says where.
const root = join(import.meta.dirname, '..', '..')
const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
const checklist = contributing.slice(contributing.indexOf('### How to add a resource kind')).split(/\n## /)[0]!
const kebab = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const kinds = Object.keys(REGISTRY)

/** The paths the checklist names for a kind, with `<kind>` filled in; `<domain>` paths are checked below. */
const kindPaths = (kind: string) =>
  [...checklist.matchAll(/`([\w./-]*\/[\w./-]*<kind>\.ts)`/g)].map((m) => m[1]!.replace('<kind>', kebab(kind)))

describe('CONTRIBUTING: how to add a resource kind', () => {
  it('names the files a kind is made of and the registry, which exist', () => {
    expect(kindPaths('server')).toEqual([
      'electron/shared/resources/kinds/server.ts',
      'renderer/src/resources/kinds/server.ts',
    ])
    for (const registry of ['electron/shared/resources/registry.ts']) {
      expect(checklist).toContain(`\`${registry}\``)
      expect(existsSync(join(root, registry))).toBe(true)
    }
  })

  it.each(kinds)('%s has every file of the list', (kind) => {
    for (const path of kindPaths(kind)) expect(existsSync(join(root, path)), path).toBe(true)
  })

  it.each(kinds)(
    '%s is found on both sides: its descriptor by the shared registry, its view by the renderer',
    (kind) => {
      expect(REGISTRY[kind as keyof typeof REGISTRY].kind).toBe(kind)
      // The renderer finds its views by where they live, resources/kinds/ (read as text: the scripts do not load the renderer).
      const view = read(`renderer/src/resources/kinds/${kebab(kind)}.ts`)
      expect(view, `${kind}View in the renderer's kinds`).toMatch(
        new RegExp(`^export const ${kind}View = defineView`, 'm'),
      )
    },
  )

  it.each(kinds)('%s has its words and its panes in its area, where the list says', (kind) => {
    expect(checklist).toContain('`kinds.<kind>` in `renderer/src/i18n/domains/<domain>.ts`')
    expect(checklist).toContain('`<kind>: { detail, list }` in `renderer/src/components/<domain>/panes.ts`')
    const domains = readdirSync(join(root, 'renderer/src/i18n/domains')).filter((f) => f.endsWith('.ts'))
    const words = domains.filter((f) =>
      new RegExp(`kinds: \\{[^]*?\\n\\s+${kind}: \\{`).test(read(`renderer/src/i18n/domains/${f}`)),
    )
    expect(words.length, 'an i18n domain with kinds.' + kind).toBeGreaterThan(0)
    const areas = readdirSync(join(root, 'renderer/src/components')).filter((d) =>
      existsSync(join(root, 'renderer/src/components', d, 'panes.ts')),
    )
    const panes = areas.filter((d) =>
      new RegExp(`\\n\\s+${kind}: \\{`).test(read(`renderer/src/components/${d}/panes.ts`)),
    )
    expect(panes, 'a panes.ts entry for ' + kind).toHaveLength(1)
  })
})
