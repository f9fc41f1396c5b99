import { h, type VNodeChild } from 'vue'
import type { StateGender } from './state-words'
import { NButton } from 'naive-ui'
import type { ResourceRef } from '@shared/resources'
import { useSelectionStore } from '../../stores/selection'
import StateBadge from './StateBadge.vue'

/** A resource's name in a table: a link-like button that opens its pane. */
export function openCell(label: string, ref: ResourceRef): VNodeChild {
  const selection = useSelectionStore()
  return h(NButton, { text: true, type: 'primary', onClick: () => selection.select(ref) }, () => label)
}

export function stateCell(state: string | null | undefined, gender?: StateGender): VNodeChild {
  return h(StateBadge, { state, gender })
}
