import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { FleetOverview, FleetSettings, FleetWarning, PaletteHit, WarningKind } from '@shared/channels/fleet'
import type { ChannelInput } from '@shared/contract'
import type { ServerActionType } from '@shared/models/servers'
import type { ResourceRef } from '@shared/resources'
import { call, subscribe } from '../api/client'
import { notifyError } from '../notify'
import { newestAfterPaint } from '../after-paint'
import { useAccountsStore } from './accounts'
import { useSelectionStore } from './selection'

/** What the palette asks the pane it opens to do: open the new-record form, run an action, create a server, export. */
export type PaletteIntent =
  | { kind: 'addRecord'; id: number | string }
  | { kind: 'runAction'; id: number | string; action?: ServerActionType }
  | { kind: 'createServer'; id: 'servers' }
  | { kind: 'exportZone'; id: number | string }
  | { kind: 'exportServers'; id: 'servers' }

/** Every account at a glance (the backend summarises their cached snapshots), its warnings, and the palette. */
export const useFleetStore = defineStore('fleet', () => {
  const overview = shallowRef<FleetOverview>({ cards: [], watching: null })
  const settings = ref<FleetSettings | null>(null)
  const paletteOpen = ref(false)
  /** What the palette asked the pane it opens to do at once (the zone pane opens its new-record form…). */
  const intent = ref<PaletteIntent | null>(null)

  /** The intent, once, for the pane it is for (then spent); null when there is none for it. */
  function takeIntent(kind: PaletteIntent['kind'], id: number | string): PaletteIntent | null {
    const wanted = intent.value
    if (!wanted || wanted.kind !== kind || String(wanted.id) !== String(id)) return null
    intent.value = null
    return wanted
  }
  const warnings = computed<FleetWarning[]>(() => overview.value.cards.flatMap((c) => c.warnings))

  // A pushed overview is shown a frame behind: on a switch it came just after the answer and re-drew every card
  // before the new account's tree could paint (a first switch at 10,000 records: 36/37 -> 29/31 ms).
  const pushed = newestAfterPaint<FleetOverview>((next) => (overview.value = next))
  async function load(): Promise<void> {
    overview.value = await call('fleet:overview')
    pushed.drop() // one that came before this answer is older
  }

  async function loadSettings(): Promise<void> {
    settings.value = await call('fleet:settings')
  }

  async function updateSettings(input: ChannelInput<'fleet:updateSettings'>): Promise<void> {
    settings.value = await call('fleet:updateSettings', input)
  }
  const setWatch = (accountId: string, watch: boolean) => updateSettings({ accountId, watch })
  const setWarn = (accountId: string, warn: boolean) => updateSettings({ accountId, warn })
  const setKind = (kind: WarningKind, kindEnabled: boolean) => updateSettings({ kind, kindEnabled })

  function search(query: string, limit = 30): Promise<PaletteHit[]> {
    // The channel takes at most PALETTE_QUERY_MAX (100) characters; what is typed past them narrows nothing more.
    return call('fleet:search', { query: query.slice(0, 100), limit })
  }

  /** Opens a resource of any account: switches to it first when another one is active; null shows the account. */
  async function open(accountId: string, resource: ResourceRef | null): Promise<void> {
    const accounts = useAccountsStore()
    if (accounts.active?.id !== accountId) await accounts.switchTo(accountId)
    useSelectionStore().select(resource)
  }

  function show(accountId: string, resource: ResourceRef | null): void {
    open(accountId, resource).catch((error: unknown) => notifyError(error, 'opening a resource from the overview'))
  }

  function acknowledge(keys: string[]): void {
    if (keys.length > 0) call('fleet:acknowledge', { keys }).catch(() => undefined)
  }

  subscribe('fleet:changed', pushed.push)

  return {
    overview,
    settings,
    warnings,
    paletteOpen,
    intent,
    takeIntent,
    load,
    loadSettings,
    setWatch,
    setWarn,
    setKind,
    search,
    open,
    show,
    acknowledge,
  }
})
