export interface SshKey {
  id: number
  title: string
  publicKey: string
  isActive: boolean
}

export interface CreateSshKeyInput {
  title: string
  publicKey: string
}
