export const id = 64;
export const ids = [64];
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

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WW: () => (/* binding */ attestationFields),
  md: () => (/* binding */ prepareAttestation),
  eK: () => (/* binding */ readAttestationInputs),
  Q0: () => (/* binding */ trailOf)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(9148);
;// CONCATENATED MODULE: ./src/evidence/attachments.ts




/** Files gathered before packing: far above any archive the service takes, so a typo is caught early. */
const MAX_GATHERED_BYTES = 512 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
const BLOCK = 512;
/**
 * The name a file takes in the archive, as the reference client names it: below a lone
 * folder, relative to that folder; else the path as the workflow would write it (relative
 * to the working directory), or, outside it, below the given path's own folder, so no
 * runner's absolute paths end up in the evidence.
 */
function namer(paths, baseDir) {
    if (paths.length === 1 && (0,external_node_fs_.statSync)(paths[0], { throwIfNoEntry: false })?.isDirectory())
        return (_given, below) => below;
    return (given, below) => {
        const relative = external_node_path_default().relative(baseDir, given);
        const root = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative) ? relative : external_node_path_default().basename(given);
        return below === '' ? root : `${root}/${below}`;
    };
}
/** Every regular file under the given paths, folders walked in name order; links followed to files only. */
function gather(paths, baseDir) {
    const nameOf = namer(paths, baseDir);
    const entries = [];
    const add = (entry) => {
        if (entries.length >= MAX_ENTRIES)
            throw new src_files/* FileProblem */.kc(entry.file, `attachments hold more than ${MAX_ENTRIES} files`);
        entries.push(entry);
    };
    const visit = (given, full, below) => {
        let info;
        try {
            info = (0,external_node_fs_.statSync)(full);
        }
        catch (err) {
            const broken = err.code === 'ENOENT' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink();
            throw new src_files/* FileProblem */.kc(full, broken
                ? `${full} is a broken symlink`
                : `${full} ${err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code})`}`);
        }
        if (info.isDirectory()) {
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(full).sort();
            }
            catch (err) {
                throw new src_files/* FileProblem */.kc(full, `${full} cannot be listed (${err.code})`);
            }
            for (const child of names)
                visit(given, external_node_path_default().join(full, child), below === '' ? child : `${below}/${child}`);
        }
        else if (info.isFile())
            add({ name: nameOf(given, below), file: full, mtime: Math.floor(info.mtimeMs / 1000) });
        else
            throw new src_files/* FileProblem */.kc(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`);
    };
    for (const p of paths)
        visit(p, p, '');
    return entries;
}
function octal(value, width) {
    return value.toString(8).padStart(width - 1, '0') + '\0';
}
/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name, size, type, mtime = 0) {
    const block = Buffer.alloc(BLOCK);
    block.write(name.slice(0, 100), 0, 'utf8');
    block.write(octal(0o644, 8), 100);
    block.write(octal(0, 8), 108);
    block.write(octal(0, 8), 116);
    block.write(octal(size, 12), 124);
    block.write(octal(mtime, 12), 136);
    block.write('        ', 148);
    block.write(type, 156);
    block.write('ustar\0' + '00', 257, 'latin1');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(octal(sum, 7) + ' ', 148);
    return block;
}
function pad(size) {
    return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let length = Buffer.byteLength(body) + 1;
    while (String(length).length + Buffer.byteLength(body) !== length)
        length = String(length).length + Buffer.byteLength(body);
    return Buffer.from(`${length}${body}`);
}
/**
 * The attachments as the one `attachment_file` part, as the reference client sends them: a
 * lone file as itself; anything more as `evidence.tgz`, a gzip'd tar of every regular file.
 * Files are checked as they are read (regular files only, each and all bounded), and the part
 * is refused before anything is sent when it is past the service's limit.
 */
