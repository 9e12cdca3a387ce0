"use strict";
exports.id = 7671;
exports.ids = [7671];
exports.modules = {

/***/ 18667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96563);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45575);


/** The inputs and outputs an operation of this kind has besides its own. */
function withKind(def, kind, org) {
    const service = kind !== 'local';
    return {
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_INPUTS */ .qT, ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_INPUTS */ .Ki), ...(org && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .ORG_INPUT */ .Op), ...def.inputs },
        outputs: { ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_OUTPUTS */ .Ht), ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_OUTPUTS */ .re, ...def.outputs }
    };
}
function operation(def, kind, needs, endpoint, work) {
    return {
        name: def.name,
        title: def.title,
        description: def.description,
        ...withKind(def, kind, needs.org),
        needs,
        endpoint,
        prepare: async (inputs, common) => {
            const settings = await def.read((0,_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .readerOf */ .T)(inputs, def.inputs), common);
            return work((tools) => def.run(settings, tools));
        }
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    const needs = { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' };
    return operation(def, 'service', needs, def.endpoint, (run) => ({ service: run }));
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return operation(def, 'saved', { org: false, apiKey: true, github: 'none' }, undefined, (run) => ({ service: run }));
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return operation(def, 'local', { org: false, apiKey: false, github: 'none' }, undefined, (run) => ({ local: run }));
}


/***/ }),

/***/ 82788:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);

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
    const port = /:([0-9]+)$/.exec(domain)?.[1];
    if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535 && port.length <= 5)) {
        throw fail(`the registry port "${port}" is not a port number from 1 to 65535`);
    }
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

/***/ 26626:
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
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

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


/***/ }),

/***/ 31599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49997);

function defineEndpoint(endpoint) {
    return endpoint;
}
/** The path parameter names of a template, in order. */
function pathParamNames(template) {
    return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
/** Why a path parameter value does not fit the endpoint, or `undefined` when it does. */
function paramProblem(endpoint, name, value) {
    const pattern = endpoint.params[name];
    if (value === undefined || value === '')
        return 'is missing';
    if (pattern && !pattern.re.test(value))
        return `\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value)}\` is not valid; expected ${pattern.expected}`;
    return undefined;
}
/** The path with every parameter encoded as one segment, so no name can change its shape. */
function expandPath(endpoint, params) {
    return endpoint.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
}
/** The query string, arrays as the name repeated (`policy_name=a&policy_name=b`). */
function encodeQuery(query) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
        if (value === undefined)
            continue;
        for (const item of Array.isArray(value) ? value : [value])
            search.append(name, String(item));
    }
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
}


/***/ }),

/***/ 2372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ approve)
});

// EXTERNAL MODULE: ./src/clients/github/context.ts
var github_context = __webpack_require__(63061);
// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var endpoint = __webpack_require__(31599);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/approvals.ts



