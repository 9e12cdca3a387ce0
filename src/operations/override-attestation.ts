import { gitCommitInfo } from '../clients/github/commit.js'
import { commitUrl } from '../clients/github/context.js'
import { repoInfo } from '../clients/github/repo.js'
import { overrideAttestation, type AttestationOverride } from '../clients/service/catalogue/attestations.js'
import type { ExternalUrls } from '../clients/service/catalogue/types.js'
import { ATTESTATION_TYPES, PATTERNS } from '../clients/service/patterns.js'
import { hash } from '../action/summary.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { attestationFields } from './readers/attestation-inputs.js'
import { readAnnotations, readExternalUrls } from './readers/evidence-inputs.js'
import type { InputSpecs } from '../action/declare.js'
import { ATTESTATION_INPUTS } from '../action/input-groups.js'
import type { InputReader } from '../action/reader.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  flow: string
  trail: string
  attestationName: string
  originalType: AttestationOverride['original_attestation_type']
  reason: string
  compliant: boolean
  artifact?: ArtifactRef
  targetArtifacts: string[]
  originUrl?: string
  description?: string
  commit?: string
  externalUrls?: ExternalUrls
  annotations?: Record<string, string>
  userData?: Record<string, unknown> | unknown[]
}

// An override carries what an attestation does, except attachments.
const { attachments: _attachments, ...ATTESTATION_FIELDS } = ATTESTATION_INPUTS

const INPUTS = {
  ...ATTESTATION_FIELDS,
  trail: { ...ATTESTATION_INPUTS.trail, required: true, description: 'Trail name (default: KOSLI_TRAIL)' },
  'attestation-name': { ...ATTESTATION_INPUTS['attestation-name'], description: 'The attestation to override' },
  'original-attestation-type': {
    kind: 'string',
    required: true,
    description: 'The type of the attestation overridden: generic, junit, snyk, pull_request, jira, sonar, or custom:<type name>'
  },
  reason: { kind: 'string', required: true, description: 'Why the compliance is overridden' },
  compliant: { kind: 'boolean', required: true, description: 'The new compliance status: true or false' }
} as const satisfies InputSpecs

function readAttestationType(inputs: InputReader<typeof INPUTS>): Settings['originalType'] {
  const name = 'original-attestation-type'
  const expected = `one of ${ATTESTATION_TYPES.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``
  const value = inputs.required(name)
  const known = ATTESTATION_TYPES.find((t) => t === value)
  if (known) return known
  if (value.startsWith('custom:') && PATTERNS.attestationTypeName.re.test(value.slice('custom:'.length))) return value as `custom:${string}`
  throw inputs.fail(name, `\`${value}\` is not an attestation type`, expected)
}

/** Overrides the compliance of an attestation in a trail, with the reason on record. */
export default serviceOperation({
  name: 'override-attestation',
  title: 'Attestation override',
  description: 'Override the compliance of an attestation in a trail, with the reason on record',
  inputs: INPUTS,
  outputs: { fingerprint: 'The artifact fingerprint the override is about, when it names one' },
  endpoint: overrideAttestation,
  github: 'optional',
  read: (inputs): Settings => ({
    flow: inputs.required('flow'),
    trail: inputs.required('trail'),
    attestationName: inputs.required('attestation-name'),
    originalType: readAttestationType(inputs),
    reason: inputs.required('reason'),
    compliant: inputs.requiredBoolean('compliant'),
    artifact: readArtifactRef(inputs, { required: false }),
    targetArtifacts: inputs.list('target-artifacts'),
    originUrl: inputs.string('origin-url'),
    description: inputs.string('description'),
    commit: inputs.string('commit'),
    externalUrls: readExternalUrls(inputs),
    annotations: readAnnotations(inputs),
    userData: inputs.jsonData('user-data')
  }),
  async run(settings, { client, org, context, log, github, common, app }) {
    const fingerprint = settings.artifact ? await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log }) : undefined
    const commit = settings.commit ?? context.sha
    const gitCommit = commit ? await gitCommitInfo(context, commit, await github(), log) : undefined
    await client.call(
      overrideAttestation,
      { org, flow_name: settings.flow, trail_name: settings.trail },
      {
        ...attestationFields(settings.attestationName, settings, {
          originUrl: settings.originUrl ?? context.runUrl,
          fingerprint,
          gitCommit,
          repo: repoInfo(context)
        }),
        original_attestation_type: settings.originalType,
        reason: settings.reason,
        new_compliance_status: settings.compliant,
        ...(settings.userData !== undefined && { user_data: settings.userData })
      }
    )
    return {
      outputs: { fingerprint: fingerprint ?? '' },
      summary: {
        title: `Attestation override ${settings.attestationName}`,
        verdict: { ok: settings.compliant, text: `Now ${settings.compliant ? 'compliant' : 'not compliant'}, overridden in trail ${settings.trail}` },
        record: { href: app.trail(org, settings.flow, settings.trail), text: 'trail in the app' },
        facts: [
          ['Flow / trail', `${settings.flow} / ${settings.trail}`],
          ['Original type', settings.originalType],
          ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
          ['Reason', settings.reason],
          ['Artifact', fingerprint ? hash(fingerprint) : undefined],
          ['Commit', commit ? hash(commit, commitUrl(context, commit)) : undefined]
        ]
      }
    }
  }
})
