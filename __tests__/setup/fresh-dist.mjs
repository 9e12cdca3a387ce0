// End-to-end tests run the bundle, so a dist/ older than src/ would test yesterday's code.
// Before any test: if dist/ was not built from the sources as they are, build it now.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT, sourcesHash } from '../../scripts/sources-hash.mjs'

export default function freshDist() {
  const stamp = path.join(ROOT, 'dist', 'sources.sha256')
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : ''
  if (built === sourcesHash()) return
  console.log('\ndist/ was not built from the current sources: running `npm run build` before the tests.')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('`npm run build` failed: the end-to-end tests need a dist/ built from the current sources')
}
