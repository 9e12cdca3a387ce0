/**
 * The spec's rules, written once. The action checks every value against them before it sends
 * anything, and the sandbox checks every request against them on arrival. Where the spec is
 * silent, the service's published OpenAPI document fills in (required fields, key patterns), so
 * a request built here is one that both accept.
 */

export interface Pattern {
  re: RegExp
  /** The expected form, worded for a user reading an error message. */
  expected: string
}

export const PATTERNS = {
  fingerprint: { re: /^[a-f0-9]{64}$/, expected: '64 lowercase hex characters (a SHA-256 fingerprint)' },
  fingerprintPrefix: { re: /^[a-f0-9]{5,64}$/, expected: '5 to 64 lowercase hex characters (a fingerprint or its prefix)' },
  commitSha: { re: /^[a-f0-9]{40}$/, expected: 'a full commit SHA: 40 lowercase hex characters' },
  searchValue: { re: /^[a-fA-F0-9]{5,64}$/, expected: 'a fingerprint or commit SHA (or a prefix of one): 5 to 64 hex characters' },
  flowName: {
    re: /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$/,
    expected: 'a flow name: a letter or digit, then letters, digits, `.`, `-`, `_` or `~`'
  },
  attestationName: { re: /^[a-zA-Z0-9\-_,]+$/, expected: 'letters, digits, `-`, `_` and `,` only' },
  attestationTypeName: {
    re: /^[a-zA-Z0-9][a-zA-Z0-9\-_~]*$/,
    expected: 'a type name: a letter or digit, then letters, digits, `-`, `_` or `~`'
  },
  customAttestationType: { re: /^custom:.+$/, expected: '`custom:<type name>`' },
  annotationKey: { re: /^[A-Za-z0-9_-]+$/, expected: 'annotation keys of letters, digits, `_` and `-`' },
  externalUrlKey: { re: /^[^=.]+$/, expected: 'external URL names without `=` or `.`' },
  /** Names that become one path segment: anything printable but the separator. */
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  pathName: { re: /^[^/\\\u0000-\u001f\u007f]+$/, expected: 'a name without `/`, `\\` or control characters' }
} satisfies Record<string, Pattern>

/**
 * The service limits the size of each multipart part without publishing the figure; both the
 * action and the sandbox hold parts to this, so an oversized part is named before sending.
 */
export const MAX_PART_BYTES = 1024 * 1024

export const ENVIRONMENT_TYPES = ['K8S', 'ECS', 'S3', 'lambda', 'server', 'docker', 'azure-apps'] as const

export const ATTESTATION_TYPES = ['generic', 'junit', 'snyk', 'pull_request', 'jira', 'sonar'] as const
export const FLOW_VISIBILITIES = ['private', 'public'] as const
export const APPROVAL_STATES = ['APPROVED', 'UNAPPROVED'] as const

type JsonSchema = Record<string, unknown>

const str = { type: 'string' }
const strOrNull = { type: ['string', 'null'] }
const fingerprint = { type: 'string', pattern: PATTERNS.fingerprint.re.source }
const commitSha = { type: 'string', pattern: PATTERNS.commitSha.re.source }
const userData = { type: ['object', 'array', 'null'] }

const gitCommitInfo = {
  type: 'object',
  required: ['sha1'],
  properties: {
    sha1: str,
    message: strOrNull,
    author: strOrNull,
    author_username: strOrNull,
    branch: strOrNull,
    timestamp: { type: ['integer', 'null'] },
    url: strOrNull,
    parents: { type: 'array', items: str },
    verified: { type: 'boolean' },
    signature_state: strOrNull
  }
}

const repoInfo = {
  type: 'object',
  required: ['name', 'url'],
  properties: { name: str, url: str, id: strOrNull, description: strOrNull }
}

