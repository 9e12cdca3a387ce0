"use strict";
exports.id = 6131;
exports.ids = [6131,9754];
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

/***/ 46131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DH: () => (/* binding */ approvers),
  dJ: () => (/* binding */ prepareApproval),
  HG: () => (/* binding */ readApprovalInputs)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/github/commit-range.ts
var commit_range = __webpack_require__(40017);
;// CONCATENATED MODULE: ./src/operations/readers/approval-commits.ts


/**
 * The commits an approval covers: from `newest` back to, not including, `oldest`, newest
 * first. The clone answers when it has the range; a shallow clone falls back to GitHub's
 * compare API.
 */
async function approvalCommitList(ctx, newest, oldest, api, log) {
    try {
        return (await (0,commit_range/* commitRange */.R0)(ctx, newest, oldest, api, log)).commits.map((c) => c.sha);
    }
    catch (err) {
        if (!(err instanceof commit_range/* CommitRangeError */.H1))
            throw err;
        log.debug(err.message);
        if (err.reason !== 'unavailable')
            throw new errors/* ActionError */.lZ('invalid_input', `input \`oldest-commit\`: ${err.message}`, { cause: err });
        throw new errors/* ActionError */.lZ('invalid_input', `input \`oldest-commit\`: the commits from ${oldest} to ${newest} are not in the local clone${api ? ' and the GitHub compare API did not list them' : ' and no `github-token` is available to ask GitHub'}. Check out the full history with \`actions/checkout\` and \`fetch-depth: 0\`.`, { cause: err });
    }
}

// EXTERNAL MODULE: ./src/operations/readers/oldest-commit.ts
var oldest_commit = __webpack_require__(49758);
// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/clients/github/environment-reviews.ts

/**
 * The deployment reviews of a workflow run for one environment, read from the run's review
 * history. GitHub compares environment names without regard to case, and so does this.
 */
async function environmentReviews(api, runId, environment) {
    let history;
    try {
        history = (await api.paginate('GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals', { run_id: runId }));
    }
    catch (err) {
        throw (0,github_errors/* gitHubError */.Mj)(err, { what: `the deployment reviews of workflow run ${runId}`, permissions: ['actions: read'] });
    }
    const wanted = environment.toLowerCase();
    const found = new Map();
    const reviews = { approved: [], rejected: [], environmentsFound: [] };
    for (const entry of history) {
        const names = (entry.environments ?? []).map((e) => e?.name).filter((n) => typeof n === 'string' && n !== '');
        for (const name of names)
            if (!found.has(name.toLowerCase()))
                found.set(name.toLowerCase(), name);
        const login = entry.user?.login;
        // `pending` entries are comments left without a decision: neither approval nor rejection.
        const state = entry.state?.toLowerCase();
        const list = state === 'approved' ? reviews.approved : state === 'rejected' ? reviews.rejected : undefined;
        if (!login || !list || !names.some((n) => n.toLowerCase() === wanted))
            continue;
        // Each job that deploys to the environment is reviewed on its own: a reviewer counts once.
        if (!list.some((r) => r.login.toLowerCase() === login.toLowerCase()))
            list.push({ login, comment: entry.comment ?? '' });
    }
    reviews.environmentsFound = [...found.values()];
    return reviews;
}

// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
;// CONCATENATED MODULE: ./src/operations/readers/approval-inputs.ts






