import type { Locator } from '@playwright/test'

/** Each cell's text, the lines it takes (by the distinct tops of its line boxes) and its width in px. */
export function cellLines(cells: Locator): Promise<Array<{ text: string | null; lines: number; width: number }>> {
  return cells.evaluateAll((tds) =>
    tds.map((td) => {
      const tops: number[] = []
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top)
      }
      // Line boxes more than 4 px apart are different lines.
      const lines = tops.sort((a, b) => a - b).filter((top, i) => i === 0 || top - tops[i - 1]! > 4).length
      return { text: td.textContent, lines, width: td.getBoundingClientRect().width }
    }),
  )
}
