import { defineMessages } from '../define'

export const forms = defineMessages({
  en: {
    refused: 'The change was not made',
    serverSaid: 'The server said: {message}',
    typeToConfirm: 'Type {expected} to confirm.',
    typeToConfirmLabel: 'Confirmation text',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    reveal: 'Show',
    hide: 'Hide',
  },
  ru: {
    refused: 'Изменение не выполнено',
    serverSaid: 'Ответ сервера: {message}',
    typeToConfirm: 'Введите {expected}, чтобы подтвердить.',
    typeToConfirmLabel: 'Текст подтверждения',
    cancel: 'Отмена',
    save: 'Сохранить',
    saving: 'Сохранение…',
    close: 'Закрыть',
    copy: 'Копировать',
    copied: 'Скопировано в буфер обмена',
    reveal: 'Показать',
    hide: 'Скрыть',
  },
})
