import { LibraryError } from '../util/errors.js'
/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 *
 * Plain fields, no parameter properties: the fingerprint threads run this module from the
 * TypeScript sources under Node's type stripping in the tests.
 */
export class ArtifactError extends LibraryError {
  /** The expected form, for the operation's message: "a file or directory to fingerprint". */
  readonly expected?: string
  /** Which argument was at fault when it was not the path: a malformed `exclude` pattern. */
  readonly argument?: 'exclude'

  constructor(message: string, expected?: string, options: { cause?: unknown; argument?: 'exclude' } = {}) {
    super('invalid_input', message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'ArtifactError'
    this.expected = expected
    this.argument = options.argument
  }
}
