import type { AccountSnapshot, SessionState, SnapshotSection } from '../../shared/models/session'
import { keepUnchanged } from '../../shared/session-change'
import { applySections, type SectionReads } from './snapshot-loader'

/** What the state becomes when a batch's answers land (`at`, ISO), applied to the state as it is then. */
export function landSections(
  state: SessionState,
  sections: readonly SnapshotSection[],
  loaded: SectionReads,
  at: string,
): Pick<SessionState, 'fetchedAt' | 'sectionsFetchedAt' | 'fromCache' | 'sectionProblems'> & {
  snapshot: AccountSnapshot
} {
  const sectionProblems = { ...state.sectionProblems }
  for (const section of sections) delete sectionProblems[section]
  const sectionsFetchedAt = { ...state.sectionsFetchedAt }
  for (const section of loaded.answered) sectionsFetchedAt[section] = at
  return {
    // A re-read that brought nothing new keeps the snapshot (and each unchanged part) as it was: nothing to send or render.
    snapshot: keepUnchanged(state.snapshot, applySections(state.snapshot, loaded)),
    fetchedAt: loaded.answered.length > 0 ? at : state.fetchedAt,
    sectionsFetchedAt,
    fromCache: state.fromCache && loaded.answered.length === 0,
    sectionProblems: { ...sectionProblems, ...loaded.problems },
  }
}
