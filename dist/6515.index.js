"use strict";
exports.id = 6515;
exports.ids = [6515];
exports.modules = {

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

/***/ 16515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63061);
/* harmony import */ var _clients_github_repo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77308);
/* harmony import */ var _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75443);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25833);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38770);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(30694);
/* harmony import */ var _readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(40517);
/* harmony import */ var _readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24304);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(18667);











// An override carries what an attestation does, except attachments.
const { attachments: _attachments, ...ATTESTATION_FIELDS } = _action_input_groups_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTESTATION_INPUTS */ .Le;
const INPUTS = {
    ...ATTESTATION_FIELDS,
    trail: { ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTESTATION_INPUTS */ .Le.trail, required: true, description: 'Trail name (default: KOSLI_TRAIL)' },
    'attestation-name': { ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTESTATION_INPUTS */ .Le['attestation-name'], description: 'The attestation to override' },
    'original-attestation-type': {
        kind: 'string',
        required: true,
        description: 'The type of the attestation overridden: generic, junit, snyk, pull_request, jira, sonar, or custom:<type name>'
    },
    reason: { kind: 'string', required: true, description: 'Why the compliance is overridden' },
    compliant: { kind: 'boolean', required: true, description: 'The new compliance status: true or false' }
};
function readAttestationType(inputs) {
    const name = 'original-attestation-type';
    const expected = `one of ${_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_TYPES */ .ZX.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``;
    const value = inputs.required(name);
    const known = _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_TYPES */ .ZX.find((t) => t === value);
    if (known)
        return known;
    if (value.startsWith('custom:') && _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.attestationTypeName.re.test(value.slice('custom:'.length)))
        return value;
    throw inputs.fail(name, `\`${value}\` is not an attestation type`, expected);
}
/** Overrides the compliance of an attestation in a trail, with the reason on record. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_10__/* .serviceOperation */ .F0)({
    name: 'override-attestation',
    title: 'Attestation override',
    description: 'Override the compliance of an attestation in a trail, with the reason on record',
    inputs: INPUTS,
    outputs: { fingerprint: 'The artifact fingerprint the override is about, when it names one' },
    endpoint: _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__/* .overrideAttestation */ .FU,
    github: 'optional',
    read: (inputs) => ({
        flow: inputs.required('flow'),
        trail: inputs.required('trail'),
        attestationName: inputs.required('attestation-name'),
        originalType: readAttestationType(inputs),
        reason: inputs.required('reason'),
        compliant: inputs.requiredBoolean('compliant'),
        artifact: (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_6__/* .readArtifactRef */ ._4)(inputs, { required: false }),
        targetArtifacts: inputs.list('target-artifacts'),
        originUrl: inputs.string('origin-url'),
        description: inputs.string('description'),
        commit: inputs.string('commit'),
        externalUrls: (0,_readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readExternalUrls */ .M)(inputs),
        annotations: (0,_readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readAnnotations */ .t)(inputs),
        userData: inputs.jsonData('user-data')
    }),
    async run(settings, { client, org, context, log, github, common, app }) {
        const fingerprint = settings.artifact ? await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveFingerprint */ .JI)(settings.artifact, { githubToken: common.githubToken, log }) : undefined;
        const commit = settings.commit ?? context.sha;
        const gitCommit = commit ? await (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .gitCommitInfo */ .O)(context, commit, await github(), log) : undefined;
        await client.call(_clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_3__/* .overrideAttestation */ .FU, { org, flow_name: settings.flow, trail_name: settings.trail }, {
            ...(0,_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .attestationFields */ .WW)(settings.attestationName, settings, {
                originUrl: settings.originUrl ?? context.runUrl,
                fingerprint,
                gitCommit,
                repo: (0,_clients_github_repo_js__WEBPACK_IMPORTED_MODULE_2__/* .repoInfo */ .L)(context)
            }),
            original_attestation_type: settings.originalType,
            reason: settings.reason,
            new_compliance_status: settings.compliant,
            ...(settings.userData !== undefined && { user_data: settings.userData })
        });
        return {
            outputs: { fingerprint: fingerprint ?? '' },
            summary: {
                title: `Attestation override ${settings.attestationName}`,
                verdict: { ok: settings.compliant, text: `Now ${settings.compliant ? 'compliant' : 'not compliant'}, overridden in trail ${settings.trail}` },
                record: { href: app.trail(org, settings.flow, settings.trail), text: 'trail in the app' },
                facts: [
                    ['Flow / trail', `${settings.flow} / ${settings.trail}`],
                    ['Original type', settings.originalType],
                    ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
                    ['Reason', settings.reason],
                    ['Artifact', fingerprint ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .hash */ .tW)(fingerprint) : undefined],
                    ['Commit', commit ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .hash */ .tW)(commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_1__/* .commitUrl */ .Bg)(context, commit)) : undefined]
                ]
            }
        };
    }
}));


/***/ })

};
;