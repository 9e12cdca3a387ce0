export const id = 3455;
export const ids = [3455];
export const modules = {

/***/ 33455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85891);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48992);
/* harmony import */ var _groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41472);
/* harmony import */ var _runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68965);




/** Reports an S3 bucket's content as one artifact, as `kosli snapshot s3` does, streamed instead of downloaded. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .u)({
    name: 'report-s3-env',
    title: 'S3 report',
    description: "Report an S3 bucket's content as one artifact, fingerprinted as the reference client does, read as a stream with nothing written to disk",
    inputs: {
        's3-bucket': {
            kind: 'string',
            required: true,
            pattern: { re: /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/, expected: 'an S3 bucket name such as `my-site-prod`' },
            description: "The bucket; `include-names` and `exclude-names` then match its objects' keys"
        },
        ..._groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
    },
    endpoint: _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportS3 */ .zF,
    type: 'S3',
    arguments: { bucket: 's3-bucket', region: 'aws-region' },
    read: (inputs) => ({ bucket: inputs.required('s3-bucket'), region: inputs.string('aws-region') }),
    async collect(settings, { common, log }) {
        const { fingerprintBucket } = await __webpack_require__.e(/* import() */ 5155).then(__webpack_require__.bind(__webpack_require__, 25155));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        const { artifact, objects, bytes } = await fingerprintBucket(aws, { bucket: settings.bucket, names: settings.names }, log);
        return {
            artifacts: [artifact],
            facts: [
                ['Bucket', settings.bucket],
                ['Objects', `${objects} (${(0,_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(bytes)})`]
            ]
        };
    }
}));


/***/ })

};
