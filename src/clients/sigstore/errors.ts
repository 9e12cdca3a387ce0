import { LibraryError } from '../../util/errors.js'
/**
 * A Sigstore bundle, statement, certificate or trust root that is not what it must be, worded
 * to follow the name of the file or input it came from. The operation names the input.
 */
export class SigstoreError extends LibraryError {
  constructor(
    message: string,
    /** The form that was expected, for the input error. */
    readonly expected?: string
  ) {
    super('invalid_input', message)
    this.name = 'SigstoreError'
  }
}

/** The trust roots could not be fetched (network, TUF metadata refused): nothing can be verified. */
export class TrustRootUnavailable extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown }
  ) {
    super(message, options)
    this.name = 'TrustRootUnavailable'
  }
}

/** Signing failed at the instance (Fulcio, Rekor, the timestamp authority), with the kind its answer says. */
export class SigningError extends LibraryError {
  constructor(kind: ConstructorParameters<typeof LibraryError>[0], message: string, options: { status?: number } = {}) {
    super(kind, message, options)
    this.name = 'SigningError'
  }
}
