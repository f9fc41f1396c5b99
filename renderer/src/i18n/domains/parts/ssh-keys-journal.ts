import { defineMessages } from '../../define'

/**
 * The ssh-keys domain's changes in the activity journal (`sshKeys.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const sshKeysJournal = defineMessages({
  en: {
    op: {
      create: 'Add SSH key',
      remove: 'Remove SSH key',
    },
    param: {
      title: 'Title',
    },
  },
  ru: {
    op: {
      create: 'Добавление SSH-ключа',
      remove: 'Удаление SSH-ключа',
    },
    param: {
      title: 'Название',
    },
  },
})
