"use strict";
exports.id = 2562;
exports.ids = [2562];
exports.modules = {

/***/ 47172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 *
 * Plain fields, no parameter properties: the fingerprint threads run this module from the
 * TypeScript sources under Node's type stripping in the tests.
 */
class ArtifactError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    expected;
    /** Which argument was at fault when it was not the path: a malformed `exclude` pattern. */
    argument;
    constructor(message, expected, options = {}) {
        super('invalid_input', message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'ArtifactError';
        this.expected = expected;
        this.argument = options.argument;
    }
}


/***/ }),

/***/ 42562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ Exclusions),
/* harmony export */   SV: () => (/* binding */ IGNORE_FILE),
/* harmony export */   a0: () => (/* binding */ parseIgnoreFile),
/* harmony export */   kj: () => (/* binding */ checkExcludePatterns),
/* harmony export */   zu: () => (/* binding */ IGNORE_FILE_MAX_BYTES)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47172);
/* harmony import */ var _file_hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36138);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83458);




const IGNORE_FILE = '.kosli_ignore';
/** `.kosli_ignore` is a list of patterns: one larger than this is refused, not read. */
const IGNORE_FILE_MAX_BYTES = 1 << 20;
const GLOB = 'a glob with `*`, `?`, `[...]` and `**`';
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
/** Patterns checked before any file is read: a malformed one is refused naming it. */
function checkExcludePatterns(patterns) {
    for (const p of patterns) {
        try {
            new _match_js__WEBPACK_IMPORTED_MODULE_3__/* .PathPattern */ .Ad(p);
        }
        catch (err) {
            if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_3__/* .BadPatternError */ .m)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n(`pattern \`${p}\` is malformed (${err.message})`, GLOB, { argument: 'exclude' });
            throw err;
        }
    }
    return patterns;
}
/** `origin` is `exclude` for the input's patterns, else the ignore file's path. */
function compile(patterns, origin) {
    return patterns.map((p) => {
        try {
            return new _match_js__WEBPACK_IMPORTED_MODULE_3__/* .PathPattern */ .Ad(p);
        }
        catch (err) {
            if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_3__/* .BadPatternError */ .m) {
                if (origin === 'exclude')
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n(`pattern \`${p}\` is malformed (${err.message})`, GLOB, { argument: 'exclude' });
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n(`${origin}: pattern \`${p}\` is malformed (${err.message})`, GLOB);
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
    /** The patterns as given, for the other fingerprint threads to compile their own. */
    exclude;
    ignoreLines;
    given;
    fromIgnoreFile;
    constructor(exclude, ignoreLines, ignoreFile) {
        this.exclude = exclude;
        this.ignoreLines = ignoreLines;
        this.given = compile(exclude, 'exclude');
        this.fromIgnoreFile = compile(ignoreLines, ignoreFile);
    }
    /**
     * Reads the root's `.kosli_ignore` when it is a regular file (or a link to one) of at most
     * IGNORE_FILE_MAX_BYTES; a directory of that name is no ignore file, as for the reference
     * client, and a FIFO or device is an error rather than a read that never ends.
     */
    static forRoot(root, exclude) {
        const ignoreFile = node_path__WEBPACK_IMPORTED_MODULE_0___default().join(root, IGNORE_FILE);
        const bytes = (0,_file_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .readSmallFile */ .EW)(ignoreFile, IGNORE_FILE_MAX_BYTES);
        return new Exclusions(exclude, bytes ? parseIgnoreFile(bytes.toString('utf8')) : [], ignoreFile);
    }
    /** The same exclusions in another thread, from patterns `forRoot` already checked. */
    static fromPatterns(exclude, ignoreLines) {
        return new Exclusions(exclude, ignoreLines, IGNORE_FILE);
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


/***/ }),

/***/ 36138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DC: () => (/* binding */ hashFile),
/* harmony export */   EW: () => (/* binding */ readSmallFile),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Jk: () => (/* binding */ READABLE),
/* harmony export */   c: () => (/* binding */ hashFileReadingAhead),
/* harmony export */   lS: () => (/* binding */ readError),
/* harmony export */   s5: () => (/* binding */ notRegularFile)
/* harmony export */ });
/* unused harmony export openForReading */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47172);
/* harmony import */ var _sha256_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43189);




