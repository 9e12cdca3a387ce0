import { statSync } from 'node:fs'
import { expandPaths } from '../../artifacts/paths.js'
import { invalidInput } from '../../action/errors.js'
import { readSarifFile, SarifError, type SarifVisitor } from '../../evidence/sarif.js'
import { FileError } from '../../util/files.js'
import { formatBytes } from '../../util/text.js'
import { namingInput } from './artifact-input.js'

/**
 * How much SARIF one step reads, all files together: far more than any scan writes (a report
 * of 200,000 results is about 100 MB). It is read as a stream; what is kept is the findings'
 * summary, and the files go, packed, as the attachment.
 */
export const MAX_SARIF_BYTES = 256 * 1024 * 1024

export const SARIF_EXPECTED = 'SARIF 2.1.0 files or globs'

/**
 * The SARIF files an input names (files or globs), each read through `visitor` in name order;
 * sizes are summed from `stat` before a byte is read. A problem names the input and the file.
 */
export async function readSarifInput(input: string, given: string[], baseDir: string, visitor: SarifVisitor): Promise<string[]> {
  if (given.length === 0) throw invalidInput(input, 'required but not given', SARIF_EXPECTED)
  const { paths, unmatched } = await namingInput(input, SARIF_EXPECTED, expandPaths(given, baseDir))
  if (unmatched.length > 0) throw invalidInput(input, `\`${unmatched[0]}\` matched nothing`, SARIF_EXPECTED)
  let total = 0
  for (const file of paths) {
    const info = statSync(file, { throwIfNoEntry: false })
    if (info?.isDirectory()) throw invalidInput(input, `${file} is a directory`, SARIF_EXPECTED)
    total += info?.size ?? 0
  }
  if (total > MAX_SARIF_BYTES)
    throw invalidInput(
      input,
      `the ${paths.length} file(s) come to ${total} bytes, over the limit of ${formatBytes(MAX_SARIF_BYTES)} for all of them together`,
      `${SARIF_EXPECTED}, at most ${formatBytes(MAX_SARIF_BYTES)} in all`
    )
  let left = MAX_SARIF_BYTES
  for (const file of paths) {
    try {
      await readSarifFile(file, left, visitor)
    } catch (err) {
      if (err instanceof SarifError || err instanceof FileError) throw invalidInput(input, err.message, SARIF_EXPECTED)
      throw err
    }
    left -= statSync(file).size
  }
  return paths
}
