import '../../zod-setup'
import { importChangeSchema } from '@shared/channels/dns'
import { changeInput, diffZone, type ImportChange, type ZoneDiff } from '@shared/dns/zone-diff'
import { parseZoneFile, ZONE_FILE_MAX_BYTES } from '@shared/dns/zone-import'
import type { DnsRecordType, DnsZone } from '@shared/models/dns'
import { importedText } from './import-zone'

/**
 * What the page asks the zone reader (a Web Worker): the text typed, or an opened file's bytes (handed over, not
 * copied, and decoded in the worker: a 10 MB file never becomes a string on the page's thread), the zone as it
 * is, the types it may write.
 */
export interface ZoneReadJob {
  text?: string
  bytes?: ArrayBuffer
  zone: DnsZone
  writable?: DnsRecordType[]
}

export interface ZoneReadResult {
  problems: string[]
  /** Null when nothing at all could be read. */
  diff: ZoneDiff | null
}

export type ZoneReadMessage =
  | { kind: 'progress'; fraction: number }
  | { kind: 'done'; result: ZoneReadResult }
  | { kind: 'failed'; message: string }

export const ZONE_FILE_MAX_MB = ZONE_FILE_MAX_BYTES / (1024 * 1024)
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1)

/** How many changes are checked between two progress reports. */
const CHECKED_PER_REPORT = 500

/**
 * Each change checked by the batch channel's own schema before it is offered: one the service's rules refuse
 * is set apart with why, so it never makes `dns:importStart` refuse the whole batch. Tells its progress (a
 * large file's checks are the reading's longest part after the parse).
 */
function setApartRefused(diff: ZoneDiff, zoneId: number, onProgress: (done: number) => void): void {
  const total = Math.max(1, diff.add.length + diff.change.length)
  let seen = 0
  const keep = (changes: ImportChange[]) =>
    changes.filter((change) => {
      if (++seen % CHECKED_PER_REPORT === 0) onProgress(seen / total)
      const checked = importChangeSchema.safeParse({
        id: change.id,
        action: change.action,
        input: changeInput(change, zoneId).input,
      })
      if (checked.success || !change.record) return true
      const record = change.record
      const detail = checked.error.issues.map((issue) => issue.message).join('; ')
      diff.unsupported.push({
        type: record.type,
        name: record.fqdn,
        data: importedText(record),
        reason: 'refused',
        detail,
      })
      return false
    })
  diff.add = keep(diff.add)
  diff.change = keep(diff.change)
}

/** The reading itself (run in the worker): parse, compare with the zone, set apart what would be refused. */
export function readZone(job: ZoneReadJob, onProgress: (fraction: number) => void): ZoneReadResult {
  const text = job.text ?? new TextDecoder().decode(job.bytes)
  const parsed = parseZoneFile(text, job.zone.name, { onProgress: (f) => onProgress(f * 0.7) })
  if (parsed.records.length === 0 && parsed.unsupported.length === 0) {
    onProgress(1)
    return { problems: parsed.problems, diff: null }
  }
  const writable = job.writable && job.writable.length > 0 ? job.writable : undefined
  const diff = diffZone(job.zone, parsed, writable)
  onProgress(0.75)
  setApartRefused(diff, job.zone.id, (f) => onProgress(0.75 + f * 0.25))
  onProgress(1)
  return { problems: parsed.problems, diff }
}

export interface ZoneReading {
  done: Promise<ZoneReadResult>
  /** Stops the worker at once; `done` then rejects with a `ZoneReadCancelled`. */
  cancel(): void
}

export class ZoneReadCancelled extends Error {}

/** Reads the zone file in a Web Worker, off the page's thread, telling its progress; cancellable. */
export function startZoneRead(job: ZoneReadJob, onProgress: (fraction: number) => void): ZoneReading {
  const worker = new Worker(new URL('./zone-read.worker.ts', import.meta.url), { type: 'module' })
  let settle: { reject: (error: Error) => void } = { reject: () => {} }
  const done = new Promise<ZoneReadResult>((resolve, reject) => {
    settle = { reject }
    worker.onmessage = (event: MessageEvent<ZoneReadMessage>) => {
      const message = event.data
      if (message.kind === 'progress') return onProgress(message.fraction)
      worker.terminate()
      if (message.kind === 'done') resolve(message.result)
      else reject(new Error(message.message))
    }
    worker.onerror = (event) => {
      worker.terminate()
      reject(new Error(event.message || 'the reader stopped'))
    }
  })
  // An opened file's bytes are handed over (transferred), not copied.
  worker.postMessage(job, job.bytes ? [job.bytes] : [])
  return {
    done,
    cancel() {
      worker.terminate()
      settle.reject(new ZoneReadCancelled('cancelled'))
    },
  }
}