/** Request bodies, keyed by the endpoint they are sent to. */
export const REQUEST_SCHEMAS = {
  serverReport: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'artifacts'],
    properties: {
      type: { const: 'server' },
      artifacts: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['digests', 'creationTimestamp'],
          properties: {
            digests: { type: 'object', additionalProperties: fingerprint },
            creationTimestamp: { type: 'integer', minimum: 0 }
          }
        }
      }
    }
  },
  approval: {
    type: 'object',
    additionalProperties: false,
    // The published document also requires `description`; the action always sends it, and
    // the sandbox, lenient where the spec is silent, does not insist.
    required: ['artifact_fingerprint', 'src_commit_list'],
    properties: {
      artifact_fingerprint: fingerprint,
      description: str,
      environment: strOrNull,
      src_commit_list: { type: 'array', minItems: 1, items: commitSha },
      oldest_commit: { anyOf: [commitSha, { type: 'null' }] },
      approvals: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          // The published document requires all four; the spec lists `state` only in
          // responses. The action sends all four; the sandbox fills in `APPROVED`.
          required: ['approved_by'],
          properties: {
            state: { enum: [...APPROVAL_STATES] },
            comment: str,
            approved_by: str,
            approval_url: str
          }
        }
      },
      user_data: userData
    }
  },
  attestationOverride: {
    type: 'object',
    additionalProperties: false,
    required: ['attestation_name', 'reason', 'new_compliance_status', 'original_attestation_type'],
    properties: {
      attestation_name: { type: 'string', pattern: PATTERNS.attestationName.re.source },
      original_attestation_type: {
        anyOf: [{ enum: [...ATTESTATION_TYPES] }, { type: 'string', pattern: PATTERNS.customAttestationType.re.source }]
      },
      reason: str,
      new_compliance_status: { type: 'boolean' },
      origin_url: strOrNull,
      description: strOrNull,
      artifact_fingerprint: { anyOf: [fingerprint, { type: 'null' }] },
      target_artifacts: { type: 'array', items: { type: 'string', pattern: PATTERNS.attestationName.re.source } },
      git_commit_info: gitCommitInfo,
      repo_info: repoInfo,
      external_urls: {
        type: 'object',
        propertyNames: { pattern: PATTERNS.externalUrlKey.re.source },
        additionalProperties: {
          type: 'object',
          additionalProperties: false,
          required: ['href'],
          properties: { href: str, fingerprint: { anyOf: [fingerprint, { type: 'null' }] } }
        }
      },
      annotations: {
        type: 'object',
        propertyNames: { pattern: PATTERNS.annotationKey.re.source },
        additionalProperties: str
      },
      user_data: userData
    }
  },
  flow: {
    type: 'object',
    // The spec: `visibility` is not required (new flows are private). The action sends it
    // anyway, with `description` and `template`, which the older published document requires.
    required: ['name'],
    properties: {
      name: { type: 'string', pattern: PATTERNS.flowName.re.source },
      description: str,
      visibility: { enum: [...FLOW_VISIBILITIES] },
      template: { type: 'array', items: str },
      repo_url: strOrNull
    }
  },
  environmentCreate: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'type'],
    properties: {
      name: { type: 'string', pattern: PATTERNS.flowName.re.source },
      type: { enum: [...ENVIRONMENT_TYPES] },
      description: str,
      include_scaling: { type: ['boolean', 'null'] },
      require_provenance: { type: ['boolean', 'null'] },
      included_environments: { type: ['array', 'null'], items: str },
      policies: { type: ['array', 'null'], items: str }
    }
  },
  environmentUpdate: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: {
      description: str,
      include_scaling: { type: 'boolean' },
      included_environments: { type: 'array', items: { type: 'string', minLength: 1 } },
      policies: { type: 'array', items: { type: 'string', minLength: 1 } }
    }
  },
  customAttestationType: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', pattern: PATTERNS.attestationTypeName.re.source },
      description: strOrNull,
      evaluator: {
        oneOf: [
          {
            type: 'object',
            additionalProperties: false,
            required: ['content_type', 'rules'],
            properties: { content_type: { const: 'jq' }, rules: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } } }
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['content_type'],
            properties: { content_type: { const: 'default' } }
          }
        ]
      }
    }
  }
} satisfies Record<string, JsonSchema>

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS
