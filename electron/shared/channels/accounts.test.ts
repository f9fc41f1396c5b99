import { describe, expect, it } from 'vitest'
import { ACCOUNT_COLORS, ACCOUNT_RULES, accountSchemas, nextAccountColor } from './accounts'

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message

describe('account schemas', () => {
  it('word every refusal through the given translator', () => {
    const schemas = accountSchemas((code) => `ru:${code}`)
    expect(messageOf(schemas.add.safeParse({ label: '', baseUrl: 'https://api.example.com', token: 't' }))).toBe(
      'ru:labelRequired',
    )
    expect(messageOf(schemas.add.safeParse({ label: 'A', baseUrl: 'http://api.example.com', token: 't' }))).toBe(
      'ru:baseUrlPlainHttp',
    )
    expect(messageOf(schemas.add.safeParse({ label: 'A', baseUrl: 'https://api.example.com', token: 'a b' }))).toBe(
      'ru:tokenSpaces',
    )
  })

  it('accept https anywhere and plain http only on loopback', () => {
    const { connection } = accountSchemas()
    expect(connection.safeParse({ baseUrl: 'https://api.example.com', token: 't' }).success).toBe(true)
    expect(connection.safeParse({ baseUrl: 'http://127.0.0.1:8787', token: 't' }).success).toBe(true)
    expect(connection.safeParse({ baseUrl: 'http://[::1]:8787', token: 't' }).success).toBe(true)
    expect(messageOf(connection.safeParse({ baseUrl: 'ftp://x', token: 't' }))).toBe(
      'The address must start with https://',
    )
    expect(messageOf(connection.safeParse({ baseUrl: 'https://u:p@api.example.com', token: 't' }))).toMatch(
      /user name or password/,
    )
  })

  it('accept a refresh cadence of 15 to 600 whole seconds, or null for off', () => {
    const { update } = accountSchemas()
    const cadence = (refreshSeconds: unknown) => update.safeParse({ id: 'demo', refreshSeconds })
    expect(cadence(15).success).toBe(true)
    expect(cadence(600).success).toBe(true)
    expect(cadence(null).success).toBe(true)
    expect(update.safeParse({ id: 'demo' }).success).toBe(true)
    for (const refused of [14, 601, 30.5, '60']) expect(messageOf(cadence(refused))).toBe(ACCOUNT_RULES.refreshRange)
    expect(messageOf(accountSchemas((code) => `ru:${code}`).update.safeParse({ id: 'demo', refreshSeconds: 14 }))).toBe(
      'ru:refreshRange',
    )
  })
})

describe('an added account’s colour by default (issue 53 item 14)', () => {
  it('is one no account has yet, so every account added in turn looks different', () => {
    const taken: string[] = [ACCOUNT_COLORS[0] ?? '']
    for (let added = 1; added < ACCOUNT_COLORS.length; added++) {
      const color = nextAccountColor(taken)
      expect(taken).not.toContain(color)
      taken.push(color)
    }
    // Taken whatever its case; once every colour is taken, they come round again.
    expect(nextAccountColor(['#18A058'])).not.toBe('#18a058')
    expect(ACCOUNT_COLORS).toContain(nextAccountColor(taken))
  })
})
