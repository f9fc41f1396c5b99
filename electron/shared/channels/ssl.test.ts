import { describe, expect, it } from 'vitest'
import { addSanFormSchema, addSanSchema, certificateDomains, domainAlreadyOn, SAN_REQUEST_MAX } from './ssl'

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? []
const domains = (n: number) => Array.from({ length: n }, (_, i) => `host${i}.example.com`)

describe('SAN domains: a bounded list', () => {
  it(`takes up to ${SAN_REQUEST_MAX} domains in one request and refuses one more with its own rule`, () => {
    expect(addSanSchema.safeParse({ certificateId: 1, sanDomains: domains(SAN_REQUEST_MAX) }).success).toBe(true)
    expect(messages(addSanSchema.safeParse({ certificateId: 1, sanDomains: domains(SAN_REQUEST_MAX + 1) }))).toEqual([
      `At most ${SAN_REQUEST_MAX} domains in one request`,
    ])
  })

  it('blank lines do not count towards the limit', () => {
    const lines = domains(SAN_REQUEST_MAX).flatMap((d) => [d, '', '  '])
    expect(addSanSchema.safeParse({ certificateId: 1, sanDomains: lines }).success).toBe(true)
  })

  it('refuses a 1 MB request on its length, before reading a line (every line here is bad, yet the refusal is the limit)', () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `bad l${String(i).padStart(4, '0')}`)
    expect(lines.join('\n').length).toBeGreaterThanOrEqual(1_000_000)
    expect(messages(addSanSchema.safeParse({ certificateId: 1, sanDomains: lines }))).toEqual([
      `At most ${SAN_REQUEST_MAX} domains in one request`,
    ])
  })

  it('refuses a 1 MB line unread, naming only its start', () => {
    const [message] = messages(
      addSanSchema.safeParse({ certificateId: 1, sanDomains: [`${'a'.repeat(1_000_000)}.com`] }),
    )
    expect(message).toBe(`“${'a'.repeat(80)}” is not a domain name`)
  })

  it('still finds a duplicate at the far end of a full list (one Set, one pass)', () => {
    const lines = [...domains(SAN_REQUEST_MAX - 1), 'HOST0.example.com']
    expect(messages(addSanSchema.safeParse({ certificateId: 1, sanDomains: lines }))).toEqual([
      '“HOST0.example.com” is listed twice',
    ])
  })

  it('the form words the limit in the user’s language', () => {
    const say = (code: string, params?: Record<string, string | number>) => `ru:${code}:${JSON.stringify(params ?? {})}`
    expect(
      messages(addSanFormSchema(1000, say).safeParse({ certificateId: 1, sanDomains: domains(SAN_REQUEST_MAX + 1) })),
    ).toEqual([`ru:sanLimit:{"max":${SAN_REQUEST_MAX}}`])
  })
})

describe('SAN domains the certificate already has', () => {
  const cert = {
    domain: 'example.com',
    dcvList: [{ domain: 'www.example.com' }, { domain: 'xn--e1afmkfd.xn--p1ai' }],
  } as Parameters<typeof certificateDomains>[0]
  const existing = certificateDomains(cert)

  it('are refused by the form, named as typed, IDN and case compared as sent', () => {
    for (const taken of ['WWW.example.com', 'пример.рф', 'example.com.']) {
      expect(
        messages(
          addSanFormSchema(10, undefined, existing).safeParse({
            certificateId: 1,
            sanDomains: ['new.example.com', taken],
          }),
        ),
      ).toEqual([`“${taken}” is already on this certificate; remove it from the list`])
    }
    expect(
      addSanFormSchema(10, undefined, existing).safeParse({ certificateId: 1, sanDomains: ['new.example.com'] })
        .success,
    ).toBe(true)
  })

  it('domainAlreadyOn finds the first one, or null', () => {
    expect(domainAlreadyOn(['a.example.com', 'Www.Example.com'], existing)).toBe('Www.Example.com')
    expect(domainAlreadyOn(['a.example.com'], existing)).toBeNull()
  })
})
