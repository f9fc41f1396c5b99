import { techNameOf, type CreateImageRequest } from '../../../shared/channels/images'
import type { Image } from '../../../shared/models/images'
import { NO_ANSWER, route } from '../endpoint'
import type { ResourcePart } from '../resource-slices'
import type { Send } from '../transport'
import type { ReadList } from '../wire/lists'
import { wireImage, wireImageList } from '../wire/images'
import { withFieldOf } from './field-of'

const ep = {
  list: route('GET', '/image', 'load images', wireImageList, { capability: 'images.list', routeLevel: true }),
  create: route('POST', '/image', 'make the image', wireImage, {
    capability: 'images.create',
    routeLevel: true,
    requires: ['images.list'],
  }),
  remove: route('DELETE', '/image/{id}', 'delete the image', NO_ANSWER, {
    capability: 'images.delete',
    requires: ['images.list'],
  }),
}

/** Which form field a refusal names (the service's Message starts with the wire field). */
const FIELDS = { Name: 'name', TechName: 'techName', ServerID: 'serverId' }

/**
 * The live list says nothing of ownership (C1 `Models/Image.cs`, C4): an image this account made (by the id
 * POST /image answered, now or in its journal) is its own; one the list does not mark stays unknown.
 */
function ownedBy(made: ReadonlySet<number>) {
  return (image: Image): Image => (image.isOwn === null && made.has(image.id) ? { ...image, isOwn: true } : image)
}

/** What an account's client remembers of the images it made: shared by every binding of the client (withSignal). */
function madeImagesMemory(madeImages?: () => Promise<readonly number[]>) {
  const made = new Set<number>()
  let recalled: Promise<void> | undefined
  return {
    made,
    // Read once: a journal that cannot be read leaves only the images made in this run known.
    recall: () =>
      (recalled ??= (madeImages?.() ?? Promise.resolve([])).then(
        (ids) => ids.forEach((id) => made.add(id)),
        () => undefined,
      )),
  }
}
type MadeImages = ReturnType<typeof madeImagesMemory>

export function createImagesApi(send: Send, { made, recall }: MadeImages = madeImagesMemory()) {
  return {
    async list(): Promise<ReadList<Image>> {
      const [list] = await Promise.all([send(ep.list), recall()])
      // In place: the list keeps what it could not read (`skipped`).
      list.forEach((image, index) => (list[index] = ownedBy(made)(image)))
      return list
    },
    async create(request: CreateImageRequest): Promise<Image> {
      const image = await send(ep.create, {
        body: {
          Name: request.name,
          TechName: request.techName ?? (techNameOf(request.name) || `image${request.serverId}`),
          ServerID: request.serverId,
        },
      }).catch(withFieldOf(FIELDS, [[/образ с таким именем/i, 'name']]))
      made.add(image.id)
      return { ...image, isOwn: true, serverId: image.serverId ?? request.serverId }
    },
    remove: async (id: number): Promise<void> => send(ep.remove, { params: { id } }),
  }
}

/** The client's `images` member: what it made is remembered once per client, for every binding of it. */
export const imageResources = {
  images: ((setup) => {
    const memory = madeImagesMemory(setup.madeImages)
    return (send) => createImagesApi(send, memory)
  }) satisfies ResourcePart<ReturnType<typeof createImagesApi>>,
}

declare module '../resource-slices' {
  interface ResourceSlices {
    images: typeof imageResources
  }
}
