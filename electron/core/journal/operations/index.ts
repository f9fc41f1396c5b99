import { channelNames, channels, type ChannelName } from '../../../shared/contract'
import { dnsOperations } from './dns'
import { imageOperations } from './images'
import { networkOperations } from './networks'
import { recordedFields, type JournaledChannel, type OperationDef, type Operations } from './operation-kit'
import { serverOperations } from './servers'
import { sshKeyOperations } from './ssh-keys'
import { sslOperations } from './ssl'
import { storageOperations } from './storage'

export { LOCAL_DOMAINS, READS, pickParams, type JournaledChannel, type OperationDef } from './operation-kit'
export { recordOf } from './dns'

/**
 * Every channel that changes something at the service, with what its journal entry keeps: one file per domain,
 * each typed by its domain's channels. A channel left out, misspelt, or not a change is a type error here.
 */
export const OPERATIONS: Operations = {
  ...serverOperations,
  ...imageOperations,
  ...networkOperations,
  ...dnsOperations,
  ...sslOperations,
  ...storageOperations,
  ...sshKeyOperations,
}

export function isJournaled(channel: ChannelName): channel is JournaledChannel {
  return Object.prototype.hasOwnProperty.call(OPERATIONS, channel)
}

/** The journaled channels, in the contract's order. */
export const JOURNALED: readonly JournaledChannel[] = channelNames.filter(isJournaled)

/** The operation's entry and the input fields it records (read from the channel's schema). */
export function operationOf<C extends JournaledChannel>(channel: C): { def: OperationDef<C>; fields: string[] } {
  const def: OperationDef<C> = OPERATIONS[channel]
  return { def, fields: recordedFields(channels[channel].input, def) }
}
