import { describe, expect, it } from 'vitest'
import { channelNames } from '../../shared/contract'
import type { HandlerContext } from './handler-context'
import { handlerBuilders, mergeHandlers, type Builder } from '.'

// Building asks nothing of the context yet: each builder only keeps what it takes for the handlers it makes.
const ctx = {} as HandlerContext

describe('the handlers, found by where they live', () => {
  it('answers every channel of the contract exactly once', () => {
    const handlers = mergeHandlers(handlerBuilders(), ctx)
    expect(Object.keys(handlers).sort()).toEqual([...channelNames].sort())
    expect(Object.values(handlers).every((handler) => typeof handler === 'function')).toBe(true)
  })

  it('refuses a channel nobody answers, one answered twice, and a handler for no channel', () => {
    const found = handlerBuilders()
    const [first] = [...found.keys()]
    const builder = first === undefined ? undefined : found.get(first)
    if (first === undefined || builder === undefined) throw new Error('no handler file was found')

    const without = new Map(found)
    without.delete(first)
    expect(() => mergeHandlers(without, ctx)).toThrow(/^No handler answers /)

    const twice = new Map(found).set('again: buildAgainHandlers', builder)
    expect(() => mergeHandlers(twice, ctx)).toThrow(/is answered twice \(again: buildAgainHandlers\)/)

    const stray: Builder = () => ({ 'nowhere:thing': () => null })
    const extra = new Map(found).set('stray: buildStrayHandlers', stray)
    expect(() => mergeHandlers(extra, ctx)).toThrow(/answers nowhere:thing, which is no channel of the contract/)
  })
})
