import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { CreateImageRequest, ImageCapabilities } from '@shared/channels/images'
import { HostdeckError } from '@shared/errors'
import type { Image } from '@shared/models'
import { call } from '../api/client'
import { useSessionStore } from './session'

/** Images: the snapshot's section (public templates and the account's own), made of a server and deleted. */
export const useImagesStore = defineStore('images', () => {
  const session = useSessionStore()
  /** undefined = the account's service does not list images. */
  const images = computed<Image[] | undefined>(() => session.snapshot?.images)
  const own = computed(() => (images.value ?? []).filter((i) => i.isOwn))
  const capabilities = shallowRef<ImageCapabilities | null>(null)

  const image = (id: number | string) => images.value?.find((i) => String(i.id) === String(id))
  /** The images a server in this location can be built from, ready ones only. */
  const availableIn = (techTitle: string | null | undefined) =>
    (images.value ?? []).filter(
      (i) =>
        (!techTitle || !i.dcLocation || i.dcLocation === techTitle) && (i.state === null || /^active$/i.test(i.state)),
    )

  async function loadCapabilities(): Promise<void> {
    try {
      capabilities.value = await call('images:capabilities')
    } catch {
      // Unknown until the next try: every button stays offered.
    }
  }
  const canCreate = computed(() => images.value !== undefined && (capabilities.value?.create ?? true))
  const canDelete = computed(() => capabilities.value?.delete ?? true)

  async function learning<T>(change: Promise<T>): Promise<T> {
    try {
      return await change
    } catch (error) {
      if (error instanceof HostdeckError && error.kind === 'unsupported') void loadCapabilities()
      throw error
    }
  }

  return {
    images,
    own,
    image,
    availableIn,
    capabilities,
    loadCapabilities,
    canCreate,
    canDelete,
    createImage: (request: CreateImageRequest) => learning(call('images:create', request)),
    deleteImage: (imageId: number) => learning(call('images:delete', { imageId })),
  }
})
