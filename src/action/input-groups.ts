import { PATTERNS } from '../clients/service/patterns.js'
import { REGIONS } from '../clients/service/url.js'
import type { InputSpecs, OutputSpecs } from './declare.js'

/**
 * The inputs and outputs several operations share, declared once. An operation spreads the
 * groups it reads into its own `inputs`; the run and service groups it gets by what it is.
 */

/** What every operation reads: how long outside calls may take, where paths start, the summary. */
export const RUN_INPUTS = {
  'timeout-seconds': {
    kind: 'number',
    min: 1,
    max: 3600,
    default: '30',
    description: 'Time limit in seconds for one attempt of any outside call: the service, and what the operation reads (GitHub, registries, runtimes)'
  },
  'max-retries': {
    kind: 'number',
    min: 0,
    max: 10,
    default: '3',
    description: 'Retries after the first attempt, for failures that are safe to retry (network errors, timeouts, 408, 429, 5xx)'
  },
  summary: { kind: 'boolean', default: 'true', description: 'Write a job summary' },
  'github-token': {
    kind: 'secret',
    default: '${{ github.token }}',
    description: 'Token used to enrich commit details and, on shallow clones, to list commits through the GitHub API'
  },
  'working-directory': { kind: 'path', description: 'Base for relative paths (default: the workspace)' }
} as const satisfies InputSpecs

/** What every operation that calls the service reads: where, as whom, and what to do on failure. */
export const SERVICE_INPUTS = {
  'api-key': {
    kind: 'secret',
    description:
      'API key (personal or service account). Pass a secret: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN in the job env. Required by every operation that calls the service, except in dry-run (as is the value DRY_RUN). Masked in logs.'
  },
  region: {
    kind: 'string',
    values: REGIONS,
    default: 'eu',
    description: 'Service region: eu (https://app.kosli.com/api/v2) or us (https://app.us.kosli.com/api/v2)'
  },
  'base-url': {
    kind: 'string',
    description:
      'Overrides region: the full base URL ending in /api/v2 (appended when missing), else KOSLI_HOST (the Kosli CLI host). https only, except loopback hosts such as a local sandbox.'
  },
  'auth-scheme': {
    kind: 'string',
    values: ['bearer', 'basic'],
    default: 'bearer',
    description: 'bearer (Authorization: Bearer KEY) or basic (legacy: Authorization: Basic base64("KEY:"))'
  },
  // No `default`: the runner would then always give one, and `KOSLI_DRY_RUN` could never stand in.
  'dry-run': {
    kind: 'boolean',
    description: 'true: build and validate the request, print it with the key redacted, send nothing (default: KOSLI_DRY_RUN, else false)'
  },
  'on-error': {
    kind: 'string',
    values: ['fail', 'warn'],
    default: 'fail',
    description: 'fail, or warn: a failed call leaves a warning and exit 0, and a failed write is saved for replay (see the spool_file output)'
  }
} as const satisfies InputSpecs

/** Every operation whose endpoint names an organization reads it. */
export const ORG_INPUT = {
  org: {
    kind: 'string',
    pattern: PATTERNS.pathName,
    description: 'Organization name in the service (default: KOSLI_ORG); required by every operation that calls the service'
  }
} as const satisfies InputSpecs

/** Every input `readCommon` reads, whatever the operation: an operation's own action declares those it uses. */
export const COMMON_INPUTS = { ...RUN_INPUTS, ...SERVICE_INPUTS, ...ORG_INPUT } as const satisfies InputSpecs

/** Set by every run. */
export const RUN_OUTPUTS = {
  error_kind:
    'On failure: invalid_input (nothing was sent), rejected (the service refused the request), auth, forbidden, not_found, conflict, rate_limited, server, network, timeout, runner, or non_compliant; empty on success'
} as const satisfies OutputSpecs

