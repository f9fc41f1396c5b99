/** One item of this kind (a key has no state), with the fields the registry's functions read (test-kit.ts's oneOfEach). */
export const example = () => ({
  sshKeys: [{ id: 8, title: 'laptop', publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHn2e5Y0 me', isActive: true }],
})
