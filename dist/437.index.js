export const id = 437;
export const ids = [437];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError)
/* harmony export */ });
/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 */
class ArtifactError extends Error {
    expected;
    constructor(message, 
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    expected, options = {}) {
        super(message, options);
        this.expected = expected;
        this.name = 'ArtifactError';
    }
}


/***/ }),

/***/ 2788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   Xb: () => (/* binding */ DOCKER_HUB),
/* harmony export */   Ys: () => (/* binding */ canonicalReference),
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   bo: () => (/* binding */ EXPECTED_REFERENCE),
/* harmony export */   nz: () => (/* binding */ apiHost),
/* harmony export */   o_: () => (/* binding */ parseImageReference),
/* harmony export */   rw: () => (/* binding */ isImageId)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7172);

const DOCKER_HUB = 'docker.io';
/** Docker Hub's registry API is not served at docker.io itself. */
const DOCKER_HUB_API = 'registry-1.docker.io';
const LEGACY_DOCKER_HUB = 'index.docker.io';
const DEFAULT_TAG = 'latest';
const MAX_PATH_LENGTH = 255;
const EXPECTED_REFERENCE = 'an image reference such as `registry.example.com/team/app:1.2`, `ghcr.io/org/app@sha256:<64 hex>` or `nginx`';
// The grammar of github.com/distribution/reference, piece by piece.
const ALPHANUMERIC = '[a-z0-9]+';
const SEPARATOR = '(?:[._]|__|[-]+)';
const PATH_COMPONENT = `${ALPHANUMERIC}(?:${SEPARATOR}${ALPHANUMERIC})*`;
const REMOTE_NAME = `${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const FULL = new RegExp(`^(${DOMAIN})/(${REMOTE_NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const IMAGE_ID = /^(?:sha256:)?[a-f0-9]{64}$/;
const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/;
function parseImageReference(input) {
    const fail = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n(`"${input}" is not a valid image reference: ${problem}`, EXPECTED_REFERENCE);
    if (input === '')
        throw fail('it is empty');
    if (/\s/.test(input))
        throw fail('it contains whitespace');
    if (IMAGE_ID.test(input))
        throw fail('it is an image ID, not a name; give the repository and tag or digest');
    const [domain, remainder] = splitDomain(input);
    const repository = /^[^:@]*/.exec(remainder)[0];
    if (repository.toLowerCase() !== repository) {
        throw fail(`repository names must be lowercase (got "${repository}"); a registry host needs a "." or a ":port", or to be "localhost"`);
    }
    const match = FULL.exec(`${domain}/${remainder}`);
    if (!match)
        throw fail(grammarProblem(remainder));
    const [, , path, tag, digest] = match;
    if (path.length > MAX_PATH_LENGTH)
        throw fail(`the repository name is longer than ${MAX_PATH_LENGTH} characters`);
    if (digest !== undefined && !SHA256_DIGEST.test(digest)) {
        throw fail(`the digest "${digest}" is not sha256:<64 lowercase hex>; only SHA-256 digests are fingerprints`);
    }
    return { original: input, domain, path, tag: tag ?? (digest ? undefined : DEFAULT_TAG), digest };
}
/**
 * The first component is a registry host only if it looks like one: a dot, a port or
 * `localhost`. Anything else is a Docker Hub namespace, as every Docker client reads it.
 */
function splitDomain(input) {
    const slash = input.indexOf('/');
    let domain = DOCKER_HUB;
    let remainder = input;
    if (slash !== -1) {
        const first = input.slice(0, slash);
        if (first === 'localhost' || /[.:]/.test(first)) {
            domain = first === LEGACY_DOCKER_HUB ? DOCKER_HUB : first;
            remainder = input.slice(slash + 1);
        }
    }
    if (domain === DOCKER_HUB && !remainder.includes('/'))
        remainder = `library/${remainder}`;
    return [domain, remainder];
}
function grammarProblem(remainder) {
    const at = remainder.indexOf('@');
    const named = at === -1 ? remainder : remainder.slice(0, at);
    const colon = named.lastIndexOf(':');
    const tag = colon === -1 ? undefined : named.slice(colon + 1);
    if (tag !== undefined && !new RegExp(`^${TAG}$`).test(tag)) {
        return `the tag "${tag}" is not 1 to 128 letters, digits, "_", "." or "-" (not starting with "." or "-")`;
    }
    if (at !== -1 && !new RegExp(`^${DIGEST}$`).test(remainder.slice(at + 1))) {
        return `the digest "${remainder.slice(at + 1)}" is not sha256:<64 lowercase hex>`;
    }
    return 'check the registry host, the repository path (lowercase letters, digits and single "." "_" "__" or "-" between them, components separated by "/") and the tag';
}
/** `host[:port]` to call for the registry API. */
function apiHost(ref) {
    return ref.domain === DOCKER_HUB ? DOCKER_HUB_API : ref.domain;
}
/** The full repository name: `docker.io/library/nginx`. */
function repositoryName(ref) {
    return `${ref.domain}/${ref.path}`;
}
/** The digest if there is one, else the tag: what the manifest URL names. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag;
}
/** The canonical string: `docker.io/library/nginx:latest`, `host/app@sha256:…`. */
function canonicalReference(ref) {
    return ref.digest ? `${repositoryName(ref)}@${ref.digest}` : `${repositoryName(ref)}:${ref.tag}`;
}
/** An image ID as `docker images --no-trunc` shows it, with or without `sha256:`. */
function isImageId(input) {
    return IMAGE_ID.test(input);
}


/***/ }),

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath)
/* harmony export */ });
/* unused harmony exports ARTIFACT_TYPES, namingInput */
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6094);
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7172);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4232);





