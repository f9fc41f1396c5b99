import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { SslCertificate } from '@shared/models'
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

  return {
    certificates,
    certificate,
    addSan: (certificateId: number, sanDomains: string[], createCnameRecord: boolean) =>
      call('ssl:addSan', { certificateId, sanDomains, createCnameRecord }),
    remove: (certificateId: number) => call('ssl:remove', { certificateId }),
  }
})
