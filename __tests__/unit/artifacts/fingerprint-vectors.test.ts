import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fingerprintArtifact, stopHashHelpers } from '../../../src/artifacts/fingerprint.js'
import { buildTree, removeTree, type TreeEntry } from '../../helpers/tree.js'

interface Vector {
  name: string
  kind: 'file' | 'dir'
  entries: TreeEntry[]
  target?: string
  exclude?: string[]
  expected: string
}

// Produced by the reference client 2.43.1; copied from ../shared/fingerprints/vectors.json.
const vectors = JSON.parse(readFileSync(new URL('../../fixtures/fingerprint-vectors.json', import.meta.url), 'utf8')) as Vector[]

afterAll(() => stopHashHelpers())

describe('reference vectors', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
    const root = buildTree(vector.entries)
    try {
      const target = vector.target ? path.join(root, vector.target) : root
      await expect(fingerprintArtifact(target, { type: vector.kind, exclude: vector.exclude })).resolves.toBe(vector.expected)
    } finally {
      removeTree(root)
    }
  })
})
