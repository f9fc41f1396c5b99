import type { FastifyReply, FastifyRequest } from 'fastify'

const LOOPBACK_NAMES = ['127.0.0.1', '[::1]', 'localhost']

/**
 * The simulator answers only requests addressed to it by a loopback name and its own port (or the address it
 * was told to listen on): a page elsewhere whose name resolves to 127.0.0.1 (DNS rebinding) sends its own
 * `Host` and is refused, so it cannot reach the Demo account through the user's browser.
 */
export function allowedHost(host: string | undefined, port: number, listenHost?: string): boolean {
  if (!host) return false
  const names = [...LOOPBACK_NAMES]
  if (listenHost && !['0.0.0.0', '::'].includes(listenHost))
    names.push(listenHost.includes(':') ? `[${listenHost}]` : listenHost)
  const wanted = host.toLowerCase()
  return names.some((name) => wanted === `${name}:${port}`)
}

export function hostCheck(listenHost?: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const port = request.socket.localPort
    // No local port: a request injected in process (tests), which no browser can send.
    if (port === undefined || allowedHost(request.headers.host, port, listenHost)) return
    return reply
      .code(421)
      .send({
        Message: `The simulator answers only 127.0.0.1, [::1] or localhost with its port (Host: ${request.headers.host ?? 'none'}).`,
      })
  }
}
