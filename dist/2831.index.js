"use strict";
exports.id = 2831;
exports.ids = [2831];
exports.modules = {

/***/ 54980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40517);
/* harmony import */ var _operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73074);
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96563);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18667);






/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => {
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            const attestation = (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs);
            const own = await def.read(inputs, common);
            // Once every input is good, git reads the commit while the step loads what sends it and
            // gathers the evidence; the run's read of that commit takes the answer.
            if (!def.commitFromEvidence) {
                const context = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunContext */ .$p)();
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(context, attestation.commit ?? context.sha);
            }
            return { attestation, own };
        },
        async run({ attestation, own }, tools) {
            // GitHub is asked for the commit now, to answer while the evidence is gathered and the
            // artifact fingerprinted: its round trip is most of an attestation's wait.
            if (!def.commitFromEvidence)
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(tools.context, attestation.commit ?? tools.context.sha, await tools.github());
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareAttestation */ .md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationSummary */ .h)(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationFacts */ .S)(settings, prepared, tools.context)
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

/***/ 43743:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ isWebFlow),
/* harmony export */   QC: () => (/* binding */ displayName),
/* harmony export */   Xt: () => (/* binding */ coAuthors),
/* harmony export */   aU: () => (/* binding */ loginOfNoReply),
/* harmony export */   w2: () => (/* binding */ isBot)
/* harmony export */ });
/* unused harmony export WEB_FLOW */
/** The account GitHub commits as when a change is made or merged on its web pages. */
const WEB_FLOW = 'web-flow';
/** The address of that account's commits, for clones that know no login. */
const WEB_FLOW_EMAIL = 'noreply@github.com';
/** A GitHub App's account (`dependabot[bot]`), or one GitHub types as a bot. */
function isBot(person) {
    if (!person)
        return false;
    return person.type === 'Bot' || /\[bot\]$/i.test(person.login ?? '');
}
function isWebFlow(person) {
    if (!person)
        return false;
    return person.login?.toLowerCase() === WEB_FLOW || person.email?.toLowerCase() === WEB_FLOW_EMAIL;
}
/**
 * The login a GitHub no-reply address stands for (`12345+ada@users.noreply.github.com`, or the
 * older `ada@users.noreply.github.com`): the one address that names an account by itself.
 */
function loginOfNoReply(email) {
    const match = /^(?:\d+\+)?([a-z\d](?:[a-z\d-]{0,38})(?:\[bot\])?)@users\.noreply\.github\.com$/i.exec(email?.trim() ?? '');
    return match?.[1];
}
/**
 * The co-authors a commit message credits (`Co-authored-by: Name <email>` trailers, as GitHub
 * reads them: any case, anywhere in the final paragraph or beyond). At most 100: a message is
 * the author's to write, and no change has more.
 */
function coAuthors(message) {
    const found = [];
    for (const match of (message ?? '').matchAll(/^[ \t]*co-authored-by:[ \t]*([^<\n]*?)[ \t]*<([^>\n]+)>[ \t]*$/gim)) {
        found.push({ name: match[1] || undefined, email: match[2].trim(), login: loginOfNoReply(match[2]) });
        if (found.length >= 100)
            break;
    }
    return found;
}
/** How a person reads in a table: the login, else the name, else the address; bots and GitHub's web merges said so. */
function displayName(person) {
    if (!person)
        return 'unknown';
    if (isWebFlow(person))
        return 'GitHub (web-flow)';
    const name = person.login ?? person.name ?? person.email ?? 'unknown';
    return isBot(person) && !/\[bot\]$/i.test(name) ? `${name} (bot)` : name;
}


/***/ }),

/***/ 74656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* reexport */ hasIndependentApproval),
  TL: () => (/* binding */ isMerged),
  DR: () => (/* binding */ pullKey),
  U_: () => (/* binding */ pullRequestsForCommit),
  bU: () => (/* binding */ pullsOfCommit),
  DQ: () => (/* binding */ readPullRequest)
});

// EXTERNAL MODULE: ./src/clients/github/errors.ts
var errors = __webpack_require__(2071);
// EXTERNAL MODULE: ./src/clients/github/people.ts
var people = __webpack_require__(43743);
;// CONCATENATED MODULE: ./src/clients/github/time.ts
/** An ISO 8601 time as GitHub writes it, in Unix seconds as the service takes them. */
function unixSeconds(iso) {
    if (!iso)
        return undefined;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

;// CONCATENATED MODULE: ./src/clients/github/reviews.ts

/**
 * The states that say where a reviewer stands. A later COMMENTED review leaves an approval
 * standing, as on GitHub's own page; PENDING is a draft nobody else can see; a dismissed
 * approval comes back as DISMISSED, so it no longer counts.
 */
const VERDICTS = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);
/**
 * Each reviewer's latest verdict, oldest first. A later COMMENTED review leaves a verdict
 * standing; a dismissed approval comes back as DISMISSED.
 */
