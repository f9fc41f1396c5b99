import { useBulkStore } from '../stores/bulk'
import { useDialogsStore } from '../stores/dialogs'
import { useFleetStore } from '../stores/fleet'
import { useJournalStore } from '../stores/journal'
import { useTasksStore } from '../stores/tasks'

/**
 * What the frame can ask NaiveLayer to show, each as whether it is asked for now: NaiveLayer renders each from the
 * first time it is, and App brings NaiveLayer at once when any is (not only after the start's data has painted).
 */
export function useLayerAsks() {
  const dialogs = useDialogsStore()
  const tasks = useTasksStore()
  const fleet = useFleetStore()
  const journal = useJournalStore()
  const bulk = useBulkStore()
  return {
    addAccount: () => dialogs.addAccount,
    accountSettings: () => dialogs.accountSettings !== null,
    appSettings: () => dialogs.appSettings,
    taskCentre: () => tasks.drawerOpen,
    palette: () => fleet.paletteOpen,
    journal: () => journal.open,
    bulk: () => bulk.open,
  }
}
