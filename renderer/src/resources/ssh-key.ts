import type { SshKey } from '@shared/models'
import { sshKeyResource } from '@shared/resources/ssh-key'
import { branchOf, holdsKinds, stateText, text } from '../tree/rows'
import { defineView, wordsAt } from './view'

export const sshKeyView = defineView<SshKey>({
  resource: sshKeyResource,
  words: wordsAt('sshKeys.kinds.sshKey'),
  category: {
    branch: (snapshot, words) =>
      branchOf(
        snapshot.sshKeys,
        (k) => ({
          label: k.title,
          ref: { kind: 'sshKey', id: k.id },
          // The key's comment too ("user@host"); its fingerprint is found by the tree store, worked out later.
          search: text(
            k.title,
            k.publicKey.split(/\s+/).slice(2).join(' '),
            k.isActive ? '' : stateText(words, 'Inactive'),
          ),
          badge: k.isActive ? undefined : { text: words.state('Inactive'), tone: 'default' as const },
        }),
        holdsKinds('sshKey'),
      ),
  },
})
