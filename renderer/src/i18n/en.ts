/** English: the source of truth for message keys. Russian must match it (checked by the type of ru.ts). */
import { domainWords } from './domain-words'

/** Every domain's words (`domains/<domain>.ts`), then the shell's own. */
export const en = {
  ...domainWords('en'),
  common: {
    close: 'Close',
    loading: 'Loading',
    decrease: 'Decrease',
    increase: 'Increase',
    unreadable: {
      items:
        '{n} item the service sent could not be read and is left out | {n} items the service sent could not be read and are left out',
      records: '{n} record could not be read and is left out | {n} records could not be read and are left out',
      show: 'Show why',
      hide: 'Hide',
      item: 'Item {position} (id {id})',
    },
  },
  app: {
    name: 'Hostdeck',
    tagline: 'Cloud hosting console',
  },
  header: {
    account: 'Active account',
    accountSwitcher: 'Switch account',
    language: 'Language',
    theme: 'Theme',
    settings: 'Settings',
  },
  theme: {
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  language: {
    en: 'English',
    ru: 'Русский',
  },
  account: {
    demo: 'Demo',
    demoHint: 'Built-in demo account: a simulated provider, no token needed',
  },
  sidebar: {
    label: 'Resources',
    filter: 'Filter resources',
    resize: 'Sidebar width',
    clearFilter: 'Clear the filter',
  },
  overview: {
    title: 'Welcome to Hostdeck',
    body: 'Pick a resource on the left to see its details. Long operations appear in the task centre and notify you when they finish.',
  },
  status: {
    label: 'Status bar',
    mode: 'Mode',
    desktop: 'Desktop',
    browser: 'Browser',
    online: 'Online',
    offline: 'Offline',
    problem: 'Problem',
    refreshing: 'Refreshing…',
    refreshedAt: 'Updated {time}',
    balance: 'Balance {balance}',
    balanceWithBonus: 'Balance {balance} (bonus {bonus})',
    fundsUntil: 'Funds until {date}',
    version: 'Version {version}',
  },
  errors: {
    title: 'Something went wrong',
    noticeTitle: 'Please note',
    noticesLabel: 'Notices',
    startup: 'Hostdeck could not reach its backend: {message}',
  },
}

export type Messages = typeof en
