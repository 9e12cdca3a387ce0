import freshDist from './fresh-dist.mjs'
import { startRecording } from './skipped-report.mjs'

export default function globalSetup() {
  startRecording()
  freshDist()
}
