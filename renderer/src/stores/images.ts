import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { CreateImageRequest } from '@shared/channels/images'
import type { Image } from '@shared/models/images'
import { call } from '../api/client'
import { useCapabilitiesStore } from './capabilities'
import { useSessionStore } from './session'

/** Images: the snapshot's section (public templates and the account's own), made of a server and deleted. */
export const useImagesStore = defineStore('images', () => {
  const session = useSessionStore()
  /** undefined = the account's service does not list images. */
  const images = computed<Image[] | undefined>(() => session.snapshot?.images)
  const own = computed(() => (images.value ?? []).filter((i) => i.isOwn === true))
  /** What the account's service offers of images: everything while it is not known. */
  const capabilities = useCapabilitiesStore()
  const { learning } = capabilities

  const image = (id: number | string) => images.value?.find((i) => String(i.id) === String(id))
  /** The images a server in this location can be built from, ready ones only. */
  const availableIn = (techTitle: string | null | undefined) =>
    (images.value ?? []).filter(
      (i) =>
        (!techTitle || !i.dcLocation || i.dcLocation === techTitle) && (i.state === null || /^active$/i.test(i.state)),
    )

  const canCreate = computed(() => images.value !== undefined && (capabilities.images?.create ?? true))
  const canDelete = computed(() => capabilities.images?.delete ?? true)

  return {
    images,
    own,
    image,
    availableIn,
    canCreate,
    canDelete,
    createImage: (request: CreateImageRequest) => learning(call('images:create', request)),
    deleteImage: (imageId: number) => learning(call('images:delete', { imageId })),
  }
})
