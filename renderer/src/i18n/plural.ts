/** vue-i18n's plural rule for Russian: one form for 1 (21, 101…), one for 2–4 (22…), one for the rest and 11–19. */
export function russianPlural(choice: number, choicesLength: number): number {
  const n = Math.abs(choice) % 100
  const last = n % 10
  const form = n > 10 && n < 20 ? 2 : last === 1 ? 0 : last >= 2 && last <= 4 ? 1 : 2
  return Math.min(form, choicesLength - 1)
}
