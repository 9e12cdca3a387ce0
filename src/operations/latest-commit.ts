import type { Inputs } from '../inputs.js'
import { latestCommit } from '../service/catalogue/artifacts.js'
import { PATTERNS } from '../service/patterns.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { serviceOperation } from './types.js'

interface Settings {
  flow: string
  artifact: ArtifactRef
  branch?: string
}

/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
export default serviceOperation<Settings>({
  endpoint: latestCommit,
  read: (inputs: Inputs) => ({
    flow: inputs.required('flow', PATTERNS.flowName),
    artifact: readArtifactRef(inputs, { required: true, pattern: PATTERNS.fingerprintPrefix })!,
    branch: inputs.optional('branch')
  }),
  async run(settings, { client, org, common, log }) {
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const response = await client.call(latestCommit, { org, flow_name: settings.flow, fingerprint, branch: settings.branch })
    const commit = response.data?.latest_commit
    // The service answers null when it knows no commit: an empty output, never "null".
    const found = typeof commit === 'string' ? commit : ''
    return {
      outputs: { fingerprint, latest_commit: found },
      summary: {
        title: `Latest commit: ${settings.flow}`,
        facts: [
          ['Artifact', fingerprint],
          ['Branch', settings.branch],
          ['Latest commit', response.dryRun ? undefined : found || 'none known']
        ]
      }
    }
  }
})
