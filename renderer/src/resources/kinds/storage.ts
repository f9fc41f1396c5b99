import type { Storage } from '@shared/models/storage'
import { storageResource } from '@shared/resources/kinds/storage'
import { badge, branchOf, holdsKinds, stateText, text } from '../../tree/rows'
import { storageUserBranch } from './storage-user'
import { defineView, wordsAt } from '../view'

/** The account's object storage: one row (none before activation), its users below it. */
export const storageView = defineView<Storage>({
  resource: storageResource,
  words: wordsAt('storage.kinds.storage'),
  category: {
    branch: (snapshot, words) => {
      if (snapshot.storage === undefined) return undefined
      if (snapshot.storage === null) return { size: 0, list: () => [], holds: () => false }
      const storage = snapshot.storage
      const users = storageUserBranch(snapshot, words)
      return branchOf(
        [storage],
        () => ({
          label: words.storage?.(storage.name) ?? storage.name,
          ref: { kind: 'storage', id: storage.id },
          search: text(storage.name, words.storage?.(storage.name), stateText(words, storage.state)),
          badge: badge(words, storage.state, false, 'n'),
          count: snapshot.storageUsers?.length ?? 0,
          branch: users,
        }),
        holdsKinds('storage', 'storageUser'),
      )
    },
    count: (snapshot) => snapshot.storageUsers?.length ?? 0,
    notActivated: (snapshot) => snapshot.storage === null,
  },
})
