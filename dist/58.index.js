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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3458);




const GLOB_META = /[*?[]/;
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so.
 */
async function expandPaths(entries, baseDir, input = 'paths') {
    const found = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, entry);
        if (!GLOB_META.test(absolute)) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute);
            }
            catch (err) {
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `${absolute} ${err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code})`}`, 'existing files or directories, or globs');
            }
            found.add(absolute);
            continue;
        }
        const matches = await expandGlob(absolute, input);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
    }
    return { paths: [...found].sort(), unmatched };
}
async function expandGlob(absolute, input) {
    const segments = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).slice(1);
    const firstGlob = segments.findIndex((s) => GLOB_META.test(s));
    const base = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) + segments.slice(0, firstGlob).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const rest = segments.slice(firstGlob);
    let pattern;
    try {
        pattern = new _match_js__WEBPACK_IMPORTED_MODULE_3__/* .PathPattern */ .Ad(rest.join('/'));
    }
    catch (err) {
        if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_3__/* .BadPatternError */ .m)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`');
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('invalid_input', `input \`${input}\`: cannot list ${dir} (${code})`);
        }
        for (const entry of entries) {
            const segs = [...relative, entry.name];
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (pattern.matches(segs))
                matches.push(full);
            // Globs do not descend through symlinked directories, as Go's walk does not.
            if (entry.isDirectory() && segs.length < maxDepth)
                await walk(full, segs);
        }
    };
    await walk(base, []);
    return matches;
}


/***/ }),

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ gitCommitInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6891);


const FORMAT = ['%H', '%P', '%an <%ae>', '%ct', '%B'].join('%x00');
/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
async function gitCommitInfo(ctx, sha, api, log) {
    const info = { sha1: sha, branch: ctx.branch, url: (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(ctx, sha) };
    const local = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$)(ctx.workspace, ['show', '-s', `--format=${FORMAT}`, sha]);
    if (local !== undefined) {
        const [, parents, author, timestamp, message] = local.split('\0');
        Object.assign(info, {
            parents: parents.trim() === '' ? [] : parents.trim().split(' '),
            author,
            timestamp: Number(timestamp),
            message: message.trim()
        });
    }
    else {
        log.debug(`commit ${sha} is not in the local clone at ${ctx.workspace}: its details come from the GitHub API, if reachable`);
    }
    if (!api)
        return dropUndefined(info);
    try {
        const data = (await api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha }));
        const verification = data.commit?.verification;
        Object.assign(info, {
            author_username: data.author?.login ?? undefined,
            verified: verification?.verified,
            signature_state: verification?.reason
        });
        if (local === undefined) {
            const author = data.commit?.author;
            Object.assign(info, {
                message: data.commit?.message,
                author: author ? `${author.name} <${author.email}>` : undefined,
                timestamp: author?.date ? Math.floor(Date.parse(author.date) / 1000) : undefined,
                parents: data.parents?.map((p) => p.sha)
            });
        }
    }
    catch (err) {
        log.debug(`GitHub API did not give details of commit ${sha} (${err.message}); using what the clone knows`);
    }
    return dropUndefined(info);
}
function dropUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 6891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ git),
/* harmony export */   Q: () => (/* binding */ hasCommit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/** Runs git in the clone; `undefined` when git fails (no clone, object missing, no git). */
function git(cwd, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
            resolve(error ? undefined : stdout);
        });
    });
}
async function hasCommit(cwd, sha) {
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}


/***/ }),

/***/ 1839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ repoInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);

