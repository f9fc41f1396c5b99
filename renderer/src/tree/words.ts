import { computed, type ComputedRef } from 'vue'
import { stateWord } from '../format/state-words'
import { locationName } from '../format/locations'
import { storageLabel } from '../format/storage-name'
import { i18n } from '../i18n'
import type { TreeWords } from './rows'

/** The tree's words in the current language: a new object when the language changes, so the tree is built again. */
export function treeWords(): ComputedRef<TreeWords> {
  return computed<TreeWords>(() => {
    const { t, te } = i18n.global
    // Read here, not only inside t(): rows are built later, as branches open, outside this computation.
    void i18n.global.locale.value
    return {
      category: (key) => t(key),
      state: (raw, gender) => stateWord(raw, gender ?? 'm', t, te),
      notActivated: t('tree.notActivated'),
      sharedPublicNetwork: t('tree.sharedPublicNetwork'),
      serverNumber: (id) => t('tree.serverNumber', { id }),
      location: (code, snapshot) => locationName(code, snapshot.locations),
      storage: (name) => storageLabel(name, t),
      stateShort: (raw) => (te(`tree.stateShort.${raw}`) ? t(`tree.stateShort.${raw}`) : undefined),
    }
  })
}
