export const id = 549;
export const ids = [549];
export const modules = {

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   Mj: () => (/* binding */ gitHubError),
/* harmony export */   RG: () => (/* binding */ gitHubMessage)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

function isRequestFailure(err) {
    return err instanceof Error && typeof err.status === 'number';
}
/** The HTTP status GitHub answered a failed request with; undefined when none came back. */
function requestStatus(err) {
    return isRequestFailure(err) && err.response ? err.status : undefined;
}
/**
 * A failed GitHub request as an error the user can act on: the ones the user can fix (a token
 * refused, a permission missing, a repository out of sight) name `github-token` and the
 * permission to add. Anything that is not a failed request is returned as is: it is a bug.
 */
function gitHubError(err, read) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ || !isRequestFailure(err))
        return err;
    const { status, response } = err;
    const said = gitHubMessage(err);
    const permissions = read.permissions.map((p) => `\`${p}\``).join(' and ');
    if (!response) {
        const timedOut = /timeout|aborted/i.test(`${err.name} ${err.cause?.name ?? ''} ${err.message}`);
        return timedOut
            ? new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('timeout', `GitHub's API did not answer in time while reading ${read.what}`, { cause: err })
            : new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('network', `could not reach GitHub's API while reading ${read.what}: ${said}`, { cause: err });
    }
    if (isRateLimited(status, response.headers ?? {}, said)) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('rate_limited', `GitHub's API rate limit stopped reading ${read.what} (${status} ${said})${resetTime(response.headers ?? {})}; run the job again later`, { cause: err, status });
    }
    if (status === 401) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `input \`github-token\`: GitHub did not accept the token while reading ${read.what} (401 ${said}); expected a valid token, such as \`\${{ github.token }}\``, { cause: err, status });
    }
    if (status === 403) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `input \`github-token\`: the token may not read ${read.what} (403 ${said}); add ${permissions} to the job's \`permissions:\` (a job that lists permissions gets none of those it leaves out), or pass a token that can read them`, { cause: err, status });
    }
    if (status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `input \`github-token\`: GitHub answered 404 (${said}) for ${read.what}: it does not exist, or the token cannot see this repository; add ${permissions} to the job's \`permissions:\`, or pass a token that can read this repository`, { cause: err, status });
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorKindForStatus */ .QR)(status), `GitHub's API failed while reading ${read.what} (${status} ${said})`, { cause: err, status });
}
/** GitHub's own `message`, without the documentation link Octokit appends. */
function gitHubMessage(err) {
    const data = err.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string')
        return data.message;
    return err.message;
}
/** GitHub answers an exhausted (primary or secondary) rate limit with 403 or 429, not only 429. */
function isRateLimited(status, headers, said) {
    if (status === 429)
        return true;
    return status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(said));
}
function resetTime(headers) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? `; it resets at ${new Date(reset * 1000).toISOString()}` : '';
}


/***/ }),

/***/ 96549:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_pull_request)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/time.ts
/** An ISO 8601 time as GitHub writes it, in Unix seconds as the service takes them. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

;// CONCATENATED MODULE: ./src/github/reviews.ts

/**
 * The states that say where a reviewer stands. A later COMMENTED review leaves an approval
 * standing, as on GitHub's own page; PENDING is a draft nobody else can see; a dismissed
 * approval comes back as DISMISSED, so it no longer counts.
 */
const VERDICTS = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);
/**
 * The approvers of a pull request: each reviewer whose latest verdict is an approval, with
 * that review's time. As the reference client, only approvals are listed.
 */
function approversFromReviews(reviews) {
    const latest = new Map();
    reviews.forEach((review, order) => {
        const username = review.user?.login;
        const state = review.state?.toUpperCase();
        if (!username || !state || !VERDICTS.has(state))
            return;
        const at = unixSeconds(review.submitted_at) ?? 0;
        // Logins are case-insensitive. GitHub lists reviews oldest first; the time decides when it can.
        const key = username.toLowerCase();
        const seen = latest.get(key);
        if (!seen || at > seen.at || (at === seen.at && order > seen.order))
            latest.set(key, { username, state, at, order });
    });
    return [...latest.values()]
        .filter((v) => v.state === 'APPROVED')
        .sort((a, b) => a.at - b.at || a.order - b.order)
        .map((v) => ({ username: v.username, state: v.state, timestamp: v.at || null }));
}
/** An approval by someone other than the pull request's author: what `require-approval` asks. */
function hasIndependentApproval(pr) {
    const author = pr.author.toLowerCase();
    return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username.toLowerCase() !== author);
}

