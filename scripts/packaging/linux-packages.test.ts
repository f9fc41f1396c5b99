import { execFileSync } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFuseSettings } from './inspect-package'
import {
  HOSTDECK_LAYOUT,
  checkAppArmorProfile,
  checkAppImageOptions,
  checkDebPostinst,
  checkFpmArgs,
  inspectArtifacts,
} from './linux-packages'
import { createStandInElectron } from './stand-in-electron'
import {
  LEGACY_RUNTIME,
  STATIC_RUNTIME,
  craftAppImageRuntime,
  postinstWithoutAppArmor,
  renderedTemplate,
} from './test-kit'

const fuses = readFuseSettings(join(__dirname, '..', '..'))

let work: string
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'hostdeck-linux-packages-'))
})
afterEach(async () => {
  await rm(work, { recursive: true, force: true })
})

describe("the deb's postinst", () => {
  it("passes electron-builder 26's: it copies the profile to /etc/apparmor.d/hostdeck and loads it", () => {
    expect(checkDebPostinst(renderedTemplate('after-install.tpl'), HOSTDECK_LAYOUT)).toEqual([])
  })

  it('fails without the AppArmor lines', () => {
    expect(checkDebPostinst(postinstWithoutAppArmor(), HOSTDECK_LAYOUT)).toEqual([
      "the deb's postinst does not install the AppArmor profile (/opt/Hostdeck/resources/apparmor-profile → /etc/apparmor.d/hostdeck): the app aborts at launch on Ubuntu 24.04+",
    ])
  })

  it('fails when it copies the profile without loading it', () => {
    const postinst = renderedTemplate('after-install.tpl').replace('apparmor_parser --replace', 'true')
    expect(checkDebPostinst(postinst, HOSTDECK_LAYOUT)).toEqual([expect.stringContaining('does not load it')])
  })

  it("takes fpm's arguments: a postinst, and the app folder installed into /opt/Hostdeck", () => {
    expect(
      checkFpmArgs(['--after-install', '/tmp/t/postinst', '/tmp/dist/linux-unpacked/=/opt/Hostdeck'], HOSTDECK_LAYOUT),
    ).toEqual([])
    expect(checkFpmArgs(['/tmp/dist/linux-unpacked/=/opt/hostdeck'], HOSTDECK_LAYOUT)).toEqual([
      'the deb has no postinst (fpm --after-install)',
      'the deb does not install the app into /opt/Hostdeck',
    ])
  })
})

describe('the AppArmor profile', () => {
  it("passes electron-builder's, and fails one for another program or none", () => {
    expect(checkAppArmorProfile(renderedTemplate('apparmor-profile.tpl'), HOSTDECK_LAYOUT)).toEqual([])
    expect(
      checkAppArmorProfile('profile "other" "/opt/Other/other" flags=(unconfined) {\n  userns,\n}', HOSTDECK_LAYOUT),
    ).toEqual([expect.stringContaining('does not let /opt/Hostdeck/hostdeck use user namespaces')])
    expect(checkAppArmorProfile(undefined, HOSTDECK_LAYOUT)).toEqual([
      'resources/apparmor-profile is missing from the Linux app',
    ])
  })
})

describe("the AppImage's options", () => {
  it('pass with a static toolset and the sandbox on', () => {
    expect(checkAppImageOptions('[Desktop Entry]\nName=Hostdeck\nExec=AppRun %U\n', '1.0.3')).toEqual([])
  })

  it('fail with the legacy toolset and its --no-sandbox', () => {
    expect(checkAppImageOptions('[Desktop Entry]\nExec=AppRun --no-sandbox %U\n', '0.0.0')).toEqual([
      'the AppImage is built with the legacy runtime (toolsets.appimage 0.0.0, which needs libfuse.so.2): set toolsets.appimage to "1.0.3" in electron-builder.yml',
      "the AppImage's desktop entry turns Chromium's sandbox off (Exec=AppRun --no-sandbox %U)",
    ])
    expect(checkAppImageOptions('[Desktop Entry]\nExec=AppRun %U\n', undefined)).toEqual([
      expect.stringContaining('toolsets.appimage unset'),
    ])
  })
})

