import type { SshKey } from '@shared/models/ssh-keys'
import { sshKeyResource } from '@shared/resources/kinds/ssh-key'
import { stateText, text } from '../../tree/rows'
import { defineView, listCategory, wordsAt } from '../view'

export const sshKeyView = defineView<SshKey>({
  resource: sshKeyResource,
  words: wordsAt('sshKeys.kinds.sshKey'),
  category: listCategory(sshKeyResource, (k, words) => ({
    label: k.title,
    // The key's comment too ("user@host"); its fingerprint is found by the tree store, worked out later.
    search: text(k.title, k.publicKey.split(/\s+/).slice(2).join(' '), k.isActive ? '' : stateText(words, 'Inactive')),
    badge: k.isActive ? undefined : { text: words.state('Inactive'), tone: 'default' as const },
  })),
})
