"use strict";
exports.id = 4168;
exports.ids = [4168];
exports.modules = {

/***/ 12629:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ beginTrail),
/* harmony export */   kI: () => (/* binding */ trailAuditPackage)
/* harmony export */ });
/* unused harmony exports listTrails, getTrail, listOrgTrails */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const FLOW = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName };
const beginTrail = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'beginTrail',
    method: 'PUT',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'multipart', parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)('CreateTrail'), template_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)() } },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listTrails = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listTrails',
    method: 'GET',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB,
    responses: { 200: { anyOf: [(0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ListTrails'), { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetTrail') }] } },
    retry: 'idempotent',
    source: 'published'
});
const getTrail = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrail',
    method: 'GET',
    path: '/trails/{org}/{flow_name}/{trail_name}',
    params: { ...FLOW, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetTrail') },
    retry: 'idempotent',
    source: 'published'
});
/** What the reference client's `list trails` calls: the trails of an organization, by flow or artifact. */
const listOrgTrails = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listOrgTrails',
    method: 'GET',
    path: '/trails/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: { flow: { schema: { type: 'string' } }, fingerprint: { schema: { type: 'string' } }, flow_tag: { schema: { type: 'string' } }, ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ListTrails') },
    retry: 'idempotent',
    source: 'published'
});
/**
 * The trail's evidence as one gzipped tar (the app's "Download Full Audit Package"). Its answer
 * is bytes, not JSON: it is saved to a file as it arrives (ServiceClient.download), never read whole.
 */
const trailAuditPackage = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'trailAuditPackage',
    method: 'GET',
    path: '/trails/{org}/{flow_name}/{trail_name}/audit_package',
    params: { ...FLOW, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName },
    query: {},
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 64168:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_PACKAGE_BYTES: () => (/* binding */ MAX_PACKAGE_BYTES),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);
/* harmony import */ var _clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12629);
/* harmony import */ var _clients_service_failure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50730);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25833);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(18667);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49997);
/* harmony import */ var _readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(40517);










/** No audit package is larger than this; a longer answer is not one, and the disk is spared. */
const MAX_PACKAGE_BYTES = 64 * 1024 ** 3;
/** Why `file` cannot be written as the package, or undefined when it can. */
function outputProblem(file) {
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(file);
        if (info.isDirectory())
            return 'is a folder; name the file to write';
        if (!info.isFile())
            return 'exists and is not a regular file';
    }
    catch (err) {
        if (err.code !== 'ENOENT')
            return `cannot be examined (${err.code})`;
    }
    return undefined;
}
/**
 * Downloads a trail's audit package (the app's "Download Full Audit Package": a gzipped tar of
 * the trail, its attestations, their attachments and a report) to a file, as it arrives: never
 * held in memory, whatever its size. The `path` output goes straight to actions/upload-artifact.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_7__/* .serviceOperation */ .F0)({
    name: 'audit-package',
    title: 'Audit package',
    description: "Download a trail's audit package (its evidence as one .tar.gz) to a file, for actions/upload-artifact to keep with the run",
    inputs: {
        flow: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__/* .PATTERNS */ .G3.flowName, required: true, description: 'Flow name' },
        trail: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_6__/* .PATTERNS */ .G3.trailName, description: 'Trail name (default: the workflow commit SHA)' },
        'output-path': {
            kind: 'path',
            description: 'The file to write (its folder is made); default: <flow>-<trail>-audit-package.tar.gz in a folder under RUNNER_TEMP'
        }
    },
    outputs: {
        path: 'The package file, for actions/upload-artifact',
        size: 'Its size in bytes'
    },
    endpoint: _clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_4__/* .trailAuditPackage */ .kI,
    read: (inputs) => {
        const outputPath = inputs.path('output-path');
        const problem = outputPath === undefined ? undefined : outputProblem(outputPath);
        if (problem)
            throw inputs.fail('output-path', `${outputPath} ${problem}`, 'the path of a file to write, such as `audit/package.tar.gz`');
        return { flow: inputs.required('flow'), trail: inputs.string('trail'), outputPath };
    },
    async run(settings, { client, org, context, app }) {
        const trail = (0,_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .trailOf */ .Q0)(settings.trail, context.sha);
        const file = settings.outputPath ?? node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'audit-package', `${settings.flow}-${trail}-audit-package.tar.gz`);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), { recursive: true });
        let result;
        try {
            result = await client.download(_clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_4__/* .trailAuditPackage */ .kI, { org, flow_name: settings.flow, trail_name: trail }, file, {
                maxBytes: MAX_PACKAGE_BYTES,
                accept: 'application/gzip, application/json'
            });
        }
        catch (err) {
            if (err instanceof _clients_service_failure_js__WEBPACK_IMPORTED_MODULE_5__/* .ServiceError */ ._7 && err.status === 404)
                throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ('not_found', `trail ${trail} of flow ${settings.flow} was not found in org ${org}, so it has no audit package: check \`flow\` and \`trail\` (default: the workflow's commit). ${err.message}`, { status: 404, cause: err });
            throw err;
        }
        const trailLink = { href: app.trail(org, settings.flow, trail), text: 'trail in the app' };
        if (result.dryRun)
            return {
                outputs: {},
                summary: { title: `Audit package of ${settings.flow} / ${trail}`, verdict: { ok: undefined, text: 'Dry run' }, record: trailLink, facts: [] }
            };
        return {
            outputs: { path: file, size: result.bytes },
            summary: {
                title: `Audit package of ${settings.flow} / ${trail}`,
                verdict: { ok: true, text: `Saved, ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .formatBytes */ .z3)(result.bytes)}` },
                record: trailLink,
                facts: [
                    ['File', file],
                    ['Size', `${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .formatBytes */ .z3)(result.bytes)} (${result.bytes} bytes)`]
                ]
            }
        };
    }
}));


/***/ })

};
;