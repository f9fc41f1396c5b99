import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createStaticFiles } from './static-files'

describe("the browser host's built files", () => {
  it('are read once and served from memory, hashed assets marked as never changing, a missing one asked again', async () => {
    const root = await mkdtemp(join(tmpdir(), 'hostdeck-static-'))
    try {
      await mkdir(join(root, 'assets'))
      await writeFile(join(root, 'assets', 'app-B6I5VIFa.js'), 'export {}')
      await writeFile(join(root, 'logo.svg'), '<svg/>')
      const get = createStaticFiles(root)
      const script = await get('/assets/app-B6I5VIFa.js')
      expect(script).toMatchObject({ type: 'text/javascript; charset=utf-8', immutable: true })
      expect(script!.body.toString()).toBe('export {}')
      // Changed on disk after it was read: the kept copy is what is served (a build does not change under a host).
      await writeFile(join(root, 'assets', 'app-B6I5VIFa.js'), 'changed')
      expect((await get('/assets/app-B6I5VIFa.js'))!.body.toString()).toBe('export {}')
      expect(await get('/logo.svg')).toMatchObject({ type: 'image/svg+xml', immutable: false })
      expect(await get('/assets')).toBeNull()
      expect(await get('/later.js')).toBeNull()
      await writeFile(join(root, 'later.js'), 'late')
      expect((await get('/later.js'))!.body.toString()).toBe('late')
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
