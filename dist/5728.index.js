"use strict";
exports.id = 5728;
exports.ids = [5728];
exports.modules = {

/***/ 91061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U_: () => (/* binding */ attestArtifact),
/* harmony export */   h7: () => (/* binding */ latestCommit)
/* harmony export */ });
/* unused harmony exports getArtifact, listArtifacts, getArtifactsByCommit */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const FLOW = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName };
const attestArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestArtifact',
    method: 'POST',
    path: '/artifacts/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('CreateArtifact') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const getArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getArtifact',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/fingerprint/{fingerprint}',
    params: { ...FLOW, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint },
    query: {
        trail: { schema: { type: 'string' } },
        attestation_id: { schema: { type: 'string', pattern: '^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{8}$' } }
    },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ArtifactResponse') },
    retry: 'idempotent',
    source: 'published'
});
const latestCommit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'latestCommit',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/{fingerprint}/latest_commit',
    params: { ...FLOW, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprintPrefix },
    query: { branch: { schema: { type: 'string' } } },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('LatestCommitResponse') },
    retry: 'idempotent',
    source: 'spec+published',
    deviation: 'the spec accepts a fingerprint prefix of 5 to 64 hex characters; the document only a full 64'
});
/**
 * What the reference client's `list artifacts` calls. The document's `ArtifactListItemResponse`
 * is not among the extracted components, so its required fields are written here.
 */
const listArtifacts = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listArtifacts',
    method: 'GET',
    path: '/artifacts/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: { flow_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName.re.source } }, repo_name: { schema: { type: 'string' } }, ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB },
    responses: { 200: { type: 'array', items: { type: 'object', required: ['id', 'fingerprint', 'filename', 'created_at', 'last_modified_at', 'evidence'] } } },
    retry: 'idempotent',
    source: 'published'
});
/** What the reference client's `get artifact FLOW:COMMIT` calls: the artifacts built from a commit. */
const getArtifactsByCommit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getArtifactsByCommit',
    method: 'GET',
    path: '/artifacts/{org}/{flow_name}/commit_sha/{commit_sha}',
    params: { ...FLOW, commit_sha: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.searchValue },
    query: { trail: { schema: { type: 'string' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ArtifactResponse') } },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 75728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78055);
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _clients_github_repo_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77308);
/* harmony import */ var _clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(91061);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25833);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(38770);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(30694);
/* harmony import */ var _readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(40517);
/* harmony import */ var _readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(24304);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(18667);













/** Records a built artifact in its trail, under its name in the flow template. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_12__/* .serviceOperation */ .F0)({
    name: 'attest-artifact',
    title: 'Artifact attestation',
    description: 'Record a built artifact in its trail, under its name in the flow template',
    inputs: {
        flow: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .ATTESTATION_INPUTS */ .Le.flow,
        trail: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .ATTESTATION_INPUTS */ .Le.trail,
        'artifact-name': {
            kind: 'string',
            pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__/* .PATTERNS */ .G3.templateReferenceName,
            required: true,
            description: 'The artifact name in the flow template'
        },
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .ARTIFACT_INPUTS */ .vD,
        'display-name': { kind: 'string', description: 'The name shown for the artifact (default: the base name of artifact-path, else artifact-name)' },
        commit: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .ATTESTATION_INPUTS */ .Le.commit,
        'build-url': { kind: 'string', description: 'The build that made the artifact (default: this run)' },
        annotations: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .ATTESTATION_INPUTS */ .Le.annotations,
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .EXTERNAL_URLS_INPUT */ .s8,
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_11__/* .USER_DATA_INPUT */ .um
    },
    outputs: { fingerprint: 'The artifact fingerprint recorded', trail: 'The trail name used' },
    endpoint: _clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_5__/* .attestArtifact */ .U_,
    github: 'optional',
    read: (inputs) => {
        const artifactName = inputs.required('artifact-name', "(the artifact's name in the flow template)");
        const artifact = (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_8__/* .readArtifactRef */ ._4)(inputs, { required: true });
        return {
            flow: inputs.required('flow'),
            trail: inputs.string('trail'),
            artifactName,
            artifact,
            // What people see in the service: the file's or folder's name, or the image as named.
            displayName: inputs.string('display-name') ?? ('path' in artifact ? node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(artifact.path) : 'image' in artifact ? artifact.image : artifactName),
            commit: inputs.string('commit'),
            buildUrl: inputs.string('build-url'),
            annotations: (0,_readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_10__/* .readAnnotations */ .t)(inputs),
            externalUrls: (0,_readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_10__/* .readExternalUrls */ .M)(inputs),
            userData: inputs.jsonData('user-data')
        };
    },
    async run(settings, { client, org, context, log, github, common, app }) {
        const trail = (0,_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .trailOf */ .Q0)(settings.trail, context.sha);
        const commit = settings.commit ?? context.sha;
        if (!commit)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__/* .PATTERNS */ .G3.commitSha.expected);
        const buildUrl = settings.buildUrl ?? context.runUrl;
        if (!buildUrl)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('build-url', "not given and this run's URL is unknown (GITHUB_REPOSITORY, GITHUB_RUN_ID)", 'the URL of the build that made the artifact');
        const fingerprint = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_8__/* .resolveFingerprint */ .JI)(settings.artifact, { githubToken: common.githubToken, log });
        const gitCommit = await (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .gitCommitInfo */ .O)(context, commit, await github(), log);
        const repo = (0,_clients_github_repo_js__WEBPACK_IMPORTED_MODULE_4__/* .repoInfo */ .L)(context);
        const repoUrl = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryUrl */ .Ek)(context);
        await client.call(_clients_service_catalogue_artifacts_js__WEBPACK_IMPORTED_MODULE_5__/* .attestArtifact */ .U_, { org, flow_name: settings.flow }, {
            fingerprint,
            filename: settings.displayName,
            build_url: buildUrl,
            commit_url: (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .commitUrl */ .Bg)(context, commit) ?? '',
            trail_name: trail,
            template_reference_name: settings.artifactName,
            git_commit: commit,
            git_commit_info: gitCommit,
            ...(repo && { repo_info: repo }),
            ...(repoUrl && { repo_url: repoUrl }),
            ...(settings.annotations && { annotations: settings.annotations }),
            ...(settings.externalUrls && { external_urls: settings.externalUrls }),
            ...(settings.userData !== undefined && { user_data: settings.userData })
        });
        return {
            outputs: { fingerprint, trail },
            summary: {
                title: `Artifact ${settings.artifactName}`,
                verdict: { ok: true, text: `Recorded ${settings.displayName} in trail ${trail}` },
                record: { href: app.artifact(org, settings.flow, fingerprint), text: 'artifact in the app' },
                facts: [
                    ['Flow / trail', `${settings.flow} / ${trail}`],
                    ['Fingerprint', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .hash */ .tW)(fingerprint)],
                    ['Commit', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .hash */ .tW)(commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .commitUrl */ .Bg)(context, commit))],
                    ['Build', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_7__/* .link */ .nf)(buildUrl, buildUrl)]
                ]
            }
        };
    }
}));


/***/ })

};
;