import { expect } from '@jest/globals'
import { ArtifactError } from '../../src/artifacts/errors.js'

/** The ArtifactError a promise rejects with; anything else fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<ArtifactError> {
  let error: unknown
  try {
    await promise
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ArtifactError)
  return error as ArtifactError
}