;// CONCATENATED MODULE: ./src/github/pull-requests.ts





/** GitHub lists at most this many commits of a pull request, however it is paged. */
const MAX_PR_COMMITS = 250;
/**
 * A commit merged to the default branch has one; one on a branch, the few open against it.
 * Beyond this, each would cost two more lists for nothing a reader could use.
 */
const MAX_PULLS = 100;
/** However many looks a caller asks for: the step must not wait on GitHub for minutes. */
const MAX_ATTEMPTS = 10;
const SHA1 = /^[0-9a-f]{40}$/;
const QUIET = { info: () => { }, debug: () => { }, warning: () => { }, error: () => { } };
const DEFAULTS = { attempts: 3, delayMs: 5_000, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
/**
 * The pull requests that contain a commit, each with its approvers and commits, as the
 * service's `pull_requests` take them. None found is an empty list, after looking again.
 */
async function pullRequestsForCommit(api, sha, options = {}) {
    const log = options.log ?? QUIET;
    const pulls = await listPulls(api, sha, {
        attempts: options.attempts ?? DEFAULTS.attempts,
        delayMs: options.delayMs ?? DEFAULTS.delayMs,
        sleep: options.sleep ?? DEFAULTS.sleep,
        log
    });
    const found = [];
    for (const pull of pulls)
        found.push(await foundPullRequest(api, pull, log));
    return found;
}
async function listPulls(api, sha, options) {
    const read = { what: `the pull requests of commit ${sha}`, permissions: ['contents: read', 'pull-requests: read'] };
    const asked = Number.isFinite(options.attempts) ? Math.floor(options.attempts) : DEFAULTS.attempts;
    const attempts = Math.min(Math.max(1, asked), MAX_ATTEMPTS);
    for (let look = 1;; look++) {
        const list = () => api.paginate('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, { maxItems: MAX_PULLS });
        const pulls = (await request(list, read, (err) => unknownCommit(err, sha)));
        if (pulls.length >= MAX_PULLS)
            options.log.warning(`commit ${sha} is in ${MAX_PULLS} or more pull requests: the attestation records the first ${MAX_PULLS} GitHub lists`);
        if (pulls.length > 0 && look > 1)
            options.log.debug(`GitHub listed the pull requests of commit ${sha} on look ${look}`);
        if (pulls.length > 0 || look >= attempts)
            return unique(pulls);
        options.log.info(`GitHub lists no pull request for commit ${sha} yet (look ${look} of ${attempts}); it can list a just-merged one late, so looking again in ${Math.round(options.delayMs / 1000)} s`);
        await options.sleep(options.delayMs);
    }
}
async function foundPullRequest(api, pull, log) {
    const head = pull.head?.ref ?? '';
    const params = { ...pullRepository(pull), pull_number: pull.number };
    const what = `pull request #${pull.number}`;
    const [reviews, commits] = await Promise.all([
        request(() => api.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params), {
            what: `the reviews of ${what}`,
            permissions: ['pull-requests: read']
        }),
        request(() => api.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', params, { maxItems: MAX_PR_COMMITS }), {
            what: `the commits of ${what}`,
            permissions: ['contents: read', 'pull-requests: read']
        })
    ]);
    if (commits.length >= MAX_PR_COMMITS)
        log.warning(`${pull.html_url}: GitHub lists only the first ${MAX_PR_COMMITS} commits of a pull request; the attestation records those`);
    const merged = unixSeconds(pull.merged_at);
    return {
        url: pull.html_url,
        // As the reference client records it: GitHub's GraphQL names, where merged is a state of its own.
        state: merged !== undefined ? 'MERGED' : pull.state?.toLowerCase() === 'open' ? 'OPEN' : 'CLOSED',
        // A deleted account shows as `ghost` on GitHub.
        author: pull.user?.login ?? 'ghost',
        title: pull.title ?? '',
        created_at: unixSeconds(pull.created_at) ?? 0,
        merged_at: merged ?? null,
        head_ref: head,
        // The branch it merges into, as the reference client records it.
        ...(pull.base?.ref && { base_ref: pull.base.ref }),
        // Until it is merged, `merge_commit_sha` is only GitHub's test merge: not a commit of the history.
        merge_commit: merged !== undefined && SHA1.test(pull.merge_commit_sha ?? '') ? pull.merge_commit_sha : null,
        approvers: approversFromReviews(reviews),
        commits: commits.map((c) => commitInfo(c, head))
    };
}
/** The repository a pull request belongs to, which may not be the run's own. */
function pullRepository(pull) {
    const repo = pull.base?.repo;
    return repo?.name && repo.owner?.login ? { owner: repo.owner.login, repo: repo.name } : {};
}
function commitInfo(c, branch) {
    const author = c.commit?.author;
    const verification = c.commit?.verification;
    const info = {
        sha1: c.sha,
        // The headline, as the reference client records a pull request's commits.
        message: c.commit?.message?.split('\n', 1)[0].trim() ?? null,
        author: author?.name !== undefined || author?.email !== undefined ? `${author?.name ?? ''} <${author?.email ?? ''}>` : null,
        author_username: c.author?.login ?? null,
        timestamp: unixSeconds(author?.date) ?? null,
        url: c.html_url ?? null,
        parents: c.parents?.map((p) => p.sha) ?? null,
        branch
    };
    if (verification && typeof verification.verified === 'boolean') {
        info.verified = verification.verified;
        // GraphQL's names (VALID, UNSIGNED...), which the reference client sends; REST has them in lower case.
        if (verification.reason)
            info.signature_state = verification.reason.toUpperCase();
    }
    return info;
}
async function request(call, read, special) {
    try {
        return await call();
    }
    catch (err) {
        throw special?.(err) ?? (0,github_errors/* gitHubError */.Mj)(err, read);
    }
}
/** GitHub answers 422 for a commit it does not have: pushed nowhere, or mistyped. */
function unknownCommit(err, sha) {
    if ((0,github_errors/* requestStatus */.G2)(err) !== 422)
        return undefined;
    return new errors/* ActionError */.lZ('invalid_input', `input \`commit\`: GitHub does not know commit ${sha} in this repository (422 ${(0,github_errors/* gitHubMessage */.RG)(err)}); expected a commit pushed to GitHub`, { cause: err, status: 422 });
}
/** Pages can shift while they are read; a pull request listed twice is one. */
function unique(pulls) {
    const seen = new Set();
    return pulls.filter((p) => !seen.has(p.html_url) && seen.add(p.html_url));
}

