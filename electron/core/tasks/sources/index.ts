import type { TrackedTaskSource } from '../types'
import { imagePoller, type ImageApi } from './image'
import { publicNetworkDeletionPoller, type PublicNetworkApi } from './public-network-deletion'
import { serverActionPoller, type ServerActionApi } from './server-action'
import { serverStatePoller, type ServerStateApi } from './server-state'
import type { SourceKind, TaskSourcePoller } from './source'
import { storagePoller, type StorageApi } from './storage'

/** The part of the API client the tracker polls with: what every source reads. */
export type TaskApi = ServerActionApi & ServerStateApi & ImageApi & PublicNetworkApi & StorageApi

/** Every source of tasks, registered once: a new one is its file and a line here (and its type in ../types). */
const POLLERS: { [K in SourceKind]: TaskSourcePoller<K, TaskApi> } = {
  serverAction: serverActionPoller,
  serverState: serverStatePoller,
  image: imagePoller,
  publicNetworkDeletion: publicNetworkDeletionPoller,
  storage: storagePoller,
}

/** How tasks of a source kind are polled. */
export function pollerOf<K extends SourceKind>(kind: K): TaskSourcePoller<K, TaskApi> {
  return POLLERS[kind]
}

/** The part of a task key that names what is polled: one server's actions, the storage, one user, one network. */
export function sourceKey(source: TrackedTaskSource): string {
  return pollerOf(source.kind).key(source)
}
