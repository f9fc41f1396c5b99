import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import type { ChannelInput } from '@shared/contract'
import type { SshKey } from '@shared/models/ssh-keys'
import { sshKeyFingerprint } from '@shared/ssh-keys/public-key'
import { call } from '../api/client'
import { afterPaint } from '../after-paint'
import { startPainted } from '../start-painted'
import { useSelectionStore } from './selection'
import { useSessionStore } from './session'

/** SSH keys: adding and deleting, and their SHA256 fingerprints (worked out here, the API has none). */
export const useSshKeysStore = defineStore('sshKeys', () => {
  const session = useSessionStore()
  const selection = useSelectionStore()
  /** By public key line; null when the stored key cannot be parsed. */
  const fingerprints = shallowRef(new Map<string, string | null>())

  // Worked out once the start's data is painted (500 keys take the tree's first frame some 14 ms), then per change,
  // after the frame that shows it (a switch paints the new account's tree first).
  watch(
    () => (startPainted.value ? session.snapshot?.sshKeys : undefined),
    async (keys) => {
      const unknown = () => (keys ?? []).map((k) => k.publicKey).filter((line) => !fingerprints.value.has(line))
      if (!unknown().length) return
      await new Promise<void>((resolve) => afterPaint(resolve))
      const missing = unknown()
      if (!missing.length) return
      const computed = await Promise.all(missing.map(async (line) => [line, await sshKeyFingerprint(line)] as const))
      fingerprints.value = new Map([...fingerprints.value, ...computed])
    },
    { immediate: true },
  )

  /** The key with this id in the account's snapshot (a pane's id may be its text). */
  const key = (id: number | string) => session.snapshot?.sshKeys?.find((k) => String(k.id) === String(id))

  function addKey(input: ChannelInput<'sshKeys:create'>): Promise<SshKey> {
    return selection.openCreated('sshKey', call('sshKeys:create', input))
  }

  async function removeKey(id: number): Promise<void> {
    await call('sshKeys:remove', { id })
    selection.select({ kind: 'category', id: 'sshKeys' })
  }

  return { fingerprints, key, addKey, removeKey }
})
