import type { Handlers } from '../dispatch'
import type { SecretRef, secretsChannels } from '../../shared/channels/secrets'
import { findResource } from '../../shared/resources'
import { NotFoundError } from '../errors'
import type { HandlerContext } from './handler-context'

/**
 * A secret the window shows or copies, read from the backend's own state of the active account: the window names
 * the item and the secret, never sends a value. Offline (from the cache, which never holds secrets) there is none.
 */
async function secretOf(accounts: HandlerContext['accounts'], ref: SecretRef): Promise<string> {
  const state = (await accounts.activeSession()).state()
  if (state.accountId !== ref.accountId)
    throw new NotFoundError('That account is no longer the open one: open it again to show its secrets.')
  const found = findResource(state.snapshot, { kind: ref.kind, id: ref.id })
  const value = found && found.descriptor.secret?.(found.entry.item, ref.secret)
  if (!value)
    throw new NotFoundError('This secret is not available now: it is shown once the service has sent it (Refresh).')
  return value
}

export function buildSecretsHandlers({
  accounts,
  clipboard,
}: Pick<HandlerContext, 'accounts' | 'clipboard'>): Pick<Handlers, keyof typeof secretsChannels> {
  return {
    'secrets:reveal': async (ref) => ({ value: await secretOf(accounts, ref) }),
    'secrets:copy': async (ref) => clipboard.copy(await secretOf(accounts, ref)),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    secrets: typeof buildSecretsHandlers
  }
}
