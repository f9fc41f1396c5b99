import { describe, expect, it } from 'vitest'
import { keyTypeAndSize, weakKeyNote } from './key-type'

const say = (key: string, params: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`
// Generated with ssh-keygen -t rsa -b 1024.
const RSA_1024 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDCpAUR4I5jfuu3RBus16n47nIFob2d3on9C7wUpquvVRAE1vSuyw/ZmKPonVbET0svCGgqxFMZK27/Cfe8ax9a/4Qyo+dnrb6TlvUlaqcxLO7T7fc756o0C1gPST8Wsyh4yYyN2AsE7hZRRIIvE+7aVN/B83Zlh/RqqE3fJ9T5IQ== weak@host'
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519'

describe('the SSH-key pane and list say the size and warn of a weak key', () => {
  it('names the type with its size in bits', () => {
    expect(keyTypeAndSize(RSA_1024, say)).toBe('sshKeys.details.typeSize {"type":"RSA","bits":1024}')
    expect(keyTypeAndSize(ED25519, say)).toBe('sshKeys.details.typeSize {"type":"Ed25519","bits":256}')
    expect(keyTypeAndSize('not a key', say)).toBe('not')
  })
  it('notes an RSA key under 2048 bits as weak, and no other', () => {
    expect(weakKeyNote(RSA_1024, say)).toBe('sshKeys.details.weak {"min":2048}')
    expect(weakKeyNote(ED25519, say)).toBeNull()
  })
})
