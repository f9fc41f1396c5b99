import { defineMessages } from '../define'

/** Tags and notes on any resource, their orphans, the filter language's errors, and saved views. */
export const tags = defineMessages({
  en: {
    title: 'Tags and note',
    chips: 'Tags',
    add: 'Add tags',
    addPlaceholder: 'env=prod client',
    hint: 'A word (client) or key=value (env=prod); several at once, separated by spaces. Only on this computer.',
    remove: 'Remove tag {tag}',
    note: 'Note',
    notePlaceholder: 'A short note for yourself or your team',
    saveNote: 'Save note',
    orphanedHere: 'This resource is gone: its tags and note are kept, orphaned, until you clear them.',
    orphaned: {
      title: 'Orphaned tags',
      body: 'Tags and notes of resources that are gone ({n}). They are kept until you clear them.',
      clear: 'Clear all orphaned',
      cleared: 'Cleared {n} orphaned record | Cleared {n} orphaned records',
      gone: 'gone',
      account: 'account removed',
    },
  },
  ru: {
    title: 'Теги и заметка',
    chips: 'Теги',
    add: 'Добавить теги',
    addPlaceholder: 'среда=прод клиент',
    hint: 'Слово (клиент) или ключ=значение (среда=прод); можно несколько через пробел. Хранятся только на этом компьютере.',
    remove: 'Убрать тег {tag}',
    note: 'Заметка',
    notePlaceholder: 'Короткая заметка для себя или команды',
    saveNote: 'Сохранить заметку',
    orphanedHere: 'Этого ресурса больше нет: его теги и заметка хранятся как осиротевшие, пока вы их не удалите.',
    orphaned: {
      title: 'Осиротевшие теги',
      body: 'Теги и заметки ресурсов, которых больше нет ({n}). Они хранятся, пока вы их не удалите.',
      clear: 'Удалить все осиротевшие',
      cleared: 'Удалена {n} осиротевшая запись | Удалены {n} осиротевшие записи | Удалено {n} осиротевших записей',
      gone: 'удалён',
      account: 'аккаунт удалён',
    },
  },
})

declare module '../define' {
  interface DomainMessages {
    tags: typeof tags
  }
}
