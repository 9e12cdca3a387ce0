import type { ErrorKind } from '../../util/errors.js'
import { LibraryError } from '../../util/errors.js'

/**
 * A runtime (Docker, Kubernetes, AWS) that could not be read: refused credentials, no answer
 * in time, an argument it does not know. Library code names no action input: `argument` says
 * which of its own arguments was at fault, and the operation names the input that gave it.
 */
export class RuntimeError extends LibraryError {
  readonly argument?: string
  readonly expected?: string

  constructor(kind: ErrorKind, message: string, options: { cause?: unknown; argument?: string; expected?: string } = {}) {
    super(kind, message, options)
    this.name = 'RuntimeError'
    this.argument = options.argument
    this.expected = options.expected
  }
}

/** A bad argument: the operation turns it into an input error naming the input that gave it. */
export function badArgument(argument: string, message: string, expected?: string): RuntimeError {
  return new RuntimeError('invalid_input', message, { argument, expected })
}

/** Runs `fn` at most `limit` at a time over `items`, in order of the results. */
export async function boundedMap<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++
      try {
        results[i] = await fn(items[i], i)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
