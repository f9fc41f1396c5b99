/** A state's colour; the badge always carries the state's text too, so colour is never the only signal. */
export type StateTone = 'success' | 'warning' | 'error' | 'info' | 'default'

const TONES: Record<string, StateTone> = {
  active: 'success',
  activated: 'success',
  completed: 'success',
  validated: 'success',
  new: 'info',
  inprogress: 'info',
  frompool: 'info',
  activating: 'info',
  deactivating: 'info',
  deleting: 'info',
  canceling: 'info',
  reissue: 'info',
  postponed: 'info',
  pending: 'info',
  needmoney: 'warning',
  outdated: 'warning',
  incomplete: 'warning',
  blocked: 'error',
  expired: 'error',
  rejected: 'error',
  failed: 'error',
  poweroff: 'default',
  deleted: 'default',
  canceled: 'default',
}

export function stateTone(state: string | null | undefined): StateTone {
  return (state && TONES[state.trim().toLowerCase()]) || 'default'
}

/** States that mean "all is well": the tree leaves them unsaid so the unusual ones stand out. */
export function isUnremarkable(state: string | null | undefined): boolean {
  const key = state?.trim().toLowerCase()
  return key === 'active' || key === 'activated'
}
