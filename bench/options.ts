/**
 * What `npm run bench` hands every bench. `quick` (`npm run bench -- --quick`, part of `npm test`): small sizes and
 * one run each, a few seconds a bench, so a bench that breaks fails CI. Figures from a quick run are not figures
 * to quote; a bench never asserts a timing, only that it measured something.
 */
export interface BenchOptions {
  quick: boolean
}
