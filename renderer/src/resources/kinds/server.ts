import type { Server } from '@shared/models/servers'
import { serverResource } from '@shared/resources/kinds/server'
import { badge, text } from '../../tree/rows'
import { serverRowDetail } from '../image-rows'
import { defineView, listCategory, wordsAt } from '../view'

/** One word for the row: the lifecycle state, or "Powered off" for an active server that is switched off. */
const badgeState = (s: Server) => (s.state === 'Active' && !s.isPowerOn ? 'PowerOff' : s.state)

export const serverView = defineView<Server>({
  resource: serverResource,
  words: wordsAt('servers.kinds.server'),
  category: listCategory(serverResource, (s, words, snapshot) => ({
    label: s.name,
    search: text(
      s.name,
      s.ip,
      s.state,
      words.state(badgeState(s)),
      s.image,
      s.dcLocation,
      ...s.linkedNetworks.map((l) => l.ip),
    ),
    badge: badge(words, badgeState(s), true),
    detail: serverRowDetail(s, (code) => words.location?.(code, snapshot) ?? code),
  })),
})
