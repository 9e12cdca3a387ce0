import { HttpError } from './http-error.js'

const unauthorized = (why: string) => new HttpError(401, why, { authorization: 'Bearer <API key>, or Basic with the API key as user name' })

/**
 * The key from `Authorization`: exactly `Bearer KEY`, or the legacy `Basic base64("KEY:password")`
 * where the key is the user name and the password is ignored. Anything after the credentials
 * (`Bearer key extra`) is a malformed header, not a key with a suffix ignored.
 */
export function apiKeyOf(header: string | undefined): string {
  if (!header) throw unauthorized('Authentication required')
  const words = header.trim().split(/[ \t]+/)
  const scheme = words[0]
  if (/^bearer$/i.test(scheme)) {
    if (words.length !== 2 || words[1] === '') throw unauthorized('Malformed Bearer credentials: expected `Bearer <API key>`')
    return words[1]
  }
  if (/^basic$/i.test(scheme)) {
    const credentials = words[1] ?? ''
    if (words.length !== 2 || !/^[A-Za-z0-9+/]+={0,2}$/.test(credentials))
      throw unauthorized('Malformed Basic credentials: expected base64 of "<API key>:<anything>"')
    const decoded = Buffer.from(credentials, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon <= 0) throw unauthorized('Malformed Basic credentials: expected base64 of "<API key>:<anything>"')
    return decoded.slice(0, colon)
  }
  throw unauthorized(`Unsupported authentication scheme '${scheme.slice(0, 40)}'`)
}
