import { channelNames, channels, type ChannelName } from '../../../shared/contract'
import { mergeExports, type Merged } from '../../../shared/slices'
import {
  recordedFields,
  type JournaledChannel,
  type OperationDef,
  type Operations,
  type OperationSlices,
} from './operation-kit'

export { LOCAL_DOMAINS, READS, pickParams, type JournaledChannel, type OperationDef } from './operation-kit'

/**
 * Every channel that changes something at the service, with what its journal entry keeps: one file per domain
 * (`<domain>.ts`, found by where it lives), each typed by its domain's channels. A channel left out of its file,
 * misspelt, or not a change is a type error there; a file whose slice is missing from `OperationSlices` leaves
 * its channels out of the type here (an error); `operations.test.ts` checks the object found at run time.
 */
export const OPERATIONS: Operations = mergeExports(
  import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true }),
  'Operations',
) as Merged<OperationSlices>

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
