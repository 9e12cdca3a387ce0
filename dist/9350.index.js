"use strict";
exports.id = 9350;
exports.ids = [9350];
exports.modules = {

/***/ 49350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96563);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65663);



/** Reports AWS Lambda functions, as `kosli snapshot lambda` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .uT)({
    name: 'report-lambda-env',
    title: 'Lambda report',
    description: "Report AWS Lambda functions: each function's code SHA-256 (zip or image), as the reference client does",
    inputs: {
        'lambda-functions': { kind: 'list', description: 'Function names or ARNs (default: every function of the account and region)' },
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
    },
    named: 'function',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportLambda */ .g1,
    type: 'lambda',
    arguments: { functions: 'lambda-functions', region: 'aws-region' },
    read: (inputs) => ({ functions: inputs.list('lambda-functions'), region: inputs.string('aws-region') }),
    async collect(settings, { common, log }) {
        const { functions } = await __webpack_require__.e(/* import() */ 6799).then(__webpack_require__.bind(__webpack_require__, 36799));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        return { artifacts: await functions(aws, { functions: settings.functions, names: settings.names }, log) };
    }
}));


/***/ })

};
;