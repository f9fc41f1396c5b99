import type { LiveCell, LiveReport, LiveServer } from '@shared/models/live'
import { clockTime } from '../../format/dates'

type Translate = (key: string, values?: Record<string, unknown>, plural?: number) => string

/** "live on 2/2 authoritative, 1/2 resolvers; 3 records still old until 14:05; 1 extra", in the user's words. */
export function summaryText(report: LiveReport, t: Translate, locale: string): string {
  const s = report.summary
  const parts = [
    t('live.summary.servers', {
      live: s.authoritative.live,
      total: s.authoritative.total,
      rlive: s.resolvers.live,
      rtotal: s.resolvers.total,
    }),
  ]
  if (s.oldRecords > 0)
    parts.push(
      t('live.summary.old', { n: s.oldRecords, time: s.oldUntil ? clockTime(s.oldUntil, locale) : '—' }, s.oldRecords),
    )
  if (s.missing > 0) parts.push(t('live.summary.missing', { n: s.missing }))
  if (s.extra > 0) parts.push(t('live.summary.extra', { n: s.extra }))
  if (s.unreachable > 0) parts.push(t('live.summary.unreachable', { n: s.unreachable }, s.unreachable))
  return parts.join('; ')
}

/** A server's column heading: its role and name. */
export function serverLabel(server: LiveServer, t: Translate): string {
  return t(`live.server.${server.role}`, { name: server.name })
}

/** A cell's detail under its state: what is served instead, until when it may be cached. */
export function cellDetail(cell: LiveCell, t: Translate, locale: string): string {
  if (cell.state !== 'old') return ''
  const served = t('live.servedOld', { value: cell.served.join(', ') })
  return cell.cachedUntil
    ? `${served} · ${t('live.cachedUntil', { time: clockTime(cell.cachedUntil, locale) })}`
    : served
}

/** The tag colour of a state. */
export function stateTone(state: LiveCell['state'] | 'absent'): 'success' | 'warning' | 'error' | 'info' | 'default' {
  switch (state) {
    case 'live':
      return 'success'
    case 'old':
      return 'warning'
    case 'missing':
    case 'unreachable':
      return 'error'
    case 'extra':
      return 'info'
    default:
      return 'default'
  }
}
