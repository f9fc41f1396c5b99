/**
 * Runs `run` once the page has painted (a frame, then a task of its own), or after `limitMs` should no frame come
 * (a hidden window paints none); once either way.
 */
export function afterPaint(run: () => void, limitMs: number): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, limitMs)
}
