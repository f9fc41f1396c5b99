import type { DcvRecord } from './dcv-record'

/** Where "Publish all" is: how many records are done of how many, and each failed record's reason by its owner. */
export interface PublishProgress {
  done: number
  total: number
  failed: Record<string, string>
}

/** What the DNS channel is sent to create a validation record in its zone. */
export function recordInput(record: DcvRecord) {
  const { zoneId, owner, type, value } = record
  return type === 'CNAME' ? { type, zoneId, owner, target: value } : { type, zoneId, owner, text: value }
}

/** A record's key in the progress: its zone and owner (two domains never share both). */
export const publishKey = (record: DcvRecord): string => `${record.zoneName}|${record.owner}`

/**
 * Publishes each record once, one request at a time (the service takes a zone's changes one after another), telling
 * the progress after each: a failure is kept beside its record and the others still go out.
 */
export async function publishAll(
  records: readonly DcvRecord[],
  create: (record: DcvRecord) => Promise<unknown>,
  told: (progress: PublishProgress) => void,
): Promise<PublishProgress> {
  const progress: PublishProgress = { done: 0, total: records.length, failed: {} }
  told({ ...progress })
  for (const record of records) {
    try {
      await create(record)
    } catch (error) {
      progress.failed[publishKey(record)] = error instanceof Error ? error.message : String(error)
    }
    progress.done++
    told({ ...progress, failed: { ...progress.failed } })
  }
  return progress
}
