import { domainWords } from './domain-words'
import type { Messages } from './en'

export const ru: Messages = {
  ...domainWords('ru'),
  common: {
    close: 'Закрыть',
    loading: 'Загрузка',
    decrease: 'Уменьшить',
    increase: 'Увеличить',
    unreadable: {
      items:
        'Не удалось прочитать {n} элемент из ответа сервиса, он не показан | Не удалось прочитать {n} элемента из ответа сервиса, они не показаны | Не удалось прочитать {n} элементов из ответа сервиса, они не показаны',
      records:
        'Не удалось прочитать {n} запись, она не показана | Не удалось прочитать {n} записи, они не показаны | Не удалось прочитать {n} записей, они не показаны',
      show: 'Почему',
      hide: 'Скрыть',
      item: 'Элемент {position} (id {id})',
    },
  },
  app: {
    name: 'Hostdeck',
    tagline: 'Консоль облачного хостинга',
  },
  header: {
    account: 'Активный аккаунт',
    accountSwitcher: 'Сменить аккаунт',
    language: 'Язык',
    theme: 'Тема',
    settings: 'Настройки',
  },
  theme: {
    system: 'Как в системе',
    light: 'Светлая',
    dark: 'Тёмная',
  },
  language: {
    en: 'English',
    ru: 'Русский',
  },
  account: {
    demo: 'Демо',
    demoHint: 'Встроенный демо-аккаунт: имитация провайдера, токен не нужен',
  },
  sidebar: {
    label: 'Ресурсы',
    filter: 'Фильтр ресурсов',
    resize: 'Ширина боковой панели',
    clearFilter: 'Очистить фильтр',
  },
  overview: {
    title: 'Добро пожаловать в Hostdeck',
    body: 'Выберите ресурс слева, чтобы увидеть подробности. Длительные операции появляются в центре задач и сообщают о завершении.',
  },
  status: {
    label: 'Строка состояния',
    mode: 'Режим',
    desktop: 'Приложение',
    browser: 'Браузер',
    online: 'В сети',
    offline: 'Нет связи',
    problem: 'Ошибка',
    refreshing: 'Обновление…',
    refreshedAt: 'Обновлено в {time}',
    balance: 'Баланс {balance}',
    balanceWithBonus: 'Баланс {balance} (бонусы {bonus})',
    fundsUntil: 'Средств хватит до {date}',
    version: 'Версия {version}',
  },
  errors: {
    title: 'Что-то пошло не так',
    noticeTitle: 'Обратите внимание',
    noticesLabel: 'Уведомления',
    startup: 'Hostdeck не может связаться со своим сервером: {message}',
  },
}
