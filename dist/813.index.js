export const id = 813;
export const ids = [813];
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

/***/ 2813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6050);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5219);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);




/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineOperation */ .h)({
    name: 'latest-commit',
    service: true,
    read: (inputs) => ({
        flow: inputs.required('flow', _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName),
        artifact: (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactRef */ ._4)(inputs, { required: true, pattern: _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprintPrefix }),
        branch: inputs.optional('branch')
    }),
    async run(settings, { client, common }) {
        const fingerprint = await (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveFingerprint */ .JI)(settings.artifact);
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_1__/* .apiPath */ .So)('artifacts', common.org, settings.flow, fingerprint, 'latest_commit');
        const response = await client.send({ method: 'GET', path, query: settings.branch ? { branch: settings.branch } : undefined });
        const commit = response.json?.latest_commit;
        // The service answers null when it knows no commit: an empty output, never "null".
        const latestCommit = typeof commit === 'string' ? commit : '';
        return {
            outputs: { fingerprint, latest_commit: latestCommit },
            summary: {
                title: `Latest commit: ${settings.flow}`,
                facts: [
                    ['Sent to', `GET ${client.baseUrl}${path}${settings.branch ? `?branch=${encodeURIComponent(settings.branch)}` : ''}`],
                    ['Artifact', fingerprint],
                    ['Branch', settings.branch],
                    ['Latest commit', response.dryRun ? 'dry run: nothing sent' : latestCommit || 'none known']
                ]
            }
        };
    }
}));


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
