/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({
  privateNetworks: [{ id: 2, name: 'lan', cidr: '10.0.0.0/24', gateway: '10.0.0.1', state }],
})
