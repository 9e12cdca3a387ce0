import { PATTERNS, type Pattern } from '../../clients/service/patterns.js'
import { badRequest } from '../http-error.js'

/**
 * A name a record is created under must be one the paths that read it back accept: the same
 * rule as the path parameter, else the record exists but no request can reach it.
 */
export function requireName(value: string, pattern: Pattern, field: string): string {
  if (!pattern.re.test(value)) throw badRequest(`${field} \`${value.slice(0, 80)}\` is not valid; expected ${pattern.expected}`, { [field]: pattern.expected })
  return value
}

/**
 * A logical environment's members: names an environment could have, and not its own (it would
 * be its own member). Members that do not exist yet are kept: the document does not say to
 * refuse them, and they count once created.
 */
export function requireMembers(members: string[] | null | undefined, self: string, field: string): void {
  for (const member of members ?? []) {
    requireName(member, PATTERNS.environmentName, field)
    if (member === self) throw badRequest(`${field}: environment '${self}' cannot include itself`, { [field]: 'must not name the environment itself' })
  }
}
