import { techNameOf, type CreateImageRequest } from '../../../shared/channels/images'
import type { Image } from '../../../shared/models'
import { NO_ANSWER, endpoint } from '../endpoint'
import type { Send } from '../transport'
import type { ReadList } from '../wire/common'
import { wireImage, wireImageList } from '../wire/images'
import { withFieldOf } from './field-of'

const ep = {
  list: endpoint({
    method: 'GET',
    path: '/image',
    action: 'load images',
    answer: wireImageList,
    capability: 'images.list',
    routeLevel: true,
  }),
  create: endpoint({
    method: 'POST',
    path: '/image',
    action: 'make the image',
    answer: wireImage,
    capability: 'images.create',
    routeLevel: true,
    requires: ['images.list'],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/image/{id}',
    action: 'delete the image',
    answer: NO_ANSWER,
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
