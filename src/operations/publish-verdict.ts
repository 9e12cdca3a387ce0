import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ActionError, invalidInput } from '../action/errors.js'
import type { InputSpecs } from '../action/declare.js'
import type { InputReader } from '../action/reader.js'
import { ATTESTATION_INPUTS } from '../action/input-groups.js'
import { hash, link, type SummarySection } from '../action/summary.js'
import { serviceOperation, type ServiceTools } from '../action/types.js'
import { attestationPage, storeAttestation } from '../clients/github/attestations.js'
import { readRunContext, repositoryUrl } from '../clients/github/context.js'
import { hasIdTokenPermission, ID_TOKEN_PERMISSION_MISSING, jobIdToken } from '../clients/github/oidc.js'
import { attestGeneric } from '../clients/service/catalogue/attestations.js'
import type { AssertResult } from '../clients/service/catalogue/queries.js'
import { toDsseBundle } from '../clients/sigstore/bundle.js'
import { ownChecks } from '../clients/sigstore/checks.js'
import { SigstoreError } from '../clients/sigstore/errors.js'
import { defaultInstance, GITHUB, PUBLIC_GOOD, type SigstoreInstance } from '../clients/sigstore/instances.js'
import { readCandidate } from '../clients/sigstore/provenance.js'
import type { TrustRoot } from '../clients/sigstore/trust-root.js'
import { verificationSummary, VSA_PREDICATE_TYPE, type VsaStatement } from '../evidence/verification-summary.js'
import { VERSION } from '../util/version.js'
import type { ArtifactRef } from './readers/artifact-input.js'
import { resolveFingerprint } from './readers/artifact-input.js'
import { prepareAttestation, readAttestationInputs, type AttestationInputs } from './readers/attestation-inputs.js'
import { attestationFacts } from './readers/attestation-summary.js'
import { serverUrlInput } from './readers/outside-inputs.js'
import { readTrustRootFile, trustRoots } from './readers/trust-root-input.js'
import { askVerdict, reasons, scopeText, VERDICT_INPUTS, type VerdictScope } from './readers/artifact-assertion.js'

const INPUTS = {
  ...ATTESTATION_INPUTS,
  flow: { ...ATTESTATION_INPUTS.flow, description: 'The flow to assert against, and whose trail records the verdict (default: KOSLI_FLOW)' },
  'attestation-name': { ...ATTESTATION_INPUTS['attestation-name'], required: false, default: 'verdict' },
  ...VERDICT_INPUTS,
  'fail-on-non-compliant': {
    ...VERDICT_INPUTS['fail-on-non-compliant'],
    description: 'Fail the step when the artifact is not compliant (its FAILED verdict is signed and published first)'
  },
  'artifact-name': {
    kind: 'string',
    description: "The subject's name in the signed statement (default: artifact-path's file name, or the image reference; required with fingerprint)"
  },
  sigstore: {
    kind: 'string',
    values: ['public-good', 'github', 'custom'],
    description:
      "Where to sign, as actions/attest chooses: public-good (Sigstore's public instance and log; the default for a public repository), github (GitHub's own instance; the default for a private or internal one), or custom (fulcio-url, rekor-url and trusted-root: GitHub Enterprise Server, a private Sigstore)"
  },
  'fulcio-url': { kind: 'string', description: 'sigstore custom: the Fulcio (certificate authority) base URL, such as https://fulcio.example.com' },
  'rekor-url': { kind: 'string', description: 'sigstore custom: the Rekor (transparency log) base URL, such as https://rekor.example.com' },
  'trusted-root': {
    kind: 'path',
    description: "sigstore custom: that instance's trusted_root.json, which the signed bundle is verified against before anything is published"
  },
  'push-to-github': {
    kind: 'boolean',
    default: 'true',
    description: "Store the bundle in the repository's artifact attestations (needs attestations: write), where gh attestation verify finds it"
  }
} as const satisfies InputSpecs

interface Settings {
  attestation: AttestationInputs
  artifact: ArtifactRef
  artifactName?: string
  scope: VerdictScope
  failOnNonCompliant: boolean
  instance: SigstoreInstance
  pushToGitHub: boolean
}

