import { stat } from 'node:fs/promises'
import { fingerprintArtifact } from '../artifacts/fingerprint.js'
import { expandPaths } from '../artifacts/paths.js'
import { invalidInput, jsonKindOf } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { namingInput } from './artifact-input.js'
import { defineOperation } from './types.js'

interface ServerArtifact {
  digests: Record<string, string>
  creationTimestamp: number
}

interface Settings {
  environment: string
  paths: string[]
  exclude: string[]
  artifacts: ServerArtifact[]
}

/** `artifacts` as given in JSON: checked entry by entry so the message can point at one. */
function checkArtifacts(value: unknown[] | undefined): ServerArtifact[] {
  if (value === undefined) return []
  const expected = 'a JSON array of `{"digests": {"<name>": "<64 hex>"}, "creationTimestamp": <seconds>}`'
  return value.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalidInput('artifacts', `entry ${i} is ${jsonKindOf(item)}`, expected)
    const { digests, creationTimestamp, ...extra } = item as Record<string, unknown>
    const unknownKeys = Object.keys(extra)
    if (unknownKeys.length > 0) throw invalidInput('artifacts', `entry ${i} has unknown field \`${unknownKeys[0]}\``, expected)
    if (!digests || typeof digests !== 'object' || Array.isArray(digests) || Object.keys(digests).length === 0) {
      throw invalidInput('artifacts', `entry ${i}: \`digests\` must be a non-empty object`, expected)
    }
    for (const [name, fp] of Object.entries(digests)) {
      if (typeof fp !== 'string' || !PATTERNS.fingerprint.re.test(fp)) {
        throw invalidInput('artifacts', `entry ${i}: digest of \`${name}\` is not a fingerprint`, PATTERNS.fingerprint.expected)
      }
    }
    if (!Number.isSafeInteger(creationTimestamp) || (creationTimestamp as number) < 0) {
      throw invalidInput('artifacts', `entry ${i}: \`creationTimestamp\` must be a whole number of seconds`, expected)
    }
    return { digests: digests as Record<string, string>, creationTimestamp: creationTimestamp as number }
  })
}

/** Reports what runs on a server: each matched path is one artifact, keyed by its path. */
export default defineOperation<Settings>({
  name: 'report-server-env',
  service: true,
  read: (inputs: Inputs) => ({
    environment: inputs.required('environment', PATTERNS.pathName),
    paths: inputs.list('paths'),
    exclude: inputs.list('exclude'),
    artifacts: checkArtifacts(inputs.jsonArray('artifacts'))
  }),
  async run(settings, { client, common, log }) {
    const { paths, unmatched } = await namingInput('paths', expandPaths(settings.paths, common.baseDir))
    for (const pattern of unmatched) log.warning(`input \`paths\`: \`${pattern}\` matched nothing`)
    const artifacts: ServerArtifact[] = []
    for (const artifactPath of paths) {
      const fingerprint = await namingInput('paths', fingerprintArtifact(artifactPath, { exclude: settings.exclude }))
      // The time of what the path points at, as the reference client reports it.
      const { mtimeMs } = await stat(artifactPath)
      artifacts.push({ digests: { [artifactPath]: fingerprint }, creationTimestamp: Math.floor(mtimeMs / 1000) })
    }
    artifacts.push(...settings.artifacts)
    const fingerprints: Record<string, string> = {}
    for (const a of artifacts) Object.assign(fingerprints, a.digests)
    if (artifacts.length === 0) log.info('No artifacts to report: the service keeps the environment\'s current snapshot.')
    const path = apiPath('environments', common.org!, settings.environment, 'report', 'server')
    const response = await client.send({ method: 'PUT', path, json: { type: 'server', artifacts }, schema: 'serverReport' })
    const outcome = response.dryRun ? 'dry run: nothing sent' : response.status === 201 ? 'new snapshot created' : 'processed; current snapshot kept'
    return {
      outputs: { fingerprints: JSON.stringify(fingerprints), artifact_count: artifacts.length },
      summary: {
        title: `Server report: ${settings.environment}`,
        facts: [
          ['Sent to', `PUT ${client.baseUrl}${path}`],
          ['Outcome', outcome],
          ['Artifacts', String(artifacts.length)]
        ],
        table: { head: ['Artifact', 'Fingerprint'], rows: Object.entries(fingerprints).map(([name, fp]) => [name, fp]) }
      }
    }
  }
})
