import type { AccountSnapshot } from '@shared/contract'
import type { ResourceKind, ResourceRef } from '@shared/resources'
import type { StateGender } from '../format/state-words'
import { isUnremarkable, stateTone, type StateTone } from '../format/state-tone'

/**
 * One row of the resource tree. Plain data: thousands of them are built per snapshot, never made reactive. A type
 * (not an interface) so the tree widget takes it as its own option type without a cast.
 */
export type TreeNode = {
  key: string
  label: string
  /** What selecting the row opens. Rows that repeat a resource elsewhere (a network's servers) share it. */
  ref: ResourceRef
  /** Lower-case text the filter box matches: names, addresses, states (raw and in words), record values. */
  search: string
  level: number
  /** `short`: what the narrow row shows when the state's words are long (`text` is still what is heard). */
  badge?: { text: string; short?: string; tone: StateTone }
  count?: number
  /** Secondary text shown dimmed after the label (an IP). */
  detail?: string
  isLeaf: boolean
  children?: TreeNode[]
}

/** The words the tree needs, in the current language. */
export interface TreeWords {
  /** A category row's name, by the message key its kind names (`servers.kinds.server.section`). */
  category(key: string): string
  /** A state's words, agreeing (in Russian) with the noun's gender: feminine for zones, networks, records. */
  state(raw: string, gender?: StateGender): string
  notActivated: string
  sharedPublicNetwork: string
  serverNumber(id: number): string
  /** A data centre by the name people know it by (its code when none is known). */
  location?(code: string, snapshot: AccountSnapshot): string
  /** A state's short badge ("Off" for "Powered off"), when it has one. */
  stateShort?(raw: string): string | undefined
  /** The object storage by words, not the bare number the service names it by. */
  storage?(name: string): string
}

/** A row's children before they are built: how many, how to list them, and which resources they may show. */
export interface Branch {
  size: number
  list: () => Draft[]
  holds: (target: ResourceRef) => boolean
}

/** A row as a kind describes it; the tree gives it its key (unless said), level and leafness. */
export type Draft = Omit<TreeNode, 'key' | 'level' | 'isLeaf' | 'children'> & { key?: string; branch?: Branch }

/** Lower-case words the filter finds, the empty ones left out. */
export const text = (...parts: Array<string | number | null | undefined>): string =>
  parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' ')
    .toLowerCase()

/** A state as the filter finds it: the raw word and the user's. */
export const stateText = (words: TreeWords, state: string | null | undefined): string =>
  state ? `${state} ${words.state(state)}` : ''

/** A row's state badge: none for an unremarkable state (Active) unless `always`. */
export function badge(
  words: TreeWords,
  state: string | null | undefined,
  always = false,
  gender?: StateGender,
): TreeNode['badge'] {
  if (!state || (!always && isUnremarkable(state))) return undefined
  const short = words.stateShort?.(state)
  return { text: words.state(state, gender), ...(short && { short }), tone: stateTone(state) }
}

/** A branch over a list, or none when the section is missing (undefined). */
export function branchOf<T>(
  list: readonly T[] | undefined | null,
  draft: (item: T) => Draft,
  holds: Branch['holds'],
): Branch | undefined {
  if (!list) return undefined
  return { size: list.length, list: () => list.map(draft), holds }
}

/** A branch that may hold resources of these kinds. */
export const holdsKinds =
  (...kinds: ResourceKind[]) =>
  (target: ResourceRef): boolean =>
    kinds.includes(target.kind)
