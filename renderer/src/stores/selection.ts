import { defineStore } from 'pinia'
import { ref } from 'vue'
import { sameResource, type ResourceKind, type ResourceRef } from '@shared/resources'

/**
 * What the detail pane shows. Kept by kind and id, not by object, so it survives every refresh of the
 * snapshot; cleared when the account changes.
 */
export const useSelectionStore = defineStore('selection', () => {
  const selected = ref<ResourceRef | null>(null)

  function select(ref: ResourceRef | null): void {
    if (!sameResource(selected.value, ref)) selected.value = ref
  }

  function isSelected(ref: ResourceRef): boolean {
    return sameResource(selected.value, ref)
  }

  /** Waits for something being created, opens its pane and answers it. */
  async function openCreated<T extends { id: number }>(kind: ResourceKind, creating: Promise<T>): Promise<T> {
    const created = await creating
    select({ kind, id: created.id })
    return created
  }

  return { selected, select, isSelected, openCreated }
})
