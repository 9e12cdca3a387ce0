/**
 * Go's `filepath.Match` for one path segment (`*`, `?`, `[...]` with `^` negation and ranges,
 * `\` escapes; `*` matches a leading dot), compiled to a RegExp once per pattern segment.
 */
export class BadPatternError extends Error {}

function escapeRegExp(ch: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(ch) ? `\\${ch}` : ch
}

/** Inside a character class only these are special. */
function escapeClassChar(ch: string): string {
  return /[\\\][^-]/.test(ch) ? `\\${ch}` : ch
}

export function compileSegment(segment: string): RegExp {
  let re = ''
  const chars = Array.from(segment)
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]
    if (ch === '*') {
      re += '[^/]*'
    } else if (ch === '?') {
      re += '[^/]'
    } else if (ch === '\\') {
      if (i + 1 >= chars.length) throw new BadPatternError('trailing `\\`')
      re += escapeRegExp(chars[++i])
    } else if (ch === '[') {
      let j = i + 1
      let negate = false
      if (chars[j] === '^') {
        negate = true
        j++
      }
      const ranges: string[] = []
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
          if (hi.codePointAt(0)! < lo.codePointAt(0)!) throw new BadPatternError('reversed range in a character class')
        }
        ranges.push(lo === hi ? escapeClassChar(lo) : `${escapeClassChar(lo)}-${escapeClassChar(hi)}`)
      }
      // A negated class still never matches the separator.
      re += negate ? `[^/${ranges.join('')}]` : `[${ranges.join('')}]`
      i = j
    } else {
      re += escapeRegExp(ch)
    }
  }
  return new RegExp(`^${re}$`, 'u')
}

type CompiledSegment = RegExp | '**'

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

  /** Whether a path (segments relative to the root) matches the whole pattern. */
  matches(path: readonly string[]): boolean {
    return matchFrom(this.segments, 0, path, 0)
  }
}

function matchFrom(pattern: CompiledSegment[], pi: number, path: readonly string[], si: number): boolean {
  for (; pi < pattern.length; pi++, si++) {
    const seg = pattern[pi]
    if (seg === '**') {
      for (let k = si; k <= path.length; k++) if (matchFrom(pattern, pi + 1, path, k)) return true
      return false
    }
    if (si >= path.length || !seg.test(path[si])) return false
  }
  return si === path.length
}
