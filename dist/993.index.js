export const id = 993;
export const ids = [993];
export const modules = {

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
;// CONCATENATED MODULE: ./src/github/pull-requests.ts
async function pullRequestsForCommit(api, sha, options) {
    options.log.debug(`pull requests of ${sha}`);
    const pulls = (await api.get('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }));
    return pulls.map((p) => ({ url: p.html_url, state: p.merged_at ? 'merged' : p.state, author: p.user.login, title: p.title, created_at: Date.parse(p.created_at) / 1000, merged_at: p.merged_at ? Date.parse(p.merged_at) / 1000 : null, head_ref: p.head.ref, merge_commit: p.merge_commit_sha, approvers: [], commits: [] }));
}
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
