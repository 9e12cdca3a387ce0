import { RE2JS } from 're2js'
import { LibraryError } from '../../util/errors.js'

/** A pattern that is not a regular expression RE2 reads (the reference client's Go `regexp` syntax). */
export class NamePatternError extends LibraryError {
  constructor(
    readonly pattern: string,
    message: string
  ) {
    super('invalid_input', message)
    this.name = 'NamePatternError'
  }
}

/** Longer than any name a runtime gives: a pasted blob, not a pattern. */
const MAX_PATTERN_LENGTH = 1024

export const NAME_PATTERNS_EXPECTED =
  'regular expressions in RE2 syntax (as Go reads them), each matching a whole name: `web` is that name only, `web-.*` every name starting with `web-`'

/** Each pattern compiled to match whole names, on RE2: time linear in the name, whatever the pattern. */
export function compileNamePatterns(patterns: string[]): RE2JS[] {
  return patterns.map((pattern) => {
    if (pattern.length > MAX_PATTERN_LENGTH)
      throw new NamePatternError(pattern, `a pattern of ${pattern.length} characters is longer than the ${MAX_PATTERN_LENGTH} allowed`)
    try {
      return RE2JS.compile(pattern)
    } catch (err) {
      throw new NamePatternError(pattern, `\`${pattern}\` is not a regular expression: ${(err as Error).message}`)
    }
  })
}

/**
 * Which names are reported: with `include` patterns, only names one matches; then any name an
 * `exclude` pattern matches is left out. Names are matched whole, so a plain name in either
 * list means exactly that name, as the reference client's name flags do, and a pattern
 * covers its `-regex` flags.
 */
export class NameFilter {
  private readonly include: RE2JS[]
  private readonly exclude: RE2JS[]

  constructor(include: string[], exclude: string[]) {
    this.include = compileNamePatterns(include)
    this.exclude = compileNamePatterns(exclude)
  }

  get active(): boolean {
    return this.include.length > 0 || this.exclude.length > 0
  }

  keeps(name: string): boolean {
    if (this.include.length > 0 && !this.include.some((re) => re.matches(name))) return false
    return !this.exclude.some((re) => re.matches(name))
  }
}
