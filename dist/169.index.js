export const id = 169;
export const ids = [169];
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

/***/ 8169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6050);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);




const FIELDS = '`description`, `clear-description`, `include-scaling`, `included-environments` or `policies`';
/** Changes only the fields given; the rest of the environment stays as it is. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineOperation */ .h)({
    name: 'update-environment',
    service: true,
    read: (inputs) => {
        const environment = inputs.required('environment', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.pathName);
        const description = inputs.optional('description');
        const clear = inputs.boolean('clear-description') ?? false;
        if (clear && description !== undefined) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('clear-description', 'is true while `description` is given', 'one of the two: a new description, or `clear-description: true`');
        }
        const includeScaling = inputs.boolean('include-scaling');
        const included = inputs.list('included-environments', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.pathName);
        const policies = inputs.list('policies', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.pathName);
        const changes = {};
        if (description !== undefined)
            changes.description = description;
        if (clear)
            changes.description = '';
        if (includeScaling !== undefined)
            changes.include_scaling = includeScaling;
        if (included.length > 0)
            changes.included_environments = included;
        if (policies.length > 0)
            changes.policies = policies;
        if (Object.keys(changes).length === 0)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('environment', 'nothing to update', `at least one of ${FIELDS}`);
        return { environment, changes };
    },
    async run(settings, { client, common }) {
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .apiPath */ .So)('environments', common.org, settings.environment);
        const response = await client.send({ method: 'PATCH', path, json: settings.changes, schema: 'environmentUpdate' });
        const { description, include_scaling, included_environments, policies } = settings.changes;
        return {
            outputs: {},
            summary: {
                title: `Environment update: ${settings.environment}`,
                facts: [
                    ['Sent to', `PATCH ${client.baseUrl}${path}`],
                    ['Description', description === '' ? '(cleared)' : description],
                    ['Include scaling', include_scaling === undefined ? undefined : String(include_scaling)],
                    ['Included environments', included_environments?.join(', ')],
                    ['Policies', policies?.join(', ')],
                    ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`]
                ]
            }
        };
    }
}));


/***/ })

};
