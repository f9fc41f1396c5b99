import type { z } from 'zod'
import { type ChannelName, type ChannelOutput, type ParsedInput, channels, isChannelName } from '../shared/contract'
import { type HostdeckErrorData, type InvokeResult, isHostdeckErrorData } from '../shared/errors'
import { invokeMetaSchema } from '../shared/channels/app'
import { BackendError } from './errors'
import { runInvoke } from './invoke-scope'

export type Handler<C extends ChannelName> = (input: ParsedInput<C>) => Promise<ChannelOutput<C>> | ChannelOutput<C>
/** One handler per channel: a channel added to the contract without a handler is a type error. */
export type Handlers = { [C in ChannelName]: Handler<C> }

/** Turns a zod failure into the message a person reads: which field, and what is wrong with it. */
export function describeValidationError(channel: string, error: z.ZodError): HostdeckErrorData {
  const first = error.issues[0]
  const field = first && first.path.length > 0 ? first.path.join('.') : undefined
  const reason = first?.message ?? 'invalid value'
  return {
    kind: 'invalidInput',
    field,
    // With a field, the form shows the reason under that field; without one, say which request it was.
    message: field ? reason : `Invalid request to ${channel}: ${reason}`,
  }
}

/** A BackendError (any of the backend's own) by its toJSON, a thrown HostdeckErrorData as it is, anything else as internal. */
function toErrorData(channel: string, error: unknown): HostdeckErrorData {
  const data = error instanceof BackendError ? error.toJSON() : error
  if (isHostdeckErrorData(data)) {
    const { kind, message, field, status, serverMessage, uncertain } = data
    return { kind, message, field, status, serverMessage, ...(uncertain && { uncertain }) }
  }
  const reason = error instanceof Error ? error.message : String(error)
  return { kind: 'internal', message: `Hostdeck could not complete "${channel}": ${reason}` }
}

/**
 * Validates the input against the channel's schema (and the meta beside it against invokeMetaSchema), then
 * runs its handler with that meta in scope (see invoke-scope); never throws.
 */
export async function dispatch(
  handlers: Handlers,
  channel: unknown,
  input: unknown,
  meta?: unknown,
): Promise<InvokeResult<unknown>> {
  if (!isChannelName(channel)) {
    return { ok: false, error: { kind: 'unknownChannel', message: `Unknown channel "${String(channel)}"` } }
  }
  const parsedMeta = invokeMetaSchema.safeParse(meta ?? {})
  if (!parsedMeta.success) {
    const issue = parsedMeta.error.issues[0]
    const where = ['meta', ...(issue?.path ?? [])].join('.')
    return {
      ok: false,
      error: {
        kind: 'invalidInput',
        message: `Invalid request to ${channel}: ${where} ${issue?.message ?? 'is invalid'}`,
      },
    }
  }
  const parsed = channels[channel].input.safeParse(input)
  if (!parsed.success) return { ok: false, error: describeValidationError(channel, parsed.error) }
  try {
    const handler = handlers[channel] as (input: unknown) => unknown
    return {
      ok: true,
      value: await runInvoke(parsedMeta.data, () => handler(parsed.data), { channel, input: parsed.data }),
    }
  } catch (error) {
    return { ok: false, error: toErrorData(channel, error) }
  }
}
