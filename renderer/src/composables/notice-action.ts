import { h, type VNode } from 'vue'
import { NButton } from 'naive-ui'

/**
 * A notice's action: a text button (`label`, named `ariaLabel` when given) that closes the notice, then `go`es.
 * `notice` is read when clicked: the notice is made by the call this action is passed to.
 */
export function noticeAction(
  notice: () => { destroy(): void },
  label: () => string,
  go: () => void,
  ariaLabel?: () => string,
): () => VNode {
  return () =>
    h(
      NButton,
      {
        text: true,
        type: 'primary',
        ...(ariaLabel && { 'aria-label': ariaLabel() }),
        onClick: () => {
          notice().destroy()
          go()
        },
      },
      label,
    )
}
