// What a user's Linux system needs from the two packages: the deb installs and loads the AppArmor profile that lets
// Chromium's sandbox create user namespaces (Ubuntu 24.04+), and the AppImage starts with the static runtime (no
// libfuse2) and the sandbox on. check-package.ts gets electron-builder's own fpm arguments, postinst and AppImage
// desktop entry (without fpm or the AppImage tools, which cannot be downloaded here); `--artifacts DIR` reads real
// packages built elsewhere.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appImageRuntimeEnd, appImageRuntimeKind } from './appimage-runtime'
import { checkFusesApplied, type FuseSettings } from './inspect-package'

/** Where the deb puts the app: /opt/<productName>/<executable>. */
export interface LinuxLayout {
  executable: string
  installDir: string
}

export const HOSTDECK_LAYOUT: LinuxLayout = { executable: 'hostdeck', installDir: '/opt/Hostdeck' }

/** The deb's postinst copies the packaged profile into /etc/apparmor.d and loads it. */
export function checkDebPostinst(postinst: string, layout: LinuxLayout): string[] {
  const source = `${layout.installDir}/resources/apparmor-profile`
  const target = `/etc/apparmor.d/${layout.executable}`
  if (!postinst.includes(source) || !postinst.includes(target))
    return [
      `the deb's postinst does not install the AppArmor profile (${source} → ${target}): the app aborts at launch on Ubuntu 24.04+`,
    ]
  if (!/apparmor_parser --replace\b/.test(postinst))
    return [`the deb's postinst copies the AppArmor profile but does not load it (apparmor_parser --replace)`]
  return []
}

/** electron-builder's fpm arguments: the postinst is given, and the app folder lands in the install folder. */
export function checkFpmArgs(args: string[], layout: LinuxLayout): string[] {
  const problems: string[] = []
  if (!args.includes('--after-install')) problems.push('the deb has no postinst (fpm --after-install)')
  if (!args.some((arg) => arg.endsWith(`/=${layout.installDir}`)))
    problems.push(`the deb does not install the app into ${layout.installDir}`)
  return problems
}

/** The profile electron-builder renders: the packaged executable, unconfined, allowed user namespaces. */
export function checkAppArmorProfile(profile: string | undefined, layout: LinuxLayout): string[] {
  if (profile === undefined) return ['resources/apparmor-profile is missing from the Linux app']
  const head = `profile "${layout.executable}" "${layout.installDir}/${layout.executable}"`
  if (!profile.includes(head) || !/^\s*userns,/m.test(profile))
    return [
      `resources/apparmor-profile does not let ${layout.installDir}/${layout.executable} use user namespaces (wants ${head} { userns, … })`,
    ]
  return []
}

/** The AppImage's desktop entry and toolset: the static runtime's, which keeps Chromium's sandbox on. */
export function checkAppImageOptions(desktop: string, toolset: string | null | undefined): string[] {
  const problems: string[] = []
  if (!/^1\.0\.\d+$/.test(toolset ?? ''))
    problems.push(
      `the AppImage is built with the legacy runtime (toolsets.appimage ${toolset ?? 'unset'}, which needs libfuse.so.2): set toolsets.appimage to "1.0.3" in electron-builder.yml`,
    )
  return [...problems, ...checkDesktopSandbox(desktop)]
}

/** The desktop entry starts the app with Chromium's sandbox on (no --no-sandbox, the legacy runtime's workaround). */
function checkDesktopSandbox(desktop: string): string[] {
  const exec = /^Exec=(.*)$/m.exec(desktop)?.[1]
  if (exec === undefined) return ["the AppImage's desktop entry has no Exec line"]
  return /(^|\s)--no-sandbox(\s|$)/.test(exec)
    ? [`the AppImage's desktop entry turns Chromium's sandbox off (Exec=${exec})`]
    : []
}

