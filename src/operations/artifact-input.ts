import { ArtifactError } from '../artifacts/errors.js'
import { fingerprintArtifact, type ArtifactType } from '../artifacts/fingerprint.js'
import { invalidInput } from '../errors.js'
import type { Inputs } from '../inputs.js'
import { PATTERNS, type Pattern } from '../service/schemas.js'

/** An artifact named by its fingerprint, or by a path the action fingerprints. */
export type ArtifactRef = { fingerprint: string } | { path: string; type?: ArtifactType; exclude: string[] }

export const ARTIFACT_TYPES = ['file', 'dir'] as const

/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
export function readArtifactRef(inputs: Inputs, options: { required: boolean; pattern?: Pattern }): ArtifactRef | undefined {
  const fingerprint = inputs.optional('fingerprint', options.pattern ?? PATTERNS.fingerprint)
  const artifactPath = inputs.optional('artifact-path')
  const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES)
  const exclude = inputs.list('exclude')
  if (fingerprint !== undefined && artifactPath !== undefined) {
    throw invalidInput('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path to fingerprint')
  }
  if (fingerprint !== undefined) return { fingerprint }
  if (artifactPath !== undefined) return { path: inputs.path(artifactPath), type, exclude }
  if (options.required) throw invalidInput('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? PATTERNS.fingerprint).expected)
  return undefined
}

export async function resolveFingerprint(ref: ArtifactRef): Promise<string> {
  if ('fingerprint' in ref) return ref.fingerprint
  return namingInput('artifact-path', fingerprintArtifact(ref.path, { type: ref.type, exclude: ref.exclude }))
}

/**
 * The artifact library's errors name no input: this names the one the operation read the path
 * (or paths) from, or `exclude` when one of its patterns was at fault.
 */
export async function namingInput<T>(input: string, work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (err instanceof ArtifactError) throw invalidInput(err.argument ?? input, err.message, err.expected)
    throw err
  }
}
