import type { ExternalUrls } from '../../clients/service/catalogue/types.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import type { ATTESTATION_INPUTS, EXTERNAL_URLS_INPUT } from '../../action/input-groups.js'
import type { InputReader } from '../../action/reader.js'

/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
export function readExternalUrls(inputs: InputReader<typeof EXTERNAL_URLS_INPUT>): ExternalUrls | undefined {
  const value = inputs.jsonObject('external-urls')
  if (value === undefined) return undefined
  const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`'
  const result: ExternalUrls = {}
  for (const [key, entry] of Object.entries(value)) {
    if (!PATTERNS.externalUrlKey.re.test(key)) throw inputs.fail('external-urls', `name \`${key}\` is not allowed`, PATTERNS.externalUrlKey.expected)
    if (typeof entry === 'string') {
      result[key] = { href: entry }
      continue
    }
    const { href, fingerprint, ...extra } = (entry ?? {}) as Record<string, unknown>
    if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
      throw inputs.fail('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected)
    }
    if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !PATTERNS.fingerprint.re.test(fingerprint))) {
      throw inputs.fail('external-urls', `entry \`${key}\`: fingerprint is not valid`, PATTERNS.fingerprint.expected)
    }
    result[key] = fingerprint === undefined ? { href } : { href, fingerprint }
  }
  return result
}

/** `annotations`: string values under keys the service accepts. */
export function readAnnotations(inputs: InputReader<Pick<typeof ATTESTATION_INPUTS, 'annotations'>>): Record<string, string> | undefined {
  const value = inputs.jsonObject('annotations')
  if (value === undefined) return undefined
  for (const [key, v] of Object.entries(value)) {
    if (!PATTERNS.annotationKey.re.test(key)) throw inputs.fail('annotations', `key \`${key}\` is not allowed`, PATTERNS.annotationKey.expected)
    if (typeof v !== 'string') throw inputs.fail('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values')
  }
  return value as Record<string, string>
}