/** The subject's name when not given: what the artifact was given as. */
function defaultName(artifact: ArtifactRef): string | undefined {
  if ('image' in artifact) return artifact.image
  if ('path' in artifact) return path.basename(artifact.path)
  return undefined
}

/** Where to sign; the event payload (read only when no instance is named) says whether the repository is private. */
function readInstance(inputs: InputReader<typeof INPUTS>, event: () => Record<string, unknown>): SigstoreInstance {
  const chosen = inputs.choice('sigstore')
  const fulcio = inputs.string('fulcio-url')
  const rekor = inputs.string('rekor-url')
  const root = inputs.path('trusted-root')
  if (chosen !== 'custom') {
    const stray = fulcio !== undefined ? 'fulcio-url' : rekor !== undefined ? 'rekor-url' : root !== undefined ? 'trusted-root' : undefined
    if (stray)
      throw invalidInput(stray, `given, but \`sigstore\` is ${chosen ?? 'not custom'}`, '`sigstore: custom` with `fulcio-url`, `rekor-url` and `trusted-root`')
    return chosen === 'public-good' ? PUBLIC_GOOD : chosen === 'github' ? GITHUB : defaultInstance(event())
  }
  const why = 'with `sigstore: custom`'
  const fulcioUrl = serverUrlInput('fulcio-url', inputs.required('fulcio-url', why), 'https://fulcio.example.com')
  const rekorUrl = serverUrlInput('rekor-url', inputs.required('rekor-url', why), 'https://rekor.example.com')
  const trustRoot: TrustRoot = readTrustRootFile(inputs.required('trusted-root', why))
  return { kind: 'custom', name: `the Sigstore at ${fulcioUrl}`, fulcioUrl, rekorUrl, trustRoot: { ...trustRoot, name: 'the given trusted root' } }
}

const OUTPUTS = {
  verification_result: 'PASSED or FAILED, as signed',
  compliant: 'true or false',
  bundle_path: 'The signed Sigstore bundle (JSON), for actions/upload-artifact or a release asset',
  attestation_id: "GitHub's id of the stored attestation (empty with push-to-github: false)",
  attestation_url: "GitHub's page of the stored attestation (empty with push-to-github: false)"
} as const

/** The address of the artifact the summary is about: the image, or the repository at the commit. */
function resourceUri(artifact: ArtifactRef, tools: ServiceTools, commit: string | undefined): string {
  if ('image' in artifact) return artifact.image
  const repository = repositoryUrl(tools.context)
  return repository && commit ? `git+${repository}@${commit}` : `sha256:${'fingerprint' in artifact ? artifact.fingerprint : ''}`
}

/**
 * Checks the bundle just signed as anyone will check it, before it goes anywhere: sigstore-js
 * against the instance's trusted root (chain, SCT, log proof or timestamp, signature), and that it
 * signs exactly this statement, for this artifact, from a workflow of this repository.
 */
async function verifyBeforePublishing(
  bundleJson: Record<string, unknown>,
  statement: VsaStatement,
  settings: Settings,
  tools: ServiceTools,
  fingerprint: string
) {
  const { verifyOwnBundle } = await import('../clients/sigstore/verify.js')
  const fail = (why: string) => new ActionError('server', `the bundle ${settings.instance.name} signed does not verify: ${why}; nothing was published`)
  try {
    const bundle = toDsseBundle(bundleJson)
    const candidate = readCandidate(bundle)
    if (bundle.payload.toString('utf8') !== JSON.stringify(statement)) throw fail('its statement is not the one that was signed')
    const roots = settings.instance.trustRoot ? [settings.instance.trustRoot] : await trustRoots(undefined, tools, 'nothing was published')
    const root = settings.instance.trustRoot ?? roots.find((r) => r.authority === settings.instance.authority)
    if (!root) throw fail(`no trust root for ${settings.instance.name}`)
    const expected = {
      fingerprint,
      repositoryUrl: repositoryUrl(tools.context) ?? '',
      repositoryId: tools.context.repositoryId,
      serverUrl: tools.context.serverUrl
    }
    const failed = ownChecks(bundle, candidate.statement, candidate.certificate, expected, {
      types: [VSA_PREDICATE_TYPE],
      name: 'a verification summary'
    }).filter((c) => c.passed !== true)
    if (failed.length > 0) throw fail(failed.map((c) => `${c.name}: ${c.detail}`).join('; '))
    const { logUrl } = verifyOwnBundle(bundle, root)
    return { certificate: candidate.certificate, logUrl, root }
  } catch (err) {
    if (err instanceof SigstoreError) throw fail(err.message)
    throw err
  }
}

