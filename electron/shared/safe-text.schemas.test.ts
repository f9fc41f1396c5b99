import { describe, expect, it } from 'vitest'
import { accountSchemas } from './channels/accounts'
import { createRecordSchema, recordSchemas, zoneNameSchema } from './channels/dns'
import { createNetworkSchema } from './channels/networks'
import { createStorageUserSchema } from './channels/storage'
import { addSshKeySchema } from './channels/ssh-keys'

// Every user-typed name in the contract refuses NUL, CR/LF and bidi controls with its own rule text; a TXT
// record keeps ordinary text (line breaks too) but not NUL or bidi controls.

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519'
const BAD = {
  NUL: 'a\u0000b',
  LF: 'a\nb',
  CR: 'a\rb',
  'a right-to-left override': 'photo\u202Egpj',
  'an isolate': 'a\u2066b',
}
const issues = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues ?? []
const firstFor = (result: Parameters<typeof issues>[0], field: string) =>
  issues(result).find((i) => i.path[0] === field)?.message

describe.each(Object.entries(BAD))('a name with %s', (_name, value) => {
  it('is refused as an account label', () => {
    const add = accountSchemas().add.safeParse({
      label: value,
      baseUrl: 'https://api.example.com',
      token: 'tok-123456',
    })
    expect(firstFor(add, 'label')).toBe(
      'The name cannot contain line breaks, control characters or text-direction marks',
    )
    expect(firstFor(accountSchemas().update.safeParse({ id: 'a1', label: value }), 'label')).toMatch(/line breaks/)
  })

  it('is refused as a network name', () => {
    expect(firstFor(createNetworkSchema().safeParse({ name: value, isDhcp: true }), 'name')).toBe(
      'The name cannot contain line breaks, control characters or text-direction marks',
    )
  })

  it('is refused as an SSH key title', () => {
    expect(firstFor(addSshKeySchema().safeParse({ title: value, publicKey: ED25519 }), 'title')).toBe(
      'The name cannot contain line breaks, control characters or text-direction marks',
    )
  })

  it('is refused as a storage login', () => {
    expect(firstFor(createStorageUserSchema().safeParse({ userName: value }), 'userName')).toBe(
      'The login cannot contain line breaks, control characters or text-direction marks',
    )
  })

  it('is refused as a zone, record or host name', () => {
    expect(issues(zoneNameSchema().safeParse(`ex${value}ample.com`))[0]?.message).toBe(
      'No line breaks, control characters or text-direction marks in a name',
    )
    expect(firstFor(recordSchemas().A.safeParse({ zoneId: 1, owner: value, address: '192.0.2.1' }), 'owner')).toMatch(
      /No line breaks/,
    )
    expect(firstFor(recordSchemas().CNAME.safeParse({ zoneId: 1, owner: 'www', target: value }), 'target')).toMatch(
      /No line breaks/,
    )
  })
})

describe('TXT text', () => {
  const txt = (text: string) => createRecordSchema.safeParse({ type: 'TXT', zoneId: 1, owner: '@', text })

  it('keeps ordinary text, line breaks and tabs included', () => {
    expect(txt('v=spf1 ~all').success).toBe(true)
    expect(txt('first line\nsecond\tline').success).toBe(true)
  })

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a right-to-left override', 'pay \u202Eevil'],
    ['a right-to-left mark', 'a\u200fb'],
  ])('refuses %s', (_name, text) => {
    expect(firstFor(txt(text), 'text')).toBe(
      'The text cannot contain NUL, other control characters or text-direction marks',
    )
  })
})

describe('ordinary names still pass', () => {
  it('in every schema', () => {
    expect(
      accountSchemas().add.safeParse({ label: 'Анна — Acme', baseUrl: 'https://api.example.com', token: 'tok-123456' })
        .success,
    ).toBe(true)
    expect(createNetworkSchema().safeParse({ name: 'prod net #2', isDhcp: false }).success).toBe(true)
    expect(addSshKeySchema().safeParse({ title: 'Anna laptop', publicKey: ED25519 }).success).toBe(true)
    expect(createStorageUserSchema().safeParse({ userName: 'backup.user' }).success).toBe(true)
    expect(zoneNameSchema().safeParse('пример.рф').success).toBe(true)
  })
})
