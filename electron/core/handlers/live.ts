import type { liveChannels } from '../../shared/channels/live'
import { certificateFilesReady, type SslCertificate } from '../../shared/models/ssl'
import type { Handlers } from '../dispatch'
import type { HandlerContext } from './handler-context'

/**
 * The certificate's crt file as the API gives it (a read, kept nowhere), or null when it has none to give (not
 * issued yet) or the read failed: the check then compares by names and expiry.
 */
async function orderedPem(resources: HandlerContext['resources'], cert: SslCertificate): Promise<string | null> {
  // Only an issued certificate has a file: asking for another's would be a refusal, said as a failure.
  if (!certificateFilesReady(cert)) return null
  try {
    const file = await resources.read((api) => api.ssl.downloadFile(cert.id, 'crt', cert.domain))
    return Buffer.from(file.base64, 'base64').toString('utf8')
  } catch {
    return null
  }
}

/** "Is it live?": a zone's check, its last report, a server's reachability, and the probing settings. */
export function buildLiveHandlers({
  live,
  resources,
}: Pick<HandlerContext, 'live' | 'resources'>): Pick<Handlers, keyof typeof liveChannels> {
  return {
    'live:certificate': ({ certificateId }) => live.certificate(certificateId, (cert) => orderedPem(resources, cert)),
    'live:certificateReport': ({ certificateId }) => live.certificateReport(certificateId),
    'live:check': ({ zoneId }) => live.check(zoneId),
    'live:report': ({ zoneId }) => live.report(zoneId),
    'live:reach': ({ serverId, ports }) => live.reach(serverId, ports),
    'live:settings': () => live.settings(),
    'live:updateSettings': (patch) => live.updateSettings(patch),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    live: typeof buildLiveHandlers
  }
}
