import { isBot, loginOfNoReply, type Person } from './people.js'
import type { PullRequestDetail } from './pull-requests.js'

/** One pull request judged by the four-eyes rule. */
export interface FourEyesVerdict {
  url: string
  title: string
  merged: boolean
  /** The approvers that count: each someone other than everyone who made the change. */
  approvers: string[]
  reviewed: boolean
  /** Why it does not count, in words; empty when it does. */
  why: string
}

/**
 * The four-eyes rule over one pull request: it counts when it was merged and the latest
 * verdict of some reviewer is an approval (not dismissed, not followed by a request for
 * changes) by someone who is neither its author nor an author, committer or credited co-author
 * of any of its commits. A bot's approval is no second pair of eyes: it never counts.
 */
export function fourEyes(detail: PullRequestDetail): FourEyesVerdict {
  const { found } = detail
  const merged = found.state === 'MERGED'
  const makers = makersOf(detail)
  const author = detail.author.login?.toLowerCase()
  const approvals = detail.verdicts.filter((v) => v.state === 'APPROVED')
  const refused: string[] = []
  const approvers: string[] = []
  for (const approval of approvals) {
    const login = approval.username.toLowerCase()
    if (isBot({ login: approval.username, type: approval.type })) refused.push(`${approval.username} (a bot)`)
    else if (login === author) refused.push(`${approval.username} (its author)`)
    else if (makers.has(login)) refused.push(`${approval.username} (an author or committer of its commits)`)
    else approvers.push(approval.username)
  }
  const base = { url: found.url, title: found.title, merged, approvers }
  if (!merged) return { ...base, reviewed: false, why: `not merged (${found.state.toLowerCase()})` }
  if (approvers.length > 0) return { ...base, reviewed: true, why: '' }
  if (refused.length > 0) return { ...base, reviewed: false, why: `approved only by ${refused.join(', ')}` }
  const standing = detail.verdicts
    .filter((v) => v.state !== 'APPROVED')
    .map((v) => (v.state === 'DISMISSED' ? `${v.username}'s review was dismissed` : `${v.username} requested changes`))
  return { ...base, reviewed: false, why: standing.length > 0 ? `no standing approval: ${standing.join('; ')}` : 'no approval' }
}

/**
 * Everyone who made the change, by login: the commits' authors and committers as GitHub links
 * them, their no-reply addresses, and the co-authors their messages credit, matched by the
 * address of a commit whose account GitHub knows, or by a no-reply address.
 */
function makersOf(detail: PullRequestDetail): Set<string> {
  const makers = new Set<string>()
  const byEmail = new Map<string, string>()
  const add = (person: Person) => {
    const login = person.login ?? loginOfNoReply(person.email)
    if (!login) return
    makers.add(login.toLowerCase())
    if (person.email) byEmail.set(person.email.toLowerCase(), login.toLowerCase())
  }
  for (const c of detail.commits) {
    add(c.author)
    add(c.committer)
  }
  for (const c of detail.commits)
    for (const coAuthor of c.coAuthors) {
      const login = coAuthor.login ?? byEmail.get(coAuthor.email?.toLowerCase() ?? '')
      if (login) makers.add(login.toLowerCase())
    }
  return makers
}
