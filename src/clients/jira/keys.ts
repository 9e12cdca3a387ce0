/**
 * Jira issue keys in free text (a commit message, a branch name, a pull request's title and
 * body), found as the reference client finds them, so both record the same issues:
 *
 * - the text is upper-cased, so `shop-42` is `SHOP-42`;
 * - a key is a word boundary, a letter, 1 to 9 letters or digits, a dash and digits (or, with
 *   project keys given, one of those keys, a dash and digits);
 * - a key every occurrence of which is followed by `-<digit>` is part of a longer identifier
 *   (`CVE-2026-41284` holds no issue `CVE-2026`) and left out;
 * - the keys are unique and sorted.
 */

/** A Jira project key as Jira allows one: a letter, then letters, digits or underscores; 2 to 10 in all. */
export const PROJECT_KEY = /^[A-Za-z][A-Za-z0-9_]{1,9}$/

const ANY_PROJECT = /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g
const DASH_DIGIT = /^-[0-9]/

/**
 * Upper case one character at a time, keeping a character whose upper case is longer (`ß`)
 * as it is: the reference client maps each character to one, and a key must be found at the
 * same place in both.
 */
function upper(text: string): string {
  let out = ''
  for (const ch of text) {
    const u = ch.toUpperCase()
    out += [...u].length === 1 ? u : ch
  }
  return out
}

function partOfLongerIdentifier(text: string, key: string): boolean {
  for (let from = text.indexOf(key); from !== -1; from = text.indexOf(key, from + 1)) {
    if (!DASH_DIGIT.test(text.slice(from + key.length, from + key.length + 2))) return false
  }
  return true
}

/** The issue keys in `texts`, taken together; only keys of `projectKeys` when any are given. */
export function findIssueKeys(texts: string[], projectKeys: string[] = []): string[] {
  const text = upper(texts.join('\n'))
  const projects = projectKeys.map((k) => k.trim().toUpperCase()).filter((k) => PROJECT_KEY.test(k))
  const pattern = projectKeys.length === 0 ? ANY_PROJECT : projects.length > 0 ? new RegExp(`\\b(?:${projects.join('|')})-[0-9]+`, 'g') : undefined
  if (!pattern) return []
  const found = new Set(text.match(pattern) ?? [])
  return [...found].filter((key) => !partOfLongerIdentifier(text, key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
