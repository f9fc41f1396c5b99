import type { Handlers } from '../dispatch'
import type { imageChannels } from '../../shared/channels/images'
import { resourceTask } from './server-tasks'
import type { HandlerContext } from './handler-context'

/** Images: made of a server and deleted, each followed until the image is ready or gone. */
export function buildImageHandlers({
  resources: ctx,
}: Pick<HandlerContext, 'resources'>): Pick<Handlers, keyof typeof imageChannels> {
  return {
    'images:create': (request) =>
      ctx.mutate(['images'], async (api, accountId) => {
        const image = await api.images.create(request)
        ctx.tasks.track({
          accountId,
          task: resourceTask(image.id, 'CreateImage', image.state ?? 'New'),
          source: { kind: 'image', imageId: image.id, until: 'active' },
          title: `Creation of image ${image.displayName}`,
          subject: image.displayName,
          resource: { kind: 'image', id: image.id },
        })
        return image
      }),

    'images:delete': ({ imageId }) =>
      ctx.mutate(['images'], async (api, accountId, known) => {
        const name = known?.images?.find((i) => i.id === imageId)?.displayName ?? `#${imageId}`
        await api.images.remove(imageId)
        ctx.tasks.track({
          accountId,
          task: resourceTask(imageId, 'DeleteImage', 'Deleting'),
          source: { kind: 'image', imageId, until: 'gone' },
          title: `Deletion of image ${name}`,
          subject: name,
          resource: { kind: 'category', id: 'images' },
        })
        return null
      }),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    images: typeof buildImageHandlers
  }
}