const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'];
const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.optional('registry-username');
    const password = inputs.optional('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
    }
    return { username, password };
}
/** The image reference is checked when read, so a malformed one fails before anything else happens. */
function checkImageReference(reference, type) {
    if (type === 'docker' && (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .isImageId */ .rw)(reference))
        return;
    try {
        (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseImageReference */ .o_)(reference);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.path(artifactPath), type, exclude: inputs.list('exclude') };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', undefined, '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.oneOf('artifact-type', ARTIFACT_TYPES));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint', options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
/** Turns the artifact library's own error into one that names the input it came from. */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(input, err.message, err.expected ?? expected);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ)
            throw err;
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await __webpack_require__.e(/* import() */ 31).then(__webpack_require__.bind(__webpack_require__, 3031));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    return namingInput('artifact-path', PATH_EXPECTED, (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ }),

/***/ 437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   reasons: () => (/* binding */ reasons)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1517);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4232);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8855);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5219);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1983);






/** Why an artifact is not compliant, one line per reason, from the service's own answer. */
function reasons(result) {
    const lines = [];
    for (const s of result.compliance_status?.attestations_statuses ?? []) {
        const kind = s.attestation_type ? `${s.attestation_type} ` : '';
        if (s.status === 'MISSING' || (s.is_compliant == null && !s.unexpected))
            lines.push(`${kind}attestation \`${s.attestation_name}\` is missing`);
        else if (s.is_compliant === false)
            lines.push(`${kind}attestation \`${s.attestation_name}\` is not compliant`);
    }
    for (const policy of result.policy_evaluations ?? []) {
        if (policy.status !== 'NON-COMPLIANT')
            continue;
        const failed = (policy.rule_evaluations ?? [])
            .filter((r) => r.satisfied === false && !r.ignored)
            .flatMap((r) => (r.resolutions ?? []).filter((x) => x.type !== 'rule_satisfied' && x.type !== 'rule_not_applicable').map((x) => `${r.rule.type}: ${x.type.replace(/_/g, ' ')}${x.context?.trail_name ? ` (trail ${x.context.trail_name})` : ''}`));
        lines.push(`policy \`${policy.policy_name}\` (version ${policy.policy_version}) is not met${failed.length > 0 ? `: ${[...new Set(failed)].join('; ')}` : ''}`);
    }
    return lines;
}
/** The gate before deploy: asks the service whether the artifact is compliant, and stops the job if not. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceOperation */ .F0)({
    endpoint: _service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__/* .assertArtifact */ .fp,
    read: (inputs) => ({
        artifact: (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_4__/* .readArtifactRef */ ._4)(inputs, { required: true }),
        flow: inputs.optional('flow', _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.flowName),
        environment: inputs.optional('environment', _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.environmentName),
        policies: inputs.list('policies', _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.pathName),
        failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
    }),
    async run(settings, { client, org, common, log }) {
        const fingerprint = await (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveFingerprint */ .JI)(settings.artifact, { githubToken: common.githubToken, log });
        const response = await client.call(_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__/* .assertArtifact */ .fp, {
            org,
            fingerprint,
            ...(settings.flow && { flow_name: settings.flow }),
            ...(settings.environment && { environment_name: settings.environment }),
            ...(settings.policies.length > 0 && { policy_name: settings.policies })
        });
        const result = response.data;
        if (response.dryRun || !result) {
            return { outputs: { fingerprint }, summary: { title: 'Artifact assertion', facts: [['Artifact', fingerprint]] } };
        }
        const compliant = result.compliant === true;
        const why = compliant ? [] : reasons(result);
        const scope = [settings.flow && `flow ${settings.flow}`, settings.environment && `environment ${settings.environment}`, ...settings.policies.map((p) => `policy ${p}`)].filter(Boolean).join(', ');
        const failure = compliant || !settings.failOnNonCompliant ? undefined : new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('non_compliant', `artifact ${fingerprint} is not compliant${scope ? ` (${scope})` : ''}: ${why.length > 0 ? why.join('; ') : 'the service gave no reason'}${result.html_url ? `. See ${result.html_url}` : ''}`);
        return {
            outputs: { fingerprint, compliant: String(compliant), compliance_state: compliant ? 'COMPLIANT' : 'NON-COMPLIANT', html_url: result.html_url ?? '' },
            summary: {
                title: `Artifact assertion: ${result.flow || settings.flow || fingerprint.slice(0, 12)}`,
                verdict: { ok: compliant, text: compliant ? 'Compliant' : `Not compliant${settings.failOnNonCompliant ? '' : ' (the step goes on: fail-on-non-compliant is false)'}` },
                facts: [
                    ['Artifact', (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(result.html_url, fingerprint)],
                    ['Flow / trail', result.flow && result.trail ? `${result.flow} / ${result.trail}` : undefined],
                    ['Scope', `${result.scope}${scope ? `: ${scope}` : ''}`]
                ],
                table: why.length > 0 ? { head: ['Why not compliant'], rows: why.map((w) => [w]) } : undefined
            },
            failure
        };
    }
}));


