import type { sshKeyChannels } from '../../../shared/channels/ssh-keys'
import { idOf, idsOf, itemChange, type Operations } from './operation-kit'

export const sshKeyOperations: Operations<typeof sshKeyChannels> = {
  'sshKeys:create': {
    kind: 'sshKey',
    outcome: { created: async (api) => (await api.sshKeys.list()).map((k) => k.title) },
    // The title only: the key text is left out (a public key, but keys are not journaled at all).
    fields: { allBut: ['publicKey'] },
    describe: ({ title }) => ({ id: null, name: title, summary: `Add SSH key ${title}` }),
    result: idOf,
  },
  'sshKeys:remove': {
    kind: 'sshKey',
    outcome: { deleted: async (api) => idsOf(await api.sshKeys.list()) },
    fields: 'all',
    describe: ({ id }, k) => itemChange(id, k?.sshKeys, (key) => key.title, `#${id}`, 'Remove SSH key'),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    sshKeys: typeof sshKeyOperations
  }
}
