import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApi } from '../cloud-api'
import { TEST_TOKEN } from '../test-kit'

/**
 * Stand-ins for the two binders the evidence shows: one that reads {DomainName, Migrate} (C14) and one that reads
 * {Name} (C1). Each refuses a body without its field, with a message that names no field the client could match.
 */
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
      const wanted = req.url === '/c1/dns' ? body.Name : body.DomainName
      if (typeof wanted !== 'string') return reply(400, { Message: 'Неверный запрос' })
      reply(200, {
        ID: 9,
        Name: wanted,
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
  it.each([
    ['C14 {DomainName, Migrate}', ''],
    ['C1 {Name}', '/c1'],
  ])('is made in one request whichever name the service binds (%s)', async (_binder, prefix) => {
    bodies.length = 0
    const api = createCloudApi({ baseUrl: baseUrl + prefix, token: TEST_TOKEN, retries: 0 })
    const zone = await api.dns.createZone('shape.example')
    expect(zone).toMatchObject({ id: 9, name: 'shape.example', state: 'New' })
    expect(bodies).toEqual([{ Name: 'shape.example', DomainName: 'shape.example', Migrate: false }])
  })
})
