// `npm start`: builds and opens the desktop app. Where this machine has no Electron binary, say so and point to
// the browser host, which runs the same backend and renderer.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The Electron binary `npx install-electron --no` installed, found by its files. Never `require('electron')`:
 * since Electron 42 that downloads the binary when it is missing (npm no longer does, in a postinstall).
 */
const pkg = join(import.meta.dirname, '..', 'node_modules', 'electron')

function electronBinary() {
  const pathFile = join(pkg, 'path.txt')
  const binary = existsSync(pathFile) ? join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim()) : undefined
  return binary && existsSync(binary) ? binary : undefined
}

if (!electronBinary()) {
  // The first start fetches it, as `npx install-electron --no` would: `npm ci && npm start` still opens the app.
  console.log('Hostdeck: fetching the Electron binary once (npm no longer does it at install)…')
  const fetched = spawnSync(process.execPath, [join(pkg, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  })
  if (fetched.status !== 0)
    console.error(
      `Hostdeck: the download failed: ${
        fetched.stderr
          .trim()
          .split('\n')
          .find((line) => /error/i.test(line)) ?? `exit ${fetched.status}`
      }`,
    )
}
if (!electronBinary()) {
  console.error(
    [
      'Hostdeck: no Electron binary is installed on this machine, and it could not be downloaded.',
      'Install it where downloads are allowed:  npx install-electron --no   (then npm start again)',
      'Or run the same app in your browser:     npm run web -- --open',
    ].join('\n'),
  )
  process.exit(1)
}

const result = spawnSync('npx', ['electron-vite', 'preview'], { stdio: 'inherit', shell: process.platform === 'win32' })
process.exit(result.status ?? 1)
