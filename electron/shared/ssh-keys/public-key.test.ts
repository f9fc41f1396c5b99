import { describe, expect, it } from 'vitest'
import { addSshKeySchema } from '../channels/ssh-keys'
import { describeSshKeyProblem, parseSshPublicKey, sameSshKey, sshKeyFingerprint } from './public-key'

// Generated with ssh-keygen; the fingerprints are what `ssh-keygen -lf` printed for them.
const KEYS = {
  ed25519: [
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519',
    'SHA256:o9qxVCd6ckC4cDhfGptp3Rd5Ni9yNF6QxNk3OepQecw',
  ],
  rsa: [
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCmmJKH6JHl4EI5+024akD5ZPfUIhaCTO0wfa1OAQ8vOhXvRbHboi65MkBJaLEEI5zUQ+CkXqj1i+wV8U91Lup3KtiJRtM4tnBqxQNlkz4khIs/LSejIVC4Dz1IE+hamNGScDuPxvADhzE1Zfs15EX3CdLwlSM1kihgjs51K+47+9tnYUnms8QhCTqPmmH6ULHLMYNPWzEydNgruJlD06N+dtJt0kR+f372KRdCR7AKYsSq8lJ7QXyLtPE4/futwd1lJNup7Z8WRVbPWX+8QfaNuvkz63rwPnjuwQvCBrQ9xEQkywLEKoM5r0EjAs4rIApOkcW23WWPod+1W+mcHv/9 test@rsab2048',
    'SHA256:GWr/OWlSLOEh5mGqnQFLGUlG1w0lEdLBKEP5Bo59pD4',
  ],
  p256: [
    'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBF4w98Zbi2Z5/8vHhsDGtXC1+PlSldQkb0v9aAn5SK4VexMlVE+G2rDyxLy8ssacy4PZT9x4YPZ/EMIxq+Ib/w4= test@ecdsab256',
    'SHA256:SwcHOZKsMLoWgucJhyto33YaCwtCtci+OFbQot/3KF8',
  ],
  p384: [
    'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBDsZU2hgM/01r/JgKZgUYvHV6tFCCj5rxwxxb8EyfHHOvuyLjJc26UPnQYCBlDy4Z9zHNSZIl8bYIWhcxkgjjFwnJOBSWo4WW8av9vALEFGIFbM+jw4Y59+1ADtCJzEhqQ== test@ecdsab384',
    'SHA256:tllo9jU3bo4QGnT8Lpdya6Ucs6ddm8F9lOmSWkeXEV0',
  ],
  p521: [
    'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBAAsN4fNm6OvC0Jey2dGpWNBggBqgQUOo5blMoDpJa6KFZM1IXrx9xmp+qKv/nIZgjOq2yhEydMp88idtrpyvxZJBQG08ALUGAUDQE14he1W7gyww6jQxTLpeSnOJd0HOI56VUrjAGVfLvdVXuGIARwZdwOXBKJ2dgcbBmfRemYENh1sUg== test@ecdsab521',
    'SHA256:bHbPjrw86Zxdb1/dpUzpZ2SJXvBkfeQLL02Cp2YeWOQ',
  ],
  sk: [
    'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yLAAAABHNzaDo= yubi@desk',
    'SHA256:L9+Pnifwo0WmdUadhtOtVj0DxRVWndwjrU1jJxvbmdY',
  ],
} as const

const ED25519 = KEYS.ed25519[0]
const ED25519_DATA = ED25519.split(' ')[1]!
const RSA_DATA = KEYS.rsa[0].split(' ')[1]!

