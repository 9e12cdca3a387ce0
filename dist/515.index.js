export const id = 515;
export const ids = [515];
export const modules = {

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ gitCommitInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6891);


// The author's time, as the reference client reports it (not the committer's).
const FORMAT = ['%H', '%P', '%an <%ae>', '%at', '%B'].join('%x00');
/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
async function gitCommitInfo(ctx, sha, api, log) {
    const info = { sha1: sha, branch: ctx.branch, url: (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(ctx, sha) };
    const local = await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$)(ctx.workspace, ['show', '-s', `--format=${FORMAT}`, sha]);
    if (local !== undefined) {
        const [, parents, author, timestamp, message] = local.split('\0');
        Object.assign(info, {
            parents: parents.trim() === '' ? [] : parents.trim().split(' '),
            author,
            timestamp: Number(timestamp),
            message: message.trim()
        });
    }
    else {
        log.debug(`commit ${sha} is not in the local clone at ${ctx.workspace}: its details come from the GitHub API, if reachable`);
    }
    if (!api)
        return dropUndefined(info);
    try {
        const data = (await api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha }));
        const verification = data.commit?.verification;
        Object.assign(info, {
            author_username: data.author?.login ?? undefined,
            verified: verification?.verified,
            signature_state: verification?.reason
        });
        if (local === undefined) {
            const author = data.commit?.author;
            Object.assign(info, {
                message: data.commit?.message,
                author: author ? `${author.name} <${author.email}>` : undefined,
                timestamp: author?.date ? Math.floor(Date.parse(author.date) / 1000) : undefined,
                parents: data.parents?.map((p) => p.sha)
            });
        }
    }
    catch (err) {
        log.debug(`GitHub API did not give details of commit ${sha} (${err.message}); using what the clone knows`);
    }
    return dropUndefined(info);
}
function dropUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 6891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ git),
/* harmony export */   Q: () => (/* binding */ hasCommit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

/** Runs git in the clone; `undefined` when git fails (no clone, object missing, no git). */
function git(cwd, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
            resolve(error ? undefined : stdout);
        });
    });
}
async function hasCommit(cwd, sha) {
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}


/***/ }),

/***/ 1839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ repoInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);

/** `repo_info` of a record, from the runner and the event payload. */
function repoInfo(ctx) {
    const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryUrl */ .Ek)(ctx);
    if (!ctx.repository || !url)
        return undefined;
    const repository = (ctx.event.repository ?? {});
    const id = ctx.repositoryId ?? (repository.id !== undefined ? String(repository.id) : undefined);
    const info = { name: ctx.repository, url, provider: 'github' };
    if (id)
        info.id = id;
    if (repository.description)
        info.description = repository.description;
    return info;
}


/***/ }),

/***/ 1171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ readExternalUrls),
/* harmony export */   t: () => (/* binding */ readAnnotations)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4232);


/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.externalUrlKey.re.test(key))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `name \`${key}\` is not allowed`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.re.test(fingerprint))) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('external-urls', `entry \`${key}\`: fingerprint is not valid`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.fingerprint.expected);
        }
        result[key] = fingerprint === undefined ? { href } : { href, fingerprint };
    }
    return result;
}
/** `annotations`: string values under keys the service accepts. */
function readAnnotations(inputs) {
    const value = inputs.jsonObject('annotations');
    if (value === undefined)
        return undefined;
    for (const [key, v] of Object.entries(value)) {
        if (!_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.re.test(key))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `key \`${key}\` is not allowed`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
}


/***/ }),

/***/ 6515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _github_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9238);
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9556);
/* harmony import */ var _github_repo_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1839);
/* harmony import */ var _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5010);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4232);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8855);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5219);
/* harmony import */ var _evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1171);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1983);