function packAttachments(paths, maxBytes, baseDir) {
    const entries = gather(paths, baseDir);
    const tooLarge = (size) => new src_files/* FileProblem */.kc(paths.join(', '), `the attachments come to ${size} bytes${entries.length > 1 ? ' packed' : ''}, over the service's limit of ${(0,src_files/* describeBytes */.nI)(maxBytes)}`);
    if (entries.length === 1 && paths.length === 1 && entries[0].file === paths[0]) {
        const content = (0,src_files/* readBoundedFile */.Mv)(entries[0].file, MAX_GATHERED_BYTES);
        if (content.length > maxBytes)
            throw tooLarge(content.length);
        return { filename: external_node_path_default().basename(entries[0].file), content };
    }
    const chunks = [];
    let gathered = 0;
    for (const entry of entries) {
        const content = (0,src_files/* readBoundedFile */.Mv)(entry.file, MAX_GATHERED_BYTES - gathered);
        gathered += content.length;
        if (Buffer.byteLength(entry.name) > 100) {
            const pax = paxRecord('path', entry.name);
            chunks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
        }
        chunks.push(header(entry.name, content.length, '0', entry.mtime), content, pad(content.length));
    }
    chunks.push(Buffer.alloc(BLOCK * 2));
    const content = (0,external_node_zlib_.gzipSync)(Buffer.concat(chunks), { level: 9 });
    if (content.length > maxBytes)
        throw tooLarge(content.length);
    return { filename: 'evidence.tgz', content };
}

// EXTERNAL MODULE: ./src/github/commit.ts
var github_commit = __webpack_require__(9238);
// EXTERNAL MODULE: ./src/github/repo.ts
var repo = __webpack_require__(1839);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
// EXTERNAL MODULE: ./src/service/patterns.ts
var patterns = __webpack_require__(4232);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(5219);
// EXTERNAL MODULE: ./src/operations/evidence-inputs.ts
var evidence_inputs = __webpack_require__(1171);
;// CONCATENATED MODULE: ./src/operations/attestation-inputs.ts









function readAttestationInputs(inputs, options = {}) {
    const name = inputs.optional('attestation-name', patterns/* PATTERNS */.G3.attestationName) ?? options.defaultName;
    if (name === undefined)
        throw (0,errors/* invalidInput */.aY)('attestation-name', 'required but not given', patterns/* PATTERNS */.G3.attestationName.expected);
    const artifact = (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false });
    const targetArtifacts = inputs.list('target-artifacts', patterns/* PATTERNS */.G3.attestationName);
    return {
        flow: inputs.required('flow', patterns/* PATTERNS */.G3.flowName),
        trail: inputs.optional('trail', patterns/* PATTERNS */.G3.trailName),
        name,
        artifact,
        targetArtifacts,
        commit: inputs.optional('commit', patterns/* PATTERNS */.G3.commitSha),
        originUrl: inputs.optional('origin-url'),
        description: inputs.optional('description'),
        attachments: inputs.list('attachments').map((p) => inputs.path(p)),
        externalUrls: (0,evidence_inputs/* readExternalUrls */.M)(inputs),
        annotations: (0,evidence_inputs/* readAnnotations */.t)(inputs),
        userData: inputs.jsonData('user-data')
    };
}
/** The workflow's commit is the trail's name unless one is given, as a trail per commit is the norm. */
function trailOf(given, sha) {
    const trail = given ?? sha;
    if (!trail)
        throw (0,errors/* invalidInput */.aY)('trail', "not given and the workflow's commit (GITHUB_SHA) is unknown", patterns/* PATTERNS */.G3.trailName.expected);
    return trail;
}
/**
 * Resolves what the inputs leave to the runner (trail, commit, run URL, repository) and packs
 * the attachments, so a local problem is found before the request is made.
 */
async function prepareAttestation(settings, { context, log, github, common }, evidence) {
    const trail = trailOf(settings.trail, context.sha);
    let attachment;
    const files = [...settings.attachments, ...(evidence?.files ?? [])];
    if (files.length > 0) {
        try {
            attachment = packAttachments(files, shapes/* ATTACHMENT_MAX_BYTES */.vv, common.baseDir);
        }
        catch (err) {
            if (!(err instanceof src_files/* FileProblem */.kc))
                throw err;
            const fromEvidence = evidence?.files.some((f) => err.file === f || err.file.startsWith(`${f}/`));
            throw (0,errors/* invalidInput */.aY)(fromEvidence ? evidence.input : 'attachments', err.message, `files or folders that pack to at most ${(0,src_files/* describeBytes */.nI)(shapes/* ATTACHMENT_MAX_BYTES */.vv)}`);
        }
    }
    const fingerprint = settings.artifact ? await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log }) : undefined;
    const commit = settings.commit ?? context.sha;
    const gitCommit = commit ? await (0,github_commit/* gitCommitInfo */.O)(context, commit, await github(), log) : undefined;
    const fields = {
        ...attestationFields(settings.name, settings, { originUrl: settings.originUrl ?? context.runUrl, fingerprint, gitCommit, repo: (0,repo/* repoInfo */.L)(context) }),
        // The reference client always sends it, `{}` when there is none.
        user_data: settings.userData ?? {}
    };
    return { trail, fingerprint, commit, fields, attachment };
}
/**
 * The fields an attestation and an override of one share: the name, and each optional one
 * only when known (the service keeps what an absent field leaves, not an empty value).
 */
