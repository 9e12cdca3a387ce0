export const id = 771;
export const ids = [771];
export const modules = {

/***/ 1295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dI: () => (/* binding */ fingerprintArtifact)
});

// UNUSED EXPORTS: fingerprintDir, hashFile, sha256Hex

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/artifacts/match.ts
var match = __webpack_require__(3458);
;// CONCATENATED MODULE: ./src/artifacts/exclusions.ts




const IGNORE_FILE = '.kosli_ignore';
/** Lines of `.kosli_ignore`: cut at the first `#`, trimmed (so CRLF too), blanks dropped. */
function parseIgnoreFile(text) {
    return text
        .split('\n')
        .map((line) => {
        const hash = line.indexOf('#');
        return (hash === -1 ? line : line.slice(0, hash)).trim();
    })
        .filter((line) => line !== '');
}
function compile(patterns, origin) {
    return patterns.map((p) => {
        try {
            return new match/* PathPattern */.Ad(p);
        }
        catch (err) {
            if (err instanceof match/* BadPatternError */.m) {
                throw new errors/* ActionError */.lZ('invalid_input', `${origin}: pattern \`${p}\` is malformed (${err.message}); expected a glob with \`*\`, \`?\`, \`[...]\` and \`**\``);
            }
            throw err;
        }
    });
}
/**
 * What is left out of one directory's fingerprint: the `exclude` patterns and the root's
 * `.kosli_ignore` lines. The ignore file's own lines never exclude the ignore file itself.
 */
class Exclusions {
    given;
    fromIgnoreFile;
    constructor(given, fromIgnoreFile) {
        this.given = given;
        this.fromIgnoreFile = fromIgnoreFile;
    }
    static async forRoot(root, exclude, input = 'exclude') {
        let ignoreLines = [];
        try {
            ignoreLines = parseIgnoreFile(await (0,promises_.readFile)(external_node_path_default().join(root, IGNORE_FILE), 'utf8'));
        }
        catch (err) {
            const code = err.code;
            if (code !== 'ENOENT' && code !== 'ENOTDIR')
                throw err;
        }
        return new Exclusions(compile(exclude, `input \`${input}\``), compile(ignoreLines, `${external_node_path_default().join(root, IGNORE_FILE)}`));
    }
    get empty() {
        return this.given.length === 0 && this.fromIgnoreFile.length === 0;
    }
    excludes(segments) {
        if (this.given.some((p) => p.matches(segments)))
            return true;
        if (segments.length === 1 && segments[0] === IGNORE_FILE)
            return false;
        return this.fromIgnoreFile.some((p) => p.matches(segments));
    }
}

;// CONCATENATED MODULE: ./src/artifacts/fingerprint.ts






