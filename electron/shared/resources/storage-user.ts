import type { StorageUser } from '../models/storage'
import { defineResource } from './descriptor'

export const storageUserResource = defineResource<StorageUser>({
  kind: 'storageUser',
  section: 'storageUsers',
  entries: (snapshot) => snapshot.storageUsers?.map((item) => ({ item })) ?? null,
  id: (u) => u.id,
  name: (u) => u.name,
  state: (u) => u.state,
  palette: { rank: 7, label: (u) => u.name, detail: () => '' },
  troubles: true,
})
