import { randomBytes } from 'node:crypto'
import { promises as nodeFs } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { diskError } from './disk-errors'

/** The few file operations a safe write needs; tests pass one that fills up or fails mid-write. */
export interface WriteFs {
  mkdir(path: string, options: { recursive: true; mode: number }): Promise<unknown>
  open(path: string, flags: 'wx', mode: number): Promise<{
    write(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesWritten: number }>
    sync(): Promise<void>
    close(): Promise<void>
  }>
  stat(path: string): Promise<{ size: number }>
  rename(from: string, to: string): Promise<void>
  rm(path: string, options: { force: true }): Promise<void>
}

export const TEMP_MARK = '.tmp-'

/**
 * Writes a file so that a reader only ever sees the old content or the whole new one: every byte is written
 * (short writes loop), flushed to disk, checked by size, then renamed over the old file. On any error the
 * temporary file is removed, the old file is untouched, and the error says what to do (a full disk, no rights).
 */
export async function writeFileAtomically(path: string, content: string, fs: WriteFs = nodeFs as unknown as WriteFs): Promise<void> {
  const data = Buffer.from(content, 'utf8')
  const temp = join(dirname(path), `${basename(path)}${TEMP_MARK}${randomBytes(6).toString('hex')}`)
  try {
    await fs.mkdir(dirname(path), { recursive: true, mode: 0o700 })
    const handle = await fs.open(temp, 'wx', 0o600)
    try {
      let offset = 0
      while (offset < data.length) {
        const { bytesWritten } = await handle.write(data, offset, data.length - offset, offset)
        if (bytesWritten <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
        offset += bytesWritten
      }
      await handle.sync()
    } finally {
      await handle.close()
    }
    const written = await fs.stat(temp)
    if (written.size !== data.length) throw Object.assign(new Error(`wrote ${written.size} of ${data.length} bytes`), { code: 'ENOSPC' })
    await fs.rename(temp, path)
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined)
    throw diskError(error, path)
  }
}
