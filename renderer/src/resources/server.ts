import type { Server } from '@shared/models'
import { serverResource } from '@shared/resources/server'
import { badge, branchOf, holdsKinds, text } from '../tree/rows'
import { serverRowDetail } from './image-rows'
import { defineView, wordsAt } from './view'

/** One word for the row: the lifecycle state, or "Powered off" for an active server that is switched off. */
const badgeState = (s: Server) => (s.state === 'Active' && !s.isPowerOn ? 'PowerOff' : s.state)

export const serverView = defineView<Server>({
  resource: serverResource,
  words: wordsAt('servers.kinds.server'),
  category: {
    branch: (snapshot, words) =>
      branchOf(
        snapshot.servers,
        (s) => ({
          label: s.name,
          ref: { kind: 'server', id: s.id },
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
        }),
        holdsKinds('server'),
      ),
  },
})
