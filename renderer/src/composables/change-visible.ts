import type { AccountSnapshot, SnapshotSection } from '@shared/contract'
import { sameRecord, type RevertPlan } from '@shared/channels/journal'
import { expandIpv6, type DnsRecord } from '@shared/models'
import { sameSshKey } from '@shared/ssh-keys/public-key'
import type { ListItem, ListSection } from '@shared/resources'

/**
 * After a change that may have been made (a timeout, a Cancel, a cut answer), whether the re-read snapshot
 * shows it: creations are matched by name or content (their id is unknown), deletions by the id being gone,
 * edits by the new values being there. `sections` are what to re-read before asking.
 */
export interface ChangeCheck {
  sections: SnapshotSection[]
  visible: (snapshot: AccountSnapshot) => boolean
  /** Where the snapshot cannot tell (a server action): asks the service directly; true when it shows the change. */
  probe?: () => Promise<boolean>
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** A DNS name as the records list may spell it: lower case, no trailing dot, relative to the zone, '@' for the zone. */
export function relativeOwner(owner: string, zone: string): string {
  const name = owner.trim().toLowerCase().replace(/\.$/, '')
  const apex = zone.trim().toLowerCase().replace(/\.$/, '')
  if (name === '' || name === '@' || name === apex) return '@'
  return name.endsWith(`.${apex}`) ? name.slice(0, -apex.length - 1) : name
}

const hostValue = (value: string, zone: string) => relativeOwner(value, zone)

/** The fields of a record the user typed (what a create or edit request holds), as loose strings. */
export interface RecordValues {
  type: string
  owner?: string
  address?: string
  target?: string
  text?: string
  priority?: number | string | null
  ttl?: number | null
}

/** Whether a record holds the typed values (names compared relative to the zone, IPv6 expanded, TXT exact). */
export function recordMatches(record: DnsRecord, values: RecordValues, zone: string): boolean {
  if (record.type !== values.type) return false
  if (values.owner !== undefined && relativeOwner(record.owner, zone) !== relativeOwner(values.owner, zone))
    return false
  if (values.address !== undefined) {
    const want =
      values.type === 'AAAA' ? (expandIpv6(values.address.trim()) ?? values.address.trim()) : values.address.trim()
    const have =
      values.type === 'AAAA' ? (expandIpv6(record.address ?? '') ?? record.address ?? '') : (record.address ?? '')
    if (want.toLowerCase() !== have.toLowerCase()) return false
  }
  if (values.target !== undefined && hostValue(record.target ?? '', zone) !== hostValue(values.target, zone))
    return false
  if (values.text !== undefined && (record.text ?? '') !== values.text) return false
  if (
    values.priority !== undefined &&
    values.priority !== null &&
    values.priority !== '' &&
    Number(record.priority) !== Number(values.priority)
  )
    return false
  return true
}

/** What a server action check reads: the server's action history as the service has it now. */
type ActionHistoryRead = () => Promise<Array<{ id: number; type: string; phase: string }>>

/**
 * A server action sent now: the history is read as the action is sent (the baseline); it was made when an action
 * of this type (any type for `null`: a resize) that was not in the baseline shows (without a baseline: one of
 * this type not finished yet).
 */
export function serverActionCheck(type: string | null, read: ActionHistoryRead): ChangeCheck {
  const baseline = read().then(
    (actions) => new Set(actions.map((a) => a.id)),
    () => null,
  )
  return {
    sections: ['servers'],
    visible: () => false,
    async probe() {
      const [before, now] = [await baseline, await read()]
      return now.some(
        (a) =>
          (type === null || a.type === type) &&
          (before ? !before.has(a.id) : a.phase === 'pending' || a.phase === 'running'),
      )
    },
  }
}

/** The list sections (the resource registry's `ListSection`) whose items have at least the fields of `Item`. */
type SectionsOf<Item> = { [S in ListSection]-?: ListItem<S> extends Item ? S : never }[ListSection]

/** The sections whose items have an id and a name. */
type NamedSection = SectionsOf<{ id: number; name: string }>

/**
 * A creation that may share its name with what exists (a server, a clone, an image): an item of that name whose
 * id was not in the section when the change was sent. `known` is the snapshot at sending.
 */
export function createdNamed(section: NamedSection, name: string, known: AccountSnapshot | null): ChangeCheck {
  const before = new Set(((known?.[section] ?? []) as Array<{ id: number }>).map((item) => item.id))
  return {
    sections: [section],
    visible: (s) =>
      ((s[section] ?? []) as Array<{ id: number; name: string; displayName?: string }>).some(
        (item) => !before.has(item.id) && (sameName(item.name, name) || sameName(item.displayName ?? '', name)),
      ),
  }
}

/** A revert of a journaled DNS change: the zone holds the record as the plan said it would be. */
export function revertCheck(plan: Pick<RevertPlan, 'action' | 'record'>): ChangeCheck {
  const { action, record } = plan
  return {
    sections: ['dnsZones'],
    visible: (s) => {
      const zone = record ? s.dnsZones?.find((z) => z.id === record.zoneId) : undefined
      if (!zone || !record) return false
      const same = zone.records.find((r) => r.id === record.id)
      if (action === 'delete') return !same
      if (action === 'update') return !!same && sameRecord(same, record)
      return zone.records.some((r) => sameRecord(r, record))
    },
  }
}

/** Whether an item `shows` picks is in a list section of the snapshot (false when the section is missing). */
function listed<S extends ListSection>(s: AccountSnapshot, section: S, shows: (item: ListItem<S>) => boolean): boolean {
  return (s[section] as readonly ListItem<S>[] | undefined)?.some(shows) ?? false
}

/** A change visible once its section lists an item `shows` picks. */
const listedCheck = <S extends ListSection>(section: S, shows: (item: ListItem<S>) => boolean): ChangeCheck => ({
  sections: [section],
  visible: (s) => listed(s, section, shows),
})

export const changeChecks = {
  sshKeyAdded: (publicKey: string): ChangeCheck => listedCheck('sshKeys', (k) => sameSshKey(k.publicKey, publicKey)),
  privateNetworkCreated: (name: string): ChangeCheck => listedCheck('privateNetworks', (n) => sameName(n.name, name)),
  dnsZoneCreated: (name: string, ascii: string): ChangeCheck =>
    listedCheck('dnsZones', (z) => sameName(z.name, ascii) || sameName(z.name, name)),
  /** A new record: one with the typed values exists in the zone (it did not before, or the form refused it). */
  dnsRecordCreated: (zoneId: number, values: RecordValues): ChangeCheck => ({
    sections: ['dnsZones'],
    visible: (s) => {
      const zone = s.dnsZones?.find((z) => z.id === zoneId)
      return zone?.records.some((r) => recordMatches(r, values, zone.name)) ?? false
    },
  }),
  /** An edit: the record (by id) holds the new values. */
  dnsRecordUpdated: (zoneId: number, recordId: number, values: RecordValues): ChangeCheck => ({
    sections: ['dnsZones'],
    visible: (s) => {
      const zone = s.dnsZones?.find((z) => z.id === zoneId)
      const record = zone?.records.find((r) => r.id === recordId)
      return (
        !!zone &&
        !!record &&
        recordMatches(record, values, zone.name) &&
        (values.ttl == null || record.ttl === values.ttl)
      )
    },
  }),
  storageUserCreated: (userName: string): ChangeCheck => listedCheck('storageUsers', (u) => sameName(u.name, userName)),
  /** A deletion: the item with that id is no longer in its section. */
  gone: (section: SectionsOf<{ id: number }>, id: number): ChangeCheck => ({
    sections: [section],
    visible: (s) => !listed(s, section, (item) => item.id === id),
  }),
}