/** Set by every operation that calls the service. */
export const SERVICE_OUTPUTS = {
  response: 'The service response body, JSON text',
  status: 'HTTP status of the final attempt',
  spool_file: 'With on-error: warn, the path of the saved, unsent request'
} as const satisfies OutputSpecs

/** Registry credentials for an image artifact (`artifact-type: oci`). */
export const REGISTRY_CREDENTIALS = {
  'registry-username': {
    kind: 'string',
    description: "artifact-type oci: registry user name (with registry-password); else the job's Docker config, or github-token for ghcr.io"
  },
  'registry-password': { kind: 'secret', description: 'artifact-type oci: registry password or token (masked)' }
} as const satisfies InputSpecs

/** What directory fingerprints leave out. */
export const EXCLUDE_INPUT = {
  exclude: { kind: 'list', description: 'Patterns left out of directory fingerprints (* ? [...] and **), one per line or comma-separated' }
} as const satisfies InputSpecs

/** An artifact given by what the action fingerprints: a file, a folder, or an image. */
export const ARTIFACT_PATH_INPUTS = {
  'artifact-path': {
    kind: 'string',
    description: 'A file or directory to fingerprint, or an image reference with artifact-type oci or docker (instead of fingerprint)'
  },
  'artifact-type': {
    kind: 'string',
    values: ['file', 'dir', 'oci', 'docker'],
    description:
      "file, dir, oci (artifact-path is an image reference: the manifest digest the registry serves) or docker (the local daemon's repo digest); default: what artifact-path is"
  },
  ...EXCLUDE_INPUT,
  ...REGISTRY_CREDENTIALS
} as const satisfies InputSpecs

/** An artifact given by its fingerprint, or by what the action fingerprints. */
export const ARTIFACT_INPUTS = {
  fingerprint: {
    kind: 'string',
    pattern: PATTERNS.fingerprint,
    description: 'Artifact SHA-256 fingerprint: 64 lowercase hex, or sha256:<64 hex> as image builds give it. Or give artifact-path.'
  },
  ...ARTIFACT_PATH_INPUTS
} as const satisfies InputSpecs

/** Free-form evidence every record may carry. */
export const USER_DATA_INPUT = {
  'user-data': { kind: 'json', description: 'JSON object or array (or @file.json) stored with the record' }
} as const satisfies InputSpecs

export const EXTERNAL_URLS_INPUT = {
  'external-urls': { kind: 'json', description: 'JSON object of name -> URL (or {"href", "fingerprint"}), or @file.json' }
} as const satisfies InputSpecs

/** The inputs every attestation shares (`attestation-inputs.ts` reads them). */
export const ATTESTATION_INPUTS = {
  flow: { kind: 'string', pattern: PATTERNS.flowName, required: true, description: 'Flow name (default: KOSLI_FLOW)' },
  trail: { kind: 'string', pattern: PATTERNS.trailName, description: 'Trail name (default: KOSLI_TRAIL, else the workflow commit SHA)' },
  'attestation-name': {
    kind: 'string',
    pattern: PATTERNS.attestationName,
    required: true,
    description: 'The attestation name in the flow template'
  },
  ...ARTIFACT_INPUTS,
  'target-artifacts': {
    kind: 'list',
    pattern: PATTERNS.attestationName,
    description: 'Template names of the artifacts the attestation is about, one per line or comma-separated'
  },
  commit: { kind: 'string', pattern: PATTERNS.commitSha, description: 'The commit the evidence is about (default: the workflow commit)' },
  'origin-url': { kind: 'string', description: 'Link to the evidence (default: this run)' },
  description: { kind: 'string', description: 'Description of the attestation' },
  attachments: {
    kind: 'list',
    description: 'Files or folders attached as evidence, one per line or comma-separated; sent packed, at most 10 MB'
  },
  ...EXTERNAL_URLS_INPUT,
  annotations: { kind: 'json', description: 'JSON object of string annotations, or @file.json' },
  ...USER_DATA_INPUT
} as const satisfies InputSpecs

