import type {} from '../../slices'
import { sameSshKey } from '../../ssh-keys/public-key'
import { listResource } from '../descriptor'

export const sshKeyResource = listResource('sshKeys', {
  kind: 'sshKey',
  order: 90,
  name: (k) => k.title,
  state: (k) => (k.isActive ? null : 'Inactive'),
  // The detail is the key's fingerprint, which the backend's index adds (it needs a hash).
  palette: { rank: 6, label: (k) => k.title, detail: () => '', publicKey: (k) => k.publicKey },
  // The same key, whatever its comment says (the title may be taken by another key).
  created: ({ item }, publicKey: string) => sameSshKey(item.publicKey, publicKey),
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    sshKey: typeof sshKeyResource
  }
}
