/**
 * What `npm run bench` hands every bench. `quick` (`npm run bench -- --quick`, part of `npm test`): small sizes and
 * one run each, a few seconds a bench, so a bench that breaks fails CI. Figures from a quick run are not figures
 * to quote; a bench never asserts a timing, only that it measured something.
 */
export interface BenchOptions {
  quick: boolean
}

/** The startup bench's second account: data of its own (the Demo's), so a switch waits for that account's rows. */
export const SECOND_TOKEN = 'bench-second-account-token'
