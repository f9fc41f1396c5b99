import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { SessionState } from '@shared/channels/session'
import { refKey, SNAPSHOT_SECTIONS, type ResourceKind, type ResourceRef } from '@shared/resources'
import { describeChanges, snapshotChanges, type ChangeWords } from '../resources/snapshot-changes'
import { i18n } from '../i18n'
import { kindWords } from '../resources'
import { useSessionStore } from './session'

/** How long a changed row or detail stays marked. */
export const MARK_MS = 2_500

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

function words(): ChangeWords {
  const { t } = i18n.global
  return {
    power: (name, on) =>
      t('session.changes.power', { name, state: t(on ? 'session.changes.on' : 'session.changes.off') }),
    one: (kind, name, change) =>
      capitalised(
        t('session.changes.one', {
          kind: t(kindWords(kind)?.counted ?? kind, 1),
          name,
          change: t(`session.changes.${change}`),
        }),
      ),
    many: (kind, n, change) =>
      t('session.changes.many', {
        n,
        kind: t(kindWords(kind)?.counted ?? kind, n),
        change: t(`session.changes.${change}`),
      }),
  }
}

/**
 * What a refresh changed: resources marked for a moment (rows, details), one polite sentence for screen
 * readers, and the resources that vanished on a re-read (their pane says they were removed outside Hostdeck).
 * Only reads of the same account are compared, and only the sections that were read again.
 */
export const useChangesStore = defineStore('changes', () => {
  const session = useSessionStore()
  const marked = shallowRef<ReadonlySet<string>>(new Set())
  const vanished = shallowRef<ReadonlySet<string>>(new Set())
  const announcement = ref('')
  let unmark: ReturnType<typeof setTimeout> | undefined
  let speak: ReturnType<typeof setTimeout> | undefined

  function compare(before: SessionState | null, next: SessionState | null): void {
    if (!before || !next || before.accountId !== next.accountId) {
      vanished.value = new Set()
      return
    }
    if (!before.snapshot || !next.snapshot || before.fetchedAt === next.fetchedAt) return
    const sections = SNAPSHOT_SECTIONS.filter((s) => next.sectionsFetchedAt[s] !== before.sectionsFetchedAt[s])
    const changes = snapshotChanges(before.snapshot, next.snapshot, sections)
    if (!changes.length) return
    const gone = changes.filter((c) => c.change === 'removed').map((c) => refKey(c.ref))
    const back = new Set(changes.filter((c) => c.change === 'added').map((c) => refKey(c.ref)))
    if (gone.length || back.size)
      vanished.value = new Set([...[...vanished.value].filter((k) => !back.has(k)), ...gone])
    marked.value = new Set(changes.filter((c) => c.change !== 'removed').map((c) => refKey(c.ref)))
    clearTimeout(unmark)
    unmark = setTimeout(() => (marked.value = new Set()), MARK_MS)
    // Emptied first so the same sentence twice is announced twice.
    announcement.value = ''
    clearTimeout(speak)
    const text = describeChanges(changes, words())
    speak = setTimeout(() => (announcement.value = text), 100)
  }

  watch(
    () => session.state,
    (next, before) => compare(before ?? null, next),
  )

  const isMarked = (ref: ResourceRef | null | undefined): boolean => !!ref && marked.value.has(refKey(ref))
  const hasVanished = (ref: ResourceRef | null | undefined): boolean => !!ref && vanished.value.has(refKey(ref))

  /** A table's `row-class-name`: rows of resources a refresh just changed get `live-changed`. */
  const rowClass =
    (kind: ResourceKind, parentId?: number) =>
    (row: { id: number | string }): string =>
      isMarked(parentId === undefined ? { kind, id: row.id } : { kind, id: row.id, parentId }) ? 'live-changed' : ''

  return { marked, vanished, announcement, isMarked, hasVanished, rowClass }
})
