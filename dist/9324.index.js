"use strict";
exports.id = 9324;
exports.ids = [9324];
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

/***/ 57166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



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
    source: 'published',
    deviation: '`flows` is a list in the live service (as the reference client reads it); the document types one object'
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

/***/ 69324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_ARTIFACTS_OUTPUT: () => (/* binding */ MAX_ARTIFACTS_OUTPUT),
/* harmony export */   MAX_SUMMARY_ROWS: () => (/* binding */ MAX_SUMMARY_ROWS),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57166);
/* harmony import */ var _clients_service_answers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9403);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25833);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38770);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18667);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49997);







/** The summary lists this many artifacts, then says how many more there are. */
const MAX_SUMMARY_ROWS = 50;
/** The `artifacts` output holds the list up to this size; a larger list is left out with a warning. */
const MAX_ARTIFACTS_OUTPUT = 1024 * 1024;
/**
 * The `artifacts` output: the list as JSON, or empty when it would exceed MAX_ARTIFACTS_OUTPUT
 * (measured artifact by artifact, so a huge list is never encoded whole).
 */
function artifactsOutput(artifacts) {
    const parts = [];
    let bytes = 2;
    for (let i = 0; i < artifacts.length; i++) {
        const one = JSON.stringify(artifacts[i]) ?? 'null';
        bytes += Buffer.byteLength(one) + (i > 0 ? 1 : 0);
        if (bytes > MAX_ARTIFACTS_OUTPUT) {
            // The rest is measured only as far as needed to say how large the list is.
            for (let j = i + 1; j < artifacts.length; j++)
                bytes += Buffer.byteLength(JSON.stringify(artifacts[j]) ?? 'null') + 1;
            return { json: '', bytes };
        }
        parts.push(one);
    }
    return { json: `[${parts.join(',')}]` };
}
function describeResolution(resolved) {
    if (!resolved)
        return '';
    const parts = [resolved.type ?? '', resolved.full_match ? `full match ${resolved.full_match}` : ''];
    if (resolved.fingerprints?.count)
        parts.push(`${resolved.fingerprints.count} fingerprint(s)`);
    if (resolved.commits?.count)
        parts.push(`${resolved.commits.count} commit(s)`);
    return parts.filter(Boolean).join(', ');
}
/** The compliance a person scans the table for: a symbol beside the service's word. */
function compliance(state) {
    if (!state)
        return '';
    return `${state === 'COMPLIANT' ? '✅' : state === 'NON-COMPLIANT' ? '❌' : 'ℹ️'}\u00a0${state}`;
}
/** A trail named after a commit is shortened like a hash; the link to the trail keeps it whole. */
function flowAndTrail(a, where) {
    if (!a.flow)
        return a.trail ?? '';
    if (!a.trail)
        return a.flow;
    const shown = a.trail.length > 12 ? `${a.trail.slice(0, 7)}…` : a.trail;
    return [
        { href: where.app.flow(where.org, a.flow), text: a.flow },
        { href: where.app.trail(where.org, a.flow, a.trail), text: shown }
    ];
}
function links(candidates) {
    return candidates.filter((c) => Boolean(c[0])).map(([href, text]) => ({ href, text }));
}
/** Finds artifacts by fingerprint or commit SHA (or a prefix of either). */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_4__/* .serviceOperation */ .F0)({
    name: 'search',
    title: 'Search',
    description: 'Find artifacts by fingerprint or commit SHA (or a prefix of either)',
    inputs: {
        'search-value': {
            kind: 'string',
            pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.searchValue,
            description: 'A fingerprint or commit SHA, or a prefix of one (default: the workflow commit)'
        }
    },
    outputs: {
        compliance_state: 'compliance_state of the first matching artifact',
        artifacts: 'JSON array of the matching artifacts'
    },
    endpoint: _clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__/* .search */ .$P,
    read: (inputs) => ({ value: inputs.fingerprint('search-value')?.toLowerCase() }),
    async run(settings, { client, org, context, app, log }) {
        const value = settings.value ?? context.sha?.toLowerCase();
        if (!value || !_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.searchValue.re.test(value)) {
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('search-value', "not given and the workflow's commit (GITHUB_SHA) is unknown", _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.searchValue.expected);
        }
        const response = await client.call(_clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__/* .search */ .$P, { org, search_value: value }, undefined, {
            reads: (data) => {
                const list = (0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_5__/* .notAnObject */ .O)(data) ? undefined : data.artifacts;
                if ((0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_5__/* .notAnObject */ .O)(data))
                    return (0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_5__/* .notAnObject */ .O)(data);
                if (!Array.isArray(list))
                    return 'it has no `artifacts` list';
                const bad = list.findIndex((a) => a === null || typeof a !== 'object' || Array.isArray(a));
                return bad === -1 ? undefined : `\`artifacts\` item ${bad} is not an object`;
            }
        });
        const artifacts = Array.isArray(response.data?.artifacts) ? response.data.artifacts : [];
        const resolved = describeResolution(response.data?.resolved_to);
        const output = response.dryRun ? { json: '' } : artifactsOutput(artifacts);
        const tooLarge = output.bytes !== undefined
            ? `the list of ${artifacts.length} artifacts is ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(output.bytes)} as JSON, more than the ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(MAX_ARTIFACTS_OUTPUT)} the \`artifacts\` output holds; that output is left empty (search by a longer value to narrow it)`
            : undefined;
        if (tooLarge)
            log.warning(`search: ${tooLarge}`);
        const shown = artifacts.slice(0, MAX_SUMMARY_ROWS);
        const more = artifacts.length - shown.length;
        return {
            outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: output.json },
            summary: {
                title: `Search for ${value.length > 12 ? `${value.slice(0, 12)}…` : value}`,
                verdict: {
                    ok: undefined,
                    text: artifacts.length === 0
                        ? 'No artifact found'
                        : `${artifacts.length} artifact(s) found${artifacts[0]?.compliance_state ? `; the first is ${artifacts[0].compliance_state}` : ''}`
                },
                facts: [
                    ['Searched for', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .hash */ .tW)(value)],
                    ['Resolved to', resolved],
                    ['Output `artifacts`', tooLarge ? `left empty: ${tooLarge}` : undefined]
                ],
                // Narrow enough for the summary pane: compliance up front, hashes shortened and linked.
                table: {
                    head: ['Artifact', 'Compliance', 'Fingerprint', 'Flow · trail', 'Running in', 'Links'],
                    rows: [
                        ...shown.map((a) => [
                            a.name ?? '',
                            compliance(a.compliance_state),
                            (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .hash */ .tW)(a.fingerprint ?? '', a.html_url || undefined),
                            flowAndTrail(a, { app, org }),
                            (a.running_in ?? []).join(', '),
                            links([
                                [a.commit_url, 'commit'],
                                [a.build_url, 'build']
                            ])
                        ]),
                        ...(more > 0 ? [[`… and ${more} more`, '', '', '', '', '']] : [])
                    ]
                }
            }
        };
    }
}));


/***/ })

};
;