import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { circles, crossesFolders, importedNames, importGraph, sourceFiles } from './import-graph'

const named = (component: readonly string[]) => component.join(' ↔ ')

describe('import circles', () => {
  it('tie no files of different folders together in electron/core and electron/shared', () => {
    const root = process.cwd()
    const graph = importGraph(root, sourceFiles(root, ['electron/core', 'electron/shared']))
    expect(graph.size).toBeGreaterThan(100)
    expect(circles(graph).filter(crossesFolders).map(named)).toEqual([])
  })
})

describe('the import graph', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
  }

  it('counts type-only imports and re-exports, and not a glob or an augmentation', () => {
    const text = [
      "import type { A } from './a'",
      "import { b, type B } from '../b'",
      "export { c } from './c'",
      "export * from './d'",
      "type E = import('./e').E",
      "import type {} from './f'",
      "const found = import.meta.glob(['./g/*.ts'])",
      "declare module './h' { interface H { x: 1 } }",
    ].join('\n')
    expect(importedNames('x.ts', text)).toEqual(['./a', '../b', './c', './d', './e', './f'])
  })

  it('finds a circle through three folders, and one inside a folder that does not cross', () => {
    write({
      'src/a/one.ts': "import type { Two } from '../b/two'\nexport type One = Two",
      'src/b/two.ts': "export { three } from '../c'\nexport type Two = number",
      'src/c/index.ts': "import type { One } from '../a/one'\nexport const three: One | 3 = 3",
      'src/d/left.ts': "import { right } from './right'\nexport const left = right",
      'src/d/right.ts': "import type { Left } from './types'\nexport const right: Left = 1",
      'src/d/types.ts': "import type { left } from './left'\nexport type Left = typeof left | 1",
      'src/d/alone.test.ts': "import { left } from './left'\nexport const alone = left",
    })
    const graph = importGraph(root, sourceFiles(root, ['src']))
    expect(graph.has('src/d/alone.test.ts')).toBe(false)
    const found = circles(graph)
    expect(found).toContainEqual(['src/a/one.ts', 'src/b/two.ts', 'src/c/index.ts'])
    expect(found).toContainEqual(['src/d/left.ts', 'src/d/right.ts', 'src/d/types.ts'])
    expect(found.filter(crossesFolders)).toEqual([['src/a/one.ts', 'src/b/two.ts', 'src/c/index.ts']])
  })
})