/** `repo_info` of a record, from the runner and the event payload. */
function repoInfo(ctx) {
    const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryUrl */ .Ek)(ctx);
    if (!ctx.repository || !url)
        return undefined;
    const repository = (ctx.event.repository ?? {});
    const id = ctx.repositoryId ?? (repository.id !== undefined ? String(repository.id) : undefined);
    const info = { name: ctx.repository, url };
    if (id)
        info.id = id;
    if (repository.description)
        info.description = repository.description;
    return info;
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
function count(element, name) {
    const value = attribute(element, name);
    if (value === undefined)
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}
function children(element, name) {
    const value = element[name];
    return Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : [];
}
/** Test cases that carry a `<failure>`, `<error>` or `<skipped>` child. */
function casesWith(cases, child) {
    return cases.filter((c) => child in c).length;
}
/** One suite's totals: its attributes where it gives them, else counted from its test cases. */
function suiteResult(suite) {
    const cases = children(suite, 'testcase');
    const time = attribute(suite, 'time');
    const timestamp = attribute(suite, 'timestamp');
    const at = timestamp === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`);
    return {
        name: attribute(suite, 'name') ?? '',
        total: count(suite, 'tests') ?? cases.length,
        failures: count(suite, 'failures') ?? casesWith(cases, 'failure'),
        errors: count(suite, 'errors') ?? casesWith(cases, 'error'),
        skipped: count(suite, 'skipped') ?? count(suite, 'disabled') ?? casesWith(cases, 'skipped'),
        duration: time !== undefined && Number.isFinite(Number(time)) ? Number(time) : cases.reduce((sum, c) => sum + (Number(attribute(c, 'time')) || 0), 0),
        timestamp: Number.isNaN(at) ? null : Math.floor(at / 1000)
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
    const { paths, unmatched } = await (0,artifacts_paths/* expandPaths */.p)(given, inputs.baseDir, 'junit-results');
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
                table: { head: ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Seconds'], rows: results.map((r) => [r.name, String(r.total), String(r.failures), String(r.errors), String(r.skipped), r.duration.toFixed(2)]) }
            }
        };
    }
}));


/***/ }),

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  md: () => (/* binding */ prepareAttestation),
  eK: () => (/* binding */ readAttestationInputs),
  Q0: () => (/* binding */ trailOf)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(9148);
;// CONCATENATED MODULE: ./src/evidence/attachments.ts




/** Files gathered before packing: far above any archive the service takes, so a typo is caught early. */
const MAX_GATHERED_BYTES = 512 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
const BLOCK = 512;
/** Every file and folder under the given paths, folders walked in name order; links followed to files only. */
function gather(paths) {
    const entries = [];
    const add = (entry) => {
        if (entries.length >= MAX_ENTRIES)
            throw new src_files/* FileProblem */.kc(entry.file ?? entry.name, `attachments hold more than ${MAX_ENTRIES} files and folders`);
        entries.push(entry);
    };
    const visit = (full, name) => {
        let info;
        try {
            info = (0,external_node_fs_.statSync)(full);
        }
        catch (err) {
            const broken = err.code === 'ENOENT' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink();
            throw new src_files/* FileProblem */.kc(full, broken ? `${full} is a broken symlink` : `${full} ${err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code})`}`);
        }
        if (info.isDirectory()) {
            add({ name: `${name}/` });
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(full).sort();
            }
            catch (err) {
                throw new src_files/* FileProblem */.kc(full, `${full} cannot be listed (${err.code})`);
            }
            for (const child of names)
                visit(external_node_path_default().join(full, child), `${name}/${child}`);
        }
        else if (info.isFile())
            add({ name, file: full });
        else
            throw new src_files/* FileProblem */.kc(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`);
    };
    for (const p of paths)
        visit(p, external_node_path_default().basename(p));
    return entries;
}
function octal(value, width) {
    return value.toString(8).padStart(width - 1, '0') + '\0';
}
/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name, size, type) {
    const block = Buffer.alloc(BLOCK);
    block.write(name.slice(0, 100), 0, 'utf8');
    block.write(octal(type === '5' ? 0o755 : 0o644, 8), 100);
    block.write(octal(0, 8), 108);
    block.write(octal(0, 8), 116);
    block.write(octal(size, 12), 124);
    // A fixed time keeps the archive's bytes, and so its fingerprint, the same for the same files.
    block.write(octal(0, 12), 136);
    block.write('        ', 148);
    block.write(type, 156);
    block.write('ustar\0' + '00', 257, 'latin1');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(octal(sum, 7) + ' ', 148);
    return block;
}
function pad(size) {
    return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let length = Buffer.byteLength(body) + 1;
    while (String(length).length + Buffer.byteLength(body) !== length)
        length = String(length).length + Buffer.byteLength(body);
    return Buffer.from(`${length}${body}`);
}
/**
 * The attachments as the one `attachment_file` part: a gzip-compressed tar of every file and
 * folder given, checked as they are read (regular files only, each and all bounded) and
 * refused before anything is sent when the archive is past the service's limit.
 */
function packAttachments(paths, maxBytes, filename = 'attachments.tar.gz') {
    const chunks = [];
    let gathered = 0;
    for (const entry of gather(paths)) {
        const content = entry.file ? (0,src_files/* readBoundedFile */.Mv)(entry.file, MAX_GATHERED_BYTES - gathered) : undefined;
        gathered += content?.length ?? 0;
        if (Buffer.byteLength(entry.name) > 100) {
            const pax = paxRecord('path', entry.name);
            chunks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
        }
        chunks.push(header(entry.name, content?.length ?? 0, entry.file ? '0' : '5'));
        if (content)
            chunks.push(content, pad(content.length));
    }
    chunks.push(Buffer.alloc(BLOCK * 2));
    const content = (0,external_node_zlib_.gzipSync)(Buffer.concat(chunks), { level: 9 });
    if (content.length > maxBytes) {
        throw new src_files/* FileProblem */.kc(paths.join(', '), `the attachments pack to ${content.length} bytes, over the service's limit of ${(0,src_files/* describeBytes */.nI)(maxBytes)}`);
    }
    return { filename, contentType: 'application/gzip', content };
}

