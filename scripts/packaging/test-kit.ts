// Crafted Linux package pieces for the packaging tests: AppImage runtimes (ELF64 files laid out as the real ones
// are, down to what appImageRuntimeKind reads) and electron-builder's own deb templates, rendered for Hostdeck.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface CraftedRuntime {
  /** A PT_INTERP program header naming ld-linux, as a dynamically linked runtime has. */
  interpreter: boolean
  /** Section names besides the null one and .shstrtab. */
  sections: string[]
  /** Bytes the runtime carries in its data (e.g. the name of the library it loads). */
  data?: string
  /** "AI\x02" in e_ident's padding (default true). */
  appImageMagic?: boolean
}

/** An ELF64 runtime followed by the start of a squashfs image ("hsqs"), as an AppImage file begins. */
export function craftAppImageRuntime(runtime: CraftedRuntime, squashfs: Buffer = Buffer.from('hsqs')): Buffer {
  const names = ['', ...runtime.sections, '.shstrtab']
  const strtab = Buffer.from(names.map((name) => `${name}\0`).join(''))
  const interp = Buffer.from('/lib64/ld-linux-x86-64.so.2\0')
  const programs = runtime.interpreter ? [3, 1] : [1] // PT_INTERP, PT_LOAD
  const phoff = 0x40
  const dataAt = phoff + programs.length * 56
  const data = Buffer.concat([interp, Buffer.from(runtime.data ?? ''), strtab])
  const strtabAt = dataAt + data.length - strtab.length
  const shoff = dataAt + data.length
  const file = Buffer.alloc(shoff + names.length * 64)
  file.writeUInt32BE(0x7f454c46, 0)
  file.set([2, 1, 1], 4) // 64-bit, little-endian, version 1
  if (runtime.appImageMagic !== false) file.write('AI\x02', 8, 'latin1')
  file.writeUInt16LE(3, 0x10) // ET_DYN
  file.writeUInt16LE(0x3e, 0x12) // x86-64
  file.writeUInt32LE(1, 0x14)
  file.writeBigUInt64LE(BigInt(phoff), 0x20)
  file.writeBigUInt64LE(BigInt(shoff), 0x28)
  file.writeUInt16LE(0x40, 0x34)
  file.writeUInt16LE(56, 0x36)
  file.writeUInt16LE(programs.length, 0x38)
  file.writeUInt16LE(64, 0x3a)
  file.writeUInt16LE(names.length, 0x3c)
  file.writeUInt16LE(names.length - 1, 0x3e)
  programs.forEach((type, i) => {
    const at = phoff + i * 56
    file.writeUInt32LE(type, at)
    if (type === 3) {
      file.writeBigUInt64LE(BigInt(dataAt), at + 8)
      file.writeBigUInt64LE(BigInt(interp.length), at + 32)
    }
  })
  data.copy(file, dataAt)
  let nameAt = 0
  names.forEach((name, i) => {
    const at = shoff + i * 64
    file.writeUInt32LE(nameAt, at)
    nameAt += Buffer.byteLength(name) + 1
    if (i === names.length - 1) {
      file.writeUInt32LE(3, at + 4) // SHT_STRTAB
      file.writeBigUInt64LE(BigInt(strtabAt), at + 0x18)
      file.writeBigUInt64LE(BigInt(strtab.length), at + 0x20)
    } else if (i > 0) file.writeUInt32LE(1, at + 4) // SHT_PROGBITS
  })
  return Buffer.concat([file, squashfs])
}

/** type2-runtime's: static-pie, no interpreter, a `.static` section holding "static". */
export const STATIC_RUNTIME: CraftedRuntime = {
  interpreter: false,
  sections: ['.text', '.data', '.static'],
  data: 'static\0',
}
/** AppImageKit's: dynamically linked, dlopen()s libfuse.so.2. */
export const LEGACY_RUNTIME: CraftedRuntime = {
  interpreter: true,
  sections: ['.text', '.data'],
  data: 'libfuse.so.2\0dlopen(): error loading libfuse.so.2\0',
}

/** One of electron-builder's Linux templates (after-install.tpl, apparmor-profile.tpl) rendered for Hostdeck. */
export function renderedTemplate(name: string): string {
  const template = readFileSync(
    join(__dirname, '..', '..', 'node_modules', 'app-builder-lib', 'templates', 'linux', name),
    'utf8',
  )
  return template.replaceAll('${executable}', 'hostdeck').replaceAll('${sanitizedProductName}', 'Hostdeck')
}

/** A postinst as electron-builder 25 wrote it: the same template, without the AppArmor part. */
export function postinstWithoutAppArmor(): string {
  const postinst = renderedTemplate('after-install.tpl')
  return postinst.slice(0, postinst.indexOf('# Install apparmor profile'))
}
