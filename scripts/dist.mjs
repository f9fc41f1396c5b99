// `npm run dist`: builds the app and packages it for this system with electron-builder (electron-builder.yml):
// AppImage + deb on Linux, an NSIS installer on Windows, a dmg on macOS, written to dist/. Extra arguments go
// to electron-builder (e.g. `npm run dist -- --linux deb`). electron-builder needs an Electron distribution:
// the one `npx install-electron --no` put in node_modules/electron/dist, its download cache, or a download; where
// none can be had it says what to do instead of failing obscurely. The deb needs the project's public address
// (its Homepage field), which the project does not have yet: HOSTDECK_HOMEPAGE gives it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const run = (args) =>
  spawnSync(npx, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' }).status ?? 1

const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')).version
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const installedDist = join(root, 'node_modules', 'electron', 'dist')
const cacheDir =
  process.env.ELECTRON_CACHE ??
  (process.platform === 'darwin'
    ? join(homedir(), 'Library', 'Caches', 'electron')
    : process.platform === 'win32'
      ? join(process.env.LOCALAPPDATA ?? homedir(), 'electron', 'Cache')
      : join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'electron'))
const zip = `electron-v${electronVersion}-${process.platform}-${process.arch}.zip`
const userArgs = process.argv.slice(2)
const givenDist = userArgs.some((a) => a.startsWith('-c.electronDist') || a.startsWith('--config.electronDist'))

if (run(['electron-vite', 'build']) !== 0) process.exit(1)

const args = ['electron-builder', '--publish', 'never', ...userArgs]
// The binary installed for `npm start` is the same Electron: package it instead of downloading it again.
if (!givenDist && existsSync(installedDist)) args.push(`-c.electronDist=${installedDist}`)
const homepage = process.env.HOSTDECK_HOMEPAGE
if (homepage) args.push(`-c.extraMetadata.homepage=${homepage}`)
const status = run(args)
if (status !== 0) {
  const offline = !givenDist && !existsSync(installedDist) && !existsSync(join(cacheDir, zip))
  console.error(
    [
      '',
      'Hostdeck: the package could not be built.',
      ...(offline
        ? [
            `No Electron ${electronVersion} distribution is available on this machine (node_modules/electron/dist is missing,`,
            `no ${zip} in ${cacheDir}) and electron-builder could not download one. Either:`,
            '  - where downloads are allowed: npx install-electron --no   (then npm run dist again), or',
            `  - copy ${zip} from https://github.com/electron/electron/releases into ${cacheDir}, or`,
            '  - point at an unpacked Electron folder:  npm run dist -- -c.electronDist=/path/to/electron',
            'Installers for another system are built on that system (a dmg needs macOS).',
            'What can be checked without Electron runs here:  npm run check:package',
          ]
        : ["See electron-builder's message above."]),
      ...(process.platform === 'linux' && !homepage && !pkg.homepage
        ? [
            "A deb needs the project's public address (its Homepage), which package.json does not give:",
            '  HOSTDECK_HOMEPAGE=https://… npm run dist   (or build the AppImage alone: npm run dist -- --linux AppImage)',
          ]
        : []),
    ].join('\n'),
  )
}
process.exit(status)
