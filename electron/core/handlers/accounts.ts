import type { AccountSummary } from '../../shared/contract'
import type { Handlers } from '../dispatch'

type AccountHandlers = Pick<Handlers, 'accounts:list'>

/** The built-in account: runs against the embedded sandbox, so a fresh install is usable at once. */
export const demoAccount: AccountSummary = {
  id: 'demo',
  label: 'Demo',
  kind: 'demo',
  baseUrl: '',
  color: '#18a058',
  active: true,
}

export function buildAccountHandlers(): AccountHandlers {
  return {
    'accounts:list': () => [demoAccount],
  }
}
