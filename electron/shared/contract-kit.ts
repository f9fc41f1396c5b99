import { z } from 'zod'

/** A positive whole-number id of the API's resources, as every channel takes it. */
export const resourceId = z.number().int().positive()

/** A positive whole number a form must be given (an id picked from a list, a period): absent, 0 or less say `message`. */
export const requiredPositive = (message: string) => z.number({ error: message }).int().positive(message)

/** A request/response channel: the zod schema its input must pass, and (as a phantom type) what it answers. */
export interface ChannelDef<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I
  readonly __output?: O
}

/** A pushed event: only its payload type matters, so it carries nothing at run time. */
export interface EventDef<P = unknown> {
  readonly __payload?: P
}

/** Phantom marker naming a channel's output type: `channel(z.object({...}), output<Server[]>())`. */
export interface Output<O> {
  readonly __output?: O
}
export const output = <O>(): Output<O> => ({})

export const channel = <I extends z.ZodType, O>(input: I, _out: Output<O>): ChannelDef<I, O> => ({ input })

export const event = <P>(): EventDef<P> => ({})
