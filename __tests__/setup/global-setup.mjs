import freshDist from './fresh-dist.mjs'
import { useOwnTmpdir } from './own-tmpdir.mjs'
import { startRecording } from './skipped-report.mjs'

export default function globalSetup() {
  // First: the skips' file goes under it too.
  useOwnTmpdir()
  startRecording()
  freshDist()
}
