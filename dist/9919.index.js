"use strict";
exports.id = 9919;
exports.ids = [9919];
exports.modules = {

/***/ 9919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintArtifact: () => (/* binding */ fingerprintArtifact)
});

// UNUSED EXPORTS: fingerprintDir, hashFile, stopHashHelpers

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/artifacts/errors.ts
var errors = __webpack_require__(47172);
// EXTERNAL MODULE: ./src/artifacts/exclusions.ts
var artifacts_exclusions = __webpack_require__(42562);
// EXTERNAL MODULE: ./src/artifacts/file-hash.ts
var file_hash = __webpack_require__(36138);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/artifacts/shared-tasks.ts
/**
 * The tasks of one directory fingerprint, shared by every thread that works on it: a stack in
 * shared memory (any thread takes the newest task) and the counters that end the job, stop it
 * at the first failure, and let idle threads sleep until there is work. What a task means is
 * walk.ts's business; here it is a string.
 */
// The header of a job's shared memory: Int32 slots.
const LOCK = 0;
/** Bytes used in the task stack. */
const TOP = 1;
/** Tasks pushed and not yet done; 0 ends the job. */
const OUTSTANDING = 2;
/** The number of the thread that failed first, or 0. */
const FAILED = 3;
/** Bumped whenever a waiting thread should look again: new tasks, the end, a failure. */
const SIGNAL = 4;
/** Helpers that joined the job; none may join once it is closed. */
const JOINED = 5;
const CLOSED = 6;
const HEADER_BYTES = 64;
const STACK_BYTES = 1 << 20;
const align4 = (n) => (n + 3) & ~3;
class SharedTasks {
    state;
    stack;
    /** Tasks that did not fit the shared stack; moved there as it empties. Only this thread sees them. */
    overflow = [];
    constructor(memory) {
        this.state = new Int32Array(memory, 0, HEADER_BYTES / 4);
        this.stack = Buffer.from(memory, HEADER_BYTES);
    }
    static memory() {
        return new SharedArrayBuffer(HEADER_BYTES + STACK_BYTES);
    }
    /** A task for any thread; it counts as outstanding until one calls `done` for it. */
    push(task) {
        Atomics.add(this.state, OUTSTANDING, 1);
        if (!this.share(task))
            this.overflow.push(task);
        this.signal(1);
    }
    /** The newest task, or undefined when none waits (others may still be at theirs). */
    pop() {
        while (this.overflow.length > 0 && this.share(this.overflow[this.overflow.length - 1]))
            this.overflow.pop();
        this.lock();
        const top = Atomics.load(this.state, TOP);
        let task;
        if (top > 0) {
            const bytes = this.stack.readUInt32LE(top - 4);
            const start = top - 4 - align4(bytes);
            task = this.stack.toString('utf8', start, start + bytes);
            Atomics.store(this.state, TOP, start);
        }
        this.unlock();
        return task ?? this.overflow.pop();
    }
    /** A task taken is finished; the last one ends the job and wakes every thread. */
    done() {
        if (Atomics.sub(this.state, OUTSTANDING, 1) === 1)
            this.signal(Infinity);
    }
    get finished() {
        return Atomics.load(this.state, OUTSTANDING) === 0;
    }
    /** Whether some task waits in the shared stack for a thread to take it. */
    get pending() {
        return Atomics.load(this.state, TOP) > 0;
    }
    get failedThread() {
        return Atomics.load(this.state, FAILED);
    }
    /** Stops every thread at its next task; true for the first failure, the one reported. */
    fail(thread) {
        const first = Atomics.compareExchange(this.state, FAILED, 0, thread) === 0;
        this.signal(Infinity);
        return first;
    }
    /** The value to wait on while idle; read it before looking for work, so no signal is missed. */
    get signalSeen() {
        return Atomics.load(this.state, SIGNAL);
    }
    /** Blocks until there may be work, or the job ended, or `ms` passed. */
    wait(seen, ms) {
        return Atomics.wait(this.state, SIGNAL, seen, ms) !== 'timed-out';
    }
    /** A helper joins, unless the job is closed. */
    enter() {
        this.lock();
        const open = Atomics.load(this.state, CLOSED) === 0;
        if (open)
            Atomics.add(this.state, JOINED, 1);
        this.unlock();
        return open;
    }
    /** Lets no more helpers join; returns how many did, each of which will report. */
    close() {
        this.lock();
        Atomics.store(this.state, CLOSED, 1);
        const joined = Atomics.load(this.state, JOINED);
        this.unlock();
        return joined;
    }
    signal(count) {
        Atomics.add(this.state, SIGNAL, 1);
        Atomics.notify(this.state, SIGNAL, count);
    }
    // A spin lock: what it guards takes a microsecond. A thread that cannot get it soon sleeps
    // a little, in case the holder was descheduled.
    lock() {
        for (let spins = 0; Atomics.compareExchange(this.state, LOCK, 0, 1) !== 0; spins++) {
            if (spins > 100)
                Atomics.wait(this.state, LOCK, 1, 0.05);
        }
    }
    unlock() {
        Atomics.store(this.state, LOCK, 0);
    }
    /** Puts a task on the shared stack: UTF-8 bytes, padding, then their length. */
    share(task) {
        const bytes = Buffer.byteLength(task);
        const size = align4(bytes) + 4;
        this.lock();
        const top = Atomics.load(this.state, TOP);
        const fits = top + size <= this.stack.length;
        if (fits) {
            this.stack.write(task, top, bytes, 'utf8');
            this.stack.writeUInt32LE(bytes, top + size - 4);
            Atomics.store(this.state, TOP, top + size);
        }
        this.unlock();
        return fits;
    }
}

