import type { AccountSnapshot } from '@shared/contract'
import type { StorageUser } from '@shared/models/storage'
import { storageUserResource } from '@shared/resources/kinds/storage-user'
import { badge, branchOf, holdsKinds, stateText, text, type Branch, type TreeWords } from '../../tree/rows'
import { defineView, wordsAt } from '../view'

/** The storage's users, listed under its row (storage.ts). */
export function storageUserBranch(snapshot: AccountSnapshot, words: TreeWords): Branch | undefined {
  return branchOf(
    snapshot.storageUsers ?? [],
    (u) => ({
      label: u.name,
      ref: { kind: 'storageUser', id: u.id },
      search: text(u.name, stateText(words, u.state)),
      badge: badge(words, u.state),
    }),
    holdsKinds('storageUser'),
  )
}

/** Users are listed under the storage: no category of their own. */
export const storageUserView = defineView<StorageUser>({
  resource: storageUserResource,
  words: wordsAt('storage.kinds.storageUser'),
})
