import { fingerprintArtifact, type ArtifactType } from '../artifacts/fingerprint.js'
import type { Inputs } from '../inputs.js'
import { ARTIFACT_TYPES, namingInput } from './artifact-input.js'
import { defineOperation } from './types.js'

interface Settings {
  path: string
  type?: ArtifactType
  exclude: string[]
}

/** Local only: the fingerprint the service would give the artifact, for later steps to use. */
export default defineOperation<Settings>({
  name: 'fingerprint',
  service: false,
  read: (inputs: Inputs) => ({
    path: inputs.path(inputs.required('artifact-path')),
    type: inputs.oneOf('artifact-type', ARTIFACT_TYPES),
    exclude: inputs.list('exclude')
  }),
  async run(settings, { log }) {
    const fingerprint = await namingInput('artifact-path', fingerprintArtifact(settings.path, { type: settings.type, exclude: settings.exclude }))
    log.info(`${settings.path}: ${fingerprint}`)
    return {
      outputs: { fingerprint },
      summary: {
        title: 'Fingerprint',
        facts: [
          ['Artifact', settings.path],
          ['Excluded', settings.exclude.join(', ')],
          ['Fingerprint', fingerprint]
        ]
      }
    }
  }
})