// EXTERNAL MODULE: ./src/artifacts/sha256.ts + 1 modules
var sha256 = __webpack_require__(43189);
;// CONCATENATED MODULE: ./src/artifacts/walk.ts







/**
 * The directory walk of the fingerprint algorithm, run by every fingerprint thread at once.
 *
 * The work is a set of tasks: list a directory, or hash a run of a large directory's entries.
 * Tasks wait in one stack in shared memory (shared-tasks.ts); each thread (the main one and the helpers) takes
 * the newest, does it, and pushes the tasks it finds (each subdirectory, and the runs of a
 * large directory) for any thread to take. So the walk itself (readdir, lstat, readlink) is
 * spread over the threads with the hashing, and a thread never waits while there is work.
 *
 * What a task produces is its piece of the digest text, in walk order, with a gap for each
 * subdirectory or run done elsewhere: `[text, key, text, key, text]`, kept by key. The main
 * thread joins the pieces, filling each gap with the piece under its key, into the one digest.
 */
/** Entries per task: a directory with more hands the rest out in runs of this many. */
const RUN = 256;
const MAIN_THREAD = 1;
function toThreadError(err) {
    if (err instanceof ArtifactError)
        return { name: err.name, message: err.message, expected: err.expected, argument: err.argument, stack: err.stack };
    if (err instanceof Error)
        return { name: err.name, message: err.message, stack: err.stack };
    return { name: 'Error', message: String(err) };
}
function fromThreadError(e) {
    if (e.name === 'ArtifactError')
        return new errors/* ArtifactError */.n(e.message, e.expected, { argument: e.argument });
    const err = new Error(`fingerprint thread: ${e.message}`);
    if (e.stack)
        err.stack = e.stack;
    return err;
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
/** An entry's kind as one letter: directory, file, symlink, other (FIFO, socket, device), unknown. */
function kindLetter(entry) {
    if (entry.isDirectory())
        return 'd';
    if (entry.isFile())
        return 'f';
    if (entry.isSymbolicLink())
        return 'l';
    if (entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice())
        return 'o';
    // Some file systems do not report types in directory listings: the entry is asked later.
    return '?';
}
/** One thread's part in one directory fingerprint. */
class Job {
    pieces = new Map();
    /** Files this thread hashed. */
    files = 0;
    /** Entries this thread found in the directories it listed. */
    seen = 0;
    /** What this thread failed with, when it failed first. */
    error;
    /** Called whenever this thread pushes a task for others (the main thread decides on helpers then). */
    onPush;
    tasks;
    thread;
    root;
    base;
    exclusions;
    constructor(spec, thread, exclusions) {
        this.thread = thread;
        this.tasks = new SharedTasks(spec.memory);
        this.root = spec.root;
        this.base = spec.root.endsWith((external_node_path_default()).sep) ? spec.root : spec.root + (external_node_path_default()).sep;
        this.exclusions = exclusions ?? artifacts_exclusions/* Exclusions */.O4.fromPatterns(spec.exclude, spec.ignoreLines);
    }
    /** A new job whose only task is the root directory. */
    static create(root, exclusions) {
        const spec = { root, exclude: exclusions.exclude, ignoreLines: exclusions.ignoreLines, memory: SharedTasks.memory() };
        const job = new Job(spec, MAIN_THREAD, exclusions);
        job.push('D');
        return { spec, job };
    }
    /** A helper joins, unless the job is already closed (then it has nothing to do or report). */
    static join(spec, thread) {
        const job = new Job(spec, thread);
        return job.tasks.enter() ? job : undefined;
    }
    /**
     * Does tasks until there are none to take: 'done' when no thread has any left, 'failed'
     * when one failed, 'idle' when others are still at theirs (and may push more).
     */
    runUntilIdle() {
        const { tasks } = this;
        for (;;) {
            if (tasks.failedThread !== 0)
                return 'failed';
            const task = tasks.pop();
            if (task === undefined)
                return tasks.finished ? 'done' : 'idle';
            try {
                this.run(task);
            }
            catch (err) {
                this.fail(err);
                return 'failed';
            }
            tasks.done();
        }
    }
    /** A helper's lifetime in the job: work, wait, work, until the end. */
    runToEnd() {
        for (;;) {
            const seen = this.tasks.signalSeen;
            const outcome = this.runUntilIdle();
            if (outcome !== 'idle')
                return outcome;
            this.tasks.wait(seen, 1000);
        }
    }
    /** Stops every thread at its next task; the first failure is the one reported. */
    fail(err) {
        if (this.tasks.fail(this.thread))
            this.error = err;
    }
    push(task) {
        this.tasks.push(task);
        this.onPush?.();
    }
    absolute(rel) {
        if (rel === '')
            return this.root;
        return this.base + ((external_node_path_default()).sep === '/' ? rel : rel.split('/').join((external_node_path_default()).sep));
    }
    /**
     * A task is 'D' + a directory's path relative to the root ('/'-separated, '' for the root),
     * or 'R' + that path, NUL, the run's first index, NUL, its kind letters, NUL, its names
     * joined by NUL (no name or path holds a NUL).
     */
    run(task) {
        if (task[0] === 'D')
            return this.list(task.slice(1));
        const [head, first, kinds, ...names] = task.split('\0');
        const rel = head.slice(1);
        this.pieces.set(runKey(rel, Number(first)), this.entries(rel, names, kinds));
    }
    list(rel) {
        const dir = this.absolute(rel);
        let listing;
        try {
            listing = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'EACCES' || code === 'EPERM')
                throw new errors/* ArtifactError */.n(`cannot list ${dir}: permission denied (${code})`, file_hash/* READABLE */.Jk, { cause: err });
            throw new errors/* ArtifactError */.n(`cannot list ${dir} (${code ?? String(err)})`, file_hash/* READABLE */.Jk, { cause: err });
        }
        const names = [];
        let kinds = '';
        const segments = rel === '' ? [] : rel.split('/');
        for (const entry of sortByNameBytes(listing)) {
            if (!this.exclusions.empty && this.exclusions.excludes([...segments, entry.name]))
                continue;
            names.push(entry.name);
            kinds += kindLetter(entry);
        }
        this.seen += names.length;
        if (names.length <= RUN) {
            this.pieces.set(rel, this.entries(rel, names, kinds));
            return;
        }
        // A large directory: the runs after the first go to the stack first, so other threads can
        // take them while this one does the first.
        const gaps = [];
        for (let first = RUN; first < names.length; first += RUN) {
            const last = Math.min(first + RUN, names.length);
            this.push(`R${rel}\0${first}\0${kinds.slice(first, last)}\0${names.slice(first, last).join('\0')}`);
            gaps.push(runKey(rel, first), '');
        }
        const pieces = this.entries(rel, names.slice(0, RUN), kinds.slice(0, RUN));
        pieces.push(...gaps);
        this.pieces.set(rel, pieces);
    }
    /** The digest text of entries of one directory: `[text, key, text, …]`. */
    entries(rel, names, kinds) {
        const pieces = [];
        const dir = rel === '' ? this.base : this.absolute(rel) + (external_node_path_default()).sep;
        let text = '';
        for (let i = 0; i < names.length; i++) {
            const name = names[i];
            const file = dir + name;
            text += (0,sha256/* sha256Hex */.f)(name);
            let kind = kinds[i];
            if (kind === '?')
                kind = this.askKind(file);
            if (kind === 'd') {
                const child = rel === '' ? name : `${rel}/${name}`;
                pieces.push(text, child);
                text = '';
                this.push(`D${child}`);
            }
            else if (kind === 'f') {
                text += this.hash(file);
            }
            else if (kind === 'l') {
                text += this.followLink(file);
            }
            else {
                throw (0,file_hash/* notRegularFile */.s5)(file, (0,file_hash/* kindOf */.I)(this.lstat(file)));
            }
        }
        pieces.push(text);
        return pieces;
    }
    hash(file) {
        const digest = (0,file_hash/* hashFile */.DC)(file);
        this.files++;
        return digest;
    }
    lstat(file) {
        try {
            return (0,external_node_fs_.lstatSync)(file);
        }
        catch (err) {
            throw (0,file_hash/* readError */.lS)(file, err);
        }
    }
    askKind(file) {
        const stats = this.lstat(file);
        return stats.isDirectory() ? 'd' : stats.isFile() ? 'f' : stats.isSymbolicLink() ? 'l' : 'o';
    }
    /**
     * A link to a directory gives its link text; a link to a file, the file's content. A broken
     * link (or a loop) is an error naming it; so is a link to a FIFO, socket or device.
     */
    followLink(link) {
        let target;
        try {
            target = (0,external_node_fs_.statSync)(link);
        }
        catch (err) {
            const code = err.code;
            if (code === 'EACCES' || code === 'EPERM')
                throw (0,file_hash/* readError */.lS)(link, err);
            let text = '?';
            try {
                text = (0,external_node_fs_.readlinkSync)(link);
            }
            catch {
                // the link vanished meanwhile; the message still names it
            }
            throw new errors/* ArtifactError */.n(`broken symlink ${link} -> ${text} (${code}): its target cannot be fingerprinted; remove it or exclude it`, file_hash/* READABLE */.Jk, {
                cause: err
            });
        }
        if (target.isDirectory()) {
            try {
                return (0,sha256/* sha256Hex */.f)((0,external_node_fs_.readlinkSync)(link));
            }
            catch (err) {
                throw (0,file_hash/* readError */.lS)(link, err);
            }
        }
        if (target.isFile())
            return this.hash(link);
        let text = '?';
        try {
            text = (0,external_node_fs_.readlinkSync)(link);
        }
        catch {
            // as above
        }
        throw (0,file_hash/* notRegularFile */.s5)(link, `a symlink to ${text}, ${(0,file_hash/* kindOf */.I)(target)}`);
    }
}
function runKey(rel, first) {
    return `${rel}\0${first}`;
}
/** The directory's digest: its pieces joined in walk order, gaps filled, hashed. */
function joinPieces(pieces, hash) {
    const piecesOf = (key) => {
        const found = pieces.get(key);
        if (!found)
            throw new Error(`fingerprint: no digest text for ${JSON.stringify(key)}`);
        return found;
    };
    const stack = [{ pieces: piecesOf(''), next: 0 }];
    while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top.next >= top.pieces.length) {
            stack.pop();
            continue;
        }
        const piece = top.pieces[top.next];
        // Even places hold text, odd places the key of what fills the gap there.
        if (top.next++ % 2 === 0) {
            if (piece !== '')
                hash.update(piece);
        }
        else {
            stack.push({ pieces: piecesOf(piece), next: 0 });
        }
    }
}

