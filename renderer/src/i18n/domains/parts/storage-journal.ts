import { defineMessages } from '../../define'

/**
 * The storage domain's changes in the activity journal (`storage.journal`): each operation's name (`op`), by its
 * type where the type says which (`opType`), and the words of the fields only its operations record (`param`).
 */
export const storageJournal = defineMessages({
  en: {
    op: {
      activate: 'Activate storage',
      deactivate: 'Deactivate storage',
      createUser: 'Create storage user',
      blockUser: 'Block storage user',
      unblockUser: 'Unblock storage user',
      changePassword: 'Change storage user password',
      deleteUser: 'Delete storage user',
    },
    param: {
      keepPassword: 'Password kept',
      userId: 'User ID',
      userName: 'User name',
    },
  },
  ru: {
    op: {
      activate: 'Подключение хранилища',
      deactivate: 'Отключение хранилища',
      createUser: 'Создание пользователя хранилища',
      blockUser: 'Блокировка пользователя хранилища',
      unblockUser: 'Разблокировка пользователя хранилища',
      changePassword: 'Смена пароля пользователя хранилища',
      deleteUser: 'Удаление пользователя хранилища',
    },
    param: {
      keepPassword: 'Пароль сохранён',
      userId: 'Номер пользователя',
      userName: 'Имя пользователя',
    },
  },
})
