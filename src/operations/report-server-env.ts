import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fingerprintArtifact } from '../artifacts/fingerprint.js'
import { expandPaths } from '../artifacts/paths.js'
import { invalidInput } from '../action/errors.js'
import { jsonKindOf } from '../util/errors.js'
import { MAX_REPORTED_ARTIFACTS, reportServer, type ServerArtifact } from '../clients/service/catalogue/environments.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { ALL_IN_ENVIRONMENT, hash } from '../action/summary.js'
import { namingInput, readExclude } from './readers/artifact-input.js'
import { EXCLUDE_INPUT, ENVIRONMENT_INPUT } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

const PATHS_EXPECTED = 'files, folders or globs to fingerprint, each matching something'

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
export default serviceOperation({
  name: 'report-server-env',
  title: 'Server report',
  description: 'Report what runs on a server: each path matched is one artifact, fingerprinted as the reference client does',
  inputs: {
    ...ENVIRONMENT_INPUT,
    paths: { kind: 'list', description: 'Files, directories or globs, one per line or comma-separated; every match is one artifact' },
    ...EXCLUDE_INPUT,
    artifacts: {
      kind: 'json',
      description: 'JSON array of {"digests": {"name": "<sha256>"}, "creationTimestamp": <seconds>}, or @file.json, instead of or besides paths'
    }
  },
  outputs: {
    fingerprints: 'JSON object of artifact name (the absolute path) -> fingerprint',
    relative_fingerprints: "The same, keyed by path relative to working-directory, e.g. fromJSON(steps.report.outputs.relative_fingerprints)['dist/app.jar']",
    fingerprint: 'The fingerprint, when the report names exactly one artifact',
    artifact_count: 'Number of artifacts reported'
  },
  endpoint: reportServer,
  read: (inputs): Settings => ({
    environment: inputs.required('environment'),
    paths: inputs.list('paths'),
    exclude: readExclude(inputs),
    artifacts: checkArtifacts(inputs.jsonArray('artifacts'))
  }),
  async run(settings, { client, org, common, log, app }) {
    const { paths, unmatched } = await namingInput('paths', PATHS_EXPECTED, expandPaths(settings.paths, common.baseDir, MAX_REPORTED_ARTIFACTS))
    // A typo'd glob would otherwise report an empty environment: only no `paths` at all does.
    if (unmatched.length > 0) throw invalidInput('paths', `\`${unmatched[0]}\` matched nothing`, PATHS_EXPECTED)
    const count = paths.length + settings.artifacts.length
    // The listing stops one past the limit, so the true count past it is unknown.
    const over = paths.length > MAX_REPORTED_ARTIFACTS
    if (count > MAX_REPORTED_ARTIFACTS)
      throw invalidInput(
        'paths',
        `${over ? `over ${MAX_REPORTED_ARTIFACTS}` : paths.length} path(s) matched${settings.artifacts.length > 0 ? ` besides ${settings.artifacts.length} in \`artifacts\`` : ''}: ${over ? `over ${MAX_REPORTED_ARTIFACTS}` : count} artifacts, more than the ${MAX_REPORTED_ARTIFACTS} the service takes in one report`,
        `at most ${MAX_REPORTED_ARTIFACTS} files or folders (a folder is one artifact: name the folder, not \`folder/*\`)`
      )
    const artifacts: ServerArtifact[] = []
    for (const artifactPath of paths) {
      const fingerprint = await namingInput('paths', PATHS_EXPECTED, fingerprintArtifact(artifactPath, { exclude: settings.exclude }))
      // The time of what the path points at, as the reference client reports it.
      const { mtimeMs } = await stat(artifactPath)
      artifacts.push({ digests: { [artifactPath]: fingerprint }, creationTimestamp: Math.floor(mtimeMs / 1000) })
    }
    artifacts.push(...settings.artifacts)
    const fingerprints: Record<string, string> = {}
    for (const a of artifacts) Object.assign(fingerprints, a.digests)
    if (artifacts.length === 0) log.info("No artifacts to report: the service keeps the environment's current snapshot.")
    const response = await client.call(reportServer, { org, env_name: settings.environment }, { type: 'server', artifacts })
    const created = response.status === 201
    // Keys relative to working-directory read the way the workflow wrote `paths`.
    const relative = Object.fromEntries(
      Object.entries(fingerprints).map(([name, fp]) => [path.isAbsolute(name) ? path.relative(common.baseDir, name) || '.' : name, fp])
    )
    const only = artifacts.length === 1 ? Object.values(fingerprints)[0] : ''
    return {
      outputs: {
        fingerprints: JSON.stringify(fingerprints),
        relative_fingerprints: JSON.stringify(relative),
        fingerprint: only,
        artifact_count: artifacts.length
      },
      summary: {
        title: `Server report for ${settings.environment}`,
        verdict: {
          ok: true,
          text: created
            ? `New snapshot: ${artifacts.length} artifact(s) now run here`
            : artifacts.length === 0
              ? 'Empty report: the current snapshot is kept'
              : 'Nothing changed: the current snapshot is kept'
        },
        record: { href: app.environment(org, settings.environment), text: 'environment in the app' },
        facts: [['Artifacts', String(artifacts.length)]],
        table: {
          head: ['Artifact', 'Fingerprint'],
          rows: Object.entries(relative).map(([name, fp]) => [name, hash(fp)]),
          rest: ALL_IN_ENVIRONMENT
        }
      }
    }
  }
})
