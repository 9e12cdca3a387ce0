import type { Dirent } from 'node:fs'
import { lstat, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { ArtifactError } from './errors.js'
import { kindOf } from './file-hash.js'
import { BadPatternError, PathPattern } from './match.js'

const GLOB_META = /[*?[]/
const EXPECTED = 'existing files or directories, or globs'

/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so. A FIFO, socket or device
 * (or a link to one) is refused, naming it; a broken link is left for the caller to report.
 * Past `maxPaths`, the walk stops at one more than that: a glob over a huge tree is refused by
 * the caller without being listed whole first.
 */
export async function expandPaths(entries: string[], baseDir: string, maxPaths = Infinity): Promise<{ paths: string[]; unmatched: string[] }> {
  const found = new Set<string>()
  const unmatched: string[] = []
  for (const entry of entries) {
    const absolute = path.resolve(baseDir, entry)
    if (!GLOB_META.test(absolute)) {
      try {
        await lstat(absolute)
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code
        const why =
          code === 'ENOENT'
            ? 'does not exist'
            : code === 'EACCES' || code === 'EPERM'
              ? `cannot be read: permission denied (${code})`
              : `cannot be read (${code})`
        throw new ArtifactError(`${absolute} ${why}`, EXPECTED, { cause: err })
      }
      found.add(absolute)
      continue
    }
    const matches = await expandGlob(absolute, maxPaths + 1 - found.size)
    if (matches.length === 0) unmatched.push(entry)
    for (const m of matches) found.add(m)
    if (found.size > maxPaths) return { paths: [...found].sort(), unmatched }
  }
  const paths = [...found].sort()
  // Whoever reads these next must not be handed a FIFO or a device: a read of one never ends.
  for (const p of paths) {
    const stats = await stat(p).catch(() => undefined)
    if (stats && !stats.isFile() && !stats.isDirectory()) throw new ArtifactError(`${p} is not a regular file: it is ${kindOf(stats)}`, EXPECTED)
  }
  return { paths, unmatched }
}

async function expandGlob(absolute: string, limit: number): Promise<string[]> {
  const segments = absolute.split(path.sep).slice(1)
  const firstGlob = segments.findIndex((s) => GLOB_META.test(s))
  const base = path.sep + segments.slice(0, firstGlob).join(path.sep)
  const rest = segments.slice(firstGlob)
  let pattern: PathPattern
  try {
    pattern = new PathPattern(rest.join('/'))
  } catch (err) {
    if (err instanceof BadPatternError) throw new ArtifactError(`glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`')
    throw err
  }
  const maxDepth = rest.includes('**') ? Infinity : rest.length
  const matches: string[] = []
  const walk = async (dir: string, relative: string[]): Promise<void> => {
    let entries
    try {
      entries = await readdir(dir, { withFileTypes: true })
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') return
      const why = code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : `(${code})`
      throw new ArtifactError(`cannot list ${dir} to match \`${absolute}\`: ${why}`, EXPECTED, { cause: err })
    }
    for (const entry of entries) {
      if (matches.length >= limit) return
      const segs = [...relative, entry.name]
      const full = path.join(dir, entry.name)
      if (pattern.matches(segs)) matches.push(full)
      // Globs do not descend through symlinked directories, as Go's walk does not. Nothing here
      // opens a file, so a FIFO or device among the entries is only a name that may match.
      if (segs.length < maxDepth && (await isDirectory(entry, full))) await walk(full, segs)
    }
  }
  await walk(base, [])
  return matches
}

/** From the listing; a file system that does not report types there is asked (not followed). */
async function isDirectory(entry: Dirent, full: string): Promise<boolean> {
  if (entry.isDirectory()) return true
  if (entry.isFile() || entry.isSymbolicLink() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice()) return false
  return (await lstat(full).catch(() => undefined))?.isDirectory() ?? false
}
