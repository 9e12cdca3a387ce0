import type { Inputs } from '../inputs.js'
import { PATTERNS } from '../service/schemas.js'
import { apiPath } from '../service/url.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { defineOperation } from './types.js'

interface Settings {
  flow: string
  artifact: ArtifactRef
  branch?: string
}

/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
export default defineOperation<Settings>({
  name: 'latest-commit',
  service: true,
  read: (inputs: Inputs) => ({
    flow: inputs.required('flow', PATTERNS.flowName),
    artifact: readArtifactRef(inputs, { required: true, pattern: PATTERNS.fingerprintPrefix })!,
    branch: inputs.optional('branch')
  }),
  async run(settings, { client, common }) {
    const fingerprint = await resolveFingerprint(settings.artifact)
    const path = apiPath('artifacts', common.org!, settings.flow, fingerprint, 'latest_commit')
    const response = await client.send({ method: 'GET', path, query: settings.branch ? { branch: settings.branch } : undefined })
    const commit = (response.json as { latest_commit?: unknown } | undefined)?.latest_commit
    // The service answers null when it knows no commit: an empty output, never "null".
    const latestCommit = typeof commit === 'string' ? commit : ''
    return {
      outputs: { fingerprint, latest_commit: latestCommit },
      summary: {
        title: `Latest commit: ${settings.flow}`,
        facts: [
          ['Sent to', `GET ${client.baseUrl}${path}${settings.branch ? `?branch=${encodeURIComponent(settings.branch)}` : ''}`],
          ['Artifact', fingerprint],
          ['Branch', settings.branch],
          ['Latest commit', response.dryRun ? 'dry run: nothing sent' : latestCommit || 'none known']
        ]
      }
    }
  }
})