/** Every attestation sets these. */
export const ATTESTATION_OUTPUTS = {
  fingerprint: 'The artifact fingerprint the attestation is about, when it names one',
  trail: 'The trail name used'
} as const satisfies OutputSpecs

/** What `approve` and `attest-approval` both read: the artifact, the commits, who approved. */
export const APPROVAL_INPUTS = {
  ...ARTIFACT_INPUTS,
  environment: { kind: 'string', pattern: PATTERNS.pathName, description: 'The environment the approval is for' },
  description: { kind: 'string', description: 'Description of the approval' },
  'oldest-commit': {
    kind: 'string',
    pattern: PATTERNS.commitSha,
    description:
      "The newest commit already approved; the approval covers the commits after it. GitHub's null commit (40 zeros: `github.event.before` of a push that created the branch) counts as none given"
  },
  'newest-commit': { kind: 'string', pattern: PATTERNS.commitSha, description: 'The newest commit the approval covers (default: the workflow commit)' },
  'approvers-from': {
    kind: 'string',
    values: ['actor', 'environment-reviews'],
    default: 'actor',
    description: "actor (the workflow actor) or environment-reviews (the approved reviews of this run's deployment to github-environment)"
  },
  'github-environment': {
    kind: 'string',
    description: 'With approvers-from environment-reviews: the GitHub environment whose reviews count (default: the environment input)'
  },
  'approved-by': { kind: 'string', description: 'Who approves (default: the workflow actor)' },
  'approval-url': { kind: 'string', description: 'Link to the approval (default: this run)' },
  comment: { kind: 'string', description: 'Comment recorded with the approval' },
  ...USER_DATA_INPUT
} as const satisfies InputSpecs

/** The environment an operation reports to or changes. */
export const ENVIRONMENT_INPUT = {
  environment: { kind: 'string', pattern: PATTERNS.environmentName, required: true, description: 'Environment name' }
} as const satisfies InputSpecs

/** What every report of a runtime (Docker, Kubernetes, ECS, Lambda, S3) reads besides its own. */
export const RUNTIME_REPORT_INPUTS = {
  ...ENVIRONMENT_INPUT,
  'exclude-names': {
    kind: 'list',
    description:
      "Artifact names left out (images; Lambda functions; S3 keys), each exactly that name, or for S3 every key it starts, as the reference client's --exclude"
  },
  'exclude-names-regex': {
    kind: 'list',
    description:
      "Regular expressions (RE2) searched anywhere in each artifact name, as the reference client's --exclude-regex: a name one finds is left out; anchor them (`^etl-`)"
  },
  'include-names': {
    kind: 'list',
    description:
      "Artifact names reported, and only they: each exactly that name, or for S3 every key it starts, as the reference client's --function-names (Lambda) and --include (S3)"
  },
  'include-names-regex': {
    kind: 'list',
    description:
      "Regular expressions (RE2) searched anywhere in each artifact name, as the reference client's --function-names-regex and --include-regex: only names one finds are reported; anchor them (`^shop-`)"
  }
} as const satisfies InputSpecs

/** What every report of what runs where sets. */
export const ENVIRONMENT_REPORT_OUTPUTS = {
  fingerprints: 'JSON object of artifact name -> fingerprint',
  artifact_count: 'Number of artifacts reported'
} as const satisfies OutputSpecs

/** What every AWS report (ECS, Lambda, S3) reads besides credentials, which come as the SDK finds them in the job. */
export const AWS_INPUTS = {
  'aws-region': {
    kind: 'string',
    pattern: { re: /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, expected: 'an AWS region such as `eu-west-1`' },
    description: 'AWS region (default: AWS_REGION, else AWS_DEFAULT_REGION, else the shared config, as configure-aws-credentials sets them)'
  }
} as const satisfies InputSpecs
