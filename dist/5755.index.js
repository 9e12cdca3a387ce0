"use strict";
exports.id = 5755;
exports.ids = [5755,9754];
exports.modules = {

/***/ 40017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ CommitRangeError),
/* harmony export */   R0: () => (/* binding */ commitRange),
/* harmony export */   wu: () => (/* binding */ MAX_RANGE_COMMITS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2071);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79754);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(70017);





/**
 * More commits than a release carries, and what one step can read the pull requests of within
 * GitHub's rate limits; a larger range is a mistaken `oldest-commit` more often than not.
 */
const MAX_RANGE_COMMITS = 10_000;
/** GitHub's largest page of a comparison. */
const COMPARE_PAGE = 100;
/** The clone's list of cut-off commits is one line per commit: far below this. */
const MAX_SHALLOW_FILE_BYTES = 16 * 1024 * 1024;
const FIELD = '\x1f';
/**
 * Why a range cannot be listed: the oldest commit is not an ancestor of the newest, the range
 * is larger than asked, or neither the clone nor GitHub holds it.
 */
class CommitRangeError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .LibraryError */ .oM {
    reason;
    constructor(reason, message, options = {}) {
        super('invalid_input', message, options);
        this.reason = reason;
        this.name = 'CommitRangeError';
    }
}
/**
 * The commits from `newest` back to, not including, `oldest`, newest first; only `newest`
 * without an oldest. The clone answers when it holds the whole range (a shallow clone may
 * hold part of it: then it does not answer), else GitHub's compare API. At most `maxCommits`.
 */
async function commitRange(ctx, newest, oldest, api, log, maxCommits = MAX_RANGE_COMMITS) {
    if (oldest === undefined) {
        const one = (await gitLog(ctx.workspace, [newest, '-1']))?.[0] ?? { sha: newest };
        return { commits: [one], source: 'commit' };
    }
    if (newest === oldest)
        return { commits: [], source: 'commit' };
    const local = await fromClone(ctx.workspace, newest, oldest, maxCommits);
    if (local)
        return { commits: local, source: 'clone' };
    log.debug(`commits ${oldest}..${newest} are not all in the local clone; asking GitHub's compare API`);
    if (!api)
        throw new CommitRangeError('unavailable', `the commits from ${oldest} to ${newest} are not all in the local clone, and no GitHub token is available to ask GitHub`);
    return { commits: await fromCompare(api, newest, oldest, maxCommits), source: 'github' };
}
/** The range from the clone, or undefined when the clone cannot tell it whole. */
async function fromClone(cwd, newest, oldest, maxCommits) {
    if (!(await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCommit */ .Q)(cwd, newest)) || !(await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__/* .hasCommit */ .Q)(cwd, oldest)))
        return undefined;
    const shallow = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.git)(cwd, ['rev-parse', '--is-shallow-repository']))?.trim() === 'true';
    const ancestor = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.git)(cwd, ['merge-base', '--is-ancestor', oldest, newest])) !== undefined;
    // A full history answers for certain; a cut one may only lack the path between the two.
    if (!ancestor) {
        if (shallow)
            return undefined;
        throw new CommitRangeError('not-ancestor', `commit ${oldest} is not an ancestor of ${newest}`);
    }
    const commits = await gitLog(cwd, [`--max-count=${maxCommits + 1}`, newest, `^${oldest}`]);
    if (commits === undefined)
        return undefined;
    if (commits.length > maxCommits)
        throw tooMany(oldest, newest, maxCommits, `more than ${maxCommits}`);
    if (shallow && (await cutOff(cwd, commits)))
        return undefined;
    return commits;
}
/** True when a commit of the list is where a shallow clone's history stops: its parents are missing. */
async function cutOff(cwd, commits) {
    const file = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.git)(cwd, ['rev-parse', '--git-path', 'shallow']))?.trim();
    if (!file)
        return true;
    let boundary;
    try {
        boundary = new Set((0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(cwd, file), MAX_SHALLOW_FILE_BYTES).toString('utf8').split('\n'));
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6)
            return true;
        throw err;
    }
    return commits.some((c) => boundary.has(c.sha));
}
async function gitLog(cwd, args) {
    const out = await (0,_git_js__WEBPACK_IMPORTED_MODULE_3__.git)(cwd, ['log', `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce`, ...args, '--']);
    if (out === undefined)
        return undefined;
    return out
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => {
        const [sha, authorName, authorEmail, committerName, committerEmail] = line.split(FIELD);
        return { sha, author: { name: authorName, email: authorEmail }, committer: { name: committerName, email: committerEmail } };
    });
}
/**
 * The range from `GET /repos/{owner}/{repo}/compare/{oldest}...{newest}`, page after page (it
 * lists oldest first), at most as many pages as the range needs and the limit allows.
 */
