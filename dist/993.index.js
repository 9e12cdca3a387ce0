export const id = 993;
export const ids = [993];
export const modules = {

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ gitHubRefusal)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/**
 * What GitHub's refusal means for the person who set up the workflow: the token, and the
 * permission the job needs. An answer that is no refusal stays as it was.
 */
function gitHubRefusal(err, what, permission) {
    const status = err?.status;
    if (status === 401)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `input \`github-token\`: GitHub refused the token while reading ${what} (HTTP 401); expected a valid token, e.g. the default \`\${{ github.token }}\``, { cause: err });
    if (status === 403 || status === 404) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `input \`github-token\`: GitHub answered ${status} while reading ${what}; the job needs \`permissions: ${permission}\` (and the token must see this repository)`, { cause: err });
    }
    return err;
}


/***/ }),

/***/ 8993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_pull_request)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/pull-requests.ts

const seconds = (date) => (date ? Math.floor(Date.parse(date) / 1000) : undefined);
/** The latest review of each reviewer decides: an approval later dismissed or overruled counts no more. */
function approvers(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        if (!review.user || !['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'].includes(review.state))
            continue;
        latest.set(review.user.login, review);
    }
    return [...latest.values()].filter((r) => r.state === 'APPROVED').map((r) => ({ username: r.user.login, state: 'APPROVED', timestamp: seconds(r.submitted_at) ?? null }));
}
/** A pull request's commit as the service records it; the message is its first line, as the reference client sends it. */
function commitInfo(commit, branch) {
    const author = commit.commit.author;
    const verification = commit.commit.verification;
    return {
        sha1: commit.sha,
        message: commit.commit.message.split('\n')[0],
        ...(author?.name !== undefined && { author: `${author.name} <${author.email ?? ''}>` }),
        ...(commit.author?.login && { author_username: commit.author.login }),
        ...(author?.date && { timestamp: seconds(author.date) }),
        branch,
        url: commit.html_url,
        ...(verification && { verified: verification.verified === true, signature_state: (verification.reason ?? '').toUpperCase() })
    };
}
async function evidenceOf(api, pull) {
    const [reviews, commits] = await Promise.all([
        api.list('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { pull_number: pull.number }),
        // GitHub lists at most 250 commits of a pull request.
        api.list('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { pull_number: pull.number }, 250)
    ]);
    return {
        url: pull.html_url,
        // As the reference client names them: MERGED, OPEN or CLOSED.
        state: pull.merged_at ? 'MERGED' : pull.state.toUpperCase(),
        author: pull.user?.login ?? '',
        title: pull.title,
        created_at: seconds(pull.created_at) ?? 0,
        ...(pull.merged_at && { merged_at: seconds(pull.merged_at) }),
        head_ref: pull.head.ref,
        merge_commit: pull.merged_at ? pull.merge_commit_sha : null,
        approvers: approvers(reviews),
        commits: commits.map((c) => commitInfo(c, pull.head.ref))
    };
}
/**
 * The pull requests that contain a commit, with their reviews and commits, from GitHub's REST
 * API (so GitHub Enterprise Server works as well as github.com). An empty list is asked for
 * again, a bounded number of times, before it is believed.
 */
async function pullRequestsForCommit(api, sha, options) {
    const { log, attempts = 3, delayMs = 2000, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
    try {
        let pulls = [];
        for (let attempt = 1; attempt <= attempts; attempt++) {
            pulls = (await api.list('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, 100));
            if (pulls.length > 0 || attempt === attempts)
                break;
            log.info(`No pull request lists commit ${sha.slice(0, 7)} yet; GitHub can be slow to list one just merged. Asking again in ${delayMs / 1000} s.`);
            await sleep(delayMs * attempt);
        }
        return await Promise.all(pulls.map((pull) => evidenceOf(api, pull)));
    }
    catch (err) {
        throw (0,github_errors/* gitHubRefusal */.C)(err, `the pull requests of commit ${sha}`, 'pull-requests: read (and contents: read)');
    }
}
/** Approved by someone other than its author, in each reviewer's latest word. */
function hasIndependentApproval(pr) {
    return (pr.approvers ?? []).some((a) => a.state === 'APPROVED' && a.username !== pr.author);
}

// EXTERNAL MODULE: ./src/service/catalogue/attestations.ts
var attestations = __webpack_require__(5010);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(8855);
// EXTERNAL MODULE: ./src/operations/attestation-inputs.ts + 1 modules
var attestation_inputs = __webpack_require__(920);
// EXTERNAL MODULE: ./src/operations/attestation-summary.ts
var attestation_summary = __webpack_require__(8409);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/attest-pull-request.ts







/**
 * The pull requests that brought a commit in, read from GitHub's REST API (so GitHub
 * Enterprise Server works too), with their reviews and commits. Compliant when at least one
 * is found; with `require-approval`, only when each was approved by someone other than its
 * author.
 */
/* harmony default export */ const attest_pull_request = ((0,types/* serviceOperation */.F0)({
    endpoint: attestations/* attestPullRequest */.AN,
    github: 'required',
    read: (inputs) => ({ attestation: (0,attestation_inputs/* readAttestationInputs */.eK)(inputs), requireApproval: inputs.boolean('require-approval') ?? false, failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true }),
    async run({ attestation, requireApproval, failOnNonCompliant }, tools) {
        const { context, log, github } = tools;
        const commit = attestation.commit ?? context.sha;
        if (!commit)
            throw new errors/* ActionError */.lZ('invalid_input', "input `commit`: not given and the workflow's commit (GITHUB_SHA) is unknown; expected the commit whose pull requests to record");
        const api = await github();
        if (!api)
            throw new errors/* ActionError */.lZ('invalid_input', 'input `github-token`: the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set); expected a token that can read pull requests');
        const pullRequests = await pullRequestsForCommit(api, commit, { log });
        const unapproved = pullRequests.filter((pr) => !hasIndependentApproval(pr));
        const compliant = pullRequests.length > 0 && (!requireApproval || unapproved.length === 0);
        const prepared = await (0,attestation_inputs/* prepareAttestation */.md)({ ...attestation, commit }, tools);
        await tools.client.call(attestations/* attestPullRequest */.AN, { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, git_provider: 'github', pull_requests: pullRequests }, ...(prepared.attachment && { attachment_file: prepared.attachment }) });
        const why = pullRequests.length === 0 ? `no pull request contains commit ${commit.slice(0, 7)}` : `not approved by someone other than its author: ${unapproved.map((pr) => pr.url).join(', ')}`;
        return {
            outputs: { pull_requests: pullRequests.length, pull_request_urls: pullRequests.map((pr) => pr.url).join('\n'), compliant: String(compliant), fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
            summary: {
                ...(0,attestation_summary/* attestationSummary */.h)('Pull request attestation', attestation, prepared, tools, compliant, [
                    ['Pull requests', pullRequests.length === 0 ? 'none found' : String(pullRequests.length)],
                    ['Approval required', requireApproval ? 'yes: by someone other than the author' : undefined],
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, context)
                ]),
                table: {
                    head: ['Pull request', 'State', 'Author', 'Approved by'],
                    rows: pullRequests.map((pr) => [(0,summary/* link */.nf)(pr.url, pr.title || pr.url), pr.state, pr.author, (pr.approvers ?? []).filter((a) => a.state === 'APPROVED').map((a) => a.username).join(', ') || 'nobody'])
                }
            },
            // The evidence is recorded either way; a commit that fails the rule then fails the step,
            // unless told not to: the service itself cannot know of `require-approval`.
            failure: compliant || !failOnNonCompliant ? undefined : new errors/* ActionError */.lZ('non_compliant', `pull request attestation \`${attestation.name}\` is not compliant: ${why} (recorded; set \`fail-on-non-compliant: false\` to go on)`)
        };
    }
}));


/***/ })

};
