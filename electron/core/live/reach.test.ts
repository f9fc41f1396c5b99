import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerLink } from '../../shared/models/servers'
import { closedLoopbackPort } from '../../sandbox'
import { systemClock } from '../ports'
import { createProbeGuard } from './probe-guard'
import { portsToTry, reachServer, serverAddresses, tryConnect } from './reach'

const LINK: ServerLink = {
  id: 1,
  networkId: null,
  isSharedPublic: true,
  linkState: 'Active',
  networkType: null,
  networkName: null,
  ip: null,
  mac: null,
  mask: null,
  gateway: null,
  bandwidth: null,
}

describe('server reachability', () => {
  let listening: Server
  let open = 0
  beforeAll(async () => {
    listening = createServer((socket) => socket.end())
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
    open = (listening.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())))

  it('says open for a port that accepts and closed for one that refuses, with the time each took', async () => {
    expect(await tryConnect('127.0.0.1', open, systemClock)).toMatchObject({ port: open, state: 'open' })
    const closed = await closedLoopbackPort()
    const answer = await tryConnect('127.0.0.1', closed, systemClock)
    expect(answer).toMatchObject({ port: closed, state: 'closed' })
    expect(answer.ms).toBeLessThan(3_000)
  })

  it('tries 22, 80, 443 and the ports asked for, once each', () => {
    expect(portsToTry()).toEqual([22, 80, 443])
    expect(portsToTry([8443, 443, 25])).toEqual([22, 25, 80, 443, 8443])
  })

  it('takes the server’s own addresses and its networks’, once each', () => {
    const link = (ip: string | null) => ({ ...LINK, ip })
    const server = { ip: '203.0.113.5', linkedNetworks: [link('203.0.113.5'), link('10.0.0.2'), link(null)] }
    expect(serverAddresses(server)).toEqual(['203.0.113.5', '10.0.0.2'])
  })

  it('connects through the guard, which logs each probe with its port', async () => {
    const lines: string[] = []
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: () => undefined }
    const guard = createProbeGuard({ clock: systemClock, log, enabled: async () => true, offline: () => false })
    const closed = await closedLoopbackPort()
    const result = await reachServer(['127.0.0.1'], [open, closed], guard, systemClock)
    expect(result).toEqual([
      {
        address: '127.0.0.1',
        ports: [
          expect.objectContaining({ port: open, state: 'open' }),
          expect.objectContaining({ port: closed, state: 'closed' }),
        ],
      },
    ])
    expect(lines).toContainEqual(expect.stringContaining(`live: probed 127.0.0.1 (TCP port ${closed}) at 127.0.0.1`))
  })
})
