import { setFlagsFromString } from 'node:v8'

/**
 * Holds the backend's heap close to what it keeps. What a 100,000-record account holds after a full collection is
 * about 70 MiB (the snapshot some 30 of it), yet the process peaked at 400–450 MiB while it was built: the answer's
 * text, its parsed objects, the models, the parts sent and written live a while and then go, and V8 answered that
 * way of allocating with its largest heap.
 * - The young generation doubled up to its ceiling (3 × 32 MiB and more on a 64-bit machine with a 4 GiB heap
 *   limit; 128 MiB in heap.test.ts): it now keeps the size it starts with, and what survives moves on sooner.
 * - The old generation grew by up to four times what it held after each full collection before collecting again: it
 *   now grows by half.
 * Measured on bench/startup.bench.ts's 100,000-record case (BENCH_MEMORY=1 traces where the peak forms): peak RSS
 * 400–470 → 240–295 MiB, with the same CPU time and answer times (`--optimize-for-size` went lower still, but cost
 * half again as much CPU and doubled the time of a start from the cache).
 *
 * Both are flags V8 reads each time it sizes a generation, so they act though set after the process started (the
 * desktop app's main process cannot be given V8 flags at launch from its own code); `--max-semi-space-size` would
 * not (it is read once, when the heap is set up).
 */
export function keepHeapNearWhatItHolds(): void {
  setFlagsFromString('--semi-space-growth-factor=1')
  setFlagsFromString('--heap-growing-percent=50')
}
