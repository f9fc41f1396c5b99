import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Holds the browser host to `max` open sockets without letting idle ones lock the page out: when one more
 * arrives, the socket idle the longest (connected and never asked anything, or a keep-alive between answers)
 * is closed to make room; only when every socket is busy (a request in flight, an event stream) is the newcomer
 * closed. 64 sockets that connect and say nothing (no key needed for that) once refused 52 of the page's 60
 * requests until their timeouts ran out.
 */
export function guardSockets(server: Server, max: number): void {
  const open = new Set<Socket>()
  /** Sockets with no request in flight, the longest idle first (a Set keeps insertion order). */
  const idle = new Set<Socket>()
  const forget = (socket: Socket) => {
    open.delete(socket)
    idle.delete(socket)
  }
  server.on('connection', (socket: Socket) => {
    socket.once('close', () => forget(socket))
    if (open.size >= max) {
      const oldest = idle.values().next().value
      if (!oldest) return void socket.destroy()
      forget(oldest)
      oldest.destroy()
    }
    open.add(socket)
    idle.add(socket)
  })
  server.on('request', (request, response) => {
    const socket: Socket = request.socket
    idle.delete(socket)
    response.once('close', () => {
      if (open.has(socket) && !socket.destroyed) idle.add(socket)
    })
  })
}
