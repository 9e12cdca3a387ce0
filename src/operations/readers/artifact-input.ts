import { ArtifactError } from '../../artifacts/errors.js'
import { checkExcludePatterns } from '../../artifacts/exclusions.js'
import { EXPECTED_REFERENCE, isImageId, parseImageReference } from '../../artifacts/image/reference.js'
import { invalidInput } from '../../action/errors.js'
import type { Log } from '../../util/log.js'
import type { ARTIFACT_INPUTS, ARTIFACT_PATH_INPUTS, EXCLUDE_INPUT, REGISTRY_CREDENTIALS } from '../../action/input-groups.js'
import type { InputReader } from '../../action/reader.js'

export type ArtifactKind = 'file' | 'dir' | 'oci' | 'docker'
type ImageKind = Extract<ArtifactKind, 'oci' | 'docker'>

/** An artifact named by its fingerprint, by a path the action fingerprints, or by an image reference. */
export type ArtifactRef =
  | { fingerprint: string }
  | { path: string; type?: Exclude<ArtifactKind, ImageKind>; exclude: string[] }
  | { image: string; type: ImageKind; username?: string; password?: string }

const PATH_EXPECTED = 'a file or folder to fingerprint'

/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs: InputReader<typeof REGISTRY_CREDENTIALS>): { username?: string; password?: string } {
  const username = inputs.string('registry-username')
  const password = inputs.string('registry-password')
  if ((username === undefined) !== (password === undefined)) {
    throw invalidInput(
      username === undefined ? 'registry-username' : 'registry-password',
      'given without the other',
      'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)'
    )
  }
  return { username, password }
}

/** The image reference is checked when read, so a malformed one fails before anything else happens. */
function checkImageReference(reference: string, type: ImageKind): void {
  if (type === 'docker' && isImageId(reference)) return
  try {
    parseImageReference(reference)
  } catch (err) {
    if (err instanceof ArtifactError) throw invalidInput('artifact-path', err.message, err.expected ?? EXPECTED_REFERENCE)
    throw err
  }
}

/** `exclude`, each pattern checked when read: a malformed one is refused before any file is read. */
export function readExclude(inputs: InputReader<typeof EXCLUDE_INPUT>): string[] {
  const patterns = inputs.list('exclude')
  try {
    return checkExcludePatterns(patterns)
  } catch (err) {
    if (err instanceof ArtifactError) throw inputs.fail('exclude', err.message, err.expected)
    throw err
  }
}

/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs: InputReader<typeof ARTIFACT_PATH_INPUTS>, artifactPath: string, type: ArtifactKind | undefined): ArtifactRef {
  if (type === 'oci' || type === 'docker') {
    checkImageReference(artifactPath, type)
    return { image: artifactPath, type, ...readRegistryCredentials(inputs) }
  }
  return { path: inputs.resolve(artifactPath), type, exclude: readExclude(inputs) }
}

/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
export function readArtifactPath(inputs: InputReader<typeof ARTIFACT_PATH_INPUTS>): Exclude<ArtifactRef, { fingerprint: string }> {
  const artifactPath = inputs.required('artifact-path', '(a file, folder or image to fingerprint)')
  return pathRef(inputs, artifactPath, inputs.choice('artifact-type')) as Exclude<ArtifactRef, { fingerprint: string }>
}

/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
export function readArtifactRef(inputs: InputReader<typeof ARTIFACT_INPUTS>, options: { required: boolean }): ArtifactRef | undefined {
  const fingerprint = inputs.fingerprint('fingerprint')
  const artifactPath = inputs.string('artifact-path')
  const type = inputs.choice('artifact-type')
  if (fingerprint !== undefined && artifactPath !== undefined) {
    throw invalidInput('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint')
  }
  if (fingerprint !== undefined) return { fingerprint }
  if (artifactPath !== undefined) return pathRef(inputs, artifactPath, type)
  if (options.required) throw inputs.fail('fingerprint', 'required (or `artifact-path`) but neither is given')
  return undefined
}

/**
 * The artifact library's errors name no input: this names the one the operation read the path
 * (or paths) from, or `exclude` when one of its patterns was at fault.
 */
export async function namingInput<T>(input: string, expected: string, work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (err instanceof ArtifactError) throw invalidInput(err.argument ?? input, err.message, err.expected ?? expected)
    throw err
  }
}

/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
export async function resolveFingerprint(ref: ArtifactRef, context: { githubToken?: string; log: Log }): Promise<string> {
  if ('fingerprint' in ref) return ref.fingerprint
  if ('image' in ref) {
    // Loaded only when an image is asked for: most runs never need the registry client.
    const { fingerprintImage } = await import('../../artifacts/image/index.js')
    return namingInput(
      'artifact-path',
      EXPECTED_REFERENCE,
      fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log })
    )
  }
  // Loaded only when a path is given: an attestation usually names no artifact, or its fingerprint.
  const { fingerprintArtifact } = await import('../../artifacts/fingerprint.js')
  return namingInput('artifact-path', PATH_EXPECTED, fingerprintArtifact(ref.path, { type: ref.type, exclude: ref.exclude }))
}
