import { createServer, type AddressInfo } from 'node:net'

/** A loopback port nothing listens on (one the system gave, then closed): what a test connects to to be refused. */
export async function closedLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
