import { removeOwnTmpdir } from './own-tmpdir.mjs'
import report from './skipped-report.mjs'

export default function globalTeardown() {
  report()
  removeOwnTmpdir()
}
