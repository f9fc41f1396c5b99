import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

/** What a loopback proxy was asked: the absolute URL of a forwarded request, or host:port of a CONNECT tunnel. */
export interface ProxiedRequest {
  kind: 'forward' | 'connect'
  target: string
  method: string
}

export interface LoopbackProxy {
  /** http://127.0.0.1:port */
  url: string
  seen: ProxiedRequest[]
  close(): Promise<void>
}

function forward(req: IncomingMessage, res: ServerResponse, seen: ProxiedRequest[]): void {
  let target: URL
  try {
    target = new URL(req.url ?? '')
  } catch {
    res.writeHead(400).end('a proxy is asked with an absolute URL')
    return
  }
  seen.push({ kind: 'forward', target: target.href, method: req.method ?? 'GET' })
  const upstream = request(target, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
}

function tunnel(req: IncomingMessage, client: Socket, head: Buffer, seen: ProxiedRequest[]): void {
  const [host, port] = (req.url ?? '').split(':')
  seen.push({ kind: 'connect', target: req.url ?? '', method: 'CONNECT' })
  const upstream = connect(Number(port), host ?? '', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    upstream.write(head)
    upstream.pipe(client)
    client.pipe(upstream)
  })
  upstream.on('error', () => client.destroy())
  client.on('error', () => upstream.destroy())
}

/**
 * A small forward proxy on 127.0.0.1 (plain forwarding for http, CONNECT tunnels for https) that writes down
 * every request it carries: a test sees which calls went through a proxy.
 */
export async function startLoopbackProxy(): Promise<LoopbackProxy> {
  const seen: ProxiedRequest[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => forward(req, res, seen))
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => tunnel(req, client, head, seen))
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
