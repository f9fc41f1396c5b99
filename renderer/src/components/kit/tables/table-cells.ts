import { defineComponent, h, type PropType, type VNodeChild } from 'vue'
import type { StateGender } from '../../../format/state-words'
import { NButton } from 'naive-ui'
import type { ResourceRef } from '@shared/resources'
import { useKit } from '../../../composables/kit-context'
import StateBadge from '../feedback/StateBadge.vue'
import { visibleName } from '../../../format/visible-name'

/** A link-like button that opens a resource's pane (through the kit's context: the kit reads no store). */
const OpenButton = defineComponent({
  props: {
    label: { type: String, required: true },
    target: { type: Object as PropType<ResourceRef>, required: true },
  },
  setup(props) {
    const kit = useKit()
    return () =>
      h(NButton, { text: true, type: 'primary', onClick: () => kit.openResource(props.target) }, () =>
        h('bdi', visibleName(props.label)),
      )
  },
})

/** A resource's name in a table (isolated, its hidden characters shown): a link-like button that opens its pane. */
export function openCell(label: string, ref: ResourceRef): VNodeChild {
  return h(OpenButton, { label, target: ref })
}

export function stateCell(state: string | null | undefined, gender?: StateGender): VNodeChild {
  return h(StateBadge, { state, gender })
}
