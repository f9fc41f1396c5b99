// Which runtime an AppImage starts with, read from the ELF file the AppImage begins with (the runtime; the app's
// squashfs image follows it). The static one (type2-runtime: FUSE 3 built in, no interpreter, an ELF section named
// `.static`) starts on any current distribution; the legacy one (AppImageKit's, dynamically linked) loads
// libfuse.so.2, which Ubuntu 24.04+, Debian 13 and Fedora 44 no longer install.

export type AppImageRuntimeKind = 'static' | 'legacy-fuse2' | 'unknown'

const PT_INTERP = 3

/** Where the runtime ends and the squashfs image begins: the end of the ELF section headers. */
export function appImageRuntimeEnd(file: Buffer): number | undefined {
  if (!isElf64AppImage(file)) return undefined
  return Number(file.readBigUInt64LE(0x28)) + file.readUInt16LE(0x3c) * file.readUInt16LE(0x3a)
}

/** The runtime of an AppImage, given at least its runtime's bytes (appImageRuntimeEnd). */
export function appImageRuntimeKind(file: Buffer): AppImageRuntimeKind {
  const end = appImageRuntimeEnd(file)
  if (end === undefined || end > file.length) return 'unknown'
  const runtime = file.subarray(0, end)
  const interpreted = programHeaderTypes(runtime).includes(PT_INTERP)
  if (!interpreted && sectionNames(runtime).includes('.static')) return 'static'
  if (interpreted && runtime.includes('libfuse.so.2')) return 'legacy-fuse2'
  return 'unknown'
}

/** A little-endian ELF64 file marked as an AppImage of type 2 ("AI\x02" in e_ident's padding). */
function isElf64AppImage(file: Buffer): boolean {
  return (
    file.length >= 0x40 &&
    file.readUInt32BE(0) === 0x7f454c46 &&
    file[4] === 2 &&
    file[5] === 1 &&
    file.subarray(8, 11).toString('latin1') === 'AI\x02'
  )
}

function programHeaderTypes(elf: Buffer): number[] {
  const offset = Number(elf.readBigUInt64LE(0x20))
  const size = elf.readUInt16LE(0x36)
  const count = elf.readUInt16LE(0x38)
  const types: number[] = []
  for (let i = 0; i < count && offset + (i + 1) * size <= elf.length; i++)
    types.push(elf.readUInt32LE(offset + i * size))
  return types
}

function sectionNames(elf: Buffer): string[] {
  const offset = Number(elf.readBigUInt64LE(0x28))
  const size = elf.readUInt16LE(0x3a)
  const count = elf.readUInt16LE(0x3c)
  const namesIndex = elf.readUInt16LE(0x3e)
  if (namesIndex >= count || offset + count * size > elf.length) return []
  const strtab = offset + namesIndex * size
  const namesAt = Number(elf.readBigUInt64LE(strtab + 0x18))
  const namesEnd = namesAt + Number(elf.readBigUInt64LE(strtab + 0x20))
  if (namesEnd > elf.length) return []
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const start = namesAt + elf.readUInt32LE(offset + i * size)
    if (start >= namesEnd) continue
    const stop = elf.indexOf(0, start)
    names.push(elf.subarray(start, stop < 0 || stop > namesEnd ? namesEnd : stop).toString('latin1'))
  }
  return names
}
