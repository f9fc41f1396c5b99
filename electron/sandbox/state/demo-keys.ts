/** Real public keys (their private halves were discarded), so fingerprints and parsers work on them. */
export const DEMO_ED25519_KEY =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEZTa2bf15sMEyt68JOvZUWz5uSinlwoYlqDPDNtMseT anna@workstation'

export const DEMO_RSA_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCr4I/nraV7m3m3IZbSlC7qJ2B7uxyQtBlybHZcApg67PBfnMVYEWUgVsS9PTfNeF+tYIgIqhNuzctHSWyjxCdvPHzl1Dz6QLtiQDLPqMyGnQM5G6wOb0swYRwIQFUWfGzs1TvMsAygON1lLg2AvhgWR0l0cO/hvPOrdUlH4+pdpOhZYMaX/hbB7F9GrjanjhCO4wYR10Bjm54FLHXch4FlhsCrCyRoKaqDNFMEWn2CNgbwd++ZVG7VAc2h4+63MiKIh+bg54IdJN+e0VdU4/16btNkU+BYmdXUsACzvdkeTAHLiaJBvZ1Wx8OBour/8BF++hJlF1gBnpxkQNMdg9Bd deploy@ci.example.com'
