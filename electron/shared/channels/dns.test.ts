import { describe, expect, it } from 'vitest'
import { addSanFormSchema, addSanSchema } from './ssl'
import { changeStoragePasswordSchema, createStorageUserSchema } from './storage'
import { createRecordSchema, recordSchemas } from './dns'

const firstMessage = (result: {
  success: boolean
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> }
}) => result.error?.issues[0]

describe('record schemas', () => {
  it('accept compressed IPv6 (the client expands it) and a TTL from the allowed set', () => {
    expect(recordSchemas().AAAA.safeParse({ zoneId: 1, owner: 'www', address: '2001:db8::1', ttl: 300 }).success).toBe(
      true,
    )
    expect(
      firstMessage(recordSchemas().AAAA.safeParse({ zoneId: 1, owner: 'www', address: '2001:db8::1', ttl: 301 }))?.path,
    ).toEqual(['ttl'])
  })

  it('want MX priority as a number', () => {
    expect(firstMessage(recordSchemas().MX.safeParse({ zoneId: 1, target: 'mail', priority: '10' }))).toMatchObject({
      path: ['priority'],
      message: 'Enter a number',
    })
  })

  it('refuse an IP address as a CNAME, MX or NS target (v4 and v6), not as an SRV host name', () => {
    const ipWords = 'Point at a host name, not an IP address (for an address, use an A or AAAA record)'
    expect(
      firstMessage(recordSchemas().CNAME.safeParse({ zoneId: 1, owner: 'www', target: '192.0.2.1' })),
    ).toMatchObject({ path: ['target'], message: ipWords })
    expect(
      firstMessage(recordSchemas().MX.safeParse({ zoneId: 1, target: '2001:db8::25', priority: 10 })),
    ).toMatchObject({ path: ['target'], message: ipWords })
    expect(
      firstMessage(recordSchemas().NS.safeParse({ zoneId: 1, owner: 'sub', target: '192.0.2.53.' })),
    ).toMatchObject({ path: ['target'], message: ipWords })
    expect(recordSchemas().NS.safeParse({ zoneId: 1, owner: 'sub', target: 'ns1.example.net' }).success).toBe(true)
    expect(firstMessage(recordSchemas().CNAME.safeParse({ zoneId: 1, owner: 'www', target: 'a b' }))?.message).toMatch(
      /^A host name such as/,
    )
  })

  it('pick the schema by type and refuse unknown fields', () => {
    expect(createRecordSchema.safeParse({ type: 'TXT', zoneId: 1, owner: '@', text: 'x' }).success).toBe(true)
    expect(
      createRecordSchema.safeParse({ type: 'TXT', zoneId: 1, owner: '@', text: 'x', address: '1.2.3.4' }).success,
    ).toBe(false)
    expect(createRecordSchema.safeParse({ type: 'SOA', zoneId: 1 }).success).toBe(false)
  })
})

describe('rule texts', () => {
  it('say the caller’s words: the renderer passes its translations', () => {
    const say = (code: string, params?: Record<string, string | number>) => `ru:${code}:${JSON.stringify(params ?? {})}`
    expect(firstMessage(recordSchemas(say).A.safeParse({ zoneId: 1, owner: 'www', address: 'x' }))?.message).toBe(
      'ru:ipv4:{}',
    )
    expect(
      firstMessage(addSanFormSchema(0, say).safeParse({ certificateId: 1, sanDomains: ['a.example.com'] }))?.message,
    ).toBe('ru:sanNoRoom:{}')
    expect(firstMessage(createStorageUserSchema(say).safeParse({ userName: '-bad' }))?.message).toBe(
      'ru:loginInvalid:{}',
    )
  })

  it('fill in their parameters in English', () => {
    expect(firstMessage(recordSchemas().TXT.safeParse({ zoneId: 1, owner: '@', text: 'x', ttl: 2 }))?.message).toBe(
      'TTL must be one of 1, 5, 30, 60, 300, 600, 900, 1800, 3600, 7200, 21160, 43200, 86400, 2592000 seconds',
    )
  })
})

describe('SAN domains', () => {
  it('drop blank lines and name the bad entry', () => {
    expect(
      addSanSchema.parse({ certificateId: 1, sanDomains: [' a.example.com', '', 'пример.рф '] }).sanDomains,
    ).toEqual(['a.example.com', 'пример.рф'])
    expect(
      firstMessage(addSanSchema.safeParse({ certificateId: 1, sanDomains: ['a.example.com', 'bad one'] }))?.message,
    ).toBe('“bad one” is not a domain name')
    expect(firstMessage(addSanSchema.safeParse({ certificateId: 1, sanDomains: ['a.com', 'A.com'] }))?.message).toBe(
      '“A.com” is listed twice',
    )
    expect(firstMessage(addSanSchema.safeParse({ certificateId: 1, sanDomains: [''] }))?.message).toMatch(
      /at least one/,
    )
  })

  it('the form’s schema also knows the room left in the product', () => {
    const form = addSanFormSchema(1)
    expect(form.safeParse({ certificateId: 1, sanDomains: ['a.example.com'] }).success).toBe(true)
    expect(
      firstMessage(form.safeParse({ certificateId: 1, sanDomains: ['a.example.com', 'b.example.com'] }))?.message,
    ).toMatch(/room for 1 more/)
  })
})

describe('storage passwords', () => {
  it('are never typed: the flag asks the service to keep the generated one readable (default: no)', () => {
    expect(changeStoragePasswordSchema.parse({ userId: 3 })).toEqual({ userId: 3, keepPassword: false })
    expect(changeStoragePasswordSchema.safeParse({ userId: 3, password: 'typed-password' }).success).toBe(false)
    expect(changeStoragePasswordSchema.safeParse({ userId: 3, keepPassword: 'yes' }).success).toBe(false)
  })
})

describe('SRV protocol', () => {
  it('accepts tcp as the service reads it back, and _tcp', () => {
    const srv = { zoneId: 1, service: '_sip', owner: '@', priority: 1, weight: 1, port: 1, target: 'x' }
    expect(recordSchemas().SRV.parse({ ...srv, proto: 'tcp' }).proto).toBe('_tcp')
    expect(recordSchemas().SRV.parse({ ...srv, proto: '_tcp' }).proto).toBe('_tcp')
  })
})