/**
 * The one SHA-256 file hasher: the main thread and every fingerprint thread use it, for a
 * single file and for each file of a directory. Every path is opened as what it is (O_NONBLOCK,
 * then fstat on the descriptor): a FIFO, socket or device is an error naming it, never a read
 * that does not end.
 */
const CHUNK_BYTES = 1 << 20;
/** One read buffer per thread, made on first use: nothing happens when this module loads. */
let buffer;
const WASM_PAGE = 1 << 16;
/**
 * Read buffers start on a page. The kernel copies a cached file's page to the reader with
 * `rep movsb`, which on AMD EPYC (GitHub's hosted runners) runs at a quarter of its speed when
 * the buffer sits 1 to 31 bytes past the page offset of the bytes read: measured here, 256 MiB
 * read in 105 ms against 26 ms. A large Buffer comes from malloc's mmap, 16 bytes into a page,
 * so every 1 MiB read of a file hit that case (1 GiB: 0.6 s of copying instead of 0.1 s). A
 * WebAssembly memory is mapped by V8 on a page boundary; without WebAssembly (--jitless) the
 * buffer is an ordinary one, as before.
 */
function pageAligned(bytes) {
    const Memory = globalThis.WebAssembly?.Memory;
    const pages = Math.ceil(bytes / WASM_PAGE);
    try {
        if (Memory)
            return Buffer.from(new Memory({ initial: pages, maximum: pages }).buffer, 0, bytes);
    }
    catch {
        // no room for one more WebAssembly memory: an ordinary buffer reads the same bytes
    }
    return Buffer.allocUnsafe(bytes);
}
/**
 * Never blocks in open(): a FIFO without a writer opens at once instead of waiting for one,
 * and a terminal does not become the controlling one. Neither flag changes how a regular file
 * reads. (Windows has neither.)
 */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOCTTY ?? 0);
/** What a path is, for a message: "a FIFO", "a character device". */
function kindOf(stats) {
    if (stats.isFile())
        return 'a regular file';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    return 'of an unknown kind';
}
const READABLE = 'regular files, directories and symlinks to them, all readable';
function notRegularFile(file, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${file} is not a regular file: it is ${what}`, READABLE);
}
/** An error of opening or reading `file`, as the user should read it. */
function readError(file, err) {
    const code = err.code;
    if (code === 'EACCES' || code === 'EPERM')
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot read ${file}: permission denied (${code})`, READABLE, { cause: err });
    if (code === 'ENXIO') {
        // open() refuses a socket, and a device with nothing behind it, with ENXIO.
        let what = 'a socket or a device';
        try {
            what = kindOf((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file));
        }
        catch {
            // gone meanwhile; the guess stands
        }
        return notRegularFile(file, what);
    }
    if (code === 'ENOENT')
        return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot read ${file}: it no longer exists (ENOENT)`, READABLE, { cause: err });
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot read ${file} (${code ?? String(err)})`, READABLE, { cause: err });
}
/**
 * Opens a path for reading as what it is, without blocking whatever it is, and reports what
 * the descriptor itself is (fstat: no race with a separate stat before the open).
 */
function openForReading(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, OPEN_FLAGS);
    }
    catch (err) {
        throw readError(file, err);
    }
    try {
        return { fd, stats: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd) };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        throw readError(file, err);
    }
}
/** Opens a regular file (or a link to one); anything else is an error naming the path. */
function openFileToHash(file) {
    const { fd, stats } = openForReading(file);
    if (!stats.isFile()) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        throw notRegularFile(file, kindOf(stats));
    }
    return { fd, size: stats.size };
}
function read(fd, file, into, length = into.length) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, into, 0, length, null);
    }
    catch (err) {
        throw readError(file, err);
    }
}
/**
 * The hashing of one file, apart from how its bytes are read: it is sent each run of bytes
 * read, in order (an empty one at the end of the file), and returns the digest. A file that
 * comes whole in the first read (its size, and less than a chunk) needs neither a hash object
 * nor the read that finds the end; one whose size says otherwise (a growing file, /proc) is
 * read to its end, as the reference client reads it.
 */
