import type { CloudApi } from '../../api'
import { stateReading } from '../readings'
import type { TaskSourcePoller } from './source'

export interface ImageApi {
  images: Pick<CloudApi['images'], 'list'>
}

/** An image being made or deleted: one GET /image per round answers for every image. */
export const imagePoller: TaskSourcePoller<'image', ImageApi> = {
  key: (source) => `image:${source.imageId}`,
  group: () => 'images',
  async read(tasks, _source, api) {
    const images = await api.images.list()
    return new Map(
      tasks.map((t) => {
        if (t.source.kind !== 'image') return [t.key, { kind: 'unseen' }]
        const { imageId, until } = t.source
        const image = images.find((i) => i.id === imageId)
        // An image that does not say its state is ready once it is listed.
        return [t.key, stateReading(t, image ? (image.state ?? 'Active') : null, until)]
      }),
    )
  },
  goneMeansDone: (task) => task.source.until === 'gone',
}
