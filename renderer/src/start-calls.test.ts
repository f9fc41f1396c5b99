import { describe, expect, it } from 'vitest'
import clientSource from './api/client.ts?raw'
import bootSource from './boot.ts?raw'
import mainSource from './main.ts?raw'
import startCallsSource from './start-calls.ts?raw'

const imports = (text: string) => [...text.matchAll(/^import\s.*?from\s+'([^']+)'/gm)].map((m) => m[1])

describe('the start-up calls', () => {
  it('are the first thing main.ts evaluates, so they leave before the rest of the code runs', () => {
    expect(imports(mainSource)[0]).toBe('./start-calls')
  })

  it("leave from the page's first module, before the app's code is evaluated: boot.ts imports the app only later", () => {
    expect(imports(bootSource)).toEqual([])
    expect([...bootSource.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1])).toEqual(['./start-calls'])
    expect(bootSource).toMatch(/import\('\.\/main'\)/)
  })

  it('need only the bridge to leave (nothing that is slow to evaluate comes before them)', () => {
    expect(imports(startCallsSource)).toEqual(['./api/client'])
    for (const name of imports(clientSource)) expect(name).not.toMatch(/^(vue|pinia|naive-ui|zod)/)
  })
})
