import { h, type VNode } from 'vue'
import type { AccountLook } from './kit-context'

type Translate = (key: string, params?: Record<string, unknown>) => string

/**
 * Which account a change dialog acts on, in that account's colour, with its guard rail when it has one: so a change
 * meant for staging is never sent to production for want of a look at the title bar. A render function, so naive's
 * plain confirmations (useDangerConfirm) show it as the kit's dialogs do; its look is `.account-strip` in styles.css.
 */
export function accountStrip(account: AccountLook, t: Translate): VNode {
  const guard =
    account.guard === 'normal'
      ? null
      : h('span', { class: 'account-strip__guard', 'data-guard': account.guard }, [
          t(account.guard === 'readOnly' ? 'accounts.guard.tagReadOnly' : 'accounts.guard.tagProtected'),
        ])
  return h(
    'div',
    { class: 'account-strip', style: { '--account-color': account.color }, 'data-testid': 'dialog-account' },
    [
      h('span', { class: 'account-strip__dot', 'aria-hidden': 'true' }),
      h('span', [t('accounts.guard.inDialog', { account: account.label })]),
      guard,
    ],
  )
}
