/** Someone who wrote, committed or reviewed a change, as far as git and GitHub tell. */
export interface Person {
  /** The GitHub account, when GitHub links one (by the commit's e-mail address, or the review). */
  login?: string
  name?: string
  email?: string
  /** GitHub's account type: `User`, `Bot`, `Organization`. */
  type?: string
}

/** The account GitHub commits as when a change is made or merged on its web pages. */
export const WEB_FLOW = 'web-flow'
/** The address of that account's commits, for clones that know no login. */
const WEB_FLOW_EMAIL = 'noreply@github.com'

/** A GitHub App's account (`dependabot[bot]`), or one GitHub types as a bot. */
export function isBot(person: Person | undefined): boolean {
  if (!person) return false
  return person.type === 'Bot' || /\[bot\]$/i.test(person.login ?? '')
}

export function isWebFlow(person: Person | undefined): boolean {
  if (!person) return false
  return person.login?.toLowerCase() === WEB_FLOW || person.email?.toLowerCase() === WEB_FLOW_EMAIL
}

/**
 * The login a GitHub no-reply address stands for (`12345+ada@users.noreply.github.com`, or the
 * older `ada@users.noreply.github.com`): the one address that names an account by itself.
 */
export function loginOfNoReply(email: string | undefined): string | undefined {
  const match = /^(?:\d+\+)?([a-z\d](?:[a-z\d-]{0,38})(?:\[bot\])?)@users\.noreply\.github\.com$/i.exec(email?.trim() ?? '')
  return match?.[1]
}

/**
 * The co-authors a commit message credits (`Co-authored-by: Name <email>` trailers, as GitHub
 * reads them: any case, anywhere in the final paragraph or beyond). At most 100: a message is
 * the author's to write, and no change has more.
 */
export function coAuthors(message: string | undefined): Person[] {
  const found: Person[] = []
  for (const match of (message ?? '').matchAll(/^[ \t]*co-authored-by:[ \t]*([^<\n]*?)[ \t]*<([^>\n]+)>[ \t]*$/gim)) {
    found.push({ name: match[1] || undefined, email: match[2].trim(), login: loginOfNoReply(match[2]) })
    if (found.length >= 100) break
  }
  return found
}

/** How a person reads in a table: the login, else the name, else the address; bots and GitHub's web merges said so. */
export function displayName(person: Person | undefined): string {
  if (!person) return 'unknown'
  if (isWebFlow(person)) return 'GitHub (web-flow)'
  const name = person.login ?? person.name ?? person.email ?? 'unknown'
  return isBot(person) && !/\[bot\]$/i.test(name) ? `${name} (bot)` : name
}
