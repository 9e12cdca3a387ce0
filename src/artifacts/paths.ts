import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'
import { ActionError, invalidInput } from '../errors.js'
import { BadPatternError, PathPattern } from './match.js'

const GLOB_META = /[*?[]/

/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so.
 */
export async function expandPaths(entries: string[], baseDir: string, input = 'paths'): Promise<{ paths: string[]; unmatched: string[] }> {
  const found = new Set<string>()
  const unmatched: string[] = []
  for (const entry of entries) {
    const absolute = path.resolve(baseDir, entry)
    if (!GLOB_META.test(absolute)) {
      try {
        await lstat(absolute)
      } catch (err) {
        throw invalidInput(input, `${absolute} ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(err as NodeJS.ErrnoException).code})`}`, 'existing files or directories, or globs')
      }
      found.add(absolute)
      continue
    }
    const matches = await expandGlob(absolute, input)
    if (matches.length === 0) unmatched.push(entry)
    for (const m of matches) found.add(m)
  }
  return { paths: [...found].sort(), unmatched }
}

async function expandGlob(absolute: string, input: string): Promise<string[]> {
  const segments = absolute.split(path.sep).slice(1)
  const firstGlob = segments.findIndex((s) => GLOB_META.test(s))
  const base = path.sep + segments.slice(0, firstGlob).join(path.sep)
  const rest = segments.slice(firstGlob)
  let pattern: PathPattern
  try {
    pattern = new PathPattern(rest.join('/'))
  } catch (err) {
    if (err instanceof BadPatternError) throw invalidInput(input, `glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`')
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
      throw new ActionError('invalid_input', `input \`${input}\`: cannot list ${dir} (${code})`)
    }
    for (const entry of entries) {
      const segs = [...relative, entry.name]
      const full = path.join(dir, entry.name)
      if (pattern.matches(segs)) matches.push(full)
      // Globs do not descend through symlinked directories, as Go's walk does not.
      if (entry.isDirectory() && segs.length < maxDepth) await walk(full, segs)
    }
  }
  await walk(base, [])
  return matches
}
