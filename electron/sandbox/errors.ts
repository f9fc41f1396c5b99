/** An API failure answered as `{"Message": "..."}` with the given status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What the real dialect says instead, when it words the failure differently. */
    readonly realMessage?: string,
  ) {
    super(message)
  }
}

/**
 * A missing object. The seed dialect names it with its id (`Server 12 not found`, `Record 5 of domain 3 not found`);
 * the real one says what the live service says (`Server not found`, which clients compare literally).
 */
export const notFound = (what: string, id?: string | number, of?: string): ApiError =>
  new ApiError(
    404,
    [what, id, of].filter((part) => part !== undefined && part !== '').join(' ') + ' not found',
    {},
    `${what} not found`,
  )

/** 400 whose Message names the offending field first, so a client can point at the right input. */
export const invalidField = (field: string, reason: string): ApiError => new ApiError(400, `${field}: ${reason}`)
