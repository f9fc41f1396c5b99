export interface SshKey {
  id: number
  title: string
  publicKey: string
  isActive: boolean
}
