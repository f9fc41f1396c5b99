import { computed, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { ReachState } from '@shared/models/live'
import type { FieldFeedback } from '../kit/fields/form-fields'

/** The "More ports" field of a reachability check: what was typed, the first word that is no port, and the ports. */
export function useReachPorts() {
  const { t } = useI18n()
  const portsText = ref('')
  const words = computed(() => portsText.value.split(/[\s,;]+/).filter(Boolean))
  const invalid = computed(
    () => words.value.find((w) => !/^\d{1,5}$/.test(w) || Number(w) < 1 || Number(w) > 65535) ?? null,
  )
  const feedback: FieldFeedback = () =>
    invalid.value === null
      ? { feedback: t('live.reach.portsHint') }
      : { feedback: t('live.reach.portsInvalid', { value: invalid.value }), validationStatus: 'error' }
  // The contract takes at most 8 extra ports.
  const ports = computed(() => [...new Set(words.value.map(Number))].slice(0, 8))
  return { portsText, invalid, feedback, ports }
}

/** How a port's outcome is coloured: open is good, a refusal a warning, silence or no route an error. */
export const reachTone = (state: ReachState) =>
  state === 'open' ? 'success' : state === 'closed' ? 'warning' : 'error'
