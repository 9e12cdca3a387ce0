export const id = 64;
export const ids = [64];
export const modules = {

/***/ 2064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ begin_trail)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
// EXTERNAL MODULE: ./src/service/validate.ts + 1 modules
var validate = __webpack_require__(9064);
;// CONCATENATED MODULE: ./src/evidence/flow-template.ts



/**
 * A flow template's YAML, checked as the service will check it: its syntax, then its shape
 * (the published document's `Template`). Returns the problem in words, or the template.
 */
async function checkFlowTemplate(text) {
    const doc = (0,dist/* parseDocument */.Tp)(text, { prettyErrors: false });
    if (doc.errors.length > 0)
        return { problem: `is not valid YAML (${doc.errors[0].message.split('\n')[0]})` };
    const value = doc.toJS({ maxAliasCount: 100 });
    const problems = await (0,validate/* schemaProblems */.Ic)((0,shapes/* published */.H3)('Template'), value, '(template)');
    if (problems.length > 0)
        return { problem: `is not a flow template: ${(0,validate/* problemText */.fI)(problems)}` };
    return { template: value };
}

// EXTERNAL MODULE: ./src/github/commit.ts
var commit = __webpack_require__(9238);
// EXTERNAL MODULE: ./src/github/repo.ts
var github_repo = __webpack_require__(1839);
// EXTERNAL MODULE: ./src/service/endpoint.ts
var endpoint = __webpack_require__(9438);
// EXTERNAL MODULE: ./src/service/patterns.ts
var patterns = __webpack_require__(4232);
;// CONCATENATED MODULE: ./src/service/catalogue/trails.ts



const FLOW = { ...shapes/* ORG */.xE, flow_name: patterns/* PATTERNS */.G3.flowName };
const beginTrail = (0,endpoint/* defineEndpoint */.vy)({
    id: 'beginTrail',
    method: 'PUT',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: {},
    body: { type: 'multipart', parts: { data_json: (0,shapes/* dataJson */.n6)('CreateTrail'), template_file: (0,shapes/* filePart */.A4)() } },
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'idempotent',
    source: 'published'
});
const listTrails = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listTrails',
    method: 'GET',
    path: '/trails/{org}/{flow_name}',
    params: FLOW,
    query: shapes/* PAGING */.rB,
    responses: { 200: { anyOf: [(0,shapes/* published */.H3)('ListTrails'), { type: 'array', items: (0,shapes/* published */.H3)('GetTrail') }] } },
    retry: 'idempotent',
    source: 'published'
});
const getTrail = (0,endpoint/* defineEndpoint */.vy)({
    id: 'getTrail',
    method: 'GET',
    path: '/trails/{org}/{flow_name}/{trail_name}',
    params: { ...FLOW, trail_name: patterns/* PATTERNS */.G3.trailName },
    query: {},
    responses: { 200: (0,shapes/* published */.H3)('GetTrail') },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(8855);
// EXTERNAL MODULE: ./src/operations/attestation-inputs.ts + 1 modules
var attestation_inputs = __webpack_require__(920);
// EXTERNAL MODULE: ./src/operations/evidence-inputs.ts
var evidence_inputs = __webpack_require__(1171);
// EXTERNAL MODULE: ./src/operations/input-files.ts
var input_files = __webpack_require__(6512);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/begin-trail.ts













const TEMPLATE_EXPECTED = 'a flow template: YAML with `version: 1` and a `trail` of expected attestations and artifacts';
/** The template is read and checked here, so a broken one fails before the trail is begun. */
async function readTemplate(inputs) {
    const given = inputs.optional('template-file');
    if (given === undefined)
        return {};
    const file = inputs.path(given);
    const content = (0,input_files/* readInputFile */.j)('template-file', file, shapes/* PART_MAX_BYTES */.fV, TEMPLATE_EXPECTED);
    const { problem } = await checkFlowTemplate(content.toString('utf8'));
    if (problem)
        throw (0,errors/* invalidInput */.aY)('template-file', `${file} ${problem}`, TEMPLATE_EXPECTED);
    return { templatePath: file, template: { filename: external_node_path_default().basename(file), contentType: 'application/x-yaml', content } };
}
/** Begins (or updates) the trail for this commit: the place a build's evidence goes. */
/* harmony default export */ const begin_trail = ((0,types/* serviceOperation */.F0)({
    endpoint: beginTrail,
    github: 'optional',
    read: async (inputs) => ({
        flow: inputs.required('flow', patterns/* PATTERNS */.G3.flowName),
        trail: inputs.optional('trail', patterns/* PATTERNS */.G3.trailName),
        description: inputs.optional('description'),
        ...(await readTemplate(inputs)),
        originUrl: inputs.optional('origin-url'),
        externalUrls: (0,evidence_inputs/* readExternalUrls */.M)(inputs),
        userData: inputs.jsonData('user-data')
    }),
    async run(settings, { client, org, context, log, github }) {
        const trail = (0,attestation_inputs/* trailOf */.Q0)(settings.trail, context.sha);
        const gitCommit = context.sha ? await (0,commit/* gitCommitInfo */.O)(context, context.sha, await github(), log) : undefined;
        const repo = (0,github_repo/* repoInfo */.L)(context);
        const originUrl = settings.originUrl ?? context.runUrl;
        await client.call(beginTrail, { org, flow_name: settings.flow }, {
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
                title: `Trail: ${settings.flow} / ${trail}`,
                verdict: { ok: true, text: 'Trail begun' },
                facts: [
                    ['Description', settings.description],
                    ['Template', settings.templatePath ?? 'the flow\'s'],
                    ['Origin', originUrl ? (0,summary/* link */.nf)(originUrl, originUrl) : undefined]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9148);


/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileProblem */ .kc)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
        throw err;
    }
}


/***/ })

};
