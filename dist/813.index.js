export const id = 813;
export const ids = [813];
export const modules = {

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   r5: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9241);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2051);



const ARTIFACT_TYPES = ['file', 'dir'];
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.optional('fingerprint', options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    const exclude = inputs.list('exclude');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return { path: inputs.path(artifactPath), type, exclude };
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
async function resolveFingerprint(ref) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    return (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude });
}


/***/ }),

/***/ 2813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6050);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5219);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);




/** The latest commit the service knows for an artifact of a flow, e.g. as the next `oldest-commit`. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineOperation */ .h)({
    name: 'latest-commit',
    service: true,
    read: (inputs) => ({
        flow: inputs.required('flow', _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName),
        artifact: (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactRef */ ._4)(inputs, { required: true, pattern: _service_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprintPrefix }),
        branch: inputs.optional('branch')
    }),
    async run(settings, { client, common }) {
        const fingerprint = await (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveFingerprint */ .JI)(settings.artifact);
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_1__/* .apiPath */ .So)('artifacts', common.org, settings.flow, fingerprint, 'latest_commit');
        const response = await client.send({ method: 'GET', path, query: settings.branch ? { branch: settings.branch } : undefined });
        const commit = response.json?.latest_commit;
        // The service answers null when it knows no commit: an empty output, never "null".
        const latestCommit = typeof commit === 'string' ? commit : '';
        return {
            outputs: { fingerprint, latest_commit: latestCommit },
            summary: {
                title: `Latest commit: ${settings.flow}`,
                facts: [
                    ['Sent to', `GET ${client.baseUrl}${path}${settings.branch ? `?branch=${encodeURIComponent(settings.branch)}` : ''}`],
                    ['Artifact', fingerprint],
                    ['Branch', settings.branch],
                    ['Latest commit', response.dryRun ? 'dry run: nothing sent' : latestCommit || 'none known']
                ]
            }
        };
    }
}));


/***/ })

};
