import type { AccountSnapshot } from '../../shared/models/session'
import { taggedKey, type OrphanedRecord, type TagRecord } from '../../shared/models/tags'
import { allResources, refOf } from '../../shared/resources'

/** The resources a snapshot holds, by `taggedKey`, and the kinds whose section it read (the others are unknown). */
function present(accountId: string, snapshot: AccountSnapshot): { keys: Set<string>; kinds: Set<string> } {
  const keys = new Set<string>()
  const kinds = new Set<string>()
  for (const descriptor of allResources()) {
    const entries = descriptor.entries(snapshot)
    if (!entries) continue
    kinds.add(descriptor.kind)
    for (const entry of entries) {
      const ref = refOf(descriptor, entry)
      keys.add(`${accountId}\n${ref.kind}:${ref.parentId ?? ''}:${ref.id}`)
    }
  }
  return { keys, kinds }
}

/**
 * The records whose resource is gone: of an account that no longer exists, or missing from a section its
 * account's cache did read. A resource of an account never read, or of a section its API lacks, is not called
 * gone: nothing says so.
 */
export function orphansOf(
  records: readonly TagRecord[],
  accounts: ReadonlySet<string>,
  snapshots: ReadonlyMap<string, AccountSnapshot | null>,
): OrphanedRecord[] {
  const seen = new Map<string, ReturnType<typeof present> | null>()
  const orphans: OrphanedRecord[] = []
  for (const record of records) {
    if (!accounts.has(record.accountId)) {
      orphans.push({ ...record, reason: 'account' })
      continue
    }
    if (!seen.has(record.accountId)) {
      const snapshot = snapshots.get(record.accountId)
      seen.set(record.accountId, snapshot ? present(record.accountId, snapshot) : null)
    }
    const held = seen.get(record.accountId)
    if (!held || !held.kinds.has(record.resource.kind)) continue
    if (!held.keys.has(taggedKey(record.accountId, record.resource))) orphans.push({ ...record, reason: 'gone' })
  }
  return orphans
}
