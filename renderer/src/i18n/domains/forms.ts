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
    uncertain: {
      title: 'The change may have been made',
      checking: 'Checking whether it was made…',
      made: 'The change was made after all.',
      notVisible:
        'Not visible yet — it may still be applied. Check again later; “Try again” looks once more before sending it again.',
      confirmRetry:
        'Still not visible — the service may still be applying it, and sending it again may make it twice. Send it again anyway?',
      sendAnyway: 'Send again anyway',
      unknown: 'Hostdeck could not check whether the change was made. Look at the current state before trying again.',
      tryAgain: 'Try again',
      checkAgain: 'Check again',
    },
    accountMoved:
      'The active account changed to {now} (in another window). This form was for {was}: switch back to {was} to send it.',
    switchBack: 'Switch back to {was}',
    accountMovedBlocked: 'This form was for another account: switch back to it first.',
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
    uncertain: {
      title: 'Изменение могло быть выполнено',
      checking: 'Проверяем, выполнено ли оно…',
      made: 'Изменение всё-таки выполнено.',
      notVisible:
        'Пока не видно — оно ещё может быть применено. Проверьте позже; «Попробовать снова» сначала проверит ещё раз.',
      confirmRetry:
        'Всё ещё не видно — сервис может ещё применять изменение, и повторная отправка может выполнить его дважды. Отправить снова?',
      sendAnyway: 'Всё равно отправить',
      unknown:
        'Hostdeck не смог проверить, выполнено ли изменение. Посмотрите текущее состояние, прежде чем пробовать снова.',
      tryAgain: 'Попробовать снова',
      checkAgain: 'Проверить снова',
    },
    accountMoved:
      'Активный аккаунт сменился на {now} (в другом окне). Эта форма была для {was}: вернитесь к {was}, чтобы отправить её.',
    switchBack: 'Вернуться к {was}',
    accountMovedBlocked: 'Эта форма была для другого аккаунта: сначала вернитесь к нему.',
  },
})

declare module '../define' {
  interface DomainMessages {
    forms: typeof forms
  }
}
