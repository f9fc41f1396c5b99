import type { AccountSummary } from '@shared/contract'

type Translate = (key: string) => string

/** The Demo account's name follows the language; the others are the user's own labels. */
export function accountLabel(account: Pick<AccountSummary, 'kind' | 'label'>, t: Translate): string {
  return account.kind === 'demo' ? t('account.demo') : account.label
}

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform)

export function shortcutHint(index: number): string {
  return `${isMac ? '⌘' : 'Ctrl+'}${index + 1}`
}
