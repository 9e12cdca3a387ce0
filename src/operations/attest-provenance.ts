import { ActionError, invalidInput } from '../action/errors.js'
import { writeRunnerTempFile } from '../action/runner-temp.js'
import { attestationPage, listAttestations } from '../clients/github/attestations.js'
import { repositoryUrl, type RunContext } from '../clients/github/context.js'
import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import { BUNDLE_EXPECTED, parseBundles, toDsseBundle } from '../clients/sigstore/bundle.js'
import type { Check, Expectations } from '../clients/sigstore/checks.js'
import { SigstoreError } from '../clients/sigstore/errors.js'
import { chooseBundle, examine, readCandidate, type Candidate, type Examined } from '../clients/sigstore/provenance.js'
import type { TrustRoot } from '../clients/sigstore/trust-root.js'
import { link, type SummarySection } from '../action/summary.js'
import { formatBytes } from '../util/text.js'
import { readArtifactRef, resolveFingerprint } from './readers/artifact-input.js'
import { attestationOperation } from '../action/attestation-operation.js'
import type { InputSpecs } from '../action/declare.js'
import { readInputFile } from './readers/input-files.js'
import { readTrustRootFile, trustRoots } from './readers/trust-root-input.js'
import type { ServiceTools } from '../action/types.js'

const INPUTS = {
  'attestation-bundle': {
    kind: 'path',
    description:
      "The Sigstore bundle of the artifact's build provenance: the bundle-path output of actions/attest-build-provenance (JSON or JSON Lines). Default: the artifact's attestations listed by GitHub's API (needs attestations: read)"
  },
  'trusted-root': {
    kind: 'path',
    description:
      "A Sigstore trusted_root.json to verify against, for GitHub Enterprise Server or offline use (default: Sigstore's public-good trust root and GitHub's, fetched through TUF)"
  }
} as const satisfies InputSpecs

/** attest-build-provenance writes a few KiB a bundle; a file of many subjects stays far below this. */
const MAX_BUNDLE_BYTES = 5 * 1024 * 1024

/** Every bundle of the file, each read whole before anything is sent; a problem names the input. */
function readBundleFile(file: string): Candidate[] {
  const text = readInputFile('attestation-bundle', file, MAX_BUNDLE_BYTES, `${BUNDLE_EXPECTED}, at most ${formatBytes(MAX_BUNDLE_BYTES)}`).toString('utf8')
  try {
    return parseBundles(text).map(readCandidate)
  } catch (err) {
    if (err instanceof SigstoreError) throw invalidInput('attestation-bundle', `${file}: ${err.message}`, err.expected)
    throw err
  }
}

interface Settings {
  bundleFile?: string
  /** From the file; else GitHub's API is asked once the artifact's fingerprint is known. */
  candidates?: Candidate[]
  trustRoot?: TrustRoot
}

/** The bundles GitHub keeps for the artifact; one GitHub lists that is not a readable bundle is left out, and said. */
async function fromGitHub(tools: ServiceTools, fingerprint: string): Promise<{ candidates: Candidate[]; ids: (number | undefined)[]; unreadable: number }> {
  const api = await tools.github()
  if (!api)
    throw invalidInput(
      'attestation-bundle',
      "not given, and GitHub's API is not available to list the artifact's attestations (no `github-token`, or GITHUB_REPOSITORY is not set)",
      'the bundle-path output of actions/attest-build-provenance, or a token that may read attestations (`permissions: attestations: read`)'
    )
  const listed = await listAttestations(api, fingerprint)
  const candidates: Candidate[] = []
  const ids: (number | undefined)[] = []
  let unreadable = 0
  for (const entry of listed) {
    try {
      candidates.push(readCandidate(toDsseBundle(entry.bundle)))
      ids.push(entry.id)
    } catch (err) {
      if (!(err instanceof SigstoreError)) throw err
      unreadable++
      tools.log.debug(`an attestation GitHub lists for sha256:${fingerprint} is left out: ${err.message}`)
    }
  }
  return { candidates, ids, unreadable }
}

/** GitHub's page for an attestation it keeps; the repository's list of them when the listing gave no id. */
function gitHubAttestationPage(context: RunContext, id: number | undefined): string {
  return attestationPage(context.serverUrl, context.repository ?? '', id)
}

const RESULT = (passed: boolean | undefined) => (passed === true ? '✅ passed' : passed === false ? '❌ failed' : '➖ not checked')

/** The file to attach: the given one as it is, or the bundle GitHub keeps, written out. */
function attachmentFor(chosen: Examined | undefined, bundleFile: string | undefined): string[] {
  if (bundleFile) return [bundleFile]
  if (!chosen) return []
  return [writeRunnerTempFile('provenance-', 'attestation.sigstore.json', JSON.stringify(chosen.bundle.json, null, 2), 'the provenance bundle to attach')]
}

