/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 */
export class ArtifactError extends Error {
  constructor(
    message: string,
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    readonly expected?: string,
    options: { cause?: unknown } = {}
  ) {
    super(message, options)
    this.name = 'ArtifactError'
  }
}
