import type { RE2JS } from 're2js'
import { LibraryError } from '../../util/errors.js'

/** The four lists a name filter reads, as the reference client's flags pair them: plain names, and patterns. */
export interface NameLists {
  include: string[]
  includeRegex: string[]
  exclude: string[]
  excludeRegex: string[]
}

export type NameList = keyof NameLists

/** A pattern that is not a regular expression RE2 reads (the reference client's Go `regexp` syntax). */
export class NamePatternError extends LibraryError {
  constructor(
    readonly list: NameList,
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
  'regular expressions in RE2 syntax (as Go reads them), each searched anywhere in a name as the reference client does: `^web-` every name starting with `web-`, `^web$` that name only'

/**
 * How a plain name matches: `exact` is that name only (the reference client's `--exclude`,
 * `--function-names`, `--namespaces`); `prefix` every key it starts (its S3 `--include`/`--exclude`).
 */
export type PlainMatch = 'exact' | 'prefix'

interface Entry {
  list: NameList
  pattern: string
  test: (name: string) => boolean
  hit: boolean
}

type Re2 = typeof RE2JS

function compile(list: NameList, pattern: string, re2: Re2 | undefined): Entry {
  if (!re2) throw new Error('a NameFilter with patterns is made by NameFilter.of, which loads RE2')
  if (pattern.length > MAX_PATTERN_LENGTH)
    throw new NamePatternError(list, pattern, `a pattern of ${pattern.length} characters is longer than the ${MAX_PATTERN_LENGTH} allowed`)
  let re: RE2JS
  try {
    re = re2.compile(pattern)
  } catch (err) {
    throw new NamePatternError(list, pattern, `\`${pattern}\` is not a regular expression: ${(err as Error).message}`)
  }
  // Searched, not matched whole, as Go's `MatchString`: RE2 keeps it linear in the name, whatever the pattern.
  return { list, pattern, test: (name) => re.matcher(name).find(), hit: false }
}

function plain(list: NameList, name: string, how: PlainMatch): Entry {
  // The reference client strips a path's leading slashes: S3 keys have none.
  const prefix = how === 'prefix' ? name.replace(/^\/+/, '') : name
  return { list, pattern: name, test: how === 'prefix' ? (n) => n.startsWith(prefix) : (n) => n === name, hit: false }
}

/**
 * Which names are reported: with any include list, only names one of its entries matches; then
 * any name an exclude entry matches is left out. Each entry remembers whether it matched a
 * name, so that one matching nothing can be said.
 */
export class NameFilter {
  private readonly include: Entry[]
  private readonly exclude: Entry[]

  /** Without patterns; with them, NameFilter.of gives RE2. */
  constructor(lists: Partial<NameLists>, how: PlainMatch = 'exact', re2?: Re2) {
    this.include = [...(lists.include ?? []).map((n) => plain('include', n, how)), ...(lists.includeRegex ?? []).map((p) => compile('includeRegex', p, re2))]
    this.exclude = [...(lists.exclude ?? []).map((n) => plain('exclude', n, how)), ...(lists.excludeRegex ?? []).map((p) => compile('excludeRegex', p, re2))]
  }

  /** The filter of these lists, RE2 (a quarter of a megabyte of code to load) loaded only when there are patterns. */
  static async of(lists: Partial<NameLists>, how: PlainMatch = 'exact'): Promise<NameFilter> {
    const patterns = (lists.includeRegex?.length ?? 0) + (lists.excludeRegex?.length ?? 0) > 0
    return new NameFilter(lists, how, patterns ? (await import('re2js')).RE2JS : undefined)
  }

  get active(): boolean {
    return this.include.length > 0 || this.exclude.length > 0
  }

  /** Some names (plain or patterns) to include: then nothing else is. */
  get hasIncludes(): boolean {
    return this.include.length > 0
  }

  /** Only plain names to include, and so the whole set known without a list of what exists. */
  get onlyPlainIncludes(): string[] | undefined {
    return this.include.length > 0 && this.include.every((e) => e.list === 'include') ? this.include.map((e) => e.pattern) : undefined
  }

  keeps(name: string): boolean {
    const included = this.include.length === 0 || matchAny(this.include, name)
    // Tested even for a name already dropped, so that an exclude entry matching it is not said to match nothing.
    const excluded = this.exclude.length > 0 && matchAny(this.exclude, name)
    return included && !excluded
  }

  /** Entries that matched no name given to `keeps`. */
  unmatched(): { list: NameList; pattern: string }[] {
    return [...this.include, ...this.exclude].filter((e) => !e.hit).map(({ list, pattern }) => ({ list, pattern }))
  }
}

/** Whether any entry matches; entries yet to match anything are all tried, the others only until one matches. */
function matchAny(entries: Entry[], name: string): boolean {
  let any = false
  for (const e of entries) {
    if (any && e.hit) continue
    if (e.test(name)) {
      e.hit = true
      any = true
    }
  }
  return any
}
