/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({ storage: { id: 6, name: 'store', state } })