// EXTERNAL MODULE: ./src/service/catalogue/attestations.ts
var attestations = __webpack_require__(45010);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
// EXTERNAL MODULE: ./src/operations/attestation.ts + 1 modules
var attestation = __webpack_require__(17728);
;// CONCATENATED MODULE: ./src/operations/attest-pull-request.ts





/**
 * The pull requests that brought a commit in, read from GitHub's REST API (so GitHub
 * Enterprise Server works too), with their reviews and commits. Compliant when at least one
 * is found; with `require-approval`, only when each was approved by someone other than its
 * author.
 */
/* harmony default export */ const attest_pull_request = ((0,attestation/* attestationOperation */.K)({
    name: 'attest-pull-request',
    title: 'Pull request attestation',
    description: "Record the pull requests that brought the commit in, with their reviews, from GitHub's API",
    inputs: {
        'require-approval': {
            kind: 'boolean',
            default: 'false',
            description: 'true makes the attestation compliant only when every pull request has an approving review by someone other than its author'
        },
        'fail-on-non-compliant': {
            kind: 'boolean',
            default: 'true',
            description: 'Fail the step when the attestation is not compliant (the evidence is recorded either way)'
        }
    },
    outputs: {
        pull_requests: 'Number of pull requests found for the commit',
        pull_request_urls: 'Their URLs, one per line',
        compliant: 'true or false'
    },
    endpoint: attestations/* attestPullRequest */.AN,
    github: 'required',
    read: (inputs) => ({
        requireApproval: inputs.boolean('require-approval') ?? false,
        failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
    }),
    async evidence({ requireApproval, failOnNonCompliant }, attestation, { context, log, github }) {
        const commit = attestation.commit ?? context.sha;
        if (!commit)
            throw new errors/* ActionError */.lZ('invalid_input', "input `commit`: not given and the workflow's commit (GITHUB_SHA) is unknown; expected the commit whose pull requests to record");
        const api = await github();
        if (!api)
            throw new errors/* ActionError */.lZ('invalid_input', 'input `github-token`: the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set); expected a token that can read pull requests');
        const pullRequests = await pullRequestsForCommit(api, commit, { log });
        const unapproved = pullRequests.filter((pr) => !hasIndependentApproval(pr));
        const compliant = pullRequests.length > 0 && (!requireApproval || unapproved.length === 0);
        const why = pullRequests.length === 0
            ? `no pull request contains commit ${commit.slice(0, 7)}`
            : `not approved by someone other than its author: ${unapproved.map((pr) => pr.url).join(', ')}`;
        return {
            data: { git_provider: 'github', pull_requests: pullRequests },
            commit,
            compliant,
            outputs: {
                pull_requests: pullRequests.length,
                pull_request_urls: pullRequests.map((pr) => pr.url).join('\n'),
                compliant: String(compliant)
            },
            facts: [
                ['Pull requests', pullRequests.length === 0 ? 'none found' : String(pullRequests.length)],
                ['Approval required', requireApproval ? 'yes: by someone other than the author' : undefined]
            ],
            table: {
                head: ['Pull request', 'State', 'Author', 'Approved by'],
                rows: pullRequests.map((pr) => [
                    (0,summary/* link */.nf)(pr.url, pr.title || pr.url),
                    pr.state,
                    pr.author,
                    (pr.approvers ?? [])
                        .filter((a) => a.state === 'APPROVED')
                        .map((a) => a.username)
                        .join(', ') || 'nobody'
                ])
            },
            // The evidence is recorded either way; a commit that fails the rule then fails the step,
            // unless told not to: the service itself cannot know of `require-approval`.
            failure: compliant || !failOnNonCompliant
                ? undefined
                : new errors/* ActionError */.lZ('non_compliant', `pull request attestation \`${attestation.name}\` is not compliant: ${why} (recorded; set \`fail-on-non-compliant: false\` to go on)`)
        };
    }
}));


