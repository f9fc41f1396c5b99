import type { Handlers } from '../dispatch'
import type { tagsChannels } from '../../shared/channels/tags'
import type { HandlerContext } from './handler-context'

type TagsHandlers = Pick<Handlers, keyof typeof tagsChannels>

/** Tags, notes and their orphans: the user's own data beside the cache, so every one works offline. */
export function buildTagsHandlers({ tags }: Pick<HandlerContext, 'tags'>): TagsHandlers {
  return {
    'tags:list': ({ accountId }) => tags.list(accountId),
    'tags:set': (input) => tags.set(input),
    'tags:bulk': (input) => tags.bulk(input),
    'tags:orphaned': () => tags.orphaned(),
    'tags:clearOrphaned': () => tags.clearOrphaned(),
    'tags:views': () => tags.views(),
    'tags:saveView': ({ view, previous }) => tags.saveView(view, previous),
    'tags:deleteView': ({ name }) => tags.deleteView(name),
    'tags:export': () => tags.exportYaml(),
    'tags:importPreview': ({ text }) => tags.importYaml(text, false),
    'tags:import': ({ text }) => tags.importYaml(text, true),
  }
}

declare module './handler-context' {
  interface HandlerSlices {
    tags: typeof buildTagsHandlers
  }
}
