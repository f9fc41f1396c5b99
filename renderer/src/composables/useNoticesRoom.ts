import { onBeforeUnmount } from 'vue'

/** The CSS variable the main area's padding reads (AppShell.vue). */
export const NOTICES_ROOM = '--hd-notices-room'

/**
 * Keeps `--hd-notices-room` on the page's root at the height the open notices take over the main area (0 without
 * any): the main area pads its foot by as much, so whatever a notice lies over can be scrolled clear of it (a
 * pane's own buttons stay reachable). `holder` is where naive puts the notices' container, when it first needs one.
 */
export function useNoticesRoom(holder: HTMLElement): void {
  const root = document.documentElement
  const measure = () => {
    const stack = holder.querySelector('.n-notification-container')
    const height = stack?.querySelector('.n-notification') ? stack.getBoundingClientRect().height : 0
    root.style.setProperty(NOTICES_ROOM, `${Math.ceil(height)}px`)
  }
  const sizes = new ResizeObserver(measure)
  const watched = new Set<Element>()
  const mutations = new MutationObserver(() => {
    for (const stack of holder.querySelectorAll('.n-notification-container'))
      if (!watched.has(stack)) {
        watched.add(stack)
        sizes.observe(stack)
      }
    measure()
  })
  mutations.observe(holder, { childList: true, subtree: true })
  onBeforeUnmount(() => {
    mutations.disconnect()
    sizes.disconnect()
    root.style.removeProperty(NOTICES_ROOM)
  })
}