function* digest(size) {
    let bytes = yield;
    if (bytes.length === size && bytes.length < CHUNK_BYTES)
        return (0,_sha256_js__WEBPACK_IMPORTED_MODULE_3__/* .sha256Hex */ .f)(bytes);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    while (bytes.length > 0) {
        hash.update(bytes);
        bytes = yield;
    }
    return hash.digest('hex');
}
/**
 * SHA-256 of a regular file's bytes, lowercase hex, read through one buffer per thread: what
 * every fingerprint thread uses for every file.
 */
function hashFile(file) {
    const { fd, size } = openFileToHash(file);
    try {
        const chunk = (buffer ??= pageAligned(CHUNK_BYTES));
        const steps = digest(size);
        steps.next();
        for (;;) {
            const step = steps.next(chunk.subarray(0, read(fd, file, chunk)));
            if (step.done)
                return step.value;
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
function sinkFor(size) {
    const steps = digest(size);
    steps.next();
    return (bytes) => {
        const step = steps.next(bytes);
        return step.done ? step.value : undefined;
    };
}
function readAt(fd, file, into, position) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, into, 0, CHUNK_BYTES, position);
    }
    catch (err) {
        throw readError(file, err);
    }
}
/** Reads from `at` in turn with hashing, until `end` or the end of the file, timing each chunk. */
function readInTurn(fd, file, into, at, end, sink) {
    let fastest = Infinity;
    for (;;) {
        const started = performance.now();
        const n = readAt(fd, file, into, at);
        at += n;
        const digest = sink(into.subarray(0, n));
        if (n === CHUNK_BYTES)
            fastest = Math.min(fastest, performance.now() - started);
        if (digest !== undefined || at >= end)
            return { at, digest, fastest };
    }
}
/**
 * The rest of the file in turn, in runs of 32 chunks. One loop over a whole large file gets
 * compiled by V8's optimizing compiler while it runs (on-stack replacement), which brings 6 MiB
 * more of node's code into memory: peak resident memory 62 MiB instead of 56 (measured, 1 GiB).
 * Short runs stay below that, at the same speed.
 */
function readRestInTurn(fd, file, into, at, sink) {
    for (;;) {
        const reached = readInTurnBriefly(fd, file, into, at, sink);
        if (typeof reached === 'string')
            return reached;
        at = reached;
    }
}
/** Up to 32 chunks in turn: the digest at the end of the file, else where it stopped. */
function readInTurnBriefly(fd, file, into, at, sink) {
    for (let chunks = 0; chunks < 32; chunks++) {
        const n = readAt(fd, file, into, at);
        at += n;
        const digest = sink(into.subarray(0, n));
        if (digest !== undefined)
            return digest;
    }
    return at;
}
/**
 * The same, each next chunk read by libuv's pool while this one is hashed: one callback per
 * chunk, no promise. It settles only when no read is left on the descriptor.
 */
function readAhead(fd, file, halves, at, end, sink) {
    return new Promise((resolve, reject) => {
        let current = 0;
        let fastest = Infinity;
        let previous;
        const start = (position) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.read)(fd, halves[current], 0, CHUNK_BYTES, position, (err, n) => {
            if (err)
                return reject(readError(file, err));
            const now = performance.now();
            if (previous !== undefined && n === CHUNK_BYTES)
                fastest = Math.min(fastest, now - previous);
            previous = now;
            const filled = halves[current];
            const reached = position + n;
            current ^= 1;
            const more = n > 0 && reached < end;
            if (more)
                start(reached);
            const digest = sink(filled.subarray(0, n));
            if (!more)
                resolve({ at: reached, digest, fastest });
        });
        start(at);
    });
}
/** Bytes of a lone large file read each way before the faster way reads the rest. */
const TRIAL_BYTES = 8 * CHUNK_BYTES;
/**
 * The same, for one large file when another core is free. Reading ahead (libuv's pool reads
 * the next chunk while this one is hashed) takes the copying of the bytes off the hashing
 * thread, but costs a round trip through the pool per chunk and brings each chunk from the
 * other core's cache. Which wins depends on the CPU, so the first 8 MiB are read in turn, the
 * next 8 MiB ahead, and the faster way reads the rest, each way timed by its shortest chunk.
 * Measured (Node 24, 1 GiB in the page cache, page-aligned buffers, shortest 1 MiB chunk in
 * each of several processes): on a 2-core AMD EPYC with the SHA extensions, in turn 0.80-0.92
 * ms, ahead 0.75-1.11 ms, neither always ahead; with them turned off (OPENSSL_ia32cap) 2.6-3.4
 * ms either way; on a 2-core Xeon with them, reading ahead was 25 % slower (issue 25). Trying
 * both costs at most 8 MiB read the slower way.
 */
