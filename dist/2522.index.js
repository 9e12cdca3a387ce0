"use strict";
exports.id = 2522;
exports.ids = [2522];
exports.modules = {

/***/ 82522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   signStatement: () => (/* binding */ signStatement)
/* harmony export */ });
/* harmony import */ var _sigstore_bundle__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61040);
/* harmony import */ var _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15179);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70017);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50896);
/* harmony import */ var _statement_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44646);





/** Replaces every copy of the token in a text: sigstore-js puts a token it cannot read into its error. */
function scrub(text, token) {
    return token ? text.split(token).join('***') : text;
}
function statusOf(err) {
    const cause = err.cause;
    return typeof cause?.statusCode === 'number' ? cause.statusCode : undefined;
}
const STEP = {
    CA_CREATE_SIGNING_CERTIFICATE_ERROR: 'the certificate authority (Fulcio) did not issue a signing certificate',
    TLOG_CREATE_ENTRY_ERROR: 'the transparency log (Rekor) did not record the signature',
    TLOG_FETCH_ENTRY_ERROR: 'the transparency log (Rekor) did not give back the existing entry',
    TSA_CREATE_TIMESTAMP_ERROR: 'the timestamp authority did not timestamp the signature',
    IDENTITY_TOKEN_READ_ERROR: "the job's OIDC token could not be had",
    IDENTITY_TOKEN_PARSE_ERROR: "the job's OIDC token is not a JWT"
};
/**
 * Signs an in-toto statement keyless, as actions/attest does: an ephemeral key, certified by
 * the instance's Fulcio for the job's OIDC identity, signs a DSSE envelope, and the instance's
 * Rekor (or timestamp authority) witnesses it. The Sigstore bundle, as JSON (v0.3).
 */
async function signStatement(statement, instance, options) {
    let token;
    const identityProvider = {
        getToken: async () => (token ??= await options.identityToken())
    };
    const http = { timeout: options.timeoutMs, retry: { retries: options.retries } };
    const witnesses = [];
    if (instance.rekorUrl)
        witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .RekorWitness */ .fU({ rekorBaseURL: instance.rekorUrl, entryType: 'dsse', fetchOnConflict: true, ...http }));
    if (instance.tsaUrl)
        witnesses.push(new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .TSAWitness */ .gs({ tsaBaseURL: instance.tsaUrl, ...http }));
    const builder = new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .DSSEBundleBuilder */ .VV({ signer: new _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .FulcioSigner */ .$o({ fulcioBaseURL: instance.fulcioUrl, identityProvider, ...http }), witnesses });
    try {
        const bundle = await builder.create({ data: Buffer.from(JSON.stringify(statement)), type: _statement_js__WEBPACK_IMPORTED_MODULE_4__/* .IN_TOTO_PAYLOAD_TYPE */ .T4 });
        return (0,_sigstore_bundle__WEBPACK_IMPORTED_MODULE_0__.bundleToJSON)(bundle);
    }
    catch (err) {
        if (err instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LibraryError */ .oM)
            throw err;
        // The token's own failure (no permission, the runner's endpoint refused) is already said in full.
        if (err.cause instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .LibraryError */ .oM)
            throw err.cause;
        const status = statusOf(err);
        const code = err instanceof _sigstore_sign__WEBPACK_IMPORTED_MODULE_1__/* .InternalError */ .Gd ? err.code : undefined;
        const what = (code && STEP[code]) ?? 'signing failed';
        const detail = scrub(err instanceof Error ? err.message : String(err), token);
        const timedOut = /timeout|timed out|aborted/i.test(detail);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SigningError */ .uJ(status !== undefined ? (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorKindForStatus */ .QR)(status) : timedOut ? 'timeout' : 'network', `${instance.name}: ${what} (${detail}); nothing was published`, status !== undefined ? { status } : {});
    }
}


/***/ })

};
;