/** Real packages in a folder (`npm run check:package -- --artifacts dist/`): every .AppImage and .deb in it. */
export async function inspectArtifacts(dir: string, fuses: FuseSettings, layout = HOSTDECK_LAYOUT): Promise<string[]> {
  const files = readdirSync(dir).filter((name) => name.endsWith('.AppImage') || name.endsWith('.deb'))
  if (files.length === 0) return [`no .AppImage or .deb in ${dir}`]
  const problems: string[] = []
  for (const name of files) {
    const file = join(dir, name)
    const found = name.endsWith('.deb')
      ? await inspectDeb(file, fuses, layout)
      : await inspectAppImage(file, fuses, layout)
    problems.push(...found.map((problem) => `${name}: ${problem}`))
  }
  return problems
}

async function inspectDeb(deb: string, fuses: FuseSettings, layout: LinuxLayout): Promise<string[]> {
  const dpkg = (...args: string[]) => execFileSync('dpkg-deb', [...args], { maxBuffer: 1 << 30 })
  const problems = checkDebPostinst(dpkg('--info', deb, 'postinst').toString('utf8'), layout)
  const member = (path: string) => `.${layout.installDir}/${path}`
  const contents = dpkg('--contents', deb).toString('utf8')
  const profile = contents.includes(` ${member('resources/apparmor-profile')}`)
    ? extractFromDeb(deb, member('resources/apparmor-profile')).toString('utf8')
    : undefined
  problems.push(...checkAppArmorProfile(profile, layout))
  problems.push(
    ...(await withTempFile(extractFromDeb(deb, member(layout.executable)), (binary) =>
      checkFusesApplied(binary, fuses),
    )),
  )
  return problems
}

function extractFromDeb(deb: string, member: string): Buffer {
  const tar = spawnSync('dpkg-deb', ['--fsys-tarfile', deb], { maxBuffer: 1 << 30 })
  return execFileSync('tar', ['-xO', member], { input: tar.stdout, maxBuffer: 1 << 30 })
}

async function inspectAppImage(appImage: string, fuses: FuseSettings, layout: LinuxLayout): Promise<string[]> {
  const head = readStart(appImage, 64)
  const end = appImageRuntimeEnd(head)
  if (end === undefined) return ['not an AppImage of type 2 (no ELF runtime marked "AI\\x02")']
  const runtime = readStart(appImage, end + 4)
  const problems: string[] = []
  const kind = appImageRuntimeKind(runtime)
  if (kind !== 'static')
    problems.push(
      `the AppImage's runtime is ${kind === 'legacy-fuse2' ? 'the legacy one, which needs libfuse.so.2' : 'not one known here'}, not the static one: set toolsets.appimage to "1.0.3" in electron-builder.yml`,
    )
  if (runtime.subarray(end, end + 4).toString('latin1') !== 'hsqs')
    return [...problems, `no squashfs image after the runtime (at byte ${end})`]
  if (spawnSync('unsquashfs', ['-help']).error)
    return [
      ...problems,
      "unsquashfs (Debian's squashfs-tools) is needed to read the AppImage's fuses and desktop entry",
    ]
  const out = mkdtempSync(join(tmpdir(), 'hostdeck-appimage-'))
  try {
    const squash = join(out, 'root')
    const listed = spawnSync(
      'unsquashfs',
      ['-o', String(end), '-d', squash, '-no-xattrs', appImage, layout.executable, `${layout.executable}.desktop`],
      { encoding: 'utf8' },
    )
    if (listed.status !== 0) return [...problems, `unsquashfs could not read the AppImage: ${listed.stderr.trim()}`]
    const desktop = join(squash, `${layout.executable}.desktop`)
    if (!existsSync(desktop)) problems.push(`the AppImage has no ${layout.executable}.desktop`)
    else problems.push(...checkDesktopSandbox(readFileSync(desktop, 'utf8')))
    problems.push(...(await checkFusesApplied(join(squash, layout.executable), fuses)))
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return problems
}

function readStart(file: string, bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes)
  const fd = openSync(file, 'r')
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0))
  } finally {
    closeSync(fd)
  }
}

async function withTempFile<T>(bytes: Buffer, use: (path: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'hostdeck-binary-'))
  try {
    const path = join(dir, 'binary')
    writeFileSync(path, bytes)
    return await use(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
