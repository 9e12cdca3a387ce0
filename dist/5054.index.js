export const id = 5054;
export const ids = [5054];
export const modules = {

/***/ 45054:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30694);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18667);





/** Local only: the fingerprint the service would give the artifact, for later steps to use. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_4__/* .localOperation */ .Xt)({
    name: 'fingerprint',
    title: 'Fingerprinting',
    description: "Compute an artifact's fingerprint as the service's reference client does (a file, a folder, or an image), for later steps",
    inputs: {
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .ARTIFACT_PATH_INPUTS */ .tq,
        'artifact-path': {
            ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .ARTIFACT_PATH_INPUTS */ .tq['artifact-path'],
            required: true,
            description: 'A file or directory to fingerprint, or an image reference with artifact-type oci or docker'
        }
    },
    outputs: { fingerprint: 'The artifact fingerprint' },
    read: (inputs) => ({ artifact: (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .readArtifactPath */ .kl)(inputs) }),
    async run({ artifact }, { common, log }) {
        const fingerprint = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveFingerprint */ .JI)(artifact, { githubToken: common.githubToken, log });
        const what = 'image' in artifact ? artifact.image : artifact.path;
        log.info(`${what}: ${fingerprint}`);
        return {
            outputs: { fingerprint },
            summary: {
                title: `Fingerprint of ${'image' in artifact ? artifact.image : node_path__WEBPACK_IMPORTED_MODULE_0___default().basename(artifact.path)}`,
                verdict: { ok: true, text: `sha256:${fingerprint.slice(0, 12)}…` },
                facts: [
                    ['Artifact', what],
                    ['Type', artifact.type ?? 'what the path is'],
                    ['Excluded', 'exclude' in artifact ? artifact.exclude.join(', ') : undefined],
                    ['Fingerprint', (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(fingerprint)]
                ]
            }
        };
    }
}));


/***/ })

};
