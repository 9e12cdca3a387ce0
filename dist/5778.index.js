"use strict";
exports.id = 5778;
exports.ids = [5778];
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

/***/ 35778:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63061);
/* harmony import */ var _clients_github_repo_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77308);
/* harmony import */ var _clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12629);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38770);
/* harmony import */ var _readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40517);
/* harmony import */ var _readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(24304);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18667);









const INPUTS = {
    flow: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_7__/* .ATTESTATION_INPUTS */ .Le.flow,
    trail: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_7__/* .ATTESTATION_INPUTS */ .Le.trail,
    description: { kind: 'string', description: 'Description of the trail' },
    'template-file': { kind: 'path', description: 'A flow template YAML for this trail (what it must hold to be compliant)' },
    'origin-url': { kind: 'string', description: 'Link to where the trail began (default: this run)' },
    ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_7__/* .EXTERNAL_URLS_INPUT */ .s8,
    ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_7__/* .USER_DATA_INPUT */ .um
};
/** The template is read and checked here, so a broken one fails before the trail is begun. */
async function readTemplate(inputs) {
    const file = inputs.path('template-file');
    if (file === undefined)
        return {};
    // The YAML parser is loaded only for a template: most trails take their flow's.
    const { readFlowTemplateFile } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(8471)]).then(__webpack_require__.bind(__webpack_require__, 78471));
    return { templatePath: file, template: await readFlowTemplateFile('template-file', file) };
}
/** Begins (or updates) the trail for this commit: the place a build's evidence goes. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_8__/* .serviceOperation */ .F0)({
    name: 'begin-trail',
    title: 'Beginning the trail',
    description: "Begin (or update) a flow's trail for this commit: the place a build's evidence goes, held to a template if given",
    inputs: INPUTS,
    outputs: { trail: "The trail's name" },
    endpoint: _clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_3__/* .beginTrail */ .Gv,
    github: 'optional',
    read: async (inputs) => {
        const settings = {
            flow: inputs.required('flow'),
            trail: inputs.string('trail'),
            description: inputs.string('description'),
            ...(await readTemplate(inputs)),
            originUrl: inputs.string('origin-url'),
            externalUrls: (0,_readers_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .readExternalUrls */ .M)(inputs),
            userData: inputs.jsonData('user-data')
        };
        // Once every input is good, git reads the commit while the step loads what sends the trail.
        const context = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_1__/* .readRunContext */ .$p)();
        (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .beginCommitRead */ .J)(context, context.sha);
        return settings;
    },
    async run(settings, { client, org, context, log, github, app }) {
        const trail = (0,_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .trailOf */ .Q0)(settings.trail, context.sha);
        const gitCommit = context.sha ? await (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .gitCommitInfo */ .O)(context, context.sha, await github(), log) : undefined;
        const repo = (0,_clients_github_repo_js__WEBPACK_IMPORTED_MODULE_2__/* .repoInfo */ .L)(context);
        const originUrl = settings.originUrl ?? context.runUrl;
        await client.call(_clients_service_catalogue_trails_js__WEBPACK_IMPORTED_MODULE_3__/* .beginTrail */ .Gv, { org, flow_name: settings.flow }, {
            data_json: {
                name: trail,
                ...(settings.description !== undefined && { description: settings.description }),
                ...(gitCommit && { git_commit_info: gitCommit }),
                ...(repo && { repo_info: repo }),
                ...(originUrl !== undefined && { origin_url: originUrl }),
                ...(settings.externalUrls && { external_urls: settings.externalUrls }),
                ...(settings.userData !== undefined && { user_data: settings.userData })
            },
            ...(settings.template && { template_file: settings.template })
        });
        return {
            outputs: { trail },
            summary: {
                title: `Trail ${trail}`,
                verdict: { ok: true, text: `Begun in flow ${settings.flow}` },
                record: { href: app.trail(org, settings.flow, trail), text: 'trail in the app' },
                facts: [
                    ['Description', settings.description],
                    ['Template', settings.templatePath ?? "the flow's"],
                    ['Origin', originUrl ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .link */ .nf)(originUrl, originUrl) : undefined]
                ]
            }
        };
    }
}));


/***/ })

};
;