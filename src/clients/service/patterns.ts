/**
 * The service's rules for names and identifiers, written once. The endpoint catalogue uses
 * them for path parameters and the operations for inputs, so an input is refused with the
 * same rule the service would apply, worded for the person who typed it.
 */

export interface Pattern {
  re: RegExp
  /** The expected form, worded for a user reading an error message. */
  expected: string
}

/**
 * Names are held to a length no real name reaches, so a pasted blob is refused before it
 * becomes a path; the service publishes no figure of its own.
 */
export const MAX_NAME_LENGTH = 256
const AT_MOST = `; at most ${MAX_NAME_LENGTH} characters`

/** `^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$`: flow and environment names in the published document. */
const NAME = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]{0,255}$/

export const PATTERNS = {
  fingerprint: { re: /^[a-f0-9]{64}$/, expected: '64 lowercase hex characters (a SHA-256 fingerprint)' },
  fingerprintPrefix: { re: /^[a-f0-9]{5,64}$/, expected: '5 to 64 lowercase hex characters (a fingerprint or its prefix)' },
  commitSha: { re: /^[a-f0-9]{40}$/, expected: 'a full commit SHA: 40 lowercase hex characters' },
  searchValue: { re: /^[a-fA-F0-9]{5,64}$/, expected: 'a fingerprint or commit SHA (or a prefix of one): 5 to 64 hex characters' },
  flowName: { re: NAME, expected: `a flow name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}` },
  environmentName: { re: NAME, expected: `an environment name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}` },
  trailName: {
    re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
    expected: `a trail name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}`
  },
  policyName: {
    re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
    expected: `a policy name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}`
  },
  attestationName: { re: /^[a-zA-Z0-9\-_,]{1,256}$/, expected: `letters, digits, \`-\`, \`_\` and \`,\` only${AT_MOST}` },
  templateReferenceName: { re: /^[a-zA-Z0-9\-_]{1,256}$/, expected: `a name from the flow template: letters, digits, \`-\` and \`_\` only${AT_MOST}` },
  attestationTypeName: {
    re: /^[a-zA-Z0-9][a-zA-Z0-9\-_~]{0,255}$/,
    expected: `a type name: a letter or digit, then letters, digits, \`-\`, \`_\` or \`~\`${AT_MOST}`
  },
  customAttestationType: { re: /^custom:.+$/, expected: '`custom:<type name>`' },
  annotationKey: { re: /^[A-Za-z0-9_-]+$/, expected: 'annotation keys of letters, digits, `_` and `-`' },
  externalUrlKey: { re: /^[^=.]+$/, expected: 'external URL names without `=` or `.`' },
  /** Names that become one path segment where the service states no rule: anything printable but the separator. */
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  pathName: { re: /^[^/\\\u0000-\u001f\u007f]{1,256}$/, expected: `a name without \`/\`, \`\\\` or control characters${AT_MOST}` }
} satisfies Record<string, Pattern>

export const ENVIRONMENT_TYPES = ['K8S', 'ECS', 'S3', 'lambda', 'server', 'docker', 'azure-apps', 'logical'] as const
export const ATTESTATION_TYPES = ['generic', 'junit', 'snyk', 'pull_request', 'jira', 'sonar'] as const
export const FLOW_VISIBILITIES = ['private', 'public'] as const
export const APPROVAL_STATES = ['APPROVED', 'UNAPPROVED'] as const
