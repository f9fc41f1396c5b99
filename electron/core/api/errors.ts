import type { ApiErrorData, ApiErrorKind } from '../../shared/models'
import { BackendError } from '../errors'
import type { FieldReasons } from './model-state'

/** What an ApiError is made of: its data, and the refusal's reasons per wire field (never sent on: wire names). */
export type ApiErrorInit = Omit<ApiErrorData, 'name'> & { fieldReasons?: FieldReasons }

/**
 * The only error the client throws. It deliberately holds no `cause`, request options or
 * headers: the underlying fetch error carries the Authorization header, and anything reachable
 * from here may end up in a log or an IPC payload.
 */
export class ApiError extends BackendError<ApiErrorKind> {
  override readonly name = 'ApiError'
  readonly endpoint: string
  readonly retryAfterMs?: number
  /** The refusal's reasons by wire field (ModelState); the resources map them to the form's fields (field-of.ts). */
  readonly fieldReasons?: FieldReasons

  constructor(init: ApiErrorInit) {
    const { endpoint, retryAfterMs, fieldReasons, ...data } = init
    super(data)
    this.endpoint = endpoint
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs
    if (fieldReasons !== undefined) this.fieldReasons = fieldReasons
  }

  /** The same failure put under another field of the form (the contract's words). */
  withField(field: string): ApiError {
    const { name: _name, ...data } = this.toJSON()
    return new ApiError({ ...data, field })
  }

  /**
   * The same failure with the reasons it gave for the form's fields (the contract's words → the reasons): all of
   * them named a field of the form, so the form shows them there (`field` is the first) instead of above its buttons.
   */
  withFields(fields: Record<string, string>, allPlaced: boolean): ApiError {
    const { name: _name, field: _field, ...data } = this.toJSON()
    const first = Object.keys(fields)[0]
    return new ApiError({ ...data, fields, ...(allPlaced && first !== undefined && { field: first }) })
  }

  override toJSON(): ApiErrorData {
    // The base's fields as the base writes them, with this error's own: one place says which fields cross.
    const data: ApiErrorData = { name: 'ApiError', ...super.toJSON(), kind: this.kind, endpoint: this.endpoint }
    if (this.retryAfterMs !== undefined) data.retryAfterMs = this.retryAfterMs
    return data
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
