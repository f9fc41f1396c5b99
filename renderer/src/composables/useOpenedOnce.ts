import { readonly, ref, watch, type Ref, type WatchSource } from 'vue'

/**
 * True from the first time `open` is, and for good after: a dialog is rendered (`v-if`) only once it has been
 * opened, so nothing of it stands in the window before (nor loads, when it is lazy), and it is kept after a
 * close, so what was typed survives.
 */
export function useOpenedOnce(open: WatchSource<boolean>): Readonly<Ref<boolean>> {
  const opened = ref(false)
  watch(open, (now) => (opened.value ||= now), { immediate: true })
  return readonly(opened)
}
