import { invalidInput } from '../../action/errors.js'
import { serverUrl } from '../../clients/rest/url.js'
import { UrlError } from '../../clients/service/url.js'

/**
 * Inputs that point the action at an outside system (SonarQube, Jira) and sign it in there:
 * checked before anything is sent, named in every message, a secret never echoed.
 */

/** What a character is, for a message that must not show it. */
function describe(ch: number): string {
  if (ch === 0x0a || ch === 0x0d) return 'a line break'
  if (ch === 0x20) return 'a space'
  if (ch < 0x20 || ch === 0x7f) return 'a control character'
  return 'a character outside printable ASCII'
}

/**
 * A credential that goes into an Authorization header: printable ASCII without spaces, or it
 * would fail on every request (or be mangled on the way). Refused without showing any of it.
 */
export function headerCredential(input: string, value: string | undefined, what: string): string | undefined {
  if (value === undefined) return undefined
  const bad = [...value].findIndex((ch) => !/^[\x21-\x7e]$/.test(ch))
  if (bad !== -1)
    throw invalidInput(
      input,
      `contains ${describe(value.codePointAt(bad)!)} at position ${bad + 1} (the value is not shown)`,
      `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`
    )
  return value
}

/** An outside system's URL from an input: https (http for loopback only), without credentials. */
export function serverUrlInput(input: string, value: string, example: string): string {
  try {
    return serverUrl(value, example)
  } catch (err) {
    if (err instanceof UrlError) throw invalidInput(input, err.message, err.expected)
    throw err
  }
}
