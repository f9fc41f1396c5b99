import { describe, expect, it } from 'vitest'
import { isWeakSshKey, sshKeyBits } from './key-size'
import { parseSshPublicKey, type ParsedSshKey } from './public-key'

// Generated with ssh-keygen; the sizes are what `ssh-keygen -lf` printed for them.
const KEYS: [string, number][] = [
  [
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQDCpAUR4I5jfuu3RBus16n47nIFob2d3on9C7wUpquvVRAE1vSuyw/ZmKPonVbET0svCGgqxFMZK27/Cfe8ax9a/4Qyo+dnrb6TlvUlaqcxLO7T7fc756o0C1gPST8Wsyh4yYyN2AsE7hZRRIIvE+7aVN/B83Zlh/RqqE3fJ9T5IQ== weak@host',
    1024,
  ],
  [
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQDAaAx2WJAVqYdIVQq0fizPzYTWp/EswwuyFmhJzrPgq+ULeZiFXMcS8JvWSXNKMdU5KKG20mBZTXbvs6+528qzZ0Jjz9/lYfQDsVVdOKcoBl64y1HX/iN+E5ndGFBULdmQGFRAkkJAq0frY/eS1Uq6mXYb2dY+LcuIfEXIbMUJNtiPpdWPTgBEYsykG2D+CGxrPfp0wdjanAI4xQqu3IOwLi8pzRC1lz+PoyN4DE+8rdwOKZDgWGSH+Q0QHDzNxLa8JRO0CmPfivIBIZCmkXLjr5SJgU/0EF0srnslMe6djUtiQDbqUonMCuUF8chKVEKxCmmV9eJbSp2tahfLDPzqE9fw8fmwZ9WUlTM3/sFYluUKH0KryqdhAb/WXfIBFDdsgT85pczI3J0AYs229/vf2ttwkkzDwU8CCim+wQfdbeFm362+j6KOXTnoUk2WKTaWf67HUZLtCDhAJOENTGsI09uZ2++4mo4jXIs1KfV7BRrGQqC0T7uyBIBTDUi4iNc= ok@host',
    3072,
  ],
  ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGPym0DpF4yFTjjFC0JX9UlshjHi2jU6GsjRUY21R6yL test@ed25519', 256],
  [
    'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBB6RSmeRUUIasL5YWNAgMzv3s1N2f/OW1/4PqiM0neRNqedeDXkrXTj9d5wDr9e0Qu30rlI9isnWRB5Pl32cAbq66XlbkmukG9fGPT1eSlTNIVrNuglnX8EYockdQWpmTA== e@host',
    384,
  ],
]

function parsed(line: string): ParsedSshKey {
  const read = parseSshPublicKey(line)
  if (!read.ok) throw new Error(`not a key: ${read.problem.code}`)
  return read.key
}

describe('sshKeyBits (the size shown next to the type)', () => {
  it.each(KEYS)('%s has %i bits', (line, bits) => {
    expect(sshKeyBits(parsed(line))).toBe(bits)
  })
})

describe('isWeakSshKey (the add-key form warns, it does not refuse)', () => {
  it('flags an RSA key under 2048 bits and no other', () => {
    expect(KEYS.map(([line]) => isWeakSshKey(parsed(line)))).toEqual([true, false, false, false])
  })
})
