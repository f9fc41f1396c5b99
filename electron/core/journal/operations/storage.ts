import type { storageChannels } from '../../../shared/channels/storage'
import type { AccountSnapshot } from '../../../shared/contract'
import { idOf, idsOf, type Described, type Operations } from './operation-kit'

/** A change of one storage user: "Block storage user alice". */
function userChange(verb: string) {
  return ({ userId }: { userId: number }, known: AccountSnapshot | null): Described => {
    const name = known?.storageUsers?.find((u) => u.id === userId)?.name ?? `#${userId}`
    return { id: userId, name, summary: `${verb} storage user ${name}` }
  }
}

export const storageOperations: Operations<typeof storageChannels> = {
  'storage:activate': {
    kind: 'storage',
    fields: 'all',
    describe: () => ({ id: 'storage', name: null, summary: 'Activate the storage' }),
  },
  'storage:deactivate': {
    kind: 'storage',
    fields: 'all',
    describe: () => ({ id: 'storage', name: null, summary: 'Deactivate the storage' }),
  },
  'storage:createUser': {
    kind: 'storageUser',
    outcome: { created: async (api) => (await api.storage.listUsers()).map((u) => u.name) },
    // keepPassword says whether to show it once; the password itself is never an input and never kept.
    fields: 'all',
    describe: ({ userName }) => ({ id: null, name: userName, summary: `Create storage user ${userName}` }),
    result: idOf,
  },
  'storage:blockUser': { kind: 'storageUser', fields: 'all', describe: userChange('Block') },
  'storage:unblockUser': { kind: 'storageUser', fields: 'all', describe: userChange('Unblock') },
  'storage:changePassword': { kind: 'storageUser', fields: 'all', describe: userChange('Change the password of') },
  'storage:deleteUser': {
    kind: 'storageUser',
    outcome: { deleted: async (api) => idsOf(await api.storage.listUsers()) },
    fields: 'all',
    describe: userChange('Delete'),
  },
}

declare module './operation-kit' {
  interface OperationSlices {
    storage: typeof storageOperations
  }
}
