import { randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import type { Backend, Logger } from '../core/ports'
import { clientMessageSchema, lineReader, linkAddress, linkFile, type HostMessage } from './host-link'

/** What a client may send before it has said the key: the hello line, no more. */
const MAX_BEFORE_HELLO = 4096

type SecretStorage = 'keychain' | 'safeStorage' | 'session'

/** One command line's connection: nothing but `hello` with the right key first; then calls and listened events. */
function serveOne(socket: Socket, backend: Backend, key: Buffer, secretStorage: SecretStorage): void {
  let trusted = false
  const stops: Array<() => void> = []
  const send = (message: HostMessage) => socket.writable && socket.write(`${JSON.stringify(message)}\n`)
  let received = 0
  const read = lineReader((line) => {
    let message
    try {
      message = clientMessageSchema.parse(JSON.parse(line))
    } catch {
      return void socket.destroy()
    }
    if (message.t === 'hello') {
      const given = Buffer.from(message.key)
      trusted = given.length === key.length && timingSafeEqual(given, key)
      if (!trusted) return void socket.destroy()
      return void send({ t: 'ready', secretStorage })
    }
    if (!trusted) return void socket.destroy()
    if (message.t === 'listen')
      return void stops.push(
        backend.on(message.event, (payload) => send({ t: 'event', event: message.event, payload })),
      )
    // The host says where a call came from, whatever the client wrote: its changes are journaled as the CLI's.
    const meta = { ...message.meta, source: 'cli' }
    void backend
      .invoke(message.channel, message.input, meta)
      .then((result) => send({ t: 'result', id: message.id, result }))
  })
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > MAX_BEFORE_HELLO && !trusted) return void socket.destroy()
    read(chunk)
  })
  socket.on('error', () => socket.destroy())
  socket.on('close', () => stops.splice(0).forEach((stop) => stop()))
}

/**
 * Opens the command line's way into this host: the socket, and the file with its address and this launch's key
 * (owner-only, in the owner-only data folder). Answers how to close both (at the host's end).
 */
export async function serveCommandLine(
  backend: Backend,
  dataDir: string,
  secretStorage: SecretStorage,
  log: Logger,
): Promise<() => Promise<void>> {
  const address = linkAddress(dataDir)
  const key = randomBytes(32).toString('hex')
  // A socket file left by a host that ended abruptly: this host holds the folder's lock, so it is no one's.
  if (process.platform !== 'win32') rmSync(address, { force: true })
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    serveOne(socket, backend, Buffer.from(key), secretStorage)
  })
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      // A path too long for a socket, a folder that refuses one: the host runs on, the CLI beside it does not.
      log.warn(`the command line cannot reach this host: ${error.message}`)
      resolve(false)
    })
    server.listen(address, () => resolve(true))
  })
  if (!listening) return async () => undefined
  if (process.platform !== 'win32') chmodSync(address, 0o600)
  const file = linkFile(dataDir)
  writeFileSync(`${file}.tmp`, JSON.stringify({ address, key }), { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
  log.info('the command line can reach this host through its socket in the data folder')
  return async () => {
    rmSync(file, { force: true })
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const socket of sockets) socket.destroy()
    await closed
  }
}
