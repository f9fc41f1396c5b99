import type {} from '../../slices'
import { storageSecret, type Storage } from '../../models/storage'
import { defineResource } from '../descriptor'

/** The account's object storage: one at most; null in the snapshot until it is activated. */
export const storageResource = defineResource<Storage>({
  kind: 'storage',
  order: 70,
  section: 'storage',
  paneSections: ['storage', 'storageUsers'],
  entries: (snapshot) => (snapshot.storage === undefined ? null : snapshot.storage ? [{ item: snapshot.storage }] : []),
  id: (s) => s.id,
  name: (s) => s.name,
  state: (s) => s.state,
  troubles: true,
  // The administrator's (the owner's) secrets.
  secret: (s, name) => storageSecret(s.owner, name),
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    storage: typeof storageResource
  }
}
