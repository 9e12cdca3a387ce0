"use strict";
exports.id = 9754;
exports.ids = [9754];
exports.modules = {

/***/ 79754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ hasCommit),
/* harmony export */   git: () => (/* binding */ git)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




/** The most a git answer read here may be: a `git log` of a long range is a few MiB. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** A git that waits on a lock or a hook must not hold the step. */
const GIT_TIMEOUT_MS = 60_000;
let answers = 0;
/**
 * A new file, already unlinked, for git to write its answer to. A pipe costs a step 2 ms of
 * set-up before git even starts (Node wraps it in a socket and its streams), a file descriptor
 * none. `undefined` where that cannot be done: Windows cannot unlink an open file, and a name
 * that exists already (O_EXCL) is never written through.
 */
function answerFile() {
    if (process.platform === 'win32')
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), `evidence-action-git-${process.pid}-${Date.now()}-${answers++}`);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'wx+', 0o600);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(file);
        return fd;
    }
    catch {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        return undefined;
    }
}
/** The answer git wrote to `fd`, or `undefined` when it is over the bound. Closes `fd`. */
function readAnswer(fd) {
    try {
        const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (size > MAX_OUTPUT_BYTES)
            return undefined;
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, bytes, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return bytes.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Runs git in the clone; `undefined` when git fails (no clone, object missing, no git, too long an answer).
 * `small`: the answer is one object's (a commit's header and message), so it goes to a file rather
 * than a pipe. A range's log keeps the pipe, which stops git at the bound instead of after it.
 */
function git(cwd, args, options = {}) {
    const fd = options.small ? answerFile() : undefined;
    return new Promise((resolve) => {
        let settled = false;
        const settle = (answer) => {
            if (settled)
                return;
            settled = true;
            try {
                resolve(answer());
            }
            catch {
                resolve(undefined);
            }
        };
        const closeAnswer = () => {
            if (fd !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            return undefined;
        };
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd,
                // Only stdout is read, so stdin and stderr are not connected: each pipe is set-up work in every step that reads a commit.
                stdio: ['ignore', fd ?? 'pipe', 'ignore'],
                env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
                // Not spawn's `timeout`: its timer is cleared only when git exits, so a git that never
                // started (none on PATH) held the step for the whole minute. This one holds nothing.
                signal: AbortSignal.timeout(GIT_TIMEOUT_MS),
                killSignal: 'SIGKILL'
            });
        }
        catch {
            // A clone that is not a folder, or an argument Node refuses.
            settle(closeAnswer);
            return;
        }
        if (fd !== undefined) {
            child.once('error', () => settle(closeAnswer));
            child.once('close', (code) => settle(() => (code === 0 ? readAnswer(fd) : closeAnswer())));
            return;
        }
        const chunks = [];
        let size = 0;
        child.stdout?.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_OUTPUT_BYTES)
                child.kill('SIGKILL');
            else
                chunks.push(chunk);
        });
        child.once('error', () => settle(() => undefined));
        child.once('close', (code) => settle(() => (code === 0 && size <= MAX_OUTPUT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined)));
    });
}
async function hasCommit(cwd, sha) {
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`], { small: true })) !== undefined;
}


/***/ })

};
;