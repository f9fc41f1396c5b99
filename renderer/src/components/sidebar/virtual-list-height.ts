/** What naive's NTree keeps of its virtual list (vueuc's VirtualList): the scrolling element and its resize handler. */
interface VirtualListInternals {
  listElRef?: HTMLElement | null
  handleListResize?: (entry: { target: Element; contentRect: { height: number; width: number } }) => void
}

/**
 * Tells the tree's virtual list its height as soon as it is mounted. Left alone, it renders no row until its resize
 * observer has measured it, in the next frame's layout: the first rows then came a frame late, after a second layout.
 * Reading the height lays the page out once, as that frame would have; the observer's own report changes nothing
 * afterwards unless the height really differs. `tree` is the NTree instance. When naive's inner names change (or the
 * list is hidden) this does nothing, and the observer still does the job, a frame later.
 */
export function primeVirtualList(tree: unknown): boolean {
  const list = (tree as { virtualListInstRef?: VirtualListInternals | null } | null)?.virtualListInstRef
  const element = list?.listElRef
  if (typeof list?.handleListResize !== 'function' || !element) return false
  // The content box, as a resize observer reports it (the list has no padding of its own; its rows do).
  const style = getComputedStyle(element)
  const height = element.clientHeight - parseFloat(style.paddingTop || '0') - parseFloat(style.paddingBottom || '0')
  const width = element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0')
  if (!(height > 0)) return false
  list.handleListResize({ target: element, contentRect: { height, width } })
  return true
}
