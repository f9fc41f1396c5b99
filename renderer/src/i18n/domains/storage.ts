import { STORAGE_RULES, type StorageRuleCode } from '@shared/channels/storage'
import { defineMessages } from '../define'
import { storageJournal } from './parts/storage-journal'

export const storage = defineMessages({
  en: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      storage: { one: 'Storage', counted: 'storage | storages', section: 'Object storage' },
      storageUser: { one: 'Storage user', counted: 'storage user | storage users', section: 'Storage users' },
    },
    kind: 'Object storage',
    numbered: 'Storage No. {number}',
    notOffered: 'This account’s API does not offer object storage.',
    notActive: {
      title: 'Object storage is not activated',
      body: 'Activating it creates a storage administrator with connection data for the Swift, S3 and FTP protocols. The provider bills the storage from activation on.',
    },
    activate: {
      action: 'Activate storage',
      title: 'Activate object storage?',
      cost: 'This starts a paid service: the provider bills the storage from activation on, for what is stored and transferred, at the account’s rates, until it is deactivated. A storage administrator with Swift, S3 and FTP connection data is created.',
      confirm: 'Activate and start billing',
      done: 'Activation started; follow it in the task centre',
    },
    activating: 'Activation is in progress. Connection data may not work until the storage is activated.',
    deactivating: 'Deactivation is in progress.',
    blocked: 'The storage is blocked because the account balance is negative.',
    deactivate: {
      action: 'Deactivate storage',
      title: 'Deactivate object storage?',
      body: 'The storage, everything stored in it and its {n} user will be deleted. This cannot be undone. | The storage, everything stored in it and its {n} users will be deleted. This cannot be undone.',
      confirm: 'Deactivate storage',
      done: 'Deactivation started',
    },
    facts: {
      quota: 'Quota',
      unlimited: 'No limit',
      externalId: 'Back-end id',
      owner: 'Administrator',
    },
    owner: {
      title: 'Administrator connection data',
    },
    connection: {
      swift: 'Swift API',
      s3: 'S3 API',
      ftp: 'FTP',
      endpoint: 'Endpoint',
      tenantId: 'Tenant id',
      accessKey: 'Access key',
      password: 'Password',
      secretKey: 'Secret key',
      hostName: 'Host',
      login: 'Login',
      notProvided: 'Not provided by the server',
      offline: 'Available when online',
      offlineHint: 'Passwords and secret keys are never written to disk, so cached data does not have them.',
      copy: 'Copy {what}',
      reveal: 'Show {what}',
      hide: 'Hide {what}',
      copied: '{what} copied',
      copiedCleared: '{what} copied; cleared from the clipboard in {seconds} s',
      copyFailed: 'Could not copy to the clipboard',
    },
    users: {
      title: 'Users ({n})',
      label: 'Storage users',
      name: 'Login',
      state: 'State',
      actions: 'Actions',
      empty: 'No users yet',
      open: 'Open user {name}',
      add: 'Create user',
    },
    user: {
      kind: 'Storage user',
      connection: 'Connection data of {name}',
      task: 'Task {type}: {state}',
      taskRunning: 'A task is still running for this user',
    },
    createUser: {
      title: 'Create a storage user',
      userName: 'Login',
      submit: 'Create user',
      done: 'User {name} created',
    },
    changePassword: {
      action: 'Reset password',
      actionFor: 'Reset password of {name}',
      title: 'Reset the password of {name}',
      body: 'The service generates a new password; the old one stops working at once.',
      submit: 'Reset password',
      done: 'Password of {name} reset',
    },
    password: {
      keep: 'Keep the new password readable later (otherwise it is shown only now)',
    },
    newPassword: {
      title: 'Password of {name}',
      onceKept: 'Copy it now. The service keeps this password: you can reveal it again later on the user’s page.',
      onceNotKept:
        'Copy it now: it is shown only once. The service does not keep it readable, so it cannot be shown again.',
      value: 'New password',
      close: 'I have saved it',
    },
    block: {
      action: 'Block',
      actionFor: 'Block user {name}',
      done: 'Blocking {name}; follow it in the task centre',
    },
    unblock: {
      action: 'Unblock',
      actionFor: 'Unblock user {name}',
      done: 'Unblocking {name}; follow it in the task centre',
    },
    deleteUser: {
      action: 'Delete',
      actionFor: 'Delete user {name}',
      title: 'Delete user {name}?',
      body: 'The user’s passwords and keys stop working at once.',
      confirm: 'Delete user',
      done: 'User {name} deleted',
    },
    // English is the contract's own wording: one text for the form and the backend.
    rules: STORAGE_RULES as Record<StorageRuleCode, string>,
    journal: storageJournal.en,
  },
  ru: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      storage: { one: 'Хранилище', counted: 'Хранилище | Хранилища', section: 'Объектное хранилище' },
      storageUser: {
        one: 'Пользователь хранилища',
        counted: 'Пользователь хранилища | Пользователи хранилища',
        section: 'Пользователи хранилища',
      },
    },
    kind: 'Объектное хранилище',
    numbered: 'Хранилище № {number}',
    notOffered: 'API этого аккаунта не поддерживает объектное хранилище.',
    notActive: {
      title: 'Объектное хранилище не подключено',
      body: 'При подключении создаётся администратор хранилища с данными для подключения по протоколам Swift, S3 и FTP. Провайдер начинает тарифицировать хранилище с момента подключения.',
    },
    activate: {
      action: 'Подключить хранилище',
      title: 'Подключить объектное хранилище?',
      cost: 'Это платная услуга: с момента подключения и до отключения провайдер тарифицирует хранилище за хранимые и переданные данные по тарифам учётной записи. Будет создан администратор хранилища с данными для подключения по Swift, S3 и FTP.',
      confirm: 'Подключить и начать оплату',
      done: 'Подключение начато; ход виден в центре задач',
    },
    activating: 'Идёт подключение. Данные для подключения могут не работать, пока хранилище не подключится.',
    deactivating: 'Идёт отключение.',
    blocked: 'Хранилище заблокировано: баланс аккаунта отрицательный.',
    deactivate: {
      action: 'Отключить хранилище',
      title: 'Отключить объектное хранилище?',
      body: 'Хранилище, всё, что в нём хранится, и его {n} пользователь будут удалены. Отменить это нельзя. | Хранилище, всё, что в нём хранится, и его {n} пользователя будут удалены. Отменить это нельзя. | Хранилище, всё, что в нём хранится, и его {n} пользователей будут удалены. Отменить это нельзя.',
      confirm: 'Отключить хранилище',
      done: 'Отключение начато',
    },
    facts: {
      quota: 'Квота',
      unlimited: 'Без ограничения',
      externalId: 'Идентификатор в хранилище',
      owner: 'Администратор',
    },
    owner: {
      title: 'Данные для подключения администратора',
    },
    connection: {
      swift: 'Swift API',
      s3: 'S3 API',
      ftp: 'FTP',
      endpoint: 'Адрес',
      tenantId: 'Идентификатор арендатора',
      accessKey: 'Ключ доступа',
      password: 'Пароль',
      secretKey: 'Секретный ключ',
      hostName: 'Хост',
      login: 'Логин',
      notProvided: 'Сервер не передал',
      offline: 'Доступно при подключении к сети',
      offlineHint: 'Пароли и секретные ключи никогда не сохраняются на диск, поэтому в сохранённых данных их нет.',
      copy: 'Копировать: {what}',
      reveal: 'Показать: {what}',
      hide: 'Скрыть: {what}',
      copied: 'Скопировано: {what}',
      copiedCleared: 'Скопировано: {what}; будет удалено из буфера обмена через {seconds} с',
      copyFailed: 'Не удалось скопировать в буфер обмена',
    },
    users: {
      title: 'Пользователи ({n})',
      label: 'Пользователи хранилища',
      name: 'Логин',
      state: 'Состояние',
      actions: 'Действия',
      empty: 'Пользователей пока нет',
      open: 'Открыть пользователя {name}',
      add: 'Создать пользователя',
    },
    user: {
      kind: 'Пользователь хранилища',
      connection: 'Данные для подключения {name}',
      task: 'Задача {type}: {state}',
      taskRunning: 'Для этого пользователя ещё выполняется задача',
    },
    createUser: {
      title: 'Новый пользователь хранилища',
      userName: 'Логин',
      submit: 'Создать пользователя',
      done: 'Пользователь {name} создан',
    },
    changePassword: {
      action: 'Сбросить пароль',
      actionFor: 'Сбросить пароль пользователя {name}',
      title: 'Сброс пароля пользователя {name}',
      body: 'Сервис сгенерирует новый пароль; старый сразу перестанет действовать.',
      submit: 'Сбросить пароль',
      done: 'Пароль пользователя {name} сброшен',
    },
    password: {
      keep: 'Сохранить новый пароль доступным для просмотра (иначе он показывается только сейчас)',
    },
    newPassword: {
      title: 'Пароль пользователя {name}',
      onceKept:
        'Скопируйте его сейчас. Сервис хранит этот пароль: позже его можно снова открыть на странице пользователя.',
      onceNotKept:
        'Скопируйте его сейчас: он показывается только один раз. Сервис его не сохраняет, показать его снова будет нельзя.',
      value: 'Новый пароль',
      close: 'Я его сохранил',
    },
    block: {
      action: 'Заблокировать',
      actionFor: 'Заблокировать пользователя {name}',
      done: 'Блокировка {name}; ход виден в центре задач',
    },
    unblock: {
      action: 'Разблокировать',
      actionFor: 'Разблокировать пользователя {name}',
      done: 'Разблокировка {name}; ход виден в центре задач',
    },
    deleteUser: {
      action: 'Удалить',
      actionFor: 'Удалить пользователя {name}',
      title: 'Удалить пользователя {name}?',
      body: 'Пароли и ключи пользователя сразу перестанут работать.',
      confirm: 'Удалить пользователя',
      done: 'Пользователь {name} удалён',
    },
    rules: {
      loginRequired: 'Введите логин',
      loginUnsafe: 'Логин не может содержать переносы строк, управляющие символы или знаки направления текста',
      loginInvalid: 'До 64 латинских букв, цифр, точек, дефисов или подчёркиваний, первой — буква или цифра',
    },
    journal: storageJournal.ru,
  },
})

declare module '../define' {
  interface DomainMessages {
    storage: typeof storage
  }
}
