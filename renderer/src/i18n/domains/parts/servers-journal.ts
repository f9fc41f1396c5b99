import { defineMessages } from '../../define'

/**
 * The servers domain's changes in the activity journal (`servers.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const serversJournal = defineMessages({
  en: {
    op: {
      create: 'Create server',
      resize: 'Resize server',
      rebuild: 'Rebuild server',
      clone: 'Clone server',
      delete: 'Delete server',
      runAction: 'Server action',
      deleteBatch: 'Delete servers',
    },
    opType: {
      runAction: {
        PowerOn: 'Power on server',
        PowerOff: 'Power off server',
        PowerReboot: 'Reboot server',
        ShutDownGuestOS: 'Shut down server OS',
        AddNetwork: 'Connect server to a network',
        RemoveNetwork: 'Disconnect server from a network',
        EditNetworkBandwidth: 'Change server bandwidth',
      },
    },
    param: {
      backupDays: 'Backups kept, days',
      backups: 'Backups',
      cpu: 'CPU cores',
      cpuBefore: 'CPU cores before',
      hdd: 'Disk, GB',
      hddBefore: 'Disk before, GB',
      hddType: 'Disk type',
      ids: 'IDs',
      isHighPerformance: 'High performance',
      networkId: 'Network ID',
      networkLinkId: 'Connection ID',
      ram: 'Memory, MB',
      ramBefore: 'Memory before, MB',
      sshKeyIds: 'SSH keys',
    },
  },
  ru: {
    op: {
      create: 'Создание сервера',
      resize: 'Изменение конфигурации сервера',
      rebuild: 'Переустановка сервера',
      clone: 'Клонирование сервера',
      delete: 'Удаление сервера',
      runAction: 'Действие с сервером',
      deleteBatch: 'Удаление серверов',
    },
    opType: {
      runAction: {
        PowerOn: 'Включение сервера',
        PowerOff: 'Выключение сервера',
        PowerReboot: 'Перезагрузка сервера',
        ShutDownGuestOS: 'Завершение работы ОС сервера',
        AddNetwork: 'Подключение сервера к сети',
        RemoveNetwork: 'Отключение сервера от сети',
        EditNetworkBandwidth: 'Изменение полосы сервера',
      },
    },
    param: {
      backupDays: 'Хранить копии, дней',
      backups: 'Резервные копии',
      cpu: 'Ядра процессора',
      cpuBefore: 'Ядра процессора до изменения',
      hdd: 'Диск, ГБ',
      hddBefore: 'Диск до изменения, ГБ',
      hddType: 'Тип диска',
      ids: 'Номера',
      isHighPerformance: 'Высокая производительность',
      networkId: 'Номер сети',
      networkLinkId: 'Номер подключения',
      ram: 'Память, МБ',
      ramBefore: 'Память до изменения, МБ',
      sshKeyIds: 'SSH-ключи',
    },
  },
})
