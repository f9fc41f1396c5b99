import type { AccountSnapshot } from '../../shared/contract'

/**
 * Many accounts' worth of palette items, for the fleet bench and the palette's ranking tests alike: servers (and
 * their action commands), zones and records, keys, certificates, storage users; a share of the servers, keys and
 * users are named in Russian, as people name them.
 */

const pad = (n: number) => String(n).padStart(4, '0')

/** A snapshot drawn in outline: only the fields the palette reads, every one of the right type. */
export type Outline<T> = T extends readonly (infer E)[]
  ? Outline<E>[]
  : T extends object
    ? { [K in keyof T]?: Outline<T[K]> }
    : T

/** One account's snapshot of about 10,000 palette items at `scale` 1 (a tenth of them at 0.1). */
export function syntheticSnapshot(account: number, scale: number): AccountSnapshot {
  const servers = Array.from({ length: 1_000 * scale }, (_, i) => ({
    id: i + 1,
    name: i % 4 === 3 ? `бэкенд-${account}-${pad(i)}` : `web-${account}-${pad(i)}`,
    ip: `10.${account}.${Math.floor(i / 250)}.${i % 250}`,
    linkedNetworks: [{ ip: `192.168.${account}.${i % 250}` }],
  }))
  const dnsZones = Array.from({ length: 200 * scale }, (_, z) => ({
    id: 10_000 + z,
    name: `zone${z}.client${account}.example`,
    records: Array.from({ length: 36 }, (_, r) => ({
      id: 100_000 + z * 100 + r,
      type: r % 3 === 0 ? 'TXT' : 'A',
      owner: `host${r}`,
      address: r % 3 === 0 ? null : `203.0.${z % 250}.${r}`,
      target: null,
      text: r % 3 === 0 ? `v=spf1 include:mail${z}-${r}.client${account}.example ~all` : null,
    })),
  }))
  const sshKeys = Array.from({ length: 300 * scale }, (_, i) => ({
    id: i + 1,
    title: i % 2 === 1 ? `ноутбук-${account}-${i}` : `laptop-${account}-${i}`,
    publicKey: `ssh-ed25519 ${Buffer.from(`key-${account}-${i}-padding-to-32-bytes!!`).toString('base64')} me`,
  }))
  const sslCertificates = Array.from({ length: 100 * scale }, (_, i) => ({
    id: i + 1,
    domain: `shop${i}.client${account}.example`,
    dcvList: [],
  }))
  const storageUsers = Array.from({ length: 90 * scale }, (_, i) => ({
    id: i + 1,
    name: i % 3 === 2 ? `резерв-${account}-${i}` : `backup-${account}-${i}`,
  }))
  const outline: Outline<AccountSnapshot> = { servers, dnsZones, sshKeys, sslCertificates, storageUsers }
  return outline as AccountSnapshot
}

/** What a user types, one keystroke at a time: a server name, an IP, a record's value, a zone, a key, a typo'd word. */
export const TYPED_LATIN = [
  'web-7-0420',
  '10.3.1.17',
  'mail42-9.client4',
  'zone117.client2',
  'laptop-5-12',
  'backp-8',
  'shop7.client9.example',
  '203.0.99',
]

/** The same in Russian: names as written, one as its transliteration, one with a letter left out. */
export const TYPED_CYRILLIC = ['бэкенд-3-0043', 'ноутбук-6-77', 'резерв-2-5', 'noutbuk-1-9', 'бэкнд-4', 'бэкенд 0123']

/** Every prefix of each word, as the palette is asked while it is typed. */
export const keystrokes = (words: readonly string[]): string[] =>
  words.flatMap((word) => Array.from({ length: word.length }, (_, n) => word.slice(0, n + 1)))
