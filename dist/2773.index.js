"use strict";
exports.id = 2773;
exports.ids = [2773];
exports.modules = {

/***/ 54980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40517);
/* harmony import */ var _operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73074);
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96563);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18667);






/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => {
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            const attestation = (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs);
            const own = await def.read(inputs, common);
            // Once every input is good, git reads the commit while the step loads what sends it and
            // gathers the evidence; the run's read of that commit takes the answer.
            if (!def.commitFromEvidence) {
                const context = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunContext */ .$p)();
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(context, attestation.commit ?? context.sha);
            }
            return { attestation, own };
        },
        async run({ attestation, own }, tools) {
            // GitHub is asked for the commit now, to answer while the evidence is gathered and the
            // artifact fingerprinted: its round trip is most of an attestation's wait.
            if (!def.commitFromEvidence)
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(tools.context, attestation.commit ?? tools.context.sha, await tools.github());
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareAttestation */ .md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationSummary */ .h)(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationFacts */ .S)(settings, prepared, tools.context)
                ]),
                ...(evidence.table && { table: evidence.table })
            };
            return {
                outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail, ...evidence.outputs },
                summary,
                failure: evidence.failure
            };
        }
    });
}


/***/ }),

/***/ 75443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   Fd: () => (/* binding */ attestSonar),
/* harmony export */   _M: () => (/* binding */ attestJira),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS = {
    pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
    custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
};
/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation(id, type, schema) {
    const deviation = DEVIATIONS[type];
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'POST',
        path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
        params: TRAIL,
        query: NONE,
        body: attestationBody(schema),
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'when-unprocessed',
        source: 'published',
        ...(deviation !== undefined && { deviation })
    });
}
const attestGeneric = trailAttestation('attestGeneric', 'generic', 'GenericAttestationPostInput');
const attestJunit = trailAttestation('attestJunit', 'junit', 'JUnitAttestationPostInput');
const attestPullRequest = trailAttestation('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput');
const attestSonar = trailAttestation('attestSonar', 'sonar', 'SonarAttestationPostInput');
const attestJira = trailAttestation('attestJira', 'jira', 'JiraAttestationPostInput');
const attestCustom = trailAttestation('attestCustom', 'custom', 'CustomAttestationPostInput');
const overrideAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('OverrideAttestationPostInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
const getTrailAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrailAttestation',
    method: 'GET',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
    params: { ...TRAIL, attestation_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: NONE,
    // The document's `AttestationResponse`, not among the extracted components.
    responses: { 200: { type: 'array', items: { type: 'object' } } },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 12773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75443);
/* harmony import */ var _clients_service_catalogue_shapes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26626);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25833);
/* harmony import */ var _action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54980);
/* harmony import */ var _readers_input_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57471);






const INPUTS = {
    'type-name': { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_3__/* .PATTERNS */ .G3.attestationTypeName, required: true, description: 'The custom attestation type name' },
    'attestation-data': { kind: 'json', required: true, description: 'The attestation data, JSON text or @file.json' },
    'type-schema': { kind: 'path', description: 'The JSON Schema file of the type, to check attestation-data against before sending' }
};
/** When the type's schema is at hand, the data is held to it here, before the service sees it. */
async function checkAgainstSchema(inputs, data) {
    const file = inputs.path('type-schema');
    if (file === undefined)
        return;
    const { validate } = await (0,_readers_input_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readSchemaFile */ .E)('type-schema', file, _clients_service_catalogue_shapes_js__WEBPACK_IMPORTED_MODULE_2__/* .PART_MAX_BYTES */ .fV);
    if (!validate(data)) {
        const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(data)'} ${e.message ?? 'is invalid'}`);
        throw inputs.fail('attestation-data', `does not match the type's schema ${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file)}: ${problems.join('; ')}`, 'data the type-schema accepts');
    }
}
/** An attestation of a custom type: data the type's evaluator judges. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_4__/* .attestationOperation */ .K)({
    name: 'attest-custom',
    title: 'Custom attestation',
    description: "Record an attestation of a custom type in a trail: data the type's evaluator judges",
    inputs: INPUTS,
    outputs: {},
    endpoint: _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_1__/* .attestCustom */ .tt,
    read: async (inputs) => {
        const data = inputs.json('attestation-data');
        if (data === undefined)
            throw inputs.fail('attestation-data', 'required but not given', 'JSON text or `@path/to/file.json`');
        await checkAgainstSchema(inputs, data);
        return { typeName: inputs.required('type-name'), data };
    },
    evidence: ({ typeName, data }) => ({ data: { type_name: typeName, attestation_data: data }, kind: `Custom attestation (${typeName})` })
}));


/***/ }),

/***/ 73074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
        ['Attachments', prepared.attachment ? `${prepared.attachment.filename} (${prepared.attachment.content.length} bytes)` : undefined]
    ];
}
function attestationSummary(kind, settings, prepared, where, compliant, facts) {
    const verdict = compliant === undefined ? 'Recorded; its type decides compliance' : compliant ? 'Compliant' : 'Not compliant';
    return {
        title: `${kind} ${settings.name}`,
        verdict: { ok: compliant, text: `${verdict}, recorded in trail ${prepared.trail}` },
        record: { href: where.app.trail(where.org, settings.flow, prepared.trail), text: 'trail in the app' },
        facts
    };
}


/***/ }),

/***/ 57471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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


/***/ })

};
;