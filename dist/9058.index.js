"use strict";
exports.id = 9058;
exports.ids = [9058];
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
// EXTERNAL MODULE: ./src/vendor/xml-validator.ts
var xml_validator = __webpack_require__(27908);
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
    const valid = (0,xml_validator/* validate */.t)(text);
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


/***/ }),

/***/ 27908:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.t = void 0;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the file the package does not export
const real = __webpack_require__(61176);
exports.t = real.validate;


/***/ }),

/***/ 90984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ isName),
/* harmony export */   Xe: () => (/* binding */ getAllMatches),
/* harmony export */   q9: () => (/* binding */ DANGEROUS_PROPERTY_NAMES),
/* harmony export */   vl: () => (/* binding */ criticalProperties),
/* harmony export */   yQ: () => (/* binding */ isExist)
/* harmony export */ });
/* unused harmony exports nameRegexp, isEmptyObject, getValue */


const nameStartChar = ':A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const nameChar = nameStartChar + '\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040';
const nameRegexp = '[' + nameStartChar + '][' + nameChar + ']*';
const regexName = new RegExp('^' + nameRegexp + '$');

function getAllMatches(string, regex) {
  const matches = [];
  let match = regex.exec(string);
  while (match) {
    const allmatches = [];
    allmatches.startIndex = regex.lastIndex - match[0].length;
    const len = match.length;
    for (let index = 0; index < len; index++) {
      allmatches.push(match[index]);
    }
    matches.push(allmatches);
    match = regex.exec(string);
  }
  return matches;
}

const isName = function (string) {
  const match = regexName.exec(string);
  return !(match === null || typeof match === 'undefined');
}

function isExist(v) {
  return typeof v !== 'undefined';
}

function isEmptyObject(obj) {
  return Object.keys(obj).length === 0;
}

function getValue(v) {
  if (exports.isExist(v)) {
    return v;
  } else {
    return '';
  }
}

/**
 * Dangerous property names that could lead to prototype pollution or security issues
 */
const DANGEROUS_PROPERTY_NAMES = [
  // '__proto__',
  // 'constructor',
  // 'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__'
];

const criticalProperties = ["__proto__", "constructor", "prototype"];

/***/ }),

/***/ 61176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(90984);




const defaultOptions = {
  allowBooleanAttributes: false, //A tag can have attributes without any value
  unpairedTags: []
};

