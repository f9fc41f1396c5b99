/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({
  servers: [{ id: 1, name: 'web', ip: '192.0.2.10', linkedNetworks: [{ ip: '10.0.0.2' }], state }],
})
