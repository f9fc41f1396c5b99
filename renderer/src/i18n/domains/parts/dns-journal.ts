import { defineMessages } from '../../define'

/**
 * The dns domain's changes in the activity journal (`dns.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const dnsJournal = defineMessages({
  en: {
    op: {
      createZone: 'Create DNS zone',
      deleteZone: 'Delete DNS zone',
      createRecord: 'Create DNS record',
      updateRecord: 'Change DNS record',
      deleteRecord: 'Delete DNS record',
    },
    param: {
      address: 'Address',
      owner: 'Name in the zone',
      port: 'Port',
      priority: 'Priority',
      proto: 'Protocol',
      recordId: 'Record ID',
      service: 'Service',
      target: 'Target',
      text: 'Text',
      ttl: 'TTL, s',
      weight: 'Weight',
      zoneId: 'Zone ID',
    },
  },
  ru: {
    op: {
      createZone: 'Создание DNS-зоны',
      deleteZone: 'Удаление DNS-зоны',
      createRecord: 'Создание DNS-записи',
      updateRecord: 'Изменение DNS-записи',
      deleteRecord: 'Удаление DNS-записи',
    },
    param: {
      address: 'Адрес',
      owner: 'Имя в зоне',
      port: 'Порт',
      priority: 'Приоритет',
      proto: 'Протокол',
      recordId: 'Номер записи',
      service: 'Служба',
      target: 'Цель',
      text: 'Текст',
      ttl: 'TTL, с',
      weight: 'Вес',
      zoneId: 'Номер зоны',
    },
  },
})