//const tagsPattern = new RegExp("<\\/?([\\w:\\-_\.]+)\\s*\/?>","g");
function validate(xmlData, options) {
  options = Object.assign({}, defaultOptions, options);

  //xmlData = xmlData.replace(/(\r\n|\n|\r)/gm,"");//make it single line
  //xmlData = xmlData.replace(/(^\s*<\?xml.*?\?>)/g,"");//Remove XML starting tag
  //xmlData = xmlData.replace(/(<!DOCTYPE[\s\w\"\.\/\-\:]+(\[.*\])*\s*>)/g,"");//Remove DOCTYPE
  const tags = [];
  let tagFound = false;

  //indicates that the root tag has been closed (aka. depth 0 has been reached)
  let reachedRoot = false;

  if (xmlData[0] === '\ufeff') {
    // check for byte order mark (BOM)
    xmlData = xmlData.substr(1);
  }

  for (let i = 0; i < xmlData.length; i++) {

    if (xmlData[i] === '<' && xmlData[i + 1] === '?') {
      i += 2;
      i = readPI(xmlData, i);
      if (i.err) return i;
    } else if (xmlData[i] === '<') {
      //starting of tag
      //read until you reach to '>' avoiding any '>' in attribute value
      let tagStartPos = i;
      i++;

      if (xmlData[i] === '!') {
        i = readCommentAndCDATA(xmlData, i);
        continue;
      } else {
        let closingTag = false;
        if (xmlData[i] === '/') {
          //closing tag
          closingTag = true;
          i++;
        }
        //read tagname
        let tagName = '';
        for (; i < xmlData.length &&
          xmlData[i] !== '>' &&
          xmlData[i] !== ' ' &&
          xmlData[i] !== '\t' &&
          xmlData[i] !== '\n' &&
          xmlData[i] !== '\r'; i++
        ) {
          tagName += xmlData[i];
        }
        tagName = tagName.trim();
        //console.log(tagName);

        if (tagName[tagName.length - 1] === '/') {
          //self closing tag without attributes
          tagName = tagName.substring(0, tagName.length - 1);
          //continue;
          i--;
        }
        if (!validateTagName(tagName)) {
          let msg;
          if (tagName.trim().length === 0) {
            msg = "Invalid space after '<'.";
          } else {
            msg = "Tag '" + tagName + "' is an invalid name.";
          }
          return getErrorObject('InvalidTag', msg, getLineNumberForPosition(xmlData, i));
        }

        const result = readAttributeStr(xmlData, i);
        if (result === false) {
          return getErrorObject('InvalidAttr', "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
        }
        let attrStr = result.value;
        i = result.index;

        if (attrStr[attrStr.length - 1] === '/') {
          //self closing tag
          const attrStrStart = i - attrStr.length;
          attrStr = attrStr.substring(0, attrStr.length - 1);
          const isValid = validateAttributeString(attrStr, options);
          if (isValid === true) {
            tagFound = true;
            //continue; //text may presents after self closing tag
          } else {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
          }
        } else if (closingTag) {
          if (!result.tagClosed) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
          } else if (attrStr.trim().length > 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
          } else if (tags.length === 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
          } else {
            const otg = tags.pop();
            if (tagName !== otg.tagName) {
              let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
              return getErrorObject('InvalidTag',
                "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                getLineNumberForPosition(xmlData, tagStartPos));
            }

            //when there are no more tags, we reached the root level.
            if (tags.length == 0) {
              reachedRoot = true;
            }
          }
        } else {
          const isValid = validateAttributeString(attrStr, options);
          if (isValid !== true) {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
          }

          //if the root level has been reached before ...
          if (reachedRoot === true) {
            return getErrorObject('InvalidXml', 'Multiple possible root nodes found.', getLineNumberForPosition(xmlData, i));
          } else if (options.unpairedTags.indexOf(tagName) !== -1) {
            //don't push into stack
          } else {
            tags.push({ tagName, tagStartPos });
          }
          tagFound = true;
        }

        //skip tag text value
        //It may include comments and CDATA value
        for (i++; i < xmlData.length; i++) {
          if (xmlData[i] === '<') {
            if (xmlData[i + 1] === '!') {
              //comment or CADATA
              i++;
              i = readCommentAndCDATA(xmlData, i);
              continue;
            } else if (xmlData[i + 1] === '?') {
              i = readPI(xmlData, ++i);
              if (i.err) return i;
            } else {
              break;
            }
          } else if (xmlData[i] === '&') {
            const afterAmp = validateAmpersand(xmlData, i);
            if (afterAmp == -1)
              return getErrorObject('InvalidChar', "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
            i = afterAmp;
          } else {
            if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
              return getErrorObject('InvalidXml', "Extra text at the end", getLineNumberForPosition(xmlData, i));
            }
          }
        } //end of reading tag text value
        if (xmlData[i] === '<') {
          i--;
        }
      }
    } else {
      if (isWhiteSpace(xmlData[i])) {
        continue;
      }
      return getErrorObject('InvalidChar', "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
    }
  }

  if (!tagFound) {
    return getErrorObject('InvalidXml', 'Start tag expected.', 1);
  } else if (tags.length == 1) {
    return getErrorObject('InvalidTag', "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
  } else if (tags.length > 0) {
    return getErrorObject('InvalidXml', "Invalid '" +
      JSON.stringify(tags.map(t => t.tagName), null, 4).replace(/\r?\n/g, '') +
      "' found.", { line: 1, col: 1 });
  }

  return true;
};

function isWhiteSpace(char) {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}
/**
 * Read Processing insstructions and skip
 * @param {*} xmlData
 * @param {*} i
 */
function readPI(xmlData, i) {
  const start = i;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] == '?' || xmlData[i] == ' ') {
      //tagname
      const tagname = xmlData.substr(start, i - start);
      if (i > 5 && tagname === 'xml') {
        return getErrorObject('InvalidXml', 'XML declaration allowed only at the start of the document.', getLineNumberForPosition(xmlData, i));
      } else if (xmlData[i] == '?' && xmlData[i + 1] == '>') {
        //check if valid attribut string
        i++;
        break;
      } else {
        continue;
      }
    }
  }
  return i;
}

