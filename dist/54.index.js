export const id = 54;
export const ids = [54];
export const modules = {

/***/ 5054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6094);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5219);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1983);



/** Local only: the fingerprint the service would give the artifact, for later steps to use. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .defineOperation */ .h)({
    name: 'fingerprint',
    service: false,
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
