/**
 * The servers' states beside their count, each with its number in the user's digits: only when there are two or
 * more. One state alone ("Active 2,000" under "2,000 · 2,000 on") repeats the total.
 */
export function stateBreakdown(byState: Record<string, number>, locale: string): Array<[string, string]> {
  const states = Object.entries(byState).filter(([, count]) => count > 0)
  if (states.length < 2) return []
  return states.sort(([a], [b]) => a.localeCompare(b)).map(([state, count]) => [state, count.toLocaleString(locale)])
}
