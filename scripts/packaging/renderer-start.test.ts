import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BOOT_BUDGET, bootFiles, checkRendererStart, prePaintFiles } from './renderer-start'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function renderer(files: Record<string, string>, html?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hostdeck-renderer-start-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'assets'))
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), code)
  const scripts = Object.keys(files).filter((f) => !f.startsWith('lazy'))
  writeFileSync(
    join(dir, 'index.html'),
    html ??
      `<script type="module" crossorigin src="./assets/${scripts[0]}"></script>\n${scripts
        .slice(1)
        .map((f) => `<link rel="modulepreload" crossorigin href="./assets/${f}">`)
        .join('\n')}\n<link rel="stylesheet" href="./assets/index.css">`,
  )
  return dir
}

describe('the code parsed before the first paint', () => {
  it('is the entry script and the preloaded modules, not styles or lazy chunks', () => {
    const html =
      '<script type="module" src="./assets/index-A.js"></script><link rel="modulepreload" href="./assets/vue-B.js"><link rel="stylesheet" href="./assets/index-C.css">'
    expect(prePaintFiles(html)).toEqual(['assets/index-A.js', 'assets/vue-B.js'])
  })

  it('passes within the budget and without zod or the message compiler', () => {
    const first = `call('session:get')`.padEnd(600)
    const dir = renderer({ 'index.js': first, 'vue.js': 'y'.repeat(300), 'lazy-form.js': 'new $ZodType()' })
    expect(checkRendererStart(dir, 1000)).toEqual({
      files: ['assets/index.js', 'assets/vue.js'],
      bytes: 900,
      problems: [],
    })
  })

  it('fails over the budget', () => {
    const dir = renderer({ 'index.js': `call('session:get')`.padEnd(600), 'vue.js': 'y'.repeat(500) })
    expect(checkRendererStart(dir, 1000).problems).toEqual([expect.stringContaining('over its budget')])
  })

  it('fails when zod or the message compiler is parsed before the paint', () => {
    const dir = renderer({
      'index.js': 'call(`session:get`);const a = $constructor("$ZodType", init)',
      'i18n.js': 'var q=`tokenizer`;',
    })
    const { problems } = checkRendererStart(dir, 10_000)
    expect(problems).toEqual([
      expect.stringMatching(/^zod is in assets\/index\.js/),
      expect.stringMatching(/^vue-i18n's message compiler is in assets\/i18n\.js/),
    ])
  })

  it("fails when naive-ui's layout, input or popover is parsed before the paint (the frame draws its own)", () => {
    const dir = renderer({
      'index.js': 'call(`session:get`);U(`layout-sider`,[K(`border`)])',
      'input.js': 'class:[`${e}-input__input-el`,this.inputClass]',
      'popover.js': 'N(`[v-placement="top"] >`,[U(`popover-shared`,[])])',
      'lazy-naive.js': 'U(`layout-sider`);class:`${e}-input__input-el`;U(`popover-shared`)',
    })
    expect(checkRendererStart(dir, 10_000).problems).toEqual([
      expect.stringMatching(/^naive-ui's layout is in assets\/index\.js/),
      expect.stringMatching(/^naive-ui's input is in assets\/input\.js/),
      expect.stringMatching(/^naive-ui's popover is in assets\/popover\.js/),
    ])
  })

  it('fails when index.html loads no script', () => {
    expect(checkRendererStart(renderer({ 'lazy.js': '' }, '<html></html>'), 1000).problems).toEqual([
      'index.html loads no script from assets/',
    ])
  })
})

describe("the page's first script", () => {
  const boot = `import{t as e}from"./boot-B.js";e(()=>import(\`./app-C.js\`),__vite__mapDeps([0,1]))`
  const sends = 'const E={session:w(`session:get`)}'

  it('is the entry and what it imports at once, not what it imports later', () => {
    const dir = renderer({
      'index-A.js': boot,
      'boot-B.js': `import"./util-D.js";${sends}`,
      'util-D.js': '',
      'app-C.js': '',
    })
    expect(bootFiles(dir, `<script type="module" src="./assets/index-A.js"></script>`)).toEqual([
      'assets/index-A.js',
      'assets/boot-B.js',
      'assets/util-D.js',
    ])
  })

  it('passes when it is small and sends the start-up calls', () => {
    const dir = renderer({ 'index-A.js': boot, 'boot-B.js': sends, 'app-C.js': 'z'.repeat(BOOT_BUDGET * 2) })
    expect(checkRendererStart(dir, BOOT_BUDGET * 4).problems).toEqual([])
  })

  it('fails when the start-up calls wait for the app', () => {
    const dir = renderer({ 'index-A.js': boot, 'boot-B.js': '', 'app-C.js': sends })
    expect(checkRendererStart(dir, BOOT_BUDGET * 4).problems).toEqual([
      expect.stringContaining('does not send session:get'),
    ])
  })

  it('fails when the app is imported at once', () => {
    const dir = renderer({ 'index-A.js': `import"./app-C.js";${sends}`, 'app-C.js': 'z'.repeat(BOOT_BUDGET) })
    expect(checkRendererStart(dir, BOOT_BUDGET * 4).problems).toEqual([expect.stringContaining('over 16 KiB')])
  })
})
