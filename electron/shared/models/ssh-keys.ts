import type {} from './session'

export interface SshKey {
  id: number
  title: string
  publicKey: string
  isActive: boolean
}

// This domain's sections of the snapshot (session.ts).
declare module './session' {
  interface AccountSnapshot {
    sshKeys?: SshKey[]
  }
}
