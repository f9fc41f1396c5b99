import { listResource } from './descriptor'

export const sshKeyResource = listResource('sshKeys', {
  kind: 'sshKey',
  id: (k) => k.id,
  name: (k) => k.title,
  state: (k) => (k.isActive ? null : 'Inactive'),
  // The detail is the key's fingerprint, which the backend's index adds (it needs a hash).
  palette: { rank: 6, label: (k) => k.title, detail: () => '', publicKey: (k) => k.publicKey },
})
