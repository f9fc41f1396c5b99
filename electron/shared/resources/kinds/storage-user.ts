import type {} from '../../slices'
import { storageSecret } from '../../models/storage'
import { listResource, sameName } from '../descriptor'

export const storageUserResource = listResource('storageUsers', {
  kind: 'storageUser',
  order: 80,
  name: (u) => u.name,
  state: (u) => u.state,
  palette: { rank: 7, label: (u) => u.name, detail: () => '' },
  created: ({ item }, userName: string) => sameName(item.name, userName),
  troubles: true,
  secret: storageSecret,
})

// This kind's place in the registry's types (slices.ts).
declare module '../../slices' {
  interface ResourceRegistry {
    storageUser: typeof storageUserResource
  }
}