function readAttestationType(inputs) {
    const name = 'original-attestation-type';
    const expected = `one of ${_service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .ATTESTATION_TYPES */ .ZX.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``;
    const value = inputs.required(name);
    const known = _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .ATTESTATION_TYPES */ .ZX.find((t) => t === value);
    if (known)
        return known;
    if (value.startsWith('custom:') && _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.attestationTypeName.re.test(value.slice('custom:'.length)))
        return value;
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(name, `\`${value}\` is not an attestation type`, expected);
}
/** Overrides the compliance of an attestation in a trail, with the reason on record. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_9__/* .serviceOperation */ .F0)({
    endpoint: _service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_4__/* .overrideAttestation */ .FU,
    github: 'optional',
    read: (inputs) => ({
        flow: inputs.required('flow', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.flowName),
        trail: inputs.required('trail', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.trailName),
        attestationName: inputs.required('attestation-name', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.attestationName),
        originalType: readAttestationType(inputs),
        reason: inputs.required('reason'),
        compliant: inputs.requiredBoolean('compliant'),
        artifact: (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_7__/* .readArtifactRef */ ._4)(inputs, { required: false }),
        targetArtifacts: inputs.list('target-artifacts', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.attestationName),
        originUrl: inputs.optional('origin-url'),
        description: inputs.optional('description'),
        commit: inputs.optional('commit', _service_patterns_js__WEBPACK_IMPORTED_MODULE_5__/* .PATTERNS */ .G3.commitSha),
        externalUrls: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readExternalUrls */ .M)(inputs),
        annotations: (0,_evidence_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .readAnnotations */ .t)(inputs),
        userData: inputs.jsonData('user-data')
    }),
    async run(settings, { client, org, context, log, github, common, app }) {
        const fingerprint = settings.artifact ? await (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveFingerprint */ .JI)(settings.artifact, { githubToken: common.githubToken, log }) : undefined;
        const commit = settings.commit ?? context.sha;
        const gitCommit = commit ? await (0,_github_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .gitCommitInfo */ .O)(context, commit, await github(), log) : undefined;
        const repo = (0,_github_repo_js__WEBPACK_IMPORTED_MODULE_3__/* .repoInfo */ .L)(context);
        const originUrl = settings.originUrl ?? context.runUrl;
        await client.call(_service_catalogue_attestations_js__WEBPACK_IMPORTED_MODULE_4__/* .overrideAttestation */ .FU, { org, flow_name: settings.flow, trail_name: settings.trail }, {
            attestation_name: settings.attestationName,
            original_attestation_type: settings.originalType,
            reason: settings.reason,
            new_compliance_status: settings.compliant,
            ...(originUrl !== undefined && { origin_url: originUrl }),
            ...(settings.description !== undefined && { description: settings.description }),
            ...(fingerprint !== undefined && { artifact_fingerprint: fingerprint }),
            ...(settings.targetArtifacts.length > 0 && { target_artifacts: settings.targetArtifacts }),
            ...(gitCommit && { git_commit_info: gitCommit }),
            ...(repo && { repo_info: repo }),
            ...(settings.externalUrls && { external_urls: settings.externalUrls }),
            ...(settings.annotations && { annotations: settings.annotations }),
            ...(settings.userData !== undefined && { user_data: settings.userData })
        });
        return {
            outputs: { fingerprint: fingerprint ?? '' },
            summary: {
                title: `Attestation override ${settings.attestationName}`,
                verdict: { ok: settings.compliant, text: `Now ${settings.compliant ? 'compliant' : 'not compliant'}, overridden in trail ${settings.trail}` },
                record: { href: app.trail(org, settings.flow, settings.trail), text: 'trail in the app' },
                facts: [
                    ['Flow / trail', `${settings.flow} / ${settings.trail}`],
                    ['Original type', settings.originalType],
                    ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
                    ['Reason', settings.reason],
                    ['Artifact', fingerprint ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .hash */ .tW)(fingerprint) : undefined],
                    ['Commit', commit ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_6__/* .hash */ .tW)(commit, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_2__/* .commitUrl */ .Bg)(context, commit)) : undefined]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 5010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6623);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
const attestGeneric = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestGeneric',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/generic',
    params: TRAIL,
    query: NONE,
    body: attestationBody('GenericAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestJunit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestJunit',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/junit',
    params: TRAIL,
    query: NONE,
    body: attestationBody('JUnitAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestPullRequest = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestPullRequest',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
    params: TRAIL,
    query: NONE,
    body: attestationBody('PullRequestAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it'
});
const attestCustom = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestCustom',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/custom',
    params: TRAIL,
    query: NONE,
    body: attestationBody('CustomAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
});
const overrideAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('OverrideAttestationPostInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
const getTrailAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrailAttestation',
    method: 'GET',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
    params: { ...TRAIL, attestation_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: NONE,
    // The document's `AttestationResponse`, not among the extracted components.
    responses: { 200: { type: 'array', items: { type: 'object' } } },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 6623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ filePart),
/* harmony export */   H3: () => (/* binding */ published),
/* harmony export */   Nu: () => (/* binding */ JSON_STRING),
/* harmony export */   T1: () => (/* binding */ pattern),
/* harmony export */   fV: () => (/* binding */ PART_MAX_BYTES),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   n6: () => (/* binding */ dataJson),
/* harmony export */   rB: () => (/* binding */ PAGING),
/* harmony export */   vv: () => (/* binding */ ATTACHMENT_MAX_BYTES),
/* harmony export */   x4: () => (/* binding */ ANY),
/* harmony export */   xE: () => (/* binding */ ORG)
/* harmony export */ });
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);

