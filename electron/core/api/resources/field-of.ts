import { ApiError } from '../errors'

/**
 * A refusal whose Message starts with a wire field ("HDD: the disk cannot be made smaller") is put under that
 * field of the form (`field` in the contract's words); any other error passes unchanged.
 */
export function withFieldOf(fields: Record<string, string>, phrases: Array<[RegExp, string]> = []) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.kind === 'rejected' && error.field === undefined && error.serverMessage) {
      const said = error.serverMessage
      const wire = /^\s*([A-Za-z]+)\s*:/.exec(said)?.[1]
      // The live service words some refusals in Russian without naming the field: known phrases stand for it.
      const field =
        (wire && Object.entries(fields).find(([name]) => name.toLowerCase() === wire.toLowerCase())?.[1]) ||
        phrases.find(([pattern]) => pattern.test(said))?.[1]
      if (field) throw error.withField(field)
    }
    throw error
  }
}
