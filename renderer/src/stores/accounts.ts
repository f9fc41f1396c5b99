import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountSummary, ChannelInput } from '@shared/contract'
import { call, subscribe } from '../api/client'
import { useSelectionStore } from './selection'
import { useSessionStore } from './session'

export const useAccountsStore = defineStore('accounts', () => {
  const accounts = ref<AccountSummary[]>([])
  const active = computed(() => accounts.value.find((account) => account.active))
  /** The accounts the switcher offers, in order: Ctrl/Cmd+1…9 picks among these. */
  const visible = computed(() => accounts.value.filter((account) => !account.hidden || account.active))
  /** One account by id (its name, colour and guard rail); undefined when the list does not hold it. */
  const byId = (id: string | null | undefined) => accounts.value.find((account) => account.id === id)

  async function load(answer: Promise<AccountSummary[]> = call('accounts:list')): Promise<void> {
    accounts.value = await answer
  }

  /** Paints the account's cached data at once; the backend refreshes it and pushes the update. */
  /** The account a switch under way goes to: the list says the old one until that switch is answered. */
  let switchingTo: string | undefined

  async function switchTo(id: string): Promise<void> {
    // Compared with where a switch under way goes, not the list: a second switch right after the first (Ctrl+1,
    // then Ctrl+2) must not be taken for one to the account already active.
    if ((switchingTo ?? active.value?.id) === id) return
    switchingTo = id
    try {
      const session = useSessionStore()
      useSelectionStore().startOver()
      await session.adoptAnswer(call('accounts:switch', { id }))
      await load()
    } finally {
      if (switchingTo === id) switchingTo = undefined
    }
  }

  async function add(input: ChannelInput<'accounts:add'>): Promise<AccountSummary> {
    const added = await call('accounts:add', input)
    await load()
    await switchTo(added.id)
    return added
  }

  async function update(input: ChannelInput<'accounts:update'>): Promise<void> {
    await call('accounts:update', input)
    await load()
  }

  async function replaceToken(id: string, token: string): Promise<void> {
    await call('accounts:replaceToken', { id, token })
  }

  async function remove(id: string): Promise<void> {
    accounts.value = await call('accounts:remove', { id })
    if (active.value) await useSessionStore().load()
  }

  async function setHidden(id: string, hidden: boolean): Promise<void> {
    accounts.value = await call('accounts:setHidden', { id, hidden })
  }

  subscribe('accounts:changed', (next) => {
    accounts.value = next
  })

  return { accounts, active, visible, byId, load, switchTo, add, update, replaceToken, remove, setHidden }
})
