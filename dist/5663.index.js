"use strict";
exports.id = 5663;
exports.ids = [5663];
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

/***/ 44421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ badArgument),
/* harmony export */   aY: () => (/* binding */ boundedMap),
/* harmony export */   bu: () => (/* binding */ RuntimeError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * A runtime (Docker, Kubernetes, AWS) that could not be read: refused credentials, no answer
 * in time, an argument it does not know. Library code names no action input: `argument` says
 * which of its own arguments was at fault, and the operation names the input that gave it.
 */
class RuntimeError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    argument;
    expected;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'RuntimeError';
        this.argument = options.argument;
        this.expected = options.expected;
    }
}
/** A bad argument: the operation turns it into an input error naming the input that gave it. */
function badArgument(argument, message, expected) {
    return new RuntimeError('invalid_input', message, { argument, expected });
}
/** Runs `fn` at most `limit` at a time over `items`, in order of the results. */
async function boundedMap(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i], i);
            }
            catch (err) {
                failed = true;
                throw err;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
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

/***/ 65663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  od: () => (/* binding */ readNameFilter),
  uT: () => (/* binding */ runtimeReportOperation),
  Ol: () => (/* binding */ warnUnmatched)
});

// UNUSED EXPORTS: NAME_INPUTS

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/clients/runtimes/names.ts

/** A pattern that is not a regular expression RE2 reads (the reference client's Go `regexp` syntax). */
class NamePatternError extends util_errors/* LibraryError */.oM {
    list;
    pattern;
    constructor(list, pattern, message) {
        super('invalid_input', message);
        this.list = list;
        this.pattern = pattern;
        this.name = 'NamePatternError';
    }
}
/** Longer than any name a runtime gives: a pasted blob, not a pattern. */
const MAX_PATTERN_LENGTH = 1024;
const NAME_PATTERNS_EXPECTED = 'regular expressions in RE2 syntax (as Go reads them), each searched anywhere in a name as the reference client does: `^web-` every name starting with `web-`, `^web$` that name only';
function compile(list, pattern, re2) {
    if (!re2)
        throw new Error('a NameFilter with patterns is made by NameFilter.of, which loads RE2');
    if (pattern.length > MAX_PATTERN_LENGTH)
        throw new NamePatternError(list, pattern, `a pattern of ${pattern.length} characters is longer than the ${MAX_PATTERN_LENGTH} allowed`);
    let re;
    try {
        re = re2.compile(pattern);
    }
    catch (err) {
        throw new NamePatternError(list, pattern, `\`${pattern}\` is not a regular expression: ${err.message}`);
    }
    // Searched, not matched whole, as Go's `MatchString`: RE2 keeps it linear in the name, whatever the pattern.
    return { list, pattern, test: (name) => re.matcher(name).find(), hit: false };
}
function plain(list, name, how) {
    // The reference client strips a path's leading slashes: S3 keys have none.
    const prefix = how === 'prefix' ? name.replace(/^\/+/, '') : name;
    return { list, pattern: name, test: how === 'prefix' ? (n) => n.startsWith(prefix) : (n) => n === name, hit: false };
}
/**
 * Which names are reported: with any include list, only names one of its entries matches; then
 * any name an exclude entry matches is left out. Each entry remembers whether it matched a
 * name, so that one matching nothing can be said.
 */
