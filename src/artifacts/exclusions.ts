import path from 'node:path'
import { ArtifactError } from './errors.js'
import { readSmallFile } from './file-hash.js'
import { BadPatternError, PathPattern } from './match.js'

export const IGNORE_FILE = '.kosli_ignore'
/** `.kosli_ignore` is a list of patterns: one larger than this is refused, not read. */
export const IGNORE_FILE_MAX_BYTES = 1 << 20

const GLOB = 'a glob with `*`, `?`, `[...]` and `**`'

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

/** Patterns checked before any file is read: a malformed one is refused naming it. */
export function checkExcludePatterns(patterns: string[]): string[] {
  for (const p of patterns) {
    try {
      new PathPattern(p)
    } catch (err) {
      if (err instanceof BadPatternError) throw new ArtifactError(`pattern \`${p}\` is malformed (${err.message})`, GLOB, { argument: 'exclude' })
      throw err
    }
  }
  return patterns
}

/** `origin` is `exclude` for the input's patterns, else the ignore file's path. */
function compile(patterns: string[], origin: string): PathPattern[] {
  return patterns.map((p) => {
    try {
      return new PathPattern(p)
    } catch (err) {
      if (err instanceof BadPatternError) {
        if (origin === 'exclude') throw new ArtifactError(`pattern \`${p}\` is malformed (${err.message})`, GLOB, { argument: 'exclude' })
        throw new ArtifactError(`${origin}: pattern \`${p}\` is malformed (${err.message})`, GLOB)
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
  /** The patterns as given, for the other fingerprint threads to compile their own. */
  readonly exclude: string[]
  readonly ignoreLines: string[]
  private readonly given: PathPattern[]
  private readonly fromIgnoreFile: PathPattern[]

  private constructor(exclude: string[], ignoreLines: string[], ignoreFile: string) {
    this.exclude = exclude
    this.ignoreLines = ignoreLines
    this.given = compile(exclude, 'exclude')
    this.fromIgnoreFile = compile(ignoreLines, ignoreFile)
  }

  /**
   * Reads the root's `.kosli_ignore` when it is a regular file (or a link to one) of at most
   * IGNORE_FILE_MAX_BYTES; a directory of that name is no ignore file, as for the reference
   * client, and a FIFO or device is an error rather than a read that never ends.
   */
  static forRoot(root: string, exclude: string[]): Exclusions {
    const ignoreFile = path.join(root, IGNORE_FILE)
    const bytes = readSmallFile(ignoreFile, IGNORE_FILE_MAX_BYTES)
    return new Exclusions(exclude, bytes ? parseIgnoreFile(bytes.toString('utf8')) : [], ignoreFile)
  }

  /** The same exclusions in another thread, from patterns `forRoot` already checked. */
  static fromPatterns(exclude: string[], ignoreLines: string[]): Exclusions {
    return new Exclusions(exclude, ignoreLines, IGNORE_FILE)
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
