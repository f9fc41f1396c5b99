import { readonly, ref, type Ref } from 'vue'

/**
 * Once per intent: the one guard every submitting control runs its change through (useFormSubmit, useActionRun,
 * useConfirmedAction, useDangerConfirm, useAttempt). `busy` turns true at the first activation, synchronously,
 * before anything is awaited (a validation, a confirmation), and stays true until the work settles; an
 * activation meanwhile (the second click of a double-click, Enter after a click) does nothing and resolves to
 * undefined, so a change is never sent twice. Once the answer is in, the next activation runs again.
 */
export interface Once {
  busy: Readonly<Ref<boolean>>
  once<T>(work: () => Promise<T> | T): Promise<T | undefined>
}

export function useOnce(): Once {
  const busy = ref(false)
  async function once<T>(work: () => Promise<T> | T): Promise<T | undefined> {
    if (busy.value) return undefined
    busy.value = true
    try {
      return await work()
    } finally {
      busy.value = false
    }
  }
  return { busy: readonly(busy), once }
}
