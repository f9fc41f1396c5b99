import type { Image } from '@shared/models/images'
import { imageResource } from '@shared/resources/kinds/image'
import { badge, holdsKinds, type Draft } from '../../tree/rows'
import { imageRows } from '../image-rows'
import { defineView, wordsAt } from '../view'

/** The tree lists the account's own images; templates are in the category's list pane. */
export const imageView = defineView<Image>({
  resource: imageResource,
  words: wordsAt('images.kinds.image'),
  marksChanges: false,
  category: {
    branch: (snapshot, words) => {
      if (!snapshot.images) return undefined
      const size = snapshot.images.reduce((n, i) => n + (i.isOwn ? 1 : 0), 0)
      const list = () =>
        (imageRows(snapshot, (code) => words.location?.(code, snapshot) ?? code) ?? []).map((i): Draft => ({
          label: i.label,
          ref: { kind: 'image', id: i.id },
          search: i.search,
          detail: i.detail,
          badge: badge(words, i.state),
        }))
      return { size, list, holds: holdsKinds('image') }
    },
  },
})