function attestationFields(name, given, known) {
    return {
        attestation_name: name,
        ...(known.originUrl !== undefined && { origin_url: known.originUrl }),
        ...(given.description !== undefined && { description: given.description }),
        ...(known.fingerprint !== undefined && { artifact_fingerprint: known.fingerprint }),
        ...(given.targetArtifacts.length > 0 && { target_artifacts: given.targetArtifacts }),
        ...(known.gitCommit && { git_commit_info: known.gitCommit }),
        ...(known.repo && { repo_info: known.repo }),
        ...(given.externalUrls && { external_urls: given.externalUrls }),
        ...(given.annotations && { annotations: given.annotations })
    };
}


/***/ }),

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
// EXTERNAL MODULE: ./src/json-depth.ts
var json_depth = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/service/catalogue/shapes.ts
var shapes = __webpack_require__(6623);
// EXTERNAL MODULE: ./src/service/validate.ts + 1 modules
var validate = __webpack_require__(9064);
;// CONCATENATED MODULE: ./src/evidence/flow-template.ts




const TEMPLATE_SCHEMA = (0,shapes/* published */.H3)('Template');
/**
 * A flow template's YAML, checked as the service checks it: bounded in nesting and aliases,
 * then against the document's `Template`. `version: 1` alone is the empty template the
 * reference client sends; its `trail` defaults to none. The action checks a `template-file`
 * with it before anything is sent, and the sandbox every template it is given. Needs
 * `loadValidation` to have finished.
 */
function checkFlowTemplate(text, where) {
    const refuse = (problem, detail) => ({ problem: `${where} ${problem}`, errors: { [where]: detail } });
    // Flow-style brackets are counted before parsing; indentation nests only as deep as lines are long.
    if ((0,json_depth/* jsonDepth */.Q)(text) > json_depth/* MAX_JSON_DEPTH */.K)
        return refuse(`nests deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`, 'too deep');
    let value;
    try {
        value = (0,dist/* parse */.qg)(text, { maxAliasCount: 50, prettyErrors: false, uniqueKeys: true }) ?? {};
    }
    catch (err) {
        return refuse(`is not valid YAML: ${err.message.split('\n')[0].slice(0, 200)}`, 'YAML');
    }
    if ((0,json_depth/* jsonDepth */.Q)(JSON.stringify(value) ?? '') > json_depth/* MAX_JSON_DEPTH */.K)
        return refuse(`nests deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`, 'too deep');
    if (value && typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value, 'trail'))
        value = { ...value, trail: {} };
    const problems = (0,validate/* schemaProblemsNow */.SZ)(TEMPLATE_SCHEMA, value, where);
    if (problems.length > 0) {
        const errors = Object.create(null);
        for (const p of problems)
            errors[p.where] = p.message;
        return { problem: `${where} is not a flow template: ${problems[0].where} ${problems[0].message}`, errors };
    }
    const template = value;
    return { template: { version: 1, trail: { attestations: template.trail.attestations ?? [], artifacts: template.trail.artifacts ?? [] } } };
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
/** What the reference client's `list trails` calls: the trails of an organization, by flow or artifact. */
const listOrgTrails = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listOrgTrails',
    method: 'GET',
    path: '/trails/{org}',
    params: shapes/* ORG */.xE,
    query: { flow: { schema: { type: 'string' } }, fingerprint: { schema: { type: 'string' } }, flow_tag: { schema: { type: 'string' } }, ...shapes/* PAGING */.rB },
    responses: { 200: (0,shapes/* published */.H3)('ListTrails') },
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
    await (0,validate/* loadValidation */.AG)();
    const checked = checkFlowTemplate(content.toString('utf8'), file);
    if ('problem' in checked)
        throw (0,errors/* invalidInput */.aY)('template-file', checked.problem, TEMPLATE_EXPECTED);
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
    async run(settings, { client, org, context, log, github, app }) {
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
                title: `Trail ${trail}`,
                verdict: { ok: true, text: `Begun in flow ${settings.flow}` },
                record: { href: app.trail(org, settings.flow, trail), text: 'trail in the app' },
                facts: [
                    ['Description', settings.description],
                    ['Template', settings.templatePath ?? "the flow's"],
                    ['Origin', originUrl ? (0,summary/* link */.nf)(originUrl, originUrl) : undefined]
                ]
            }
        };
    }
}));


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


