import { ref } from 'vue'

/**
 * Whether the start's data has been painted (the tree's first rows). What the first screen can do without waits
 * for it, so it is not in the way of the tree: the first date formatting (a language's ICU data, some 15–20 ms on
 * the main thread) and the home screen's cards (a chunk to fetch, compile and run, and their own calls).
 */
export const startPainted = ref(false)

/** However long the start's data takes (a host that never answers), what waits for it is shown after this. */
export const START_PAINT_LIMIT_MS = 3000

/**
 * Called by main.ts once the start's data has landed (or failed to), and again after START_PAINT_LIMIT_MS. Two
 * frames, then a task of its own: the tree's rows are painted in the first frame, and whatever waited must not hold
 * up the second either.
 */
export function markStartPainted(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (startPainted.value = true))))
}
