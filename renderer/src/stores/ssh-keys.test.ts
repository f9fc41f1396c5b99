import { createPinia, setActivePinia } from 'pinia'
import { nextTick } from 'vue'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionState } from '@shared/contract'

const fingerprint = vi.hoisted(() => vi.fn(async (line: string) => `SHA256:${line.length}`))
vi.mock('@shared/ssh-keys/public-key', () => ({ sshKeyFingerprint: fingerprint }))
vi.mock('../api/client', () => ({
  call: () => new Promise(() => undefined),
  subscribe: () => undefined,
  setDefaultInvokeMeta: () => undefined,
}))
vi.mock('../i18n', () => ({ i18n: { global: { locale: { value: 'en' }, t: (key: string) => key } } }))

const { startPainted } = await import('../start-painted')
const { useSessionStore } = await import('./session')
const { useSshKeysStore } = await import('./ssh-keys')

const line = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl a@b'
/** A session state whose snapshot holds one SSH key (id 1) with this public key line. */
const holdingKey = (revision: number, accountId: string, publicKey: string) =>
  ({ revision, accountId, snapshot: { sshKeys: [{ id: 1, publicKey }] } }) as SessionState

describe('SSH key fingerprints', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    fingerprint.mockClear()
    startPainted.value = false
  })

  it('are worked out once the start is painted, not in the frames that paint it, and once per key', async () => {
    const session = useSessionStore()
    const keys = useSshKeysStore()
    session.state = holdingKey(1, 'demo', line)
    await nextTick()
    expect(fingerprint).not.toHaveBeenCalled()
    startPainted.value = true
    await vi.waitFor(() => expect(keys.fingerprints.get(line)).toBe(`SHA256:${line.length}`))
    // A new snapshot with the same key: nothing worked out again.
    session.state = holdingKey(2, 'demo', line)
    await nextTick()
    expect(fingerprint).toHaveBeenCalledTimes(1)
  })
})

describe('SSH key fingerprints after the start', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    fingerprint.mockClear()
    startPainted.value = true
  })
  afterEach(() => {
    useSshKeysStore().$dispose()
    vi.unstubAllGlobals()
    vi.useRealTimers()
    startPainted.value = false
  })

  it('of a new key list (a switch) are worked out after the frame that paints it', async () => {
    vi.useFakeTimers()
    const frames: Array<() => void> = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const session = useSessionStore()
    const keys = useSshKeysStore()
    session.state = holdingKey(1, 'other', line)
    await nextTick()
    expect(fingerprint).not.toHaveBeenCalled()
    expect(frames).toHaveLength(1)
    frames.shift()!()
    await vi.runAllTimersAsync()
    expect(fingerprint).toHaveBeenCalledTimes(1)
    expect(keys.fingerprints.get(line)).toBe(`SHA256:${line.length}`)
  })
})

describe('an SSH key by its id', () => {
  beforeEach(() => setActivePinia(createPinia()))
  // Its store watches the start's paint (one flag for all): left alive, it would work out its own key's
  // fingerprint when the fingerprint test paints, whichever order the two run in.
  afterEach(() => useSshKeysStore().$dispose())

  it("is found in the account's snapshot whether the pane gives its id as a number or as text", () => {
    const session = useSessionStore()
    const keys = useSshKeysStore()
    session.state = {
      revision: 1,
      accountId: 'demo',
      snapshot: { sshKeys: [{ id: 7, title: 'laptop', publicKey: 'ssh-ed25519 AAAA' }] },
    } as SessionState
    expect(keys.key(7)?.title).toBe('laptop')
    expect(keys.key('7')?.title).toBe('laptop')
    expect(keys.key(8)).toBeUndefined()
  })
})
