import { defineMessages } from '../../define'

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
    leftOut:
      'Left out, because the service sent a value that is not of its kind: {which}. The file says {placeholder} there; check these servers in the provider panel.',
    field: { ip: 'IP address', adminUserName: 'login' },
  },
  ru: {
    button: 'Экспорт',
    label: 'Экспорт показанных серверов: {n}',
    ssh: 'Записи для OpenSSH config',
    ansibleIni: 'Инвентарь Ansible (INI)',
    ansibleYaml: 'Инвентарь Ansible (YAML)',
    csv: 'Таблица CSV',
    saved: 'Сохранён {file} (серверов: {n})',
    leftOut:
      'Пропущено, потому что сервис прислал значение не того вида: {which}. В файле на этом месте {placeholder}; проверьте эти серверы в панели провайдера.',
    field: { ip: 'IP-адрес', adminUserName: 'логин' },
  },
})
