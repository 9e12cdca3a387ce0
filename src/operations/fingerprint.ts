import path from 'node:path'
import { hash } from '../action/summary.js'
import { readArtifactPath, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { ARTIFACT_PATH_INPUTS } from '../action/input-groups.js'
import { localOperation } from '../action/types.js'

interface Settings {
  artifact: Exclude<ArtifactRef, { fingerprint: string }>
}

/** Local only: the fingerprint the service would give the artifact, for later steps to use. */
export default localOperation({
  name: 'fingerprint',
  title: 'Fingerprinting',
  description: "Compute an artifact's fingerprint as the service's reference client does (a file, a folder, or an image), for later steps",
  inputs: {
    ...ARTIFACT_PATH_INPUTS,
    'artifact-path': {
      ...ARTIFACT_PATH_INPUTS['artifact-path'],
      required: true,
      description: 'A file or directory to fingerprint, or an image reference with artifact-type oci or docker'
    }
  },
  outputs: { fingerprint: 'The artifact fingerprint' },
  read: (inputs): Settings => ({ artifact: readArtifactPath(inputs) }),
  async run({ artifact }, { common, log }) {
    const fingerprint = await resolveFingerprint(artifact, { githubToken: common.githubToken, log })
    const what = 'image' in artifact ? artifact.image : artifact.path
    log.info(`${what}: ${fingerprint}`)
    return {
      outputs: { fingerprint },
      summary: {
        title: `Fingerprint of ${'image' in artifact ? artifact.image : path.basename(artifact.path)}`,
        verdict: { ok: true, text: `sha256:${fingerprint.slice(0, 12)}…` },
        facts: [
          ['Artifact', what],
          ['Type', artifact.type ?? 'what the path is'],
          ['Excluded', 'exclude' in artifact ? artifact.exclude.join(', ') : undefined],
          ['Fingerprint', hash(fingerprint)]
        ]
      }
    }
  }
})