// EXTERNAL MODULE: ./src/github/commit.ts
var github_commit = __webpack_require__(9238);
// EXTERNAL MODULE: ./src/github/repo.ts
var github_repo = __webpack_require__(1839);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
// EXTERNAL MODULE: ./src/service/patterns.ts
var patterns = __webpack_require__(4232);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
// EXTERNAL MODULE: ./src/operations/evidence-inputs.ts
var evidence_inputs = __webpack_require__(1171);
;// CONCATENATED MODULE: ./src/operations/attestation-inputs.ts









function readAttestationInputs(inputs, options = {}) {
    const name = inputs.optional('attestation-name', patterns/* PATTERNS */.G3.attestationName) ?? options.defaultName;
    if (name === undefined)
        throw (0,errors/* invalidInput */.aY)('attestation-name', 'required but not given', patterns/* PATTERNS */.G3.attestationName.expected);
    const artifact = (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false });
    const targetArtifacts = inputs.list('target-artifacts', patterns/* PATTERNS */.G3.attestationName);
    return {
        flow: inputs.required('flow', patterns/* PATTERNS */.G3.flowName),
        trail: inputs.optional('trail', patterns/* PATTERNS */.G3.trailName),
        name,
        artifact,
        targetArtifacts,
        commit: inputs.optional('commit', patterns/* PATTERNS */.G3.commitSha),
        originUrl: inputs.optional('origin-url'),
        description: inputs.optional('description'),
        attachments: inputs.list('attachments').map((p) => inputs.path(p)),
        externalUrls: (0,evidence_inputs/* readExternalUrls */.M)(inputs),
        annotations: (0,evidence_inputs/* readAnnotations */.t)(inputs),
        userData: inputs.jsonData('user-data')
    };
}
/** The workflow's commit is the trail's name unless one is given, as a trail per commit is the norm. */
function trailOf(given, sha) {
    const trail = given ?? sha;
    if (!trail)
        throw (0,errors/* invalidInput */.aY)('trail', "not given and the workflow's commit (GITHUB_SHA) is unknown", patterns/* PATTERNS */.G3.trailName.expected);
    return trail;
}
/**
 * Resolves what the inputs leave to the runner (trail, commit, run URL, repository) and packs
 * the attachments, so a local problem is found before the request is made.
 */
async function prepareAttestation(settings, { context, log, github, common }, evidence) {
    const trail = trailOf(settings.trail, context.sha);
    let attachment;
    const files = [...settings.attachments, ...(evidence?.files ?? [])];
    if (files.length > 0) {
        try {
            attachment = packAttachments(files, shapes/* ATTACHMENT_MAX_BYTES */.vv);
        }
        catch (err) {
            if (!(err instanceof src_files/* FileProblem */.kc))
                throw err;
            const fromEvidence = evidence?.files.some((f) => err.file === f || err.file.startsWith(`${f}/`));
            throw (0,errors/* invalidInput */.aY)(fromEvidence ? evidence.input : 'attachments', err.message, `files or folders that pack to at most ${(0,src_files/* describeBytes */.nI)(shapes/* ATTACHMENT_MAX_BYTES */.vv)}`);
        }
    }
    const fingerprint = settings.artifact ? await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log }) : undefined;
    const commit = settings.commit ?? context.sha;
    const gitCommit = commit ? await (0,github_commit/* gitCommitInfo */.O)(context, commit, await github(), log) : undefined;
    const repo = (0,github_repo/* repoInfo */.L)(context);
    const originUrl = settings.originUrl ?? context.runUrl;
    const fields = {
        attestation_name: settings.name,
        ...(originUrl !== undefined && { origin_url: originUrl }),
        ...(settings.description !== undefined && { description: settings.description }),
        ...(fingerprint !== undefined && { artifact_fingerprint: fingerprint }),
        ...(settings.targetArtifacts.length > 0 && { target_artifacts: settings.targetArtifacts }),
        ...(gitCommit && { git_commit_info: gitCommit }),
        ...(repo && { repo_info: repo }),
        ...(settings.externalUrls && { external_urls: settings.externalUrls }),
        ...(settings.annotations && { annotations: settings.annotations }),
        ...(settings.userData !== undefined && { user_data: settings.userData })
    };
    return { trail, fingerprint, commit, fields, attachment };
}


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

/***/ 1171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ readExternalUrls),
/* harmony export */   t: () => (/* binding */ readAnnotations)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4232);


/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.externalUrlKey.re.test(key))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `name \`${key}\` is not allowed`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.re.test(fingerprint))) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `entry \`${key}\`: fingerprint is not valid`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.expected);
        }
        result[key] = fingerprint === undefined ? { href } : { href, fingerprint: fingerprint };
    }
    return result;
}
/** `annotations`: string values under keys the service accepts. */
function readAnnotations(inputs) {
    const value = inputs.jsonObject('annotations');
    if (value === undefined)
        return undefined;
    for (const [key, v] of Object.entries(value)) {
        if (!_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.re.test(key))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `key \`${key}\` is not allowed`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
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
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export attestPullRequest */
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
    source: 'published'
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


/***/ }),

/***/ 6623:
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
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);

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


/***/ })

};
