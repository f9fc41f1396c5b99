import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { DEMO_TOKEN, DIALECTS, startSandbox, type SandboxHandle } from '../../../sandbox'
import { wireZone } from './dns'
import { fastReaderOf, SLOW } from './fast-read'
import { wireImage } from './images'
import { wireLocation, wirePrivateNetwork, wirePublicNetwork } from './networks'
import { wireServer } from './servers'
import { wireSshKey } from './ssh-keys'
import { wireCertificate, wireProduct } from './ssl'
import { wireStorageUser } from './storage'

/** Every list the snapshot reads: its route and its item's schema. */
const LISTS: Array<[string, z.ZodType]> = [
  ['/server', wireServer],
  ['/network', wirePrivateNetwork],
  ['/publicnetwork', wirePublicNetwork],
  ['/dcLocation', wireLocation],
  ['/dns', wireZone],
  ['/ssl', wireCertificate],
  ['/ssl/products', wireProduct],
  ['/storage/users', wireStorageUser],
  ['/sshkey', wireSshKey],
  ['/image', wireImage],
]

/** The lists that grow with an account: servers, DNS zones and their records, SSH keys, images. */
const LARGE = ['/server', '/dns', '/sshkey', '/image']

/** Values a field may be swapped for: each kind the building blocks tell apart, and the odd ones. */
const ODD_VALUES: unknown[] = [
  null,
  undefined,
  '',
  '  ',
  ' 12 ',
  '12',
  '-3.5',
  '1e3',
  'abc',
  'true',
  'Yes',
  0,
  1,
  7,
  2.5,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  false,
  {},
  [],
  [{}],
]

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'))

/** The item with one field (at the top, or in the first item of a nested list) swapped for `value`. */
function* variants(item: unknown): Generator<unknown> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return
  for (const [key, inner] of Object.entries(item)) {
    for (const value of ODD_VALUES) yield { ...item, [key]: value }
    const { [key]: _gone, ...without } = item as Record<string, unknown>
    yield without
    if (Array.isArray(inner) && inner.length > 0)
      for (const nested of variants(inner[0])) yield { ...item, [key]: [nested, ...inner.slice(1)] }
  }
}

/** The fast reader never accepts what zod rejects, and where it accepts, answers what zod answers. */
function expectFastAgrees(schema: z.ZodType, value: unknown): boolean {
  const fast = fastReaderOf(schema)(value)
  if (fast === SLOW) return false
  const parsed = schema.safeParse(value)
  expect(parsed.success, JSON.stringify(value)).toBe(true)
  expect(fast).toStrictEqual(parsed.data)
  return true
}

describe.each(DIALECTS)('the fast read of list items (%s dialect)', (dialect) => {
  let sandbox: SandboxHandle
  const answers = new Map<string, unknown[]>()
  beforeAll(async () => {
    sandbox = await startSandbox({ paceMs: 0, dialect })
    for (const [path] of LISTS) {
      const response = await fetch(`${sandbox.baseUrl}${path}`, { headers: { authorization: `Bearer ${DEMO_TOKEN}` } })
      const body: unknown = response.ok ? await response.json() : []
      answers.set(path, Array.isArray(body) ? body : [])
    }
  })
  afterAll(() => sandbox.close())

  it.each(LISTS)('reads items of %s the fast way only as zod reads them', (path, schema) => {
    for (const item of answers.get(path)!) expectFastAgrees(schema, item)
  })

  // The lists that grow large (what the first read of a big account waits for) take the fast path.
  it.each(LISTS.filter(([path]) => LARGE.includes(path)))('reads every item of %s the fast way', (path, schema) => {
    const items = answers.get(path)!
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(expectFastAgrees(schema, item), JSON.stringify(item)).toBe(true)
  })

  it.each(LISTS)('leaves to zod every item of %s it cannot read exactly as zod does', (path, schema) => {
    for (const item of answers.get(path)!.slice(0, 3))
      for (const variant of variants(item)) expectFastAgrees(schema, variant)
  })
})

describe('the fast read of the real service’s answers', () => {
  it('reads the captured servers and DNS zone the fast way, as zod reads them, and their odd variants no looser', () => {
    const servers = fixture('server-list') as unknown[]
    const zone = fixture('dns-zone')
    for (const [schema, item] of [...servers.map((s) => [wireServer, s] as const), [wireZone, zone] as const]) {
      expect(expectFastAgrees(schema, item)).toBe(true)
      for (const variant of variants(item)) expectFastAgrees(schema, variant)
    }
  })
})
