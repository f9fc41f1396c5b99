import type { PaletteHit } from '@shared/channels/fleet'
import { runAppCommand } from '../../composables/useAppCommands'
import { useBulkStore } from '../../stores/bulk'
import { useFleetStore } from '../../stores/fleet'
import { useJournalStore } from '../../stores/journal'
import { usePreferencesStore } from '../../stores/preferences'
import { useTagsStore } from '../../stores/tags'
import { useSelectionStore } from '../../stores/selection'
import { useSessionStore } from '../../stores/session'
import { useTasksStore } from '../../stores/tasks'
import { focusOpened } from './focus-opened'
import type { LocalCommand, Verb } from './palette-commands'

/** What choosing one of the app's own commands in the palette does. */
export async function runLocal(command: LocalCommand): Promise<void> {
  if (command.kind === 'taskCentre') useTasksStore().drawerOpen = true
  else if (command.kind === 'refresh') await useSessionStore().refresh()
  else if (command.kind === 'settings' || command.kind === 'diagnostics' || command.kind === 'updates')
    await runAppCommand(command.kind)
  else if (command.kind === 'journal') useJournalStore().open = true
  else if (command.kind === 'bulk') useBulkStore().open = true
  else if (command.kind === 'view') {
    useTagsStore().filter = command.query
    useSelectionStore().select(null)
    await focusOpened()
  } else if (command.kind === 'home') {
    useSelectionStore().select(null)
    await focusOpened()
  } else if (command.kind === 'createServer') {
    useFleetStore().intent = { kind: 'createServer', id: 'servers' }
    useSelectionStore().select({ kind: 'category', id: 'servers' })
  } else if (command.kind === 'exportServers') {
    // The servers list opens its export menu (the same formats and file the button saves).
    useFleetStore().intent = { kind: 'exportServers', id: 'servers' }
    useSelectionStore().select({ kind: 'category', id: 'servers' })
  } else if (command.kind === 'ask') return
  else if (command.kind === 'theme') await usePreferencesStore().update({ theme: command.theme })
  else await usePreferencesStore().update({ locale: command.locale })
}

/**
 * What choosing a hit does: opens its resource in its account (switching to it), with the form its command asks
 * for (the server action its verb named, or the zone's export), or refreshes the account.
 */
export async function runHit(hit: PaletteHit, verb: Verb | null): Promise<void> {
  const fleet = useFleetStore()
  const id = hit.resource?.id
  fleet.intent =
    id === undefined
      ? null
      : hit.kind === 'addRecord'
        ? { kind: 'addRecord', id }
        : hit.kind === 'runAction'
          ? { kind: 'runAction', id, action: verb?.action }
          : hit.kind === 'dnsZone' && verb?.exportZone
            ? { kind: 'exportZone', id }
            : null
  await fleet.open(hit.accountId, hit.resource)
  if (hit.kind === 'refreshAccount') await useSessionStore().refresh()
  // A form the pane opened for the command takes the focus itself; otherwise the opened pane's heading does.
  if (hit.kind !== 'addRecord' && hit.kind !== 'runAction') await focusOpened()
}