async function hashFileReadingAhead(file) {
    const { fd, size } = openFileToHash(file);
    try {
        const both = pageAligned(2 * CHUNK_BYTES);
        const halves = [both.subarray(0, CHUNK_BYTES), both.subarray(CHUNK_BYTES)];
        const sink = sinkFor(size);
        const inTurn = readInTurn(fd, file, halves[0], 0, TRIAL_BYTES, sink);
        if (inTurn.digest !== undefined)
            return inTurn.digest;
        const ahead = await readAhead(fd, file, halves, inTurn.at, inTurn.at + TRIAL_BYTES, sink);
        if (ahead.digest !== undefined)
            return ahead.digest;
        if (ahead.fastest >= inTurn.fastest)
            return readRestInTurn(fd, file, halves[0], ahead.at, sink);
        return (await readAhead(fd, file, halves, ahead.at, Infinity, sink)).digest;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * A small regular file's bytes, refused past `maxBytes`, or `undefined` when there is no such
 * file or it is a directory. Anything else (a FIFO, a device) is an error naming the path.
 */
function readSmallFile(file, maxBytes) {
    // What the path is, first: a device is not even opened (opening some has effects). The
    // descriptor is checked again below, as the path may change in between.
    let found;
    try {
        found = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw readError(file, err);
    }
    if (found.isDirectory())
        return undefined;
    if (!found.isFile())
        throw notRegularFile(file, kindOf(found));
    const { fd, stats } = openForReading(file);
    try {
        if (stats.isDirectory())
            return undefined;
        if (!stats.isFile())
            throw notRegularFile(file, kindOf(stats));
        const tooLarge = () => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${file} is larger than ${maxBytes} bytes`, `at most ${maxBytes} bytes of patterns`);
        if (stats.size > maxBytes)
            throw tooLarge();
        // Read to the end, as far as one byte past the bound: a file that grew since fstat is
        // refused rather than read without limit.
        let bytes = Buffer.allocUnsafe(stats.size + 1);
        let total = 0;
        for (let n; (n = read(fd, file, bytes.subarray(total))) > 0;) {
            total += n;
            if (total > maxBytes)
                throw tooLarge();
            if (total === bytes.length)
                bytes = Buffer.concat([bytes, Buffer.allocUnsafe(Math.min(bytes.length, maxBytes + 1 - total))]);
        }
        return bytes.subarray(0, total);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 83458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ PathPattern),
/* harmony export */   m: () => (/* binding */ BadPatternError)
/* harmony export */ });
/* unused harmony exports SegmentMatcher, compileSegment */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * Go's `filepath.Match` for one path segment (`*`, `?`, `[...]` with `^` negation and ranges,
 * `\` escapes; `*` matches a leading dot), compiled once per pattern segment to a list of tokens matched without backtracking: the set of
 * pattern positions is carried through the name, so time is at most name length × pattern length
 * whatever the pattern (`*a*a*a…*b` over a long name takes no longer than a plain name).
 */
class BadPatternError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'BadPatternError';
    }
}
const SLASH = 0x2f;
/** One pattern segment, compiled; `test` has the shape of RegExp's for the callers. */
class SegmentMatcher {
    // A plain field, not a parameter property: the thread tests run this file with types stripped.
    tokens;
    constructor(tokens) {
        this.tokens = tokens;
    }
    test(name) {
        const tokens = this.tokens;
        const m = tokens.length;
        // current[i]: the first i tokens can match the text read so far.
        let current = new Uint8Array(m + 1);
        let next = new Uint8Array(m + 1);
        const close = (set) => {
            for (let i = 0; i < m; i++)
                if (set[i] && tokens[i].kind === 'star')
                    set[i + 1] = 1;
        };
        current[0] = 1;
        close(current);
        for (const ch of name) {
            const cp = ch.codePointAt(0);
            next.fill(0);
            let any = false;
            for (let i = 0; i < m; i++) {
                if (!current[i])
                    continue;
                const t = tokens[i];
                if (t.kind === 'star') {
                    if (cp !== SLASH) {
                        next[i] = 1;
                        any = true;
                    }
                }
                else if (tokenMatches(t, cp)) {
                    next[i + 1] = 1;
                    any = true;
                }
            }
            if (!any)
                return false;
            close(next);
            [current, next] = [next, current];
        }
        return current[m] === 1;
    }
}
function tokenMatches(t, cp) {
    if (t.kind === 'any')
        return cp !== SLASH;
    if (t.kind === 'char')
        return t.cp === cp;
    // A negated class still never matches the separator.
    if (cp === SLASH)
        return false;
    const inside = t.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
    return t.negate ? !inside : inside;
}
function compileSegment(segment) {
    const tokens = [];
    const chars = Array.from(segment);
    const cp = (c) => c.codePointAt(0);
    for (let i = 0; i < chars.length; i++) {
        const ch = chars[i];
        if (ch === '*') {
            // `**` within a segment is `*` twice, which matches what `*` once does.
            if (tokens[tokens.length - 1]?.kind !== 'star')
                tokens.push({ kind: 'star' });
        }
        else if (ch === '?') {
            tokens.push({ kind: 'any' });
        }
        else if (ch === '\\') {
            if (i + 1 >= chars.length)
                throw new BadPatternError('trailing `\\`');
            tokens.push({ kind: 'char', cp: cp(chars[++i]) });
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
                    if (cp(hi) < cp(lo))
                        throw new BadPatternError('reversed range in a character class');
                }
                ranges.push([cp(lo), cp(hi)]);
            }
            tokens.push({ kind: 'class', negate, ranges });
            i = j;
        }
        else {
            tokens.push({ kind: 'char', cp: cp(ch) });
        }
    }
    return new SegmentMatcher(tokens);
}
/** A pattern relative to a directory root; `**` alone in a segment spans any number of segments. */
class PathPattern {
    source;
    segments;
    constructor(source) {
        this.source = source;
        const cleaned = source
            .replace(/^(\.\/)+/, '')
            .replace(/^\/+/, '')
            .replace(/\/+$/, '');
        this.segments = cleaned
            .split('/')
            .filter((s) => s !== '' && s !== '.')
            .map((s) => (s === '**' ? '**' : compileSegment(s)));
    }
    /**
     * Whether a path (segments relative to the root) matches the whole pattern. The pattern
     * positions still possible are carried segment by segment, so several `**` never multiply.
     */
    matches(path) {
        const pattern = this.segments;
        const m = pattern.length;
        let current = new Uint8Array(m + 1);
        const close = (set) => {
            for (let i = 0; i < m; i++)
                if (set[i] && pattern[i] === '**')
                    set[i + 1] = 1;
        };
        current[0] = 1;
        close(current);
        for (const name of path) {
            const next = new Uint8Array(m + 1);
            let any = false;
            for (let i = 0; i < m; i++) {
                if (!current[i])
                    continue;
                const seg = pattern[i];
                if (seg === '**') {
                    next[i] = 1;
                    any = true;
                }
                else if (seg.test(name)) {
                    next[i + 1] = 1;
                    any = true;
                }
            }
            if (!any)
                return false;
            close(next);
            current = next;
        }
        return current[m] === 1;
    }
}


/***/ }),

/***/ 43189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ sha256Hex)
});

// UNUSED EXPORTS: sha256Bytes

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
var external_node_crypto_default = /*#__PURE__*/__webpack_require__.n(external_node_crypto_);
;// CONCATENATED MODULE: ./src/artifacts/sha256-small.ts
/**
 * SHA-256 (FIPS 180-4) in JavaScript, for the few small inputs a step hashes before anything
 * else needs Node's crypto: loading crypto costs 3-5 ms. src/artifacts/sha256.ts decides which
 * inputs come here; Node's crypto is the reference every test compares this with. Written for
 * code that runs cold, mostly in V8's interpreter: rotations inline, no calls or destructuring
 * in the rounds (which made it four times slower).
 */
/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = new Int32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
    0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
    0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
    0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
    0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
]);
/** The digest of `data`, 32 bytes. */
function sha256Small(data) {
    // The message, a 1 bit, zeros, and its length in bits (64-bit big-endian), to whole 64-byte blocks.
    const length = data.length;
    const size = Math.ceil((length + 9) / 64) * 64;
    const m = new Uint8Array(size);
    m.set(data);
    m[length] = 0x80;
    const high = Math.floor(length / 0x20000000);
    const low = (length * 8) >>> 0;
    m[size - 8] = high >>> 24;
    m[size - 7] = high >>> 16;
    m[size - 6] = high >>> 8;
    m[size - 5] = high;
    m[size - 4] = low >>> 24;
    m[size - 3] = low >>> 16;
    m[size - 2] = low >>> 8;
    m[size - 1] = low;
    let h0 = 0x6a09e667;
    let h1 = 0xbb67ae85 | 0;
    let h2 = 0x3c6ef372;
    let h3 = 0xa54ff53a | 0;
    let h4 = 0x510e527f;
    let h5 = 0x9b05688c | 0;
    let h6 = 0x1f83d9ab;
    let h7 = 0x5be0cd19;
    const w = new Int32Array(64);
    for (let p = 0; p < size; p += 64) {
        for (let i = 0; i < 16; i++) {
            const j = p + i * 4;
            w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
        }
        for (let i = 16; i < 64; i++) {
            const x = w[i - 15];
            const y = w[i - 2];
            const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
            const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
            w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
        }
        let a = h0;
        let b = h1;
        let c = h2;
        let d = h3;
        let e = h4;
        let f = h5;
        let g = h6;
        let h = h7;
        for (let i = 0; i < 64; i++) {
            const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
            const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            h = g;
            g = f;
            f = e;
            e = (d + t1) | 0;
            d = c;
            c = b;
            b = a;
            a = (t1 + t2) | 0;
        }
        h0 = (h0 + a) | 0;
        h1 = (h1 + b) | 0;
        h2 = (h2 + c) | 0;
        h3 = (h3 + d) | 0;
        h4 = (h4 + e) | 0;
        h5 = (h5 + f) | 0;
        h6 = (h6 + g) | 0;
        h7 = (h7 + h) | 0;
    }
    const digest = Buffer.allocUnsafe(32);
    const words = [h0, h1, h2, h3, h4, h5, h6, h7];
    for (let i = 0; i < 8; i++)
        digest.writeInt32BE(words[i], i * 4);
    return digest;
}

;// CONCATENATED MODULE: ./src/artifacts/sha256.ts


/**
 * Node 21.7+ hashes in one call, with no hash object to build and collect. Looked up at each
 * call, not at import: the bundle loads crypto on its first use (scripts/ncc-commonjs.mjs).
 */
const oneShotHash = () => (external_node_crypto_default()).hash;
/**
 * A step that hashes one small file (fingerprint, report-server-env) would spend more on
 * loading crypto (3-5 ms) than on all else it hashes: its first inputs of at most SMALL_BYTES,
 * up to SMALL_BLOCKS 64-byte blocks in all, are hashed in JavaScript (src/artifacts/sha256-small.ts).
 * Measured cold on Node 24: 16 blocks in 0.6 ms, 65 (a 4 KiB input) in 1.7 ms, 64 one-block
 * inputs in 2.1 ms, 256 blocks in 6-8 ms. Past the budget, as in a directory of many files,
 * crypto's native code is the cheaper, and everything goes there. One budget per thread.
 */
const SMALL_BYTES = 4096;
const SMALL_BLOCKS = 65;
let smallBlocksLeft = SMALL_BLOCKS;
/** Hashed in JavaScript if it is small and within the budget, else undefined. */
function small(data) {
    // A string's UTF-8 is never shorter than its length: a long one is not converted for nothing.
    if (data.length > SMALL_BYTES)
        return undefined;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    const blocks = Math.ceil((bytes.length + 9) / 64);
    if (bytes.length > SMALL_BYTES || blocks > smallBlocksLeft)
        return undefined;
    smallBlocksLeft -= blocks;
    return sha256Small(bytes);
}
function sha256Hex(data) {
    const digest = small(data);
    if (digest)
        return digest.toString('hex');
    const oneShot = oneShotHash();
    return oneShot ? oneShot('sha256', data, 'hex') : (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
}
function sha256Bytes(data) {
    const digest = small(data);
    if (digest)
        return digest;
    const oneShot = oneShotHash();
    return oneShot ? oneShot('sha256', data, 'buffer') : createHash('sha256').update(data).digest();
}


/***/ })

};
;