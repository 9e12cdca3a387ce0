import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface TreeEntry {
  path: string
  content?: string
  content_b64?: string
  symlink?: string
  dir?: boolean
}

/** Builds entries under a fresh temporary root and returns it. */
export function buildTree(entries: TreeEntry[], root = mkdtempSync(path.join(os.tmpdir(), 'fp-'))): string {
  for (const entry of entries) {
    const full = path.join(root, entry.path)
    if (entry.dir) {
      mkdirSync(full, { recursive: true })
      continue
    }
    mkdirSync(path.dirname(full), { recursive: true })
    if (entry.symlink !== undefined) symlinkSync(entry.symlink, full)
    else writeFileSync(full, entry.content_b64 !== undefined ? Buffer.from(entry.content_b64, 'base64') : (entry.content ?? ''))
  }
  return root
}

export function tempDir(prefix = 'ea-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix))
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true })
}
