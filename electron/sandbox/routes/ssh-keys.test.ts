import { generateKeyPairSync } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SshKey } from '../state/ssh-keys'
import { startTestSandbox, type TestSandbox, closeTestSandboxes } from '../test-kit'
import { sshKeyProblem } from '../validation/ssh-key'

let t: TestSandbox
beforeEach(async () => {
  t = await startTestSandbox()
})
afterEach(closeTestSandboxes)

type Msg = { Message: string }

function sshString(data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  return Buffer.concat([length, data])
}
const mpint = (b64url: string): Buffer => {
  const bytes = Buffer.from(b64url, 'base64url')
  return (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes
}

/** Fresh keys in OpenSSH wire form, built from node's JWK export. */
function freshKey(type: 'ed25519' | 'rsa' | 'p256'): string {
  if (type === 'ed25519') {
    const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' })
    return `ssh-ed25519 ${Buffer.concat([sshString(Buffer.from('ssh-ed25519')), sshString(Buffer.from(jwk.x ?? '', 'base64url'))]).toString('base64')} me@host`
  }
  if (type === 'rsa') {
    const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' })
    return `ssh-rsa ${Buffer.concat([sshString(Buffer.from('ssh-rsa')), sshString(mpint(jwk.e ?? '')), sshString(mpint(jwk.n ?? ''))]).toString('base64')}`
  }
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ])
  const name = 'ecdsa-sha2-nistp256'
  return `${name} ${Buffer.concat([sshString(Buffer.from(name)), sshString(Buffer.from('nistp256')), sshString(point)]).toString('base64')} ec@host`
}

describe('SSH keys', () => {
  it('lists two valid demo keys and answers each by id', async () => {
    const keys = (await t.api<SshKey[]>('GET', '/sshkey')).json
    expect(keys).toHaveLength(2)
    expect(keys.map((k) => k.PublicKey.split(' ')[0])).toEqual(['ssh-ed25519', 'ssh-rsa'])
    for (const k of keys) {
      expect(Object.keys(k).sort()).toEqual(['ID', 'IsActive', 'PublicKey', 'Title'])
      expect(sshKeyProblem(k.PublicKey)).toBeUndefined()
      expect((await t.api<SshKey>('GET', `/sshkey/${k.ID}`)).json).toEqual(k)
    }
  })

  it.each(['ed25519', 'rsa', 'p256'] as const)('adds a valid %s key', async (type) => {
    const PublicKey = freshKey(type)
    const res = await t.api<SshKey>('POST', '/sshkey', { body: { Title: `laptop ${type}`, PublicKey } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ ID: expect.any(Number), Title: `laptop ${type}`, PublicKey, IsActive: true })
    expect((await t.api<SshKey[]>('GET', '/sshkey')).json).toHaveLength(3)
  })

  it.each([
    [{ PublicKey: 'x' }, 'Title: is required'],
    [{ Title: 'k' }, 'PublicKey: is required'],
    [
      { Title: 'k', PublicKey: 'ssh-dss AAAAB3NzaC1kc3MAAACBAP' },
      /^PublicKey: must start with one of ssh-ed25519, ssh-rsa/,
    ],
    [{ Title: 'k', PublicKey: 'ssh-ed25519 not*base64' }, 'PublicKey: key data is not valid base64'],
    [
      { Title: 'k', PublicKey: `ssh-rsa ${'AAAAC3NzaC1lZDI1NTE5AAAAIEZTa2bf15sMEyt68JOvZUWz5uSinlwoYlqDPDNtMseT'}` },
      'PublicKey: key data is for ssh-ed25519, not ssh-rsa',
    ],
    [{ Title: 'k', PublicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5' }, 'PublicKey: key data holds no key'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const res = await t.api<Msg>('POST', '/sshkey', { body })
    expect(res.status).toBe(400)
    expect(res.json.Message).toMatch(message)
  })

  it('refuses a key that is already added, whatever its comment', async () => {
    const [existing] = (await t.api<SshKey[]>('GET', '/sshkey')).json
    const PublicKey = `${existing?.PublicKey.split(' ').slice(0, 2).join(' ')} other-comment`
    const res = await t.api<Msg>('POST', '/sshkey', { body: { Title: 'again', PublicKey } })
    expect(res.json.Message).toBe(`PublicKey: this key is already added as '${existing?.Title}'`)
  })

  it('deletes a key, then answers 404', async () => {
    const [key] = (await t.api<SshKey[]>('GET', '/sshkey')).json
    expect((await t.api('DELETE', `/sshkey/${key?.ID}`)).status).toBe(200)
    expect((await t.api<Msg>('GET', `/sshkey/${key?.ID}`)).json.Message).toBe(`SSH key ${key?.ID} not found`)
    expect((await t.api('DELETE', `/sshkey/${key?.ID}`)).status).toBe(404)
  })
})
