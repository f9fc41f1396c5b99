/**
 * Times in the user's language. A page's first formatting sets up the language's ICU data (some 15–20 ms on the main
 * thread), so the shell formats nothing before `startPainted` (see start-painted.ts).
 */
const clocks = new Map<string, Intl.DateTimeFormat>()

/** "14:05" (or "02:05 PM"): hours and minutes in the user's language; one formatter per language. */
export function clockTime(at: Date | number, locale: string): string {
  let clock = clocks.get(locale)
  if (!clock) clocks.set(locale, (clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })))
  return clock.format(at)
}
