export const id = 9058;
export const ids = [9058];
export const modules = {

/***/ 54980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40517);
/* harmony import */ var _operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73074);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96563);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18667);




/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => ({
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            attestation: (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs),
            own: await def.read(inputs, common)
        }),
        async run({ attestation, own }, tools) {
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

/***/ 13559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ expandPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47172);
/* harmony import */ var _file_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36138);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83458);





const GLOB_META = /[*?[]/;
const EXPECTED = 'existing files or directories, or globs';
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so. A FIFO, socket or device
 * (or a link to one) is refused, naming it; a broken link is left for the caller to report.
 * Past `maxPaths`, the walk stops at one more than that: a glob over a huge tree is refused by
 * the caller without being listed whole first.
 */
async function expandPaths(entries, baseDir, maxPaths = Infinity) {
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
        const matches = await expandGlob(absolute, maxPaths + 1 - found.size);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
        if (found.size > maxPaths)
            return { paths: [...found].sort(), unmatched };
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
async function expandGlob(absolute, limit) {
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
            if (matches.length >= limit)
                return;
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

/***/ 39058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_junit)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/artifacts/paths.ts
var artifacts_paths = __webpack_require__(13559);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/fxp.js + 29 modules
var fxp = __webpack_require__(99131);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/evidence/junit.ts


/** Why a file is not JUnit XML the action can read, worded to follow the file's path. */
class JUnitError extends util_errors/* LibraryError */.oM {
    file;
    constructor(file, message) {
        super('invalid_input', message);
        this.file = file;
        this.name = 'JUnitError';
    }
}
/** How deep elements may nest: JUnit XML needs a handful of levels; a deeper document is refused. */
const MAX_JUNIT_DEPTH = 100;
/** Comments, CDATA and processing instructions (skipped), or a tag: end?, name, attributes, self-closing?. */
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>]+)((?:[^>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)(\/?)>/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAMED = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** An attribute's value with XML's own entities and character references replaced. */
function decode(value) {
    if (!value.includes('&'))
        return value;
    return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref) => {
        if (ref[0] !== '#')
            return NAMED[ref] ?? whole;
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
/** The attributes named in `wanted`, trimmed; an empty one counts as absent. */
function attributes(text, wanted) {
    const found = {};
    if (text.trim() === '')
        return found;
    for (const [, name, double, single] of text.matchAll(ATTRIBUTE)) {
        if (!wanted.includes(name) || name in found)
            continue;
        const value = decode(double ?? single ?? '').trim();
        found[name] = value === '' ? undefined : value;
    }
    return found;
}
function timestampOf(value) {
    const at = value === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
    return Number.isNaN(at) ? undefined : Math.floor(at / 1000);
}
/**
 * The results of one JUnit XML document: one entry per `<testsuite>` (below `<testsuites>` or
 * another suite, however deep), each counted from its test cases as the reference client
 * counts them (a suite's own `tests` or `failures` attributes are summaries some tools get
 * wrong); its timestamp is read as UTC when it names no zone. The document is checked to be
 * well-formed, then read tag by tag without building a tree, so memory does not grow with the
 * number of test cases. A document that is not well-formed XML, declares a document type,
 * nests deeper than ${MAX_JUNIT_DEPTH} levels, or has neither `<testsuites>` nor `<testsuite>` at
 * its root is refused, naming the file.
 */
function parseJUnit(file, text) {
    if (/<!DOCTYPE|<!ENTITY/i.test(text))
        throw new JUnitError(file, `${file} declares a document type; JUnit XML needs none, and entities it declares are not expanded`);
    const valid = fxp/* XMLValidator */.i.validate(text);
    if (valid !== true)
        throw new JUnitError(file, `${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
    const results = [];
    const open = [];
    const stack = [];
    let root;
    const close = (frame) => {
        if (frame?.kind !== 'suite')
            return;
        frame.suite.result.duration = Math.round(frame.suite.duration * 1e6) / 1e6;
        open.pop();
    };
    for (const [token, end, name, attrs, selfClosing] of text.matchAll(TOKEN)) {
        if (name === undefined || token.startsWith('<!') || token.startsWith('<?'))
            continue;
        if (end) {
            close(stack.pop());
            continue;
        }
        const parent = stack.at(-1) ?? { kind: 'root' };
        if (root === undefined) {
            root = name;
            if (name !== 'testsuites' && name !== 'testsuite')
                throw new JUnitError(file, `${file} is not JUnit XML: its root element is <${name}>, not <testsuites> or <testsuite>`);
        }
        let frame = { kind: 'other' };
        if (name === 'testsuite' && (parent.kind === 'suite' || (parent.kind === 'root' && stack.length === 0) || (stack.length === 1 && root === 'testsuites'))) {
            const { name: suiteName, timestamp } = attributes(attrs, ['name', 'timestamp']);
            const at = timestampOf(timestamp);
            const result = {
                name: suiteName ?? '',
                failures: 0,
                errors: 0,
                skipped: 0,
                total: 0,
                duration: 0,
                ...(at !== undefined && { timestamp: at })
            };
            results.push(result);
            frame = { kind: 'suite', suite: { result, duration: 0 } };
            open.push(frame.suite);
        }
        else if (name === 'testcase' && parent.kind === 'suite') {
            parent.suite.result.total++;
            parent.suite.duration += Number(attributes(attrs, ['time']).time) || 0;
            frame = { kind: 'case', flags: new Set() };
        }
        else if (parent.kind === 'case' && (name === 'failure' || name === 'error' || name === 'skipped') && !parent.flags.has(name)) {
            parent.flags.add(name);
            const suite = open.at(-1).result;
            if (name === 'failure')
                suite.failures++;
            else if (name === 'error')
                suite.errors++;
            else
                suite.skipped++;
        }
        if (selfClosing) {
            close(frame);
            continue;
        }
        if (stack.length >= MAX_JUNIT_DEPTH)
            throw new JUnitError(file, `${file} nests elements more than ${MAX_JUNIT_DEPTH} deep; JUnit XML needs a few levels`);
        stack.push(frame);
    }
    if (root === undefined)
        throw new JUnitError(file, `${file} is not JUnit XML: its root element is <none>, not <testsuites> or <testsuite>`);
    return results;
}
function totals(results) {
    return results.reduce((t, r) => ({ tests: t.tests + r.total, failures: t.failures + r.failures, errors: t.errors + r.errors, skipped: t.skipped + r.skipped }), { tests: 0, failures: 0, errors: 0, skipped: 0 });
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/input-files.ts
var input_files = __webpack_require__(57471);
;// CONCATENATED MODULE: ./src/operations/attest-junit.ts











const EXPECTED = 'JUnit XML files, folders of them, or globs';
const INPUTS = {
    'junit-results': { kind: 'list', required: true, description: 'JUnit XML files, folders of them or globs' }
};
/** A folder stands for the `.xml` files directly in it, as test runners leave them. */
function xmlFiles(entry) {
    if (!(0,external_node_fs_.statSync)(entry, { throwIfNoEntry: false })?.isDirectory())
        return [entry];
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(entry);
    }
    catch (err) {
        throw (0,errors/* invalidInput */.aY)('junit-results', `${entry} cannot be listed (${err.code})`, EXPECTED);
    }
    return names
        .filter((name) => name.toLowerCase().endsWith('.xml'))
        .sort()
        .map((name) => external_node_path_default().join(entry, name))
        .filter((file) => (0,external_node_fs_.statSync)(file, { throwIfNoEntry: false })?.isFile());
}
/**
 * All results together, at most: they are parsed in memory and attached too, and an
 * attachment is at most this once packed.
 */
const MAX_TOTAL_BYTES = shapes/* ATTACHMENT_MAX_BYTES */.vv;
/** Test results, parsed before anything is sent: a file that is not JUnit XML is named. */
async function readResults(inputs) {
    const given = inputs.list('junit-results');
    if (given.length === 0)
        throw inputs.fail('junit-results', 'required but not given', EXPECTED);
    const { paths, unmatched } = await (0,artifact_input/* namingInput */.nm)('junit-results', EXPECTED, (0,artifacts_paths/* expandPaths */.p)(given, inputs.baseDir));
    if (unmatched.length > 0)
        throw (0,errors/* invalidInput */.aY)('junit-results', `\`${unmatched[0]}\` matched nothing`, EXPECTED);
    const files = paths.flatMap(xmlFiles);
    if (files.length === 0)
        throw (0,errors/* invalidInput */.aY)('junit-results', `no \`.xml\` file in ${paths.join(', ')}`, EXPECTED);
    // Summed from `stat` before any is read; each read is bounded by what is left.
    const total = files.reduce((sum, file) => sum + ((0,external_node_fs_.statSync)(file, { throwIfNoEntry: false })?.size ?? 0), 0);
    if (total > MAX_TOTAL_BYTES)
        throw (0,errors/* invalidInput */.aY)('junit-results', `the ${files.length} file(s) come to ${total} bytes, over the limit of ${(0,util_text/* formatBytes */.z3)(MAX_TOTAL_BYTES)} for all results together (they are attached too)`, `${EXPECTED}, at most ${(0,util_text/* formatBytes */.z3)(MAX_TOTAL_BYTES)} in all`);
    const results = [];
    let read = 0;
    for (const file of files) {
        const content = (0,input_files/* readInputFile */.j)('junit-results', file, MAX_TOTAL_BYTES - read, EXPECTED);
        read += content.length;
        const text = content.toString('utf8');
        try {
            results.push(...parseJUnit(file, text));
        }
        catch (err) {
            if (err instanceof JUnitError)
                throw (0,errors/* invalidInput */.aY)('junit-results', err.message, EXPECTED);
            throw err;
        }
    }
    return { files, results };
}
/** Test results: one result per suite; compliant exactly when nothing failed and nothing erred. */
/* harmony default export */ const attest_junit = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-junit',
    title: 'JUnit test results',
    description: 'Record JUnit XML test results in a trail: compliant when no test failed or erred; the files are attached',
    inputs: INPUTS,
    outputs: {
        tests: 'Number of tests over every suite',
        failures: 'Number of failed tests',
        errors: 'Number of tests in error',
        skipped: 'Number of skipped tests'
    },
    endpoint: attestations/* attestJunit */.s3,
    filesInput: 'junit-results',
    read: (inputs) => readResults(inputs),
    evidence({ files, results }) {
        const sum = totals(results);
        return {
            data: { junit_results: results },
            files,
            compliant: sum.failures === 0 && sum.errors === 0,
            outputs: sum,
            facts: [['Tests', `${sum.tests} in ${results.length} suite(s): ${sum.failures} failed, ${sum.errors} errors, ${sum.skipped} skipped`]],
            table: {
                head: ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Seconds'],
                rows: results.map((r) => [r.name, String(r.total), String(r.failures), String(r.errors), String(r.skipped), r.duration.toFixed(2)])
            }
        };
    }
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
