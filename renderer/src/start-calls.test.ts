import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const source = (file: string) => readFileSync(join(__dirname, file), 'utf8')
const imports = (text: string) => [...text.matchAll(/^import\s.*?from\s+'([^']+)'/gm)].map((m) => m[1])

describe('the start-up calls', () => {
  it('are the first thing main.ts evaluates, so they leave before the rest of the code runs', () => {
    expect(imports(source('main.ts'))[0]).toBe('./start-calls')
  })

  it('need only the bridge to leave (nothing that is slow to evaluate comes before them)', () => {
    expect(imports(source('start-calls.ts'))).toEqual(['./api/client'])
    for (const name of imports(source('api/client.ts'))) expect(name).not.toMatch(/^(vue|pinia|naive-ui|zod)/)
  })
})
