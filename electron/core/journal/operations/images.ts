import type { imageChannels } from '../../../shared/channels/images'
import type { JournalEntry } from '../../../shared/channels/journal'
import { idOf, idsOf, itemChange, serverName, type Operations } from './operation-kit'

export const imageOperations: Operations<typeof imageChannels> = {
  'images:create': {
    kind: 'image',
    outcome: { created: async (api) => (await api.images.list()).flatMap((i) => [i.name, i.displayName]) },
    fields: 'all',
    describe: (i, k) => ({ id: null, name: i.name, summary: `Make image ${i.name} of ${serverName(k, i.serverId)}` }),
    result: idOf,
  },
  'images:delete': {
    kind: 'image',
    outcome: { deleted: async (api) => idsOf(await api.images.list()) },
    fields: 'all',
    describe: ({ imageId }, k) => itemChange(imageId, k?.images, (m) => m.name, `image #${imageId}`, 'Delete image'),
  },
}

/** The ids of the images an account's journal says it made (`images:create` that ended well, its result `#id`). */
export function madeImageIds(entries: readonly JournalEntry[]): number[] {
  return entries.flatMap((e) => {
    const id = e.operation === 'images:create' && e.outcome === 'ok' ? /^#(\d+)$/.exec(e.result ?? '') : null
    return id ? [Number(id[1])] : []
  })
}

declare module './operation-kit' {
  interface OperationSlices {
    images: typeof imageOperations
  }
}
