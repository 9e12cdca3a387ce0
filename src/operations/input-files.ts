import { invalidInput } from '../errors.js'
import { FileProblem, readBoundedFile } from '../files.js'

/** A file named by an input, read whole within its limit; a problem names the input. */
export function readInputFile(input: string, file: string, maxBytes: number, expected: string): Buffer {
  try {
    return readBoundedFile(file, maxBytes)
  } catch (err) {
    if (err instanceof FileProblem) throw invalidInput(input, err.message, expected)
    throw err
  }
}
