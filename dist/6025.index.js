"use strict";
exports.id = 6025;
exports.ids = [6025];
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

/***/ 36025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75443);
/* harmony import */ var _action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54980);


/** A yes-or-no attestation: whatever the workflow checked, with its evidence attached. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationOperation */ .K)({
    name: 'attest-generic',
    title: 'Generic attestation',
    description: 'Record a yes-or-no attestation in a trail: whatever the workflow checked, with its evidence attached',
    inputs: {
        compliant: { kind: 'boolean', required: true, description: 'Whether the attestation is compliant: true or false' }
    },
    outputs: {},
    endpoint: _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_0__/* .attestGeneric */ .zp,
    read: (inputs) => ({ compliant: inputs.requiredBoolean('compliant') }),
    evidence: ({ compliant }) => ({ data: { is_compliant: compliant }, compliant })
}));


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