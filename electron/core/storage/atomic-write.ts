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
  await writeChunksAtomically(path, [content], fs)
}

/**
 * writeFileAtomically for content produced piece by piece (a large cache): each piece is written as it comes,
 * so the whole text never has to sit in memory as one string and one buffer.
 */
export async function writeChunksAtomically(path: string, chunks: Iterable<string> | AsyncIterable<string>, fs: WriteFs = nodeFs as unknown as WriteFs): Promise<void> {
  const temp = join(dirname(path), `${basename(path)}${TEMP_MARK}${randomBytes(6).toString('hex')}`)
  try {
    await fs.mkdir(dirname(path), { recursive: true, mode: 0o700 })
    const handle = await fs.open(temp, 'wx', 0o600)
    let offset = 0
    try {
      for await (const chunk of chunks) {
        const data = Buffer.from(chunk, 'utf8')
        let done = 0
        while (done < data.length) {
          const { bytesWritten } = await handle.write(data, done, data.length - done, offset)
          if (bytesWritten <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
          done += bytesWritten
          offset += bytesWritten
        }
      }
      await handle.sync()
    } finally {
      await handle.close()
    }
    const written = await fs.stat(temp)
    if (written.size !== offset) throw Object.assign(new Error(`wrote ${written.size} of ${offset} bytes`), { code: 'ENOSPC' })
    await fs.rename(temp, path)
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined)
    throw diskError(error, path)
  }
}
