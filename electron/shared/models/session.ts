import type { AccountSnapshot, SessionState } from '../channels/session'

// What the session's consumers need at run time without the channel's schemas (the renderer's first paint
// loads no zod): the snapshot's section names and which of two states is newer.
export const SNAPSHOT_SECTIONS = [
  'servers',
  'privateNetworks',
  'publicNetworks',
  'locations',
  'dnsZones',
  'sslCertificates',
  'storage',
  'storageUsers',
  'sshKeys',
  'images',
  'account',
] as const satisfies readonly (keyof AccountSnapshot)[]
export type SnapshotSection = (typeof SNAPSHOT_SECTIONS)[number]

/** Whether `next` should replace `current`: only a newer revision does (answers and pushes may cross). */
export function isNewerSession(
  current: Pick<SessionState, 'revision'> | null,
  next: Pick<SessionState, 'revision'>,
): boolean {
  return current === null || next.revision > current.revision
}
