import type { HostdeckErrorData } from '../shared/errors'

/** The exit codes, the same for every command (scripts are written against them; `hostdeck help` lists them). */
export const EXIT = {
  done: 0,
  /** Hostdeck itself could not run the command (a busy data folder, no keychain). */
  trouble: 1,
  usage: 2,
  refused: 3,
  taskFailed: 4,
  timedOut: 5,
  uncertain: 6,
  unreachable: 7,
} as const

export const EXIT_WORDS: ReadonlyArray<[number, string]> = [
  [EXIT.done, 'done'],
  [EXIT.trouble, 'Hostdeck could not run the command (the data folder is busy, no keychain answered)'],
  [EXIT.usage, 'usage or invalid input (the message says what to fix)'],
  [EXIT.refused, 'refused by the service (a refused token too)'],
  [EXIT.taskFailed, 'the task failed'],
  [EXIT.timedOut, 'the wait timed out (the task goes on)'],
  [EXIT.uncertain, 'outcome uncertain: the change may have been made (the message says how to check)'],
  [EXIT.unreachable, 'the service is unreachable (a read names the cache and --cached)'],
]

/** A command's end other than success: the words for stderr and the exit code. */
export class CliError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const UNREACHABLE = new Set(['network', 'timeout', 'offline'])

/** The exit code of a refusal the core answered with. */
export function exitFor(error: HostdeckErrorData): number {
  if (error.uncertain) return EXIT.uncertain
  if (error.kind === 'invalidInput') return EXIT.usage
  if (UNREACHABLE.has(error.kind)) return EXIT.unreachable
  if (error.kind === 'internal' || error.kind === 'disk' || error.kind === 'secretStore') return EXIT.trouble
  return EXIT.refused
}

export const usage = (message: string) => new CliError(EXIT.usage, message)