/** Files up to this size are read in one synchronous call; larger ones are streamed. */
const SMALL_FILE = 1 << 20;
const CHUNK = 1 << 20;
function sha256Hex(data) {
    return (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
}
/**
 * SHA-256 of a file's bytes. Large files are streamed with the next chunk's read in flight
 * while the current one is hashed, so the disk and the hash overlap and memory stays at two
 * chunks whatever the file's size.
 */
async function hashFile(file) {
    const small = trySmallFile(file);
    if (small !== undefined)
        return small;
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
        let position = 0;
        let current = 0;
        let pending = handle.read(buffers[current], 0, CHUNK, position);
        for (;;) {
            const { bytesRead } = await pending;
            if (bytesRead === 0)
                break;
            position += bytesRead;
            const ready = buffers[current];
            current ^= 1;
            pending = handle.read(buffers[current], 0, CHUNK, position);
            hash.update(ready.subarray(0, bytesRead));
        }
        return hash.digest('hex');
    }
    finally {
        await handle.close();
    }
}
/** One open, one read, one close: the common case of a build output full of small files. */
function trySmallFile(file) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const size = (0,external_node_fs_.fstatSync)(fd).size;
        if (size > SMALL_FILE)
            return undefined;
        const buffer = Buffer.allocUnsafe(size + 1);
        let total = 0;
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, total, buffer.length - total, total);
            if (n === 0)
                break;
            total += n;
            if (total === buffer.length)
                return undefined; // grew while we read: stream it
        }
        return sha256Hex(buffer.subarray(0, total));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function byUtf8Bytes(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/;
function sortNames(entries) {
    // For ASCII names code-unit order is byte order, and far cheaper to compute.
    if (entries.every((e) => ASCII.test(e.name)))
        return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return entries.sort((a, b) => byUtf8Bytes(a.name, b.name));
}
/**
 * The directory fingerprint of `../shared/fingerprints/algorithm.md`: for each entry in
 * depth-first, byte-sorted order, the hash of its name and then of its content (files and
 * links to files) or of its link text (links to directories).
 */
async function fingerprintDir(root, exclude = [], input = 'exclude') {
    const exclusions = await Exclusions.forRoot(root, exclude, input);
    const parts = [];
    const walk = async (dir, segments) => {
        const entries = sortNames(await (0,promises_.readdir)(dir, { withFileTypes: true }));
        for (const entry of entries) {
            const entrySegments = [...segments, entry.name];
            if (!exclusions.empty && exclusions.excludes(entrySegments))
                continue;
            const full = external_node_path_default().join(dir, entry.name);
            parts.push(sha256Hex(entry.name));
            let kind = direntKind(entry);
            if (kind === 'unknown')
                kind = statsKind(await (0,promises_.lstat)(full));
            if (kind === 'dir') {
                await walk(full, entrySegments);
            }
            else if (kind === 'file') {
                parts.push(await hashFile(full));
            }
            else if (kind === 'symlink') {
                const target = await resolveLink(full);
                parts.push(target.isDirectory ? sha256Hex(target.text) : await hashFile(full));
            }
            else {
                throw new errors/* ActionError */.lZ('invalid_input', `cannot fingerprint ${full}: it is neither a file, a directory nor a symlink`);
            }
        }
    };
    await walk(root, []);
    return sha256Hex(parts.join(''));
}
function direntKind(entry) {
    if (entry.isSymbolicLink())
        return 'symlink';
    if (entry.isDirectory())
        return 'dir';
    if (entry.isFile())
        return 'file';
    if (entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice())
        return 'other';
    return 'unknown';
}
function statsKind(stats) {
    return stats.isSymbolicLink() ? 'symlink' : stats.isDirectory() ? 'dir' : stats.isFile() ? 'file' : 'other';
}
async function resolveLink(link) {
    const text = await (0,promises_.readlink)(link);
    try {
        return { text, isDirectory: (await (0,promises_.stat)(link)).isDirectory() };
    }
    catch (err) {
        throw new errors/* ActionError */.lZ('invalid_input', `broken symlink ${link} -> ${text} (${err.code}): its target cannot be fingerprinted; remove it or exclude it`);
    }
}
/** A file or directory fingerprint; `type` forces one reading, else the path decides. */
async function fingerprintArtifact(target, options = {}) {
    const input = options.input ?? 'artifact-path';
    let stats;
    try {
        stats = await (0,promises_.stat)(target);
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT' ? ((await (0,promises_.lstat)(target).catch(() => undefined)) ? 'is a broken symlink' : 'does not exist') : `cannot be read (${code})`;
        throw new errors/* ActionError */.lZ('invalid_input', `input \`${input}\`: ${target} ${why}; expected a file or directory to fingerprint`);
    }
    const type = options.type ?? (stats.isDirectory() ? 'dir' : 'file');
    if (type === 'dir' && !stats.isDirectory())
        throw new errors/* ActionError */.lZ('invalid_input', `input \`${input}\`: ${target} is not a directory, but \`artifact-type\` is \`dir\``);
    if (type === 'file' && !stats.isFile())
        throw new errors/* ActionError */.lZ('invalid_input', `input \`${input}\`: ${target} is not a file, but \`artifact-type\` is \`file\``);
    return type === 'dir' ? fingerprintDir(target, options.exclude ?? []) : hashFile(target);
}


/***/ }),

/***/ 3458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ PathPattern),
/* harmony export */   m: () => (/* binding */ BadPatternError)
/* harmony export */ });
/* unused harmony export compileSegment */
/**
 * Go's `filepath.Match` for one path segment (`*`, `?`, `[...]` with `^` negation and ranges,
 * `\` escapes; `*` matches a leading dot), compiled to a RegExp once per pattern segment.
 */
