export const id = 2064;
export const ids = [2064];
export const modules = {

/***/ 82064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ begin_trail)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/json-depth.ts
var json_depth = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(86623);
// EXTERNAL MODULE: ./src/service/validate.ts + 1 modules
var validate = __webpack_require__(49064);
;// CONCATENATED MODULE: ./src/evidence/flow-template.ts




const TEMPLATE_SCHEMA = (0,shapes/* published */.H3)('Template');
/**
 * A flow template's YAML, checked as the service checks it: bounded in nesting and aliases,
 * then against the document's `Template`. `version: 1` alone is the empty template the
 * reference client sends; its `trail` defaults to none. The action checks a `template-file`
 * with it before anything is sent, and the sandbox every template it is given. Needs
 * `loadValidation` to have finished.
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

// EXTERNAL MODULE: ./src/github/commit.ts
var commit = __webpack_require__(89238);
// EXTERNAL MODULE: ./src/github/repo.ts
var github_repo = __webpack_require__(41839);
// EXTERNAL MODULE: ./src/service/endpoint.ts
var endpoint = __webpack_require__(19438);
// EXTERNAL MODULE: ./src/service/patterns.ts
var patterns = __webpack_require__(14232);
;// CONCATENATED MODULE: ./src/service/catalogue/trails.ts



const FLOW = { ...shapes/* ORG */.xE, flow_name: patterns/* PATTERNS */.G3.flowName };
const beginTrail = (0,endpoint/* defineEndpoint */.vy)({
    id: 'beginTrail',
    method: 'PUT',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'multipart', parts: { data_json: (0,shapes/* dataJson */.n6)('CreateTrail'), template_file: (0,shapes/* filePart */.A4)() } },
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'idempotent',
    source: 'published'
});
const listTrails = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listTrails',
    method: 'GET',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: shapes/* PAGING */.rB,
    responses: { 200: { anyOf: [(0,shapes/* published */.H3)('ListTrails'), { type: 'array', items: (0,shapes/* published */.H3)('GetTrail') }] } },
    retry: 'idempotent',
    source: 'published'
});
const getTrail = (0,endpoint/* defineEndpoint */.vy)({
    id: 'getTrail',
    method: 'GET',
    path: '/trails/{org}/{flow_name}/{trail_name}',
    params: { ...FLOW, trail_name: patterns/* PATTERNS */.G3.trailName },
    query: {},
    responses: { 200: (0,shapes/* published */.H3)('GetTrail') },
    retry: 'idempotent',
    source: 'published'
});
/** What the reference client's `list trails` calls: the trails of an organization, by flow or artifact. */
const listOrgTrails = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listOrgTrails',
    method: 'GET',
    path: '/trails/{org}',
    params: shapes/* ORG */.xE,
    query: { flow: { schema: { type: 'string' } }, fingerprint: { schema: { type: 'string' } }, flow_tag: { schema: { type: 'string' } }, ...shapes/* PAGING */.rB },
    responses: { 200: (0,shapes/* published */.H3)('ListTrails') },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
// EXTERNAL MODULE: ./src/operations/attestation-inputs.ts + 1 modules
var attestation_inputs = __webpack_require__(40920);
// EXTERNAL MODULE: ./src/operations/evidence-inputs.ts
var evidence_inputs = __webpack_require__(81171);
// EXTERNAL MODULE: ./src/operations/input-files.ts
var input_files = __webpack_require__(36512);
// EXTERNAL MODULE: ./src/input-groups.ts
var input_groups = __webpack_require__(88904);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(91983);
;// CONCATENATED MODULE: ./src/operations/begin-trail.ts













