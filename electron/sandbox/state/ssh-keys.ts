import type {} from './types'

export interface SshKey {
  ID: number
  Title: string
  PublicKey: string
  IsActive: boolean
}

/** A customer's SSH keys, by id. */
export interface SshKeysState {
  sshKeys: Map<number, SshKey>
}

export const initialSshKeysState = (): SshKeysState => ({ sshKeys: new Map() })

declare module './types' {
  interface CustomerParts {
    sshKeys: SshKeysState
  }
}
