/** An API failure answered as `{"Message": "..."}` with the given status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`)

/** 400 whose Message names the offending field first, so a client can point at the right input. */
export const invalidField = (field: string, reason: string): ApiError => new ApiError(400, `${field}: ${reason}`)
