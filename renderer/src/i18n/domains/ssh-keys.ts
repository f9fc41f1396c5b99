import { SSH_KEY_RULES, type SshKeyRuleCode } from '@shared/ssh-keys/public-key'
import { defineMessages } from '../define'
import { sshKeysJournal } from './parts/ssh-keys-journal'

export const sshKeys = defineMessages({
  en: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      sshKey: { one: 'SSH key', counted: 'SSH key | SSH keys', section: 'SSH keys' },
    },
    kind: 'SSH key',
    // English is the contract's own wording: one text for the form and the backend.
    rules: {
      ...(SSH_KEY_RULES as Record<SshKeyRuleCode, string>),
      duplicate: 'This key is already added as “{title}”',
    },
    add: {
      open: 'Add key',
      dialog: 'Add an SSH key',
      title: 'Key name',
      titlePlaceholder: 'e.g. work laptop',
      key: 'Public key',
      keyPlaceholder: 'ssh-ed25519 AAAA… comment',
      openFile: 'Open a .pub file…',
      fileLabel: 'Public key file',
      fileTooLarge: '{name} is too large to be a public key file',
      recognised: '{type} key, fingerprint',
      weak: 'This RSA key is only {bits} bits long: keys under {min} bits can be broken. It can still be added, but better make a new one: ssh-keygen -t ed25519',
      submit: 'Add key',
      done: 'Key {title} added',
    },
    details: {
      type: 'Type',
      typeSize: '{type}, {bits}-bit',
      weak: 'weak: under {min} bits',
      fingerprint: 'Fingerprint',
      unreadable: 'Cannot be read',
      copyFingerprint: 'Copy the fingerprint',
      comment: 'Comment',
      active: 'Active',
      yes: 'Yes',
      no: 'No',
      publicKey: 'Public key',
      copyKey: 'Copy the public key',
    },
    delete: {
      button: 'Delete key',
      title: 'Delete the key {title}?',
      body: 'New servers will no longer get it. Servers that already have it keep it until it is removed on them.',
      confirm: 'Delete',
      done: 'Key {title} deleted',
    },
    list: { title: 'Name', empty: 'No SSH keys yet. Add one to log in to new servers without a password.' },
    journal: sshKeysJournal.en,
  },
  ru: {
    /** Its resource kinds' nouns (resources/kinds/<kind>.ts names them): one, counted, its section, in the palette. */
    kinds: {
      sshKey: { one: 'SSH-ключ', counted: 'SSH-ключ | SSH-ключи', section: 'SSH-ключи' },
    },
    kind: 'SSH-ключ',
    rules: {
      titleRequired: 'Дайте ключу название',
      titleTooLong: 'Название — не длиннее {max} символов',
      titleUnsafe: 'Название не может содержать переносы строк, управляющие символы или знаки направления текста',
      empty: 'Вставьте открытый ключ или откройте файл .pub',
      privateKey: 'Это закрытый ключ. Вставьте открытую часть (файл .pub) — закрытый ключ никому не передавайте',
      rfc4716: 'Ключ в формате SSH2; преобразуйте его командой ssh-keygen -i -f key.pub и вставьте результат',
      severalKeys: 'Вставляйте по одному ключу',
      unknownType: 'Открытый ключ начинается с типа: ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256/384/521 или sk-…',
      noKeyData: 'После типа нет данных ключа',
      badBase64: 'Данные ключа — не base64; ключ обрезан или перенесён?',
      malformed: 'Данные ключа повреждены или неполны',
      typeMismatch: 'Данные ключа для {embedded}, а в строке указан {declared}',
      duplicate: 'Этот ключ уже добавлен как «{title}»',
    },
    add: {
      open: 'Добавить ключ',
      dialog: 'Новый SSH-ключ',
      title: 'Название ключа',
      titlePlaceholder: 'например, рабочий ноутбук',
      key: 'Открытый ключ',
      keyPlaceholder: 'ssh-ed25519 AAAA… комментарий',
      openFile: 'Открыть файл .pub…',
      fileLabel: 'Файл открытого ключа',
      fileTooLarge: '{name} слишком велик для файла открытого ключа',
      recognised: 'Ключ {type}, отпечаток',
      weak: 'Длина этого ключа RSA — всего {bits} бит: ключи короче {min} бит можно взломать. Его можно добавить, но надёжнее создать ключ Ed25519 командой ssh-keygen',
      submit: 'Добавить ключ',
      done: 'Ключ {title} добавлен',
    },
    details: {
      type: 'Тип',
      typeSize: '{type}, {bits} бит',
      weak: 'ненадёжный: короче {min} бит',
      fingerprint: 'Отпечаток',
      unreadable: 'Не читается',
      copyFingerprint: 'Копировать отпечаток',
      comment: 'Комментарий',
      active: 'Активен',
      yes: 'Да',
      no: 'Нет',
      publicKey: 'Открытый ключ',
      copyKey: 'Копировать открытый ключ',
    },
    delete: {
      button: 'Удалить ключ',
      title: 'Удалить ключ {title}?',
      body: 'Новые серверы больше не получат его. На серверах, где он уже есть, он останется, пока его не удалят там.',
      confirm: 'Удалить',
      done: 'Ключ {title} удалён',
    },
    list: {
      title: 'Название',
      empty: 'SSH-ключей пока нет. Добавьте ключ, чтобы входить на новые серверы без пароля.',
    },
    journal: sshKeysJournal.ru,
  },
})

declare module '../define' {
  interface DomainMessages {
    sshKeys: typeof sshKeys
  }
}
