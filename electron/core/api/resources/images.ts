import { techNameOf, type CreateImageRequest } from '../../../shared/channels/images'
import type { Image } from '../../../shared/models'
import { NO_ANSWER, route } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
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

export function createImagesApi(send: Send) {
  return {
    list: async (): Promise<ReadList<Image>> => send(ep.list),
    create: async (request: CreateImageRequest): Promise<Image> =>
      send(ep.create, {
        body: {
          Name: request.name,
          TechName: request.techName ?? (techNameOf(request.name) || `image${request.serverId}`),
          ServerID: request.serverId,
        },
      }).catch(withFieldOf(FIELDS, [[/образ с таким именем/i, 'name']])),
    remove: async (id: number): Promise<void> => send(ep.remove, { params: { id } }),
  }
}
