import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { AccountSnapshot } from '@shared/contract'
import type { PrivateNetwork, PublicNetwork } from '@shared/models/networks'
import { useSessionStore } from '../../stores/session'
import { locationFilter, stateFilter } from '../kit/tables/list-filters'
import { locationName } from '../../format/locations'
import type { ListColumn } from '../panes/list-columns'
import { openColumn, paneOf, stateColumn } from '../panes/standard-columns'

type Network = PrivateNetwork | PublicNetwork

/**
 * What both network lists have alike: their rows (`section` reads them from the account's snapshot), a network's
 * data centre by its known name, the state and location filters, the name (opening the `kind`'s pane), state,
 * location and linked-servers columns, and the list pane's title, rows, keys and filters.
 */
export function useNetworkList<T extends Network>(
  kind: 'privateNetwork' | 'publicNetwork',
  section: (snapshot: AccountSnapshot) => readonly T[] | undefined,
) {
  const { t, te } = useI18n()
  const words = { t, te }
  const session = useSessionStore()
  const list = computed(() => (session.snapshot ? section(session.snapshot) : undefined) ?? [])
  const locations = computed(() => session.snapshot?.locations)
  const where = (n: T) => locationName(n.dcLocation, locations.value)
  const filters = computed(() => [
    stateFilter(words, list.value, (n: T) => n.state),
    locationFilter(words, list.value, (n: T) => n.dcLocation, locations.value),
  ])
  const name = (nameOf: (n: T) => string): ListColumn<T> =>
    openColumn('name', t('networks.list.name'), nameOf, paneOf(kind))
  const state = (): ListColumn<T> => stateColumn(words, t('networks.list.state'), (n: T) => n.state, { gender: 'f' })
  const location = (): ListColumn<T> => ({
    key: 'location',
    title: t('networks.list.location'),
    render: where,
    sort: where,
  })
  const servers = (): ListColumn<T> => ({
    key: 'servers',
    title: t('networks.list.servers'),
    width: 110,
    align: 'right',
    render: (n) => n.linkedServers.length,
    sort: (n) => n.linkedServers.length,
  })
  // The rows, how they are keyed and filtered, with a pane's columns and search text: what its list pane shows.
  const view = (columns: ListColumn<T>[], text: (n: T) => string) => ({
    title: t(`networks.kinds.${kind}.section`),
    memory: `${kind}s`,
    rows: list.value,
    rowKey: (n: T) => n.id,
    filters: filters.value,
    columns,
    text,
  })
  return { words, where, view, columns: { name, state, location, servers } }
}