describe('parseSshPublicKey', () => {
  it.each(Object.entries(KEYS))(
    'accepts a real %s key and fingerprints it like ssh-keygen',
    async (_name, [line, fingerprint]) => {
      const parsed = parseSshPublicKey(line)
      expect(parsed.ok).toBe(true)
      if (!parsed.ok) return
      expect(parsed.key.type).toBe(line.split(' ')[0])
      expect(await sshKeyFingerprint(parsed.key)).toBe(fingerprint)
      expect(await sshKeyFingerprint(line)).toBe(fingerprint)
    },
  )

  it('keeps the comment, with spaces, and normalises blanks around and between', () => {
    const parsed = parseSshPublicKey(`  ssh-ed25519   ${ED25519_DATA}   Anna's   laptop \n`)
    expect(parsed).toMatchObject({
      ok: true,
      key: { comment: "Anna's laptop", line: `ssh-ed25519 ${ED25519_DATA} Anna's laptop` },
    })
    expect(parseSshPublicKey(`ssh-ed25519 ${ED25519_DATA}`)).toMatchObject({ ok: true, key: { comment: null } })
  })

  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----', 'privateKey'],
    ['---- BEGIN SSH2 PUBLIC KEY ----\nAAAAC3NzaC1lZDI1NTE5AAAAIGPym0Dp\n---- END SSH2 PUBLIC KEY ----', 'rfc4716'],
    [`${ED25519}\n${KEYS.rsa[0]}`, 'severalKeys'],
    [`ssh-dss ${ED25519_DATA}`, 'unknownType'],
    [`from="10.0.0.1" ${ED25519}`, 'unknownType'],
    ['ssh-ed25519', 'noKeyData'],
    ['ssh-ed25519 not*base64!', 'badBase64'],
    [`ssh-ed25519 ${ED25519_DATA.slice(0, -4)}`, 'malformed'],
    ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5', 'malformed'],
    [`ssh-ed25519 ${RSA_DATA}`, 'typeMismatch'],
    [`ssh-rsa ${ED25519_DATA}`, 'typeMismatch'],
  ])('refuses %j (%s)', (line, code) => {
    const parsed = parseSshPublicKey(line)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.problem.code).toBe(code)
  })

  it('explains a type mismatch with both names', () => {
    const parsed = parseSshPublicKey(`ssh-ed25519 ${RSA_DATA}`)
    expect(parsed.ok || describeSshKeyProblem(parsed.problem)).toBe(
      'The key data is for ssh-rsa, but the line says ssh-ed25519',
    )
  })

  it('tells two lines of the same key apart from different keys, comments aside', () => {
    expect(sameSshKey(ED25519, `ssh-ed25519 ${ED25519_DATA} other comment`)).toBe(true)
    expect(sameSshKey(ED25519, KEYS.rsa[0])).toBe(false)
  })
})

describe('addSshKeySchema', () => {
  it('trims the title and sends the normalised line', () => {
    const result = addSshKeySchema().parse({ title: '  laptop ', publicKey: `\n${ED25519}  \n` })
    expect(result).toEqual({ title: 'laptop', publicKey: ED25519 })
  })

  it('names the field at fault, in the words given', () => {
    const say = (code: string) => `[${code}]`
    const result = addSshKeySchema(say).safeParse({ title: '', publicKey: 'ssh-rsa xyz' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', '[titleRequired]'],
      ['publicKey', '[badBase64]'],
    ])
  })

  it('refuses unknown fields', () => {
    expect(addSshKeySchema().safeParse({ title: 'a', publicKey: ED25519, isActive: true }).success).toBe(false)
  })
})

describe('a key stored without its type word', () => {
  it.each([
    ['ssh-ed25519', ED25519],
    ['ssh-rsa', KEYS.rsa[0]],
  ])('still gets the fingerprint of its %s blob (the type is read from the blob itself)', async (type, line) => {
    const bare = line.split(' ').slice(1).join(' ')
    expect(bare.startsWith(type)).toBe(false)
    expect(await sshKeyFingerprint(bare)).toBe(await sshKeyFingerprint(line))
    expect(await sshKeyFingerprint(bare)).toMatch(/^SHA256:/)
  })

  it('gives none for text that is not a key at all', async () => {
    expect(await sshKeyFingerprint('hello world')).toBeNull()
    expect(await sshKeyFingerprint('AAAA')).toBeNull()
  })
})
