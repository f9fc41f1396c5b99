import type { AccountSnapshot } from '@shared/contract'
import { daysUntil, matchesTerms, type FilterSubject } from '@shared/filter/match'
import { narrowsByTerms, parseFilter } from '@shared/filter/parse'
import { refKey, resourceItems, RESOURCE_KINDS, type ResourceRef } from '@shared/resources'
import type { TreeNode } from './rows'

/** A filter box's terms for the tree: the rows they let through, and the words left to find as text. */
export interface TreeTerms {
  text: string
  without: readonly string[]
  passes(node: TreeNode): boolean
}

/**
 * The tree's filter box in the filter language (`tag:env=prod`, `state:stopped web`), as the lists and the palette
 * read it: null when the query holds no term (plain text, found as before). Each resource of the snapshot is
 * judged once per query; a row passes when the resource it opens does.
 */
export function treeTerms(
  query: string,
  snapshot: AccountSnapshot | null,
  account: { id: string; label: string } | null,
  tagsOf: (ref: ResourceRef) => readonly string[],
): TreeTerms | null {
  const parsed = parseFilter(query, RESOURCE_KINDS)
  if (!parsed.ok || !narrowsByTerms(parsed.filter) || !snapshot || !account) return null
  const filter = parsed.filter
  const now = Date.now()
  const passing = new Set<string>()
  for (const { descriptor, entry, ref } of resourceItems(snapshot)) {
    const subject: FilterSubject = {
      kind: descriptor.kind,
      state: descriptor.state(entry.item),
      poweredOn: descriptor.power?.(entry.item) ?? null,
      accountId: account.id,
      accountLabel: account.label,
      tags: tagsOf(ref),
      daysLeft: daysUntil(descriptor.expires?.(entry.item), now),
    }
    if (matchesTerms(filter, subject)) passing.add(refKey(ref))
  }
  return { text: filter.text, without: filter.without, passes: (node) => passing.has(refKey(node.ref)) }
}
