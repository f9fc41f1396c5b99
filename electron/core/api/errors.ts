import type { ApiErrorData, ApiErrorKind } from '../../shared/models'

export type ApiErrorInit = Omit<ApiErrorData, 'name'>

/**
 * The only error the client throws. It deliberately holds no `cause`, request options or
 * headers: the underlying fetch error carries the Authorization header, and anything reachable
 * from here may end up in a log or an IPC payload.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly endpoint: string
  readonly status?: number
  readonly serverMessage?: string
  readonly field?: string
  readonly retryAfterMs?: number
  readonly uncertain?: boolean

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.kind = init.kind
    this.endpoint = init.endpoint
    if (init.status !== undefined) this.status = init.status
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage
    if (init.field !== undefined) this.field = init.field
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs
    if (init.uncertain) this.uncertain = true
  }

  toJSON(): ApiErrorData {
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
