import { bundleToJSON } from '@sigstore/bundle'
import { DSSEBundleBuilder, FulcioSigner, InternalError, RekorWitness, TSAWitness, type IdentityProvider, type Witness } from '@sigstore/sign'
import { errorKindForStatus, LibraryError } from '../../util/errors.js'
import { SigningError } from './errors.js'
import type { SigstoreInstance } from './instances.js'
import { IN_TOTO_PAYLOAD_TYPE } from './statement.js'

export interface SignOptions {
  /** The job's OIDC token for the audience `sigstore`; asked for once, when signing starts. */
  identityToken: () => Promise<string>
  /** Per request. */
  timeoutMs: number
  retries: number
}

/** Replaces every copy of the token in a text: sigstore-js puts a token it cannot read into its error. */
function scrub(text: string, token: string | undefined): string {
  return token ? text.split(token).join('***') : text
}

function statusOf(err: unknown): number | undefined {
  const cause = (err as { cause?: { statusCode?: unknown } }).cause
  return typeof cause?.statusCode === 'number' ? cause.statusCode : undefined
}

const STEP: Record<string, string> = {
  CA_CREATE_SIGNING_CERTIFICATE_ERROR: 'the certificate authority (Fulcio) did not issue a signing certificate',
  TLOG_CREATE_ENTRY_ERROR: 'the transparency log (Rekor) did not record the signature',
  TLOG_FETCH_ENTRY_ERROR: 'the transparency log (Rekor) did not give back the existing entry',
  TSA_CREATE_TIMESTAMP_ERROR: 'the timestamp authority did not timestamp the signature',
  IDENTITY_TOKEN_READ_ERROR: "the job's OIDC token could not be had",
  IDENTITY_TOKEN_PARSE_ERROR: "the job's OIDC token is not a JWT"
}

/**
 * Signs an in-toto statement keyless, as actions/attest does: an ephemeral key, certified by
 * the instance's Fulcio for the job's OIDC identity, signs a DSSE envelope, and the instance's
 * Rekor (or timestamp authority) witnesses it. The Sigstore bundle, as JSON (v0.3).
 */
export async function signStatement(statement: object, instance: SigstoreInstance, options: SignOptions): Promise<Record<string, unknown>> {
  let token: string | undefined
  const identityProvider: IdentityProvider = {
    getToken: async () => (token ??= await options.identityToken())
  }
  const http = { timeout: options.timeoutMs, retry: { retries: options.retries } }
  const witnesses: Witness[] = []
  if (instance.rekorUrl) witnesses.push(new RekorWitness({ rekorBaseURL: instance.rekorUrl, entryType: 'dsse', fetchOnConflict: true, ...http }))
  if (instance.tsaUrl) witnesses.push(new TSAWitness({ tsaBaseURL: instance.tsaUrl, ...http }))
  const builder = new DSSEBundleBuilder({ signer: new FulcioSigner({ fulcioBaseURL: instance.fulcioUrl, identityProvider, ...http }), witnesses })
  try {
    const bundle = await builder.create({ data: Buffer.from(JSON.stringify(statement)), type: IN_TOTO_PAYLOAD_TYPE })
    return bundleToJSON(bundle)
  } catch (err) {
    if (err instanceof LibraryError) throw err
    // The token's own failure (no permission, the runner's endpoint refused) is already said in full.
    if ((err as { cause?: unknown }).cause instanceof LibraryError) throw (err as { cause: LibraryError }).cause
    const status = statusOf(err)
    const code = err instanceof InternalError ? err.code : undefined
    const what = (code && STEP[code]) ?? 'signing failed'
    const detail = scrub(err instanceof Error ? err.message : String(err), token)
    const timedOut = /timeout|timed out|aborted/i.test(detail)
    throw new SigningError(
      status !== undefined ? errorKindForStatus(status) : timedOut ? 'timeout' : 'network',
      `${instance.name}: ${what} (${detail}); nothing was published`,
      status !== undefined ? { status } : {}
    )
  }
}
