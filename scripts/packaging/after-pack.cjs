// electron-builder afterPack hook: flips the Electron fuses (scripts/packaging/fuses.json) in the packaged
// binary, after the app is assembled and before it is signed. electron-builder 25 has no `electronFuses`
// option; this is what electron-builder 26 does with it.
/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads its hooks with require() */
const { join } = require('node:path')
const { flipFuses, FuseVersion, FuseV1Options } = require('@electron/fuses')
const settings = require('./fuses.json')

/** The Electron executable (or, on macOS, the .app) inside the packaged folder. */
function electronExecutable(context) {
  const { appOutDir, electronPlatformName, packager } = context
  const name = packager.appInfo.productFilename
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas') return join(appOutDir, `${name}.app`)
  if (electronPlatformName === 'win32') return join(appOutDir, `${name}.exe`)
  return join(appOutDir, packager.executableName)
}

/** fuses.json's names → @electron/fuses' FuseV1 configuration; an unknown name is an error, not a no-op. */
function fuseConfig(resetAdHocDarwinSignature) {
  const config = { version: FuseVersion.V1, resetAdHocDarwinSignature }
  for (const [name, on] of Object.entries(settings)) {
    if (!(name in FuseV1Options)) throw new Error(`fuses.json: unknown Electron fuse "${name}"`)
    config[FuseV1Options[name]] = on
  }
  return config
}

async function afterPack(context) {
  const executable = electronExecutable(context)
  // Arch.arm64 is 3: an arm64 macOS binary must be ad-hoc signed again after its bytes change.
  await flipFuses(executable, fuseConfig(context.electronPlatformName === 'darwin' && context.arch === 3))
  console.log(`  • electron fuses set  ${Object.entries(settings).map(([k, v]) => `${k}=${v ? 'on' : 'off'}`).join(' ')}`)
}

module.exports = afterPack
module.exports.default = afterPack
module.exports.electronExecutable = electronExecutable
module.exports.fuseConfig = fuseConfig
