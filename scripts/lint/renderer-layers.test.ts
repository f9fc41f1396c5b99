import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

// The layering rules of eslint.config.mjs, run on a few lines as if they were written in the renderer's layers.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<Array<{ rule: string | null; severity: number }>> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, severity: m.severity }))
}

const restricted = (severity: number) => ({ rule: 'no-restricted-imports', severity })

describe('renderer layers', () => {
  it('fails a store that imports a component', async () => {
    const code = "import DataList from '../components/kit/tables/DataList.vue'\nexport const list = DataList\n"
    expect(await problems('renderer/src/stores/fixture.ts', code)).toContainEqual(restricted(2))
  }, 60_000)

  it('fails a store that imports a component module, and a composable or a resource view that does', async () => {
    const code = "import { openRows } from '../components/sidebar/tree-model'\nexport const rows = openRows\n"
    expect(await problems('renderer/src/stores/fixture.ts', code)).toContainEqual(restricted(2))
    expect(await problems('renderer/src/composables/useFixture.ts', code)).toContainEqual(restricted(2))
    expect(await problems('renderer/src/resources/fixture.ts', code)).toContainEqual(restricted(2))
  }, 60_000)

  it('fails a resource view that reads a store, and lets a store read the resource views', async () => {
    const store = "import { useSessionStore } from '../stores/session'\nexport const use = useSessionStore\n"
    expect(await problems('renderer/src/resources/fixture.ts', store)).toContainEqual(restricted(2))
    const views = "import { allViews } from '../resources'\nexport const views = allViews\n"
    expect(await problems('renderer/src/stores/fixture.ts', views)).toEqual([])
  }, 60_000)

  it('fails a UI kit part, in any of its folders, that reads a store', async () => {
    const code = "import { useSessionStore } from '../../../stores/session'\nexport const use = useSessionStore\n"
    for (const role of ['buttons', 'forms', 'tables'])
      expect(await problems(`renderer/src/components/kit/${role}/fixture.ts`, code), role).toContainEqual(restricted(2))
  }, 60_000)

  it('lets a component import a store', async () => {
    const code = "import { useSessionStore } from '../../stores/session'\nexport const use = useSessionStore\n"
    expect(await problems('renderer/src/components/servers/fixture.ts', code)).toEqual([])
  }, 60_000)
})
