import { HttpError } from './http-error.js'

/**
 * The key from `Authorization`: `Bearer KEY`, or the legacy `Basic base64("KEY:password")`
 * where the key is the user name and the password is ignored.
 */
export function apiKeyOf(header: string | undefined): string {
  const unauthorized = (why: string) => new HttpError(401, why, { authorization: 'Bearer <API key>, or Basic with the API key as user name' })
  if (!header) throw unauthorized('Authentication required')
  const [scheme, credentials = ''] = header.trim().split(/\s+/, 2)
  if (/^bearer$/i.test(scheme)) {
    if (credentials === '') throw unauthorized('Malformed Bearer credentials')
    return credentials
  }
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (!/^[A-Za-z0-9+/]+=*$/.test(credentials) || colon <= 0) throw unauthorized('Malformed Basic credentials: expected base64 of "<API key>:<anything>"')
    return decoded.slice(0, colon)
  }
  throw unauthorized(`Unsupported authentication scheme '${scheme}'`)
}
