import { commitUrl } from '../clients/github/context.js'
import { hash } from '../action/summary.js'
import { latestCommit } from '../clients/service/catalogue/artifacts.js'
import { notAnObject } from '../clients/service/answers.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { ARTIFACT_INPUTS, ATTESTATION_INPUTS } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  flow: string
  artifact: ArtifactRef
  branch?: string
}

/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
export default serviceOperation({
  name: 'latest-commit',
  title: 'Latest commit lookup',
  description: "The latest commit the service knows for an artifact of a flow (e.g. the next approval's oldest-commit)",
  inputs: {
    flow: ATTESTATION_INPUTS.flow,
    ...ARTIFACT_INPUTS,
    fingerprint: {
      kind: 'string',
      pattern: PATTERNS.fingerprintPrefix,
      description: 'Artifact fingerprint: 5 to 64 lowercase hex (a prefix is enough), or sha256:<64 hex>. Or give artifact-path.'
    },
    branch: { kind: 'string', description: 'The branch to take the commit from' }
  },
  outputs: {
    fingerprint: 'The artifact fingerprint used',
    latest_commit: 'The 40-hex commit, empty when the service has none'
  },
  endpoint: latestCommit,
  read: (inputs): Settings => ({
    flow: inputs.required('flow'),
    artifact: readArtifactRef(inputs, { required: true })!,
    branch: inputs.string('branch')
  }),
  async run(settings, { client, org, common, log, context, app }) {
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const response = await client.call(latestCommit, { org, flow_name: settings.flow, fingerprint, branch: settings.branch }, undefined, {
      reads: (data) => {
        const commit = notAnObject(data) ? undefined : (data as { latest_commit?: unknown }).latest_commit
        return notAnObject(data) ?? (typeof commit === 'string' || commit === null ? undefined : 'it has no `latest_commit` (a commit SHA or null)')
      },
      // The answer is one commit SHA: anything near this size is not the service's answer.
      maxAnswerBytes: 64 * 1024
    })
    const commit = response.data?.latest_commit
    // The service answers null when it knows no commit: an empty output, never "null".
    const found = typeof commit === 'string' ? commit : ''
    return {
      outputs: { fingerprint, latest_commit: found },
      summary: {
        title: `Latest commit of an artifact in ${settings.flow}`,
        verdict: { ok: undefined, text: found ? `Latest commit: ${found.slice(0, 7)}` : 'The service knows no commit for it' },
        record: { href: app.artifact(org, settings.flow, fingerprint), text: 'artifact in the app' },
        facts: [
          ['Artifact', hash(fingerprint)],
          ['Branch', settings.branch],
          ['Latest commit', found ? hash(found, commitUrl(context, found)) : undefined]
        ]
      }
    }
  }
})
