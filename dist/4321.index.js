export const id = 4321;
export const ids = [4321];
export const modules = {

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

/***/ 44321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ allow_artifact)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var endpoint = __webpack_require__(31599);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/allowlists.ts



/** An artifact allowed to run in an environment without full evidence, with the reason. */
const allowArtifact = (0,endpoint/* defineEndpoint */.vy)({
    id: 'allowArtifact',
    method: 'PUT',
    path: '/allowlists/{org}/{env_name}',
    params: { ...shapes/* ORG */.xE, env_name: patterns/* PATTERNS */.G3.environmentName },
    query: {},
    body: { type: 'json', schema: (0,shapes/* published */.H3)('AllowlistPutInput') },
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    // Allowing an allowed artifact again leaves one entry: safe to repeat.
    retry: 'idempotent',
    source: 'published'
});
const listAllowlists = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listAllowlists',
    method: 'GET',
    path: '/allowlists/{org}',
    params: shapes/* ORG */.xE,
    query: {},
    responses: { 200: { type: 'array', items: (0,shapes/* published */.H3)('AllowlistResponse') } },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/input-groups.ts
var input_groups = __webpack_require__(96563);
// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
;// CONCATENATED MODULE: ./src/operations/allow-artifact.ts







/**
 * The name `kosli allow artifact` sends for the artifact it was given: a file's or folder's
 * base name, an image's reference as written.
 */
function nameOf(artifact) {
    return 'image' in artifact ? artifact.image : external_node_path_default().basename(artifact.path);
}
/**
 * Allows an artifact to run in an environment without full evidence (a vendor image, a hotfix
 * signed off elsewhere), with the reason, as `kosli allow artifact` does: its running there no
 * longer makes the environment non-compliant.
 */
/* harmony default export */ const allow_artifact = ((0,types/* serviceOperation */.F0)({
    name: 'allow-artifact',
    title: 'Allowlist entry',
    description: "Allow an artifact to run in an environment without full evidence, with the reason: it no longer makes the environment's snapshots non-compliant",
    inputs: {
        environment: { kind: 'string', pattern: patterns/* PATTERNS */.G3.environmentName, required: true, description: 'The environment the artifact is allowed in' },
        ...input_groups/* ARTIFACT_INPUTS */.vD,
        'artifact-name': {
            kind: 'string',
            description: "The artifact's name as the allowlist shows it: required with fingerprint; default the base name of artifact-path (an image's reference)"
        },
        reason: { kind: 'string', required: true, description: 'Why the artifact may run there without full evidence' }
    },
    outputs: {
        fingerprint: 'The fingerprint allowed'
    },
    endpoint: allowArtifact,
    read: (inputs) => {
        const environment = inputs.required('environment');
        const artifact = (0,artifact_input/* readArtifactRef */._4)(inputs, { required: true });
        const given = inputs.string('artifact-name');
        if (given === undefined && 'fingerprint' in artifact)
            throw inputs.fail('artifact-name', 'required with `fingerprint` but not given', "the artifact's name, e.g. `datadog-agent`");
        const reason = inputs.required('reason');
        if (reason.trim() === '')
            throw inputs.fail('reason', 'is blank', 'a sentence saying why the artifact may run there');
        return { environment, artifact, name: given ?? nameOf(artifact), reason };
    },
    async run(settings, { client, org, common, log, app }) {
        const fingerprint = await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log });
        const response = await client.call(allowArtifact, { org, env_name: settings.environment }, { artifact_fingerprint: fingerprint, artifact_name: settings.name, description: settings.reason });
        return {
            outputs: { fingerprint },
            summary: {
                title: `Allowlist of ${settings.environment}`,
                verdict: response.dryRun ? { ok: undefined, text: 'Dry run' } : { ok: true, text: `${settings.name} allowed in ${settings.environment}` },
                record: { href: app.environment(org, settings.environment), text: 'environment in the app' },
                facts: [
                    ['Artifact', settings.name],
                    ['Fingerprint', (0,summary/* hash */.tW)(fingerprint)],
                    ['Reason', settings.reason]
                ]
            }
        };
    }
}));


/***/ })

};
