import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { ChannelInput } from '@shared/contract'
import type { SslAction, SslCertificate, SslFileKind, SslProduct } from '@shared/models/ssl'
import { call } from '../api/client'
import { useSessionStore } from './session'

/** SSL certificates: lookups in the session snapshot and the two changes the API allows. */
export const useSslStore = defineStore('ssl', () => {
  const session = useSessionStore()
  /** undefined = the account's API does not list certificates. */
  const certificates = computed<SslCertificate[] | undefined>(() => session.snapshot?.sslCertificates)

  function certificate(id: number | string): SslCertificate | undefined {
    return certificates.value?.find((c) => String(c.id) === String(id))
  }

  /** The catalogue, read once per session when first shown (not part of the snapshot). */
  const products = shallowRef<SslProduct[] | null>(null)
  async function loadProducts(force = false): Promise<SslProduct[]> {
    if (!products.value || force) products.value = await call('ssl:products', {})
    return products.value
  }

  return {
    certificates,
    products,
    loadProducts,
    order: (input: ChannelInput<'ssl:order'>) => call('ssl:order', input),
    setAutoRenew: (certificateId: number, enabled: boolean) => call('ssl:setAutoRenew', { certificateId, enabled }),
    act: (certificateId: number, type: SslAction) => call('ssl:action', { certificateId, type }),
    checkDcv: (certificateId: number) => call('ssl:checkDcv', { certificateId }),
    /** The file's bytes, straight to a save dialog: nothing keeps them. */
    downloadFile: (certificateId: number, kind: SslFileKind) => call('ssl:downloadFile', { certificateId, kind }),
    certificate,
    addSan: (certificateId: number, sanDomains: string[], createCnameRecord: boolean) =>
      call('ssl:addSan', { certificateId, sanDomains, createCnameRecord }),
    remove: (certificateId: number) => call('ssl:remove', { certificateId }),
  }
})
