export const id = 324;
export const ids = [324];
export const modules = {

/***/ 9324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6050);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);




function describeResolution(resolved) {
    if (!resolved)
        return '';
    const parts = [resolved.type ?? '', resolved.full_match ? `full match ${resolved.full_match}` : ''];
    if (resolved.fingerprints?.count)
        parts.push(`${resolved.fingerprints.count} fingerprint(s)`);
    if (resolved.commits?.count)
        parts.push(`${resolved.commits.count} commit(s)`);
    return parts.filter(Boolean).join(', ');
}
function links(candidates) {
    return candidates.filter((c) => Boolean(c[0])).map(([href, text]) => ({ href, text }));
}
/** Finds artifacts by fingerprint or commit SHA (or a prefix of either). */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineOperation */ .h)({
    name: 'search',
    service: true,
    read: (inputs) => ({ value: inputs.optional('search-value', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.searchValue)?.toLowerCase() }),
    async run(settings, { client, common, context }) {
        const value = settings.value ?? context.sha?.toLowerCase();
        if (!value || !_service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.searchValue.re.test(value)) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('search-value', 'not given and the workflow\'s commit (GITHUB_SHA) is unknown', _service_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.searchValue.expected);
        }
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .apiPath */ .So)('search', common.org, 'sha', value);
        const response = await client.send({ method: 'GET', path });
        const body = (response.json ?? {});
        const artifacts = Array.isArray(body.artifacts) ? body.artifacts : [];
        const resolved = describeResolution(body.resolved_to);
        return {
            outputs: { compliance_state: artifacts[0]?.compliance_state ?? '', artifacts: response.dryRun ? '' : JSON.stringify(artifacts) },
            summary: {
                title: `Search: ${value}`,
                facts: [
                    ['Sent to', `GET ${client.baseUrl}${path}`],
                    ['Resolved to', resolved],
                    ['Matches', response.dryRun ? 'dry run: nothing sent' : String(artifacts.length)]
                ],
                table: {
                    head: ['Name', 'Fingerprint', 'Flow', 'Trail', 'Compliance', 'Running in', 'Links'],
                    rows: artifacts.map((a) => [
                        a.name ?? '',
                        a.fingerprint ?? '',
                        a.flow ?? '',
                        a.trail ?? '',
                        a.compliance_state ?? '',
                        (a.running_in ?? []).join(', '),
                        links([
                            [a.html_url, 'artifact'],
                            [a.commit_url, 'commit'],
                            [a.build_url, 'build']
                        ])
                    ])
                }
            }
        };
    }
}));


/***/ }),

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ defineOperation)
/* harmony export */ });
function defineOperation(operation) {
    return operation;
}


/***/ })

};
