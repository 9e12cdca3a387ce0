"use strict";
exports.id = 3352;
exports.ids = [3352];
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

/***/ 93352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _readers_policy_attachment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21341);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18667);



/** Attaches policies to environments, as `kosli attach-policy` does: their snapshots are then judged by them. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_2__/* .serviceOperation */ .F0)({
    name: 'attach-policy',
    title: 'Policy attachment',
    description: 'Attach environment policies to one or more environments, whose snapshots and assertions they then judge',
    inputs: _readers_policy_attachment_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_INPUTS */ .OW,
    outputs: {},
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .attachPolicies */ .oU,
    read: _readers_policy_attachment_js__WEBPACK_IMPORTED_MODULE_1__/* .readAttachment */ .Gm,
    run: (settings, tools) => (0,_readers_policy_attachment_js__WEBPACK_IMPORTED_MODULE_1__/* .changeAttachments */ .r3)(_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .attachPolicies */ .oU, { done: 'attached', to: 'to' }, settings, tools)
}));


/***/ }),

/***/ 21341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ readAttachment),
/* harmony export */   OW: () => (/* binding */ ATTACHMENT_INPUTS),
/* harmony export */   r3: () => (/* binding */ changeAttachments)
/* harmony export */ });
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

/** What attach-policy and detach-policy both read: where, and which policies. */
const ATTACHMENT_INPUTS = {
    environment: {
        kind: 'list',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName,
        required: true,
        description: 'Environment names, one per line or comma-separated: one request each'
    },
    policies: { kind: 'list', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.policyName, required: true, description: 'Policy names, one per line or comma-separated' }
};
function readAttachment(inputs) {
    const environments = [...new Set(inputs.list('environment'))];
    if (environments.length === 0)
        throw inputs.fail('environment', 'required but not given', 'one or more environment names');
    const policies = [...new Set(inputs.list('policies'))];
    if (policies.length === 0)
        throw inputs.fail('policies', 'required but not given', 'one or more policy names');
    return { environments, policies };
}
/**
 * One request per environment, each naming every policy (the reference client sends one per
 * environment and policy). A failure stops the rest; those done before it are said, so a rerun
 * knows where things stand (both requests are safe to repeat).
 */
async function changeAttachments(
// detachPolicies has the very same shape.
endpoint, verb, { environments, policies }, { client, org, app, log }) {
    const done = [];
    let dryRun = false;
    for (const env of environments) {
        try {
            dryRun = (await client.call(endpoint, { org, env_name: env }, { policy_names: policies })).dryRun;
        }
        catch (err) {
            if (done.length > 0)
                log.warning(`${policies.join(', ')} ${verb.done} ${verb.to} ${done.join(', ')} before this failure; not ${verb.to} ${environments.slice(done.length).join(', ')}`);
            throw err;
        }
        done.push(env);
    }
    return {
        outputs: {},
        summary: {
            title: `Policies ${verb.done}`,
            verdict: {
                ok: dryRun ? undefined : true,
                text: `${dryRun ? 'Dry run: ' : ''}${policies.join(', ')} ${verb.done} ${verb.to} ${environments.length} environment(s)`
            },
            facts: [['Policies', policies.join(', ')]],
            table: { head: ['Environment'], rows: environments.map((e) => [{ href: app.environment(org, e), text: e }]) }
        }
    };
}


/***/ })

};
;