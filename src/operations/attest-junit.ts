import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expandPaths } from '../artifacts/paths.js'
import { invalidInput } from '../action/errors.js'
import { formatBytes } from '../util/text.js'
import { JUnitError, parseJUnit, totals } from '../evidence/junit.js'
import { ATTACHMENT_MAX_BYTES } from '../clients/service/catalogue/shapes.js'
import { attestJunit, type JUnitResult } from '../clients/service/catalogue/attestations.js'
import { namingInput } from './readers/artifact-input.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'
import { readInputFile } from './readers/input-files.js'
import type { InputReader } from '../action/reader.js'

const EXPECTED = 'JUnit XML files, folders of them, or globs'

const INPUTS = {
  'junit-results': { kind: 'list', required: true, description: 'JUnit XML files, folders of them or globs' }
} as const satisfies InputSpecs

/** A folder stands for the `.xml` files directly in it, as test runners leave them. */
function xmlFiles(entry: string): string[] {
  if (!statSync(entry, { throwIfNoEntry: false })?.isDirectory()) return [entry]
  let names: string[]
  try {
    names = readdirSync(entry)
  } catch (err) {
    throw invalidInput('junit-results', `${entry} cannot be listed (${(err as NodeJS.ErrnoException).code})`, EXPECTED)
  }
  return names
    .filter((name) => name.toLowerCase().endsWith('.xml'))
    .sort()
    .map((name) => path.join(entry, name))
    .filter((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
}

/**
 * All results together, at most: they are parsed in memory and attached too, and an
 * attachment is at most this once packed.
 */
const MAX_TOTAL_BYTES = ATTACHMENT_MAX_BYTES

/** Test results, parsed before anything is sent: a file that is not JUnit XML is named. */
async function readResults(inputs: InputReader<typeof INPUTS>): Promise<{ files: string[]; results: JUnitResult[] }> {
  const given = inputs.list('junit-results')
  if (given.length === 0) throw inputs.fail('junit-results', 'required but not given', EXPECTED)
  const { paths, unmatched } = await namingInput('junit-results', EXPECTED, expandPaths(given, inputs.baseDir))
  if (unmatched.length > 0) throw invalidInput('junit-results', `\`${unmatched[0]}\` matched nothing`, EXPECTED)
  const files = paths.flatMap(xmlFiles)
  if (files.length === 0) throw invalidInput('junit-results', `no \`.xml\` file in ${paths.join(', ')}`, EXPECTED)
  // Summed from `stat` before any is read; each read is bounded by what is left.
  const total = files.reduce((sum, file) => sum + (statSync(file, { throwIfNoEntry: false })?.size ?? 0), 0)
  if (total > MAX_TOTAL_BYTES)
    throw invalidInput(
      'junit-results',
      `the ${files.length} file(s) come to ${total} bytes, over the limit of ${formatBytes(MAX_TOTAL_BYTES)} for all results together (they are attached too)`,
      `${EXPECTED}, at most ${formatBytes(MAX_TOTAL_BYTES)} in all`
    )
  const results: JUnitResult[] = []
  let read = 0
  for (const file of files) {
    const content = readInputFile('junit-results', file, MAX_TOTAL_BYTES - read, EXPECTED)
    read += content.length
    const text = content.toString('utf8')
    try {
      results.push(...parseJUnit(file, text))
    } catch (err) {
      if (err instanceof JUnitError) throw invalidInput('junit-results', err.message, EXPECTED)
      throw err
    }
  }
  return { files, results }
}

/** Test results: one result per suite; compliant exactly when nothing failed and nothing erred. */
export default attestationOperation({
  name: 'attest-junit',
  title: 'JUnit test results',
  description: 'Record JUnit XML test results in a trail: compliant when no test failed or erred; the files are attached',
  inputs: INPUTS,
  outputs: {
    tests: 'Number of tests over every suite',
    failures: 'Number of failed tests',
    errors: 'Number of tests in error',
    skipped: 'Number of skipped tests'
  },
  endpoint: attestJunit,
  filesInput: 'junit-results',
  read: (inputs) => readResults(inputs),
  evidence({ files, results }) {
    const sum = totals(results)
    return {
      data: { junit_results: results },
      files,
      compliant: sum.failures === 0 && sum.errors === 0,
      outputs: sum,
      facts: [['Tests', `${sum.tests} in ${results.length} suite(s): ${sum.failures} failed, ${sum.errors} errors, ${sum.skipped} skipped`]],
      table: {
        head: ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Seconds'],
        rows: results.map((r) => [r.name, String(r.total), String(r.failures), String(r.errors), String(r.skipped), r.duration.toFixed(2)])
      }
    }
  }
})
