import { isRecord } from './wire/common'

/**
 * The reasons a refusal gives per field. The service is ASP.NET Web API: a body it cannot bind or validate is
 * refused with 400 `{Message: "The request is invalid.", ModelState: {"model.Name": ["…"]}}` (no public client
 * shows one: REAL-API.md has `{"Message": "..."}` only, so both are read). The keys are the wire fields, reached
 * through the parameter's name and maybe an index (`model.SshKeys[0]`): the field is the last name in the path.
 */
export type FieldReasons = Record<string, string[]>

const fieldOfKey = (key: string): string => (key.split('.').pop() ?? '').replace(/\[\d*\]/g, '').trim()

/** The ModelState of a parsed refusal, by wire field ("" for the body as a whole); undefined when it has none. */
export function modelStateOf(
  parsed: unknown,
  scrub: (text: string) => string = (text) => text,
): FieldReasons | undefined {
  const state = isRecord(parsed) ? (parsed.ModelState ?? parsed.modelState) : undefined
  if (!isRecord(state)) return undefined
  const reasons: FieldReasons = {}
  for (const [key, said] of Object.entries(state)) {
    const texts = (Array.isArray(said) ? said : [said])
      .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
      .map((text) => scrub(text.trim()))
    if (texts.length > 0) (reasons[fieldOfKey(key)] ??= []).push(...texts)
  }
  return Object.keys(reasons).length > 0 ? reasons : undefined
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`)

/** The reasons in words: "Name: The name is taken. CPU: Must be from 1 to 8." */
export function reasonsText(reasons: FieldReasons): string {
  return Object.entries(reasons)
    .map(([field, texts]) => `${field ? `${field}: ` : ''}${texts.map(sentence).join(' ')}`)
    .join(' ')
}
