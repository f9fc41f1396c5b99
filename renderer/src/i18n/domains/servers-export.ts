import { defineMessages } from '../define'

/** Exports of the servers list (part of the servers domain: `servers.exportList`). */
export const serversExport = defineMessages({
  en: {
    button: 'Export',
    label: 'Export the {n} servers shown',
    ssh: 'OpenSSH config entries',
    ansibleIni: 'Ansible inventory (INI)',
    ansibleYaml: 'Ansible inventory (YAML)',
    csv: 'CSV table',
    saved: 'Saved {file} ({n} servers)',
  },
  ru: {
    button: 'Экспорт',
    label: 'Экспорт показанных серверов: {n}',
    ssh: 'Записи для OpenSSH config',
    ansibleIni: 'Инвентарь Ansible (INI)',
    ansibleYaml: 'Инвентарь Ansible (YAML)',
    csv: 'Таблица CSV',
    saved: 'Сохранён {file} (серверов: {n})',
  },
})