class NameFilter {
    include;
    exclude;
    /** Without patterns; with them, NameFilter.of gives RE2. */
    constructor(lists, how = 'exact', re2) {
        this.include = [...(lists.include ?? []).map((n) => plain('include', n, how)), ...(lists.includeRegex ?? []).map((p) => compile('includeRegex', p, re2))];
        this.exclude = [...(lists.exclude ?? []).map((n) => plain('exclude', n, how)), ...(lists.excludeRegex ?? []).map((p) => compile('excludeRegex', p, re2))];
    }
    /** The filter of these lists, RE2 (a quarter of a megabyte of code to load) loaded only when there are patterns. */
    static async of(lists, how = 'exact') {
        const patterns = (lists.includeRegex?.length ?? 0) + (lists.excludeRegex?.length ?? 0) > 0;
        return new NameFilter(lists, how, patterns ? (await __webpack_require__.e(/* import() */ 2856).then(__webpack_require__.bind(__webpack_require__, 2856))).RE2JS : undefined);
    }
    get active() {
        return this.include.length > 0 || this.exclude.length > 0;
    }
    /** Some names (plain or patterns) to include: then nothing else is. */
    get hasIncludes() {
        return this.include.length > 0;
    }
    /** Only plain names to include, and so the whole set known without a list of what exists. */
    get onlyPlainIncludes() {
        return this.include.length > 0 && this.include.every((e) => e.list === 'include') ? this.include.map((e) => e.pattern) : undefined;
    }
    keeps(name) {
        const included = this.include.length === 0 || matchAny(this.include, name);
        // Tested even for a name already dropped, so that an exclude entry matching it is not said to match nothing.
        const excluded = this.exclude.length > 0 && matchAny(this.exclude, name);
        return included && !excluded;
    }
    /** Entries that matched no name given to `keeps`. */
    unmatched() {
        return [...this.include, ...this.exclude].filter((e) => !e.hit).map(({ list, pattern }) => ({ list, pattern }));
    }
}
/** Whether any entry matches; entries yet to match anything are all tried, the others only until one matches. */
function matchAny(entries, name) {
    let any = false;
    for (const e of entries) {
        if (any && e.hit)
            continue;
        if (e.test(name)) {
            e.hit = true;
            any = true;
        }
    }
    return any;
}

// EXTERNAL MODULE: ./src/clients/runtimes/errors.ts
var runtimes_errors = __webpack_require__(44421);
// EXTERNAL MODULE: ./src/clients/service/catalogue/environments.ts
var environments = __webpack_require__(78062);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/input-groups.ts
var input_groups = __webpack_require__(96563);
// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
;// CONCATENATED MODULE: ./src/operations/readers/runtime-report.ts







/**
 * The one skeleton of every report of what runs where beyond a server (Docker, Kubernetes, ECS,
 * Lambda, S3): read the inputs, read the runtime, refuse more artifacts than the service takes,
 * send, and say what was reported. Each operation brings only how its runtime is read.
 */
