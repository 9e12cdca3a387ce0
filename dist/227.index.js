export const id = 227;
export const ids = [227];
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
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2051);



const ARTIFACT_TYPES = ['file', 'dir'];
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.optional('fingerprint', options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
async function resolveFingerprint(ref) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    return (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude });
}


/***/ }),

/***/ 227:
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

// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/service/url.ts
var url = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
// EXTERNAL MODULE: ./src/summary.ts
var summary = __webpack_require__(8855);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/override-attestation.ts









function readAttestationType(inputs) {
    const name = 'original-attestation-type';
    const expected = `one of ${schemas/* ATTESTATION_TYPES */.ZX.map((t) => `\`${t}\``).join(', ')}, or \`custom:<type name>\``;
    const value = inputs.required(name, undefined);
    if (schemas/* ATTESTATION_TYPES */.ZX.includes(value))
        return value;
    if (value.startsWith('custom:') && schemas/* PATTERNS */.G3.attestationTypeName.re.test(value.slice('custom:'.length)))
        return value;
    throw (0,errors/* invalidInput */.aY)(name, `\`${value}\` is not an attestation type`, expected);
}
/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!schemas/* PATTERNS */.G3.externalUrlKey.re.test(key))
            throw (0,errors/* invalidInput */.aY)('external-urls', `name \`${key}\` is not allowed`, schemas/* PATTERNS */.G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw (0,errors/* invalidInput */.aY)('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !schemas/* PATTERNS */.G3.fingerprint.re.test(fingerprint))) {
            throw (0,errors/* invalidInput */.aY)('external-urls', `entry \`${key}\`: fingerprint is not valid`, schemas/* PATTERNS */.G3.fingerprint.expected);
        }
        result[key] = fingerprint === undefined ? { href } : { href, fingerprint: fingerprint };
    }
    return result;
}
function readAnnotations(inputs) {
    const value = inputs.jsonObject('annotations');
    if (value === undefined)
        return undefined;
    for (const [key, v] of Object.entries(value)) {
        if (!schemas/* PATTERNS */.G3.annotationKey.re.test(key))
            throw (0,errors/* invalidInput */.aY)('annotations', `key \`${key}\` is not allowed`, schemas/* PATTERNS */.G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw (0,errors/* invalidInput */.aY)('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
}
/** Overrides the compliance of an attestation in a trail, with the reason on record. */
/* harmony default export */ const override_attestation = ((0,types/* defineOperation */.h)({
    name: 'override-attestation',
    service: true,
    read: (inputs) => {
        return {
            flow: inputs.required('flow', schemas/* PATTERNS */.G3.flowName),
            trail: inputs.required('trail', schemas/* PATTERNS */.G3.pathName),
            attestationName: inputs.required('attestation-name', schemas/* PATTERNS */.G3.attestationName),
            originalType: readAttestationType(inputs),
            reason: inputs.required('reason'),
            compliant: inputs.requiredBoolean('compliant'),
            artifact: (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false }),
            targetArtifacts: inputs.list('target-artifacts', schemas/* PATTERNS */.G3.attestationName),
            originUrl: inputs.optional('origin-url'),
            description: inputs.optional('description'),
            commit: inputs.optional('commit', schemas/* PATTERNS */.G3.commitSha),
            externalUrls: readExternalUrls(inputs),
            annotations: readAnnotations(inputs),
            userData: inputs.jsonData('user-data')
        };
    },
    async run(settings, { client, common, context, log, github }) {
        const fingerprint = settings.artifact ? await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact) : undefined;
        const commit = settings.commit ?? context.sha;
        const gitCommit = commit ? await gitCommitInfo(context, commit, await github(), log) : undefined;
        const repo = repoInfo(context);
        const body = {
            attestation_name: settings.attestationName,
            original_attestation_type: settings.originalType,
            reason: settings.reason,
            new_compliance_status: settings.compliant,
            ...((settings.originUrl ?? context.runUrl) !== undefined && { origin_url: settings.originUrl ?? context.runUrl }),
            ...(settings.description !== undefined && { description: settings.description }),
            ...(fingerprint !== undefined && { artifact_fingerprint: fingerprint }),
            ...(settings.targetArtifacts.length > 0 && { target_artifacts: settings.targetArtifacts }),
            ...(gitCommit && { git_commit_info: gitCommit }),
            ...(repo && { repo_info: repo }),
            ...(settings.externalUrls && { external_urls: settings.externalUrls }),
            ...(settings.annotations && { annotations: settings.annotations }),
            ...(settings.userData !== undefined && { user_data: settings.userData })
        };
        const path = (0,url/* apiPath */.So)('attestations', common.org, settings.flow, 'trail', settings.trail, 'override');
        const response = await client.send({ method: 'POST', path, json: body, schema: 'attestationOverride' });
        return {
            outputs: { fingerprint: fingerprint ?? '' },
            summary: {
                title: `Attestation override: ${settings.attestationName}`,
                facts: [
                    ['Sent to', `POST ${client.baseUrl}${path}`],
                    ['Flow / trail', `${settings.flow} / ${settings.trail}`],
                    ['Original type', settings.originalType],
                    ['New compliance', settings.compliant ? 'compliant' : 'non-compliant'],
                    ['Reason', settings.reason],
                    ['Artifact', fingerprint],
                    ['Commit', commit ? (0,summary/* link */.nf)((0,github_context/* commitUrl */.Bg)(context, commit), commit) : undefined],
                    ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`],
                ]
            }
        };
    }
}));


/***/ })

};
