"use strict";
exports.id = 2890;
exports.ids = [2890];
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

/***/ 78062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ createEnvironment),
/* harmony export */   Mg: () => (/* binding */ reportAzureApps),
/* harmony export */   Nc: () => (/* binding */ MAX_REPORTED_ARTIFACTS),
/* harmony export */   dV: () => (/* binding */ getSnapshot),
/* harmony export */   f9: () => (/* binding */ reportK8S),
/* harmony export */   g1: () => (/* binding */ reportLambda),
/* harmony export */   h8: () => (/* binding */ updateEnvironment),
/* harmony export */   l5: () => (/* binding */ reportDocker),
/* harmony export */   oU: () => (/* binding */ attachPolicies),
/* harmony export */   ot: () => (/* binding */ detachPolicies),
/* harmony export */   u_: () => (/* binding */ reportECS),
/* harmony export */   wl: () => (/* binding */ reportServer),
/* harmony export */   zF: () => (/* binding */ reportS3)
/* harmony export */ });
/* unused harmony exports listEnvironments, getEnvironment, archiveEnvironment, listSnapshots */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



/** The most artifacts one report may name: the service (and the sandbox) refuse more. */
const MAX_REPORTED_ARTIFACTS = 10_000;
const ENV = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, env_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName };
const reportServer = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'reportServer',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/report/server',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ServerReport') },
    // 201: a new snapshot; 200: processed, the current snapshot kept.
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec+published'
});
/** The reports of what runs where, beyond a server: one entry each, shaped by the published document. */
function runtimeReport(id, type, schema) {
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'PUT',
        path: `/environments/{org}/{env_name}/report/${type}`,
        params: ENV,
        query: {},
        body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)(schema) },
        // 201: a new snapshot; 200: processed, the current snapshot kept.
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'idempotent',
        source: 'published'
    });
}
const reportDocker = runtimeReport('reportDocker', 'docker', 'DockerReport');
const reportK8S = runtimeReport('reportK8S', 'K8S', 'K8SReport');
const reportECS = runtimeReport('reportECS', 'ECS', 'ECSReport');
const reportLambda = runtimeReport('reportLambda', 'lambda', 'LambdaReport');
const reportS3 = runtimeReport('reportS3', 'S3', 'S3Report');
const reportAzureApps = runtimeReport('reportAzureApps', 'azure-apps', 'AzureAppsReport');
const updateEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'updateEnvironment',
    method: 'PATCH',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    body: {
        type: 'json',
        schema: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: {
                description: { type: 'string' },
                include_scaling: { type: 'boolean' },
                included_environments: { type: 'array', items: { type: 'string', minLength: 1 } },
                policies: { type: 'array', items: { type: 'string', minLength: 1 } }
            }
        }
    },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});
const createEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'createEnvironment',
    method: 'PUT',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('CreateEnvironmentPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listEnvironments = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listEnvironments',
    method: 'GET',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') } },
    retry: 'idempotent',
    source: 'published'
});
const getEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getEnvironment',
    method: 'GET',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') },
    retry: 'idempotent',
    source: 'published'
});
const archiveEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'archiveEnvironment',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/archive',
    params: ENV,
    query: {},
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listSnapshots = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listSnapshots',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}',
    params: ENV,
    query: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB, interval: { schema: { type: 'string' } }, reverse: { schema: { type: 'boolean' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotListItem') } },
    retry: 'idempotent',
    source: 'published'
});
const getSnapshot = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getSnapshot',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}/{snapshot_expression}',
    params: { ...ENV, snapshot_expression: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotResponse') },
    retry: 'idempotent',
    source: 'published'
});
const attachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attachPolicies',
    method: 'POST',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    // Attaching a policy that is attached already leaves it attached: safe to repeat.
    retry: 'idempotent',
    source: 'published'
});
const detachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'detachPolicies',
    method: 'DELETE',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
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

