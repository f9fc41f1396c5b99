import type { AccountSnapshot } from '../models/session'
import { allResources } from '.'

/** Each kind's example (examples/<kind>.ts), found by where it lives: a new kind adds its file, it edits none. */
const examples = import.meta.glob<(state: string) => Partial<Record<string, unknown>>>('./examples/*.ts', {
  eager: true,
  import: 'example',
})

/**
 * A snapshot with one item of every registered kind, all in `state` (the fields the registry's functions read, no
 * more). Tests loop the registry over it: `everyKindIn` fails them when a kind is added without an example.
 */
export function oneOfEach(state = 'Active'): AccountSnapshot {
  // The examples hold only the fields the registry reads, not whole models: the snapshot's type is asserted.
  return Object.assign({}, ...Object.values(examples).map((example) => example(state))) as AccountSnapshot
}

/** Checks the fixture holds an item of every registered kind; throws naming the kinds it lacks. */
export function everyKindIn(snapshot: AccountSnapshot): void {
  const missing = allResources().filter((d) => (d.entries(snapshot) ?? []).length === 0)
  if (missing.length > 0) throw new Error(`no item of ${missing.map((d) => d.kind).join(', ')} in the fixture`)
}