async function fromCompare(api, newest, oldest, maxCommits) {
    const read = { what: `the commits from ${oldest} to ${newest}`, permissions: ['contents: read'] };
    const page = async (n) => {
        try {
            return (await api.get('GET /repos/{owner}/{repo}/compare/{basehead}', {
                basehead: `${oldest}...${newest}`,
                per_page: COMPARE_PAGE,
                page: n
            }));
        }
        catch (err) {
            // 404: GitHub has no such commit (or no common history); the clone had not either.
            const why = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .requestStatus */ .G2)(err) === 404 ? 'GitHub does not know one of the two commits' : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubError */ .Mj)(err, read).message;
            throw new CommitRangeError('unavailable', `the commits from ${oldest} to ${newest} are not all in the local clone, and GitHub did not list them: ${why}`, {
                cause: err
            });
        }
    };
    const first = await page(1);
    if (first.status === 'diverged' || first.status === 'behind')
        throw new CommitRangeError('not-ancestor', `commit ${oldest} is not an ancestor of ${newest} (GitHub compares them as ${first.status})`);
    if (first.status === 'identical')
        return [];
    const total = first.total_commits;
    if (total !== undefined && total > maxCommits)
        throw tooMany(oldest, newest, maxCommits, String(total));
    const pages = Math.min(Math.ceil((total ?? maxCommits + 1) / COMPARE_PAGE), Math.ceil((maxCommits + 1) / COMPARE_PAGE));
    const listed = [...(first.commits ?? [])];
    for (let n = 2; n <= pages && (first.commits?.length ?? 0) >= COMPARE_PAGE; n++) {
        const more = (await page(n)).commits ?? [];
        listed.push(...more);
        if (more.length < COMPARE_PAGE)
            break;
    }
    // Pages can shift while they are read: a commit listed twice is one.
    const seen = new Set();
    const commits = listed.filter((c) => typeof c.sha === 'string' && !seen.has(c.sha) && seen.add(c.sha)).map(rangeCommit);
    if (commits.length > maxCommits)
        throw tooMany(oldest, newest, maxCommits, `more than ${maxCommits}`);
    return commits.reverse();
}
function rangeCommit(c) {
    const person = (account, git) => ({
        login: account?.login,
        type: account?.type,
        name: git?.name,
        email: git?.email
    });
    return { sha: c.sha, author: person(c.author, c.commit?.author), committer: person(c.committer, c.commit?.committer) };
}
function tooMany(oldest, newest, maxCommits, count) {
    return new CommitRangeError('too-many', `the range from ${oldest} to ${newest} holds ${count} commits, more than the ${maxCommits} one run reads`);
}


/***/ }),

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


/***/ }),

