import { h } from 'vue'
import type { ListColumn } from '../panes/list-columns'
import TagChips from './TagChips.vue'

/** A list's tags column: each row's tags as small chips, sorted by their text, left out below 640 px. */
export const tagColumn = <T>(title: string, tagsOf: (row: T) => readonly string[]): ListColumn<T> => ({
  key: 'tags',
  title,
  hideBelow: 640,
  render: (row) => h(TagChips, { tags: tagsOf(row), small: true }),
  sort: (row) => tagsOf(row).join(' '),
})
