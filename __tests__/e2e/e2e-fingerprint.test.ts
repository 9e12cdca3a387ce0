import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { runAction } from '../helpers/run-action.js'
import { sha256 } from '../helpers/hash.js'
import { buildTree, removeTree, type TreeEntry } from '../helpers/tree.js'

/**
 * The bundle's own fingerprint helper thread (dist/fingerprint-worker/index.js, started by
 * path from a lazily loaded chunk): a tree large enough for the helpers gives the algorithm's
 * fingerprint, and the files that never end are refused by the bundled action too.
 */

let workspace: string
const env = () => ({ GITHUB_WORKSPACE: workspace })

// 12 folders of 150 files, and one folder of 700 (split in runs of 256 between the threads).
const entries: TreeEntry[] = []
const text: string[] = []
for (let d = 0; d < 13; d++) {
  const folder = `folder-${String(d).padStart(2, '0')}`
  const count = d === 12 ? 700 : 150
  text.push(sha256(folder))
  for (let f = 0; f < count; f++) {
    const name = `file-${String(f).padStart(3, '0')}`
    entries.push({ path: `tree/${folder}/${name}`, content: `${d}/${f}` })
    text.push(sha256(name), sha256(`${d}/${f}`))
  }
}
const expected = sha256(text.join(''))

beforeAll(() => {
  workspace = buildTree([...entries, { path: 'inside/ok.txt', content: 'ok' }])
  execFileSync('mkfifo', [path.join(workspace, 'pipe'), path.join(workspace, 'inside', 'pipe')])
})
afterAll(() => removeTree(workspace))

describe('bundled action: fingerprints on every core', () => {
  it('a tree of 2,500 files gives the fingerprint of the algorithm', async () => {
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'tree' }, env())
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs.fingerprint).toBe(expected)
  })

  it('report-server-env: the same tree twice in one run, on the helpers started once', async () => {
    const run = await runAction(
      { operation: 'report-server-env', environment: 'production', paths: 'tree\ntree/folder-1*', 'dry-run': 'true', org: 'acme' },
      env()
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.outputs.fingerprints)[path.join(workspace, 'tree')]).toBe(expected)
  })

  it('artifact-path a FIFO: bad input naming the input and the path, not a hang', async () => {
    const pipe = path.join(workspace, 'pipe')
    for (const type of ['', 'file', 'dir']) {
      const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'pipe', 'artifact-type': type }, env())
      expect(run.code).toBe(1)
      expect(run.outputs.error_kind).toBe('invalid_input')
      expect(run.stdout).toContain(`::error::input \`artifact-path\`: ${pipe} is not a regular file: it is a FIFO; expected a file or directory to fingerprint`)
    }
  })

  it('a FIFO inside the folder: bad input naming the entry, not a hang', async () => {
    const run = await runAction({ operation: 'fingerprint', 'artifact-path': 'inside' }, env())
    expect(run.code).toBe(1)
    expect(run.outputs.error_kind).toBe('invalid_input')
    expect(run.stdout).toContain(`::error::input \`artifact-path\`: ${path.join(workspace, 'inside', 'pipe')} is not a regular file: it is a FIFO`)
  })
})
