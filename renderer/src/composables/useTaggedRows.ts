import { computed, onMounted, type ComputedRef } from 'vue'
import { daysUntil, matchesTerms, type FilterSubject } from '@shared/filter/match'
import { narrowsByTerms, parseFilter } from '@shared/filter/parse'
import { RESOURCE_KINDS, resourceOf, type ResourceRef } from '@shared/resources'
import type { ListTerms } from '../format/list-view'
import { useAccountsStore } from '../stores/accounts'
import { useTagsStore } from '../stores/tags'

/** What a row is: the resource its name opens, in the active account (none: the row carries no tags). */
export type RowResource<T> = (row: T) => ResourceRef | null | undefined

/**
 * A list's rows with their tags, and its search box in the filter language (`tag:env=prod`, `state:stopped`,
 * `-tag:legacy`…), the same for every list of resources: the kinds' list panes, a zone's records, the storage's
 * users. The active account's tags are read when the first list mounts.
 */
export function useTaggedRows<T>(rows: () => readonly T[], resource: () => RowResource<T> | undefined) {
  const tags = useTagsStore()
  const accounts = useAccountsStore()
  onMounted(() => void tags.ensure().catch(() => undefined))

  const tagsOf = (row: T): readonly string[] => {
    const target = resource()?.(row)
    return (target && tags.recordOf(target)?.tags) || []
  }
  /** Whether a row has a tag: the list shows its tags' column then. */
  const tagged = computed(() => tags.records.size > 0 && rows().some((row) => tagsOf(row).length > 0))

  /** What the search box finds a row by: its own words, and its tags once some row has any. */
  const searchText = (own: () => (row: T) => string): ComputedRef<(row: T) => string> =>
    // A new function whenever the tags change: the list keeps each row's text until its text function changes.
    computed(() => {
      const text = own()
      if (!tagged.value) return text
      void tags.records
      return (row: T) => `${text(row)} ${tagsOf(row).join(' ')}`
    })

  /** What the filter language's terms look at of a row. */
  const subject = (row: T): FilterSubject | null => {
    const target = resource()?.(row)
    const descriptor = target && resourceOf(target.kind)
    const account = accounts.active
    if (!target || !descriptor || !account) return null
    return {
      kind: descriptor.kind,
      state: descriptor.state(row),
      poweredOn: descriptor.power?.(row) ?? null,
      accountId: account.id,
      accountLabel: account.label,
      tags: tagsOf(row),
      daysLeft: daysUntil(descriptor.expires?.(row), Date.now()),
    }
  }
  /** The search box in the filter language: its terms, when it holds any that read. */
  function terms(search: string): ListTerms<T> | null {
    const parsed = parseFilter(search, RESOURCE_KINDS)
    if (!parsed.ok || !narrowsByTerms(parsed.filter)) return null
    const filter = parsed.filter
    return {
      passes: (row) => {
        const about = subject(row)
        return !!about && matchesTerms(filter, about)
      },
      text: filter.text,
      without: filter.without,
    }
  }

  return { tagsOf, tagged, searchText, terms }
}
