export const id = 137;
export const ids = [137];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError)
/* harmony export */ });
/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 */
class ArtifactError extends Error {
    expected;
    constructor(message, 
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    expected, options = {}) {
        super(message, options);
        this.expected = expected;
        this.name = 'ArtifactError';
    }
}


/***/ }),

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  dI: () => (/* binding */ fingerprintArtifact)
});

// UNUSED EXPORTS: fingerprintDir, hashFile, stopHashHelpers

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

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/artifacts/sha256.ts
var sha256 = __webpack_require__(220);
;// CONCATENATED MODULE: ./src/artifacts/hash-pool.ts






/** Below this many files a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64;
/** Files found by the walk are handed to the helpers in batches of this size. */
const BATCH = 256;
const DIGEST_BYTES = 32;
const BUFFER_BYTES = 1 << 20;
// Shared state: the next file to claim, and the first file that failed (index + 1).
const NEXT = 0;
const FAILED = 1;
const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
/**
 * Hashes a file synchronously through one reusable buffer: no stat and no allocation per
 * file, and no hash object at all for a file that fits the buffer. A regular file's read
 * comes back short only at its end, which saves the final empty read. The helper threads run
 * the same steps (their copy is the source text below).
 */
function hashFileSync(file) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const first = (0,external_node_fs_.readSync)(fd, buffer, 0, BUFFER_BYTES, null);
        if (first < BUFFER_BYTES)
            return (0,sha256/* sha256Bytes */.L)(buffer.subarray(0, first));
        const hash = (0,external_node_crypto_.createHash)('sha256').update(buffer.subarray(0, first));
        let n;
        while ((n = (0,external_node_fs_.readSync)(fd, buffer, 0, BUFFER_BYTES, null)) > 0)
            hash.update(buffer.subarray(0, n));
        return hash.digest();
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
// The helper thread is plain JavaScript kept as text, so the bundler has nothing to rewrite.
// It serves any number of jobs (one per directory fingerprint): it receives each job's files
// in batches, claims them one at a time from the job's shared counter, so no thread idles
// while another has a few large files, and at the job's end sends back what it hashed.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const crypto = require('node:crypto')
const { openSync, readSync, closeSync } = require('node:fs')
const SIZE = ${BUFFER_BYTES}
const buffer = Buffer.allocUnsafe(SIZE)
const jobs = new Map()
function hash(file) {
  const fd = openSync(file, 'r')
  try {
    const first = readSync(fd, buffer, 0, SIZE, null)
    if (first < SIZE && crypto.hash) return crypto.hash('sha256', buffer.subarray(0, first), 'buffer')
    const h = crypto.createHash('sha256').update(buffer.subarray(0, first))
    let n
    if (first === SIZE) while ((n = readSync(fd, buffer, 0, SIZE, null)) > 0) h.update(buffer.subarray(0, n))
    return h.digest()
  } finally {
    closeSync(fd)
  }
}
function work(job) {
  const { state, files, indices, digests } = job
  for (;;) {
    const i = Atomics.load(state, ${NEXT})
    if (i >= files.length || Atomics.load(state, ${FAILED}) !== 0) return
    if (Atomics.compareExchange(state, ${NEXT}, i, i + 1) !== i) continue
    try {
      digests.push(hash(files[i]))
      indices.push(i)
    } catch {
      Atomics.compareExchange(state, ${FAILED}, 0, i + 1)
    }
  }
}
parentPort.on('message', (message) => {
  let job = jobs.get(message.id)
  if (!job) jobs.set(message.id, (job = { state: new Int32Array(message.state), files: [], indices: [], digests: [] }))
  for (const file of message.files) job.files.push(file)
  work(job)
  if (message.end) {
    jobs.delete(message.id)
    parentPort.postMessage({ id: message.id, indices: Int32Array.from(job.indices), digests: Buffer.concat(job.digests) })
  }
})
`;
/**
 * Helper threads for the whole run, started once a walk has found enough files to be worth
 * them and kept for later fingerprints (a report of many directories pays the start once)
 * until `stopHashHelpers`. Between jobs they are unreferenced, so they never hold a finished
 * run open.
 */
class Helpers {
    workers = [];
    waiting = new Map();
    get started() {
        return this.workers.length > 0;
    }
    start() {
        if (this.started)
            return;
        const cores = typeof (external_node_os_default()).availableParallelism === 'function' ? external_node_os_default().availableParallelism() : external_node_os_default().cpus().length;
        for (let i = 0; i < Math.max(1, Math.min(cores - 1, 3)); i++) {
            const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true });
            worker.on('message', (result) => {
                const wait = this.waiting.get(result.id);
                if (!wait)
                    return;
                wait.results.push(result);
                if (--wait.pending === 0) {
                    this.waiting.delete(result.id);
                    if (this.waiting.size === 0)
                        this.idle();
                    wait.resolve(wait.results);
                }
            });
            worker.on('error', (err) => {
                for (const wait of this.waiting.values())
                    wait.reject(err);
                this.waiting.clear();
            });
            this.workers.push(worker);
        }
        this.idle();
    }
    /** Idle helpers must not keep a finished run alive; busy ones must, or their answer is lost. */
    idle() {
        for (const worker of this.workers)
            worker.unref();
    }
    send(id, state, files, end) {
        for (const worker of this.workers)
            worker.postMessage({ id, state, files, end });
    }
    /** Ends the helpers; the next job that needs them starts new ones. */
    async stop() {
        const workers = this.workers.splice(0);
        await Promise.all(workers.map((w) => w.terminate()));
    }
    /** What every helper hashed for a job, once they have all seen its end. */
    results(id) {
        for (const worker of this.workers)
            worker.ref();
        return new Promise((resolve, reject) => this.waiting.set(id, { pending: this.workers.length, results: [], resolve, reject }));
    }
}
const helpers = new Helpers();
let nextJob = 1;
/** Ends the helper threads, if any were started; call when no more fingerprints are coming. */
function stopHashHelpers() {
    return helpers.stop();
}
/**
 * SHA-256 of the files a walk finds, in the order found, on every core. Helper threads hash
 * while the walk goes on; when it ends, this thread joins them, all claiming files from one
 * shared counter.
 */
class HashPool {
    id = nextJob++;
    files = [];
    shared = new SharedArrayBuffer(2 * 4);
    state = new Int32Array(this.shared);
    handedOut = 0;
    closed = false;
    /** Queues a file; returns its index in the result. */
    add(file) {
        const index = this.files.push(file) - 1;
        if (!helpers.started && this.files.length === PARALLEL_THRESHOLD)
            helpers.start();
        if (helpers.started && this.files.length - this.handedOut >= BATCH)
            this.handOut(false);
        return index;
    }
    /** Hashes what is left and returns every digest as hex, in the order the files were added. */
    async digests() {
        const { files, state } = this;
        const theirs = helpers.started ? helpers.results(this.id) : Promise.resolve([]);
        if (helpers.started)
            this.handOut(true);
        const digests = Buffer.allocUnsafe(files.length * DIGEST_BYTES);
        try {
            for (;;) {
                const i = Atomics.load(state, NEXT);
                if (i >= files.length || Atomics.load(state, FAILED) !== 0)
                    break;
                if (Atomics.compareExchange(state, NEXT, i, i + 1) !== i)
                    continue;
                hashOrExplain(files[i]).copy(digests, i * DIGEST_BYTES);
            }
        }
        catch (err) {
            this.close();
            throw err;
        }
        for (const { indices, digests: part } of await theirs) {
            indices.forEach((index, k) => digests.set(part.subarray(k * DIGEST_BYTES, (k + 1) * DIGEST_BYTES), index * DIGEST_BYTES));
        }
        const failed = Atomics.load(state, FAILED);
        if (failed !== 0) {
            // Hashing the failed file again here gives its error this thread's full message.
            hashOrExplain(files[failed - 1]);
            throw new errors/* ActionError */.lZ('invalid_input', `cannot read ${files[failed - 1]} to fingerprint it`);
        }
        const hex = new Array(files.length);
        for (let i = 0; i < files.length; i++)
            hex[i] = digests.toString('hex', i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES);
        return hex;
    }
    /** Abandons the job: helpers skip what is left of it and drop it. */
    close() {
        if (this.closed)
            return;
        this.closed = true;
        Atomics.store(this.state, FAILED, -1);
        if (helpers.started && this.handedOut > 0) {
            void helpers.results(this.id).catch(() => { });
            this.handOut(true);
        }
    }
    handOut(end) {
        const batch = this.files.slice(this.handedOut);
        this.handedOut = this.files.length;
        helpers.send(this.id, this.shared, batch, end);
    }
}
function hashOrExplain(file) {
    try {
        return hashFileSync(file);
    }
    catch (err) {
        throw new errors/* ActionError */.lZ('invalid_input', `cannot read ${file} to fingerprint it (${err.code ?? String(err)})`);
    }
}

;// CONCATENATED MODULE: ./src/artifacts/fingerprint.ts









const CHUNK = 1 << 20;
/**
 * SHA-256 of one file's bytes, streamed: the next chunk's read is in flight while the current
 * one is hashed, so disk and hash overlap and memory stays at two chunks whatever the size.
 */
async function hashFile(file) {
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
// eslint-disable-next-line no-control-regex -- the ASCII range starts at NUL
const ASCII = /^[\x00-\x7f]*$/;
/** Entries by the UTF-8 bytes of their names, as the reference client orders them. */
function sortByNameBytes(entries) {
    // For ASCII names code-unit order is byte order, and far cheaper to compute.
    if (entries.every((e) => ASCII.test(e.name)))
        return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const keys = new Map(entries.map((e) => [e, Buffer.from(e.name, 'utf8')]));
    return entries.sort((a, b) => Buffer.compare(keys.get(a), keys.get(b)));
}
/**
 * The directory fingerprint of the algorithm: for each entry in depth-first, byte-sorted
 * order, the hash of its name and then of its content (files and links to files) or of its
 * link text (links to directories). Files are hashed on every core while the walk goes on.
 */
async function fingerprintDir(root, exclude = [], input = 'exclude') {
    const exclusions = await Exclusions.forRoot(root, exclude, input);
    const parts = [];
    const pool = new HashPool();
    const walk = (dir, segments) => {
        for (const entry of sortByNameBytes((0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }))) {
            const entrySegments = [...segments, entry.name];
            if (!exclusions.empty && exclusions.excludes(entrySegments))
                continue;
            const full = external_node_path_default().join(dir, entry.name);
            parts.push((0,sha256/* sha256Hex */.f)(entry.name));
            const kind = entryKind(entry, full);
            if (kind === 'dir') {
                walk(full, entrySegments);
            }
            else if (kind === 'file' || (kind === 'symlink' && !linksToDirectory(full))) {
                parts.push(pool.add(full));
            }
            else if (kind === 'symlink') {
                parts.push((0,sha256/* sha256Hex */.f)((0,external_node_fs_.readlinkSync)(full)));
            }
            else {
                throw new errors/* ActionError */.lZ('invalid_input', `cannot fingerprint ${full}: it is neither a file, a directory nor a symlink`);
            }
        }
    };
    try {
        walk(root, []);
    }
    catch (err) {
        pool.close();
        throw err;
    }
    const digests = await pool.digests();
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const part of parts)
        hash.update(typeof part === 'number' ? digests[part] : part);
    return hash.digest('hex');
}
function entryKind(entry, full) {
    // Some file systems do not report types in directory listings: ask the entry itself.
    const known = entry.isSymbolicLink() || entry.isDirectory() || entry.isFile() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice();
    const info = known ? entry : (0,external_node_fs_.lstatSync)(full);
    return info.isSymbolicLink() ? 'symlink' : info.isDirectory() ? 'dir' : info.isFile() ? 'file' : 'other';
}
/** Whether a link leads to a directory; a broken link (or a loop) is an error naming it. */
function linksToDirectory(link) {
    try {
        return (0,external_node_fs_.statSync)(link).isDirectory();
    }
    catch (err) {
        let target = '?';
        try {
            target = (0,external_node_fs_.readlinkSync)(link);
        }
        catch {
            // the link vanished meanwhile; the code below still names it
        }
        throw new errors/* ActionError */.lZ('invalid_input', `broken symlink ${link} -> ${target} (${err.code}): its target cannot be fingerprinted; remove it or exclude it`);
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

/***/ 2788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   Xb: () => (/* binding */ DOCKER_HUB),
/* harmony export */   Ys: () => (/* binding */ canonicalReference),
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   bo: () => (/* binding */ EXPECTED_REFERENCE),
/* harmony export */   nz: () => (/* binding */ apiHost),
/* harmony export */   o_: () => (/* binding */ parseImageReference),
/* harmony export */   rw: () => (/* binding */ isImageId)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7172);

const DOCKER_HUB = 'docker.io';
/** Docker Hub's registry API is not served at docker.io itself. */
const DOCKER_HUB_API = 'registry-1.docker.io';
const LEGACY_DOCKER_HUB = 'index.docker.io';
const DEFAULT_TAG = 'latest';
const MAX_PATH_LENGTH = 255;
const EXPECTED_REFERENCE = 'an image reference such as `registry.example.com/team/app:1.2`, `ghcr.io/org/app@sha256:<64 hex>` or `nginx`';
// The grammar of github.com/distribution/reference, piece by piece.
const ALPHANUMERIC = '[a-z0-9]+';
const SEPARATOR = '(?:[._]|__|[-]+)';
const PATH_COMPONENT = `${ALPHANUMERIC}(?:${SEPARATOR}${ALPHANUMERIC})*`;
const REMOTE_NAME = `${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const FULL = new RegExp(`^(${DOMAIN})/(${REMOTE_NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const IMAGE_ID = /^(?:sha256:)?[a-f0-9]{64}$/;
const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/;
function parseImageReference(input) {
    const fail = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n(`"${input}" is not a valid image reference: ${problem}`, EXPECTED_REFERENCE);
    if (input === '')
        throw fail('it is empty');
    if (/\s/.test(input))
        throw fail('it contains whitespace');
    if (IMAGE_ID.test(input))
        throw fail('it is an image ID, not a name; give the repository and tag or digest');
    const [domain, remainder] = splitDomain(input);
    const repository = /^[^:@]*/.exec(remainder)[0];
    if (repository.toLowerCase() !== repository) {
        throw fail(`repository names must be lowercase (got "${repository}"); a registry host needs a "." or a ":port", or to be "localhost"`);
    }
    const match = FULL.exec(`${domain}/${remainder}`);
    if (!match)
        throw fail(grammarProblem(remainder));
    const [, , path, tag, digest] = match;
    if (path.length > MAX_PATH_LENGTH)
        throw fail(`the repository name is longer than ${MAX_PATH_LENGTH} characters`);
    if (digest !== undefined && !SHA256_DIGEST.test(digest)) {
        throw fail(`the digest "${digest}" is not sha256:<64 lowercase hex>; only SHA-256 digests are fingerprints`);
    }
    return { original: input, domain, path, tag: tag ?? (digest ? undefined : DEFAULT_TAG), digest };
}
/**
 * The first component is a registry host only if it looks like one: a dot, a port or
 * `localhost`. Anything else is a Docker Hub namespace, as every Docker client reads it.
 */
function splitDomain(input) {
    const slash = input.indexOf('/');
    let domain = DOCKER_HUB;
    let remainder = input;
    if (slash !== -1) {
        const first = input.slice(0, slash);
        if (first === 'localhost' || /[.:]/.test(first)) {
            domain = first === LEGACY_DOCKER_HUB ? DOCKER_HUB : first;
            remainder = input.slice(slash + 1);
        }
    }
    if (domain === DOCKER_HUB && !remainder.includes('/'))
        remainder = `library/${remainder}`;
    return [domain, remainder];
}
function grammarProblem(remainder) {
    const at = remainder.indexOf('@');
    const named = at === -1 ? remainder : remainder.slice(0, at);
    const colon = named.lastIndexOf(':');
    const tag = colon === -1 ? undefined : named.slice(colon + 1);
    if (tag !== undefined && !new RegExp(`^${TAG}$`).test(tag)) {
        return `the tag "${tag}" is not 1 to 128 letters, digits, "_", "." or "-" (not starting with "." or "-")`;
    }
    if (at !== -1 && !new RegExp(`^${DIGEST}$`).test(remainder.slice(at + 1))) {
        return `the digest "${remainder.slice(at + 1)}" is not sha256:<64 lowercase hex>`;
    }
    return 'check the registry host, the repository path (lowercase letters, digits and single "." "_" "__" or "-" between them, components separated by "/") and the tag';
}
/** `host[:port]` to call for the registry API. */
function apiHost(ref) {
    return ref.domain === DOCKER_HUB ? DOCKER_HUB_API : ref.domain;
}
/** The full repository name: `docker.io/library/nginx`. */
function repositoryName(ref) {
    return `${ref.domain}/${ref.path}`;
}
/** The digest if there is one, else the tag: what the manifest URL names. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag;
}
/** The canonical string: `docker.io/library/nginx:latest`, `host/app@sha256:…`. */
function canonicalReference(ref) {
    return ref.digest ? `${repositoryName(ref)}@${ref.digest}` : `${repositoryName(ref)}:${ref.tag}`;
}
/** An image ID as `docker images --no-trunc` shows it, with or without `sha256:`. */
function isImageId(input) {
    return IMAGE_ID.test(input);
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
    return /[\\^$.*+?()[\]{}|/]/.test(ch) ? `\\${ch}` : ch;
}
/** Inside a character class only these are special. */
function escapeClassChar(ch) {
    return /[\\\][^-]/.test(ch) ? `\\${ch}` : ch;
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
                ranges.push(lo === hi ? escapeClassChar(lo) : `${escapeClassChar(lo)}-${escapeClassChar(hi)}`);
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

/***/ 220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ sha256Bytes),
/* harmony export */   f: () => (/* binding */ sha256Hex)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** Node 21.7+ hashes in one call, with no hash object to build and collect. */
const oneShot = (node_crypto__WEBPACK_IMPORTED_MODULE_0___default().hash);
function sha256Hex(data) {
    return oneShot ? oneShot('sha256', data, 'hex') : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest('hex');
}
function sha256Bytes(data) {
    return oneShot ? oneShot('sha256', data, 'buffer') : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(data).digest();
}


/***/ }),

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath),
/* harmony export */   nm: () => (/* binding */ namingInput)
/* harmony export */ });
/* unused harmony export ARTIFACT_TYPES */
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6094);
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7172);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4232);





const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'];
const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.optional('registry-username');
    const password = inputs.optional('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
    }
    return { username, password };
}
/** The image reference is checked when read, so a malformed one fails before anything else happens. */
function checkImageReference(reference, type) {
    if (type === 'docker' && (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .isImageId */ .rw)(reference))
        return;
    try {
        (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseImageReference */ .o_)(reference);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.path(artifactPath), type, exclude: inputs.list('exclude') };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', undefined, '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.oneOf('artifact-type', ARTIFACT_TYPES));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint', options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
/** Turns the artifact library's own error into one that names the input it came from. */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(input, err.message, err.expected ?? expected);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ)
            throw err;
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await Promise.all(/* import() */[__webpack_require__.e(942), __webpack_require__.e(561)]).then(__webpack_require__.bind(__webpack_require__, 3031));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    return namingInput('artifact-path', PATH_EXPECTED, (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ }),

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/** Binds the settings `read` returns to `run`, so the registry holds one type for all. */
function bind(def) {
    return async (inputs, common) => {
        const settings = await def.read(inputs, common);
        return { service: (tools) => def.run(settings, tools) };
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    return { endpoint: def.endpoint, needs: { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' }, prepare: bind(def) };
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return { needs: { org: false, apiKey: true, github: 'none' }, prepare: bind(def) };
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return {
        needs: { org: false, apiKey: false, github: 'none' },
        prepare: async (inputs, common) => {
            const settings = await def.read(inputs, common);
            return { local: (tools) => def.run(settings, tools) };
        }
    };
}


/***/ })

};