;// CONCATENATED MODULE: ./src/artifacts/helpers.ts

/**
 * The fingerprint helper threads: started the first time a walk turns out large enough to be
 * worth them, kept for the rest of the run (a report of many directories pays the start once)
 * and shared by every directory fingerprint after, until `stopHashHelpers`. Between jobs they
 * are unreferenced, so they never hold a finished run open.
 */
/**
 * Where a helper's code is. The bundle has it as its own file beside the chunk that holds this
 * one (scripts/build.sh): an ES module under its own package.json, started from the CommonJS
 * bundle, where `import.meta.url` is the chunk's own file (webpack writes
 * `pathToFileURL(__filename)`). From the TypeScript sources (the tests), Node's type stripping
 * runs the module itself; its imports name the `.js` files TypeScript would emit, so a resolve
 * hook maps them back to the `.ts` beside them (so walk-worker.ts and what it imports keep to
 * syntax that can be stripped: no enums, no parameter properties; the thread tests fail
 * otherwise). Both are found at run time, not named as literals, so the bundler neither copies
 * nor rewrites them.
 */
const BUNDLED_ENTRY = 'fingerprint-worker/index.js';
const SOURCE_ENTRY = 'walk-worker.ts';
const FROM_SOURCES = `
const { registerHooks } = require('node:module')
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context)
    } catch (err) {
      if (err.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.endsWith('.js')) throw err
      return next(specifier.slice(0, -3) + '.ts', context)
    }
  }
})
import(require('node:worker_threads').workerData.entry)
`;
function startHelper(thread) {
    // Loaded when the first helper starts, never when the action starts.
    const { Worker } = process.getBuiltinModule('node:worker_threads');
    const here = require("url").pathToFileURL(__filename).href;
    const name = `fingerprint-${thread}`;
    if (here.endsWith('.ts')) {
        return new Worker(FROM_SOURCES, { eval: true, name, workerData: { thread, entry: here.replace(/[^/]*$/, SOURCE_ENTRY) } });
    }
    return new Worker(new URL(here.replace(/[^/]*$/, BUNDLED_ENTRY)), { name, workerData: { thread } });
}
class Helpers {
    workers = [];
    waiting = new Map();
    nextJob = 1;
    /** Asks `count` helpers (started if need be) to join a job the main thread has begun. */
    invite(spec, count, job) {
        while (this.workers.length < count)
            this.workers.push(this.start(MAIN_THREAD + 1 + this.workers.length));
        const id = this.nextJob++;
        let resolve;
        let reject;
        const done = new Promise((res, rej) => ((resolve = res), (reject = rej)));
        // Ended by `reports`: a rejection before then is seen there.
        done.catch(() => { });
        const waiting = { job, reports: [], resolve, reject };
        this.waiting.set(id, waiting);
        const invitation = { id, spec };
        for (const worker of this.workers.slice(0, count))
            worker.postMessage(invitation);
        return {
            reports: (joined) => {
                waiting.joined = joined;
                if (!this.waiting.has(id))
                    return done;
                if (waiting.reports.length >= joined)
                    this.finish(id);
                // Waiting on them: they must hold the run open until they answer.
                else
                    for (const worker of this.workers)
                        worker.ref();
                return done;
            }
        };
    }
    /** Ends the helpers; the next job that needs them starts new ones. */
    async stop() {
        const workers = this.workers.splice(0);
        await Promise.all(workers.map((w) => w.terminate()));
    }
    start(thread) {
        const worker = startHelper(thread);
        worker.unref();
        worker.on('message', (report) => {
            const waiting = this.waiting.get(report.id);
            if (!waiting)
                return;
            waiting.reports.push(report);
            if (waiting.joined !== undefined && waiting.reports.length >= waiting.joined)
                this.finish(report.id);
        });
        // A helper that dies takes its tasks with it: every job it may be in fails, and the
        // others end the next time one is needed.
        const broken = (err) => {
            if (!this.workers.includes(worker))
                return;
            void this.stop();
            for (const [id, waiting] of this.waiting) {
                waiting.job.fail(err);
                this.waiting.delete(id);
                waiting.reject(err);
            }
        };
        worker.on('error', broken);
        worker.on('exit', (code) => broken(new Error(`a fingerprint thread stopped unexpectedly (exit code ${code})`)));
        return worker;
    }
    finish(id) {
        const waiting = this.waiting.get(id);
        this.waiting.delete(id);
        if (this.waiting.size === 0)
            for (const worker of this.workers)
                worker.unref();
        waiting.resolve(waiting.reports);
    }
}
let helpers;
function hashHelpers() {
    return (helpers ??= new Helpers());
}
/** Ends the helper threads, if any were started; call when no more fingerprints are coming. */
function stopHashHelpers() {
    return helpers?.stop() ?? Promise.resolve();
}

