import type {} from '../slices'
import { z } from 'zod'
import { channel, event, output, resourceId } from '../contract-kit'
import { parseServerAddress } from '../live/server-address'
import { tlsPortsSchema } from '../live/tls-ports'
import type { CertificateLiveReport, LiveReport, LiveSettings, ReachReport } from '../models/live'

export type * from '../models/live'

/**
 * "Is it live?": the zone's records as its name servers and the chosen resolvers answer them. Probes go only to the
 * name servers of the user's own zones and to the resolvers in these settings (addresses, never a name typed
 * somewhere); the backend checks that again before each one (core/live/probe-guard.ts).
 */

const resolverAddress = z
  .string()
  .trim()
  .max(60)
  .refine((value) => parseServerAddress(value) !== null, { error: 'an IP address, optionally with :port' })

export const liveSettingsPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    afterChange: z.boolean().optional(),
    resolvers: z.array(resolverAddress).max(8).optional(),
    nameServerPort: z.number().int().min(1).max(65535).optional(),
    tlsPorts: tlsPortsSchema.optional(),
  })
  .strict()

export const liveChannels = {
  /** Checks the zone now (and again on its own until it is live or its longest TTL has passed): the first round. */
  'live:check': channel(z.object({ zoneId: resourceId }).strict(), output<LiveReport>()),
  /** The zone's last report, or null when it was never checked in this run of Hostdeck. */
  'live:report': channel(z.object({ zoneId: resourceId }).strict(), output<LiveReport | null>()),
  /**
   * TCP connects to the server's addresses on 22, 80, 443 and the ports given (numbers only: no address or name is
   * taken from the request); each port's state and the time it took.
   */
  'live:reach': channel(
    z.object({ serverId: resourceId, ports: z.array(z.number().int().min(1).max(65535)).max(8).optional() }).strict(),
    output<ReachReport>(),
  ),
  /**
   * What each of the certificate's domains serves over TLS, compared with the certificate ordered. Only its id comes
   * in: the names are the certificate's own, the addresses what the resolvers in the settings answer for them.
   */
  'live:certificate': channel(z.object({ certificateId: resourceId }).strict(), output<CertificateLiveReport>()),
  /** The certificate's last report in this run of Hostdeck, or null. */
  'live:certificateReport': channel(
    z.object({ certificateId: resourceId }).strict(),
    output<CertificateLiveReport | null>(),
  ),
  'live:settings': channel(z.undefined(), output<LiveSettings>()),
  'live:updateSettings': channel(liveSettingsPatchSchema, output<LiveSettings>()),
}

export const liveEvents = {
  /** A zone's report after every round of its check. */
  'live:changed': event<LiveReport>(),
  /** A certificate's report, after each check of what its sites serve. */
  'live:certificateChanged': event<CertificateLiveReport>(),
}

// This slice's part of the contract's types (slices.ts).
declare module '../slices' {
  interface ContractSlices {
    live: { channels: typeof liveChannels; events: typeof liveEvents }
  }
}
