import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'

// The link between a running host (the desktop app, the browser host) and the command line: a local socket (a
// named pipe on Windows) the host opens beside its data folder's lock, and a key made at each launch, kept in a
// file inside the owner-only data folder. Whoever can read that folder is the user; the key keeps out anyone
// who can only reach the socket. One JSON message a line each way.

/** Where the host says how to reach it: the socket's address and this launch's key (mode 0600). */
export const linkFile = (dataDir: string) => join(dataDir, 'cli-link.json')

/** The socket's address: a file in the data folder, or on Windows a pipe named after the folder. */
export function linkAddress(dataDir: string): string {
  if (process.platform !== 'win32') return join(dataDir, 'cli.sock')
  return `\\\\.\\pipe\\hostdeck-${createHash('sha256').update(dataDir.toLowerCase()).digest('hex').slice(0, 24)}`
}

export const linkFileSchema = z.object({ address: z.string().min(1), key: z.string().regex(/^[0-9a-f]{64}$/) })

/** What the command line sends: the key first, then calls and the events it listens to. */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('hello'), key: z.string().max(128) }).strict(),
  z
    .object({
      t: z.literal('invoke'),
      id: z.number().int().nonnegative(),
      channel: z.string().min(1).max(100),
      // Absent for a channel that takes none (JSON has no undefined).
      input: z.unknown().optional(),
      meta: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
  z.object({ t: z.literal('listen'), event: z.string().min(1).max(100) }).strict(),
])
export type ClientMessage = z.output<typeof clientMessageSchema>

/** What the host answers: ready (with where it keeps tokens), a call's result, an event. */
export type HostMessage =
  | { t: 'ready'; secretStorage: 'keychain' | 'safeStorage' | 'session' }
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; event: string; payload: unknown }

/** Splits a stream's text into lines, handing each whole one on. */
export function lineReader(onLine: (line: string) => void): (chunk: Buffer | string) => void {
  let pending = ''
  return (chunk) => {
    pending += chunk.toString()
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end)
      pending = pending.slice(end + 1)
      if (line.trim()) onLine(line)
    }
  }
}
