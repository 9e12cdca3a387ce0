export const id = 54;
export const ids = [54];
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
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4232);



const ARTIFACT_TYPES = ['file', 'dir'];
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint', options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
async function resolveFingerprint(ref) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    return (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude });
}


/***/ }),

/***/ 5054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9241);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5219);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1983);



/** Local only: the fingerprint the service would give the artifact, for later steps to use. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .localOperation */ .Xt)({
    read: (inputs) => ({
        path: inputs.path(inputs.required('artifact-path')),
        type: inputs.oneOf('artifact-type', _artifact_input_js__WEBPACK_IMPORTED_MODULE_1__/* .ARTIFACT_TYPES */ .r5),
        exclude: inputs.list('exclude')
    }),
    async run(settings, { log }) {
        const fingerprint = await (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(settings.path, { type: settings.type, exclude: settings.exclude });
        log.info(`${settings.path}: ${fingerprint}`);
        return {
            outputs: { fingerprint },
            summary: {
                title: 'Fingerprint',
                facts: [
                    ['Artifact', settings.path],
                    ['Excluded', settings.exclude.join(', ')],
                    ['Fingerprint', fingerprint]
                ]
            }
        };
    }
}));


/***/ })

};
