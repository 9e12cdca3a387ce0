export const id = 58;
export const ids = [58];
export const modules = {

/***/ 3559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ expandPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7172);
/* harmony import */ var _file_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6138);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3458);





const GLOB_META = /[*?[]/;
const EXPECTED = 'existing files or directories, or globs';
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so. A FIFO, socket or device
 * (or a link to one) is refused, naming it; a broken link is left for the caller to report.
 */
async function expandPaths(entries, baseDir) {
    const found = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, entry);
        if (!GLOB_META.test(absolute)) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute);
            }
            catch (err) {
                const code = err.code;
                const why = code === 'ENOENT'
                    ? 'does not exist'
                    : code === 'EACCES' || code === 'EPERM'
                        ? `cannot be read: permission denied (${code})`
                        : `cannot be read (${code})`;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${absolute} ${why}`, EXPECTED, { cause: err });
            }
            found.add(absolute);
            continue;
        }
        const matches = await expandGlob(absolute);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
    }
    const paths = [...found].sort();
    // Whoever reads these next must not be handed a FIFO or a device: a read of one never ends.
    for (const p of paths) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(p).catch(() => undefined);
        if (stats && !stats.isFile() && !stats.isDirectory())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${p} is not a regular file: it is ${(0,_file_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(stats)}`, EXPECTED);
    }
    return { paths, unmatched };
}
async function expandGlob(absolute) {
    const segments = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).slice(1);
    const firstGlob = segments.findIndex((s) => GLOB_META.test(s));
    const base = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) + segments.slice(0, firstGlob).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const rest = segments.slice(firstGlob);
    let pattern;
    try {
        pattern = new _match_js__WEBPACK_IMPORTED_MODULE_4__/* .PathPattern */ .Ad(rest.join('/'));
    }
    catch (err) {
        if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_4__/* .BadPatternError */ .m)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`');
        throw err;
    }
    const maxDepth = rest.includes('**') ? Infinity : rest.length;
    const matches = [];
    const walk = async (dir, relative) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return;
            const why = code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : `(${code})`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot list ${dir} to match \`${absolute}\`: ${why}`, EXPECTED, { cause: err });
        }
        for (const entry of entries) {
            const segs = [...relative, entry.name];
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (pattern.matches(segs))
                matches.push(full);
            // Globs do not descend through symlinked directories, as Go's walk does not. Nothing here
            // opens a file, so a FIFO or device among the entries is only a name that may match.
            if (segs.length < maxDepth && (await isDirectory(entry, full)))
                await walk(full, segs);
        }
    };
    await walk(base, []);
    return matches;
}
/** From the listing; a file system that does not report types there is asked (not followed). */
async function isDirectory(entry, full) {
    if (entry.isDirectory())
        return true;
    if (entry.isFile() || entry.isSymbolicLink() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice())
        return false;
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full).catch(() => undefined))?.isDirectory() ?? false;
}


/***/ }),

/***/ 9058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_junit)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/artifacts/paths.ts
var artifacts_paths = __webpack_require__(3559);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 26 modules
var XMLParser = __webpack_require__(9658);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js
var fxp = __webpack_require__(5824);
;// CONCATENATED MODULE: ./src/evidence/junit.ts