/***/ }),

/***/ 9064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EQ: () => (/* binding */ isFilePart),
  AG: () => (/* binding */ loadValidation),
  fI: () => (/* binding */ problemText),
  iN: () => (/* binding */ requestProblems),
  AA: () => (/* binding */ responseProblems),
  SZ: () => (/* binding */ schemaProblemsNow)
});

// UNUSED EXPORTS: MAX_REPORTED_PROBLEMS, requestProblemsNow, schemaProblems

// EXTERNAL MODULE: ./src/service/endpoint.ts
var service_endpoint = __webpack_require__(9438);
;// CONCATENATED MODULE: ./src/service/catalogue/patches.ts
/**
 * Where the published document is narrower than the service as its reference client uses it.
 * Each patch is applied to the document's component before anything validates against it, and
 * the entries that use it say so in their `deviation`.
 */
const COMPONENT_PATCHES = {
    // The document types `attestation_data` as JSON text; the reference client sends the JSON
    // value itself, which the service takes. Either is accepted; the action sends the value.
    CustomAttestationPostInput: (schema) => ({
        ...schema,
        properties: { ...schema.properties, attestation_data: {} }
    }),
    // `kosli attest pullrequest` sends each pull request's `base_ref`; the document's
    // FoundPullRequestV2 is closed and lacks it.
    FoundPullRequestV2: (schema) => ({
        ...schema,
        properties: { ...schema.properties, base_ref: { anyOf: [{ type: 'string' }, { type: 'null' }] } }
    }),
    // `kosli create attestation-type --summary NAME=EXPR` sends `summary`; the document's
    // CustomAttestationTypePostInput is closed and lacks it.
    CustomAttestationTypePostInput: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            summary: {
                anyOf: [
                    {
                        type: 'array',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['name', 'expression'],
                            properties: { name: { type: 'string', minLength: 1 }, expression: { type: 'string', minLength: 1 } }
                        }
                    },
                    { type: 'null' }
                ]
            }
        }
    }),
    // The live service answers `flows` as a list (an artifact can be in several flows; the
    // reference client reads a list since October 2025); the document still types one object.
    AssertArtifactResponse: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            flows: {
                anyOf: [
                    { $ref: '#/components/schemas/AssertArtifactFlowResponse' },
                    { type: 'array', items: { $ref: '#/components/schemas/AssertArtifactFlowResponse' } },
                    { type: 'null' }
                ]
            }
        }
    }),
    // The spec: `visibility` is not required when creating a flow (new flows are private), and
    // `kosli create flow --template-file` sends none; the document requires it.
    CreateFlow: (schema) => ({ ...schema, required: ['name', 'description'] })
};
function patchComponents(components) {
    const patched = { ...components };
    for (const [name, patch] of Object.entries(COMPONENT_PATCHES))
        patched[name] = patch(components[name]);
    return patched;
}

;// CONCATENATED MODULE: ./src/service/validate.ts


/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
const MAX_REPORTED_PROBLEMS = 20;
/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines;
let loading;
/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only: a run
 * that sends nothing never pays for them; the sandbox loads them once, at start.
 */
