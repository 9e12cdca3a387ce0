"use strict";
exports.id = 8469;
exports.ids = [8469];
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

/***/ 26257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ writeRunnerTempFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);




/**
 * Writes a file the step made (evidence to attach, a report) into a new folder under the
 * runner's RUNNER_TEMP. A runner that cannot keep it is the runner's problem, said as one
 * (`runner`), never as a bad input: the workflow's inputs were fine.
 */
function writeRunnerTempFile(prefix, name, content, what) {
    const base = process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
    let file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, `${prefix}*`, name);
    try {
        file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, prefix)), name);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, content);
        return file;
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerProblem */ .ge)(what, 'RUNNER_TEMP', file, err);
    }
}


/***/ }),

/***/ 48469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _action_runner_temp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26257);
/* harmony import */ var _clients_github_attestations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43775);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75443);
/* harmony import */ var _clients_sigstore_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37055);
/* harmony import */ var _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50896);
/* harmony import */ var _clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14670);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38770);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(49997);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(30694);
/* harmony import */ var _action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(54980);
/* harmony import */ var _readers_input_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(57471);
/* harmony import */ var _readers_trust_root_input_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(34457);














const INPUTS = {
    'attestation-bundle': {
        kind: 'path',
        description: "The Sigstore bundle of the artifact's build provenance: the bundle-path output of actions/attest-build-provenance (JSON or JSON Lines). Default: the artifact's attestations listed by GitHub's API (needs attestations: read)"
    },
    'trusted-root': {
        kind: 'path',
        description: "A Sigstore trusted_root.json to verify against, for GitHub Enterprise Server or offline use (default: Sigstore's public-good trust root and GitHub's, fetched through TUF)"
    }
};
/** attest-build-provenance writes a few KiB a bundle; a file of many subjects stays far below this. */
const MAX_BUNDLE_BYTES = 5 * 1024 * 1024;
/** Every bundle of the file, each read whole before anything is sent; a problem names the input. */
function readBundleFile(file) {
    const text = (0,_readers_input_files_js__WEBPACK_IMPORTED_MODULE_11__/* .readInputFile */ .j)('attestation-bundle', file, MAX_BUNDLE_BYTES, `${_clients_sigstore_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .BUNDLE_EXPECTED */ .AE}, at most ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_13__/* .formatBytes */ .z3)(MAX_BUNDLE_BYTES)}`).toString('utf8');
    try {
        return (0,_clients_sigstore_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .parseBundles */ .zT)(text).map(_clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .readCandidate */ .G9);
    }
    catch (err) {
        if (err instanceof _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .SigstoreError */ .Fd)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('attestation-bundle', `${file}: ${err.message}`, err.expected);
        throw err;
    }
}
/** The bundles GitHub keeps for the artifact; one GitHub lists that is not a readable bundle is left out, and said. */
async function fromGitHub(tools, fingerprint) {
    const api = await tools.github();
    if (!api)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('attestation-bundle', "not given, and GitHub's API is not available to list the artifact's attestations (no `github-token`, or GITHUB_REPOSITORY is not set)", 'the bundle-path output of actions/attest-build-provenance, or a token that may read attestations (`permissions: attestations: read`)');
    const listed = await (0,_clients_github_attestations_js__WEBPACK_IMPORTED_MODULE_2__/* .listAttestations */ .el)(api, fingerprint);
    const candidates = [];
    const ids = [];
    let unreadable = 0;
    for (const entry of listed) {
        try {
            candidates.push((0,_clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .readCandidate */ .G9)((0,_clients_sigstore_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .toDsseBundle */ .rF)(entry.bundle)));
            ids.push(entry.id);
        }
        catch (err) {
            if (!(err instanceof _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .SigstoreError */ .Fd))
                throw err;
            unreadable++;
            tools.log.debug(`an attestation GitHub lists for sha256:${fingerprint} is left out: ${err.message}`);
        }
    }
    return { candidates, ids, unreadable };
}
/** GitHub's page for an attestation it keeps; the repository's list of them when the listing gave no id. */
function gitHubAttestationPage(context, id) {
    return (0,_clients_github_attestations_js__WEBPACK_IMPORTED_MODULE_2__/* .attestationPage */ .oy)(context.serverUrl, context.repository ?? '', id);
}
const RESULT = (passed) => (passed === true ? '✅ passed' : passed === false ? '❌ failed' : '➖ not checked');
/** The file to attach: the given one as it is, or the bundle GitHub keeps, written out. */
function attachmentFor(chosen, bundleFile) {
    if (bundleFile)
        return [bundleFile];
    if (!chosen)
        return [];
    return [(0,_action_runner_temp_js__WEBPACK_IMPORTED_MODULE_1__/* .writeRunnerTempFile */ .O)('provenance-', 'attestation.sigstore.json', JSON.stringify(chosen.bundle.json, null, 2), 'the provenance bundle to attach')];
}
/**
 * Build provenance: a Sigstore bundle of SLSA provenance, checked to be about this artifact and
 * signed for a workflow of this repository, and verified (certificate chain, transparency log)
 * with sigstore-js. Compliant exactly when every check passes; the bundle is attached.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_attestation_operation_js__WEBPACK_IMPORTED_MODULE_10__/* .attestationOperation */ .K)({
    name: 'attest-provenance',
    title: 'Build provenance',
    description: "Record the artifact's build provenance: a Sigstore bundle checked to name the artifact and this repository, and verified",
    inputs: INPUTS,
    outputs: {
        attestation_url: "GitHub's page of the attestation, or its transparency-log entry",
        predicate_type: "The in-toto statement's predicate type",
        signer_workflow: "The workflow that signed: the signing certificate's SAN",
        compliant: 'true when every check passed, else false'
    },
    endpoint: _clients_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_4__/* .attestGeneric */ .zp,
    filesInput: 'attestation-bundle',
    read(inputs) {
        // About an artifact, always: what else would its provenance be checked against?
        (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__/* .readArtifactRef */ ._4)(inputs, { required: true });
        const bundleFile = inputs.path('attestation-bundle');
        const trustFile = inputs.path('trusted-root');
        return {
            bundleFile,
            candidates: bundleFile === undefined ? undefined : readBundleFile(bundleFile),
            trustRoot: trustFile === undefined ? undefined : (0,_readers_trust_root_input_js__WEBPACK_IMPORTED_MODULE_12__/* .readTrustRootFile */ .b)(trustFile)
        };
    },
    async evidence(settings, attestation, tools) {
        const { context } = tools;
        const repository = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .repositoryUrl */ .Ek)(context);
        if (!repository)
            throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', 'GITHUB_REPOSITORY is not set, so the repository the provenance must name is unknown; expected to run in a GitHub Actions workflow');
        const fingerprint = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__/* .resolveFingerprint */ .JI)(attestation.artifact, { githubToken: tools.common.githubToken, log: tools.log });
        const fromApi = settings.candidates ? undefined : await fromGitHub(tools, fingerprint);
        const candidates = settings.candidates ?? fromApi.candidates;
        const expected = { fingerprint, repositoryUrl: repository, repositoryId: context.repositoryId, serverUrl: context.serverUrl };
        const examined = candidates.length === 0 ? [] : await (0,_clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .examine */ .sb)(candidates, expected, await (0,_readers_trust_root_input_js__WEBPACK_IMPORTED_MODULE_12__/* .trustRoots */ .m)(settings.trustRoot, tools));
        const chosen = (0,_clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .chooseBundle */ .W8)(examined);
        const url = !chosen ? undefined : fromApi ? gitHubAttestationPage(context, fromApi.ids[examined.indexOf(chosen)]) : chosen.logUrl;
        const none = {
            name: 'Attestation',
            passed: false,
            detail: `GitHub lists no ${fromApi?.unreadable ? 'readable ' : ''}provenance attestation for sha256:${fingerprint} in ${context.repository}`,
            by: 'action'
        };
        const checks = chosen?.checks ?? [none];
        const compliant = chosen?.compliant ?? false;
        const signer = chosen?.certificate.subjectAlternativeName;
        const predicateType = chosen?.statement.predicateType;
        const provenance = {
            source: fromApi ? 'github' : 'attestation-bundle',
            bundles_examined: examined.length,
            ...(chosen && {
                media_type: chosen.bundle.mediaType,
                predicate_type: predicateType,
                subjects: chosen.statement.subjects,
                signer_workflow: signer,
                source_repository: chosen.certificate.sourceRepositoryUri,
                source_repository_ref: chosen.certificate.sourceRepositoryRef,
                source_repository_digest: chosen.certificate.sourceRepositoryDigest,
                build_config: chosen.certificate.buildConfigUri,
                run_invocation: chosen.certificate.runInvocationUri,
                certificate_authority: chosen.certificate.authority,
                transparency_log_entry: chosen.logUrl
            }),
            ...(url && { attestation_url: url }),
            checks: checks.map((c) => ({ check: c.name, passed: c.passed ?? null, detail: c.detail, by: c.by }))
        };
        return {
            data: {
                is_compliant: compliant,
                ...(url && { external_urls: { ...attestation.externalUrls, attestation_url: { href: url } } }),
                user_data: { provenance, ...(attestation.userData !== undefined && { data: attestation.userData }) }
            },
            files: attachmentFor(chosen, settings.bundleFile),
            fingerprint,
            compliant,
            outputs: { attestation_url: url ?? '', predicate_type: predicateType ?? '', signer_workflow: signer ?? '', compliant: String(compliant) },
            facts: [
                [
                    'Provenance',
                    `${examined.length} bundle(s) from ${fromApi ? "GitHub's attestations" : '`attestation-bundle`'}${examined.length > 1 ? '; the one shown is the first that passes, else the closest' : ''}`
                ],
                ['Signed by', signer],
                ['Attestation', url ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .link */ .nf)(url, url) : undefined]
            ],
            table: { head: ['Check', 'Result', 'Detail'], rows: checks.map((c) => [c.name, RESULT(c.passed), c.detail]) }
        };
    }
}));


/***/ })

};
;