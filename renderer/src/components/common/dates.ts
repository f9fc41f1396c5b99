import { ref } from 'vue'

/**
 * Whether texts may format dates and numbers yet. A page's first `toLocale…String` sets up the language's
 * ICU data, some 20 ms on the main thread; nothing on the first screen needs a time before the tree shows, so
 * the status bar's times and sums fill in right after the tree's first paint (`allowFormatting`, called by main.ts).
 */
export const formatReady = ref(false)

/** After the next frame (a later task, so the paint is not held up); main.ts calls it once the start's data has landed. */
export function allowFormatting(): void {
  requestAnimationFrame(() => setTimeout(() => (formatReady.value = true)))
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/** "14:05" (or "02:05 PM"): hours and minutes in the user's language; one formatter per language. */
export function clockTime(at: Date | number, locale: string): string {
  let clock = clocks.get(locale)
  if (!clock) clocks.set(locale, (clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })))
  return clock.format(at)
}