/***/ 9403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ notAnObject)
/* harmony export */ });
/** Checks of service answers, for operations that conclude from them (`reads` of a call). */
/** What an answer that should be a JSON object is instead, for `reads` checks: undefined when it is one. */
function notAnObject(data) {
    if (data !== null && typeof data === 'object' && !Array.isArray(data))
        return undefined;
    return `it is ${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`}, not an object`;
}


/***/ }),

/***/ 78062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ createEnvironment),
/* harmony export */   Mg: () => (/* binding */ reportAzureApps),
/* harmony export */   Nc: () => (/* binding */ MAX_REPORTED_ARTIFACTS),
/* harmony export */   dV: () => (/* binding */ getSnapshot),
/* harmony export */   f9: () => (/* binding */ reportK8S),
/* harmony export */   g1: () => (/* binding */ reportLambda),
/* harmony export */   h8: () => (/* binding */ updateEnvironment),
/* harmony export */   l5: () => (/* binding */ reportDocker),
/* harmony export */   oU: () => (/* binding */ attachPolicies),
/* harmony export */   ot: () => (/* binding */ detachPolicies),
/* harmony export */   u_: () => (/* binding */ reportECS),
/* harmony export */   wl: () => (/* binding */ reportServer),
/* harmony export */   zF: () => (/* binding */ reportS3)
/* harmony export */ });
/* unused harmony exports listEnvironments, getEnvironment, archiveEnvironment, listSnapshots */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



/** The most artifacts one report may name: the service (and the sandbox) refuse more. */
const MAX_REPORTED_ARTIFACTS = 10_000;
const ENV = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, env_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName };
const reportServer = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'reportServer',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/report/server',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ServerReport') },
    // 201: a new snapshot; 200: processed, the current snapshot kept.
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec+published'
});
/** The reports of what runs where, beyond a server: one entry each, shaped by the published document. */
function runtimeReport(id, type, schema) {
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'PUT',
        path: `/environments/{org}/{env_name}/report/${type}`,
        params: ENV,
        query: {},
        body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)(schema) },
        // 201: a new snapshot; 200: processed, the current snapshot kept.
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'idempotent',
        source: 'published'
    });
}
const reportDocker = runtimeReport('reportDocker', 'docker', 'DockerReport');
const reportK8S = runtimeReport('reportK8S', 'K8S', 'K8SReport');
const reportECS = runtimeReport('reportECS', 'ECS', 'ECSReport');
const reportLambda = runtimeReport('reportLambda', 'lambda', 'LambdaReport');
const reportS3 = runtimeReport('reportS3', 'S3', 'S3Report');
const reportAzureApps = runtimeReport('reportAzureApps', 'azure-apps', 'AzureAppsReport');
const updateEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'updateEnvironment',
    method: 'PATCH',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    body: {
        type: 'json',
        schema: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: {
                description: { type: 'string' },
                include_scaling: { type: 'boolean' },
                included_environments: { type: 'array', items: { type: 'string', minLength: 1 } },
                policies: { type: 'array', items: { type: 'string', minLength: 1 } }
            }
        }
    },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});
const createEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'createEnvironment',
    method: 'PUT',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('CreateEnvironmentPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listEnvironments = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listEnvironments',
    method: 'GET',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') } },
    retry: 'idempotent',
    source: 'published'
});
const getEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getEnvironment',
    method: 'GET',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') },
    retry: 'idempotent',
    source: 'published'
});
const archiveEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'archiveEnvironment',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/archive',
    params: ENV,
    query: {},
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listSnapshots = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listSnapshots',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}',
    params: ENV,
    query: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB, interval: { schema: { type: 'string' } }, reverse: { schema: { type: 'boolean' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotListItem') } },
    retry: 'idempotent',
    source: 'published'
});
const getSnapshot = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getSnapshot',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}/{snapshot_expression}',
    params: { ...ENV, snapshot_expression: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotResponse') },
    retry: 'idempotent',
    source: 'published'
});
const attachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attachPolicies',
    method: 'POST',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    // Attaching a policy that is attached already leaves it attached: safe to repeat.
    retry: 'idempotent',
    source: 'published'
});
const detachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'detachPolicies',
    method: 'DELETE',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 5755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_code_review)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/github/commit-range.ts
var commit_range = __webpack_require__(40017);
// EXTERNAL MODULE: ./src/clients/github/people.ts
var people = __webpack_require__(43743);
;// CONCATENATED MODULE: ./src/clients/github/four-eyes.ts

/**
 * The four-eyes rule over one pull request: it counts when it was merged and the latest
 * verdict of some reviewer is an approval (not dismissed, not followed by a request for
 * changes) by someone who is neither its author nor an author, committer or credited co-author
 * of any of its commits. A bot's approval is no second pair of eyes: it never counts.
 */
function fourEyes(detail) {
    const { found } = detail;
    const merged = found.state === 'MERGED';
    const makers = makersOf(detail);
    const author = detail.author.login?.toLowerCase();
    const approvals = detail.verdicts.filter((v) => v.state === 'APPROVED');
    const refused = [];
    const approvers = [];
    for (const approval of approvals) {
        const login = approval.username.toLowerCase();
        if ((0,people/* isBot */.w2)({ login: approval.username, type: approval.type }))
            refused.push(`${approval.username} (a bot)`);
        else if (login === author)
            refused.push(`${approval.username} (its author)`);
        else if (makers.has(login))
            refused.push(`${approval.username} (an author or committer of its commits)`);
        else
            approvers.push(approval.username);
    }
    const base = { url: found.url, title: found.title, merged, approvers };
    if (!merged)
        return { ...base, reviewed: false, why: `not merged (${found.state.toLowerCase()})` };
    if (approvers.length > 0)
        return { ...base, reviewed: true, why: '' };
    if (refused.length > 0)
        return { ...base, reviewed: false, why: `approved only by ${refused.join(', ')}` };
    const standing = detail.verdicts
        .filter((v) => v.state !== 'APPROVED')
        .map((v) => (v.state === 'DISMISSED' ? `${v.username}'s review was dismissed` : `${v.username} requested changes`));
    return { ...base, reviewed: false, why: standing.length > 0 ? `no standing approval: ${standing.join('; ')}` : 'no approval' };
}
/**
 * Everyone who made the change, by login: the commits' authors and committers as GitHub links
 * them, their no-reply addresses, and the co-authors their messages credit, matched by the
 * address of a commit whose account GitHub knows, or by a no-reply address.
 */
function makersOf(detail) {
    const makers = new Set();
    const byEmail = new Map();
    const add = (person) => {
        const login = person.login ?? (0,people/* loginOfNoReply */.aU)(person.email);
        if (!login)
            return;
        makers.add(login.toLowerCase());
        if (person.email)
            byEmail.set(person.email.toLowerCase(), login.toLowerCase());
    };
    for (const c of detail.commits) {
        add(c.author);
        add(c.committer);
    }
    for (const c of detail.commits)
        for (const coAuthor of c.coAuthors) {
            const login = coAuthor.login ?? byEmail.get(coAuthor.email?.toLowerCase() ?? '');
            if (login)
                makers.add(login.toLowerCase());
        }
    return makers;
}

