"use strict";
exports.id = 7441;
exports.ids = [7441];
exports.modules = {

/***/ 97441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_github_pull_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74656);
/* harmony import */ var _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75443);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38770);
/* harmony import */ var _action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54980);





/**
 * The pull requests that brought a commit in, read from GitHub's REST API (so GitHub
 * Enterprise Server works too), with their reviews and commits. Compliant when at least one
 * is found; with `require-approval`, only when each was approved by someone other than its
 * author.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_4__/* .attestationOperation */ .K)({
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
    endpoint: _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_2__/* .attestPullRequest */ .AN,
    commitFromEvidence: true,
    github: 'required',
    read: (inputs) => ({
        requireApproval: inputs.boolean('require-approval') ?? false,
        failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true
    }),
    async evidence({ requireApproval, failOnNonCompliant }, attestation, { context, log, github }) {
        const commit = attestation.commit ?? context.sha;
        if (!commit)
            throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', "input `commit`: not given and the workflow's commit (GITHUB_SHA) is unknown; expected the commit whose pull requests to record");
        const api = await github();
        if (!api)
            throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', 'input `github-token`: the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set); expected a token that can read pull requests');
        const pullRequests = await (0,_clients_github_pull_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestsForCommit */ .U_)(api, commit, { log });
        const unapproved = pullRequests.filter((pr) => !(0,_clients_github_pull_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .hasIndependentApproval */ .O)(pr));
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
                    (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(pr.url, pr.title || pr.url),
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
                : new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('non_compliant', `pull request attestation \`${attestation.name}\` is not compliant: ${why} (recorded; set \`fail-on-non-compliant: false\` to go on)`)
        };
    }
}));


/***/ })

};
;