function loadValidation() {
    loading ??= (async () => {
        const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 2210, 23)),
            __webpack_require__.e(/* import() */ 42).then(__webpack_require__.t.bind(__webpack_require__, 9042, 19))
        ]);
        const engine = (allErrors) => {
            const ajv = new Ajv2020.default({ allErrors, strict: false, logger: false, validateFormats: false });
            ajv.addSchema({ $id: 'published', components: { schemas: patchComponents(components) } });
            return { compile: (schema) => ajv.compile(schema), compiled: new WeakMap() };
        };
        engines = { thorough: engine(true), quick: engine(false) };
    })();
    return loading;
}
function problemText(problems) {
    return problems.map((p) => `${p.where} ${p.message}`).join('; ');
}
/** A name or path from the input, short enough for a message however long it was. */
const clip = (text) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
/** One problem per Ajv error, without the noise `anyOf` adds, and at most MAX_REPORTED_PROBLEMS. */
function describe(errors, prefix) {
    const seen = new Map();
    for (const e of errors) {
        // `anyOf` repeats its branches' complaints; the branches already said what matters.
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined)
            message = `has unknown property \`${clip(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const where = clip(`${prefix}${e.instancePath}`);
        seen.set(`${where} ${message}`, { where, message });
        if (seen.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...seen.values()];
}
/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished: a sandbox request's check and work never interleave.
 */
function schemaProblemsNow(schema, value, prefix = '(body)', all = true) {
    if (!engines)
        throw new Error('schemaProblemsNow before loadValidation');
    const engine = all ? engines.thorough : engines.quick;
    let validate = engine.compiled.get(schema);
    if (!validate) {
        validate = engine.compile(schema);
        engine.compiled.set(schema, validate);
    }
    return validate(value) ? [] : describe(validate.errors ?? [], prefix);
}
async function schemaProblems(schema, value, prefix = '(body)') {
    await loadValidation();
    return schemaProblemsNow(schema, value, prefix);
}
function isFilePart(value) {
    return typeof value === 'object' && value !== null && 'filename' in value && 'content' in value;
}
const partOf = (parts, name) => (parts instanceof Map ? parts.get(name) : Object.hasOwn(parts, name) ? parts[name] : undefined);
/** What the catalogue says is wrong with a request; empty when the service would take it. */
function requestProblemsNow(endpoint, params, query, body, options = {}) {
    const { all = true, unknownQuery = 'refuse' } = options;
    const problems = [];
    for (const name of Object.keys(endpoint.params)) {
        const problem = (0,service_endpoint/* paramProblem */.xQ)(endpoint, name, params[name]);
        if (problem)
            problems.push({ where: `path parameter ${name}`, message: problem });
    }
    for (const [name, value] of Object.entries(query)) {
        const rule = endpoint.query[name];
        if (value === undefined)
            continue;
        if (rule)
            problems.push(...schemaProblemsNow(rule.schema, value, `query parameter ${name}`, all));
        else if (unknownQuery === 'refuse')
            problems.push({ where: `query parameter ${name}`, message: 'is not one the endpoint takes' });
    }
    problems.push(...bodyProblems(endpoint, body, all));
    return problems.slice(0, MAX_REPORTED_PROBLEMS);
}
async function requestProblems(endpoint, params, query, body, options = {}) {
    await loadValidation();
    return requestProblemsNow(endpoint, params, query, body, options);
}
function bodyProblems(endpoint, body, all) {
    const rule = endpoint.body;
    const whole = (message) => [{ where: '(body)', message }];
    if (!rule)
        return body === undefined ? [] : whole('is not taken by this endpoint');
    if (body === undefined)
        return whole('is required');
    if (rule.type === 'json')
        return schemaProblemsNow(rule.schema, body, '(body)', all);
    if (typeof body !== 'object' || body === null)
        return whole('must be multipart form data');
    const problems = [];
    for (const [name, part] of Object.entries(rule.parts)) {
        const value = partOf(body, name);
        const where = `part ${name}`;
        if (value === undefined || value === null) {
            if (part.required)
                problems.push({ where, message: 'is required' });
            continue;
        }
        if (part.kind === 'json') {
            const size = Buffer.byteLength(JSON.stringify(value));
            if (size > part.maxBytes)
                problems.push({ where, message: `is ${size} bytes of JSON, over the limit of ${part.maxBytes} bytes` });
            else
                problems.push(...schemaProblemsNow(part.schema, value, where, all));
            continue;
        }
        if (!isFilePart(value)) {
            problems.push({ where, message: 'must be a file' });
            continue;
        }
        const size = typeof value.content === 'string' ? Buffer.byteLength(value.content) : value.content.length;
        if (size > part.maxBytes)
            problems.push({ where, message: `is ${size} bytes, over the limit of ${part.maxBytes} bytes` });
    }
    return problems;
}
/** What is off in an answer, against the schema the catalogue has for its status. */
async function responseProblems(endpoint, status, data) {
    const schema = endpoint.responses[status];
    if (!schema)
        return [];
    return schemaProblems(schema, data, '(answer)');
}


/***/ })

};
