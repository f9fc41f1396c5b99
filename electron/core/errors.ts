import type { HostdeckErrorData } from '../shared/errors'

/**
 * The one base of the backend's errors: a kind the UI picks its wording by, and a message ready to show.
 * `toJSON()` is what crosses the bridge (dispatch) and what a session shows as its problem; subclasses add
 * their own fields (ApiError's endpoint) and keep this one shape for the rest.
 */
export class BackendError<K extends string = string> extends Error {
  readonly kind: K
  readonly field?: string
  /** The service's reasons per input field (HostdeckErrorData.fields). */
  readonly fields?: Record<string, string>
  readonly status?: number
  readonly serverMessage?: string
  /** The change may have been made (see HostdeckErrorData.uncertain). */
  readonly uncertain?: boolean
  /** No answer came: which part of the way failed (HostdeckErrorData.hop). */
  readonly hop?: HostdeckErrorData['hop']

  constructor(data: HostdeckErrorData & { kind: K }) {
    super(data.message)
    this.name = 'BackendError'
    this.kind = data.kind
    if (data.field !== undefined) this.field = data.field
    if (data.fields !== undefined) this.fields = data.fields
    if (data.status !== undefined) this.status = data.status
    if (data.serverMessage !== undefined) this.serverMessage = data.serverMessage
    if (data.uncertain) this.uncertain = true
    if (data.hop) this.hop = data.hop
  }

  toJSON(): HostdeckErrorData {
    const { kind, message, field, fields, status, serverMessage, uncertain, hop } = this
    // Only what is set: an absent field is absent on the other side of the bridge, not `undefined`.
    const set = {
      ...(field !== undefined && { field }),
      ...(status !== undefined && { status }),
      ...(serverMessage !== undefined && { serverMessage }),
    }
    return { kind, message, ...set, ...(fields && { fields }), ...(uncertain && { uncertain }), ...(hop && { hop }) }
  }
}

/** A failure reading or writing the data directory, in words a person can act on (see diskError). */
export class DiskError extends BackendError<'disk'> {
  /** The system's code for it (ENOSPC, EPERM…), so a caller can say it in its own sentence (diskReason). */
  readonly code?: string

  constructor(message: string, code?: string) {
    super({ kind: 'disk', message })
    this.name = 'DiskError'
    if (code !== undefined) this.code = code
  }
}

/** Something the caller named (an account, a journal entry) is not there. */
export class NotFoundError extends BackendError<'notFound'> {
  constructor(message: string) {
    super({ kind: 'notFound', message })
    this.name = 'NotFoundError'
  }
}
