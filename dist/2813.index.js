export const id = 2813;
export const ids = [2813];
export const modules = {

/***/ 9403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ notAnObject)
/* harmony export */ });
/** Checks of service answers, for operations that conclude from them (`reads` of a call). */
/** What an answer that should be a JSON object is instead, for `reads` checks: undefined when it is one. */
function notAnObject(data) {
    if (data !== null && typeof data === 'object' && !Array.isArray(data))
        return undefined;
    return `it is ${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`}, not an object`;
}


/***/ }),

/***/ 91061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U_: () => (/* binding */ attestArtifact),
/* harmony export */   h7: () => (/* binding */ latestCommit)
/* harmony export */ });
/* unused harmony exports getArtifact, listArtifacts, getArtifactsByCommit */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const FLOW = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName };
const attestArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestArtifact',
    method: 'POST',
    path: '/artifacts/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('CreateArtifact') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const getArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getArtifact',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/fingerprint/{fingerprint}',
    params: { ...FLOW, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint },
    query: {
        trail: { schema: { type: 'string' } },
        attestation_id: { schema: { type: 'string', pattern: '^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{8}$' } }
    },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ArtifactResponse') },
    retry: 'idempotent',
    source: 'published'
});
const latestCommit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'latestCommit',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/{fingerprint}/latest_commit',
    params: { ...FLOW, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprintPrefix },
    query: { branch: { schema: { type: 'string' } } },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('LatestCommitResponse') },
    retry: 'idempotent',
    source: 'spec+published',
    deviation: 'the spec accepts a fingerprint prefix of 5 to 64 hex characters; the document only a full 64'
});
/**
 * What the reference client's `list artifacts` calls. The document's `ArtifactListItemResponse`
 * is not among the extracted components, so its required fields are written here.
 */
const listArtifacts = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listArtifacts',
    method: 'GET',
    path: '/artifacts/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: { flow_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName.re.source } }, repo_name: { schema: { type: 'string' } }, ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB },
    responses: { 200: { type: 'array', items: { type: 'object', required: ['id', 'fingerprint', 'filename', 'created_at', 'last_modified_at', 'evidence'] } } },
    retry: 'idempotent',
    source: 'published'
});
/** What the reference client's `get artifact FLOW:COMMIT` calls: the artifacts built from a commit. */
const getArtifactsByCommit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getArtifactsByCommit',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/commit_sha/{commit_sha}',
    params: { ...FLOW, commit_sha: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.searchValue },
    query: { trail: { schema: { type: 'string' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ArtifactResponse') } },
    retry: 'idempotent',
    source: 'published'
});


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

/***/ 62813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);
/* harmony import */ var _clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91061);
/* harmony import */ var _clients_service_answers_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9403);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25833);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(30694);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18667);








/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceOperation */ .F0)({
    name: 'latest-commit',
    title: 'Latest commit lookup',
    description: "The latest commit the service knows for an artifact of a flow (e.g. the next approval's oldest-commit)",
    inputs: {
        flow: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_5__/* .ATTESTATION_INPUTS */ .Le.flow,
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_5__/* .ARTIFACT_INPUTS */ .vD,
        fingerprint: {
            kind: 'string',
            pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_3__/* .PATTERNS */ .G3.fingerprintPrefix,
            description: 'Artifact fingerprint: 5 to 64 lowercase hex (a prefix is enough), or sha256:<64 hex>. Or give artifact-path.'
        },
        branch: { kind: 'string', description: 'The branch to take the commit from' }
    },
    outputs: {
        fingerprint: 'The artifact fingerprint used',
        latest_commit: 'The 40-hex commit, empty when the service has none'
    },
    endpoint: _clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .latestCommit */ .h7,
    read: (inputs) => ({
        flow: inputs.required('flow'),
        artifact: (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_4__/* .readArtifactRef */ ._4)(inputs, { required: true }),
        branch: inputs.string('branch')
    }),
    async run(settings, { client, org, common, log, context, app }) {
        const fingerprint = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveFingerprint */ .JI)(settings.artifact, { githubToken: common.githubToken, log });
        const response = await client.call(_clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_2__/* .latestCommit */ .h7, { org, flow_name: settings.flow, fingerprint, branch: settings.branch }, undefined, {
            reads: (data) => {
                const commit = (0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_7__/* .notAnObject */ .O)(data) ? undefined : data.latest_commit;
                return (0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_7__/* .notAnObject */ .O)(data) ?? (typeof commit === 'string' || commit === null ? undefined : 'it has no `latest_commit` (a commit SHA or null)');
            },
            // The answer is one commit SHA: anything near this size is not the service's answer.
            maxAnswerBytes: 64 * 1024
        });
        const commit = response.data?.latest_commit;
        // The service answers null when it knows no commit: an empty output, never "null".
        const found = typeof commit === 'string' ? commit : '';
        return {
            outputs: { fingerprint, latest_commit: found },
            summary: {
                title: `Latest commit of an artifact in ${settings.flow}`,
                verdict: { ok: undefined, text: found ? `Latest commit: ${found.slice(0, 7)}` : 'The service knows no commit for it' },
                record: { href: app.artifact(org, settings.flow, fingerprint), text: 'artifact in the app' },
                facts: [
                    ['Artifact', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(fingerprint)],
                    ['Branch', settings.branch],
                    ['Latest commit', found ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(found, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, found)) : undefined]
                ]
            }
        };
    }
}));


/***/ })

};