;// CONCATENATED MODULE: ./src/artifacts/fingerprint.ts










/** Below this many entries a helper thread costs more to start than it saves. */
const PARALLEL_THRESHOLD = 64;
/** Threads for one fingerprint at most, the main one included. */
const MAX_THREADS = 32;
/** From this size a lone file may be read ahead while hashed, when there is a second core. */
const READ_AHEAD_BYTES = 8 << 20;
const EXPECTED = 'a file or directory to fingerprint';
/**
 * The directory fingerprint of the algorithm: for each entry in depth-first, byte-sorted
 * order, the hash of its name and then of its content (files and links to files) or of its
 * link text (links to directories).
 *
 * This thread starts the walk alone. Once it has found PARALLEL_THRESHOLD entries and has work
 * to share, it invites helper threads, one per further core (`os.availableParallelism()`,
 * which honours CPU affinity and cgroup limits), and from then on all of them
 * walk and hash together (see walk.ts); this thread joins their digest text at the end.
 */
async function fingerprintDir(root, exclude = [], options = {}) {
    const exclusions = artifacts_exclusions/* Exclusions */.O4.forRoot(root, exclude);
    const { spec, job } = Job.create(root, exclusions);
    const threads = Math.max(1, Math.min(options.threads ?? external_node_os_default().availableParallelism(), MAX_THREADS));
    let invited;
    if (threads > 1) {
        job.onPush = () => {
            if (job.seen < PARALLEL_THRESHOLD || !job.tasks.pending)
                return;
            job.onPush = undefined;
            invited = hashHelpers().invite(spec, threads - 1, job);
        };
    }
    for (;;) {
        const seen = job.tasks.signalSeen;
        if (job.runUntilIdle() !== 'idle')
            break;
        // The helpers still have tasks (and may push more). Wait for a sign from them; when none
        // comes for a while, let the event loop see whether one of them died.
        if (!job.tasks.wait(seen, 20))
            await new Promise(setImmediate);
    }
    const joined = job.tasks.close();
    const reports = invited ? await invited.reports(joined) : [];
    const failed = job.tasks.failedThread;
    if (failed === MAIN_THREAD)
        throw job.error;
    const pieces = job.pieces;
    for (const report of reports) {
        if (report.error)
            throw fromThreadError(report.error);
        for (const [key, value] of report.pieces)
            pieces.set(key, value);
    }
    if (failed !== 0)
        throw new Error(`fingerprint thread ${failed} failed without saying why`);
    options.onFinish?.([job.files, ...reports.map((r) => r.files)]);
    const hash = (0,external_node_crypto_.createHash)('sha256');
    joinPieces(pieces, hash);
    return hash.digest('hex');
}
/** A file or directory fingerprint; `type` forces one reading, else the path decides. */
async function fingerprintArtifact(target, options = {}) {
    // Synchronous: a lone small file then needs no round trip through libuv's threads (whose
    // start costs more than the whole fingerprint).
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(target);
    }
    catch (err) {
        const code = err.code;
        const why = code === 'ENOENT'
            ? isLink(target)
                ? 'is a broken symlink'
                : 'does not exist'
            : code === 'EACCES' || code === 'EPERM'
                ? `cannot be read: permission denied (${code})`
                : `cannot be read (${code})`;
        throw new errors/* ArtifactError */.n(`${target} ${why}`, EXPECTED, { cause: err });
    }
    // Checked before the type: a FIFO or device is never read, whatever it was taken for.
    if (!stats.isFile() && !stats.isDirectory())
        throw new errors/* ArtifactError */.n(`${target} is not a regular file: it is ${(0,file_hash/* kindOf */.I)(stats)}`, EXPECTED);
    const type = options.type ?? (stats.isDirectory() ? 'dir' : 'file');
    if (type === 'dir' && !stats.isDirectory())
        throw new errors/* ArtifactError */.n(`${target} is not a directory, but the artifact type is \`dir\``, EXPECTED);
    if (type === 'file' && !stats.isFile())
        throw new errors/* ArtifactError */.n(`${target} is not a file, but the artifact type is \`file\``, EXPECTED);
    if (type === 'dir')
        return fingerprintDir(target, options.exclude ?? []);
    return stats.size >= READ_AHEAD_BYTES && external_node_os_default().availableParallelism() > 1 ? (0,file_hash/* hashFileReadingAhead */.c)(target) : (0,file_hash/* hashFile */.DC)(target);
}
function isLink(target) {
    try {
        return (0,external_node_fs_.lstatSync)(target).isSymbolicLink();
    }
    catch {
        return false;
    }
}


/***/ })

};
;