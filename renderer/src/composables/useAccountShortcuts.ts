import { onBeforeUnmount, onMounted } from 'vue'
import { useMessage } from 'naive-ui'
import { useAccountsStore } from '../stores/accounts'

/** Ctrl/Cmd+1…9 switches to the n-th account of the switcher. */
export function useAccountShortcuts(): void {
  const accounts = useAccountsStore()
  const message = useMessage()
  function onKey(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const digit = Number(event.key)
    if (!Number.isInteger(digit) || digit < 1 || digit > 9) return
    const target = accounts.visible[digit - 1]
    if (!target) return
    event.preventDefault()
    accounts.switchTo(target.id).catch((error: Error) => message.error(error.message))
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
