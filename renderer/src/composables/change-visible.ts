import type { AccountSnapshot, SnapshotSection } from '@shared/contract'
import { sameRecord, type RevertPlan } from '@shared/channels/journal'
import { recordMatches, type RecordValues } from '@shared/dns/record-match'
import { sameName, type ListItem, type ListSection, type ResourceDescriptor } from '@shared/resources'
import { dnsRecordResource } from '@shared/resources/kinds/dns-record'
import { dnsZoneResource } from '@shared/resources/kinds/dns-zone'
import { privateNetworkResource } from '@shared/resources/kinds/private-network'
import { sshKeyResource } from '@shared/resources/kinds/ssh-key'
import { storageUserResource } from '@shared/resources/kinds/storage-user'

export { recordMatches, relativeOwner, type RecordValues } from '@shared/dns/record-match'

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

/**
 * A creation (the new item's id is not known): visible once its kind's descriptor finds the item `asked` for (a kind
 * without `created` takes nothing: its `asked` is `never`).
 */
export function createdCheck<T, A>(resource: ResourceDescriptor<T, string, A>, asked: A): ChangeCheck {
  return {
    sections: [resource.section],
    visible: (s) => resource.entries(s)?.some((entry) => resource.created?.(entry, asked) ?? false) ?? false,
  }
}

/** The checks the forms name, each kind's creation told by its descriptor (`created`). */
export const changeChecks = {
  sshKeyAdded: (publicKey: string): ChangeCheck => createdCheck(sshKeyResource, publicKey),
  privateNetworkCreated: (name: string): ChangeCheck => createdCheck(privateNetworkResource, name),
  dnsZoneCreated: (name: string, ascii: string): ChangeCheck => createdCheck(dnsZoneResource, { name, ascii }),
  dnsRecordCreated: (zoneId: number, values: RecordValues): ChangeCheck =>
    createdCheck(dnsRecordResource, { zoneId, values }),
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
  storageUserCreated: (userName: string): ChangeCheck => createdCheck(storageUserResource, userName),
  /** A deletion: the item with that id is no longer in its section. */
  gone: (section: SectionsOf<{ id: number }>, id: number): ChangeCheck => ({
    sections: [section],
    visible: (s) => !listed(s, section, (item) => item.id === id),
  }),
}
