import { defineMessages } from '../define'

export const accounts = defineMessages({
  en: {
    offlineBlocked: 'Offline — showing data from {time}. Changes are disabled until the API answers again.',
  },
  ru: {
    offlineBlocked: 'Нет связи — показаны данные на {time}. Изменения недоступны, пока API не ответит.',
  },
})
