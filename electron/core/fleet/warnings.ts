import { join } from 'node:path'
import { z } from 'zod'
import type { AccountSnapshot } from '../../shared/contract'
import {
  CERTIFICATE_THRESHOLDS,
  FUNDS_THRESHOLD_DAYS,
  WARNING_KINDS,
  type FleetWarning,
  type WarningKind,
} from '../../shared/channels/fleet'
import { fundsUntilDate } from '../../shared/models'
import type { ResourceRef } from '../../shared/resources'
import { readJsonFile, writeJsonFile } from '../files/json-file'
import type { ServedSite } from '../../shared/models/live'
import { renewalsNotInstalled, RENEWED_THRESHOLD_DAYS } from './renewed-sites'
import { daysUntil, expiringCertificates, troubledResources } from './summary'

/** A condition that holds now; the same condition and threshold always has the same key. */
export interface Condition {
  key: string
  kind: WarningKind
  threshold: number | null
  daysLeft: number | null
  subject: string
  resource: ResourceRef | null
}

const refKey = (r: ResourceRef) => `${r.kind}:${r.id}`
/** Tightest first; sorted once, not for every certificate. */
const THRESHOLDS_ASCENDING = [...CERTIFICATE_THRESHOLDS].sort((a, b) => a - b)

/**
 * The warnings an account's snapshot calls for now: for a certificate, the tightest threshold it has crossed
 * (30, 7, 1 days; expired counts as 1); funds running out within 7 days; each resource in NeedMoney or Blocked;
 * a renewed certificate held while its sites (as the live check last saw them) serve one ending within 14 days.
 */
export function conditionsOf(
  accountId: string,
  accountLabel: string,
  snapshot: AccountSnapshot | null,
  now: number,
  served: readonly ServedSite[] = [],
): Condition[] {
  const out: Condition[] = []
  for (const renewal of renewalsNotInstalled(snapshot, served, now)) {
    out.push({
      // Raised once per renewed certificate and certificate served, whichever of its sites are still behind.
      key: `${accountId}|installRenewed|${refKey(renewal.resource)}|${renewal.servedFingerprint}`,
      kind: 'installRenewed',
      threshold: RENEWED_THRESHOLD_DAYS,
      daysLeft: renewal.daysLeft,
      subject: renewal.domains.join(', '),
      resource: renewal.resource,
    })
  }
  for (const cert of expiringCertificates(snapshot, now)) {
    const days = cert.daysLeft!
    const threshold = THRESHOLDS_ASCENDING.find((t) => days <= t)
    if (threshold === undefined) continue
    out.push({
      key: `${accountId}|certificateExpiry|${refKey(cert.resource)}|${threshold}`,
      kind: 'certificateExpiry',
      threshold,
      daysLeft: days,
      subject: cert.name,
      resource: cert.resource,
    })
  }
  const fundsDays = daysUntil(snapshot?.account?.fundsUntil, now, fundsUntilDate)
  if (fundsDays !== null && fundsDays <= FUNDS_THRESHOLD_DAYS) {
    out.push({
      key: `${accountId}|fundsRunningOut|account|${FUNDS_THRESHOLD_DAYS}`,
      kind: 'fundsRunningOut',
      threshold: FUNDS_THRESHOLD_DAYS,
      daysLeft: fundsDays,
      subject: accountLabel,
      resource: null,
    })
  }
  for (const item of troubledResources(snapshot)) {
    const kind: WarningKind = item.state === 'Blocked' ? 'blocked' : 'needMoney'
    out.push({
      key: `${accountId}|${kind}|${refKey(item.resource)}`,
      kind,
      threshold: null,
      daysLeft: null,
      subject: item.name,
      resource: item.resource,
    })
  }
  return out
}

const recordSchema = z.object({
  key: z.string(),
  accountId: z.string(),
  accountLabel: z.string(),
  kind: z.enum(WARNING_KINDS),
  threshold: z.number().nullable(),
  daysLeft: z.number().nullable(),
  subject: z.string(),
  resource: z
    .object({ kind: z.string(), id: z.union([z.number(), z.string()]), parentId: z.number().optional() })
    .nullable(),
  raisedAt: z.string(),
  announced: z.boolean(),
})
const fileSchema = z.object({ version: z.literal(1), warnings: z.array(recordSchema) })

/**
 * One account's conditions against the warnings raised (changed in place): those no longer holding are resolved,
 * known ones take the days left and the label now, new ones are raised and answered as fresh.
 */
function reconcileWarnings(
  all: Map<string, FleetWarning>,
  input: { accountId: string; accountLabel: string; conditions: Condition[]; now: number },
): { fresh: FleetWarning[]; changed: boolean } {
  const { accountId, accountLabel, conditions } = input
  const holding = new Set(conditions.map((c) => c.key))
  let changed = false
  for (const [key, w] of all) {
    if (w.accountId === accountId && !holding.has(key)) {
      all.delete(key)
      changed = true
    }
  }
  const fresh: FleetWarning[] = []
  for (const c of conditions) {
    const known = all.get(c.key)
    if (known) {
      if (known.daysLeft !== c.daysLeft || known.accountLabel !== accountLabel) {
        all.set(c.key, { ...known, daysLeft: c.daysLeft, accountLabel })
        changed = true
      }
      continue
    }
    const warning: FleetWarning = {
      ...c,
      accountId,
      accountLabel,
      raisedAt: new Date(input.now).toISOString(),
      announced: false,
    }
    all.set(c.key, warning)
    fresh.push(warning)
    changed = true
  }
  return { fresh, changed }
}

/**
 * The warnings raised, in fleet-warnings.json: a condition is raised once per threshold and listed until it no
 * longer holds (then forgotten, so it is raised again should it come back). Written atomically.
 */
export function createWarningStore(dataDir: string) {
  const path = join(dataDir, 'fleet-warnings.json')
  let raised: Map<string, FleetWarning> | undefined
  let writes: Promise<void> = Promise.resolve()

  async function load(): Promise<Map<string, FleetWarning>> {
    if (raised) return raised
    const read = await readJsonFile(path, fileSchema)
    const loaded = new Map<string, FleetWarning>()
    if (read.status === 'ok') for (const w of read.value.warnings) loaded.set(w.key, w as FleetWarning)
    raised ??= loaded
    return raised
  }

  function save(): Promise<void> {
    const value = { version: 1, warnings: [...(raised ?? new Map()).values()] }
    writes = writes.then(() => writeJsonFile(path, value)).catch(() => undefined)
    return writes
  }

  return {
    /**
     * One account's conditions as they hold now: new ones are raised (and returned), those no longer holding
     * are resolved. Unknown accounts' warnings are left alone.
     */
    async reconcile(
      accountId: string,
      accountLabel: string,
      conditions: Condition[],
      now: number,
    ): Promise<FleetWarning[]> {
      const { fresh, changed } = reconcileWarnings(await load(), { accountId, accountLabel, conditions, now })
      if (changed) await save()
      return fresh
    },
    async list(): Promise<FleetWarning[]> {
      return [...(await load()).values()]
    },
    async acknowledge(keys: readonly string[]): Promise<void> {
      const all = await load()
      let changed = false
      for (const key of keys) {
        const w = all.get(key)
        if (w && !w.announced) {
          all.set(key, { ...w, announced: true })
          changed = true
        }
      }
      if (changed) await save()
    },
    async forgetAccount(accountId: string): Promise<void> {
      const all = await load()
      for (const [key, w] of all) if (w.accountId === accountId) all.delete(key)
      await save()
    },
    flushed: () => writes,
  }
}

export type WarningStore = ReturnType<typeof createWarningStore>
