import type { Composer } from 'vue-i18n'

/** "5 min (300 s)": people think in minutes and hours, the API in seconds. */
export function ttlLabel(t: Composer['t'], seconds: number): string {
  const exact = t('dns.ttl.seconds', { n: seconds })
  if (seconds === 86400) return `${t('dns.ttl.day')} (${exact})`
  if (seconds > 86400 && seconds % 86400 === 0) return `${t('dns.ttl.days', { n: seconds / 86400 })} (${exact})`
  if (seconds >= 3600 && seconds % 3600 === 0) return `${t('dns.ttl.hours', { n: seconds / 3600 })} (${exact})`
  if (seconds >= 60 && seconds % 60 === 0) return `${t('dns.ttl.minutes', { n: seconds / 60 })} (${exact})`
  return exact
}