function readCommentAndCDATA(xmlData, i) {
  if (xmlData.length > i + 5 && xmlData[i + 1] === '-' && xmlData[i + 2] === '-') {
    //comment
    for (i += 3; i < xmlData.length; i++) {
      if (xmlData[i] === '-' && xmlData[i + 1] === '-' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  } else if (
    xmlData.length > i + 8 &&
    xmlData[i + 1] === 'D' &&
    xmlData[i + 2] === 'O' &&
    xmlData[i + 3] === 'C' &&
    xmlData[i + 4] === 'T' &&
    xmlData[i + 5] === 'Y' &&
    xmlData[i + 6] === 'P' &&
    xmlData[i + 7] === 'E'
  ) {
    let angleBracketsCount = 1;
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === '<') {
        angleBracketsCount++;
      } else if (xmlData[i] === '>') {
        angleBracketsCount--;
        if (angleBracketsCount === 0) {
          break;
        }
      }
    }
  } else if (
    xmlData.length > i + 9 &&
    xmlData[i + 1] === '[' &&
    xmlData[i + 2] === 'C' &&
    xmlData[i + 3] === 'D' &&
    xmlData[i + 4] === 'A' &&
    xmlData[i + 5] === 'T' &&
    xmlData[i + 6] === 'A' &&
    xmlData[i + 7] === '['
  ) {
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === ']' && xmlData[i + 1] === ']' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  }

  return i;
}

const doubleQuote = '"';
const singleQuote = "'";

/**
 * Keep reading xmlData until '<' is found outside the attribute value.
 * @param {string} xmlData
 * @param {number} i
 */
function readAttributeStr(xmlData, i) {
  let attrStr = '';
  let startChar = '';
  let tagClosed = false;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
      if (startChar === '') {
        startChar = xmlData[i];
      } else if (startChar !== xmlData[i]) {
        //if vaue is enclosed with double quote then single quotes are allowed inside the value and vice versa
      } else {
        startChar = '';
      }
    } else if (xmlData[i] === '>') {
      if (startChar === '') {
        tagClosed = true;
        break;
      }
    }
    attrStr += xmlData[i];
  }
  if (startChar !== '') {
    return false;
  }

  return {
    value: attrStr,
    index: i,
    tagClosed: tagClosed
  };
}

/**
 * Walk `attrStr` once, left to right, splitting it into attribute tokens.
 *
 * This replaces a regex that used to do the same job
 * (`(\s*)([^\s=]+)(\s*=)?(\s*(['"])(([\s\S])*?)\5)?`). That regex led with an
 * optional whitespace group followed by a required "non-whitespace" group.
 * On a long run of whitespace that never resolves into an attribute name
 * (e.g. a tag with thousands of trailing spaces before `>`), the engine
 * backtracks the whitespace group one character at a time before giving up
 * and moving to the next starting position — one full backtrack per
 * position, which is quadratic in the length of the run.
 *
 * The scan is forward-only: the cursor never moves backwards, so each
 * character is visited a constant number of times and the cost is linear
 * in the length of the string.
 *
 * Each returned token mirrors the shape the old regex match array had, so
 * the validation logic below (which reads token[1]..token[6]) didn't need
 * to change:
 *   token.startIndex - where this token begins in attrStr
 *   token[1]          - leading whitespace before the name
 *   token[2]          - the attribute name
 *   token[3]          - whitespace + '=' if present, else undefined
 *   token[4]          - marker (any defined value) if a quoted value was found
 *   token[5]          - the quote character used ('"' or "'")
 *   token[6]          - the value's text, without the surrounding quotes
 *
 * A malformed leading character (e.g. a stray '=' with no name before it)
 * is simply skipped over, one character at a time — the same outcome the
 * old regex produced by failing to match at that position and retrying at
 * the next one.
 */