/**
 * Build provenance: a Sigstore bundle of SLSA provenance, checked to be about this artifact and
 * signed for a workflow of this repository, and verified (certificate chain, transparency log)
 * with sigstore-js. Compliant exactly when every check passes; the bundle is attached.
 */
export default attestationOperation({
  name: 'attest-provenance',
  title: 'Build provenance',
  description: "Record the artifact's build provenance: a Sigstore bundle checked to name the artifact and this repository, and verified",
  inputs: INPUTS,
  outputs: {
    attestation_url: "GitHub's page of the attestation, or its transparency-log entry",
    predicate_type: "The in-toto statement's predicate type",
    signer_workflow: "The workflow that signed: the signing certificate's SAN",
    compliant: 'true when every check passed, else false'
  },
  endpoint: attestGeneric,
  filesInput: 'attestation-bundle',
  read(inputs): Settings {
    // About an artifact, always: what else would its provenance be checked against?
    readArtifactRef(inputs, { required: true })
    const bundleFile = inputs.path('attestation-bundle')
    const trustFile = inputs.path('trusted-root')
    return {
      bundleFile,
      candidates: bundleFile === undefined ? undefined : readBundleFile(bundleFile),
      trustRoot: trustFile === undefined ? undefined : readTrustRootFile(trustFile)
    }
  },
  async evidence(settings, attestation, tools) {
    const { context } = tools
    const repository = repositoryUrl(context)
    if (!repository)
      throw new ActionError(
        'invalid_input',
        'GITHUB_REPOSITORY is not set, so the repository the provenance must name is unknown; expected to run in a GitHub Actions workflow'
      )
    const fingerprint = await resolveFingerprint(attestation.artifact!, { githubToken: tools.common.githubToken, log: tools.log })
    const fromApi = settings.candidates ? undefined : await fromGitHub(tools, fingerprint)
    const candidates = settings.candidates ?? fromApi!.candidates
    const expected: Expectations = { fingerprint, repositoryUrl: repository, repositoryId: context.repositoryId, serverUrl: context.serverUrl }
    const examined = candidates.length === 0 ? [] : await examine(candidates, expected, await trustRoots(settings.trustRoot, tools))
    const chosen = chooseBundle(examined)
    const url = !chosen ? undefined : fromApi ? gitHubAttestationPage(context, fromApi.ids[examined.indexOf(chosen)]) : chosen.logUrl
    const none: Check = {
      name: 'Attestation',
      passed: false,
      detail: `GitHub lists no ${fromApi?.unreadable ? 'readable ' : ''}provenance attestation for sha256:${fingerprint} in ${context.repository}`,
      by: 'action'
    }
    const checks = chosen?.checks ?? [none]
    const compliant = chosen?.compliant ?? false
    const signer = chosen?.certificate.subjectAlternativeName
    const predicateType = chosen?.statement.predicateType
    const provenance = {
      source: fromApi ? 'github' : 'attestation-bundle',
      bundles_examined: examined.length,
      ...(chosen && {
        media_type: chosen.bundle.mediaType,
        predicate_type: predicateType,
        subjects: chosen.statement.subjects,
        signer_workflow: signer,
        source_repository: chosen.certificate.sourceRepositoryUri,
        source_repository_ref: chosen.certificate.sourceRepositoryRef,
        source_repository_digest: chosen.certificate.sourceRepositoryDigest,
        build_config: chosen.certificate.buildConfigUri,
        run_invocation: chosen.certificate.runInvocationUri,
        certificate_authority: chosen.certificate.authority,
        transparency_log_entry: chosen.logUrl
      }),
      ...(url && { attestation_url: url }),
      checks: checks.map((c) => ({ check: c.name, passed: c.passed ?? null, detail: c.detail, by: c.by }))
    }
    return {
      data: {
        is_compliant: compliant,
        ...(url && { external_urls: { ...attestation.externalUrls, attestation_url: { href: url } } }),
        user_data: { provenance, ...(attestation.userData !== undefined && { data: attestation.userData }) }
      },
      files: attachmentFor(chosen, settings.bundleFile),
      fingerprint,
      compliant,
      outputs: { attestation_url: url ?? '', predicate_type: predicateType ?? '', signer_workflow: signer ?? '', compliant: String(compliant) },
      facts: [
        [
          'Provenance',
          `${examined.length} bundle(s) from ${fromApi ? "GitHub's attestations" : '`attestation-bundle`'}${examined.length > 1 ? '; the one shown is the first that passes, else the closest' : ''}`
        ],
        ['Signed by', signer],
        ['Attestation', url ? link(url, url) : undefined]
      ] satisfies SummarySection['facts'],
      table: { head: ['Check', 'Result', 'Detail'], rows: checks.map((c) => [c.name, RESULT(c.passed), c.detail]) }
    }
  }
})
