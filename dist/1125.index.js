exports.id = 1125;
exports.ids = [1125,9051,8471];
exports.modules = {

/***/ 18667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
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

/***/ 90551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YK: () => (/* binding */ upsertFlow),
/* harmony export */   zc: () => (/* binding */ createFlowWithTemplate)
/* harmony export */ });
/* unused harmony exports listFlows, getFlow, archiveFlow */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const FLOW = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName };
/** Deprecated by the service, and still the spec's way to create a flow. */
const upsertFlow = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'upsertFlow',
    method: 'PUT',
    path: '/flows/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    body: {
        type: 'json',
        schema: {
            type: 'object',
            required: ['name', 'description', 'template'],
            properties: {
                name: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .pattern */ .T1)(_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName),
                description: { type: 'string' },
                visibility: { enum: [..._patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .FLOW_VISIBILITIES */ .Kv] },
                template: { type: 'array', items: { type: 'string' } },
                repo_url: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)({ type: 'string' })
            }
        }
    },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec+published',
    deviation: 'the spec: `visibility` is not required (new flows are private); the document requires it'
});
const createFlowWithTemplate = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'createFlowWithTemplate',
    method: 'PUT',
    path: '/flows/{org}/template_file',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    body: { type: 'multipart', parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)('CreateFlow'), template_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)() } },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec+published',
    deviation: 'the spec: `visibility` is not required (new flows are private), and the reference client sends none (see patches.ts); the document requires it'
});
const listFlows = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listFlows',
    method: 'GET',
    path: '/flows/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: { search_by_name: { schema: { type: 'string' } }, case_sensitive: { schema: { type: 'boolean' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('FlowList') } },
    retry: 'idempotent',
    source: 'published'
});
const getFlow = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getFlow',
    method: 'GET',
    path: '/flows/{org}/{flow_name}',
    params: FLOW,
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('FlowGet') },
    retry: 'idempotent',
    source: 'published'
});
const archiveFlow = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'archiveFlow',
    method: 'PUT',
    path: '/flows/{org}/{flow_name}/archive',
    params: FLOW,
    query: {},
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 26626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
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

"use strict";
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

/***/ 89051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ loadPrebuiltChecks),
/* harmony export */   loadEndpointChecks: () => (/* binding */ loadEndpointChecks)
/* harmony export */ });
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64110);

/**
 * Loads the checks `npm run build` compiled for a group of schemas (scripts/compile-checks.ts
 * writes one module per endpoint into ./catalogue/compiled/, which the bundle splits into a
 * chunk each): compiling them with Ajv at run time was most of a service step's cost. Where
 * they are absent (the sources run as they are), Ajv compiles them at first use, as before;
 * the checks are the same either way. Resolves whether they were found.
 */
async function loadPrebuiltChecks(group, schemas) {
    let compiled;
    try {
        const module = (await __webpack_require__(31793)(`./${group}.cjs`));
        compiled = module.default;
    }
    catch {
        return false;
    }
    for (const [where, schema] of Object.entries(schemas)) {
        const validate = compiled[where];
        if (validate)
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .usePrebuiltCheck */ .JU)(schema, validate);
    }
    return true;
}
const loaded = new Map();
/** An endpoint's request and answer checks, loaded once per run. */
function loadEndpointChecks(endpoint) {
    let done = loaded.get(endpoint.id);
    if (!done)
        loaded.set(endpoint.id, (done = loadPrebuiltChecks(endpoint.id, (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointSchemas */ .yk)(endpoint))));
    return done;
}


/***/ }),

/***/ 64110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yk: () => (/* binding */ endpointSchemas),
  EQ: () => (/* binding */ isFilePart),
  AG: () => (/* binding */ loadValidation),
  fI: () => (/* binding */ problemText),
  iN: () => (/* binding */ requestProblems),
  AA: () => (/* binding */ responseProblems),
  SZ: () => (/* binding */ schemaProblemsNow),
  JU: () => (/* binding */ usePrebuiltCheck)
});

