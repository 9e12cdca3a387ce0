import os from 'node:os'
import path from 'node:path'
import { ActionError, invalidInput } from '../../action/errors.js'
import type { ServiceTools } from '../../action/types.js'
import { SigstoreError, TrustRootUnavailable } from '../../clients/sigstore/errors.js'
import { loadTrustRoots } from '../../clients/sigstore/provenance.js'
import { parseTrustRoot, type TrustRoot } from '../../clients/sigstore/trust-root.js'
import { readInputFile } from './input-files.js'

/** Sigstore's own trusted root is some 10 KiB. */
const MAX_TRUST_ROOT_BYTES = 1024 * 1024

/** `trusted-root`: a Sigstore trusted_root.json, read and checked before anything is sent. */
export function readTrustRootFile(file: string): TrustRoot {
  const text = readInputFile('trusted-root', file, MAX_TRUST_ROOT_BYTES, 'a Sigstore trusted_root.json').toString('utf8')
  try {
    return parseTrustRoot(text)
  } catch (err) {
    if (err instanceof SigstoreError) throw invalidInput('trusted-root', `${file}: ${err.message}`, err.expected)
    throw err
  }
}

/** The trust roots, or an error a user can act on: a bad `trusted-root`, or TUF out of reach. */
export async function trustRoots(
  given: TrustRoot | undefined,
  tools: Pick<ServiceTools, 'common'>,
  nothingDone = 'nothing was recorded'
): Promise<TrustRoot[]> {
  const cacheDir = path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'evidence-action-sigstore')
  try {
    return await loadTrustRoots(given, { cacheDir, timeoutMs: tools.common.timeoutSeconds * 1000, retries: tools.common.maxRetries })
  } catch (err) {
    if (err instanceof SigstoreError) throw invalidInput('trusted-root', err.message, err.expected)
    if (err instanceof TrustRootUnavailable)
      throw new ActionError(
        err.timedOut ? 'timeout' : 'network',
        `${err.message}; ${nothingDone}. Where the runner cannot reach them, give \`trusted-root\` (a trusted_root.json)`,
        { cause: err }
      )
    throw err
  }
}
