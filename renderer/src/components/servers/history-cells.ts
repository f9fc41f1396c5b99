import { h, type VNodeChild } from 'vue'
import { NText } from 'naive-ui'

/** An action in the history: its noun, and under it what it changed when that is known ("2 → 4 cores"). */
export function actionCell(noun: string, detail: string | null): VNodeChild {
  if (!detail) return noun
  return h('span', { class: 'history-action' }, [
    noun,
    h('br'),
    h(NText, { depth: 3, class: 'small', 'data-testid': 'resize-detail' }, () => detail),
  ])
}
