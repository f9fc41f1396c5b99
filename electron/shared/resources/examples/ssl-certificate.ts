/** One item of this kind in `state`, with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = (state: string) => ({
  sslCertificates: [{ id: 5, domain: 'example.com', dcvList: [{ domain: 'www.example.com' }], state }],
})
