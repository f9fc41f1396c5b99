import { randomBytes } from 'node:crypto'
import { promises as nodeFs } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { diskError } from './disk-errors'

/** The few file operations a safe write needs; tests pass one that fills up or fails mid-write. */
export interface WriteFs {
  mkdir(path: string, options: { recursive: true; mode: number }): Promise<unknown>
  open(
    path: string,
    flags: 'wx',
    mode: number,
  ): Promise<{
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
export async function writeFileAtomically(path: string, content: string, fs: WriteFs = nodeFs): Promise<void> {
  await writeChunksAtomically(path, [content], fs)
}

/** Text is encoded into one of two buffers of this size: one is written while the other fills. */
const BUFFER_BYTES = 1024 * 1024

/**
 * writeFileAtomically for content produced piece by piece (a large cache): each piece is written as it comes,
 * so the whole text never has to sit in memory as one string and one buffer. Pieces are encoded straight into
 * two buffers used in turn, one written while the next pieces fill the other: no joined string to flatten and
 * copy, no new buffer for every chunk, and the disk's time is not added to the time spent making the text.
 */
export async function writeChunksAtomically(
  path: string,
  chunks: Iterable<string> | AsyncIterable<string>,
  fs: WriteFs = nodeFs,
): Promise<void> {
  const temp = join(dirname(path), `${basename(path)}${TEMP_MARK}${randomBytes(6).toString('hex')}`)
  try {
    await fs.mkdir(dirname(path), { recursive: true, mode: 0o700 })
    const handle = await fs.open(temp, 'wx', 0o600)
    let offset = 0
    let writing: Promise<void> = Promise.resolve()
    const writeAll = async (data: Uint8Array, position: number) => {
      let done = 0
      while (done < data.length) {
        const { bytesWritten } = await handle.write(data, done, data.length - done, position + done)
        if (bytesWritten <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
        done += bytesWritten
      }
    }
    // One write at a time, in order; `data` is left alone until the next send has waited for this write.
    const send = async (data: Uint8Array) => {
      await writing
      writing = writeAll(data, offset)
      // Awaited by the next send or at the end: failing while the next pieces are encoded is not unhandled.
      writing.catch(() => undefined)
      offset += data.length
    }
    let filling: Buffer | undefined
    let spare: Buffer | undefined
    let used = 0
    const flush = async () => {
      if (!filling || used === 0) return
      await send(filling.subarray(0, used))
      // The buffer just sent waits as the spare: it is filled again only once the next send has seen it written.
      ;[filling, spare, used] = [spare, filling, 0]
    }
    try {
      for await (const chunk of chunks) {
        // A UTF-16 unit is at most three bytes of UTF-8.
        if (chunk.length * 3 > BUFFER_BYTES) {
          await flush()
          await send(Buffer.from(chunk, 'utf8'))
          continue
        }
        if (used + chunk.length * 3 > BUFFER_BYTES) await flush()
        filling ??= Buffer.allocUnsafe(BUFFER_BYTES)
        used += filling.write(chunk, used)
      }
      await flush()
      await writing
      await handle.sync()
    } finally {
      await writing.catch(() => undefined)
      await handle.close()
    }
    const written = await fs.stat(temp)
    if (written.size !== offset)
      throw Object.assign(new Error(`wrote ${written.size} of ${offset} bytes`), { code: 'ENOSPC' })
    await fs.rename(temp, path)
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined)
    throw diskError(error, path)
  }
}