/** A component of the service's published OpenAPI document (see published-components.json). */
function published(name) {
    return { $ref: `published#/components/schemas/${name}` };
}
/** What the spec says some endpoints answer: "a JSON string". */
const JSON_STRING = { type: 'string' };
/** The document's `{}`: any JSON at all. */
const ANY = {};
const nullable = (schema) => ({ anyOf: [schema, { type: 'null' }] });
const pattern = (p) => ({ type: 'string', pattern: p.re.source });
/** Path parameters every organization-scoped endpoint has. */
const ORG = { org: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName };
/** Paging as the document's list endpoints take it: `page` from 1, `per_page` items. */
const PAGING = {
    page: { schema: { type: 'integer', minimum: 1 } },
    per_page: { schema: { type: 'integer', minimum: 1 } }
};
/**
 * The service limits each multipart part without publishing most figures. Attachments are
 * documented at 10 MB; for the rest the action and the sandbox hold parts to 1 MiB, so an
 * oversized part is named before anything is sent.
 */
const ATTACHMENT_MAX_BYTES = 10_000_000;
const PART_MAX_BYTES = 1024 * 1024;
const filePart = (maxBytes = PART_MAX_BYTES, required = false) => ({ kind: 'file', required, maxBytes });
/** The `data_json` part: the record's fields as JSON text. */
const dataJson = (schemaName) => ({ kind: 'json', required: true, schema: published(schemaName), maxBytes: PART_MAX_BYTES });


/***/ }),

/***/ 9438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
function defineEndpoint(endpoint) {
    return endpoint;
}
/** The path parameter names of a template, in order. */
function pathParamNames(template) {
    return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
/** Why a path parameter value does not fit the endpoint, or `undefined` when it does. */
function paramProblem(endpoint, name, value) {
    const pattern = endpoint.params[name];
    if (value === undefined || value === '')
        return 'is missing';
    if (pattern && !pattern.re.test(value))
        return `\`${value.length > 80 ? value.slice(0, 77) + '...' : value}\` is not valid; expected ${pattern.expected}`;
    return undefined;
}
/** The path with every parameter encoded as one segment, so no name can change its shape. */
function expandPath(endpoint, params) {
    return endpoint.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
}
/** The query string, arrays as the name repeated (`policy_name=a&policy_name=b`). */
function encodeQuery(query) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
        if (value === undefined)
            continue;
        for (const item of Array.isArray(value) ? value : [value])
            search.append(name, String(item));
    }
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
}


/***/ })

};
