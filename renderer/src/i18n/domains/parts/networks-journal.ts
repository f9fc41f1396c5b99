import { defineMessages } from '../../define'

/**
 * The networks domain's changes in the activity journal (`networks.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const networksJournal = defineMessages({
  en: {
    op: {
      create: 'Create private network',
      rename: 'Rename private network',
      delete: 'Delete private network',
      createPublic: 'Order public network',
      updatePublic: 'Change public network',
      deletePublic: 'Delete public network',
    },
    param: {
      capacity: 'Addresses',
      isDhcp: 'DHCP',
    },
  },
  ru: {
    op: {
      create: 'Создание частной сети',
      rename: 'Переименование частной сети',
      delete: 'Удаление частной сети',
      createPublic: 'Заказ публичной сети',
      updatePublic: 'Изменение публичной сети',
      deletePublic: 'Удаление публичной сети',
    },
    param: {
      capacity: 'Адресов',
      isDhcp: 'DHCP',
    },
  },
})