// UNUSED EXPORTS: AJV_OPTIONS, MAX_REPORTED_PROBLEMS, publishedSchema, requestProblemsNow, schemaProblems

// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var service_endpoint = __webpack_require__(31599);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/patches.ts
/**
 * Where the published document is narrower than the service as its reference client uses it.
 * Each patch is applied to the document's component before anything validates against it, and
 * the entries that use it say so in their `deviation`.
 */
const COMPONENT_PATCHES = {
    // The document types `attestation_data` as JSON text; the reference client sends the JSON
    // value itself, which the service takes. Either is accepted; the action sends the value.
    CustomAttestationPostInput: (schema) => ({
        ...schema,
        properties: { ...schema.properties, attestation_data: {} }
    }),
    // `kosli attest pullrequest` sends each pull request's `base_ref`; the document's
    // FoundPullRequestV2 is closed and lacks it.
    FoundPullRequestV2: (schema) => ({
        ...schema,
        properties: { ...schema.properties, base_ref: { anyOf: [{ type: 'string' }, { type: 'null' }] } }
    }),
    // `kosli create attestation-type --summary NAME=EXPR` sends `summary`; the document's
    // CustomAttestationTypePostInput is closed and lacks it.
    CustomAttestationTypePostInput: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            summary: {
                anyOf: [
                    {
                        type: 'array',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['name', 'expression'],
                            properties: { name: { type: 'string', minLength: 1 }, expression: { type: 'string', minLength: 1 } }
                        }
                    },
                    { type: 'null' }
                ]
            }
        }
    }),
    // The live service answers `flows` as a list (an artifact can be in several flows; the
    // reference client reads a list since October 2025); the document still types one object.
    AssertArtifactResponse: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            flows: {
                anyOf: [
                    { $ref: '#/components/schemas/AssertArtifactFlowResponse' },
                    { type: 'array', items: { $ref: '#/components/schemas/AssertArtifactFlowResponse' } },
                    { type: 'null' }
                ]
            }
        }
    }),
    // `kosli attest snyk` leaves `lines` out of a location without a region (a container or
    // dependency finding may have none); the document requires it.
    IssueLocation: (schema) => ({ ...schema, required: ['uri'] }),
    // The spec: `visibility` is not required when creating a flow (new flows are private), and
    // `kosli create flow --template-file` sends none; the document requires it.
    CreateFlow: (schema) => ({ ...schema, required: ['name', 'description'] })
};
function patchComponents(components) {
    const patched = { ...components };
    for (const [name, patch] of Object.entries(COMPONENT_PATCHES))
        patched[name] = patch(components[name]);
    return patched;
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/clients/service/validate.ts



/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
const MAX_REPORTED_PROBLEMS = 20;
/** How every check is compiled: at run time here, and at build time by scripts/compile-checks.ts, alike. */
const AJV_OPTIONS = { strict: false, logger: false, validateFormats: false };
/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines;
let loading;
/** Every-problem checks compiled by the build (./compiled-checks.ts loads them), by the schema they check. */
const prebuilt = new WeakMap();
function usePrebuiltCheck(schema, validate) {
    prebuilt.set(schema, validate);
}
/** The published document's components as the catalogue patches them: what `published#/...` names. */
function publishedSchema(components) {
    return { $id: 'published', components: { schemas: patchComponents(components) } };
}
/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only, and
 * only when the build did not compile its checks: a run that sends nothing never pays for
 * them; the sandbox loads them once, at start.
 */
function loadValidation() {
    loading ??= (async () => {
        const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23)),
            __webpack_require__.e(/* import() */ 8219).then(__webpack_require__.t.bind(__webpack_require__, 18219, 19))
        ]);
        const engine = (allErrors) => {
            const ajv = new Ajv2020.default({ ...AJV_OPTIONS, allErrors });
            ajv.addSchema(publishedSchema(components));
            return { compile: (schema) => ajv.compile(schema), compiled: new WeakMap() };
        };
        engines = { thorough: engine(true), quick: engine(false) };
    })();
    return loading;
}
/**
 * An endpoint's schemas by where they apply (`body`, `part.<name>`, `query.<name>`,
 * `response.<status>`): what the build compiles for it, under these names.
 */
