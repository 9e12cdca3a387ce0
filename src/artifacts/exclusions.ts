import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ActionError } from '../errors.js'
import { BadPatternError, PathPattern } from './match.js'

export const IGNORE_FILE = '.kosli_ignore'

/** Lines of `.kosli_ignore`: cut at the first `#`, trimmed (so CRLF too), blanks dropped. */
export function parseIgnoreFile(text: string): string[] {
  return text
    .split('\n')
    .map((line) => {
      const hash = line.indexOf('#')
      return (hash === -1 ? line : line.slice(0, hash)).trim()
    })
    .filter((line) => line !== '')
}

function compile(patterns: string[], origin: string): PathPattern[] {
  return patterns.map((p) => {
    try {
      return new PathPattern(p)
    } catch (err) {
      if (err instanceof BadPatternError) {
        throw new ActionError('invalid_input', `${origin}: pattern \`${p}\` is malformed (${err.message}); expected a glob with \`*\`, \`?\`, \`[...]\` and \`**\``)
      }
      throw err
    }
  })
}

/**
 * What is left out of one directory's fingerprint: the `exclude` patterns and the root's
 * `.kosli_ignore` lines. The ignore file's own lines never exclude the ignore file itself.
 */
export class Exclusions {
  private constructor(
    private readonly given: PathPattern[],
    private readonly fromIgnoreFile: PathPattern[]
  ) {}

  static async forRoot(root: string, exclude: string[], input = 'exclude'): Promise<Exclusions> {
    let ignoreLines: string[] = []
    try {
      ignoreLines = parseIgnoreFile(await readFile(path.join(root, IGNORE_FILE), 'utf8'))
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err
    }
    return new Exclusions(compile(exclude, `input \`${input}\``), compile(ignoreLines, `${path.join(root, IGNORE_FILE)}`))
  }

  get empty(): boolean {
    return this.given.length === 0 && this.fromIgnoreFile.length === 0
  }

  excludes(segments: readonly string[]): boolean {
    if (this.given.some((p) => p.matches(segments))) return true
    if (segments.length === 1 && segments[0] === IGNORE_FILE) return false
    return this.fromIgnoreFile.some((p) => p.matches(segments))
  }
}
