"use strict";
exports.id = 3455;
exports.ids = [3455];
exports.modules = {

/***/ 33455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96563);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65663);




/** Reports an S3 bucket's content as one artifact, as `kosli snapshot s3` does, streamed instead of downloaded. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .uT)({
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
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
    },
    named: 'object key',
    plainNames: 'prefix',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportS3 */ .zF,
    type: 'S3',
    arguments: { bucket: 's3-bucket', region: 'aws-region' },
    read: (inputs) => ({ bucket: inputs.required('s3-bucket'), region: inputs.string('aws-region') }),
    async collect(settings, { common, log }) {
        const { fingerprintBucket } = await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(2823)]).then(__webpack_require__.bind(__webpack_require__, 12823));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        const { artifact, objects, bytes } = await fingerprintBucket(aws, { bucket: settings.bucket, names: settings.names }, log);
        return {
            artifacts: [artifact],
            facts: [
                ['Bucket', settings.bucket],
                ['Objects', `${objects} (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(bytes)})`]
            ]
        };
    }
}));


/***/ })

};
;