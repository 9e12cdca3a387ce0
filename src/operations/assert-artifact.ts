import { ActionError } from '../action/errors.js'
import { assertArtifact } from '../clients/service/catalogue/queries.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash } from '../action/summary.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { ARTIFACT_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'
import { askVerdict, reasons, scopeText, VERDICT_INPUTS } from './readers/artifact-assertion.js'

interface Settings {
  artifact: ArtifactRef
  flow?: string
  environment?: string
  policies: string[]
  failOnNonCompliant: boolean
}

/** The gate before deploy: asks the service whether the artifact is compliant, and stops the job if not. */
export default serviceOperation({
  name: 'assert-artifact',
  title: 'Artifact assertion',
  description: 'Ask the service whether an artifact is compliant (in a flow, for an environment, under policies), and stop the job if not',
  inputs: {
    ...ARTIFACT_INPUTS,
    flow: { kind: 'string', pattern: PATTERNS.flowName, description: 'The flow to assert against (default: KOSLI_FLOW)' },
    ...VERDICT_INPUTS
  },
  outputs: {
    fingerprint: 'The artifact fingerprint asserted',
    compliant: 'true or false',
    compliance_state: 'COMPLIANT or NON-COMPLIANT',
    html_url: 'The artifact in the service web app'
  },
  endpoint: assertArtifact,
  read: (inputs): Settings => ({
    artifact: readArtifactRef(inputs, { required: true })!,
    flow: inputs.string('flow'),
    environment: inputs.string('environment'),
    policies: inputs.list('policies'),
    failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
  }),
  async run(settings, { client, org, common, log }) {
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const result = await askVerdict({ client, org }, fingerprint, settings)
    if (!result) {
      return {
        outputs: { fingerprint },
        summary: { title: 'Artifact assertion', verdict: { ok: undefined, text: 'Dry run' }, facts: [['Artifact', hash(fingerprint)]] }
      }
    }
    const compliant = result.compliant === true
    const why = compliant ? [] : reasons(result)
    const scope = scopeText(settings)
    const failure =
      compliant || !settings.failOnNonCompliant
        ? undefined
        : new ActionError(
            'non_compliant',
            `artifact ${fingerprint} is not compliant${scope ? ` (${scope})` : ''}: ${why.length > 0 ? why.join('; ') : 'the service gave no reason'}${result.html_url ? `. See ${result.html_url}` : ''}`
          )
    return {
      outputs: { fingerprint, compliant: String(compliant), compliance_state: compliant ? 'COMPLIANT' : 'NON-COMPLIANT', html_url: result.html_url ?? '' },
      summary: {
        title: `Assertion of ${fingerprint.slice(0, 12)}… in ${result.flow || settings.flow || 'its flows'}`,
        verdict: {
          ok: compliant,
          text: compliant
            ? 'Compliant: safe to deploy'
            : `Not compliant${settings.failOnNonCompliant ? '' : ' (the step goes on: fail-on-non-compliant is false)'}`
        },
        record: result.html_url ? { href: result.html_url, text: 'artifact in the app' } : undefined,
        facts: [
          ['Artifact', hash(fingerprint, result.html_url || undefined)],
          ['Flow / trail', result.flow && result.trail ? `${result.flow} / ${result.trail}` : undefined],
          ['Scope', `${result.scope}${scope ? `: ${scope}` : ''}`]
        ],
        table: why.length > 0 ? { head: ['Why not compliant'], rows: why.map((w) => [w]) } : undefined
      },
      failure
    }
  }
})
