exports.id = 9051;
exports.ids = [9051];
exports.modules = {

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