export const id = 25;
export const ids = [25];
export const modules = {

/***/ 6025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5010);
/* harmony import */ var _attestation_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(920);
/* harmony import */ var _attestation_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8409);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);




/** A yes-or-no attestation: whatever the workflow checked, with its evidence attached. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceOperation */ .F0)({
    endpoint: _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_0__/* .attestGeneric */ .zp,
    github: 'optional',
    read: (inputs) => ({ attestation: (0,_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readAttestationInputs */ .eK)(inputs), compliant: inputs.requiredBoolean('compliant') }),
    async run({ attestation, compliant }, tools) {
        const prepared = await (0,_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .prepareAttestation */ .md)(attestation, tools);
        await tools.client.call(_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_0__/* .attestGeneric */ .zp, { org: tools.org, flow_name: attestation.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, is_compliant: compliant }, ...(prepared.attachment && { attachment_file: prepared.attachment }) });
        return {
            outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail },
            summary: (0,_attestation_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .attestationSummary */ .h)('Generic attestation', attestation, prepared, tools, compliant, (0,_attestation_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .attestationFacts */ .S)(attestation, prepared, tools.context))
        };
    }
}));


/***/ }),

/***/ 8409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8855);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
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
