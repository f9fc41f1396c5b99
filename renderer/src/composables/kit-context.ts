import { computed, inject, type InjectionKey, type Ref } from 'vue'
import type { AccountGuard } from '@shared/channels/accounts'
import type { ResourceRef } from '@shared/resources'
import type { SecretSource } from './secret-copy'

/**
 * What the UI kit knows of the app around it: provided once by the shell (`useKitContext` in
 * composables/useKitContext.ts) from the stores. The kit itself reads no store: it takes props, emits events and
 * reads this. Mounted alone (no provider), nothing is blocked, no account is active and nothing opens.
 */
export interface KitContext {
  /** Why changes at the provider are impossible now (offline, token refused); null while they are possible. */
  mutationBlockedReason: Readonly<Ref<string | null>>
  /** The active account's id; null before there is one. */
  activeAccountId: Readonly<Ref<string | null>>
  /** An account's name as the user gave it (its id when it is not known). */
  accountLabel(id: string): string
  /** What tells an account apart at a glance (its colour, its guard rail); null when it is not known. */
  accountLook(id: string): AccountLook | null
  /** Makes `id` the active account again, this window staying where it is (a dialog's "Switch back"). */
  switchBack(id: string): Promise<void>
  /** Opens a resource's pane (a name in a table). */
  openResource(ref: ResourceRef): void
  /** The shown resource vanished on a re-read and no task of Hostdeck's was about it: removed elsewhere. */
  goneOutside: Readonly<Ref<boolean>>
  /** A secret's value, asked for on Show (the snapshot holds only that one exists). */
  revealSecret(source: SecretSource): Promise<string>
  /** Copies a secret; answers after how many seconds it is cleared from the clipboard. */
  copySecret(source: SecretSource): Promise<number>
}

/** An account as a dialog shows it: name (the Demo account's in the language shown), colour, guard rail. */
export interface AccountLook {
  label: string
  color: string
  guard: AccountGuard
}

export const KIT_CONTEXT: InjectionKey<KitContext> = Symbol('kit-context')

const none = computed(() => null)
const alone: KitContext = {
  mutationBlockedReason: none,
  activeAccountId: none,
  accountLabel: (id) => id,
  accountLook: () => null,
  switchBack: () => Promise.resolve(),
  openResource: () => undefined,
  goneOutside: computed(() => false),
  revealSecret: () => Promise.reject(new Error('no account is open')),
  copySecret: () => Promise.reject(new Error('no account is open')),
}

/** The kit's context, in a kit component's setup. */
export function useKit(): KitContext {
  return inject(KIT_CONTEXT, alone)
}
