import { readFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import type { InvokeResult } from '../shared/errors'
import type { Core } from './host'
import { CliError, exitFor } from './exit-codes'
import { lineReader, linkFile, linkFileSchema, type HostMessage } from './host-link'

/** How long a host has to answer the hello: a host that does not is not running (a file left by a crash). */
const HELLO_MS = 2000

/** The socket and key a running host left in the data folder; null when none says so. */
function readLink(dataDir: string) {
  try {
    return linkFileSchema.parse(JSON.parse(readFileSync(linkFile(dataDir), 'utf8')))
  } catch {
    return null
  }
}

/** Connects and says the key; the host's ready message, or null when no host answers. */
function handshake(address: string, key: string, onMessage: (message: HostMessage) => void) {
  return new Promise<{ socket: Socket; ready: Extract<HostMessage, { t: 'ready' }> } | null>((resolve) => {
    const socket = connect(address)
    const fail = () => {
      socket.destroy()
      resolve(null)
    }
    const timer = setTimeout(fail, HELLO_MS)
    socket.once('error', fail)
    socket.once('close', fail)
    socket.on(
      'data',
      lineReader((line) => {
        const message = JSON.parse(line) as HostMessage
        if (message.t !== 'ready') return onMessage(message)
        clearTimeout(timer)
        socket.off('error', fail).off('close', fail)
        resolve({ socket, ready: message })
      }),
    )
    socket.once('connect', () => socket.write(`${JSON.stringify({ t: 'hello', key })}\n`))
  })
}

/**
 * The core of the host that holds `dataDir` (the desktop app, the browser host), through its socket: its
 * session, cache, task tracker and journal are the ones used. Null when no host runs there.
 */
export async function connectToHost(dataDir: string): Promise<Core | null> {
  const link = readLink(dataDir)
  if (!link) return null
  const waiting = new Map<number, (result: InvokeResult<unknown>) => void>()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const linked = await handshake(link.address, link.key, (message) => {
    if (message.t === 'result') waiting.get(message.id)?.(message.result as InvokeResult<unknown>)
    if (message.t === 'event') for (const listener of listeners.get(message.event) ?? []) listener(message.payload)
  })
  if (!linked) return null
  const { socket, ready } = linked
  let next = 0
  socket.on('close', () => {
    for (const answer of waiting.values())
      answer({ ok: false, error: { kind: 'internal', message: 'The running Hostdeck closed the connection.' } })
  })
  const call = (channel: string, input?: unknown, meta?: object) =>
    new Promise<InvokeResult<unknown>>((resolve) => {
      const id = next++
      waiting.set(id, (result) => {
        waiting.delete(id)
        resolve(result)
      })
      socket.write(`${JSON.stringify({ t: 'invoke', id, channel, input, meta })}\n`)
    })
  return {
    async attempt<T>(channel: string, input?: unknown, meta?: object) {
      const result = await call(channel, input, meta)
      return result.ok ? { value: result.value as T } : { error: result.error }
    },
    async invoke<T>(channel: string, input?: unknown, meta?: object) {
      const result = await call(channel, input, meta)
      if (!result.ok) throw new CliError(exitFor(result.error), result.error.message)
      return result.value as T
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        listeners.set(event, (set = new Set()))
        socket.write(`${JSON.stringify({ t: 'listen', event })}\n`)
      }
      set.add(listener)
      return () => void set.delete(listener)
    },
    secretStorage: ready.secretStorage,
    close: async () => void socket.end(),
  }
}