class BadPatternError extends Error {
}
function escapeRegExp(ch) {
    return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? `\\${ch}` : ch;
}
function compileSegment(segment) {
    let re = '';
    const chars = Array.from(segment);
    for (let i = 0; i < chars.length; i++) {
        const ch = chars[i];
        if (ch === '*') {
            re += '[^/]*';
        }
        else if (ch === '?') {
            re += '[^/]';
        }
        else if (ch === '\\') {
            if (i + 1 >= chars.length)
                throw new BadPatternError('trailing `\\`');
            re += escapeRegExp(chars[++i]);
        }
        else if (ch === '[') {
            let j = i + 1;
            let negate = false;
            if (chars[j] === '^') {
                negate = true;
                j++;
            }
            const ranges = [];
            let first = true;
            for (;;) {
                if (j >= chars.length)
                    throw new BadPatternError('unclosed `[`');
                if (chars[j] === ']' && !first)
                    break;
                first = false;
                let lo = chars[j];
                if (lo === '\\') {
                    j++;
                    if (j >= chars.length)
                        throw new BadPatternError('unclosed `[`');
                    lo = chars[j];
                }
                else if (lo === '-' || lo === ']') {
                    // Go refuses these unescaped inside a class (`[]a]`, `[-a]`).
                    throw new BadPatternError(`unescaped \`${lo}\` in a character class`);
                }
                j++;
                let hi = lo;
                if (chars[j] === '-') {
                    j++;
                    if (j >= chars.length)
                        throw new BadPatternError('unclosed `[`');
                    hi = chars[j];
                    if (hi === '\\') {
                        j++;
                        if (j >= chars.length)
                            throw new BadPatternError('unclosed `[`');
                        hi = chars[j];
                    }
                    else if (hi === ']' || hi === '-') {
                        throw new BadPatternError('bad range in a character class');
                    }
                    j++;
                    if (hi.codePointAt(0) < lo.codePointAt(0))
                        throw new BadPatternError('reversed range in a character class');
                }
                ranges.push(lo === hi ? escapeRegExp(lo) : `${escapeRegExp(lo)}-${escapeRegExp(hi)}`);
            }
            // A negated class still never matches the separator.
            re += negate ? `[^/${ranges.join('')}]` : `[${ranges.join('')}]`;
            i = j;
        }
        else {
            re += escapeRegExp(ch);
        }
    }
    return new RegExp(`^${re}$`, 'u');
}
/** A pattern relative to a directory root; `**` alone in a segment spans any number of segments. */
class PathPattern {
    source;
    segments;
    constructor(source) {
        this.source = source;
        const cleaned = source.replace(/^(\.\/)+/, '').replace(/^\/+/, '').replace(/\/+$/, '');
        this.segments = cleaned
            .split('/')
            .filter((s) => s !== '' && s !== '.')
            .map((s) => (s === '**' ? '**' : compileSegment(s)));
    }
    /** Whether a path (segments relative to the root) matches the whole pattern. */
    matches(path) {
        return matchFrom(this.segments, 0, path, 0);
    }
}
function matchFrom(pattern, pi, path, si) {
    for (; pi < pattern.length; pi++, si++) {
        const seg = pattern[pi];
        if (seg === '**') {
            for (let k = si; k <= path.length; k++)
                if (matchFrom(pattern, pi + 1, path, k))
                    return true;
            return false;
        }
        if (si >= path.length || !seg.test(path[si]))
            return false;
    }
    return si === path.length;
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

/***/ 5771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ approve)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/github/git.ts
var git = __webpack_require__(6891);
;// CONCATENATED MODULE: ./src/github/commit-list.ts


const COMPARE_PAGE = 100;
/**
 * The commits an approval covers: from `newest` back to, not including, `oldest`, newest
 * first. The clone answers when it has both commits; a shallow clone falls back to GitHub's
 * compare API.
 */
async function approvalCommitList(ctx, newest, oldest, api, log) {
    if (oldest === undefined)
        return [newest];
    if (newest === oldest)
        return [];
    if ((await (0,git/* hasCommit */.Q)(ctx.workspace, newest)) && (await (0,git/* hasCommit */.Q)(ctx.workspace, oldest))) {
        const shallow = (await (0,git/* git */.$)(ctx.workspace, ['rev-parse', '--is-shallow-repository']))?.trim() === 'true';
        const out = await (0,git/* git */.$)(ctx.workspace, ['rev-list', newest, `^${oldest}`]);
        // In a shallow clone the history between the two may be cut: only trust it if complete.
        if (out !== undefined && (!shallow || (await (0,git/* git */.$)(ctx.workspace, ['merge-base', '--is-ancestor', oldest, newest])) !== undefined)) {
            return out.split('\n').filter((l) => l !== '');
        }
    }
    log.debug(`commits ${oldest}..${newest} are not all in the local clone; asking the GitHub compare API`);
    if (api) {
        try {
            return await compareCommits(api, oldest, newest);
        }
        catch (err) {
            log.debug(`GitHub compare API failed: ${err.message}`);
        }
    }
    throw new errors/* ActionError */.lZ('invalid_input', `input \`oldest-commit\`: the commits from ${oldest} to ${newest} are not in the local clone${api ? ' and the GitHub compare API did not list them' : ' and no `github-token` is available to ask GitHub'}. Check out the full history with \`actions/checkout\` and \`fetch-depth: 0\`.`);
}
async function compareCommits(api, oldest, newest) {
    const shas = [];
    for (let page = 1;; page++) {
        const data = (await api.get('GET /repos/{owner}/{repo}/compare/{basehead}', {
            basehead: `${oldest}...${newest}`,
            per_page: COMPARE_PAGE,
            page
        }));
        const commits = data.commits ?? [];
        shas.push(...commits.map((c) => c.sha));
        if (commits.length < COMPARE_PAGE || shas.length >= (data.total_commits ?? 0))
            break;
    }
    return shas.reverse();
}

// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(9556);
// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/service/url.ts
var url = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(8855);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/approve.ts








/** `approval_state`: the states of the recorded entries, e.g. `APPROVED`. */
function approvalState(json) {
    const approvals = json?.approvals;
    if (!Array.isArray(approvals))
        return '';
    return [...new Set(approvals.map((a) => a?.state).filter((s) => typeof s === 'string'))].join(',');
}
/** Approves an artifact of a flow for an environment, covering the commits since the last one. */
/* harmony default export */ const approve = ((0,types/* defineOperation */.h)({
    name: 'approve',
    service: true,
    read: (inputs) => {
        const userData = inputs.json('user-data');
        if (userData !== undefined && (userData === null || typeof userData !== 'object')) {
            throw (0,errors/* invalidInput */.aY)('user-data', 'not a JSON object or array', 'a JSON object (or array), or `@file.json`');
        }
        return {
            flow: inputs.required('flow', schemas/* PATTERNS */.G3.flowName),
            artifact: (0,artifact_input/* readArtifactRef */._4)(inputs, { required: true }),
            environment: inputs.optional('environment', schemas/* PATTERNS */.G3.pathName),
            description: inputs.optional('description') ?? '',
            oldestCommit: inputs.optional('oldest-commit', schemas/* PATTERNS */.G3.commitSha),
            newestCommit: inputs.optional('newest-commit', schemas/* PATTERNS */.G3.commitSha),
            approvedBy: inputs.optional('approved-by'),
            approvalUrl: inputs.optional('approval-url'),
            comment: inputs.optional('comment') ?? '',
            userData
        };
    },
    async run(settings, { client, common, context, log, github }) {
        const newest = settings.newestCommit ?? context.sha;
        if (!newest || !schemas/* PATTERNS */.G3.commitSha.re.test(newest)) {
            throw (0,errors/* invalidInput */.aY)('newest-commit', 'not given and the workflow\'s commit (GITHUB_SHA) is unknown', schemas/* PATTERNS */.G3.commitSha.expected);
        }
        const approvedBy = settings.approvedBy ?? context.actor;
        if (!approvedBy)
            throw (0,errors/* invalidInput */.aY)('approved-by', 'not given and the workflow\'s actor (GITHUB_ACTOR) is unknown', 'the name of the approver');
        const fingerprint = await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact);
        const commits = await approvalCommitList(context, newest, settings.oldestCommit, await github(), log);
        if (commits.length === 0) {
            throw (0,errors/* invalidInput */.aY)('oldest-commit', `equals \`newest-commit\` (${newest}): the approval would cover no commit`, 'a commit older than the newest');
        }
        const body = {
            artifact_fingerprint: fingerprint,
            description: settings.description,
            ...(settings.environment !== undefined && { environment: settings.environment }),
            src_commit_list: commits,
            ...(settings.oldestCommit !== undefined && { oldest_commit: settings.oldestCommit }),
            approvals: [
                {
                    state: 'APPROVED',
                    comment: settings.comment,
                    approved_by: approvedBy,
                    approval_url: settings.approvalUrl ?? context.runUrl ?? ''
                }
            ],
            ...(settings.userData !== undefined && { user_data: settings.userData })
        };
        const path = (0,url/* apiPath */.So)('approvals', common.org, settings.flow);
        const response = await client.send({ method: 'POST', path, json: body, schema: 'approval' });
        const state = approvalState(response.json);
        return {
            outputs: { fingerprint, approval_state: state },
            summary: {
                title: `Approval: ${settings.flow}`,
                facts: [
                    ['Sent to', `POST ${client.baseUrl}${path}`],
                    ['Artifact', fingerprint],
                    ['Environment', settings.environment],
                    ['Commits covered', `${commits.length} (${commits[commits.length - 1].slice(0, 7)}..${newest.slice(0, 7)})`],
                    ['Newest commit', (0,summary/* link */.nf)((0,github_context/* commitUrl */.Bg)(context, newest), newest)],
                    ['Approved by', approvedBy],
                    ['State', response.dryRun ? 'dry run: nothing sent' : state],
                    ['Run', (0,summary/* link */.nf)(context.runUrl, context.runUrl ?? '')]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   r5: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1295);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2051);



const ARTIFACT_TYPES = ['file', 'dir'];
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.optional('fingerprint', options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    const exclude = inputs.list('exclude');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return { path: inputs.path(artifactPath), type, exclude };
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
async function resolveFingerprint(ref) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    return (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude });
}


/***/ }),

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ defineOperation)
/* harmony export */ });
function defineOperation(operation) {
    return operation;
}


/***/ })

};