/***/ }),

/***/ 17728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ attestationOperation)
});

// EXTERNAL MODULE: ./src/operations/attestation-inputs.ts + 1 modules
var attestation_inputs = __webpack_require__(40920);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(19556);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(28855);
;// CONCATENATED MODULE: ./src/operations/attestation-summary.ts


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,summary/* hash */.tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,summary/* hash */.tW)(prepared.commit, (0,github_context/* commitUrl */.Bg)(context, prepared.commit)) : undefined],
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

// EXTERNAL MODULE: ./src/operations/groups.ts
var groups = __webpack_require__(41472);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(91983);
;// CONCATENATED MODULE: ./src/operations/attestation.ts




/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,types/* serviceOperation */.F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ...groups/* ATTESTATION_INPUTS */.Le, ...def.inputs },
        outputs: { ...groups/* ATTESTATION_OUTPUTS */.Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => ({
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            attestation: (0,attestation_inputs/* readAttestationInputs */.eK)(inputs),
            own: await def.read(inputs, common)
        }),
        async run({ attestation, own }, tools) {
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,attestation_inputs/* prepareAttestation */.md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...attestationSummary(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...attestationFacts(settings, prepared, tools.context)
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

/***/ 45010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86623);



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
    source: 'published',
    deviation: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it'
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


/***/ })

};
