export const id = 773;
export const ids = [773];
export const modules = {

/***/ 2773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);
/* harmony import */ var _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5010);
/* harmony import */ var _service_catalogue_shapes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6623);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4232);
/* harmony import */ var _attestation_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(920);
/* harmony import */ var _attestation_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8409);
/* harmony import */ var _input_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6512);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1983);










/** When the type's schema is at hand, the data is held to it here, before the service sees it. */
async function checkAgainstSchema(inputs, data) {
    const given = inputs.optional('type-schema');
    if (given === undefined)
        return;
    const file = inputs.path(given);
    let schema;
    try {
        schema = JSON.parse((0,_input_files_js__WEBPACK_IMPORTED_MODULE_8__/* .readInputFile */ .j)('type-schema', file, _service_catalogue_shapes_js__WEBPACK_IMPORTED_MODULE_4__/* .PART_MAX_BYTES */ .fV, 'the path of a JSON Schema file').toString('utf8'));
    }
    catch (err) {
        if (err instanceof SyntaxError)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('type-schema', `${file} is not JSON (${err.message})`, 'a JSON Schema file');
        throw err;
    }
    const validate = await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .n)(schema, `input \`type-schema\`: ${file}`);
    if (!validate(data)) {
        const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(data)'} ${e.message ?? 'is invalid'}`);
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('attestation-data', `does not match the type's schema ${node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(file)}: ${problems.join('; ')}`, 'data the type-schema accepts');
    }
}
/** An attestation of a custom type: data the type's evaluator judges. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_9__/* .serviceOperation */ .F0)({
    endpoint: _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__/* .attestCustom */ .tt,
    github: 'optional',
    read: async (inputs) => {
        const data = inputs.json('attestation-data');
        if (data === undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('attestation-data', 'required but not given', 'JSON text or `@path/to/file.json`');
        await checkAgainstSchema(inputs, data);
        return { attestation: (0,_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .readAttestationInputs */ .eK)(inputs), typeName: inputs.required('type-name', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.attestationTypeName), data };
    },
    async run({ attestation, typeName, data }, tools) {
        const prepared = await (0,_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .prepareAttestation */ .md)(attestation, tools);
        await tools.client.call(_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__/* .attestCustom */ .tt, { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, type_name: typeName, attestation_data: data }, ...(prepared.attachment && { attachment_file: prepared.attachment }) });
        return {
            outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
            summary: (0,_attestation_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .attestationSummary */ .h)(`Custom attestation (${typeName})`, attestation, prepared, tools, undefined, (0,_attestation_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .attestationFacts */ .S)(attestation, prepared, tools.context))
        };
    }
}));


/***/ }),

/***/ 8409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8855);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
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

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9148);


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


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ schemaErrors),
/* harmony export */   n: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused as bad input.
 */
async function compileJsonSchema(schema, origin) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `${origin}: a JSON Schema must be a JSON object`);
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(475), __webpack_require__.e(882)]).then(__webpack_require__.bind(__webpack_require__, 7882));
    const engine = linearRegExpEngine();
    const refused = (err) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `${origin}: the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason}); expected ${EXPECTED_PATTERNS}`, {
        cause: err
    });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 2210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(463)]).then(__webpack_require__.t.bind(__webpack_require__, 2463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `${origin}: not a valid JSON Schema (${err.message})`, { cause: err });
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

/***/ 5010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6623);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
const attestGeneric = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestGeneric',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/generic',
    params: TRAIL,
    query: NONE,
    body: attestationBody('GenericAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestJunit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestJunit',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/junit',
    params: TRAIL,
    query: NONE,
    body: attestationBody('JUnitAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestPullRequest = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestPullRequest',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
    params: TRAIL,
    query: NONE,
    body: attestationBody('PullRequestAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it'
});
const attestCustom = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestCustom',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/custom',
    params: TRAIL,
    query: NONE,
    body: attestationBody('CustomAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
});
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


/***/ })

};
