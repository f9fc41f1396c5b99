/** The grammatical gender of what a state describes: Russian state words agree with it ("зона активна"). */
export type StateGender = 'm' | 'f' | 'n'

type Translate = (key: string) => string

const GENDERED = { f: 'tree.statesFeminine', n: 'tree.statesNeuter' } as const

/** A state in the user's words, agreeing with its noun; a state this version does not know, as the API names it. */
export function stateWord(state: string, gender: StateGender, t: Translate, te: (key: string) => boolean): string {
  if (gender !== 'm' && te(`${GENDERED[gender]}.${state}`)) return t(`${GENDERED[gender]}.${state}`)
  return te(`tree.states.${state}`) ? t(`tree.states.${state}`) : state
}
