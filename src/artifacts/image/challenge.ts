/** One challenge of a `WWW-Authenticate` header: the scheme (lowercase) and its parameters. */
export interface Challenge {
  scheme: string
  /** Parameter names lowercase, values unquoted. */
  params: Record<string, string>
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*/

/**
 * Parses RFC 9110 challenges. Node joins repeated headers with ", ", so one string may hold
 * several challenges, and a comma may end a parameter or start the next challenge: a token
 * followed by "=" is a parameter, a token followed by a space or the end is a new scheme.
 * Anything unparseable ends the parse with what was read so far rather than failing: the
 * caller then reports that no usable challenge came.
 */
export function parseChallenges(header: string | string[] | undefined): Challenge[] {
  if (header === undefined) return []
  if (Array.isArray(header)) return header.flatMap((h) => parseChallenges(h))
  const challenges: Challenge[] = []
  let rest = header
  const skip = (pattern: RegExp) => (rest = rest.replace(pattern, ''))
  for (;;) {
    skip(/^[\s,]+/)
    const scheme = TOKEN.exec(rest)?.[0]
    if (!scheme) return challenges
    rest = rest.slice(scheme.length)
    const challenge: Challenge = { scheme: scheme.toLowerCase(), params: {} }
    challenges.push(challenge)
    skip(/^[ \t]+/)
    // token68 form (`Basic dXNlcg==`): rare from registries, kept so the next challenge parses.
    const t68 = TOKEN68.exec(rest)?.[0]
    if (t68 && /^[ \t]*(,|$)/.test(rest.slice(t68.length))) {
      rest = rest.slice(t68.length)
      continue
    }
    for (;;) {
      const save = rest
      skip(/^[\s,]+/)
      const name = TOKEN.exec(rest)?.[0]
      if (!name) return challenges
      const afterName = rest.slice(name.length).replace(/^[ \t]*/, '')
      if (!afterName.startsWith('=')) {
        rest = save
        break
      }
      rest = afterName.slice(1).replace(/^[ \t]*/, '')
      const value = readValue()
      if (value === undefined) return challenges
      challenge.params[name.toLowerCase()] = value
    }
  }

  function readValue(): string | undefined {
    if (rest.startsWith('"')) {
      let value = ''
      for (let i = 1; i < rest.length; i++) {
        const c = rest[i]
        if (c === '\\' && i + 1 < rest.length) value += rest[++i]
        else if (c === '"') {
          rest = rest.slice(i + 1)
          return value
        } else value += c
      }
      return undefined
    }
    // RFC 9110 wants a token here; read up to the next comma, as some servers leave URLs unquoted.
    const token = /^[^\s,"]+/.exec(rest)?.[0]
    if (token === undefined) return undefined
    rest = rest.slice(token.length)
    return token
  }
}