function runtimeReportOperation(def) {
    return (0,types/* serviceOperation */.F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ...input_groups/* RUNTIME_REPORT_INPUTS */.w6, ...def.inputs },
        outputs: input_groups/* ENVIRONMENT_REPORT_OUTPUTS */.iW,
        endpoint: def.endpoint,
        read: async (inputs) => {
            // The common group's kinds, which TypeScript cannot see through the generic spread.
            const common = inputs;
            const own = await def.read(inputs);
            return {
                ...own,
                environment: common.required('environment'),
                names: await readNameFilter(NAME_INPUTS, (name) => common.list(name), def.plainNames)
            };
        },
        async run(settings, tools) {
            const { artifacts, where, facts = [] } = await asInputErrors(def.collect(settings, tools), def.arguments);
            warnUnmatched(settings.names, NAME_INPUTS, def.named, tools.log);
            if (artifacts.length > environments/* MAX_REPORTED_ARTIFACTS */.Nc)
                throw new errors/* ActionError */.lZ('invalid_input', `${artifacts.length} artifacts found, more than the ${environments/* MAX_REPORTED_ARTIFACTS */.Nc} the service takes in one report; nothing was sent. Narrow the report with \`include-names\` or \`exclude-names\`${def.name === 'report-k8s-env' ? ', or `namespaces`' : ''}`);
            const fingerprints = {};
            for (const a of artifacts)
                for (const [name, fp] of Object.entries(a.digests))
                    if (fp)
                        fingerprints[name] = fp;
            if (artifacts.length === 0)
                tools.log.info("Nothing runs there (or nothing matched): the service keeps the environment's current snapshot.");
            const response = await tools.client.call(def.endpoint, { org: tools.org, env_name: settings.environment }, { type: def.type, artifacts });
            const rows = artifacts.flatMap((a) => Object.entries(a.digests).map(([name, fp]) => [name, fp ? (0,summary/* hash */.tW)(fp) : 'no digest', ...(where ? [where(a)] : [])]));
            return {
                outputs: { fingerprints: JSON.stringify(fingerprints), artifact_count: artifacts.length },
                summary: {
                    title: `${def.title} for ${settings.environment}`,
                    verdict: {
                        ok: true,
                        text: response.status === 201
                            ? `New snapshot: ${artifacts.length} artifact(s) now run here`
                            : artifacts.length === 0
                                ? 'Empty report: the current snapshot is kept'
                                : 'Nothing changed: the current snapshot is kept'
                    },
                    record: { href: tools.app.environment(tools.org, settings.environment), text: 'environment in the app' },
                    facts: [['Artifacts', String(artifacts.length)], ...facts],
                    table: {
                        head: ['Artifact', 'Fingerprint', ...(where ? ['Where'] : [])],
                        rows,
                        rest: summary/* ALL_IN_ENVIRONMENT */.mg
                    }
                }
            };
        }
    });
}
/** The input that gives each list of the common name filter. */
const NAME_INPUTS = {
    include: 'include-names',
    includeRegex: 'include-names-regex',
    exclude: 'exclude-names',
    excludeRegex: 'exclude-names-regex'
};
/**
 * A name filter from the four inputs that give its lists (`inputs`: which input gives which
 * list); a pattern RE2 does not read is refused naming its input. `plain` turns plain names
 * into what is matched (an ECS cluster's ARN into its name).
 */
async function readNameFilter(inputs, list, how = 'exact', plain = (names) => names) {
    try {
        return await NameFilter.of({
            include: plain(list(inputs.include)),
            includeRegex: list(inputs.includeRegex),
            exclude: plain(list(inputs.exclude)),
            excludeRegex: list(inputs.excludeRegex)
        }, how);
    }
    catch (err) {
        if (err instanceof NamePatternError)
            throw (0,errors/* invalidInput */.aY)(inputs[err.list], err.message, NAME_PATTERNS_EXPECTED);
        throw err;
    }
}
/** Characters a pattern has and a runtime's names do not: a plain name with one was meant as a pattern. */
const PATTERN_SYNTAX = /[*^$[\](){}|+?\\]/;
/** A name or pattern that matched nothing is most likely a typo, or a pattern written for whole names: said, not fatal. */
function warnUnmatched(filter, inputs, named, log) {
    for (const { list, pattern } of filter.unmatched()) {
        const patternInput = list === 'include' ? inputs.includeRegex : list === 'exclude' ? inputs.excludeRegex : undefined;
        const why = list.endsWith('Regex')
            ? ' (a pattern is searched anywhere in a name, as the reference client does)'
            : patternInput && PATTERN_SYNTAX.test(pattern)
                ? `: it is read as a plain name, not a pattern; for a pattern use \`${patternInput}\` (RE2, searched anywhere in a name, e.g. \`^web-\`)`
                : '';
        log.warning(`input \`${inputs[list]}\`: \`${pattern}\` matches no ${named}${why}`);
    }
}
/** A runtime's error as the user reads it: a bad argument names the input that gave it. */
async function asInputErrors(work, names) {
    try {
        return await work;
    }
    catch (err) {
        if (!(err instanceof runtimes_errors/* RuntimeError */.bu))
            throw err;
        const input = err.argument === undefined ? undefined : names[err.argument];
        if (input !== undefined)
            throw (0,errors/* invalidInput */.aY)(input, err.message, err.expected);
        throw new errors/* ActionError */.lZ(err.kind, err.message, { cause: err });
    }
}


/***/ })

};
;