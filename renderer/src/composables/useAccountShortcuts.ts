import { onBeforeUnmount, onMounted } from 'vue'
import { useMessage } from '../notices'
import { useAccountsStore } from '../stores/accounts'

type ShortcutKeys = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>

/** Whether the page runs on macOS (Cmd is the command key there). */
export function onMac(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad/.test(nav.platform || nav.userAgent)
}

/**
 * The account (1…9) a key press asks for: Cmd+Option+digit on macOS (Cmd+digit is the system's and the
 * browser's tabs, Ctrl+digit Mission Control's spaces), Ctrl+digit elsewhere; null for any other key.
 */
export function accountShortcut(event: ShortcutKeys, mac: boolean): number | null {
  if (event.shiftKey) return null
  const wanted = mac
    ? event.metaKey && event.altKey && !event.ctrlKey
    : event.ctrlKey && !event.altKey && !event.metaKey
  if (!wanted) return null
  // Option changes the character a digit key types on macOS: the key's place says which digit it is.
  const digit = Number(/^Digit(\d)$/.exec(event.code)?.[1] ?? event.key)
  return Number.isInteger(digit) && digit >= 1 && digit <= 9 ? digit : null
}

/** Ctrl+1…9 (Cmd+Option+1…9 on macOS) switches to the n-th account of the switcher. */
export function useAccountShortcuts(): void {
  const accounts = useAccountsStore()
  const message = useMessage()
  const mac = onMac()
  function onKey(event: KeyboardEvent) {
    const digit = accountShortcut(event, mac)
    const target = digit === null ? undefined : accounts.visible[digit - 1]
    if (!target) return
    event.preventDefault()
    accounts.switchTo(target.id).catch((error: Error) => message.error(error.message))
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
