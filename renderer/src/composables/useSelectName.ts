import { onMounted, onUpdated, ref, watch, type Ref } from 'vue'

/** naive's select focuses a bare div (no input unless it is filterable): that div (disabled too: it is still named). */
const FOCUSED = '.n-base-selection-label, .n-base-selection-tags'

/**
 * Names a naive select by its label where naive leaves it nameless (a select that is not filterable, a multiple
 * one above all: `input-props` reach no element then): its focusable div becomes a combobox named `label`, saying
 * whether its list is open. Returns the wrapper's ref and the `update:show` handler to give the select.
 */
export function useSelectName(label: () => string): { root: Ref<HTMLElement | null>; shown: (open: boolean) => void } {
  const root = ref<HTMLElement | null>(null)
  const open = ref(false)
  function name(): void {
    const el = root.value?.querySelector(FOCUSED)
    if (!el || el.querySelector('input')) return
    el.setAttribute('role', 'combobox')
    el.setAttribute('aria-label', label())
    el.setAttribute('aria-haspopup', 'listbox')
    el.setAttribute('aria-expanded', String(open.value))
  }
  onMounted(name)
  onUpdated(name)
  watch([open, label], name, { flush: 'post' })
  return { root, shown: (value) => (open.value = value) }
}
