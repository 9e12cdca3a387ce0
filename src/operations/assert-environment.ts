import { ActionError } from '../action/errors.js'
import { getSnapshot } from '../clients/service/catalogue/environments.js'
import { notAnObject } from '../clients/service/answers.js'
import { ServiceError } from '../clients/service/failure.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash, link, type Cell } from '../action/summary.js'
import { serviceOperation } from '../action/types.js'
import { breaches, type SnapshotAnswer } from './readers/snapshot-breaches.js'

interface Settings {
  environment: string
  failOnNonCompliant: boolean
}

/** The summary lists this many artifacts that break the snapshot, then says how many more. */
const MAX_ROWS = 50

/**
 * The environment's own gate, after a deploy or before promoting the next: asks for its latest
 * snapshot as `kosli assert snapshot <env>` does (`GET /snapshots/{org}/{env}/-1`), and is
 * compliant exactly when that answer's `compliant` is true, as the client concludes.
 */
export default serviceOperation({
  name: 'assert-environment',
  title: 'Environment assertion',
  description: 'Ask whether what runs in an environment now (its latest snapshot) is compliant, and stop the job if not',
  inputs: {
    environment: { kind: 'string', pattern: PATTERNS.environmentName, required: true, description: 'The environment to assert' },
    'fail-on-non-compliant': { kind: 'boolean', default: 'true', description: 'Fail the step when the environment is not compliant' }
  },
  outputs: {
    compliant: 'true or false',
    compliance_state: 'COMPLIANT or NON-COMPLIANT',
    html_url: 'The snapshot in the service web app'
  },
  endpoint: getSnapshot,
  read: (inputs): Settings => ({
    environment: inputs.required('environment'),
    failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
  }),
  async run({ environment, failOnNonCompliant }, { client, org, app }) {
    let response
    try {
      response = await client.call(
        getSnapshot,
        { org, env_name: environment, snapshot_expression: '-1' },
        undefined,
        // The gate concludes from `compliant` alone, as the reference client does: without it, it stays shut.
        {
          reads: (data) =>
            notAnObject(data) ?? (typeof (data as { compliant?: unknown }).compliant === 'boolean' ? undefined : 'it has no `compliant` true or false')
        }
      )
    } catch (err) {
      if (err instanceof ServiceError && err.status === 404)
        throw new ActionError(
          'not_found',
          `environment ${environment} has no snapshot to assert in org ${org}: it does not exist, is archived, or nothing has reported what runs there yet. ${err.message}`,
          { status: 404, cause: err }
        )
      throw err
    }
    if (response.dryRun)
      return {
        outputs: {},
        summary: { title: `Assertion of environment ${environment}`, verdict: { ok: undefined, text: 'Dry run' }, facts: [['Environment', environment]] }
      }
    const snapshot = response.data as SnapshotAnswer
    const compliant = snapshot.compliant === true
    const found = compliant ? [] : breaches(snapshot)
    const htmlUrl = typeof snapshot.html_url === 'string' ? snapshot.html_url : ''
    const where = `${environment}${typeof snapshot.index === 'number' ? ` (snapshot #${snapshot.index})` : ''}`
    const failure =
      compliant || !failOnNonCompliant
        ? undefined
        : new ActionError(
            'non_compliant',
            `environment ${where} is not compliant: ${
              found.length > 0 ? found.map((b) => `${b.name} (${b.fingerprint.slice(0, 12)}): ${b.why}`).join('; ') : 'the service gave no reason'
            }${htmlUrl ? `. See ${htmlUrl}` : ''}`
          )
    const rows: Cell[][] = found.slice(0, MAX_ROWS).map((b) => [link(b.href, b.name), hash(b.fingerprint, b.href), b.kind, b.why])
    if (found.length > MAX_ROWS) rows.push([`… and ${found.length - MAX_ROWS} more`, '', '', ''])
    const counts = snapshot.artifact_compliance_count
    return {
      outputs: { compliant: String(compliant), compliance_state: compliant ? 'COMPLIANT' : 'NON-COMPLIANT', html_url: htmlUrl },
      summary: {
        title: `Assertion of environment ${where}`,
        verdict: {
          ok: compliant,
          text: compliant
            ? 'Compliant: everything running there is'
            : `Not compliant${failOnNonCompliant ? '' : ' (the step goes on: fail-on-non-compliant is false)'}`
        },
        record: { href: htmlUrl || app.environment(org, environment), text: 'snapshot in the app' },
        facts: [
          ['Environment', environment],
          ['Snapshot', typeof snapshot.index === 'number' ? `#${snapshot.index}` : undefined],
          ['Artifacts', counts && typeof counts === 'object' ? `${counts.compliant ?? 0} compliant, ${counts.non_compliant ?? 0} not compliant` : undefined]
        ],
        table: rows.length > 0 ? { head: ['Artifact', 'Fingerprint', 'Breaks it by', 'Why'], rows } : undefined
      },
      failure
    }
  }
})
