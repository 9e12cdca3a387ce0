import { LibraryError } from '../util/errors.js'
/**
 * Go's `filepath.Match` for one path segment (`*`, `?`, `[...]` with `^` negation and ranges,
 * `\` escapes; `*` matches a leading dot), compiled once per pattern segment to a list of tokens matched without backtracking: the set of
 * pattern positions is carried through the name, so time is at most name length × pattern length
 * whatever the pattern (`*a*a*a…*b` over a long name takes no longer than a plain name).
 */
export class BadPatternError extends LibraryError {
  constructor(message: string) {
    super('invalid_input', message)
    this.name = 'BadPatternError'
  }
}

type Token = { kind: 'star' } | { kind: 'any' } | { kind: 'char'; cp: number } | { kind: 'class'; negate: boolean; ranges: [number, number][] }

const SLASH = 0x2f

/** One pattern segment, compiled; `test` has the shape of RegExp's for the callers. */
export class SegmentMatcher {
  // A plain field, not a parameter property: the thread tests run this file with types stripped.
  private readonly tokens: Token[]

  constructor(tokens: Token[]) {
    this.tokens = tokens
  }

  test(name: string): boolean {
    const tokens = this.tokens
    const m = tokens.length
    // current[i]: the first i tokens can match the text read so far.
    let current = new Uint8Array(m + 1)
    let next = new Uint8Array(m + 1)
    const close = (set: Uint8Array) => {
      for (let i = 0; i < m; i++) if (set[i] && tokens[i].kind === 'star') set[i + 1] = 1
    }
    current[0] = 1
    close(current)
    for (const ch of name) {
      const cp = ch.codePointAt(0)!
      next.fill(0)
      let any = false
      for (let i = 0; i < m; i++) {
        if (!current[i]) continue
        const t = tokens[i]
        if (t.kind === 'star') {
          if (cp !== SLASH) {
            next[i] = 1
            any = true
          }
        } else if (tokenMatches(t, cp)) {
          next[i + 1] = 1
          any = true
        }
      }
      if (!any) return false
      close(next)
      ;[current, next] = [next, current]
    }
    return current[m] === 1
  }
}

function tokenMatches(t: Exclude<Token, { kind: 'star' }>, cp: number): boolean {
  if (t.kind === 'any') return cp !== SLASH
  if (t.kind === 'char') return t.cp === cp
  // A negated class still never matches the separator.
  if (cp === SLASH) return false
  const inside = t.ranges.some(([lo, hi]) => cp >= lo && cp <= hi)
  return t.negate ? !inside : inside
}

export function compileSegment(segment: string): SegmentMatcher {
  const tokens: Token[] = []
  const chars = Array.from(segment)
  const cp = (c: string) => c.codePointAt(0)!
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]
    if (ch === '*') {
      // `**` within a segment is `*` twice, which matches what `*` once does.
      if (tokens[tokens.length - 1]?.kind !== 'star') tokens.push({ kind: 'star' })
    } else if (ch === '?') {
      tokens.push({ kind: 'any' })
    } else if (ch === '\\') {
      if (i + 1 >= chars.length) throw new BadPatternError('trailing `\\`')
      tokens.push({ kind: 'char', cp: cp(chars[++i]) })
    } else if (ch === '[') {
      let j = i + 1
      let negate = false
      if (chars[j] === '^') {
        negate = true
        j++
      }
      const ranges: [number, number][] = []
      let first = true
      for (;;) {
        if (j >= chars.length) throw new BadPatternError('unclosed `[`')
        if (chars[j] === ']' && !first) break
        first = false
        let lo = chars[j]
        if (lo === '\\') {
          j++
          if (j >= chars.length) throw new BadPatternError('unclosed `[`')
          lo = chars[j]
        } else if (lo === '-' || lo === ']') {
          // Go refuses these unescaped inside a class (`[]a]`, `[-a]`).
          throw new BadPatternError(`unescaped \`${lo}\` in a character class`)
        }
        j++
        let hi = lo
        if (chars[j] === '-') {
          j++
          if (j >= chars.length) throw new BadPatternError('unclosed `[`')
          hi = chars[j]
          if (hi === '\\') {
            j++
            if (j >= chars.length) throw new BadPatternError('unclosed `[`')
            hi = chars[j]
          } else if (hi === ']' || hi === '-') {
            throw new BadPatternError('bad range in a character class')
          }
          j++
          if (cp(hi) < cp(lo)) throw new BadPatternError('reversed range in a character class')
        }
        ranges.push([cp(lo), cp(hi)])
      }
      tokens.push({ kind: 'class', negate, ranges })
      i = j
    } else {
      tokens.push({ kind: 'char', cp: cp(ch) })
    }
  }
  return new SegmentMatcher(tokens)
}

type CompiledSegment = SegmentMatcher | '**'

/** A pattern relative to a directory root; `**` alone in a segment spans any number of segments. */
export class PathPattern {
  readonly source: string
  private readonly segments: CompiledSegment[]

  constructor(source: string) {
    this.source = source
    const cleaned = source
      .replace(/^(\.\/)+/, '')
      .replace(/^\/+/, '')
      .replace(/\/+$/, '')
    this.segments = cleaned
      .split('/')
      .filter((s) => s !== '' && s !== '.')
      .map((s) => (s === '**' ? '**' : compileSegment(s)))
  }

  /**
   * Whether a path (segments relative to the root) matches the whole pattern. The pattern
   * positions still possible are carried segment by segment, so several `**` never multiply.
   */
  matches(path: readonly string[]): boolean {
    const pattern = this.segments
    const m = pattern.length
    let current = new Uint8Array(m + 1)
    const close = (set: Uint8Array) => {
      for (let i = 0; i < m; i++) if (set[i] && pattern[i] === '**') set[i + 1] = 1
    }
    current[0] = 1
    close(current)
    for (const name of path) {
      const next = new Uint8Array(m + 1)
      let any = false
      for (let i = 0; i < m; i++) {
        if (!current[i]) continue
        const seg = pattern[i]
        if (seg === '**') {
          next[i] = 1
          any = true
        } else if (seg.test(name)) {
          next[i + 1] = 1
          any = true
        }
      }
      if (!any) return false
      close(next)
      current = next
    }
    return current[m] === 1
  }
}