// EXTERNAL MODULE: ./src/clients/github/pull-requests.ts + 2 modules
var pull_requests = __webpack_require__(74656);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/clients/github/code-review.ts





/**
 * Per commit, one list of pull requests (skipped for a commit that a passing pull request
 * already lists), and per merged pull request two lists (reviews, commits): 3 lists a commit
 * at most, when every commit was squashed from a pull request of its own, and two more looks
 * for the newest. The largest range then fits; only a runaway (a commit in many pull requests)
 * does not.
 */
const REVIEW_LIMITS = { maxLists: 3 * commit_range/* MAX_RANGE_COMMITS */.wu + 2, deadlineMs: 30 * 60_000, concurrency: 2 };
/** The range cost more than its limits allow; nothing was concluded. */
class ReviewLimitError extends util_errors/* LibraryError */.oM {
    reason;
    constructor(message, reason) {
        super(reason === 'deadline' ? 'timeout' : 'server', message);
        this.reason = reason;
        this.name = 'ReviewLimitError';
    }
}
/**
 * Reads the pull requests of every commit of a range (newest first) and judges each commit.
 * Each pull request is read once, however many commits it holds. Only the newest commit is
 * looked up again when GitHub lists none: GitHub can list a pull request merged just now late,
 * while an older commit without one was pushed straight to the branch.
 */
async function reviewCommits(api, commits, options) {
    const limits = { ...REVIEW_LIMITS, ...options.limits };
    const now = options.now ?? Date.now;
    const deadline = now() + limits.deadlineMs;
    let lists = 0;
    const spend = (count, what) => {
        if (now() > deadline)
            throw new ReviewLimitError(`reading the pull requests of ${commits.length} commits took longer than ${Math.round(limits.deadlineMs / 60_000)} minutes (stopped at ${what})`, 'deadline');
        lists += count;
        if (lists > limits.maxLists)
            throw new ReviewLimitError(`reading the pull requests of ${commits.length} commits needs more than ${limits.maxLists} requests to GitHub (stopped at ${what})`, 'lists');
    };
    const details = new Map();
    const verdicts = new Map();
    /** Commit → the merged pull requests read so far that list it among their commits. */
    const listedIn = new Map();
    const detail = (pull) => {
        const key = (0,pull_requests/* pullKey */.DR)(pull);
        let read = details.get(key);
        if (!read) {
            spend(2, `pull request ${pull.html_url}`);
            read = (0,pull_requests/* readPullRequest */.DQ)(api, pull, options.log).then((d) => {
                verdicts.set(key, fourEyes(d));
                for (const c of d.commits)
                    listedIn.set(c.sha, [...(listedIn.get(c.sha) ?? []), key]);
                return d;
            });
            details.set(key, read);
        }
        return read;
    };
    const passes = (sha) => (listedIn.get(sha) ?? []).some((key) => verdicts.get(key)?.reviewed);
    const reviewOne = async (commit, newest) => {
        let keys = [];
        if (!passes(commit.sha)) {
            spend(newest ? 3 : 1, `commit ${commit.sha}`);
            const pulls = await (0,pull_requests/* pullsOfCommit */.bU)(api, commit.sha, { log: options.log, attempts: newest ? undefined : 1, sleep: options.sleep });
            // Reviews matter only once merged: an open or closed pull request is judged without them.
            await Promise.all(pulls.filter(pull_requests/* isMerged */.TL).map(detail));
            for (const pull of pulls)
                if (!(0,pull_requests/* isMerged */.TL)(pull))
                    verdicts.set((0,pull_requests/* pullKey */.DR)(pull), unmerged(pull));
            keys = pulls.map(pull_requests/* pullKey */.DR);
        }
        keys = [...new Set([...keys, ...(listedIn.get(commit.sha) ?? [])])];
        const judged = keys.map((key) => verdicts.get(key)).filter(Boolean);
        const deciding = judged.find((v) => v.reviewed) ?? judged.find((v) => v.merged) ?? judged[0];
        return {
            sha: commit.sha,
            ...(deciding && { pullRequest: { url: deciding.url, title: deciding.title } }),
            pullRequests: judged.map((v) => v.url),
            ...(await makers(commit, keys, details)),
            author: '',
            approvers: deciding?.approvers ?? [],
            reviewed: deciding?.reviewed ?? false,
            why: deciding ? (deciding.reviewed ? '' : deciding.why) : 'no pull request: pushed straight to the branch'
        };
    };
    const reviews = new Array(commits.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        // One failure ends the reading: the others take no further commit.
        while (next < commits.length && !failed) {
            const index = next++;
            try {
                reviews[index] = await reviewOne(commits[index], index === 0);
            }
            catch (err) {
                failed = true;
                throw err;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, commits.length)) }, worker));
    options.log.debug(`read the pull requests of ${commits.length} commits with ${lists} list requests; ${details.size} pull requests read`);
    // Once all is read, so that a login learnt from one commit names another commit by the same address, whatever the order.
    const logins = new Map();
    for (const r of reviews)
        if (r.by?.login && r.by.email)
            logins.set(r.by.email.toLowerCase(), r.by.login);
    return reviews.map(({ by, via, ...review }) => ({ ...review, author: authorName(by, via, logins) }));
}
function unmerged(pull) {
    const state = pull.state?.toLowerCase() === 'open' ? 'open' : 'closed';
    return { url: pull.html_url, title: pull.title ?? '', merged: false, approvers: [], reviewed: false, why: `not merged (${state})` };
}
/** Who wrote and committed the commit: as the range says, with the login a pull request listing it links. */
async function makers(commit, keys, details) {
    let by = commit.author;
    let via = commit.committer;
    if (!by?.login) {
        for (const key of keys) {
            const listed = (await details.get(key))?.commits.find((c) => c.sha === commit.sha);
            if (listed) {
                by = { ...by, ...dropEmpty(listed.author) };
                via = { ...via, ...dropEmpty(listed.committer) };
                break;
            }
        }
    }
    return { by, via };
}
/**
 * Who wrote the commit, as a table shows it: GitHub's login where the range, a pull request or
 * another commit by the same address links one, else the name git records; a commit GitHub
 * made on its web pages says so.
 */
