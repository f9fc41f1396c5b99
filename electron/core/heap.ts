import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'

/**
 * Keeps V8's young generation at the size it starts with. Building a large snapshot (100,000 DNS records: the
 * answer's text, its parsed objects, the models, the parts sent and written) keeps most of what it allocates alive
 * for a while, and V8 answers that by doubling the young generation up to its ceiling, 3 × 32 MiB on a 64-bit
 * machine with a 4 GiB heap limit. Those pages stay in the process's memory: they were some 150 MiB of the
 * backend's 400–450 MiB peak at 100,000 records, while what it still holds after a full collection is about
 * 70 MiB. Kept small, what survives moves to the old generation sooner and is collected there; the measured CPU
 * time of a start stayed the same (bench/startup.bench.ts, the 100,000-record case, prints both).
 *
 * A flag V8 reads each time the young generation would grow, so it still acts when set after the process started
 * (the desktop app's main process cannot be given V8 flags at launch from its own code); `--max-semi-space-size`
 * would not (it is read once, when the heap is set up).
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
}

/** The young generation's size now, in bytes (tests). */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0
}
