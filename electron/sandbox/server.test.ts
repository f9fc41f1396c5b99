import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_TOKEN, startSandbox } from './index'
import type { Server } from './state/server-types'
import type { SshKey } from './state/ssh-keys'
import { ISO_WITHOUT_ZONE, startTestSandbox, type TestSandbox, closeTestSandboxes } from './test-kit'

let t: TestSandbox
beforeEach(async () => {
  t = await startTestSandbox()
})
afterEach(closeTestSandboxes)

const DATE_FIELDS = /"(StartDate|EndDate|DateCreate|ActivationDate|ExpireDate|LastRevalidateDate)":"([^"]*)"/g

describe('authentication', () => {
  it.each([
    ['no Authorization header', { token: null }],
    ['an unknown token', { token: 'nobody' }],
    ['another scheme word', { headers: { authorization: `Basic ${DEMO_TOKEN}` } }],
    ['a bare token', { headers: { authorization: DEMO_TOKEN } }],
  ])('answers 401 with a Message for %s', async (_label, opts) => {
    const res = await t.api<{ Message: string }>('GET', '/server', opts)
    expect(res.status).toBe(401)
    expect(res.json.Message).toMatch(/denied/)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('accepts the scheme word in any case', async () => {
    expect((await t.api('GET', '/account', { headers: { authorization: `bearer ${DEMO_TOKEN}` } })).status).toBe(200)
  })

  it('gives every token its own data', async () => {
    t.sb.addCustomer({ token: 'other', data: 'empty' })
    expect((await t.api<Server[]>('GET', '/server', { token: 'other' })).json).toEqual([])
    expect((await t.api<Server[]>('GET', '/server')).json.length).toBeGreaterThanOrEqual(3)
    const created = await t.api<SshKey>('POST', '/sshkey', {
      token: 'other',
      body: { Title: 'k', PublicKey: t.sb.state(DEMO_TOKEN).sshKeys.values().next().value?.PublicKey },
    })
    expect(created.status).toBe(200)
    expect((await t.api('GET', `/sshkey/${created.json.ID}`)).status).toBe(404)
    expect(() => t.sb.addCustomer({ token: 'other' })).toThrow(/already exists/)
    expect(() => t.sb.state('ghost')).toThrow(/no sandbox customer/)
  })
})

describe('routing errors', () => {
  it('answers 404 with a Message for an unknown path, even without a token', async () => {
    const res = await t.api<{ Message: string }>('GET', '/servers', { token: null })
    expect(res.status).toBe(404)
    expect(res.json.Message).toContain('/servers')
  })

  it.each([
    ['GET', '/server-batch', 'DELETE'],
    ['POST', '/server/1', 'GET, PUT, DELETE'],
    ['POST', '/ssl/1', 'GET, PUT, DELETE'],
    ['DELETE', '/account', 'GET'],
    // /dns/{id} and /dns/{domainId}/{recordId} take DELETE, so those shapes allow it too.
    ['GET', '/dns/recordaaaa', 'DELETE, POST'],
    ['POST', '/dns/recordmx/5', 'DELETE, PUT'],
  ])('answers 405 for %s %s, listing the allowed methods', async (method, path, allow) => {
    const res = await t.api<{ Message: string }>(method, path)
    expect(res.status).toBe(405)
    expect(res.json.Message).toContain(method)
    expect(res.headers.get('allow')).toBe(allow)
  })

  it.each(['/server/999', '/server/abc', '/ssl/999', '/sshkey/999', '/publicnetwork/999', '/storage/users/999'])(
    'answers 404 with a Message for the unknown id in %s',
    async (path) => {
      const res = await t.api<{ Message: string }>('GET', path)
      expect(res.status).toBe(404)
      expect(res.json.Message).toMatch(/not found/)
    },
  )
})

describe('bodies', () => {
  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.api<{ Message: string }>('POST', '/sshkey', {
      rawBody: '{"Title": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(res.json.Message).toBe('Body: is not valid JSON')
  })

  it('refuses a body of another media type with 415', async () => {
    const res = await t.api<{ Message: string }>('POST', '/dns', {
      rawBody: 'Name=example.info',
      headers: { 'content-type': 'text/plain' },
    })
    expect(res.status).toBe(415)
    expect(res.json.Message).toMatch(/application\/json/)
  })

  it('names the body when it is missing or not an object', async () => {
    expect((await t.api<{ Message: string }>('POST', '/dns')).json.Message).toBe('Body: is required')
    expect((await t.api<{ Message: string }>('POST', '/dns', { body: ['x'] })).json.Message).toMatch(/^Body: /)
  })
})

describe('wire conventions', () => {
  it('writes every date as ISO 8601 without a zone offset', async () => {
    const paths = ['/account', '/server', '/dns', '/ssl', '/storage', '/storage/users']
    const server = t.sb.state(DEMO_TOKEN).servers.values().next().value as Server
    paths.push(`/server/${server.ID}/action`)
    let seen = 0
    for (const path of paths) {
      for (const [, field, value] of (await t.api('GET', path)).text.matchAll(DATE_FIELDS)) {
        expect(value, `${path} ${field}`).toMatch(ISO_WITHOUT_ZONE)
        seen++
      }
    }
    expect(seen).toBeGreaterThan(15)
  })

  it('answers JSON with PascalCase names', async () => {
    const res = await t.api<Record<string, unknown>>('GET', '/account')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(Object.keys(res.json).every((k) => /^[A-Z]/.test(k))).toBe(true)
  })
})

describe('lifecycle', () => {
  it('listens on loopback on a random port and closes idempotently', async () => {
    const sb = await startSandbox({ paceMs: 5 })
    expect(sb.baseUrl).toBe(`http://127.0.0.1:${sb.port}`)
    expect(sb.port).toBeGreaterThan(0)
    expect(sb.demoToken).toBe(DEMO_TOKEN)
    expect(sb.adminKey).toMatch(/^[0-9a-f]{48}$/)
    const res = await fetch(`${sb.baseUrl}/account`, { headers: { authorization: `Bearer ${sb.demoToken}` } })
    expect(res.status).toBe(200)
    await Promise.all([sb.close(), sb.close()])
    await expect(fetch(`${sb.baseUrl}/account`)).rejects.toThrow()
  })

  it('takes the first given customer as demoToken when the demo customer is not among them', async () => {
    const sb = await startSandbox({ customers: [{ token: 'alpha', data: 'empty' }], adminKey: 'k' })
    expect(sb.demoToken).toBe('alpha')
    expect(sb.adminKey).toBe('k')
    expect(() => sb.state(DEMO_TOKEN)).toThrow()
    await sb.close()
  })
})
