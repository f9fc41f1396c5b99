import { z } from 'zod'
import { channel, event, output } from '../contract-kit'

export type AccountKind = 'demo' | 'custom'

/** An account as the renderer sees it: never the token. */
export interface AccountSummary {
  id: string
  label: string
  kind: AccountKind
  baseUrl: string
  color: string
  active: boolean
}

export const accountIdSchema = z.string().min(1).max(64)

export const accountChannels = {
  'accounts:list': channel(z.undefined(), output<AccountSummary[]>()),
}

export const accountEvents = {
  'accounts:changed': event<AccountSummary[]>(),
}
