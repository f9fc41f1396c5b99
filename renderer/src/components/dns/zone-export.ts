import { useI18n } from 'vue-i18n'
import { useMessage } from 'naive-ui'
import type { DnsZone } from '@shared/models/dns'
import { renderZoneFile, zoneFileName } from '@shared/dns/zone-file'
import { downloadText } from './download'

/**
 * Saves a zone's BIND file and says so: the pane's Export button and the palette's `export <zone>` both use it.
 * Reads only the snapshot, so it works offline too (with the data as of the last refresh).
 */
export function useZoneExport(): (zone: DnsZone) => void {
  const { t } = useI18n()
  const message = useMessage()
  return (zone) => {
    const file = zoneFileName(zone)
    downloadText(file, renderZoneFile(zone), 'text/dns')
    message.success(t('dns.zoneFile.exported', { file }))
  }
}