const TEMPLATE_EXPECTED = 'a flow template: YAML with `version: 1` and a `trail` of expected attestations and artifacts';
const INPUTS = {
    flow: input_groups/* ATTESTATION_INPUTS */.Le.flow,
    trail: input_groups/* ATTESTATION_INPUTS */.Le.trail,
    description: { kind: 'string', description: 'Description of the trail' },
    'template-file': { kind: 'path', description: 'A flow template YAML for this trail (what it must hold to be compliant)' },
    'origin-url': { kind: 'string', description: 'Link to where the trail began (default: this run)' },
    ...input_groups/* EXTERNAL_URLS_INPUT */.s8,
    ...input_groups/* USER_DATA_INPUT */.um
};
/** The template is read and checked here, so a broken one fails before the trail is begun. */
async function readTemplate(inputs) {
    const file = inputs.path('template-file');
    if (file === undefined)
        return {};
    const content = (0,input_files/* readInputFile */.j)('template-file', file, shapes/* PART_MAX_BYTES */.fV, TEMPLATE_EXPECTED);
    await (0,validate/* loadValidation */.AG)();
    const checked = checkFlowTemplate(content.toString('utf8'), file);
    if ('problem' in checked)
        throw inputs.fail('template-file', checked.problem, TEMPLATE_EXPECTED);
    return { templatePath: file, template: { filename: external_node_path_default().basename(file), contentType: 'application/x-yaml', content } };
}
/** Begins (or updates) the trail for this commit: the place a build's evidence goes. */
/* harmony default export */ const begin_trail = ((0,types/* serviceOperation */.F0)({
    name: 'begin-trail',
    title: 'Beginning the trail',
    description: "Begin (or update) a flow's trail for this commit: the place a build's evidence goes, held to a template if given",
    inputs: INPUTS,
    outputs: { trail: "The trail's name" },
    endpoint: beginTrail,
    github: 'optional',
    read: async (inputs) => ({
        flow: inputs.required('flow'),
        trail: inputs.string('trail'),
        description: inputs.string('description'),
        ...(await readTemplate(inputs)),
        originUrl: inputs.string('origin-url'),
        externalUrls: (0,evidence_inputs/* readExternalUrls */.M)(inputs),
        userData: inputs.jsonData('user-data')
    }),
    async run(settings, { client, org, context, log, github, app }) {
        const trail = (0,attestation_inputs/* trailOf */.Q0)(settings.trail, context.sha);
        const gitCommit = context.sha ? await (0,commit/* gitCommitInfo */.O)(context, context.sha, await github(), log) : undefined;
        const repo = (0,github_repo/* repoInfo */.L)(context);
        const originUrl = settings.originUrl ?? context.runUrl;
        await client.call(beginTrail, { org, flow_name: settings.flow }, {
            data_json: {
                name: trail,
                ...(settings.description !== undefined && { description: settings.description }),
                ...(gitCommit && { git_commit_info: gitCommit }),
                ...(repo && { repo_info: repo }),
                ...(originUrl !== undefined && { origin_url: originUrl }),
                ...(settings.externalUrls && { external_urls: settings.externalUrls }),
                ...(settings.userData !== undefined && { user_data: settings.userData })
            },
            ...(settings.template && { template_file: settings.template })
        });
        return {
            outputs: { trail },
            summary: {
                title: `Trail ${trail}`,
                verdict: { ok: true, text: `Begun in flow ${settings.flow}` },
                record: { href: app.trail(org, settings.flow, trail), text: 'trail in the app' },
                facts: [
                    ['Description', settings.description],
                    ['Template', settings.templatePath ?? "the flow's"],
                    ['Origin', originUrl ? (0,summary/* link */.nf)(originUrl, originUrl) : undefined]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 36512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59148);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileProblem */ .kc)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaProblem */ .V8)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ SchemaProblem),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaProblem extends Error {
    expected;
    constructor(message, expected, options) {
        super(message, options);
        this.name = 'SchemaProblem';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaProblem).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaProblem('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(7882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaProblem(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
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
        throw new SchemaProblem(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
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
        if (e.keyword === 'additionalProperties' && e.params?.additionalProperty)
            message = `has unknown property \`${propertyName(e.params.additionalProperty)}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message });
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

/***/ 49064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EQ: () => (/* binding */ isFilePart),
  AG: () => (/* binding */ loadValidation),
  fI: () => (/* binding */ problemText),
  iN: () => (/* binding */ requestProblems),
  AA: () => (/* binding */ responseProblems),
  SZ: () => (/* binding */ schemaProblemsNow)
});

// UNUSED EXPORTS: MAX_REPORTED_PROBLEMS, requestProblemsNow, schemaProblems

// EXTERNAL MODULE: ./src/service/endpoint.ts
var service_endpoint = __webpack_require__(19438);
;// CONCATENATED MODULE: ./src/service/catalogue/patches.ts
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

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/service/validate.ts



/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
const MAX_REPORTED_PROBLEMS = 20;
/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines;
let loading;
/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only: a run
 * that sends nothing never pays for them; the sandbox loads them once, at start.
 */
function loadValidation() {
    loading ??= (async () => {
        const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23)),
            __webpack_require__.e(/* import() */ 9042).then(__webpack_require__.t.bind(__webpack_require__, 79042, 19))
        ]);
        const engine = (allErrors) => {
            const ajv = new Ajv2020.default({ allErrors, strict: false, logger: false, validateFormats: false });
            ajv.addSchema({ $id: 'published', components: { schemas: patchComponents(components) } });
            return { compile: (schema) => ajv.compile(schema), compiled: new WeakMap() };
        };
        engines = { thorough: engine(true), quick: engine(false) };
    })();
    return loading;
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
            message = `has unknown property \`${(0,src_text/* clip */.$Q)(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const where = (0,src_text/* clip */.$Q)(`${prefix}${e.instancePath}`);
        seen.set(`${where} ${message}`, { where, message });
        if (seen.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...seen.values()];
}
/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished: a sandbox request's check and work never interleave.
 */
function schemaProblemsNow(schema, value, prefix = '(body)', all = true) {
    if (!engines)
        throw new Error('schemaProblemsNow before loadValidation');
    const engine = all ? engines.thorough : engines.quick;
    let validate = engine.compiled.get(schema);
    if (!validate) {
        validate = engine.compile(schema);
        engine.compiled.set(schema, validate);
    }
    return validate(value) ? [] : describe(validate.errors ?? [], prefix);
}
async function schemaProblems(schema, value, prefix = '(body)') {
    await loadValidation();
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
    await loadValidation();
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


/***/ })

};
