import type { HostdeckErrorData } from '../../shared/errors'

/** What the session shows for a failure: the error's own data when it has some, else its message. */
export function toProblem(error: unknown): HostdeckErrorData {
  const data =
    typeof (error as { toJSON?: unknown })?.toJSON === 'function'
      ? (error as { toJSON(): HostdeckErrorData }).toJSON()
      : (error as HostdeckErrorData)
  if (data && typeof data.kind === 'string' && typeof data.message === 'string') {
    const { kind, message, status, serverMessage, hop } = data
    return { kind, message, status, serverMessage, ...(hop && { hop }) }
  }
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) }
}
