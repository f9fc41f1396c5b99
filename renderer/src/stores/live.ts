import { defineStore } from 'pinia'
import { shallowRef, watch } from 'vue'
import type { CertificateLiveReport, LiveReport, LiveSettings, ReachReport } from '@shared/models/live'
import { call, subscribe } from '../api/client'
import { useSessionStore } from './session'

/** "Is it live?": each zone's last report, pushed after every round of its check, and the probing settings. */
export const useLiveStore = defineStore('live', () => {
  /** By zone id (the active account's: a report names no account, the backend checks the active one). */
  const reports = shallowRef(new Map<number, LiveReport>())
  /** By certificate id: what its sites served when last checked. */
  const served = shallowRef(new Map<number, CertificateLiveReport>())
  const settings = shallowRef<LiveSettings | null>(null)
  const session = useSessionStore()
  // Another account's zones have other ids: its reports are its own.
  watch(
    () => session.state?.accountId,
    () => {
      reports.value = new Map()
      served.value = new Map()
    },
  )

  function keep(report: LiveReport): LiveReport {
    reports.value = new Map(reports.value).set(report.zoneId, report)
    return report
  }

  /** The zone's last report as the backend holds it (a pane opened after a check that ran meanwhile). */
  async function load(zoneId: number): Promise<void> {
    const report = await call('live:report', { zoneId })
    if (report && !reports.value.has(zoneId)) keep(report)
  }

  const check = async (zoneId: number): Promise<LiveReport> => keep(await call('live:check', { zoneId }))

  function keepServed(report: CertificateLiveReport): CertificateLiveReport {
    served.value = new Map(served.value).set(report.certificateId, report)
    return report
  }

  /** What the certificate's sites serve, checked now. */
  const checkCertificate = async (certificateId: number): Promise<CertificateLiveReport> =>
    keepServed(await call('live:certificate', { certificateId }))

  /** The certificate's last report as the backend holds it. */
  async function loadCertificate(certificateId: number): Promise<void> {
    const report = await call('live:certificateReport', { certificateId })
    if (report && !served.value.has(certificateId)) keepServed(report)
  }

  async function loadSettings(): Promise<LiveSettings> {
    settings.value = await call('live:settings', undefined)
    return settings.value
  }

  async function saveSettings(patch: Partial<LiveSettings>): Promise<LiveSettings> {
    settings.value = await call('live:updateSettings', patch)
    return settings.value
  }

  /** A server's reachability: TCP connects to its addresses on the usual ports and `ports`. */
  const reach = (serverId: number, ports: number[]): Promise<ReachReport> => call('live:reach', { serverId, ports })

  subscribe('live:changed', keep)
  subscribe('live:certificateChanged', keepServed)

  return {
    reports,
    served,
    settings,
    load,
    check,
    checkCertificate,
    loadCertificate,
    reach,
    loadSettings,
    saveSettings,
  }
})