function authorName(by, via, logins) {
    const author = by && !by.login && by.email ? { ...by, login: logins.get(by.email.toLowerCase()) } : by;
    const name = (0,people/* displayName */.QC)(author);
    return (0,people/* isWebFlow */.Fg)(via) && !(0,people/* isWebFlow */.Fg)(author) ? `${name} (via web-flow)` : name;
}
function dropEmpty(person) {
    return Object.fromEntries(Object.entries(person).filter(([, v]) => v !== undefined && v !== ''));
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/clients/github/context.ts
var github_context = __webpack_require__(63061);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/operations/readers/code-review-report.ts








/** The attached file: every commit, however many. */
const REPORT_FILE = 'code-review.json';
/** What an auditor sees at once: the unreviewed commits first, then as many reviewed as fit. */
const SUMMARY_ROWS = 25;
/** Commits named one by one in the summary's facts, unreviewed ones; the rest are counted. */
const NAMED_UNREVIEWED = 20;
/** Left in `data_json` for the common fields (commit, repository, links) beside `user_data`. */
const COMMON_FIELDS_ROOM = 64 * 1024;
const RULE = 'reviewed: a merged pull request whose reviewer, as their latest verdict, approved it (not dismissed, not followed by a request for changes), and is neither its author nor an author, committer or co-author of its commits, nor a bot';
/** Unreviewed first, keeping the range's order (newest first) within each. */
function ordered(reviews) {
    return [...reviews.filter((r) => !r.reviewed), ...reviews.filter((r) => r.reviewed)];
}
function row(review) {
    return {
        sha: review.sha,
        pull_request: review.pullRequest?.url ?? null,
        author: review.author,
        approvers: review.approvers,
        verdict: review.reviewed ? 'reviewed' : 'not reviewed',
        ...(!review.reviewed && { why: review.why })
    };
}
const LISTED_BY = {
    clone: 'local clone',
    github: "GitHub's compare API",
    commit: 'commit alone'
};
function codeReviewReport(newest, start, range, reviews) {
    const unreviewed = reviews.filter((r) => !r.reviewed).map((r) => r.sha);
    const since = start.since;
    return {
        commit: newest,
        oldest_commit: start.oldest ?? since?.commit ?? null,
        ...(since && {
            since_environment: {
                environment: since.environment,
                snapshot: since.snapshot,
                artifact: since.name,
                fingerprint: since.fingerprint,
                commit: since.commit
            }
        }),
        listed_by: LISTED_BY[range.source],
        rule: RULE,
        commits: reviews.length,
        reviewed: reviews.length - unreviewed.length,
        unreviewed_commits: unreviewed,
        table: ordered(reviews).map(row)
    };
}
/**
 * The report as `user_data` holds it: whole when it fits the record beside the user's own data,
 * else every unreviewed row and as many reviewed ones as fit (the attached file has them all).
 */
function userDataReport(report, userData) {
    const budget = shapes/* PART_MAX_BYTES */.fV - COMMON_FIELDS_ROOM - (userData === undefined ? 0 : Buffer.byteLength(JSON.stringify(userData)));
    let size = Buffer.byteLength(JSON.stringify({ ...report, table: [], table_rows_omitted: report.table.length }));
    let kept = 0;
    for (const r of report.table) {
        const more = Buffer.byteLength(JSON.stringify(r)) + 1;
        if (size + more > budget)
            break;
        size += more;
        kept++;
    }
    return kept === report.table.length ? report : { ...report, table: report.table.slice(0, kept), table_rows_omitted: report.table.length - kept };
}
/**
 * The whole report, written where the runner keeps a job's temporary files (else the system's,
 * when RUNNER_TEMP is unset or cannot be written), to be attached.
 */
function writeReportFile(report) {
    const text = JSON.stringify(report, null, 2) + '\n';
    const places = [...new Set([process.env.RUNNER_TEMP, external_node_os_default().tmpdir()].filter((p) => !!p))];
    let problem;
    for (const place of places) {
        try {
            (0,external_node_fs_.mkdirSync)(place, { recursive: true });
            const file = external_node_path_default().join((0,external_node_fs_.mkdtempSync)(external_node_path_default().join(place, 'code-review-')), REPORT_FILE);
            (0,external_node_fs_.writeFileSync)(file, text);
            return file;
        }
        catch (err) {
            problem = err;
        }
    }
    throw (0,errors/* runnerProblem */.ge)(`the report to attach, ${REPORT_FILE}, was not written`, 'RUNNER_TEMP', places.join(' or '), problem);
}
/** The summary's own facts: what was covered, and which commits were not reviewed, before anything else. */
function reviewFacts(report, start, context) {
    const short = (sha) => sha.slice(0, 7);
    const unreviewed = report.unreviewed_commits;
    const first = unreviewed.slice(0, NAMED_UNREVIEWED);
    // Several links side by side, when the repository gives each commit its page.
    const names = context.repository ? first.map((sha) => ({ href: (0,github_context/* commitUrl */.Bg)(context, sha), text: short(sha) })) : first.map(short).join(', ');
    const since = start.since;
    const from = since
        ? `after ${short(since.commit)}, the commit of \`${since.name}\` running in \`${since.environment}\` (snapshot ${since.snapshot})`
        : start.oldest
            ? `after ${short(start.oldest)} (\`oldest-commit\`)`
            : start.sinceUnread
                ? `\`commit\` alone: a dry run does not read what runs in \`${start.sinceUnread}\``
                : '`commit` alone';
    return [
        ['Not reviewed', unreviewed.length === 0 ? 'none' : names],
        [
            'Not reviewed, besides',
            unreviewed.length > NAMED_UNREVIEWED ? `${unreviewed.length - NAMED_UNREVIEWED} more commits, in the attached ${REPORT_FILE}` : undefined
        ],
        ['Commits', `${report.commits} up to ${short(report.commit)}, ${from}; listed by the ${report.listed_by}`],
        ['Rule', RULE]
    ];
}
/** The table: unreviewed commits first, as many as one screen holds. */
function reviewTable(reviews, context) {
    const shown = ordered(reviews).slice(0, SUMMARY_ROWS);
    const rows = shown.map((r) => [
        (0,summary/* hash */.tW)(r.sha, (0,github_context/* commitUrl */.Bg)(context, r.sha)),
        r.pullRequest ? (0,summary/* link */.nf)(r.pullRequest.url, (0,util_text/* clip */.$Q)(`#${r.pullRequest.url.split('/').pop()} ${r.pullRequest.title}`, 60)) : 'none',
        r.author,
        r.approvers.join(', ') || 'nobody',
        r.reviewed ? '✅ reviewed' : `❌ not reviewed: ${r.why}`
    ]);
    const left = reviews.length - shown.length;
    if (left > 0) {
        const allReviewed = shown.some((r) => r.reviewed);
        rows.push([`… ${left} more${allReviewed ? ', all reviewed' : ''}`, '', '', '', `every commit is in the attached ${REPORT_FILE}`]);
    }
    return { head: ['Commit', 'Pull request', 'Author', 'Approved by', 'Verdict'], rows };
}

// EXTERNAL MODULE: ./src/clients/service/answers.ts
var answers = __webpack_require__(9403);
// EXTERNAL MODULE: ./src/clients/service/catalogue/environments.ts
var environments = __webpack_require__(78062);
;// CONCATENATED MODULE: ./src/operations/readers/since-environment.ts




/** The newest start of any of its instances: when the artifact began to run there. */
function startedAt(artifact) {
    const times = Array.isArray(artifact.creationTimestamp) ? artifact.creationTimestamp : [artifact.creationTimestamp ?? 0];
    return Math.max(0, ...times.filter((t) => typeof t === 'number' && Number.isFinite(t)));
}
/** The commit this flow records for the artifact: in its `flows`, else in the artifact's own fields. */
function commitInFlow(artifact, flow) {
    const entry = artifact.flows?.find((f) => f?.flow_name === flow);
    if (entry)
        return entry.git_commit ?? '';
    return artifact.flow_name === flow ? (artifact.git_commit ?? '') : undefined;
}
/**
 * The commit of the newest artifact of `flow` that runs in `environment`, from the
 * environment's latest snapshot (`GET /snapshots/{org}/{env_name}/-1`): it is what the next
 * release starts after. Undefined in a dry run, which sends nothing and so learns nothing.
 */
async function commitRunningIn(environment, flow, { client, org, log }) {
    const nothing = (why) => new errors/* ActionError */.lZ(
    // Asked of the service, which has no such environment: a request was sent, so no bad input.
    'not_found', `inputs \`since-environment\` and \`flow\`: ${why}; expected an environment where an artifact of flow \`${flow}\` runs, or \`oldest-commit\` instead`);
    let answer;
    try {
        answer = await client.call(environments/* getSnapshot */.dV, { org, env_name: environment, snapshot_expression: '-1' }, undefined, {
            reads: (data) => (0,answers/* notAnObject */.O)(data) ?? (Array.isArray(data.artifacts) ? undefined : 'it has no `artifacts` list')
        });
    }
    catch (err) {
        // The service answers 404 for an environment it does not have, and for one never reported.
        if ((0,errors/* isKnownError */.ux)(err) && err.kind === 'not_found')
            throw nothing(`environment \`${environment}\` does not exist in organization \`${org}\`, or nothing was ever reported to it (${err.message})`);
        throw err;
    }
    if (answer.dryRun) {
        log.warning(`dry run: the latest snapshot of \`${environment}\` is not read, so the review covers \`commit\` alone`);
        return undefined;
    }
    const snapshot = answer.data;
    const ours = snapshot.artifacts
        .filter((a) => a && typeof a === 'object' && (a.annotation?.now ?? 1) > 0)
        .map((a) => ({ artifact: a, commit: commitInFlow(a, flow) }))
        .filter((a) => a.commit !== undefined)
        .sort((a, b) => startedAt(b.artifact) - startedAt(a.artifact));
    const where = `environment \`${environment}\` (snapshot ${snapshot.index ?? 'latest'})`;
    if (ours.length === 0)
        throw nothing(`nothing of flow \`${flow}\` runs in ${where}: ${snapshot.artifacts.length} artifact(s), none of this flow`);
    const newest = ours[0];
    const name = newest.artifact.name ?? newest.artifact.fingerprint ?? 'the artifact';
    if (!patterns/* PATTERNS */.G3.commitSha.re.test(newest.commit))
        throw nothing(`the newest artifact of flow \`${flow}\` in ${where}, \`${name}\`, has no full commit recorded (${JSON.stringify(newest.commit.slice(0, 80))})`);
    return {
        environment,
        snapshot: snapshot.index ?? 0,
        name,
        fingerprint: newest.artifact.fingerprint ?? '',
        commit: newest.commit,
        ...(typeof snapshot.html_url === 'string' && { url: snapshot.html_url })
    };
}

// EXTERNAL MODULE: ./src/operations/readers/oldest-commit.ts
var oldest_commit = __webpack_require__(49758);
;// CONCATENATED MODULE: ./src/operations/attest-code-review.ts










const INPUTS = {
    'oldest-commit': {
        kind: 'string',
        pattern: patterns/* PATTERNS */.G3.commitSha,
        description: "The newest commit already released: the review covers the commits after it, up to commit (default: commit alone). GitHub's null commit (40 zeros: `github.event.before` of a push that created the branch) counts as none given"
    },
    'since-environment': {
        kind: 'string',
        pattern: patterns/* PATTERNS */.G3.environmentName,
        description: "Instead of oldest-commit: an environment; the review covers the commits after the commit of this flow's newest artifact running there (its latest snapshot), up to commit"
    }
};
const commits = (n) => `${n} commit${n === 1 ? '' : 's'}`;
/** The input that set where the range starts, for a message about the range. */
function rangeInput(settings) {
    return settings.since !== undefined ? '`since-environment`' : '`oldest-commit`';
}
/** Lists the range, naming the input behind a problem with it; nothing has been sent yet. */
async function listRange(settings, start, newest, tools) {
    const api = await tools.github();
    try {
        return await (0,commit_range/* commitRange */.R0)(tools.context, newest, start.oldest ?? start.since?.commit, api, tools.log);
    }
    catch (err) {
        if (!(err instanceof commit_range/* CommitRangeError */.H1))
            throw err;
        const input = rangeInput(settings);
        if (err.reason === 'not-ancestor') {
            const why = start.since
                ? `${err.message}: \`${start.since.name}\` running in \`${start.since.environment}\` was not built from a commit that \`commit\` descends from`
                : err.message;
            // With since-environment the start came from the service: `commit` clashes with what it holds, after a request.
            const kind = start.since ? 'conflict' : 'invalid_input';
            throw new errors/* ActionError */.lZ(kind, `inputs ${input} and \`commit\`: ${why}; expected \`commit\` to descend from the newest commit already released`, {
                cause: err
            });
        }
        if (err.reason === 'too-many')
            throw new errors/* ActionError */.lZ('invalid_input', `input ${input}: ${err.message}; expected a range of at most ${commit_range/* MAX_RANGE_COMMITS */.wu} commits: a later oldest commit`, {
                cause: err
            });
        throw new errors/* ActionError */.lZ('invalid_input', `input ${input}: ${err.message}. Check out the whole history (\`actions/checkout\` with \`fetch-depth: 0\`), or let the token read the repository (\`contents: read\`)`, { cause: err });
    }
}
/**
 * Four eyes on every change of a release: each commit from `oldest-commit` (or what runs in
 * `since-environment`) to `commit` reached the branch through a merged pull request that
 * someone other than its makers approved. Recorded as a generic attestation, with the table
 * in `user_data` and attached as JSON.
 */
/* harmony default export */ const attest_code_review = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-code-review',
    title: 'Code review attestation',
    description: 'Record whether every commit of a release reached the branch through a pull request approved by someone other than its authors',
    inputs: INPUTS,
    outputs: {
        commits: 'Number of commits in the range',
        unreviewed_commits: 'The commits not reviewed, full SHAs, comma-separated',
        compliant: 'true when every commit is reviewed, else false'
    },
    endpoint: attestations/* attestGeneric */.zp,
    commitFromEvidence: true,
    github: 'required',
    filesInput: 'attachments',
    read: (inputs) => {
        const oldest = (0,oldest_commit/* readOldestCommit */.v)(inputs.string('oldest-commit'));
        const settings = { oldest: oldest.commit, oldestWasNull: oldest.nullGiven, since: inputs.string('since-environment') };
        if (settings.oldest !== undefined && settings.since !== undefined)
            throw inputs.fail('since-environment', 'given together with `oldest-commit`', 'one of the two: where the range starts');
        return settings;
    },
    async evidence(settings, attestation, tools) {
        const { context, log } = tools;
        const newest = attestation.commit ?? context.sha;
        if (!newest)
            throw (0,errors/* invalidInput */.aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the newest commit of the release');
        const api = await tools.github();
        if (!api)
            throw (0,errors/* invalidInput */.aY)('github-token', 'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)', 'a token that can read pull requests (`pull-requests: read`, `contents: read`)');
        if (settings.oldestWasNull)
            (0,oldest_commit/* sayNullOldest */.o)(log, 'the review covers `commit` alone');
        const start = { oldest: settings.oldest };
        if (settings.since !== undefined) {
            start.since = await commitRunningIn(settings.since, attestation.flow, tools);
            if (!start.since)
                start.sinceUnread = settings.since;
        }
        const range = await listRange(settings, start, newest, tools);
        log.info(`reviewing ${commits(range.commits.length)} up to ${newest.slice(0, 7)}`);
        let reviews;
        try {
            reviews = await reviewCommits(api, range.commits, { log });
        }
        catch (err) {
            if (!(err instanceof ReviewLimitError))
                throw err;
            throw new errors/* ActionError */.lZ(err.reason === 'deadline' ? 'timeout' : 'invalid_input', `input ${rangeInput(settings)}: ${err.message}; expected a smaller range: a later oldest commit`, {
                cause: err
            });
        }
        const report = codeReviewReport(newest, start, range, reviews);
        const compliant = report.unreviewed_commits.length === 0;
        const file = writeReportFile(report);
        const userData = userDataReport(report, attestation.userData);
        const verdict = report.commits === 0
            ? 'no commit in the range'
            : compliant
                ? `${report.commits === 1 ? 'the one commit' : `all ${report.commits} commits`} reviewed`
                : `${report.unreviewed_commits.length} of ${commits(report.commits)} not reviewed`;
        return {
            data: {
                is_compliant: compliant,
                user_data: { code_review: userData, ...(attestation.userData !== undefined && { data: attestation.userData }) }
            },
            files: [file],
            commit: newest,
            compliant,
            outputs: { commits: report.commits, unreviewed_commits: report.unreviewed_commits.join(','), compliant: String(compliant) },
            summary: (prepared) => {
                const common = (0,attestation_summary/* attestationSummary */.h)('Code review', attestation, prepared, tools, compliant, [
                    ...reviewFacts(report, start, context),
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, context)
                ]);
                return {
                    ...common,
                    verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${verdict}; recorded in trail ${prepared.trail}` },
                    table: reviewTable(reviews, context)
                };
            }
        };
    }
}));


/***/ }),

/***/ 49758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ sayNullOldest),
/* harmony export */   v: () => (/* binding */ readOldestCommit)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);

/**
 * `oldest-commit` as the operations take it: GitHub's null commit (`github.event.before` of the
 * push that created the branch) is none given, as nothing was before it; `nullGiven` says so,
 * for `sayNullOldest` to tell the log once the step runs.
 */
function readOldestCommit(value) {
    return (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .isNullCommit */ .rl)(value) ? { nullGiven: true } : { commit: value, nullGiven: false };
}
/** Tells a person reading the log that the null commit was taken as none, and what the range then covers. */
function sayNullOldest(log, covers) {
    log.info(`\`oldest-commit\` is GitHub's null commit (the push created the branch, so nothing was before it): ${covers}`);
}


/***/ })

};
;