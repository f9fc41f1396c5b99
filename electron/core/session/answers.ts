import type { AccountSnapshot } from '../../shared/models/session'
import type { DnsRecord } from '../../shared/models/dns'

/** How an answer to a change updates the snapshot before the re-read confirms it; null when it says nothing. */
export type SnapshotUpdate = (snapshot: AccountSnapshot) => AccountSnapshot

/** The snapshot sections that are lists of items with an id. */
type ListSection = {
  [S in keyof AccountSnapshot]-?: NonNullable<AccountSnapshot[S]> extends Array<{ id: number }> ? S : never
}[keyof AccountSnapshot]
type ItemOf<S extends ListSection> = NonNullable<AccountSnapshot[S]>[number]

/** The item the service answered with replaces the one of the same id (nothing when it answered nothing). */
export function replacing<S extends ListSection>(
  section: S,
  item: ItemOf<S> | null | undefined,
): SnapshotUpdate | null {
  if (!item) return null
  return (snapshot) => {
    const list = snapshot[section] as ItemOf<S>[] | undefined
    if (!list?.some((x) => x.id === item.id)) return snapshot
    return { ...snapshot, [section]: list.map((x) => (x.id === item.id ? item : x)) }
  }
}

/** A DNS record the service answered with replaces the one of the same id in its zone. */
export function replacingRecord(record: DnsRecord | null | undefined): SnapshotUpdate | null {
  if (!record) return null
  return (snapshot) => {
    const zone = snapshot.dnsZones?.find((z) => z.id === record.zoneId)
    if (!zone?.records.some((r) => r.id === record.id)) return snapshot
    const records = zone.records.map((r) => (r.id === record.id ? record : r))
    return { ...snapshot, dnsZones: snapshot.dnsZones!.map((z) => (z === zone ? { ...zone, records } : z)) }
  }
}
