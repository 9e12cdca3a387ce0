import { lstatSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ActionError } from '../action/errors.js'
import { trailAuditPackage } from '../clients/service/catalogue/trails.js'
import { ServiceError } from '../clients/service/failure.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { serviceOperation } from '../action/types.js'
import { formatBytes } from '../util/text.js'
import { trailOf } from './readers/attestation-inputs.js'

/** No audit package is larger than this; a longer answer is not one, and the disk is spared. */
export const MAX_PACKAGE_BYTES = 64 * 1024 ** 3

interface Settings {
  flow: string
  trail?: string
  /** Where the package goes; undefined: a file under RUNNER_TEMP named after the trail. */
  outputPath?: string
}

/** Why `file` cannot be written as the package, or undefined when it can. */
function outputProblem(file: string): string | undefined {
  try {
    const info = lstatSync(file)
    if (info.isDirectory()) return 'is a folder; name the file to write'
    if (!info.isFile()) return 'exists and is not a regular file'
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return `cannot be examined (${(err as NodeJS.ErrnoException).code})`
  }
  return undefined
}

/**
 * Downloads a trail's audit package (the app's "Download Full Audit Package": a gzipped tar of
 * the trail, its attestations, their attachments and a report) to a file, as it arrives: never
 * held in memory, whatever its size. The `path` output goes straight to actions/upload-artifact.
 */
export default serviceOperation({
  name: 'audit-package',
  title: 'Audit package',
  description: "Download a trail's audit package (its evidence as one .tar.gz) to a file, for actions/upload-artifact to keep with the run",
  inputs: {
    flow: { kind: 'string', pattern: PATTERNS.flowName, required: true, description: 'Flow name' },
    trail: { kind: 'string', pattern: PATTERNS.trailName, description: 'Trail name (default: the workflow commit SHA)' },
    'output-path': {
      kind: 'path',
      description: 'The file to write (its folder is made); default: <flow>-<trail>-audit-package.tar.gz in a folder under RUNNER_TEMP'
    }
  },
  outputs: {
    path: 'The package file, for actions/upload-artifact',
    size: 'Its size in bytes'
  },
  endpoint: trailAuditPackage,
  read: (inputs): Settings => {
    const outputPath = inputs.path('output-path')
    const problem = outputPath === undefined ? undefined : outputProblem(outputPath)
    if (problem) throw inputs.fail('output-path', `${outputPath} ${problem}`, 'the path of a file to write, such as `audit/package.tar.gz`')
    return { flow: inputs.required('flow'), trail: inputs.string('trail'), outputPath }
  },
  async run(settings, { client, org, context, app }) {
    const trail = trailOf(settings.trail, context.sha)
    const file = settings.outputPath ?? path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'audit-package', `${settings.flow}-${trail}-audit-package.tar.gz`)
    mkdirSync(path.dirname(file), { recursive: true })
    let result
    try {
      result = await client.download(trailAuditPackage, { org, flow_name: settings.flow, trail_name: trail }, file, {
        maxBytes: MAX_PACKAGE_BYTES,
        accept: 'application/gzip, application/json'
      })
    } catch (err) {
      if (err instanceof ServiceError && err.status === 404)
        throw new ActionError(
          'not_found',
          `trail ${trail} of flow ${settings.flow} was not found in org ${org}, so it has no audit package: check \`flow\` and \`trail\` (default: the workflow's commit). ${err.message}`,
          { status: 404, cause: err }
        )
      throw err
    }
    const trailLink = { href: app.trail(org, settings.flow, trail), text: 'trail in the app' }
    if (result.dryRun)
      return {
        outputs: {},
        summary: { title: `Audit package of ${settings.flow} / ${trail}`, verdict: { ok: undefined, text: 'Dry run' }, record: trailLink, facts: [] }
      }
    return {
      outputs: { path: file, size: result.bytes },
      summary: {
        title: `Audit package of ${settings.flow} / ${trail}`,
        verdict: { ok: true, text: `Saved, ${formatBytes(result.bytes)}` },
        record: trailLink,
        facts: [
          ['File', file],
          ['Size', `${formatBytes(result.bytes)} (${result.bytes} bytes)`]
        ]
      }
    }
  }
})
