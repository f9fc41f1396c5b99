import { ruleWords, type RuleText } from '../rule-text'
import sshKeyRules from './public-key.rules.json'

/**
 * OpenSSH public keys ("type base64 [comment]"): parsing, validation and the SHA256 fingerprint, shared by
 * the add-key form and the `sshKeys:create` channel so both refuse the same input. Pure: runs in Node and
 * in the browser alike (atob, Web Crypto), no Buffer.
 */

export const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const
export type SshKeyType = (typeof SSH_KEY_TYPES)[number]

export const SSH_KEY_TITLE_MAX = 100

export type SshKeyProblem =
  | { code: 'empty' }
  | { code: 'privateKey' }
  | { code: 'rfc4716' }
  | { code: 'severalKeys' }
  | { code: 'unknownType'; type: string }
  | { code: 'noKeyData' }
  | { code: 'badBase64' }
  | { code: 'malformed' }
  | { code: 'typeMismatch'; declared: string; embedded: string }

export interface ParsedSshKey {
  type: SshKeyType
  /** The key data, decoded. */
  blob: Uint8Array
  comment: string | null
  /** The line as it is sent: single spaces, no surrounding blanks. */
  line: string
}

export type SshKeyParse = { ok: true; key: ParsedSshKey } | { ok: false; problem: SshKeyProblem }

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

function decodeBase64(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** Reads the blob's length-prefixed strings; null when one runs past the end. */
export function readStrings(blob: Uint8Array): Uint8Array[] | null {
  const parts: Uint8Array[] = []
  let at = 0
  while (at < blob.length) {
    if (at + 4 > blob.length) return null
    const length = ((blob[at]! << 24) | (blob[at + 1]! << 16) | (blob[at + 2]! << 8) | blob[at + 3]!) >>> 0
    at += 4
    if (length > blob.length - at) return null
    parts.push(blob.subarray(at, at + length))
    at += length
  }
  return parts
}

const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes)

/** What each type's blob holds after its name: how many fields, and the check they must pass. */
function bodyIsWellFormed(type: SshKeyType, fields: Uint8Array[]): boolean {
  switch (type) {
    case 'ssh-ed25519':
      return fields.length === 1 && fields[0]!.length === 32
    case 'sk-ssh-ed25519@openssh.com':
      return fields.length === 2 && fields[0]!.length === 32 && fields[1]!.length > 0
    case 'ssh-rsa':
      return fields.length === 2 && fields.every((f) => f.length > 0)
    case 'sk-ecdsa-sha2-nistp256@openssh.com':
      return fields.length === 3 && latin1(fields[0]!) === 'nistp256' && fields[1]!.length > 0 && fields[2]!.length > 0
    default:
      // ecdsa-sha2-nistpNNN: the curve name repeats the type's suffix, then the point.
      return fields.length === 2 && latin1(fields[0]!) === type.slice('ecdsa-sha2-'.length) && fields[1]!.length > 0
  }
}

/** Parses one OpenSSH public key line (as in a .pub file). Never throws. */
export function parseSshPublicKey(text: string): SshKeyParse {
  const trimmed = text.trim()
  const fail = (problem: SshKeyProblem): SshKeyParse => ({ ok: false, problem })
  if (trimmed === '') return fail({ code: 'empty' })
  if (/PRIVATE KEY/.test(trimmed)) return fail({ code: 'privateKey' })
  if (/^-{4} BEGIN SSH2 PUBLIC KEY/.test(trimmed)) return fail({ code: 'rfc4716' })
  const lines = trimmed.split(/\r?\n/).filter((line) => line.trim() !== '')
  if (lines.length > 1) return fail({ code: 'severalKeys' })
  const [type = '', data, ...comment] = trimmed.split(/\s+/)
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type))
    return fail({ code: 'unknownType', type: type.slice(0, 40) })
  if (!data) return fail({ code: 'noKeyData' })
  const blob = decodeBase64(data)
  if (!blob) return fail({ code: 'badBase64' })
  const fields = readStrings(blob)
  if (!fields || fields.length === 0) return fail({ code: 'malformed' })
  const embedded = latin1(fields[0]!.subarray(0, 64))
  if (embedded !== type) return fail({ code: 'typeMismatch', declared: type, embedded })
  if (!bodyIsWellFormed(type as SshKeyType, fields.slice(1))) return fail({ code: 'malformed' })
  const commentText = comment.join(' ')
  return {
    ok: true,
    key: {
      type: type as SshKeyType,
      blob,
      comment: commentText || null,
      line: [type, data, commentText].filter(Boolean).join(' '),
    },
  }
}

/**
 * A key as a service stored it, which may have dropped the leading type word (`AAAAC3NzaC1lZDI1NTE5… comment`): the
 * type is read from the blob's own first string and the line parsed again with it. Never throws.
 */
export function parseStoredSshKey(text: string): SshKeyParse {
  const parsed = parseSshPublicKey(text)
  if (parsed.ok || parsed.problem.code !== 'unknownType') return parsed
  const blob = decodeBase64(text.trim().split(/\s+/)[0] ?? '')
  const first = blob ? readStrings(blob)?.[0] : undefined
  const embedded = first ? latin1(first.subarray(0, 64)) : ''
  return (SSH_KEY_TYPES as readonly string[]).includes(embedded)
    ? parseSshPublicKey(`${embedded} ${text.trim()}`)
    : parsed
}

/** `SHA256:` + unpadded base64 of the SHA-256 of the key data, as `ssh-keygen -l` prints it (a key without its type word too). */
export async function sshKeyFingerprint(key: ParsedSshKey | string): Promise<string | null> {
  const parsed = typeof key === 'string' ? parseStoredSshKey(key) : { ok: true as const, key }
  if (!parsed.ok) return null
  const digest = new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', parsed.key.blob as Uint8Array<ArrayBuffer>),
  )
  return `SHA256:${btoa(latin1(digest)).replace(/=+$/, '')}`
}

/** Two lines with the same type and key data are the same key, whatever their comments say. */
export function sameSshKey(a: string, b: string): boolean {
  const material = (line: string) => line.trim().split(/\s+/).slice(0, 2).join(' ')
  return material(a) === material(b)
}

/** The English words of its rules, from `public-key.rules.json` beside it (the renderer translates them). */
export const [SSH_KEY_RULES, englishSshKeyText] = ruleWords(sshKeyRules)
export type SshKeyRuleCode = keyof typeof SSH_KEY_RULES
export type SshKeyRuleText = RuleText<SshKeyRuleCode>

export function describeSshKeyProblem(problem: SshKeyProblem, say: SshKeyRuleText = englishSshKeyText): string {
  const { code, ...params } = problem
  return say(code, params)
}
