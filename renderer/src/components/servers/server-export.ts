import { useI18n } from 'vue-i18n'
import { useMessage } from 'naive-ui'
import type { Server } from '@shared/models/servers'
import {
  ansibleIni,
  ansibleYaml,
  exportNotices,
  LEFT_OUT,
  serversCsv,
  sshConfig,
  type ServerTags,
} from '@shared/exports/servers'
import { useSessionStore } from '../../stores/session'
import { downloadCsv, downloadText } from '../dns/download'
import { usePreferencesStore } from '../../stores/preferences'
import { locationName } from '../../format/locations'

export type ServerExportFormat = 'ssh' | 'ansibleIni' | 'ansibleYaml' | 'csv'

/**
 * Saves servers as SSH config, Ansible inventory (INI, YAML, grouped by their tags too) or CSV, and says which
 * values were left out: the servers list's export and the bulk actions' one write the same files.
 */
export function useServerExport() {
  const { t } = useI18n()
  const message = useMessage()
  const session = useSessionStore()

  /** Values the service sent that are not what their field holds were left out of the file: say which. */
  function warnLeftOut(rows: readonly Server[]): void {
    const notices = exportNotices(rows)
    if (notices.length === 0) return
    const which = notices.map((n) => `${n.server} (${t(`servers.exportList.field.${n.field}`)})`).join(', ')
    message.warning(t('servers.exportList.leftOut', { which, placeholder: LEFT_OUT }), { duration: 10_000 })
  }

  async function save(format: ServerExportFormat, rows: readonly Server[], tagsOf: ServerTags): Promise<void> {
    const [file, text, type] =
      format === 'ssh'
        ? ['hostdeck-ssh-config', sshConfig(rows), 'text/plain']
        : format === 'ansibleIni'
          ? ['hostdeck-inventory.ini', ansibleIni(rows, tagsOf), 'text/plain']
          : format === 'ansibleYaml'
            ? ['hostdeck-inventory.yml', ansibleYaml(rows, tagsOf), 'application/yaml']
            : [
                'hostdeck-servers.csv',
                serversCsv(rows, (l) => (l ? locationName(l, session.snapshot?.locations) : '')),
                'text/csv',
              ]
    if (format === 'csv') downloadCsv(file, text, await usePreferencesStore().csvBom())
    else downloadText(file, text, type)
    message.success(t('servers.exportList.saved', { file, n: rows.length }))
    warnLeftOut(rows)
  }

  return { save }
}
