import type { JournalEntry, JournalValue } from '@shared/channels/journal'

type Translate = (key: string, named: Record<string, unknown>, plural?: number) => string

/** The journal's resize whose answer was this action of this server (the service's action says no size). */
export function resizeOf(
  entries: readonly JournalEntry[],
  accountId: string | undefined,
  serverId: number,
  actionId: number,
): JournalEntry | undefined {
  return entries.find(
    (e) =>
      e.operation === 'servers:resize' &&
      e.accountId === accountId &&
      e.resource.id === serverId &&
      e.result === `#${actionId}`,
  )
}

const number = (value: JournalValue | undefined): number | null => (typeof value === 'number' ? value : null)

/** What changed, before → after, when both are known and differ. */
function pair(params: JournalEntry['params'], name: string): [number, number] | null {
  const from = number(params[`${name}Before`])
  const to = number(params[name])
  return from !== null && to !== null && from !== to ? [from, to] : null
}

/**
 * A resize in words: "2 → 4 cores, 2 → 4 GB RAM, 40 → 60 GB disk" (only what changed; memory in GB when both
 * sizes are whole gigabytes), each counted in the language's plural form; null when the journal cannot say.
 */
export function resizeWords(params: JournalEntry['params'], t: Translate): string | null {
  const parts: string[] = []
  const cpu = pair(params, 'cpu')
  if (cpu) parts.push(t('servers.history.cores', { from: cpu[0], to: cpu[1] }, cpu[1]))
  const ram = pair(params, 'ram')
  if (ram) {
    const gb = ram.every((mb) => mb % 1024 === 0)
    const [from, to] = gb ? ram.map((mb) => mb / 1024) : ram
    parts.push(t('servers.history.ram', { from, to, unit: t(gb ? 'servers.history.gb' : 'servers.history.mb', {}) }))
  }
  const hdd = pair(params, 'hdd')
  if (hdd) parts.push(t('servers.history.disk', { from: hdd[0], to: hdd[1] }))
  return parts.length ? parts.join(', ') : null
}
