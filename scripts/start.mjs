// `npm start`: builds and opens the desktop app. Where npm could not install the Electron binary, say so and
// point to the browser host, which runs the same backend and renderer.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

function electronBinary() {
  try {
    const path = createRequire(import.meta.url)('electron')
    return typeof path === 'string' && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

if (!electronBinary()) {
  console.error(
    [
      'Hostdeck: no Electron binary is installed on this machine (npm skipped or could not download it).',
      'Run the same app in your browser instead:  npm run web -- --open',
      'Or reinstall Electron where downloads are allowed:  npm rebuild electron',
    ].join('\n'),
  )
  process.exit(1)
}

const result = spawnSync('npx', ['electron-vite', 'preview'], { stdio: 'inherit', shell: process.platform === 'win32' })
process.exit(result.status ?? 1)
