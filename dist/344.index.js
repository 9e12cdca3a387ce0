export const id = 344;
export const ids = [344];
export const modules = {

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ defineOperation)
/* harmony export */ });
function defineOperation(operation) {
    return operation;
}


/***/ }),

/***/ 3344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6050);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8855);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1983);





/** Creates or updates a flow through the service's deprecated flow endpoint. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_4__/* .defineOperation */ .h)({
    name: 'upsert-flow',
    service: true,
    read: (inputs) => ({
        flow: inputs.required('flow', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.flowName),
        description: inputs.optional('description') ?? '',
        template: inputs.list('template'),
        repoUrl: inputs.optional('repo-url'),
        // The published document requires it; private is what the service makes by default.
        visibility: inputs.oneOf('visibility', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .FLOW_VISIBILITIES */ .Kv, 'private')
    }),
    async run(settings, { client, common, context, log }) {
        log.warning('upsert-flow uses PUT /flows/{org}, which the service has deprecated and may remove; plan to create flows another way.');
        const repoUrl = settings.repoUrl ?? (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryUrl */ .Ek)(context);
        const body = {
            name: settings.flow,
            description: settings.description,
            visibility: settings.visibility,
            template: settings.template,
            ...(repoUrl !== undefined && { repo_url: repoUrl })
        };
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .apiPath */ .So)('flows', common.org);
        const response = await client.send({ method: 'PUT', path, json: body, schema: 'flow' });
        return {
            outputs: {},
            summary: {
                title: `Flow: ${settings.flow}`,
                facts: [
                    ['Sent to', `PUT ${client.baseUrl}${path} (deprecated endpoint)`],
                    ['Description', settings.description],
                    ['Template', settings.template.join(', ')],
                    ['Repository', (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .link */ .nf)(repoUrl, repoUrl ?? '')],
                    ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`]
                ]
            }
        };
    }
}));


/***/ })

};
