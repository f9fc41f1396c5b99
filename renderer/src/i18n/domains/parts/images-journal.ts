import { defineMessages } from '../../define'

/**
 * The images domain's changes in the activity journal (`images.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const imagesJournal = defineMessages({
  en: {
    op: {
      create: 'Create image',
      delete: 'Delete image',
    },
    param: {
      techName: 'Technical name',
    },
  },
  ru: {
    op: {
      create: 'Создание образа',
      delete: 'Удаление образа',
    },
    param: {
      techName: 'Техническое имя',
    },
  },
})
