import type { AccountSnapshot } from '../models/session'
import { allResources } from '.'

/**
 * A snapshot with one item of every registered kind, all in `state` (the fields the registry's functions read, no
 * more). Tests loop the registry over it: `everyKindIn` fails them when a kind is added without an item here.
 */
export function oneOfEach(state = 'Active'): AccountSnapshot {
  const record = { id: 11, type: 'A', owner: 'www', address: '192.0.2.1', target: null, text: null, state }
  return {
    servers: [{ id: 1, name: 'web', ip: '192.0.2.10', linkedNetworks: [{ ip: '10.0.0.2' }], state }],
    privateNetworks: [{ id: 2, name: 'lan', cidr: '10.0.0.0/24', gateway: '10.0.0.1', state }],
    publicNetworks: [{ id: 3, name: 'wan', ip: '198.51.100.7', cidr: null, state }],
    dnsZones: [{ id: 4, name: 'example.com', state, records: [record] }],
    sslCertificates: [{ id: 5, domain: 'example.com', dcvList: [{ domain: 'www.example.com' }], state }],
    storage: { id: 6, name: 'store', state },
    storageUsers: [{ id: 7, name: 'backup', state }],
    sshKeys: [{ id: 8, title: 'laptop', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHn2e5Y0 me', isActive: true }],
    images: [{ id: 9, name: 'golden', displayName: 'Golden', state }],
  } as unknown as AccountSnapshot
}

/** Checks the fixture holds an item of every registered kind; throws naming the kinds it lacks. */
export function everyKindIn(snapshot: AccountSnapshot): void {
  const missing = allResources().filter((d) => (d.entries(snapshot) ?? []).length === 0)
  if (missing.length > 0) throw new Error(`no item of ${missing.map((d) => d.kind).join(', ')} in the fixture`)
}
