/** What the clone says of a commit, as an attestation records it. */
export interface LocalCommit {
  parents: string[]
  /** `Name <email>`, the author's, as the reference client writes it. */
  author: string
  /** The author's time, in seconds (not the committer's, as the reference client reports it). */
  timestamp: number
  message: string
}

const PARENT = /^parent ([0-9a-f]{40})$/
const IDENT = /^([^<>\s](?:[^<>]*[^<>\s])?) <([^<>]*)> (\d{1,15}) [+-]\d{4}$/
const UTF8 = /^utf-?8$/i

/**
 * The fields of a commit object's content (git's `commit` format), as `git show` prints them
 * with `%P`, `%an <%ae>`, `%at` and `%B`; undefined for one git would print otherwise, which is
 * left to git: a message in another encoding (git re-encodes it), an odd ident (git and the
 * reference client split `<` and `>` differently), a NUL (git's output stops there), headers out
 * of their order.
 * Two differences from git, both as the reference client (go-git) reads the object:
 * - the parents are the object's own, as GitHub gives them too: at the edge of a shallow clone,
 *   `git show` would print none;
 * - a commit of headers only, with no blank line, has an empty message: git's `%B` prints from
 *   past the end of its buffer there (bytes of the heap, measured with git 2.39).
 */
export function parseCommitObject(content: Buffer): LocalCommit | undefined {
  if (content.includes(0)) return undefined
  const text = content.toString('utf8')
  const blank = text.indexOf('\n\n')
  const lines = (blank === -1 ? text.replace(/\n$/, '') : text.slice(0, blank)).split('\n')
  if (!/^tree [0-9a-f]{40}$/.test(lines[0] ?? '')) return undefined
  const parents: string[] = []
  let line = 1
  for (let parent; (parent = PARENT.exec(lines[line] ?? '')); line++) parents.push(parent[1])
  const author = IDENT.exec(lines[line]?.startsWith('author ') ? lines[line].slice(7) : '')
  if (!author) return undefined
  let committers = 0
  for (const header of lines.slice(line + 1)) {
    // A header's further lines (a signature, a merged tag) begin with a space.
    if (header.startsWith(' ')) continue
    if (header.startsWith('committer ')) committers++
    else if (header.startsWith('encoding ')) {
      if (!UTF8.test(header.slice(9))) return undefined
    } else if (/^(parent|author|tree) /.test(header) || !/^[a-z][a-z0-9-]* /.test(header)) return undefined
  }
  if (committers !== 1) return undefined
  return {
    parents,
    author: `${author[1]} <${author[2]}>`,
    timestamp: Number(author[3]),
    message: blank === -1 ? '' : text.slice(blank + 2).trim()
  }
}
