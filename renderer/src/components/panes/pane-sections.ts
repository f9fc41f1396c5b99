import { SNAPSHOT_SECTIONS, type SnapshotSection } from '@shared/models/session'
import type { ResourceKind, ResourceRef } from '@shared/resources'

/** The snapshot sections each kind of pane shows (a category's id is its section). */
const SECTIONS_OF: Record<Exclude<ResourceKind, 'category'>, SnapshotSection[]> = {
  server: ['servers'],
  privateNetwork: ['privateNetworks'],
  publicNetwork: ['publicNetworks'],
  dnsZone: ['dnsZones'],
  dnsRecord: ['dnsZones'],
  sslCertificate: ['sslCertificates'],
  storage: ['storage', 'storageUsers'],
  storageUser: ['storageUsers'],
  sshKey: ['sshKeys'],
  image: ['images'],
}

/** What to re-read when a pane opens and its data is old: the sections the selected pane shows. */
export function paneSections(ref: ResourceRef | null): SnapshotSection[] {
  if (!ref) return []
  if (ref.kind !== 'category') return SECTIONS_OF[ref.kind]
  if (ref.id === 'storage') return ['storage', 'storageUsers']
  return (SNAPSHOT_SECTIONS as readonly string[]).includes(String(ref.id)) ? [ref.id as SnapshotSection] : []
}
