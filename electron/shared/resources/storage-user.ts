import { listResource, sameName } from './descriptor'

export const storageUserResource = listResource('storageUsers', {
  kind: 'storageUser',
  id: (u) => u.id,
  name: (u) => u.name,
  state: (u) => u.state,
  palette: { rank: 7, label: (u) => u.name, detail: () => '' },
  created: ({ item }, userName: string) => sameName(item.name, userName),
  troubles: true,
})
