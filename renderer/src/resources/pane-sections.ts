import { SNAPSHOT_SECTIONS, type SnapshotSection } from '@shared/models/session'
import { paneSectionsOf, type ResourceRef } from '@shared/resources'

/** What to re-read when a pane opens and its data is old: the sections the selected pane shows. */
export function paneSections(ref: ResourceRef | null): SnapshotSection[] {
  return paneSectionsOf(ref, SNAPSHOT_SECTIONS)
}
