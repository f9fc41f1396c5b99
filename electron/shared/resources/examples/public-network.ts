/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({
  publicNetworks: [{ id: 3, name: 'wan', ip: '198.51.100.7', cidr: null, state }],
})
