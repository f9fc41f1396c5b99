import type { Server } from '@shared/models/servers'
import type { FieldView } from '../../composables/field-changes'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** What the run-action form depends on, in words: power, lifecycle, networks with their bandwidth. */
export function serverFieldViews(t: Translate): FieldView<Server>[] {
  const network = (s: Server) =>
    s.linkedNetworks
      .map((l) => {
        const name = l.isSharedPublic ? t('tree.sharedPublicNetwork') : (l.networkName ?? `#${l.networkId}`)
        return l.bandwidth === null ? name : `${name} (${t('servers.links.mbits', { n: l.bandwidth })})`
      })
      .sort()
      .join(', ')
  return [
    {
      label: t('servers.details.power'),
      value: (s) => t(s.isPowerOn ? 'servers.details.powerOn' : 'servers.details.powerOff'),
    },
    { label: t('servers.details.state'), value: (s) => s.state },
    { label: t('servers.links.title'), value: network },
  ]
}
