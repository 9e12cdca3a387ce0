import { createHash } from 'node:crypto'
import { Exclusions, IGNORE_FILE } from '../../../artifacts/exclusions.js'
import { badArgument } from '../errors.js'

/**
 * A bucket's objects as the folder the reference client downloads them into: each key a path
 * (`a/b.txt` is file `b.txt` in folder `a`), cleaned as a path is (`a//b`, `./a` and `a/../b`
 * name what they lead to). The fingerprint is then the algorithm's, without any file on disk.
 */
export interface BucketFile {
  kind: 'file'
  key: string
  size: number
}
interface BucketDir {
  kind: 'dir'
  children: Map<string, BucketNode>
}
type BucketNode = BucketFile | BucketDir

/** One entry of the walk, in the algorithm's order: its name's hash, then (for a file) which file. */
export interface WalkEntry {
  nameHash: string
  file?: BucketFile
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export class BucketTree {
  private readonly root: BucketDir = { kind: 'dir', children: new Map() }

  constructor(private readonly bucket: string) {}

  /** Adds an object; a key that leads outside the bucket's folder, or onto another object's path, is refused. */
  add(key: string, size: number): void {
    const segments = cleanSegments(key)
    if (segments === undefined)
      throw badArgument('bucket', `object \`${key}\` in bucket ${this.bucket} names a path outside the bucket (\`..\`); it cannot be fingerprinted as a folder`)
    if (segments.length === 0) return
    let dir = this.root
    for (const [i, name] of segments.entries()) {
      const existing = dir.children.get(name)
      const last = i === segments.length - 1
      if (last) {
        if (existing) throw collision(this.bucket, key, existing)
        dir.children.set(name, { kind: 'file', key, size })
      } else if (existing === undefined) {
        const child: BucketDir = { kind: 'dir', children: new Map() }
        dir.children.set(name, child)
        dir = child
      } else if (existing.kind === 'file') throw collision(this.bucket, key, existing)
      else dir = existing
    }
  }

  get empty(): boolean {
    return this.root.children.size === 0
  }

  /** The reference client reports a folder of one file (however deep) as that file, named by its base name. */
  singleFile(): { name: string; file: BucketFile } | undefined {
    let dir = this.root
    for (;;) {
      if (dir.children.size !== 1) return undefined
      const [[name, node]] = dir.children
      if (node.kind === 'file') return { name, file: node }
      dir = node
    }
  }

  /** The root's `.kosli_ignore`, when it is an object (a folder of that name is no ignore file). */
  ignoreFile(): BucketFile | undefined {
    const node = this.root.children.get(IGNORE_FILE)
    return node?.kind === 'file' ? node : undefined
  }

  /** Every entry the fingerprint takes, in its order: depth first, names sorted bytewise, excluded ones skipped with what they hold. */
  walk(exclusions: Exclusions): WalkEntry[] {
    const entries: WalkEntry[] = []
    const visit = (dir: BucketDir, at: string[]) => {
      for (const name of [...dir.children.keys()].sort(byBytes)) {
        const node = dir.children.get(name)!
        const segments = [...at, name]
        if (!exclusions.empty && exclusions.excludes(segments)) continue
        entries.push({ nameHash: sha256(name), ...(node.kind === 'file' && { file: node }) })
        if (node.kind === 'dir') visit(node, segments)
      }
    }
    visit(this.root, [])
    return entries
  }
}

/** Path segments as Go's filepath.Join cleans them; undefined when `..` climbs out of the root. */
export function cleanSegments(key: string): string[] | undefined {
  const out: string[] = []
  for (const part of key.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') {
      if (out.length === 0) return undefined
      out.pop()
    } else out.push(part)
  }
  return out
}

/** UTF-8 byte order, as Go sorts names (JavaScript's own order is UTF-16's, which differs past U+FFFF). */
export function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

function collision(bucket: string, key: string, existing: BucketNode) {
  const other = existing.kind === 'file' ? `object \`${existing.key}\`` : 'a folder of other objects'
  return badArgument('bucket', `object \`${key}\` in bucket ${bucket} lands on the same path as ${other}; such a bucket cannot be fingerprinted as a folder`)
}
