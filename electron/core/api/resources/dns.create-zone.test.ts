import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApi } from '../cloud-api'
import { TEST_TOKEN } from '../test-kit'

/** A stand-in for a service that wants POST /dns as {DomainName, Migrate} (C14) rather than {Name} (C1). */
const bodies: unknown[] = []
let server: http.Server
let baseUrl: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>
      bodies.push(body)
      const reply = (status: number, json: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json))
      if (typeof body.DomainName !== 'string') return reply(400, { Message: 'DomainName: is required' })
      reply(200, {
        ID: 9,
        Name: body.DomainName,
        TechName: 'shape_example',
        State: 'New',
        IsDelegate: false,
        LinkedRecords: [],
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('createZone', () => {
  it('answers a 400 naming DomainName once with the other body shape the evidence shows', async () => {
    const api = createCloudApi({ baseUrl, token: TEST_TOKEN, retries: 0 })
    const zone = await api.dns.createZone('shape.example')
    expect(zone).toMatchObject({ id: 9, name: 'shape.example', state: 'New' })
    expect(bodies).toEqual([{ Name: 'shape.example' }, { DomainName: 'shape.example', Migrate: false }])
  })
})