function readApprovalInputs(inputs, common) {
    const environment = inputs.string('environment');
    const approversFrom = inputs.choice('approvers-from');
    const oldest = (0,oldest_commit/* readOldestCommit */.v)(inputs.string('oldest-commit'));
    const settings = {
        artifact: (0,artifact_input/* readArtifactRef */._4)(inputs, { required: true }),
        environment,
        description: inputs.string('description') ?? '',
        oldestCommit: oldest.commit,
        ...(oldest.nullGiven && { oldestWasNull: true }),
        newestCommit: inputs.string('newest-commit'),
        approversFrom,
        approvedBy: inputs.string('approved-by'),
        approvalUrl: inputs.string('approval-url'),
        comment: inputs.string('comment') ?? '',
        userData: inputs.jsonData('user-data')
    };
    if (approversFrom === 'environment-reviews') {
        settings.githubEnvironment = inputs.string('github-environment') ?? environment;
        if (!settings.githubEnvironment)
            throw inputs.fail('github-environment', 'required by `approvers-from: environment-reviews` (or `environment`) but neither is given', 'the name of the GitHub environment the deploy job runs in');
        if (settings.approvedBy !== undefined)
            throw inputs.fail('approved-by', 'given together with `approvers-from: environment-reviews`, which takes the approvers from GitHub', 'one of the two');
        if (!common.githubToken)
            throw (0,errors/* invalidInput */.aY)('github-token', 'required by `approvers-from: environment-reviews` but empty', 'a token with `actions: read`, e.g. the default `${{ github.token }}`');
    }
    return settings;
}
/**
 * The approvers: the workflow's actor (or `approved-by`), or the approved reviews of this
 * run's deployment to a protected GitHub environment. A rejected review, or no review for
 * that environment, is an error that says what was looked for and what was found.
 */
async function approvals(settings, { context, github }) {
    const url = settings.approvalUrl ?? context.runUrl ?? '';
    if (settings.approversFrom === 'actor') {
        const approvedBy = settings.approvedBy ?? context.actor;
        if (!approvedBy)
            throw (0,errors/* invalidInput */.aY)('approved-by', "not given and the workflow's actor (GITHUB_ACTOR) is unknown", 'the name of the approver');
        return [{ state: 'APPROVED', comment: settings.comment, approved_by: approvedBy, approval_url: url }];
    }
    const api = await github();
    if (!api || !context.runId)
        throw new errors/* ActionError */.lZ('invalid_input', "`approvers-from: environment-reviews` reads this run's deployment reviews from GitHub, but GITHUB_REPOSITORY or GITHUB_RUN_ID is not set: run it in a GitHub Actions job");
    const environment = settings.githubEnvironment;
    const reviews = await environmentReviews(api, context.runId, environment);
    if (reviews.rejected.length > 0) {
        throw new errors/* ActionError */.lZ('non_compliant', `the deployment to GitHub environment \`${environment}\` was rejected by ${reviews.rejected.map((r) => r.login).join(', ')}; nothing is recorded as approved`);
    }
    if (reviews.approved.length === 0) {
        const found = reviews.environmentsFound.length > 0
            ? `reviews were found for ${reviews.environmentsFound.map((e) => `\`${e}\``).join(', ')}`
            : 'this run has no deployment reviews at all';
        throw (0,errors/* invalidInput */.aY)('github-environment', `no approved review of this run's deployment to \`${environment}\`: ${found}`, 'the environment of a job behind required reviewers (`environment:` in the workflow), or `approvers-from: actor`');
    }
    return reviews.approved.map((r) => ({ state: 'APPROVED', comment: r.comment || settings.comment, approved_by: r.login, approval_url: url }));
}
/** Everything both operations send, resolved from the clone, GitHub and the artifact. */
async function prepareApproval(settings, tools) {
    const { context, log, github, common } = tools;
    const newest = settings.newestCommit ?? context.sha;
    if (!newest || !patterns/* PATTERNS */.G3.commitSha.re.test(newest)) {
        throw (0,errors/* invalidInput */.aY)('newest-commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", patterns/* PATTERNS */.G3.commitSha.expected);
    }
    if (settings.oldestWasNull)
        (0,oldest_commit/* sayNullOldest */.o)(log, 'the approval covers `newest-commit` alone');
    const entries = await approvals(settings, tools);
    const fingerprint = await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log });
    const commits = await approvalCommitList(context, newest, settings.oldestCommit, await github(), log);
    if (commits.length === 0) {
        throw (0,errors/* invalidInput */.aY)('oldest-commit', `equals \`newest-commit\` (${newest}): the approval would cover no commit`, 'a commit older than the newest');
    }
    return { fingerprint, commits, newest, approvals: entries };
}
function approvers(record) {
    return record.approvals.map((a) => a.approved_by).join(',');
}


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