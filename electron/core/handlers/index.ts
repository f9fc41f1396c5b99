import { channelNames } from '../../shared/contract'
import type { Merged } from '../../shared/slices'
import type { Handlers } from '../dispatch'
import type { HandlerContext, HandlerSlices } from './handler-context'

/**
 * Every handler file (`<domain>.ts`), found by where it lives; its builders are the exports named
 * `build…Handlers`, each given the whole context and taking what it needs of it. The helpers beside them
 * (the resource context, the task requests) export no builder.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts', '!./test-kit.ts'], {
  eager: true,
})

/**
 * What the builders the files add to `HandlerSlices` answer, as one object. A builder that needs what the context
 * does not hold adds nothing, so its channels are missing from it too: `buildHandlers` names them in a type error.
 */
type Built = Merged<{
  [K in keyof HandlerSlices]: HandlerSlices[K] extends (ctx: HandlerContext) => infer Answer ? Answer : unknown
}>

/** What a builder is to the collector: it gives every builder the whole context. */
export type Builder = (ctx: HandlerContext) => Record<string, unknown>

/** The builders the files export, by the file and the builder's name. */
export function handlerBuilders(): Map<string, Builder> {
  const builders = new Map<string, Builder>()
  for (const path of Object.keys(files).sort())
    for (const [name, value] of Object.entries(files[path] ?? {}))
      if (/^build\w+Handlers$/.test(name) && typeof value === 'function')
        builders.set(`${path}: ${name}`, value as Builder)
  return builders
}

/**
 * Every builder's handlers as one object: a channel answered twice, or a handler for no channel of the contract,
 * is an error, and so is a channel of the contract nobody answers.
 */
export function mergeHandlers(builders: Map<string, Builder>, ctx: HandlerContext): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  const known = new Set<string>(channelNames)
  for (const [where, build] of builders) {
    for (const [channel, handler] of Object.entries(build(ctx))) {
      if (!known.has(channel)) throw new Error(`${where} answers ${channel}, which is no channel of the contract`)
      if (Object.prototype.hasOwnProperty.call(merged, channel))
        throw new Error(`${channel} is answered twice (${where})`)
      merged[channel] = handler
    }
  }
  const unanswered = channelNames.filter((c) => !Object.prototype.hasOwnProperty.call(merged, c))
  if (unanswered.length > 0) throw new Error(`No handler answers ${unanswered.join(', ')}`)
  return merged
}

/** Every channel's handler, from every file in this folder. */
export function buildHandlers(ctx: HandlerContext): Handlers {
  // What the files' types promise; a channel none of them answers is a type error here, and an error at run time.
  return mergeHandlers(handlerBuilders(), ctx) as Built
}