/** The packaged executable: the stand-in Electron with the fuses flipped as electron-builder.yml says. */
async function packagedExecutable(): Promise<string> {
  await createStandInElectron(join(work, 'electron'), '45.0.0')
  const binary = join(work, 'electron', 'electron')
  const config: Record<string, unknown> = { version: FuseVersion.V1 }
  for (const [name, on] of Object.entries(fuses)) config[FuseV1Options[name as keyof typeof FuseV1Options]] = on
  await flipFuses(binary, config as Parameters<typeof flipFuses>[1])
  return binary
}

/** A .deb laid out as electron-builder's: the app in /opt/Hostdeck, the given postinst. */
async function craftDeb(postinst: string): Promise<void> {
  const root = join(work, 'deb')
  const files: Record<string, string | Buffer> = {
    'DEBIAN/control':
      'Package: hostdeck\nVersion: 0.1.0\nArchitecture: amd64\nMaintainer: test <t@example.org>\nDescription: test\n',
    'DEBIAN/postinst': postinst,
    'opt/Hostdeck/resources/apparmor-profile': renderedTemplate('apparmor-profile.tpl'),
    'opt/Hostdeck/hostdeck': await readFile(await packagedExecutable()),
  }
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), content)
  }
  await chmod(join(root, 'DEBIAN', 'postinst'), 0o755)
  await mkdir(join(work, 'dist'), { recursive: true })
  execFileSync('dpkg-deb', ['--root-owner-group', '--build', root, join(work, 'dist', 'hostdeck_0.1.0_amd64.deb')], {
    stdio: 'ignore',
  })
}

/** An .AppImage: the runtime, then a squashfs image holding the executable and its desktop entry. */
async function craftAppImage(runtime: typeof STATIC_RUNTIME, exec = 'AppRun %U'): Promise<void> {
  const root = join(work, 'appdir')
  await mkdir(root, { recursive: true })
  await copyFile(await packagedExecutable(), join(root, 'hostdeck'))
  await writeFile(join(root, 'hostdeck.desktop'), `[Desktop Entry]\nName=Hostdeck\nExec=${exec}\n`)
  execFileSync('mksquashfs', [root, join(work, 'image.squashfs'), '-quiet', '-no-progress', '-all-root'], {
    stdio: 'ignore',
  })
  await mkdir(join(work, 'dist'), { recursive: true })
  await writeFile(
    join(work, 'dist', 'Hostdeck-0.1.0-x86_64.AppImage'),
    craftAppImageRuntime(runtime, await readFile(join(work, 'image.squashfs'))),
  )
}

describe('real packages (--artifacts)', () => {
  it('pass: a deb that installs the AppArmor profile and an AppImage on the static runtime, both with the fuses set', async () => {
    await craftDeb(renderedTemplate('after-install.tpl'))
    await craftAppImage(STATIC_RUNTIME)
    expect(await inspectArtifacts(join(work, 'dist'), fuses)).toEqual([])
  })

  it('fail: a deb without the AppArmor lines, an AppImage on the legacy runtime with --no-sandbox', async () => {
    await craftDeb(postinstWithoutAppArmor())
    await craftAppImage(LEGACY_RUNTIME, 'AppRun --no-sandbox %U')
    expect(await inspectArtifacts(join(work, 'dist'), fuses)).toEqual([
      `Hostdeck-0.1.0-x86_64.AppImage: the AppImage's runtime is the legacy one, which needs libfuse.so.2, not the static one: set toolsets.appimage to "1.0.3" in electron-builder.yml`,
      "Hostdeck-0.1.0-x86_64.AppImage: the AppImage's desktop entry turns Chromium's sandbox off (Exec=AppRun --no-sandbox %U)",
      "hostdeck_0.1.0_amd64.deb: the deb's postinst does not install the AppArmor profile (/opt/Hostdeck/resources/apparmor-profile → /etc/apparmor.d/hostdeck): the app aborts at launch on Ubuntu 24.04+",
    ])
  })

  it('fail when the packed binary has a fuse in the wrong position', async () => {
    await craftDeb(renderedTemplate('after-install.tpl'))
    expect(await inspectArtifacts(join(work, 'dist'), { ...fuses, RunAsNode: true })).toEqual([
      expect.stringMatching(/^hostdeck_0\.1\.0_amd64\.deb: fuse RunAsNode is not on in /),
    ])
  })

  it('fail when the folder holds no package', async () => {
    await mkdir(join(work, 'dist'))
    expect(await inspectArtifacts(join(work, 'dist'), fuses)).toEqual([`no .AppImage or .deb in ${join(work, 'dist')}`])
  })
})
