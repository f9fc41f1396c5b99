import type {} from '../slices'
import { z } from 'zod'
import { channel, output, resourceId } from '../contract-kit'
import type { Server } from '../models/servers'
import { accountIdSchema } from './accounts'
import { BULK_ITEMS_MAX } from './bulk'

/** A picked server as an export writes it: the account's cached server whole, and its tags (the inventory's groups). */
export interface BulkExportServer {
  accountId: string
  server: Server
  tags: string[]
}

export const bulkExportChannels = {
  /**
   * The picked servers of several accounts as each account's cache holds them, in the order asked (one no longer
   * cached, or of a hidden account, is left out): a read, so every guard rail lets it, and nothing is requested.
   */
  'bulk:exportServers': channel(
    z
      .object({
        items: z
          .array(z.object({ accountId: accountIdSchema, serverId: resourceId }).strict())
          .min(1)
          .max(BULK_ITEMS_MAX),
      })
      .strict(),
    output<BulkExportServer[]>(),
  ),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    bulkExport: { channels: typeof bulkExportChannels }
  }
}
