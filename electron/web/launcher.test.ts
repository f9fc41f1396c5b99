import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { writeLauncher } from './launcher'

describe('the browser launcher page', () => {
  it('carries the key in a private file, never in what is handed to the browser command', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hostdeck-launch-'))
    const url = 'http://127.0.0.1:4321/#key=s3cr3t-"launch"&key'
    const launcher = writeLauncher(dir, url)
    expect(launcher.fileUrl).not.toContain('s3cr3t')
    const file = fileURLToPath(launcher.fileUrl)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const page = await readFile(file, 'utf8')
    expect(page).toContain('content="0; url=http://127.0.0.1:4321/#key=s3cr3t-&#34;launch&#34;&#38;key"')
    launcher.remove()
    await expect(stat(file)).rejects.toThrow()
  })
})
