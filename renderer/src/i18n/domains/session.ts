import { defineMessages } from '../define'

/** Live refresh: the header's control, sections that failed, changes seen on a refresh, forms changed underneath. */
export const session = defineMessages({
  en: {
    refresh: 'Refresh',
    refreshHint: 'Re-read everything now (F5, {mod}+R)',
    refreshing: 'Refreshing…',
    never: 'Not updated yet',
    age: {
      now: 'Updated just now',
      seconds: 'Updated {n} s ago',
      minutes: 'Updated {n} min ago',
      at: 'Updated at {time}',
    },
    refreshFailed: 'Refresh failed: {message}',
    sectionProblems: 'Not refreshed: {sections}',
    sectionProblem: '{section} could not be refreshed: {reason}. Showing what was read {time}.',
    sectionProblemNever: '{section} could not be read: {reason}.',
    sections: {
      locations: 'Locations',
      account: 'Account and balance',
    },
    changes: {
      power: '{name}: power {state}',
      on: 'On',
      off: 'Off',
      state: '{name}: {state}',
      one: '{kind} {name} {change}',
      many: '{n} {kind} {change}',
      added: 'added',
      removed: 'removed',
      changed: 'changed',
    },
    underneath: {
      title: 'Changed since you opened this',
      removed: 'This was removed since you opened this; what you typed is kept but cannot be saved.',
      keep: 'Your input is kept. Check it against the new values before saving.',
      dismiss: 'OK',
    },
    goneOutside: 'It was removed outside Hostdeck since the last refresh. Pick another resource on the left.',
  },
  ru: {
    refresh: 'Обновить',
    refreshHint: 'Перечитать всё сейчас (F5, {mod}+R)',
    refreshing: 'Обновление…',
    never: 'Ещё не обновлялось',
    age: {
      now: 'Обновлено только что',
      seconds: 'Обновлено {n} с назад',
      minutes: 'Обновлено {n} мин назад',
      at: 'Обновлено в {time}',
    },
    refreshFailed: 'Не удалось обновить: {message}',
    sectionProblems: 'Не обновлено: {sections}',
    sectionProblem: '{section}: не удалось обновить ({reason}). Показано прочитанное {time}.',
    sectionProblemNever: '{section}: не удалось прочитать ({reason}).',
    sections: {
      locations: 'Расположения',
      account: 'Аккаунт и баланс',
    },
    changes: {
      power: '{name}: питание {state}',
      on: 'включено',
      off: 'выключено',
      state: '{name}: {state}',
      one: '{kind} {name}: {change}',
      many: '{kind} ({n}): {change}',
      added: 'добавлено',
      removed: 'удалено',
      changed: 'изменено',
    },
    underneath: {
      title: 'Изменилось, пока форма была открыта',
      removed: 'Это удалено, пока форма была открыта; введённое сохранено здесь, но сохранить его нельзя.',
      keep: 'Введённое вами не тронуто. Сверьте его с новыми значениями перед сохранением.',
      dismiss: 'Понятно',
    },
    goneOutside: 'Удалено вне Hostdeck после прошлого обновления. Выберите другой ресурс слева.',
  },
})

declare module '../define' {
  interface DomainMessages {
    session: typeof session
  }
}
