import type { BulkExportServer, bulkExportChannels } from '../../shared/channels/bulk-export'
import type { Handlers } from '../dispatch'
import type { HandlerContext } from './handler-context'

/**
 * The picked servers of several accounts for an export (the servers list's own SSH, Ansible and CSV writers, in
 * the renderer): each from its account's cache with its tags. A read of local data: no guard rail, no request.
 */
export function buildBulkExportHandlers(
  ctx: Pick<HandlerContext, 'fleet' | 'tags'>,
): Pick<Handlers, keyof typeof bulkExportChannels> {
  return {
    'bulk:exportServers': async ({ items }) => {
      const [snapshots, records] = await Promise.all([ctx.fleet.snapshots(), ctx.tags.list()])
      const servers = new Map(
        snapshots.flatMap(({ account, cached }) =>
          (cached?.snapshot?.servers ?? []).map((server) => [`${account.id}|${server.id}`, server] as const),
        ),
      )
      const tags = new Map(
        records.filter((r) => r.resource.kind === 'server').map((r) => [`${r.accountId}|${r.resource.id}`, r.tags]),
      )
      return items.flatMap(({ accountId, serverId }): BulkExportServer[] => {
        const server = servers.get(`${accountId}|${serverId}`)
        return server ? [{ accountId, server, tags: tags.get(`${accountId}|${serverId}`) ?? [] }] : []
      })
    },
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    bulkExport: typeof buildBulkExportHandlers
  }
}
