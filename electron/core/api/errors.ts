import type { ApiErrorData, ApiErrorKind } from '../../shared/models'
import { BackendError } from '../errors'

export type ApiErrorInit = Omit<ApiErrorData, 'name'>

/**
 * The only error the client throws. It deliberately holds no `cause`, request options or
 * headers: the underlying fetch error carries the Authorization header, and anything reachable
 * from here may end up in a log or an IPC payload.
 */
export class ApiError extends BackendError<ApiErrorKind> {
  override readonly name = 'ApiError'
  readonly endpoint: string
  readonly retryAfterMs?: number

  constructor(init: ApiErrorInit) {
    const { endpoint, retryAfterMs, ...data } = init
    super(data)
    this.endpoint = endpoint
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs
  }

  /** The same failure put under another field of the form (the contract's words). */
  withField(field: string): ApiError {
    const { name: _name, ...data } = this.toJSON()
    return new ApiError({ ...data, field })
  }

  override toJSON(): ApiErrorData {
    const data: ApiErrorData = { name: 'ApiError', kind: this.kind, message: this.message, endpoint: this.endpoint }
    if (this.status !== undefined) data.status = this.status
    if (this.serverMessage !== undefined) data.serverMessage = this.serverMessage
    if (this.field !== undefined) data.field = this.field
    if (this.retryAfterMs !== undefined) data.retryAfterMs = this.retryAfterMs
    if (this.uncertain) data.uncertain = true
    return data
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
