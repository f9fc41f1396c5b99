import type { SshKey } from './types'

/** A customer's SSH keys, by id. */
export interface SshKeysState {
  sshKeys: Map<number, SshKey>
}

export const initialSshKeysState = (): SshKeysState => ({ sshKeys: new Map() })
