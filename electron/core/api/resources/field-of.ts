import { ApiError } from '../errors'
import type { FieldReasons } from '../model-state'

type FormFieldOf = (wire: string) => string | undefined

/**
 * A refusal's ModelState reasons put beside the form's fields they name (`fields`: wire → contract field); the error
 * unchanged when none names one. Reasons for no field of the form leave the message above the buttons as well.
 */
function placeReasons(error: ApiError, reasons: FieldReasons, formFieldOf: FormFieldOf): ApiError {
  const placed: Record<string, string> = {}
  let allPlaced = true
  for (const [wire, texts] of Object.entries(reasons)) {
    const field = wire === '' ? undefined : formFieldOf(wire)
    if (field === undefined) allPlaced = false
    else placed[field] = [placed[field], ...texts].filter(Boolean).join(' ')
  }
  return Object.keys(placed).length > 0 ? error.withFields(placed, allPlaced) : error
}

/**
 * A refusal that names a wire field is put under that field of the form (`field` in the contract's words): its
 * ModelState's reasons each beside its field, or a Message that starts with the field ("HDD: the disk cannot be made
 * smaller"); any other error passes unchanged.
 */
export function withFieldOf(fields: Record<string, string>, phrases: Array<[RegExp, string]> = []) {
  const formFieldOf: FormFieldOf = (wire) =>
    Object.entries(fields).find(([name]) => name.toLowerCase() === wire.toLowerCase())?.[1]
  return (error: unknown): never => {
    if (!(error instanceof ApiError) || error.kind !== 'rejected' || error.field !== undefined) throw error
    const placed = error.fieldReasons ? placeReasons(error, error.fieldReasons, formFieldOf) : error
    if (placed !== error) throw placed
    const said = error.serverMessage
    if (said) {
      const wire = /^\s*([A-Za-z]+)\s*:/.exec(said)?.[1]
      // The live service words some refusals in Russian without naming the field: known phrases stand for it.
      const field = (wire && formFieldOf(wire)) || phrases.find(([pattern]) => pattern.test(said))?.[1]
      if (field) throw error.withField(field)
    }
    throw error
  }
}
