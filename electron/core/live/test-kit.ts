import type { AccountSnapshot, SessionState } from '../../shared/models/session'

/** The demo account's session holding `snapshot`, as the live checks' tests hand it to them. */
export function sessionWith(snapshot: AccountSnapshot, status: SessionState['status'] = 'ready'): SessionState {
  return {
    revision: 1,
    accountId: 'demo',
    status,
    refreshing: false,
    snapshot,
    fetchedAt: null,
    fromCache: false,
    problem: null,
    sectionProblems: {},
    sectionsFetchedAt: {},
    secretStorage: 'none',
  }
}
