import { RESOURCE_KINDS, type ResourceRef } from '@shared/resources'

export interface TreeMemory {
  opened: string[]
  selected: ResourceRef | null
}

const storageKey = (accountId: string) => `hostdeck.tree.${accountId}`

function isRef(value: unknown): value is ResourceRef {
  const ref = value as ResourceRef | null
  return (
    !!ref &&
    (RESOURCE_KINDS as readonly string[]).includes(ref.kind) &&
    (typeof ref.id === 'number' || typeof ref.id === 'string') &&
    (ref.parentId === undefined || typeof ref.parentId === 'number')
  )
}

/** Per account, for this window's session only: nothing here is a secret, and nothing outlives the window. */
export function rememberTree(accountId: string, memory: TreeMemory): void {
  try {
    window.sessionStorage.setItem(storageKey(accountId), JSON.stringify(memory))
  } catch {
    // Storage full or disabled: the tree simply starts closed next time.
  }
}

export function recallTree(accountId: string): TreeMemory | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(storageKey(accountId)) ?? 'null') as Partial<TreeMemory> | null
    if (!raw) return null
    const opened = Array.isArray(raw.opened) ? raw.opened.filter((k): k is string => typeof k === 'string') : []
    return { opened, selected: isRef(raw.selected) ? raw.selected : null }
  } catch {
    return null
  }
}
