import type { sshKeyChannels } from '../../../shared/channels/ssh-keys'
import { idOf, type Operations } from './operation-kit'

export const sshKeyOperations: Operations<typeof sshKeyChannels> = {
  'sshKeys:create': {
    kind: 'sshKey',
    // The title only: the key text is left out (a public key, but keys are not journaled at all).
    fields: { allBut: ['publicKey'] },
    describe: ({ title }) => ({ id: null, name: title, summary: `Add SSH key ${title}` }),
    result: idOf,
  },
  'sshKeys:remove': {
    kind: 'sshKey',
    fields: 'all',
    describe: ({ id }, k) => {
      const name = k?.sshKeys?.find((s) => s.id === id)?.title ?? `#${id}`
      return { id, name, summary: `Remove SSH key ${name}` }
    },
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    sshKeys: typeof sshKeyOperations
  }
}