/***/ }),

/***/ 1517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6623);



const search = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'search',
    method: 'GET',
    path: '/search/{org}/sha/{search_value}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, search_value: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.searchValue },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('SearchResultGetResponse') },
    retry: 'idempotent',
    source: 'spec+published'
});
const assertArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'assertArtifact',
    method: 'GET',
    path: '/asserts/{org}/fingerprint/{fingerprint}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint },
    query: {
        flow_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName.re.source } },
        environment_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName.re.source } },
        policy_name: { schema: { type: 'array', items: { type: 'string', minLength: 1 } } }
    },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AssertArtifactResponse') },
    retry: 'idempotent',
    source: 'published'
});
const policySchema = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'policySchema',
    method: 'GET',
    path: '/schemas/environment-policy/v1',
    params: {},
    query: {},
    responses: { 200: { type: 'object' } },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});


/***/ }),

/***/ 6623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ filePart),
/* harmony export */   H3: () => (/* binding */ published),
/* harmony export */   Nu: () => (/* binding */ JSON_STRING),
/* harmony export */   T1: () => (/* binding */ pattern),
/* harmony export */   fV: () => (/* binding */ PART_MAX_BYTES),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   n6: () => (/* binding */ dataJson),
/* harmony export */   rB: () => (/* binding */ PAGING),
/* harmony export */   vv: () => (/* binding */ ATTACHMENT_MAX_BYTES),
/* harmony export */   x4: () => (/* binding */ ANY),
/* harmony export */   xE: () => (/* binding */ ORG)
/* harmony export */ });
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);

/** A component of the service's published OpenAPI document (see published-components.json). */
function published(name) {
    return { $ref: `published#/components/schemas/${name}` };
}
/** What the spec says some endpoints answer: "a JSON string". */
const JSON_STRING = { type: 'string' };
/** The document's `{}`: any JSON at all. */
const ANY = {};
const nullable = (schema) => ({ anyOf: [schema, { type: 'null' }] });
const pattern = (p) => ({ type: 'string', pattern: p.re.source });
/** Path parameters every organization-scoped endpoint has. */
const ORG = { org: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName };
/** Paging as the document's list endpoints take it: `page` from 1, `per_page` items. */
const PAGING = {
    page: { schema: { type: 'integer', minimum: 1 } },
    per_page: { schema: { type: 'integer', minimum: 1 } }
};
/**
 * The service limits each multipart part without publishing most figures. Attachments are
 * documented at 10 MB; for the rest the action and the sandbox hold parts to 1 MiB, so an
 * oversized part is named before anything is sent.
 */
const ATTACHMENT_MAX_BYTES = 10_000_000;
const PART_MAX_BYTES = 1024 * 1024;
const filePart = (maxBytes = PART_MAX_BYTES, required = false) => ({ kind: 'file', required, maxBytes });
/** The `data_json` part: the record's fields as JSON text. */
const dataJson = (schemaName) => ({ kind: 'json', required: true, schema: published(schemaName), maxBytes: PART_MAX_BYTES });


/***/ })

};
