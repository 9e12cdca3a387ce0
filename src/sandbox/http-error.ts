/** A failure answered with the service's error body: `{message, errors}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** Sent with the answer, such as `Allow` on a 405. */
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`)
export const badRequest = (message: string, errors: Record<string, string> = {}) => new HttpError(400, message, errors)
