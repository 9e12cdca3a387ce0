import path from 'node:path'
import { allowArtifact } from '../clients/service/catalogue/allowlists.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash } from '../action/summary.js'
import { ARTIFACT_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'

interface Settings {
  environment: string
  artifact: ArtifactRef
  name: string
  reason: string
}

/**
 * The name `kosli allow artifact` sends for the artifact it was given: a file's or folder's
 * base name, an image's reference as written.
 */
function nameOf(artifact: Exclude<ArtifactRef, { fingerprint: string }>): string {
  return 'image' in artifact ? artifact.image : path.basename(artifact.path)
}

/**
 * Allows an artifact to run in an environment without full evidence (a vendor image, a hotfix
 * signed off elsewhere), with the reason, as `kosli allow artifact` does: its running there no
 * longer makes the environment non-compliant.
 */
export default serviceOperation({
  name: 'allow-artifact',
  title: 'Allowlist entry',
  description:
    "Allow an artifact to run in an environment without full evidence, with the reason: it no longer makes the environment's snapshots non-compliant",
  inputs: {
    environment: { kind: 'string', pattern: PATTERNS.environmentName, required: true, description: 'The environment the artifact is allowed in' },
    ...ARTIFACT_INPUTS,
    'artifact-name': {
      kind: 'string',
      description: "The artifact's name as the allowlist shows it: required with fingerprint; default the base name of artifact-path (an image's reference)"
    },
    reason: { kind: 'string', required: true, description: 'Why the artifact may run there without full evidence' }
  },
  outputs: {
    fingerprint: 'The fingerprint allowed'
  },
  endpoint: allowArtifact,
  read: (inputs): Settings => {
    const environment = inputs.required('environment')
    const artifact = readArtifactRef(inputs, { required: true })!
    const given = inputs.string('artifact-name')
    if (given === undefined && 'fingerprint' in artifact)
      throw inputs.fail('artifact-name', 'required with `fingerprint` but not given', "the artifact's name, e.g. `datadog-agent`")
    const reason = inputs.required('reason')
    if (reason.trim() === '') throw inputs.fail('reason', 'is blank', 'a sentence saying why the artifact may run there')
    return { environment, artifact, name: given ?? nameOf(artifact as Exclude<ArtifactRef, { fingerprint: string }>), reason }
  },
  async run(settings, { client, org, common, log, app }) {
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const response = await client.call(
      allowArtifact,
      { org, env_name: settings.environment },
      { artifact_fingerprint: fingerprint, artifact_name: settings.name, description: settings.reason }
    )
    return {
      outputs: { fingerprint },
      summary: {
        title: `Allowlist of ${settings.environment}`,
        verdict: response.dryRun ? { ok: undefined, text: 'Dry run' } : { ok: true, text: `${settings.name} allowed in ${settings.environment}` },
        record: { href: app.environment(org, settings.environment), text: 'environment in the app' },
        facts: [
          ['Artifact', settings.name],
          ['Fingerprint', hash(fingerprint)],
          ['Reason', settings.reason]
        ]
      }
    }
  }
})
