import { defineMessages } from '../define'

/** The app itself: the Settings dialog, diagnostics, updates. */
export const settings = defineMessages({
  en: {
    dialog: {
      title: 'Settings',
      open: 'Settings',
      proxy: 'Proxy',
      proxyMode: {
        system: 'As the system (proxy settings, PAC, HTTPS_PROXY)',
        direct: 'No proxy',
        manual: 'This proxy',
      },
      proxyUrl: 'Proxy address',
      saveProxy: 'Use this proxy',
      more: 'All settings…',
      proxyHint: 'For example http://proxy.example:3128. Applies to the next request of every account.',
      quoted: '“{name}”',
      proxyClearText:
        'The token of {accounts} may pass through this proxy unencrypted: its address starts with http://. Give the account an https:// address, or choose No proxy.',
      notifications: 'Desktop notifications of finished tasks and warnings',
      startAtLogin: 'Start Hostdeck (in the tray) when I log in',
      csvBom: 'Begin CSV exports with a byte-order mark (for Excel on Windows)',
      logFolder: 'Log folder',
      noLogFolder: 'This host keeps no log file.',
      copyDiagnostics: 'Copy diagnostics',
      saved: 'Settings saved',
    },
    diagnostics: {
      copied: 'Diagnostics copied: paste them into your report. Secrets, host names and addresses are left out.',
    },
    updates: {
      check: 'Check for updates',
      available: 'Hostdeck {version} is out (you have {current}).',
      notes: 'What is new',
      install: 'Download and restart',
      upToDate: 'Hostdeck {current} is the newest version.',
    },
  },
  ru: {
    dialog: {
      title: 'Настройки',
      open: 'Настройки',
      proxy: 'Прокси',
      proxyMode: {
        system: 'Как в системе (настройки прокси, PAC, HTTPS_PROXY)',
        direct: 'Без прокси',
        manual: 'Этот прокси',
      },
      proxyUrl: 'Адрес прокси',
      saveProxy: 'Использовать этот прокси',
      more: 'Все настройки…',
      proxyHint: 'Например, http://proxy.example:3128. Действует со следующего запроса каждого аккаунта.',
      quoted: '«{name}»',
      proxyClearText:
        'Токен аккаунта {accounts} может идти через этот прокси незашифрованным: адрес аккаунта начинается с http://. Укажите адрес https:// или выберите «Без прокси».',
      notifications: 'Уведомления о завершённых задачах и предупреждениях',
      startAtLogin: 'Запускать Hostdeck (в трее) при входе в систему',
      csvBom: 'Начинать CSV-выгрузки с метки порядка байтов (для Excel в Windows)',
      logFolder: 'Папка логов',
      noLogFolder: 'Этот режим не пишет лог-файл.',
      copyDiagnostics: 'Скопировать диагностику',
      saved: 'Настройки сохранены',
    },
    diagnostics: {
      copied: 'Диагностика скопирована: вставьте её в отчёт. Секретов, имён хостов и адресов в ней нет.',
    },
    updates: {
      check: 'Проверить обновления',
      available: 'Вышел Hostdeck {version} (у вас {current}).',
      notes: 'Что нового',
      install: 'Скачать и перезапустить',
      upToDate: 'Hostdeck {current} — последняя версия.',
    },
  },
})

declare module '../define' {
  interface DomainMessages {
    settings: typeof settings
  }
}