function writeBundle(bundle: Record<string, unknown>, name: string): string {
  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), 'verdict-'))
  const file = path.join(dir, `${name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'artifact'}.verdict.sigstore.json`)
  writeFileSync(file, `${JSON.stringify(bundle, null, 2)}\n`)
  return file
}

function verdictText(passed: boolean, settings: Settings): string {
  if (passed) return 'PASSED: the signed verdict is published'
  return `FAILED: the signed verdict is published${settings.failOnNonCompliant ? '; the step fails' : ' (the step goes on: fail-on-non-compliant is false)'}`
}

/**
 * The service's verdict, signed and portable: the same question `assert-artifact` asks, its
 * answer as a SLSA verification summary signed keyless with the job's identity, verified, then
 * stored in GitHub's artifact attestations and on the trail.
 */
export default serviceOperation({
  name: 'publish-verdict',
  title: 'Signed verdict',
  description:
    "Sign the service's verdict on an artifact as a SLSA verification summary (Sigstore, keyless), and publish it to GitHub's artifact attestations and the trail",
  inputs: INPUTS,
  outputs: { fingerprint: 'The artifact fingerprint the verdict is about', trail: 'The trail name used', ...OUTPUTS },
  endpoint: attestGeneric,
  github: 'optional',
  read(inputs, common): Settings {
    const attestation = readAttestationInputs(inputs)
    if (!attestation.artifact) throw invalidInput('artifact-path', 'neither it nor `fingerprint` is given', 'the artifact the verdict is about')
    const artifactName = inputs.string('artifact-name') ?? defaultName(attestation.artifact)
    if (!artifactName) throw invalidInput('artifact-name', 'required with `fingerprint`', "the artifact's name, such as `shop-api` or `ghcr.io/acme/shop`")
    const instance = readInstance(inputs, () => readRunContext().event)
    const pushToGitHub = inputs.boolean('push-to-github') ?? true
    if (pushToGitHub && (!common.githubToken || !process.env.GITHUB_REPOSITORY))
      throw invalidInput(
        'github-token',
        !common.githubToken
          ? 'empty, but push-to-github is true'
          : 'given, but GITHUB_REPOSITORY is not set, so there is no repository to store the attestation in',
        '`${{ github.token }}` in a job with `permissions: attestations: write`, or `push-to-github: false`'
      )
    // Said now, before the service is asked: a job that cannot sign sends nothing at all.
    if (!common.dryRun && !hasIdTokenPermission()) throw new ActionError('forbidden', ID_TOKEN_PERMISSION_MISSING)
    return {
      attestation,
      artifact: attestation.artifact,
      artifactName,
      scope: { flow: attestation.flow, environment: inputs.string('environment'), policies: inputs.list('policies') },
      failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true,
      instance,
      pushToGitHub
    }
  },
  async run(settings, tools) {
    const { client, org, app, common, log, context } = tools
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const result: AssertResult | undefined = await askVerdict({ client, org }, fingerprint, settings.scope)
    if (!result) {
      return {
        outputs: { fingerprint },
        summary: {
          title: 'Signed verdict',
          verdict: { ok: undefined, text: 'Dry run: nothing was asked, signed or published' },
          facts: [['Artifact', hash(fingerprint)]]
        }
      }
    }
    const passed = result.compliant === true
    const commit = settings.attestation.commit ?? context.sha
    const statement = verificationSummary({
      result,
      org,
      app,
      apiBase: common.baseUrl,
      scope: settings.scope,
      fingerprint,
      artifactName: settings.artifactName!,
      resourceUri: resourceUri(settings.artifact, tools, commit),
      version: VERSION,
      now: new Date(),
      ownRecord: settings.attestation.name
    })
    const { signStatement } = await import('../clients/sigstore/sign.js')
    const timeoutMs = common.timeoutSeconds * 1000
    const bundle = await signStatement(statement, settings.instance, {
      identityToken: () => jobIdToken('sigstore', timeoutMs * (common.maxRetries + 1)),
      timeoutMs,
      retries: common.maxRetries
    })
    const verified = await verifyBeforePublishing(bundle, statement, settings, tools, fingerprint)
    const bundlePath = writeBundle(bundle, settings.artifactName!)
    log.info(
      `Signed the ${statement.predicate.verificationResult} verdict on sha256:${fingerprint} with ${settings.instance.name}, verified against its trusted root`
    )

    let id: number | undefined
    let url: string | undefined
    if (settings.pushToGitHub) {
      const api = await tools.github()
      if (!api) throw invalidInput('github-token', "GitHub's API is not available to store the attestation", 'a token with `attestations: write`')
      id = await storeAttestation(api, bundle)
      url = attestationPage(context.serverUrl, context.repository ?? '', id)
    }

    const attestation: AttestationInputs = { ...settings.attestation, artifact: { fingerprint } }
    const prepared = await prepareAttestation(attestation, tools, { input: 'attachments', files: [bundlePath] })
    const why = passed ? [] : reasons(result)
    const predicate = statement.predicate
    await client.call(
      attestGeneric,
      { org, flow_name: attestation.flow, trail_name: prepared.trail },
      {
        data_json: {
          ...prepared.fields,
          // The record of a verdict is not evidence about the artifact: false here would count
          // against it, and every later verdict on the trail would fail on its predecessor.
          // What the verdict was is in its annotations, its data and the bundle.
          is_compliant: true,
          annotations: { ...attestation.annotations, verification_result: predicate.verificationResult },
          ...(url && { external_urls: { ...attestation.externalUrls, github_attestation: { href: url } } }),
          user_data: {
            verification_summary: {
              predicate_type: VSA_PREDICATE_TYPE,
              verification_result: predicate.verificationResult,
              subject: statement.subject[0],
              verifier: predicate.verifier.id,
              policy: predicate.policy,
              time_verified: predicate.timeVerified,
              resource_uri: predicate.resourceUri,
              input_attestations: predicate.inputAttestations.map((a) => a.name),
              sigstore: settings.instance.kind,
              signer_workflow: verified.certificate.subjectAlternativeName,
              ...(verified.logUrl && { transparency_log_entry: verified.logUrl }),
              ...(id !== undefined && { github_attestation_id: id }),
              ...(why.length > 0 && { reasons: why })
            },
            ...(attestation.userData !== undefined && { data: attestation.userData })
          }
        },
        ...(prepared.attachment && { attachment_file: prepared.attachment })
      }
    )

    const scope = scopeText(settings.scope)
    const summary: SummarySection = {
      title: `Signed verdict on ${settings.artifactName}`,
      verdict: { ok: passed, text: verdictText(passed, settings) },
      record: url ? { href: url, text: 'attestation on GitHub' } : { href: app.trail(org, attestation.flow, prepared.trail), text: 'trail in the app' },
      facts: [
        ['Verdict', `${predicate.verificationResult} (${scope || result.scope})`],
        ['Signed by', verified.certificate.subjectAlternativeName],
        ['Sigstore', settings.instance.name],
        ['Transparency log', verified.logUrl ? link(verified.logUrl, verified.logUrl) : undefined],
        ['GitHub attestation', url ? link(url, url) : settings.pushToGitHub ? undefined : 'not stored (push-to-github: false)'],
        ['Bundle', bundlePath],
        ...attestationFacts(attestation, prepared, context)
      ],
      table: why.length > 0 ? { head: ['Why not compliant'], rows: why.map((w) => [w]) } : undefined
    }
    const failure =
      passed || !settings.failOnNonCompliant
        ? undefined
        : new ActionError(
            'non_compliant',
            `artifact ${fingerprint} is not compliant${scope ? ` (${scope})` : ''}: ${why.length > 0 ? why.join('; ') : 'the service gave no reason'}. The FAILED verdict is signed and published${url ? `: ${url}` : ''}`
          )
    return {
      outputs: {
        fingerprint,
        trail: prepared.trail,
        verification_result: predicate.verificationResult,
        compliant: String(passed),
        bundle_path: bundlePath,
        attestation_id: id === undefined ? '' : String(id),
        attestation_url: url ?? ''
      },
      summary,
      failure
    }
  }
})