function latestVerdicts(reviews) {
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
            latest.set(key, { username, state, at, order, ...(review.user?.type !== undefined && { type: review.user.type }) });
    });
    return [...latest.values()].sort((a, b) => a.at - b.at || a.order - b.order).map(({ order: _order, ...verdict }) => verdict);
}
/**
 * The approvers of a pull request: each reviewer whose latest verdict is an approval, with
 * that review's time. As the reference client, only approvals are listed.
 */
function approversFromReviews(reviews) {
    return latestVerdicts(reviews)
        .filter((v) => v.state === 'APPROVED')
        .map((v) => ({ username: v.username, state: v.state, timestamp: v.at || null }));
}
/** An approval by someone other than the pull request's author: what `require-approval` asks. */
function hasIndependentApproval(pr) {
    const author = pr.author.toLowerCase();
    return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username.toLowerCase() !== author);
}

;// CONCATENATED MODULE: ./src/clients/github/pull-requests.ts






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
        found.push((await readPullRequest(api, pull, log)).found);
    return found;
}
/** The pull requests GitHub lists for a commit, unread; none is an empty list, after looking `attempts` times. */
async function pullsOfCommit(api, sha, options = {}) {
    return listPulls(api, sha, {
        attempts: options.attempts ?? DEFAULTS.attempts,
        delayMs: options.delayMs ?? DEFAULTS.delayMs,
        sleep: options.sleep ?? DEFAULTS.sleep,
        log: options.log ?? QUIET
    });
}
/** `owner/repo#number`: one pull request, however many commits list it. */
function pullKey(pull) {
    const params = pullRepository(pull);
    const [owner, repo] = params.owner !== undefined ? [params.owner, params.repo] : pull.html_url.split('/').slice(3, 5);
    return `${String(owner).toLowerCase()}/${String(repo).toLowerCase()}#${pull.number}`;
}
function isMerged(pull) {
    return unixSeconds(pull.merged_at) !== undefined;
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
/** A pull request with its reviews and commits (two lists, each paged). */
async function readPullRequest(api, pull, log = QUIET) {
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
    const found = {
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
    return {
        found,
        author: { login: pull.user?.login ?? 'ghost', type: pull.user?.type },
        verdicts: latestVerdicts(reviews),
        commits: commits.map(commitPeople)
    };
}
function commitPeople(c) {
    const person = (account, git) => ({
        login: account?.login,
        type: account?.type,
        name: git?.name,
        email: git?.email
    });
    return {
        sha: c.sha,
        author: person(c.author, c.commit?.author),
        committer: person(c.committer, c.commit?.committer),
        coAuthors: (0,people/* coAuthors */.Xt)(c.commit?.message)
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
        throw special?.(err) ?? (0,errors/* gitHubError */.Mj)(err, read);
    }
}
/** GitHub answers 422 for a commit it does not have: pushed nowhere, or mistyped. */
function unknownCommit(err, sha) {
    if ((0,errors/* requestStatus */.G2)(err) !== 422)
        return undefined;
    return new errors/* GitHubError */.y_('invalid_input', `input \`commit\`: GitHub does not know commit ${sha} in this repository (422 ${(0,errors/* gitHubMessage */.RG)(err)}); expected a commit pushed to GitHub`, { cause: err, status: 422 });
}
/** Pages can shift while they are read; a pull request listed twice is one. */
function unique(pulls) {
    const seen = new Set();
    return pulls.filter((p) => !seen.has(p.html_url) && seen.add(p.html_url));
}


/***/ }),

/***/ 75443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   Fd: () => (/* binding */ attestSonar),
/* harmony export */   _M: () => (/* binding */ attestJira),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS = {
    pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
    custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
};
/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation(id, type, schema) {
    const deviation = DEVIATIONS[type];
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'POST',
        path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
        params: TRAIL,
        query: NONE,
        body: attestationBody(schema),
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'when-unprocessed',
        source: 'published',
        ...(deviation !== undefined && { deviation })
    });
}
const attestGeneric = trailAttestation('attestGeneric', 'generic', 'GenericAttestationPostInput');
const attestJunit = trailAttestation('attestJunit', 'junit', 'JUnitAttestationPostInput');
const attestPullRequest = trailAttestation('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput');
const attestSonar = trailAttestation('attestSonar', 'sonar', 'SonarAttestationPostInput');
const attestJira = trailAttestation('attestJira', 'jira', 'JiraAttestationPostInput');
const attestCustom = trailAttestation('attestCustom', 'custom', 'CustomAttestationPostInput');
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


/***/ }),

/***/ 73074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
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


/***/ })

};
;