const FLOW = { ...shapes/* ORG */.xE, flow_name: patterns/* PATTERNS */.G3.flowName };
/** Removed from the live service in July 2026; kept for services that still have it. */
const createApproval = (0,endpoint/* defineEndpoint */.vy)({
    id: 'createApproval',
    method: 'POST',
    path: '/approvals/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'json', schema: (0,shapes/* published */.H3)('ApprovalPostInput') },
    responses: { 200: (0,shapes/* published */.H3)('ApprovalPostInput'), 201: (0,shapes/* published */.H3)('ApprovalPostInput') },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
const listApprovals = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listApprovals',
    method: 'GET',
    path: '/approvals/{org}/{flow_name}',
    params: FLOW,
    query: shapes/* PAGING */.rB,
    responses: { 200: { type: 'array', items: (0,shapes/* published */.H3)('ApprovalResponseSHA1') } },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/clients/service/failure.ts
var failure = __webpack_require__(50730);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/operations/readers/approval-inputs.ts + 2 modules
var approval_inputs = __webpack_require__(46131);
// EXTERNAL MODULE: ./src/action/input-groups.ts
var input_groups = __webpack_require__(96563);
// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
;// CONCATENATED MODULE: ./src/operations/approve.ts








/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(record) {
    const approvals = record?.approvals;
    if (!Array.isArray(approvals))
        return '';
    return [...new Set(approvals.map((a) => a?.state).filter((s) => typeof s === 'string'))].join(',');
}
const INSTEAD = 'record the approval as an attestation with `operation: attest-approval` instead (the same approval, on the trail)';
/**
 * What a 404 or 410 means here. A 410, or a 404 without the service's own error message (the
 * framework's bare "Not Found"), says the route itself is gone; a 404 with a message may be a
 * missing flow or artifact, or a service whose approvals API went away answering for it.
 */
function approvalsAdvice(error, text) {
    if (error.status !== 404 && error.status !== 410)
        return undefined;
    let said = false;
    try {
        said = typeof JSON.parse(text ?? '')?.message === 'string';
    }
    catch {
        // not the service's JSON: the route is gone
    }
    return error.status === 410 || !said
        ? `The service has no approvals API (the live service removed it in July 2026): ${INSTEAD}.`
        : `If the flow and the artifact exist, the service may no longer have the approvals API (the live service removed it in July 2026): ${INSTEAD}.`;
}
/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
/* harmony default export */ const approve = ((0,types/* serviceOperation */.F0)({
    name: 'approve',
    title: 'Approval',
    description: 'Approve an artifact of a flow for an environment, through the approvals API (services that still have it)',
    inputs: {
        flow: { kind: 'string', pattern: patterns/* PATTERNS */.G3.flowName, required: true, description: 'Flow name (default: KOSLI_FLOW)' },
        ...input_groups/* APPROVAL_INPUTS */.YC
    },
    outputs: {
        fingerprint: 'The artifact fingerprint approved',
        approval_state: 'State of the approval entries (e.g. APPROVED)',
        approved_by: 'The approvers, comma-separated'
    },
    endpoint: createApproval,
    github: 'optional',
    read: (inputs, common) => ({ flow: inputs.required('flow'), ...(0,approval_inputs/* readApprovalInputs */.HG)(inputs, common) }),
    async run(settings, tools) {
        const { client, org, context, app } = tools;
        const record = await (0,approval_inputs/* prepareApproval */.dJ)(settings, tools);
        let response;
        try {
            response = await client.call(createApproval, { org, flow_name: settings.flow }, {
                artifact_fingerprint: record.fingerprint,
                description: settings.description,
                ...(settings.environment !== undefined && { environment: settings.environment }),
                src_commit_list: record.commits,
                ...(settings.oldestCommit !== undefined && { oldest_commit: settings.oldestCommit }),
                approvals: record.approvals,
                ...(settings.userData !== undefined && { user_data: settings.userData })
            });
        }
        catch (err) {
            const advice = err instanceof failure/* ServiceError */._7 ? approvalsAdvice(err, client.last?.text) : undefined;
            if (advice)
                throw new failure/* ServiceError */._7(err.kind, `${err.message} ${advice}`, err);
            throw err;
        }
        const state = approvalState(response.data);
        const { commits, newest } = record;
        return {
            outputs: { fingerprint: record.fingerprint, approval_state: state, approved_by: (0,approval_inputs/* approvers */.DH)(record) },
            summary: {
                title: `Approval in ${settings.flow}`,
                verdict: {
                    ok: state === 'APPROVED',
                    text: state === 'APPROVED' ? `Approved by ${(0,approval_inputs/* approvers */.DH)(record).replace(/,/g, ', ')}` : `Recorded as ${state || 'unknown state'}`
                },
                record: { href: app.artifact(org, settings.flow, record.fingerprint), text: 'artifact in the app' },
                facts: [
                    ['Artifact', (0,summary/* hash */.tW)(record.fingerprint)],
                    ['Environment', settings.environment],
                    ['Commits covered', `${commits.length} (${commits[commits.length - 1].slice(0, 7)}..${newest.slice(0, 7)})`],
                    ['Newest commit', (0,summary/* hash */.tW)(newest, (0,github_context/* commitUrl */.Bg)(context, newest))],
                    ['Approved by', (0,approval_inputs/* approvers */.DH)(record).replace(/,/g, ', ')],
                    ['Approvers from', settings.approversFrom === 'actor' ? 'the workflow' : `reviews of GitHub environment ${settings.githubEnvironment}`]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 30694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath),
/* harmony export */   nm: () => (/* binding */ namingInput),
/* harmony export */   x2: () => (/* binding */ readExclude)
/* harmony export */ });
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);
/* harmony import */ var _artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42562);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82788);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);




const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.string('registry-username');
    const password = inputs.string('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
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
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `exclude`, each pattern checked when read: a malformed one is refused before any file is read. */
function readExclude(inputs) {
    const patterns = inputs.list('exclude');
    try {
        return (0,_artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__/* .checkExcludePatterns */ .kj)(patterns);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw inputs.fail('exclude', err.message, err.expected);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.resolve(artifactPath), type, exclude: readExclude(inputs) };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.choice('artifact-type'));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint');
    const artifactPath = inputs.string('artifact-path');
    const type = inputs.choice('artifact-type');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw inputs.fail('fingerprint', 'required (or `artifact-path`) but neither is given');
    return undefined;
}
/**
 * The artifact library's errors name no input: this names the one the operation read the path
 * (or paths) from, or `exclude` when one of its patterns was at fault.
 */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(err.argument ?? input, err.message, err.expected ?? expected);
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await __webpack_require__.e(/* import() */ 9897).then(__webpack_require__.bind(__webpack_require__, 59897));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    // Loaded only when a path is given: an attestation usually names no artifact, or its fingerprint.
    const { fingerprintArtifact } = await __webpack_require__.e(/* import() */ 9919).then(__webpack_require__.bind(__webpack_require__, 9919));
    return namingInput('artifact-path', PATH_EXPECTED, fingerprintArtifact(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ })

};
;