/***/ 32890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ assert_environment)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/service/catalogue/environments.ts
var environments = __webpack_require__(78062);
// EXTERNAL MODULE: ./src/clients/service/answers.ts
var answers = __webpack_require__(9403);
// EXTERNAL MODULE: ./src/clients/service/failure.ts
var service_failure = __webpack_require__(50730);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
;// CONCATENATED MODULE: ./src/operations/readers/snapshot-breaches.ts
const snapshot_breaches_text = (value) => (typeof value === 'string' ? value : '');
/** The flows and trails the service found the artifact in, each with its page. */
function flowsOf(artifact) {
    const flows = Array.isArray(artifact.flows) ? artifact.flows : [];
    const found = flows
        .filter((f) => f && typeof f === 'object')
        .map((f) => ({ flow: snapshot_breaches_text(f.flow_name), trail: snapshot_breaches_text(f.trail_name), href: snapshot_breaches_text(f.html_url) || undefined }))
        .filter((f) => f.flow !== '');
    if (found.length === 0 && snapshot_breaches_text(artifact.flow_name) !== '')
        found.push({ flow: snapshot_breaches_text(artifact.flow_name), trail: '', href: undefined });
    return found;
}
/**
 * The artifacts that make a snapshot non-compliant, from the snapshot's own answer: those
 * running now (not those that left since the one before) whose `compliant` is false. Why, by
 * what the answer says: a policy's unmet rules where it names them (provenance, or an
 * attestation); else an artifact no flow reported is unknown, and one that is in a flow fails
 * an attestation (or misses one) in its trail.
 */
