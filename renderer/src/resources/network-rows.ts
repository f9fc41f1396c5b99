import type { AccountSnapshot } from '@shared/contract'
import type { PrivateNetwork, PublicNetwork } from '@shared/models/networks'
import type { Server } from '@shared/models/servers'
import { badge, branchOf, holdsKinds, stateText, text, type Branch, type Draft, type TreeWords } from '../tree/rows'

/** A server row under a network: the server's name (its number when it is not in the snapshot), the link's address. */
function linkedServerDraft(
  link: { serverId: number; ip: string | null; mac: string | null },
  servers: Map<number, Server>,
  words: TreeWords,
  parent: string,
): Draft {
  const label = servers.get(link.serverId)?.name ?? words.serverNumber(link.serverId)
  return {
    key: `${parent}/server:${link.serverId}`,
    label,
    ref: { kind: 'server', id: link.serverId },
    search: text(label, link.ip, link.mac),
    detail: link.ip ?? undefined,
  }
}

/** A network category's rows (private or public), each with the servers linked to it below. */
export function networkBranch(
  snapshot: AccountSnapshot,
  words: TreeWords,
  kind: 'privateNetwork' | 'publicNetwork',
): Branch | undefined {
  const list: ReadonlyArray<PrivateNetwork | PublicNetwork> | undefined =
    kind === 'privateNetwork' ? snapshot.privateNetworks : snapshot.publicNetworks
  let servers: Map<number, Server> | undefined
  const serverById = () => (servers ??= new Map((snapshot.servers ?? []).map((s) => [s.id, s])))
  return branchOf(
    list,
    (n) => {
      const key = `${kind}::${n.id}`
      const ip = 'ip' in n ? n.ip : null
      const label = n.name || n.cidr || ip || `#${n.id}`
      return {
        key,
        label,
        ref: { kind, id: n.id },
        search: text(label, n.cidr, ip, n.gateway, stateText(words, n.state)),
        badge: badge(words, n.state, false, 'f'),
        count: n.linkedServers.length,
        branch: branchOf(
          n.linkedServers,
          (l) => linkedServerDraft(l, serverById(), words, key),
          (t) => t.kind === 'server' && n.linkedServers.some((l) => l.serverId === t.id),
        ),
      }
    },
    holdsKinds(kind, 'server'),
  )
}
