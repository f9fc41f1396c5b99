import { onMounted } from 'vue'
import { useI18n } from 'vue-i18n'
import type { ServerAction } from '@shared/models/servers'
import { resizeOf, resizeWords } from '../format/resize-words'
import { useJournalStore } from '../stores/journal'
import { useSessionStore } from '../stores/session'

/**
 * The size before and after of a server's resize ("2 → 4 cores, 2 → 4 GB RAM"), from the journal entry that sent
 * it (the service's action says only "ChangeConfiguration"); null for other actions and resizes made elsewhere.
 */
export function useResizeWords(serverId: () => number): (action: ServerAction) => string | null {
  const { t } = useI18n()
  const journal = useJournalStore()
  const session = useSessionStore()
  // Read once if no one has yet; the store then follows every change by itself.
  onMounted(() => {
    if (journal.entries.length === 0 && !journal.loading) void journal.load().catch(() => undefined)
  })
  return (action) => {
    if (action.type !== 'ChangeConfiguration') return null
    const entry = resizeOf(journal.entries, session.state?.accountId, serverId(), action.id)
    return entry ? resizeWords(entry.params, t) : null
  }
}