function breaches(snapshot) {
    const artifacts = Array.isArray(snapshot.artifacts) ? snapshot.artifacts : [];
    const snapshotUrl = snapshot_breaches_text(snapshot.html_url) || undefined;
    const out = [];
    for (const a of artifacts) {
        if (!a || typeof a !== 'object' || a.compliant !== false)
            continue;
        if (a.annotation && typeof a.annotation === 'object' && a.annotation.now === 0)
            continue;
        const reasons = Array.isArray(a.reasons_for_incompliance) ? a.reasons_for_incompliance.filter((r) => typeof r === 'string') : [];
        const flows = flowsOf(a);
        const href = flows.find((f) => f.href)?.href ?? snapshotUrl;
        const base = { name: snapshot_breaches_text(a.name) || '(unnamed)', fingerprint: snapshot_breaches_text(a.fingerprint), href };
        if (reasons.length > 0) {
            const provenance = reasons.some((r) => /provenance/i.test(r));
            out.push({ ...base, kind: provenance ? 'no provenance' : 'failing attestation', why: reasons.join('; ') });
        }
        else if (flows.length === 0) {
            out.push({ ...base, kind: 'unknown artifact', why: 'no flow reported this fingerprint: where it came from is unknown (no provenance)' });
        }
        else {
            const where = flows.map((f) => (f.trail ? `flow ${f.flow}, trail ${f.trail}` : `flow ${f.flow}`)).join('; ');
            out.push({ ...base, kind: 'failing attestation', why: `not compliant in ${where}: an attestation there fails or is missing` });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/operations/assert-environment.ts








/** The summary lists this many artifacts that break the snapshot, then says how many more. */
const MAX_ROWS = 50;
/**
 * The environment's own gate, after a deploy or before promoting the next: asks for its latest
 * snapshot as `kosli assert snapshot <env>` does (`GET /snapshots/{org}/{env}/-1`), and is
 * compliant exactly when that answer's `compliant` is true, as the client concludes.
 */
/* harmony default export */ const assert_environment = ((0,types/* serviceOperation */.F0)({
    name: 'assert-environment',
    title: 'Environment assertion',
    description: 'Ask whether what runs in an environment now (its latest snapshot) is compliant, and stop the job if not',
    inputs: {
        environment: { kind: 'string', pattern: patterns/* PATTERNS */.G3.environmentName, required: true, description: 'The environment to assert' },
        'fail-on-non-compliant': { kind: 'boolean', default: 'true', description: 'Fail the step when the environment is not compliant' }
    },
    outputs: {
        compliant: 'true or false',
        compliance_state: 'COMPLIANT or NON-COMPLIANT',
        html_url: 'The snapshot in the service web app'
    },
    endpoint: environments/* getSnapshot */.dV,
    read: (inputs) => ({
        environment: inputs.required('environment'),
        failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
    }),
    async run({ environment, failOnNonCompliant }, { client, org, app }) {
        let response;
        try {
            response = await client.call(environments/* getSnapshot */.dV, { org, env_name: environment, snapshot_expression: '-1' }, undefined, 
            // The gate concludes from `compliant` alone, as the reference client does: without it, it stays shut.
            {
                reads: (data) => (0,answers/* notAnObject */.O)(data) ?? (typeof data.compliant === 'boolean' ? undefined : 'it has no `compliant` true or false')
            });
        }
        catch (err) {
            if (err instanceof service_failure/* ServiceError */._7 && err.status === 404)
                throw new errors/* ActionError */.lZ('not_found', `environment ${environment} has no snapshot to assert in org ${org}: it does not exist, is archived, or nothing has reported what runs there yet. ${err.message}`, { status: 404, cause: err });
            throw err;
        }
        if (response.dryRun)
            return {
                outputs: {},
                summary: { title: `Assertion of environment ${environment}`, verdict: { ok: undefined, text: 'Dry run' }, facts: [['Environment', environment]] }
            };
        const snapshot = response.data;
        const compliant = snapshot.compliant === true;
        const found = compliant ? [] : breaches(snapshot);
        const htmlUrl = typeof snapshot.html_url === 'string' ? snapshot.html_url : '';
        const where = `${environment}${typeof snapshot.index === 'number' ? ` (snapshot #${snapshot.index})` : ''}`;
        const failure = compliant || !failOnNonCompliant
            ? undefined
            : new errors/* ActionError */.lZ('non_compliant', `environment ${where} is not compliant: ${found.length > 0 ? found.map((b) => `${b.name} (${b.fingerprint.slice(0, 12)}): ${b.why}`).join('; ') : 'the service gave no reason'}${htmlUrl ? `. See ${htmlUrl}` : ''}`);
        const rows = found.slice(0, MAX_ROWS).map((b) => [(0,summary/* link */.nf)(b.href, b.name), (0,summary/* hash */.tW)(b.fingerprint, b.href), b.kind, b.why]);
        if (found.length > MAX_ROWS)
            rows.push([`… and ${found.length - MAX_ROWS} more`, '', '', '']);
        const counts = snapshot.artifact_compliance_count;
        return {
            outputs: { compliant: String(compliant), compliance_state: compliant ? 'COMPLIANT' : 'NON-COMPLIANT', html_url: htmlUrl },
            summary: {
                title: `Assertion of environment ${where}`,
                verdict: {
                    ok: compliant,
                    text: compliant
                        ? 'Compliant: everything running there is'
                        : `Not compliant${failOnNonCompliant ? '' : ' (the step goes on: fail-on-non-compliant is false)'}`
                },
                record: { href: htmlUrl || app.environment(org, environment), text: 'snapshot in the app' },
                facts: [
                    ['Environment', environment],
                    ['Snapshot', typeof snapshot.index === 'number' ? `#${snapshot.index}` : undefined],
                    ['Artifacts', counts && typeof counts === 'object' ? `${counts.compliant ?? 0} compliant, ${counts.non_compliant ?? 0} not compliant` : undefined]
                ],
                table: rows.length > 0 ? { head: ['Artifact', 'Fingerprint', 'Breaks it by', 'Why'], rows } : undefined
            },
            failure
        };
    }
}));


/***/ })

};
;