export const id = 533;
export const ids = [533];
export const modules = {

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

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   r5: () => (/* binding */ ARTIFACT_TYPES)
/* harmony export */ });
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9241);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4232);



const ARTIFACT_TYPES = ['file', 'dir'];
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.optional('fingerprint', options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    const exclude = inputs.list('exclude');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return { path: inputs.path(artifactPath), type, exclude };
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
async function resolveFingerprint(ref) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    return (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude });
}


/***/ }),

/***/ 1533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ override_attestation)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/github/context.ts
var github_context = __webpack_require__(9556);
// EXTERNAL MODULE: ./src/github/git.ts
var git = __webpack_require__(6891);
;// CONCATENATED MODULE: ./src/github/commit.ts


const FORMAT = ['%H', '%P', '%an <%ae>', '%ct', '%B'].join('%x00');
/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
async function gitCommitInfo(ctx, sha, api, log) {
    const info = { sha1: sha, branch: ctx.branch, url: (0,github_context/* commitUrl */.Bg)(ctx, sha) };
    const local = await (0,git/* git */.$)(ctx.workspace, ['show', '-s', `--format=${FORMAT}`, sha]);
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

;// CONCATENATED MODULE: ./src/github/repo.ts

/** `repo_info` of a record, from the runner and the event payload. */
function repoInfo(ctx) {
    const url = (0,github_context/* repositoryUrl */.Ek)(ctx);
    if (!ctx.repository || !url)
        return undefined;
    const repository = (ctx.event.repository ?? {});
    const id = ctx.repositoryId ?? (repository.id !== undefined ? String(repository.id) : undefined);
    const info = { name: ctx.repository, url };
    if (id)
        info.id = id;
    if (repository.description)
        info.description = repository.description;
    return info;
}

// EXTERNAL MODULE: ./src/service/endpoint.ts
var endpoint = __webpack_require__(9438);
// EXTERNAL MODULE: ./src/service/patterns.ts
var patterns = __webpack_require__(4232);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
;// CONCATENATED MODULE: ./src/service/catalogue/attestations.ts



const TRAIL = { ...shapes/* ORG */.xE, flow_name: patterns/* PATTERNS */.G3.flowName, trail_name: patterns/* PATTERNS */.G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,shapes/* dataJson */.n6)(dataSchema), attachment_file: (0,shapes/* filePart */.A4)(shapes/* ATTACHMENT_MAX_BYTES */.vv) }
    };
}
const NONE = {};
const attestGeneric = (0,endpoint/* defineEndpoint */.vy)({
    id: 'attestGeneric',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/generic',
    params: TRAIL,
    query: NONE,
    body: attestationBody('GenericAttestationPostInput'),
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestJunit = (0,endpoint/* defineEndpoint */.vy)({
    id: 'attestJunit',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/junit',
    params: TRAIL,
    query: NONE,
    body: attestationBody('JUnitAttestationPostInput'),
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestPullRequest = (0,endpoint/* defineEndpoint */.vy)({
    id: 'attestPullRequest',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
    params: TRAIL,
    query: NONE,
    body: attestationBody('PullRequestAttestationPostInput'),
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestCustom = (0,endpoint/* defineEndpoint */.vy)({
    id: 'attestCustom',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/custom',
    params: TRAIL,
    query: NONE,
    body: attestationBody('CustomAttestationPostInput'),
    responses: { 200: shapes/* ANY */.x4, 201: shapes/* ANY */.x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const overrideAttestation = (0,endpoint/* defineEndpoint */.vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,shapes/* published */.H3)('OverrideAttestationPostInput') },
    responses: { 200: shapes/* JSON_STRING */.Nu, 201: shapes/* ANY */.x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});

// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(8855);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
;// CONCATENATED MODULE: ./src/operations/evidence-inputs.ts


/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!patterns/* PATTERNS */.G3.externalUrlKey.re.test(key))
            throw (0,errors/* invalidInput */.aY)('external-urls', `name \`${key}\` is not allowed`, patterns/* PATTERNS */.G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw (0,errors/* invalidInput */.aY)('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !patterns/* PATTERNS */.G3.fingerprint.re.test(fingerprint))) {
            throw (0,errors/* invalidInput */.aY)('external-urls', `entry \`${key}\`: fingerprint is not valid`, patterns/* PATTERNS */.G3.fingerprint.expected);
        }
        result[key] = fingerprint === undefined ? { href } : { href, fingerprint: fingerprint };
    }
    return result;
}
/** `annotations`: string values under keys the service accepts. */
function readAnnotations(inputs) {
    const value = inputs.jsonObject('annotations');
    if (value === undefined)
        return undefined;
    for (const [key, v] of Object.entries(value)) {
        if (!patterns/* PATTERNS */.G3.annotationKey.re.test(key))
            throw (0,errors/* invalidInput */.aY)('annotations', `key \`${key}\` is not allowed`, patterns/* PATTERNS */.G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw (0,errors/* invalidInput */.aY)('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
}

// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/override-attestation.ts










function readAttestationType(inputs) {
    const name = 'original-attestation-type';
    const expected = `one of ${patterns/* ATTESTATION_TYPES */.ZX.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``;
    const value = inputs.required(name);
    const known = patterns/* ATTESTATION_TYPES */.ZX.find((t) => t === value);
    if (known)
        return known;
    if (value.startsWith('custom:') && patterns/* PATTERNS */.G3.attestationTypeName.re.test(value.slice('custom:'.length)))
        return value;
    throw (0,errors/* invalidInput */.aY)(name, `\`${value}\` is not an attestation type`, expected);
}
/** Overrides the compliance of an attestation in a trail, with the reason on record. */
/* harmony default export */ const override_attestation = ((0,types/* serviceOperation */.F0)({
    endpoint: overrideAttestation,
    github: 'optional',
    read: (inputs) => ({
        flow: inputs.required('flow', patterns/* PATTERNS */.G3.flowName),
        trail: inputs.required('trail', patterns/* PATTERNS */.G3.trailName),
        attestationName: inputs.required('attestation-name', patterns/* PATTERNS */.G3.attestationName),
        originalType: readAttestationType(inputs),
        reason: inputs.required('reason'),
        compliant: inputs.requiredBoolean('compliant'),
        artifact: (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false }),
        targetArtifacts: inputs.list('target-artifacts', patterns/* PATTERNS */.G3.attestationName),
        originUrl: inputs.optional('origin-url'),
        description: inputs.optional('description'),
        commit: inputs.optional('commit', patterns/* PATTERNS */.G3.commitSha),
        externalUrls: readExternalUrls(inputs),
        annotations: readAnnotations(inputs),
        userData: inputs.jsonData('user-data')
    }),
    async run(settings, { client, org, context, log, github }) {
        const fingerprint = settings.artifact ? await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact) : undefined;
        const commit = settings.commit ?? context.sha;
        const gitCommit = commit ? await gitCommitInfo(context, commit, await github(), log) : undefined;
        const repo = repoInfo(context);
        const originUrl = settings.originUrl ?? context.runUrl;
        await client.call(overrideAttestation, { org, flow_name: settings.flow, trail_name: settings.trail }, {
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
                title: `Attestation override: ${settings.attestationName}`,
                facts: [
                    ['Flow / trail', `${settings.flow} / ${settings.trail}`],
                    ['Original type', settings.originalType],
                    ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
                    ['Reason', settings.reason],
                    ['Artifact', fingerprint],
                    ['Commit', commit ? (0,summary/* link */.nf)((0,github_context/* commitUrl */.Bg)(context, commit), commit) : undefined]
                ]
            }
        };
    }
}));


/***/ }),

/***/ 6623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ filePart),
/* harmony export */   H3: () => (/* binding */ published),
/* harmony export */   Nu: () => (/* binding */ JSON_STRING),
/* harmony export */   T1: () => (/* binding */ pattern),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   n6: () => (/* binding */ dataJson),
/* harmony export */   rB: () => (/* binding */ PAGING),
/* harmony export */   vv: () => (/* binding */ ATTACHMENT_MAX_BYTES),
/* harmony export */   x4: () => (/* binding */ ANY),
/* harmony export */   xE: () => (/* binding */ ORG)
/* harmony export */ });
/* unused harmony export PART_MAX_BYTES */
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


/***/ })

};