function endpointSchemas(endpoint) {
    const schemas = {};
    for (const [name, rule] of Object.entries(endpoint.query))
        schemas[`query.${name}`] = rule.schema;
    if (endpoint.body?.type === 'json')
        schemas.body = endpoint.body.schema;
    if (endpoint.body?.type === 'multipart')
        for (const [name, part] of Object.entries(endpoint.body.parts))
            if (part.kind === 'json')
                schemas[`part.${name}`] = part.schema;
    for (const [status, schema] of Object.entries(endpoint.responses))
        if (schema)
            schemas[`response.${status}`] = schema;
    return schemas;
}
/** Ajv is needed unless the build compiled every one of these schemas. */
function loadUnlessPrebuilt(schemas) {
    return schemas.every((schema) => prebuilt.has(schema)) ? undefined : loadValidation();
}
function problemText(problems) {
    return problems.map((p) => `${p.where} ${p.message}`).join('; ');
}
/** A name or path from the input, short enough for a message however long it was. */
/** One problem per Ajv error, without the noise `anyOf` adds, and at most MAX_REPORTED_PROBLEMS. */
function describe(errors, prefix) {
    const seen = new Map();
    for (const e of errors) {
        // `anyOf` repeats its branches' complaints; the branches already said what matters.
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined)
            message = `has unknown property \`${(0,util_text/* clip */.$Q)(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const where = (0,util_text/* clip */.$Q)(`${prefix}${e.instancePath}`);
        seen.set(`${where} ${message}`, { where, message });
        if (seen.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...seen.values()];
}
/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished or the build's check of that schema is loaded: a sandbox
 * request's check and work never interleave.
 */
function schemaProblemsNow(schema, value, prefix = '(body)', all = true) {
    let validate = all ? prebuilt.get(schema) : undefined;
    if (!validate) {
        if (!engines)
            throw new Error('schemaProblemsNow before loadValidation');
        const engine = all ? engines.thorough : engines.quick;
        validate = engine.compiled.get(schema);
        if (!validate) {
            validate = engine.compile(schema);
            engine.compiled.set(schema, validate);
        }
    }
    return validate(value) ? [] : describe(validate.errors ?? [], prefix);
}
async function schemaProblems(schema, value, prefix = '(body)') {
    await loadUnlessPrebuilt([schema]);
    return schemaProblemsNow(schema, value, prefix);
}
function isFilePart(value) {
    return typeof value === 'object' && value !== null && 'filename' in value && 'content' in value;
}
const partOf = (parts, name) => (parts instanceof Map ? parts.get(name) : Object.hasOwn(parts, name) ? parts[name] : undefined);
/** What the catalogue says is wrong with a request; empty when the service would take it. */
function requestProblemsNow(endpoint, params, query, body, options = {}) {
    const { all = true, unknownQuery = 'refuse' } = options;
    const problems = [];
    for (const name of Object.keys(endpoint.params)) {
        const problem = (0,service_endpoint/* paramProblem */.xQ)(endpoint, name, params[name]);
        if (problem)
            problems.push({ where: `path parameter ${name}`, message: problem });
    }
    for (const [name, value] of Object.entries(query)) {
        const rule = endpoint.query[name];
        if (value === undefined)
            continue;
        if (rule)
            problems.push(...schemaProblemsNow(rule.schema, value, `query parameter ${name}`, all));
        else if (unknownQuery === 'refuse')
            problems.push({ where: `query parameter ${name}`, message: 'is not one the endpoint takes' });
    }
    problems.push(...bodyProblems(endpoint, body, all));
    return problems.slice(0, MAX_REPORTED_PROBLEMS);
}
async function requestProblems(endpoint, params, query, body, options = {}) {
    if (options.all === false)
        await loadValidation();
    else
        await loadUnlessPrebuilt(Object.values(endpointSchemas(endpoint)));
    return requestProblemsNow(endpoint, params, query, body, options);
}
function bodyProblems(endpoint, body, all) {
    const rule = endpoint.body;
    const whole = (message) => [{ where: '(body)', message }];
    if (!rule)
        return body === undefined ? [] : whole('is not taken by this endpoint');
    if (body === undefined)
        return whole('is required');
    if (rule.type === 'json')
        return schemaProblemsNow(rule.schema, body, '(body)', all);
    if (typeof body !== 'object' || body === null)
        return whole('must be multipart form data');
    const problems = [];
    for (const [name, part] of Object.entries(rule.parts)) {
        const value = partOf(body, name);
        const where = `part ${name}`;
        if (value === undefined || value === null) {
            if (part.required)
                problems.push({ where, message: 'is required' });
            continue;
        }
        if (part.kind === 'json') {
            const size = Buffer.byteLength(JSON.stringify(value));
            if (size > part.maxBytes)
                problems.push({ where, message: `is ${size} bytes of JSON, over the limit of ${part.maxBytes} bytes` });
            else
                problems.push(...schemaProblemsNow(part.schema, value, where, all));
            continue;
        }
        if (!isFilePart(value)) {
            problems.push({ where, message: 'must be a file' });
            continue;
        }
        const size = typeof value.content === 'string' ? Buffer.byteLength(value.content) : value.content.length;
        if (size > part.maxBytes)
            problems.push({ where, message: `is ${size} bytes, over the limit of ${part.maxBytes} bytes` });
    }
    return problems;
}
/** What is off in an answer, against the schema the catalogue has for its status. */
async function responseProblems(endpoint, status, data) {
    const schema = endpoint.responses[status];
    if (!schema)
        return [];
    return schemaProblems(schema, data, '(answer)');
}


/***/ }),

/***/ 11125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_flows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90551);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25833);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18667);
/* harmony import */ var _readers_flow_template_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78471);





/**
 * What `kosli create flow --use-empty-template` uploads: a file it writes for the purpose,
 * `version: 1` with no newline, which the service reads as a trail that expects nothing.
 */
const EMPTY_TEMPLATE = { filename: 'template.yml', content: 'version: 1' };
/** Creates or updates a flow from a template file, as `kosli create flow` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceOperation */ .F0)({
    name: 'create-flow',
    title: 'Flow',
    description: 'Create a flow, or update the one of that name, with the template its trails are held to (as `kosli create flow`)',
    inputs: {
        flow: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTESTATION_INPUTS */ .Le.flow,
        description: { kind: 'string', description: 'Description of the flow' },
        'template-file': {
            kind: 'path',
            description: 'A flow template YAML: the attestations and artifacts each trail must hold to be compliant (default: the empty template, `version: 1`)'
        },
        visibility: { kind: 'string', values: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .FLOW_VISIBILITIES */ .Kv, description: "private or public (default: the service's, private for a new flow)" }
    },
    outputs: { flow: "The flow's name", html_url: 'The flow in the app' },
    endpoint: _clients_service_catalogue_flows_js__WEBPACK_IMPORTED_MODULE_0__/* .createFlowWithTemplate */ .zc,
    read: async (inputs) => {
        const file = inputs.path('template-file');
        const visibility = inputs.choice('visibility');
        return {
            // In the reference client's order; `description` always, empty when not given, as it sends it.
            data: { name: inputs.required('flow'), description: inputs.string('description') ?? '', ...(visibility !== undefined && { visibility }) },
            templatePath: file,
            template: file === undefined ? EMPTY_TEMPLATE : await (0,_readers_flow_template_file_js__WEBPACK_IMPORTED_MODULE_4__.readFlowTemplateFile)('template-file', file)
        };
    },
    async run({ data, templatePath, template }, { client, org, app }) {
        const response = await client.call(_clients_service_catalogue_flows_js__WEBPACK_IMPORTED_MODULE_0__/* .createFlowWithTemplate */ .zc, { org }, { data_json: data, template_file: template });
        const url = app.flow(org, data.name);
        const verb = response.dryRun ? 'Dry run' : response.status === 201 ? 'Created' : 'Updated';
        return {
            outputs: { flow: data.name, html_url: url },
            summary: {
                title: `Flow ${data.name}`,
                verdict: { ok: response.dryRun ? undefined : true, text: verb },
                record: { href: url, text: 'flow in the app' },
                facts: [
                    ['Description', data.description],
                    ['Template', templatePath ?? 'the empty template (`version: 1`): its trails expect nothing'],
                    ['Visibility', data.visibility]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 78471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readFlowTemplateFile: () => (/* binding */ readFlowTemplateFile)
});

// UNUSED EXPORTS: TEMPLATE_EXPECTED

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(25512);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
// EXTERNAL MODULE: ./src/clients/service/validate.ts + 1 modules
var validate = __webpack_require__(64110);
;// CONCATENATED MODULE: ./src/evidence/flow-template.ts




/** The document's `Template`; the build compiles its check (scripts/compile-checks.ts). */
const TEMPLATE_SCHEMA = (0,shapes/* published */.H3)('Template');
/**
 * A flow template's YAML, checked as the service checks it: bounded in nesting and aliases,
 * then against the document's `Template`. `version: 1` alone is the empty template the
 * reference client sends; its `trail` defaults to none. The action checks a `template-file`
 * with it before anything is sent, and the sandbox every template it is given. Needs
 * `loadValidation` to have finished, or the build's check of the template to be loaded.
 */
function checkFlowTemplate(text, where) {
    const refuse = (problem, detail) => ({ problem: `${where} ${problem}`, errors: { [where]: detail } });
    // Flow-style brackets are counted before parsing; indentation nests only as deep as lines are long.
    if ((0,json_depth/* jsonDepth */.Q)(text) > json_depth/* MAX_JSON_DEPTH */.K)
        return refuse(`nests deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`, 'too deep');
    let value;
    try {
        value = (0,dist/* parse */.qg)(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: true }) ?? {};
    }
    catch (err) {
        return refuse(`is not valid YAML: ${err.message.split('\n')[0].slice(0, 200)}`, 'YAML');
    }
    if ((0,json_depth/* jsonDepth */.Q)(JSON.stringify(value) ?? '') > json_depth/* MAX_JSON_DEPTH */.K)
        return refuse(`nests deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`, 'too deep');
    if (value && typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value, 'trail'))
        value = { ...value, trail: {} };
    const problems = (0,validate/* schemaProblemsNow */.SZ)(TEMPLATE_SCHEMA, value, where);
    if (problems.length > 0) {
        const errors = Object.create(null);
        for (const p of problems)
            errors[p.where] = p.message;
        return { problem: `${where} is not a flow template: ${problems[0].where} ${problems[0].message}`, errors };
    }
    const template = value;
    return { template: { version: 1, trail: { attestations: template.trail.attestations ?? [], artifacts: template.trail.artifacts ?? [] } } };
}

// EXTERNAL MODULE: ./src/clients/service/prebuilt-checks.ts
var prebuilt_checks = __webpack_require__(89051);
// EXTERNAL MODULE: ./src/operations/readers/input-files.ts
var input_files = __webpack_require__(57471);
;// CONCATENATED MODULE: ./src/operations/readers/flow-template-file.ts







const TEMPLATE_EXPECTED = 'a flow template: YAML with `version: 1` and a `trail` of expected attestations and artifacts';
/**
 * A flow template named by `input`, read within the part's limit and checked here, so a broken
 * one fails before anything is sent. Sent under its base name, as the reference client sends it.
 */
async function readFlowTemplateFile(input, file) {
    const content = (0,input_files/* readInputFile */.j)(input, file, shapes/* PART_MAX_BYTES */.fV, TEMPLATE_EXPECTED);
    // The check compiled at build time when the bundle has it; else ajv compiles it now.
    if (!(await (0,prebuilt_checks/* loadPrebuiltChecks */.h)('flow-template', { template: TEMPLATE_SCHEMA })))
        await (0,validate/* loadValidation */.AG)();
    const checked = checkFlowTemplate(content.toString('utf8'), file);
    if ('problem' in checked)
        throw (0,errors/* invalidInput */.aY)(input, checked.problem, TEMPLATE_EXPECTED);
    return { filename: external_node_path_default().basename(file), content };
}


/***/ }),

/***/ 57471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
        throw err;
    }
}
/** A JSON Schema file named by an input: read, parsed and compiled, so a bad one is refused before anything is sent. */
async function readSchemaFile(input, file, maxBytes) {
    const content = readInputFile(input, file, maxBytes, 'the path of a JSON Schema file');
    let schema;
    try {
        schema = JSON.parse(content.toString('utf8'));
    }
    catch (err) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, expected, options) {
        super('invalid_input', message, options);
        this.name = 'SchemaError';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaError).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaError('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(7882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaError(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 60878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2463)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new SchemaError(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
    }
    const validate = ((data) => {
        engine.startValidation();
        try {
            const ok = compiled(data);
            validate.errors = compiled.errors;
            return ok;
        }
        catch (err) {
            if (err instanceof PatternRefused)
                throw refused(err);
            throw err;
        }
    });
    return validate;
}
/**
 * One readable line per problem: where, and what is wrong. A value that fits none of the forms
 * an `anyOf`/`oneOf` allows is reported once, not once per form it failed.
 */
function schemaErrors(validate) {
    const errors = validate.errors ?? [];
    const alternatives = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && e.schemaPath);
    const fromABranch = (e) => alternatives.some((alt) => alt !== e && e.schemaPath?.startsWith(`${alt.schemaPath}/`));
    const seen = new Set();
    const lines = [];
    for (const e of errors) {
        if (fromABranch(e))
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            message = describeAlternatives(errors.filter((b) => b.instancePath === e.instancePath && b.schemaPath?.startsWith(`${e.schemaPath}/`)));
        // An unknown key is placed at the key itself, not where its parent starts.
        const property = e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined ? propertyName(e.params.additionalProperty) : undefined;
        if (property !== undefined)
            message = `has unknown property \`${property}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message, ...(property !== undefined && { property }) });
    }
    return lines;
}
/** What the branches of an `anyOf` would have taken, said once: values, patterns and types. */
function describeAlternatives(branches) {
    const forms = new Set();
    for (const b of branches) {
        if (b.keyword === 'enum' && Array.isArray(b.params?.allowedValues))
            for (const v of b.params.allowedValues)
                forms.add(JSON.stringify(v));
        else if (b.keyword === 'const')
            forms.add(JSON.stringify(b.params?.allowedValue));
        else if (b.keyword === 'pattern')
            forms.add(`text matching ${String(b.params?.pattern)}`);
        else if (b.keyword === 'type')
            forms.add(`a ${String(b.params?.type)}`);
    }
    return forms.size > 0 ? `must be one of: ${[...forms].join(', ')}` : 'fits none of the forms the schema allows';
}
/** Ajv types its error params as `any`; a property name is a string, but say something sensible if not. */
function propertyName(name) {
    return typeof name === 'string' ? name : JSON.stringify(name);
}


/***/ }),

/***/ 31793:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var map = {
	"./allowArtifact.cjs": [
		6140,
		6140
	],
	"./archiveAttestationType.cjs": [
		77751,
		7751
	],
	"./archiveEnvironment.cjs": [
		34354,
		4354
	],
	"./archiveFlow.cjs": [
		45499,
		5499
	],
	"./assertArtifact.cjs": [
		23339,
		3339
	],
	"./attachPolicies.cjs": [
		2542,
		2542
	],
	"./attestArtifact.cjs": [
		58222,
		8222
	],
	"./attestCustom.cjs": [
		91745,
		1745
	],
	"./attestGeneric.cjs": [
		35159,
		5159
	],
	"./attestJira.cjs": [
		87772,
		3010
	],
	"./attestJunit.cjs": [
		38680,
		8680
	],
	"./attestPullRequest.cjs": [
		58880,
		8880
	],
	"./attestSbom.cjs": [
		99983,
		9983
	],
	"./attestSnyk.cjs": [
		3639,
		3639
	],
	"./attestSonar.cjs": [
		42381,
		2381
	],
	"./beginTrail.cjs": [
		88290,
		5909
	],
	"./createApproval.cjs": [
		4190,
		4190
	],
	"./createEnvironment.cjs": [
		56970,
		6970
	],
	"./createFlowWithTemplate.cjs": [
		56233,
		6233
	],
	"./detachPolicies.cjs": [
		9476,
		9476
	],
	"./flow-template.cjs": [
		76194,
		6194
	],
	"./getArtifact.cjs": [
		80463,
		463
	],
	"./getArtifactsByCommit.cjs": [
		27102,
		7102
	],
	"./getAttestationType.cjs": [
		64773,
		4773
	],
	"./getEnvironment.cjs": [
		10292,
		292
	],
	"./getFlow.cjs": [
		19341,
		9341
	],
	"./getPolicy.cjs": [
		90007,
		7
	],
	"./getSnapshot.cjs": [
		40065,
		65
	],
	"./getTrail.cjs": [
		35163,
		5163
	],
	"./getTrailAttestation.cjs": [
		71583,
		1583
	],
	"./latestCommit.cjs": [
		4765,
		4765
	],
	"./listAllowlists.cjs": [
		79421,
		9421
	],
	"./listApprovals.cjs": [
		51989,
		1989
	],
	"./listArtifacts.cjs": [
		48960,
		8960
	],
	"./listAttestationTypes.cjs": [
		25026,
		5026
	],
	"./listEnvironments.cjs": [
		97345,
		7345
	],
	"./listFlows.cjs": [
		43262,
		3262
	],
	"./listOrgTrails.cjs": [
		89556,
		9556
	],
	"./listPolicies.cjs": [
		80109,
		109
	],
	"./listSnapshots.cjs": [
		35094,
		5094
	],
	"./listTrails.cjs": [
		5280,
		5280
	],
	"./overrideAttestation.cjs": [
		45063,
		5063
	],
	"./patchTags.cjs": [
		36376,
		6376
	],
	"./policySchema.cjs": [
		7668,
		7668
	],
	"./reportAzureApps.cjs": [
		3230,
		3230
	],
	"./reportDocker.cjs": [
		83317,
		3317
	],
	"./reportECS.cjs": [
		19780,
		9780
	],
	"./reportK8S.cjs": [
		43359,
		3359
	],
	"./reportLambda.cjs": [
		42720,
		2720
	],
	"./reportS3.cjs": [
		6375,
		6375
	],
	"./reportServer.cjs": [
		2860,
		2860
	],
	"./search.cjs": [
		63727,
		3727
	],
	"./trailAuditPackage.cjs": [
		65909,
		8290
	],
	"./updateEnvironment.cjs": [
		27475,
		7475
	],
	"./upsertAttestationType.cjs": [
		17772,
		5391
	],
	"./upsertFlow.cjs": [
		22070,
		2070
	],
	"./upsertPolicy.cjs": [
		52576,
		2576
	]
};
function webpackAsyncContext(req) {
	if(!__webpack_require__.o(map, req)) {
		return Promise.resolve().then(() => {
			var e = new Error("Cannot find module '" + req + "'");
			e.code = 'MODULE_NOT_FOUND';
			throw e;
		});
	}

	var ids = map[req], id = ids[0];
	return __webpack_require__.e(ids[1]).then(() => {
		return __webpack_require__.t(id, 3 | 16);
	});
}
webpackAsyncContext.keys = () => (Object.keys(map));
webpackAsyncContext.id = 31793;
module.exports = webpackAsyncContext;

/***/ })

};
;