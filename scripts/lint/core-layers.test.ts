import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

// The core's layering rules of eslint.config.mjs (CORE_LAYERS), run on a line as if it were written in a core file.
const eslint = new ESLint({ cwd: process.cwd() })

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const importing = (from: string) => `import type { Thing } from '${from}'\nexport type Kept = Thing\n`

describe('core layers', () => {
  it('fails any core file but the tests’ host that imports the composition root', async () => {
    for (const [file, from] of [
      ['electron/core/handlers/fixture.ts', '../backend'],
      ['electron/core/journal/operations/fixture.ts', '../../backend'],
      ['electron/core/ports-fixture.ts', './backend'],
      ['electron/core/session/fixture.test.ts', '../backend'],
    ] as const) {
      expect(await messages(file, importing(from)), file).toEqual([
        expect.stringMatching(/core\/backend\.ts is the composition root: only the hosts import it/),
      ])
    }
    expect(await messages('electron/core/test-kit.ts', importing('./backend'))).toEqual([])
  }, 60_000)

  it('fails a core file that imports a layer above its own', async () => {
    const climbs = [
      ['electron/core/session/fixture.ts', '../handlers/handler-context', 'the services must not import the handlers'],
      [
        'electron/core/tasks/sources/fixture.ts',
        '../../compose/services',
        'the services must not import the composition',
      ],
      [
        'electron/core/api/resources/fixture.ts',
        '../../accounts/account-service',
        'the API client must not import the services',
      ],
      ['electron/core/files/fixture.ts', '../api', 'the base must not import the API client'],
      ['electron/core/ports.ts', './journal/journal', 'the base must not import the services'],
      [
        'electron/core/handlers/fixture.ts',
        '../compose/handler-context',
        'the handlers must not import the composition',
      ],
    ] as const
    for (const [file, from, words] of climbs)
      expect(await messages(file, importing(from)), file).toEqual([expect.stringContaining(words)])
  }, 60_000)

  it('lets a layer import its own and those below, and the hosts import the composition root', async () => {
    expect(await messages('electron/core/handlers/fixture.ts', importing('../accounts/account-service'))).toEqual([])
    expect(await messages('electron/core/session/fixture.ts', importing('../../shared/dns/names'))).toEqual([])
    expect(await messages('electron/core/api/resources/fixture.ts', importing('../../../shared/channels/dns'))).toEqual(
      [],
    )
    expect(await messages('electron/core/compose/fixture.ts', importing('../handlers'))).toEqual([])
    expect(await messages('electron/main/fixture.ts', importing('../core/backend'))).toEqual([])
  }, 60_000)
})
