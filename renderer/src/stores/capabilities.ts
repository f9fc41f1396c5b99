import { defineStore } from 'pinia'
import { computed, shallowRef, watch } from 'vue'
import { HostdeckError } from '@shared/errors'
import type { ServiceCapabilities } from '@shared/models'
import { call } from '../api/client'
import { useSessionStore } from './session'

/**
 * What the active account's service offers of the routes it may lack (the servers' lifecycle, DNS extensions,
 * images), for hiding the buttons it refused. null until known: every button stays offered meanwhile. Learnt once
 * per account (after a switch, the new account's are asked for), and again after a change the service refused
 * as unsupported; another account's answer is never shown.
 */
export const useCapabilitiesStore = defineStore('capabilities', () => {
  const session = useSessionStore()
  const learnt = shallowRef<ServiceCapabilities | null>(null)
  const current = computed(() =>
    learnt.value && learnt.value.accountId === session.state?.accountId ? learnt.value : null,
  )
  /** Whether a pane has asked: until then nothing is learnt, after a switch of account neither. */
  let wanted = false

  async function load(): Promise<void> {
    wanted = true
    try {
      const answer = await call('session:capabilities')
      // An answer that crossed a switch of account is not the active account's: the switch asks again.
      if (answer.accountId === session.state?.accountId) learnt.value = answer
    } catch {
      // Unknown until the next try: every button stays offered.
    }
  }

  /** For a pane that shows such buttons, when it opens: asks unless this account's are known (or being asked for). */
  let asking: Promise<void> | null = null
  function want(): void {
    if (!current.value && !asking) asking = load().finally(() => (asking = null))
  }

  watch(
    () => session.state?.accountId,
    (accountId) => {
      if (wanted && accountId && !current.value) void load()
    },
  )

  /** A route the service turned out not to have: learn it, so its button hides rather than failing again. */
  async function learning<T>(change: Promise<T>): Promise<T> {
    try {
      return await change
    } catch (error) {
      if (error instanceof HostdeckError && error.kind === 'unsupported') void load()
      throw error
    }
  }

  return {
    servers: computed(() => current.value?.servers ?? null),
    dns: computed(() => current.value?.dns ?? null),
    images: computed(() => current.value?.images ?? null),
    want,
    learning,
  }
})
