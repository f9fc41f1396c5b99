import type { SshKeysState } from '../ssh-keys'
import type { IdSource } from '../types'

/** Real public keys (their private halves were discarded), so fingerprints and parsers work on them. */
const DEMO_ED25519_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEZTa2bf15sMEyt68JOvZUWz5uSinlwoYlqDPDNtMseT anna@workstation'

const DEMO_RSA_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCr4I/nraV7m3m3IZbSlC7qJ2B7uxyQtBlybHZcApg67PBfnMVYEWUgVsS9PTfNeF+tYIgIqhNuzctHSWyjxCdvPHzl1Dz6QLtiQDLPqMyGnQM5G6wOb0swYRwIQFUWfGzs1TvMsAygON1lLg2AvhgWR0l0cO/hvPOrdUlH4+pdpOhZYMaX/hbB7F9GrjanjhCO4wYR10Bjm54FLHXch4FlhsCrCyRoKaqDNFMEWn2CNgbwd++ZVG7VAc2h4+63MiKIh+bg54IdJN+e0VdU4/16btNkU+BYmdXUsACzvdkeTAHLiaJBvZ1Wx8OBour/8BF++hJlF1gBnpxkQNMdg9Bd deploy@ci.example.com'

/** Anna's laptop and the CI's deploy key. */
export function fillDemoSshKeys(customer: IdSource & SshKeysState): void {
  for (const [Title, PublicKey] of [
    ['Anna laptop', DEMO_ED25519_KEY],
    ['CI deploy', DEMO_RSA_KEY],
  ] as const) {
    const ID = customer.nextId()
    customer.sshKeys.set(ID, { ID, Title, PublicKey, IsActive: true })
  }
}