/** Why a file is not JUnit XML the action can read, worded to follow the file's path. */
class JUnitProblem extends Error {
    file;
    constructor(file, message) {
        super(message);
        this.file = file;
        this.name = 'JUnitProblem';
    }
}
const parser = new XMLParser/* default */.A({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseAttributeValue: false,
    parseTagValue: false,
    // JUnit needs only XML's own entities; a document type could expand without bound.
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => name === 'testsuite' || name === 'testcase'
});
function attribute(element, name) {
    const value = element[`@${name}`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
function children(element, name) {
    const value = element[name];
    return Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : [];
}
/** Test cases that carry a `<failure>`, `<error>` or `<skipped>` child. */
function casesWith(cases, child) {
    return cases.filter((c) => child in c).length;
}
/**
 * One suite's totals, counted from its test cases as the reference client counts them (a
 * suite's own `tests` or `failures` attributes are summaries some tools get wrong); its
 * timestamp is read as UTC when it names no zone.
 */
function suiteResult(suite) {
    const cases = children(suite, 'testcase');
    const timestamp = attribute(suite, 'timestamp');
    const at = timestamp === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`);
    const duration = cases.reduce((sum, c) => sum + (Number(attribute(c, 'time')) || 0), 0);
    return {
        name: attribute(suite, 'name') ?? '',
        failures: casesWith(cases, 'failure'),
        errors: casesWith(cases, 'error'),
        skipped: casesWith(cases, 'skipped'),
        total: cases.length,
        duration: Math.round(duration * 1e6) / 1e6,
        ...(!Number.isNaN(at) && { timestamp: Math.floor(at / 1000) })
    };
}
/** Every `<testsuite>`, however deeply `<testsuites>` and `<testsuite>` nest. */
function suites(element) {
    return children(element, 'testsuite').flatMap((suite) => [suite, ...suites(suite)]);
}
/**
 * The results of one JUnit XML document: one entry per `<testsuite>`. A document that is not
 * well-formed XML, declares a document type, or has neither `<testsuites>` nor `<testsuite>`
 * at its root is refused, naming the file.
 */
function parseJUnit(file, text) {
    if (/<!DOCTYPE|<!ENTITY/i.test(text))
        throw new JUnitProblem(file, `${file} declares a document type; JUnit XML needs none, and entities it declares are not expanded`);
    const valid = fxp/* XMLValidator */.iI.validate(text);
    if (valid !== true)
        throw new JUnitProblem(file, `${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
    const document = parser.parse(text);
    const root = Object.keys(document).find((key) => !key.startsWith('?'));
    if (root === 'testsuites') {
        const top = document.testsuites;
        return suites(top && typeof top === 'object' ? top : {}).map(suiteResult);
    }
    if (root === 'testsuite') {
        const [suite] = children(document, 'testsuite');
        return [suite, ...suites(suite)].map(suiteResult);
    }
    throw new JUnitProblem(file, `${file} is not JUnit XML: its root element is <${root ?? 'none'}>, not <testsuites> or <testsuite>`);
}
function totals(results) {
    return results.reduce((t, r) => ({ tests: t.tests + r.total, failures: t.failures + r.failures, errors: t.errors + r.errors, skipped: t.skipped + r.skipped }), { tests: 0, failures: 0, errors: 0, skipped: 0 });
}

// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
// EXTERNAL MODULE: ./src/service/catalogue/attestations.ts
var attestations = __webpack_require__(5010);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
// EXTERNAL MODULE: ./src/operations/attestation-inputs.ts + 1 modules
var attestation_inputs = __webpack_require__(920);
// EXTERNAL MODULE: ./src/operations/attestation-summary.ts
var attestation_summary = __webpack_require__(8409);
// EXTERNAL MODULE: ./src/operations/input-files.ts
var input_files = __webpack_require__(6512);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/attest-junit.ts












const EXPECTED = 'JUnit XML files, folders of them, or globs';
/** A folder stands for the `.xml` files directly in it, as test runners leave them. */
function xmlFiles(entry) {
    if (!(0,external_node_fs_.statSync)(entry).isDirectory())
        return [entry];
    return (0,external_node_fs_.readdirSync)(entry)
        .filter((name) => name.toLowerCase().endsWith('.xml'))
        .sort()
        .map((name) => external_node_path_default().join(entry, name))
        .filter((file) => (0,external_node_fs_.statSync)(file).isFile());
}
/** Test results, parsed before anything is sent: a file that is not JUnit XML is named. */
async function readResults(inputs) {
    const given = inputs.list('junit-results');
    if (given.length === 0)
        throw (0,errors/* invalidInput */.aY)('junit-results', 'required but not given', EXPECTED);
    const { paths, unmatched } = await (0,artifact_input/* namingInput */.nm)('junit-results', EXPECTED, (0,artifacts_paths/* expandPaths */.p)(given, inputs.baseDir));
    if (unmatched.length > 0)
        throw (0,errors/* invalidInput */.aY)('junit-results', `\`${unmatched[0]}\` matched nothing`, EXPECTED);
    const files = paths.flatMap(xmlFiles);
    if (files.length === 0)
        throw (0,errors/* invalidInput */.aY)('junit-results', `no \`.xml\` file in ${paths.join(', ')}`, EXPECTED);
    const results = [];
    for (const file of files) {
        const text = (0,input_files/* readInputFile */.j)('junit-results', file, shapes/* ATTACHMENT_MAX_BYTES */.vv, EXPECTED).toString('utf8');
        try {
            results.push(...parseJUnit(file, text));
        }
        catch (err) {
            if (err instanceof JUnitProblem)
                throw (0,errors/* invalidInput */.aY)('junit-results', err.message, EXPECTED);
            throw err;
        }
    }
    return { files, results };
}
/** Test results: one result per suite; compliant exactly when nothing failed and nothing erred. */
/* harmony default export */ const attest_junit = ((0,types/* serviceOperation */.F0)({
    endpoint: attestations/* attestJunit */.s3,
    github: 'optional',
    read: async (inputs) => ({ attestation: (0,attestation_inputs/* readAttestationInputs */.eK)(inputs), ...(await readResults(inputs)) }),
    async run({ attestation, files, results }, tools) {
        const prepared = await (0,attestation_inputs/* prepareAttestation */.md)(attestation, tools, { input: 'junit-results', files });
        await tools.client.call(attestations/* attestJunit */.s3, { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, junit_results: results }, ...(prepared.attachment && { attachment_file: prepared.attachment }) });
        const sum = totals(results);
        const compliant = sum.failures === 0 && sum.errors === 0;
        return {
            outputs: { ...sum, fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
            summary: {
                ...(0,attestation_summary/* attestationSummary */.h)('JUnit test results', attestation, prepared, tools, compliant, [
                    ['Tests', `${sum.tests} in ${results.length} suite(s): ${sum.failures} failed, ${sum.errors} errors, ${sum.skipped} skipped`],
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, tools.context)
                ]),
                table: {
                    head: ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Seconds'],
                    rows: results.map((r) => [r.name, String(r.total), String(r.failures), String(r.errors), String(r.skipped), r.duration.toFixed(2)])
                }
            }
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
