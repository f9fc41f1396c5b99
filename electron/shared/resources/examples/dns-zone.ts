/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({
  dnsZones: [
    {
      id: 4,
      name: 'example.com',
      state,
      records: [{ id: 11, type: 'A', owner: 'www', address: '192.0.2.1', target: null, text: null, state }],
    },
  ],
})
