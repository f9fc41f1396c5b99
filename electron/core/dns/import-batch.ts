import type { ImportChangeRequest, ImportProgress } from '../../shared/channels/dns'
import { BackendError } from '../errors'
import type { EventBus } from '../event-bus'
import type { Clock } from '../ports'
import { diskReason } from '../files/disk-errors'
import type { ReportProblem } from '../files/notice-box'
import type { ImportRecords } from './import-records'

/** The wait between two requests of an import: well under the service's rate limits. */
export const IMPORT_PACE_MS = 400
const RATE_LIMIT_TRIES = 4

export interface ImportBatchDeps {
  /** Sends one change through its journaled DNS channel (the same a record form uses). */
  send(
    channel: 'dns:createRecord' | 'dns:updateRecord' | 'dns:deleteRecord',
    input: unknown,
    batchId: string,
  ): Promise<unknown>
  bus: EventBus
  clock: Clock
  paceMs?: number
  /** Where running batches are kept, so a batch a kill or crash cut is told at the next start. */
  records?: ImportRecords
  /** The zone's name, for that notice. */
  zoneName?(zoneId: number): Promise<string | null>
  /** Tells the user, once while it lasts, that a batch could not be kept on disk. */
  problem?: ReportProblem
}

const CHANNEL = { create: 'dns:createRecord', update: 'dns:updateRecord', delete: 'dns:deleteRecord' } as const

function failureText(error: unknown): string {
  const e = (error ?? {}) as { serverMessage?: unknown; message?: unknown }
  if (typeof e.serverMessage === 'string' && e.serverMessage !== '') return e.serverMessage
  return typeof e.message === 'string' ? e.message : String(error)
}

type Batch = ImportProgress & { appliedSet: Set<string> }

function view(b: Batch): ImportProgress {
  const { appliedSet: _set, ...progress } = b
  return { ...progress, applied: [...b.applied], failed: [...b.failed] }
}

/** A change not applied: why, and whether the rest of the batch must wait (nothing can be sent for now). */
interface Failure {
  message: string
  halt: boolean
}

/**
 * Sends one change; a rate-limit answer (a 429 applied nothing) is waited out and the same change sent again.
 * Resolves to null when it was applied, else to the failure in the service's words. A change refused because
 * the journal cannot be written first (kind 'disk': nothing was sent) halts the batch: every other would be too.
 */
async function sendChange(
  deps: ImportBatchDeps,
  change: ImportChangeRequest,
  batchId: string,
  sleep: (ms: number) => Promise<void>,
): Promise<Failure | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.send(CHANNEL[change.action], change.input, batchId)
      return null
    } catch (error) {
      const e = error as { status?: number; retryAfterMs?: number; kind?: unknown }
      if (e?.status === 429 && attempt < RATE_LIMIT_TRIES) {
        await sleep(Math.min(e.retryAfterMs ?? 2000 * attempt, 60_000))
        continue
      }
      return { message: failureText(error), halt: e?.kind === 'disk' }
    }
  }
}

/**
 * Keeps each batch on disk as it goes (see import-records), looking its zone's name up once, so the saves of one
 * batch land in emit order; after dispose nothing more is written (the folder belongs to the next host).
 */
function createBatchKeeper(deps: ImportBatchDeps) {
  const zoneNames = new Map<string, Promise<string | null>>()
  const nameOf = (b: Batch) => {
    let name = zoneNames.get(b.batchId)
    if (!name) zoneNames.set(b.batchId, (name = (deps.zoneName?.(b.zoneId) ?? Promise.resolve(null)).catch(() => null)))
    return name
  }
  // Each batch's name is looked up once: the saves of one batch follow each other in emit order.
  let disposed = false
  /** Saves under way: dispose waits for them, so none lands after the next host has read the folder. */
  const pending = new Set<Promise<unknown>>()
  const keep = (b: Batch) => {
    // After dispose the data folder belongs to the next host: a batch still running writes nothing more.
    if (disposed) return
    const progress = view(b)
    const saved = nameOf(b)
      .then((zoneName) => deps.records?.save({ ...progress, zoneName }))
      .then(
        () => deps.problem?.('imports', null),
        (error: unknown) =>
          deps.problem?.(
            'imports',
            `Hostdeck could not keep the running import on disk (${diskReason(error)}): should it close now, the import's progress is not remembered.`,
          ),
      )
    pending.add(saved)
    void saved.finally(() => pending.delete(saved))
  }
  return {
    keep,
    async dispose(): Promise<void> {
      disposed = true
      await Promise.all(pending)
    },
  }
}

/**
 * Zone-file import batches: one request at a time, paced, a rate-limit answer waited out and the same change
 * sent again (a 429 applied nothing). Stoppable between requests. What a batch applied is remembered by change
 * id, so starting it again (resume) sends only the rest; failures are kept with the service's words.
 */
export function createImportBatches(deps: ImportBatchDeps) {
  const pace = deps.paceMs ?? IMPORT_PACE_MS
  const batches = new Map<string, Batch>()
  const sleep = (ms: number) => new Promise<void>((resolve) => deps.clock.setTimeout(resolve, ms))
  const keeper = createBatchKeeper(deps)
  const emit = (b: Batch) => {
    keeper.keep(b)
    deps.bus.emit('dns:importProgress', view(b))
  }

  async function run(b: Batch, changes: readonly ImportChangeRequest[]): Promise<void> {
    let first = true
    const stopping = () => b.state === 'stopping'
    for (const change of changes) {
      if (b.appliedSet.has(change.id)) continue
      if (stopping()) break
      if (!first) await sleep(pace)
      first = false
      if (stopping()) break
      b.current = change.id
      emit(b)
      const failure = await sendChange(deps, change, b.batchId, sleep)
      if (failure === null) {
        b.appliedSet.add(change.id)
        b.applied.push(change.id)
      } else {
        b.failed.push({ id: change.id, message: failure.message })
        if (failure.halt) b.state = 'stopping'
      }
      b.current = null
      emit(b)
    }
    b.current = null
    b.state = stopping() ? 'stopped' : 'finished'
    emit(b)
  }

  return {
    start(batchId: string, zoneId: number, changes: readonly ImportChangeRequest[]): ImportProgress {
      const known = batches.get(batchId)
      if (known && (known.state === 'running' || known.state === 'stopping'))
        throw new BackendError({
          kind: 'conflict',
          message: 'This import is still running; stop it or wait for it to end.',
        })
      const appliedSet = known?.appliedSet ?? new Set<string>()
      const batch = {
        batchId,
        zoneId,
        total: changes.length,
        applied: [...appliedSet].filter((id) => changes.some((c) => c.id === id)),
        failed: [],
        current: null,
        state: 'running' as const,
        appliedSet,
      }
      const b: Batch = batch
      batches.set(batchId, b)
      void run(b, changes)
      return view(b)
    },
    stop(batchId: string): ImportProgress | null {
      const b = batches.get(batchId)
      if (!b) return null
      if (b.state === 'running') b.state = 'stopping'
      emit(b)
      return view(b)
    },
    status(batchId: string): ImportProgress | null {
      const b = batches.get(batchId)
      return b ? view(b) : null
    },
    /** The host is closing: what runs is left as it is on disk (told at the next start), nothing more written. */
    dispose: keeper.dispose,
  }
}

export type ImportBatches = ReturnType<typeof createImportBatches>
