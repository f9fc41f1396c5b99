import type { NetworkHop } from './models/api-error'

/** What the renderer learns about a failure: serialisable, human-readable, never holding a secret. */
export interface HostdeckErrorData {
  /** Machine-readable cause, e.g. invalidInput, auth, network, notFound, rejected, forbidden, internal. */
  kind: string
  /** What failed, why, and what to do — ready to show to the user. */
  message: string
  /** The input field at fault, when there is one (dotted path). */
  field?: string
  /**
   * The service's reasons for each input field it named (its field → its reasons), shown beside those fields; when
   * `field` is absent too, some reasons named no field of the form and the message is shown above the buttons as well.
   */
  fields?: Record<string, string>
  status?: number
  /** The API server's own words (its `Message`), when it gave any. */
  serverMessage?: string
  /** The change may have been made: check the re-read state before trying again (never retry blindly). */
  uncertain?: boolean
  /** No answer came: which part of the way to the API failed (the offline banner says it). */
  hop?: NetworkHop
}

export type InvokeResult<T> = { ok: true; value: T } | { ok: false; error: HostdeckErrorData }

/** The error the renderer's typed client throws for a failed invoke. */
export class HostdeckError extends Error implements HostdeckErrorData {
  readonly kind: string
  readonly field?: string
  readonly fields?: Record<string, string>
  readonly status?: number
  readonly serverMessage?: string
  /** The change may have been made (see HostdeckErrorData.uncertain). */
  readonly uncertain?: boolean
  readonly hop?: NetworkHop

  constructor(data: HostdeckErrorData) {
    super(data.message)
    this.name = 'HostdeckError'
    this.kind = data.kind
    this.field = data.field
    if (data.fields) this.fields = data.fields
    this.status = data.status
    this.serverMessage = data.serverMessage
    if (data.uncertain) this.uncertain = true
    if (data.hop) this.hop = data.hop
  }
}

/** Any caught value as a HostdeckError the UI can show (an unexpected one keeps its text). */
export function toHostdeckError(caught: unknown): HostdeckError {
  if (caught instanceof HostdeckError) return caught
  if (isHostdeckErrorData(caught)) return new HostdeckError(caught)
  return new HostdeckError({ kind: 'internal', message: caught instanceof Error ? caught.message : String(caught) })
}

export function isHostdeckErrorData(value: unknown): value is HostdeckErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HostdeckErrorData).kind === 'string' &&
    typeof (value as HostdeckErrorData).message === 'string'
  )
}