function scanAttributeTokens(attrStr) {
  const tokens = [];
  const len = attrStr.length;
  let i = 0;

  while (i < len) {
    const tokenStart = i;

    // Leading whitespace before the name.
    while (i < len && isWhiteSpace(attrStr[i])) i++;
    if (i >= len) break; // trailing whitespace only — nothing left to read

    if (attrStr[i] === '=') {
      // No name before this '=' — not a valid attribute start. Move past
      i++;
      continue;
    }

    const leadingWs = attrStr.slice(tokenStart, i);

    // Attribute name — everything up to the next whitespace or '='.
    const nameStart = i;
    while (i < len && !isWhiteSpace(attrStr[i]) && attrStr[i] !== '=') i++;
    const name = attrStr.slice(nameStart, i);

    // Optional whitespace + '='.
    let equalsGroup; // whitespace + '=' text, or undefined if absent
    let j = i;
    while (j < len && isWhiteSpace(attrStr[j])) j++;
    if (j < len && attrStr[j] === '=') {
      equalsGroup = attrStr.slice(i, j + 1);
      i = j + 1;
    }

    // Optional whitespace + quoted value.
    let quoteChar;
    let value;
    let k = i;
    while (k < len && isWhiteSpace(attrStr[k])) k++;
    if (k < len && (attrStr[k] === '"' || attrStr[k] === "'")) {
      const valueStart = k + 1;
      const closeIdx = attrStr.indexOf(attrStr[k], valueStart);
      if (closeIdx !== -1) {
        quoteChar = attrStr[k];
        value = attrStr.slice(valueStart, closeIdx);
        i = closeIdx + 1;
      }
      // No closing quote found anywhere in the rest of the string — leave
      // quoteChar/value undefined, same as the old regex's group failing
      // to match a backreference-less run.
    }

    const token = { startIndex: tokenStart };
    token[1] = leadingWs;
    token[2] = name;
    token[3] = equalsGroup;
    token[4] = quoteChar !== undefined ? true : undefined;
    token[5] = quoteChar;
    token[6] = value;
    tokens.push(token);
  }

  return tokens;
}

//attr, ="sd", a="amit's", a="sd"b="saf", ab  cd=""

function validateAttributeString(attrStr, options) {
  //console.log("start:"+attrStr+":end");

  //if(attrStr.trim().length === 0) return true; //empty string

  const matches = scanAttributeTokens(attrStr);
  const attrNames = {};

  for (let i = 0; i < matches.length; i++) {
    if (matches[i][1].length === 0) {
      //nospace before attribute name: a="sd"b="saf"
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]))
    } else if (matches[i][3] !== undefined && matches[i][4] === undefined) {
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] === undefined && !options.allowBooleanAttributes) {
      //independent attribute: ab
      return getErrorObject('InvalidAttr', "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
    }
    /* else if(matches[i][6] === undefined){//attribute without value: ab=
                    return { err: { code:"InvalidAttr",msg:"attribute " + matches[i][2] + " has no value assigned."}};
                } */
    const attrName = matches[i][2];
    if (!validateAttrName(attrName)) {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
    }
    if (!Object.prototype.hasOwnProperty.call(attrNames, attrName)) {
      //check for duplicate attribute.
      attrNames[attrName] = 1;
    } else {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
    }
  }

  return true;
}

function validateNumberAmpersand(xmlData, i) {
  let re = /\d/;
  if (xmlData[i] === 'x') {
    i++;
    re = /[\da-fA-F]/;
  }
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === ';')
      return i;
    if (!xmlData[i].match(re))
      break;
  }
  return -1;
}

function validateAmpersand(xmlData, i) {
  // https://www.w3.org/TR/xml/#dt-charref
  i++;
  if (xmlData[i] === ';')
    return -1;
  if (xmlData[i] === '#') {
    i++;
    return validateNumberAmpersand(xmlData, i);
  }
  let count = 0;
  for (; i < xmlData.length; i++, count++) {
    if (xmlData[i].match(/\w/) && count < 20)
      continue;
    if (xmlData[i] === ';')
      break;
    return -1;
  }
  return i;
}

function getErrorObject(code, message, lineNumber) {
  return {
    err: {
      code: code,
      msg: message,
      line: lineNumber.line || lineNumber,
      col: lineNumber.col,
    },
  };
}

function validateAttrName(attrName) {
  return (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .isName */ .Eo)(attrName);
}

// const startsWithXML = /^xml/i;

function validateTagName(tagname) {
  return (0,_util_js__WEBPACK_IMPORTED_MODULE_0__/* .isName */ .Eo)(tagname) /* && !tagname.match(startsWithXML) */;
}

//this function returns the line number for the character at the given index
function getLineNumberForPosition(xmlData, index) {
  const lines = xmlData.substring(0, index).split(/\r?\n/);
  return {
    line: lines.length,

    // column number is last line's length + 1, because column numbering starts at 1:
    col: lines[lines.length - 1].length + 1
  };
}

//this function returns the position of the first character of match within attrStr
function getPositionFromMatch(match) {
  return match.startIndex + match[1].length;
}

/***/ })

};
;