// Reads SARIF files as attest-sarif does (src/operations/sarif-input.ts: stat, then a stream
// through the selective JSON reader, findings counted per severity) and prints the counts as
// JSON: what scripts/bench-sarif.js times beside jq.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-loader.mjs scripts/bench-sarif-read.ts FILE...
import { FindingTally, SarifTally } from '../src/evidence/sarif-severity.js'
import { readSarifInput } from '../src/operations/readers/sarif-input.js'

const tally = new FindingTally('high')
let results = 0
const counting = new SarifTally(tally)
await readSarifInput('scan-results', process.argv.slice(2), process.cwd(), {
  result(run, result) {
    results++
    counting.result(run, result)
  },
  runEnd: (run, tool) => counting.runEnd(run, tool)
})
console.log(JSON.stringify({ results, ...tally.total, failing: tally.failing }))
