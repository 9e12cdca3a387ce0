import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../../helpers/run-action.js'

const CHECK = path.join(ROOT, 'scripts', 'check-cycles.mjs')

function check(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cycles-'))
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true })
      writeFileSync(path.join(dir, 'src', name), text)
    }
    return spawnSync(process.execPath, [CHECK, path.join(dir, 'src')], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the import cycle check (npm run lint)', () => {
  it('passes the sources as they are', () => {
    const result = spawnSync(process.execPath, [CHECK], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^Imports: no cycles among \d+ modules in src\//)
  })

  it('fails on a cycle made of a type-only import and a lazy import, naming the loop', () => {
    const result = check({
      'a/one.ts': "import type { Two } from '../b/two.js'\nexport type One = Two\n",
      'b/two.ts': "export type Two = string\nexport const load = () => import('../a/one.js')\n",
      'c/free.ts': "import type { One } from '../a/one.js'\nexport type Free = One\n"
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('1 cycle(s) in src/')
    expect(result.stderr).toContain('src/a/one.ts → src/b/two.ts → src/a/one.ts')
    expect(result.stderr).not.toContain('free.ts')
  })

  it('ignores an import that only a comment mentions', () => {
    const result = check({
      'one.ts': "// import { two } from './two.js'\nexport const one = 1\n",
      'two.ts': "import { one } from './one.js'\nexport const two = one\n"
    })
    expect(result.status).toBe(0)
  })
})
