import { nextTick } from 'vue'

/**
 * What takes the focus once a pane opens: its heading (detail panes, list panes, the overview). A section's title is
 * never the pane's heading: the tags section under every pane is on screen before a pane whose code is still
 * loading, and took the focus that way.
 */
const HEADING = 'main h1, main h2:not(.pane-section__title)'

/**
 * Moves the focus to the heading of what was just opened, once it is on screen (a pane's code may still be
 * loading): the keyboard goes on from there instead of from the page's start. Gives up after `frames` frames.
 */
export async function focusOpened(frames = 120): Promise<void> {
  await nextTick()
  for (let frame = 0; frame < frames; frame++) {
    const heading = document.querySelector<HTMLElement>(HEADING)
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus()
      return
    }
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}
