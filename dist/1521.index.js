"use strict";
exports.id = 1521;
exports.ids = [1521];
exports.modules = {

/***/ 18667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96563);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45575);


/** The inputs and outputs an operation of this kind has besides its own. */
function withKind(def, kind, org) {
    const service = kind !== 'local';
    return {
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_INPUTS */ .qT, ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_INPUTS */ .Ki), ...(org && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .ORG_INPUT */ .Op), ...def.inputs },
        outputs: { ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_OUTPUTS */ .Ht), ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_OUTPUTS */ .re, ...def.outputs }
    };
}
function operation(def, kind, needs, endpoint, work) {
    return {
        name: def.name,
        title: def.title,
        description: def.description,
        ...withKind(def, kind, needs.org),
        needs,
        endpoint,
        prepare: async (inputs, common) => {
            const settings = await def.read((0,_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .readerOf */ .T)(inputs, def.inputs), common);
            return work((tools) => def.run(settings, tools));
        }
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    const needs = { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' };
    return operation(def, 'service', needs, def.endpoint, (run) => ({ service: run }));
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return operation(def, 'saved', { org: false, apiKey: true, github: 'none' }, undefined, (run) => ({ service: run }));
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return operation(def, 'local', { org: false, apiKey: false, github: 'none' }, undefined, (run) => ({ local: run }));
}


/***/ }),

/***/ 82788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   Xb: () => (/* binding */ DOCKER_HUB),
/* harmony export */   Ys: () => (/* binding */ canonicalReference),
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   bo: () => (/* binding */ EXPECTED_REFERENCE),
/* harmony export */   nz: () => (/* binding */ apiHost),
/* harmony export */   o_: () => (/* binding */ parseImageReference),
/* harmony export */   rw: () => (/* binding */ isImageId)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);

const DOCKER_HUB = 'docker.io';
/** Docker Hub's registry API is not served at docker.io itself. */
const DOCKER_HUB_API = 'registry-1.docker.io';
const LEGACY_DOCKER_HUB = 'index.docker.io';
const DEFAULT_TAG = 'latest';
const MAX_PATH_LENGTH = 255;
const EXPECTED_REFERENCE = 'an image reference such as `registry.example.com/team/app:1.2`, `ghcr.io/org/app@sha256:<64 hex>` or `nginx`';
// The grammar of github.com/distribution/reference, piece by piece.
const ALPHANUMERIC = '[a-z0-9]+';
const SEPARATOR = '(?:[._]|__|[-]+)';
const PATH_COMPONENT = `${ALPHANUMERIC}(?:${SEPARATOR}${ALPHANUMERIC})*`;
const REMOTE_NAME = `${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const FULL = new RegExp(`^(${DOMAIN})/(${REMOTE_NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const IMAGE_ID = /^(?:sha256:)?[a-f0-9]{64}$/;
const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/;
function parseImageReference(input) {
    const fail = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n(`"${input}" is not a valid image reference: ${problem}`, EXPECTED_REFERENCE);
    if (input === '')
        throw fail('it is empty');
    if (/\s/.test(input))
        throw fail('it contains whitespace');
    if (IMAGE_ID.test(input))
        throw fail('it is an image ID, not a name; give the repository and tag or digest');
    const [domain, remainder] = splitDomain(input);
    const port = /:([0-9]+)$/.exec(domain)?.[1];
    if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535 && port.length <= 5)) {
        throw fail(`the registry port "${port}" is not a port number from 1 to 65535`);
    }
    const repository = /^[^:@]*/.exec(remainder)[0];
    if (repository.toLowerCase() !== repository) {
        throw fail(`repository names must be lowercase (got "${repository}"); a registry host needs a "." or a ":port", or to be "localhost"`);
    }
    const match = FULL.exec(`${domain}/${remainder}`);
    if (!match)
        throw fail(grammarProblem(remainder));
    const [, , path, tag, digest] = match;
    if (path.length > MAX_PATH_LENGTH)
        throw fail(`the repository name is longer than ${MAX_PATH_LENGTH} characters`);
    if (digest !== undefined && !SHA256_DIGEST.test(digest)) {
        throw fail(`the digest "${digest}" is not sha256:<64 lowercase hex>; only SHA-256 digests are fingerprints`);
    }
    return { original: input, domain, path, tag: tag ?? (digest ? undefined : DEFAULT_TAG), digest };
}
/**
 * The first component is a registry host only if it looks like one: a dot, a port or
 * `localhost`. Anything else is a Docker Hub namespace, as every Docker client reads it.
 */
function splitDomain(input) {
    const slash = input.indexOf('/');
    let domain = DOCKER_HUB;
    let remainder = input;
    if (slash !== -1) {
        const first = input.slice(0, slash);
        if (first === 'localhost' || /[.:]/.test(first)) {
            domain = first === LEGACY_DOCKER_HUB ? DOCKER_HUB : first;
            remainder = input.slice(slash + 1);
        }
    }
    if (domain === DOCKER_HUB && !remainder.includes('/'))
        remainder = `library/${remainder}`;
    return [domain, remainder];
}
function grammarProblem(remainder) {
    const at = remainder.indexOf('@');
    const named = at === -1 ? remainder : remainder.slice(0, at);
    const colon = named.lastIndexOf(':');
    const tag = colon === -1 ? undefined : named.slice(colon + 1);
    if (tag !== undefined && !new RegExp(`^${TAG}$`).test(tag)) {
        return `the tag "${tag}" is not 1 to 128 letters, digits, "_", "." or "-" (not starting with "." or "-")`;
    }
    if (at !== -1 && !new RegExp(`^${DIGEST}$`).test(remainder.slice(at + 1))) {
        return `the digest "${remainder.slice(at + 1)}" is not sha256:<64 lowercase hex>`;
    }
    return 'check the registry host, the repository path (lowercase letters, digits and single "." "_" "__" or "-" between them, components separated by "/") and the tag';
}
/** `host[:port]` to call for the registry API. */
function apiHost(ref) {
    return ref.domain === DOCKER_HUB ? DOCKER_HUB_API : ref.domain;
}
/** The full repository name: `docker.io/library/nginx`. */
function repositoryName(ref) {
    return `${ref.domain}/${ref.path}`;
}
/** The digest if there is one, else the tag: what the manifest URL names. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag;
}
/** The canonical string: `docker.io/library/nginx:latest`, `host/app@sha256:…`. */
function canonicalReference(ref) {
    return ref.digest ? `${repositoryName(ref)}@${ref.digest}` : `${repositoryName(ref)}:${ref.tag}`;
}
/** An image ID as `docker images --no-trunc` shows it, with or without `sha256:`. */
function isImageId(input) {
    return IMAGE_ID.test(input);
}


/***/ }),

/***/ 94965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ beginCommitRead),
/* harmony export */   O: () => (/* binding */ gitCommitInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79754);


// The author's time, as the reference client reports it (not the committer's).
const FORMAT = ['%H', '%P', '%an <%ae>', '%at', '%B'].join('%x00');
/** Reads of the clone begun ahead of need, each taken by the next `gitCommitInfo` of its commit. */
const begun = new Map();
/** GitHub's answers asked for ahead of need, likewise. */
const asked = new Map();
const readKey = (ctx, sha) => `${ctx.workspace}\0${sha}`;
function readLocal(ctx, sha) {
    // `^{commit}`: a tag, tree or blob of that name is no commit to read (and a blob could be any size).
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .git */ .$)(ctx.workspace, ['show', '-s', `--format=${FORMAT}`, `${sha}^{commit}`], { small: true });
}
function askGitHub(api, sha) {
    return api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha }).then((data) => (data !== null && typeof data === 'object' ? { data } : { error: new Error('not a commit record') }), (error) => ({ error: error instanceof Error ? error : new Error(String(error)) }));
}
/**
 * Starts reading a commit from the clone, and with `api` asking GitHub for it, so both run while
 * the step does other work; the next `gitCommitInfo` of that commit takes the answers. Neither
 * fails here: a missing commit or clone reads as nothing, and GitHub's failure is said there.
 */
function beginCommitRead(ctx, sha, api) {
    if (!sha)
        return;
    const key = readKey(ctx, sha);
    if (!begun.has(key))
        begun.set(key, readLocal(ctx, sha));
    if (api && !asked.has(key))
        asked.set(key, askGitHub(api, sha));
}
/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
async function gitCommitInfo(ctx, sha, api, log) {
    const info = { sha1: sha, branch: ctx.branch, url: (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(ctx, sha) };
    const key = readKey(ctx, sha);
    const ahead = begun.get(key);
    begun.delete(key);
    // Asked at once, not after git: GitHub's round trip is the longer wait, and needs nothing of the clone.
    let remote;
    if (api) {
        remote = asked.get(key) ?? askGitHub(api, sha);
        asked.delete(key);
    }
    const local = await (ahead ?? readLocal(ctx, sha));
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
    const answer = await remote;
    if (answer?.error)
        log.debug(`GitHub API did not give details of commit ${sha} (${answer.error.message}); using what the clone knows`);
    const data = answer?.data;
    if (!data)
        return dropUndefined(info);
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
    return dropUndefined(info);
}
function dropUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 79754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ git),
/* harmony export */   Q: () => (/* binding */ hasCommit)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




/** The most a git answer read here may be: a `git log` of a long range is a few MiB. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** A git that waits on a lock or a hook must not hold the step. */
const GIT_TIMEOUT_MS = 60_000;
let answers = 0;
/**
 * A new file, already unlinked, for git to write its answer to. A pipe costs a step 2 ms of
 * set-up before git even starts (Node wraps it in a socket and its streams), a file descriptor
 * none. `undefined` where that cannot be done: Windows cannot unlink an open file, and a name
 * that exists already (O_EXCL) is never written through.
 */
function answerFile() {
    if (process.platform === 'win32')
        return undefined;
    const file = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_2___default().tmpdir(), `evidence-action-git-${process.pid}-${Date.now()}-${answers++}`);
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'wx+', 0o600);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.unlinkSync)(file);
        return fd;
    }
    catch {
        if (fd !== undefined)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
        return undefined;
    }
}
/** The answer git wrote to `fd`, or `undefined` when it is over the bound. Closes `fd`. */
function readAnswer(fd) {
    try {
        const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd);
        if (size > MAX_OUTPUT_BYTES)
            return undefined;
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, bytes, read, size - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return bytes.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * Runs git in the clone; `undefined` when git fails (no clone, object missing, no git, too long an answer).
 * `small`: the answer is one object's (a commit's header and message), so it goes to a file rather
 * than a pipe. A range's log keeps the pipe, which stops git at the bound instead of after it.
 */
function git(cwd, args, options = {}) {
    const fd = options.small ? answerFile() : undefined;
    return new Promise((resolve) => {
        let settled = false;
        const settle = (answer) => {
            if (settled)
                return;
            settled = true;
            try {
                resolve(answer());
            }
            catch {
                resolve(undefined);
            }
        };
        const closeAnswer = () => {
            if (fd !== undefined)
                (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
            return undefined;
        };
        let child;
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
                cwd,
                // Only stdout is read, so stdin and stderr are not connected: each pipe is set-up work in every step that reads a commit.
                stdio: ['ignore', fd ?? 'pipe', 'ignore'],
                env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
                // Not spawn's `timeout`: its timer is cleared only when git exits, so a git that never
                // started (none on PATH) held the step for the whole minute. This one holds nothing.
                signal: AbortSignal.timeout(GIT_TIMEOUT_MS),
                killSignal: 'SIGKILL'
            });
        }
        catch {
            // A clone that is not a folder, or an argument Node refuses.
            settle(closeAnswer);
            return;
        }
        if (fd !== undefined) {
            child.once('error', () => settle(closeAnswer));
            child.once('close', (code) => settle(() => (code === 0 ? readAnswer(fd) : closeAnswer())));
            return;
        }
        const chunks = [];
        let size = 0;
        child.stdout?.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_OUTPUT_BYTES)
                child.kill('SIGKILL');
            else
                chunks.push(chunk);
        });
        child.once('error', () => settle(() => undefined));
        child.once('close', (code) => settle(() => (code === 0 && size <= MAX_OUTPUT_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined)));
    });
}
async function hasCommit(cwd, sha) {
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`], { small: true })) !== undefined;
}


/***/ }),

/***/ 77308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ repoInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);

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

/***/ 26626:
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
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

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

/***/ 31599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49997);

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
        return `\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value)}\` is not valid; expected ${pattern.expected}`;
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

/***/ 30694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath),
/* harmony export */   nm: () => (/* binding */ namingInput),
/* harmony export */   x2: () => (/* binding */ readExclude)
/* harmony export */ });
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);
/* harmony import */ var _artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42562);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82788);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);




const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.string('registry-username');
    const password = inputs.string('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
    }
    return { username, password };
}
/** The image reference is checked when read, so a malformed one fails before anything else happens. */
function checkImageReference(reference, type) {
    if (type === 'docker' && (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .isImageId */ .rw)(reference))
        return;
    try {
        (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseImageReference */ .o_)(reference);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `exclude`, each pattern checked when read: a malformed one is refused before any file is read. */
function readExclude(inputs) {
    const patterns = inputs.list('exclude');
    try {
        return (0,_artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__/* .checkExcludePatterns */ .kj)(patterns);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw inputs.fail('exclude', err.message, err.expected);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.resolve(artifactPath), type, exclude: readExclude(inputs) };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.choice('artifact-type'));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint');
    const artifactPath = inputs.string('artifact-path');
    const type = inputs.choice('artifact-type');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw inputs.fail('fingerprint', 'required (or `artifact-path`) but neither is given');
    return undefined;
}
/**
 * The artifact library's errors name no input: this names the one the operation read the path
 * (or paths) from, or `exclude` when one of its patterns was at fault.
 */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(err.argument ?? input, err.message, err.expected ?? expected);
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await __webpack_require__.e(/* import() */ 9897).then(__webpack_require__.bind(__webpack_require__, 59897));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    // Loaded only when a path is given: an attestation usually names no artifact, or its fingerprint.
    const { fingerprintArtifact } = await __webpack_require__.e(/* import() */ 9919).then(__webpack_require__.bind(__webpack_require__, 9919));
    return namingInput('artifact-path', PATH_EXPECTED, fingerprintArtifact(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ }),

/***/ 40517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WW: () => (/* binding */ attestationFields),
  md: () => (/* binding */ prepareAttestation),
  eK: () => (/* binding */ readAttestationInputs),
  Q0: () => (/* binding */ trailOf)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/util/tar.ts
/** A tar file is written in blocks of this many bytes. */
const BLOCK = 512;
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
 * One regular file as tar bytes: a PAX header first when its name is longer than ustar holds,
 * then the ustar header, the content and its padding.
 */
function tarFile(name, content, mtime = 0) {
    const blocks = [];
    if (Buffer.byteLength(name) > 100) {
        const pax = paxRecord('path', name);
        blocks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
    }
    blocks.push(header(name, content.length, '0', mtime), content, pad(content.length));
    return blocks;
}
/** The two empty blocks that end a tar file. */
const TAR_END = () => Buffer.alloc(BLOCK * 2);

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/evidence/attachments.ts






/**
 * What the files may come to before packing: each is read in chunks and packed as it is read,
 * so this bounds the time spent, not memory; far above any archive the service takes.
 */
const MAX_GATHERED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** Where a link inside an attached folder never leads, whatever the working directory. */
const NEVER_FOLLOWED = ['/proc', '/sys', '/dev'];
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
const inside = (real, root) => real === root || real.startsWith(root.endsWith('/') ? root : `${root}/`);
function realOrSelf(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return external_node_path_default().resolve(file);
    }
}
function statProblem(full, err) {
    const code = err.code;
    const broken = code === 'ENOENT' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink();
    return new util_files/* FileError */.f6(full, broken ? `${full} is a broken symlink` : `${full} ${code === 'ENOENT' ? 'does not exist' : `cannot be read (${code})`}`);
}
/**
 * Every regular file under the given paths, folders walked in name order, with its size from
 * `stat`: nothing is read here. A path given is followed wherever it leads; a link found inside
 * an attached folder is followed only when it leads inside that folder or inside the working
 * directory (as a user attaching `reports/` expects: a link to `/etc` or `$HOME` is refused,
 * not uploaded), and never into `/proc`, `/sys` or `/dev`. Files of the kernel's
 * pseudo-filesystems are refused wherever they are.
 */
function gather(paths, baseDir) {
    const nameOf = namer(paths, baseDir);
    const base = realOrSelf(baseDir);
    const entries = [];
    const add = (entry) => {
        if (entries.length >= MAX_ENTRIES)
            throw new util_files/* FileError */.f6(entry.file, `attachments hold more than ${MAX_ENTRIES} files`);
        entries.push(entry);
    };
    const visit = (given, root, full, below, folders) => {
        if (below !== '' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink()) {
            const target = realOrSelf(full);
            if (NEVER_FOLLOWED.some((never) => inside(target, never)))
                throw new util_files/* FileError */.f6(full, `${full} is a link to ${target}; links inside an attached folder are never followed into /proc, /sys or /dev`);
            if (!inside(target, root) && !inside(target, base))
                throw new util_files/* FileError */.f6(full, `${full} is a link to ${target}, outside the attached folder and the working directory; links inside an attached folder are followed only within them (attach the target itself if it is meant)`);
        }
        let info;
        try {
            info = (0,external_node_fs_.statSync)(full);
        }
        catch (err) {
            throw statProblem(full, err);
        }
        if (info.isDirectory()) {
            // A folder is refused before it is listed; a file is refused where it is opened, on its descriptor.
            const pseudo = (0,util_files/* pseudoFileProblem */.y)(full);
            if (pseudo !== undefined)
                throw new util_files/* FileError */.f6(full, pseudo);
            const real = realOrSelf(full);
            if (folders.has(real))
                throw new util_files/* FileError */.f6(full, `${full} leads back to a folder it is inside (${real}): a loop of links`);
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(full).sort();
            }
            catch (err) {
                throw new util_files/* FileError */.f6(full, `${full} cannot be listed (${err.code})`);
            }
            const within = new Set(folders).add(real);
            for (const child of names)
                visit(given, root, external_node_path_default().join(full, child), below === '' ? child : `${below}/${child}`, within);
        }
        else if (info.isFile())
            add({ name: nameOf(given, below), file: full, size: info.size, mtime: Math.floor(info.mtimeMs / 1000) });
        else
            throw new util_files/* FileError */.f6(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`);
    };
    for (const p of paths)
        visit(p, realOrSelf(p), p, '', new Set());
    return entries;
}
/**
 * The attachments as the one `attachment_file` part, as the reference client sends them: a
 * lone file as itself; anything more, or a lone file over the limit, as `evidence.tgz`, a
 * gzip'd tar of every regular file.
 * Sizes are summed from `stat` before anything is read, and files are packed as they are read
 * in chunks, so memory holds at most the packed part: it is refused, before anything is sent,
 * as soon as it passes the service's limit.
 */
async function packAttachments(paths, maxBytes, baseDir) {
    const entries = gather(paths, baseDir);
    const tooLarge = (size, what = `come to ${size} bytes packed`) => new util_files/* FileError */.f6(paths.join(', '), `the attachments ${what}, over the service's limit of ${(0,util_text/* formatBytes */.z3)(maxBytes)}`);
    // A lone file over the limit is packed like several (a scanner's report shrinks several-fold).
    if (entries.length === 1 && paths.length === 1 && entries[0].file === paths[0] && entries[0].size <= maxBytes)
        return { filename: external_node_path_default().basename(entries[0].file), content: (0,util_files/* readBoundedFile */.Mv)(entries[0].file, maxBytes) };
    const gathered = entries.reduce((sum, e) => sum + e.size, 0);
    if (gathered > MAX_GATHERED_BYTES)
        throw new util_files/* FileError */.f6(paths.join(', '), `the attachments hold ${gathered} bytes in ${entries.length} files before packing, over the ${(0,util_text/* formatBytes */.z3)(MAX_GATHERED_BYTES)} read for packing (the packed part may be at most ${(0,util_text/* formatBytes */.z3)(maxBytes)})`);
    // zlib is loaded only when there is something to pack: most attestations attach nothing.
    const { createGzip } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 23));
    const gzip = createGzip({ level: 9 });
    const packed = [];
    let packedBytes = 0;
    gzip.on('data', (chunk) => {
        packedBytes += chunk.length;
        if (packedBytes <= maxBytes)
            packed.push(chunk);
    });
    const failed = new Promise((_resolve, reject) => gzip.on('error', reject));
    failed.catch(() => { });
    const write = async (chunk) => {
        if (packedBytes > maxBytes)
            throw tooLarge(packedBytes, `pack to more than ${packedBytes} bytes`);
        if (!gzip.write(chunk))
            await Promise.race([(0,external_node_events_.once)(gzip, 'drain'), failed]);
    };
    try {
        for (const entry of entries) {
            const { fd, size } = (0,util_files/* openRegularFile */.ZU)(entry.file);
            try {
                if (size !== entry.size)
                    throw new util_files/* FileError */.f6(entry.file, `${entry.file} changed size while the attachments were gathered`);
                if (Buffer.byteLength(entry.name) > 100) {
                    const pax = paxRecord('path', entry.name);
                    await write(Buffer.concat([header('PaxHeader', pax.length, 'x'), pax, pad(pax.length)]));
                }
                await write(header(entry.name, size, '0', entry.mtime));
                await (0,util_files/* readChunks */.zO)(entry.file, fd, size, write);
                await write(pad(size));
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        await write(Buffer.alloc(BLOCK * 2));
        gzip.end();
        await Promise.race([(0,external_node_events_.once)(gzip, 'end'), failed]);
    }
    finally {
        gzip.destroy();
    }
    if (packedBytes > maxBytes)
        throw tooLarge(packedBytes);
    return { filename: 'evidence.tgz', content: Buffer.concat(packed, packedBytes) };
}

// EXTERNAL MODULE: ./src/clients/github/commit.ts
var github_commit = __webpack_require__(94965);
// EXTERNAL MODULE: ./src/clients/github/repo.ts
var repo = __webpack_require__(77308);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
// EXTERNAL MODULE: ./src/operations/readers/evidence-inputs.ts
var evidence_inputs = __webpack_require__(24304);
;// CONCATENATED MODULE: ./src/operations/readers/attestation-inputs.ts










function readAttestationInputs(inputs) {
    const name = inputs.required('attestation-name');
    const artifact = (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false });
    const targetArtifacts = inputs.list('target-artifacts');
    return {
        flow: inputs.required('flow'),
        trail: inputs.string('trail'),
        name,
        artifact,
        targetArtifacts,
        commit: inputs.string('commit'),
        originUrl: inputs.string('origin-url'),
        description: inputs.string('description'),
        attachments: inputs.list('attachments').map((p) => inputs.resolve(p)),
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
            attachment = await packAttachments(files, shapes/* ATTACHMENT_MAX_BYTES */.vv, common.baseDir);
        }
        catch (err) {
            if (!(err instanceof util_files/* FileError */.f6))
                throw err;
            const fromEvidence = evidence?.files.some((f) => err.file === f || err.file.startsWith(`${f}/`));
            throw (0,errors/* invalidInput */.aY)(fromEvidence ? evidence.input : 'attachments', err.message, `files or folders that pack to at most ${(0,util_text/* formatBytes */.z3)(shapes/* ATTACHMENT_MAX_BYTES */.vv)}`);
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

/***/ 24304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ readExternalUrls),
/* harmony export */   t: () => (/* binding */ readAnnotations)
/* harmony export */ });
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.externalUrlKey.re.test(key))
            throw inputs.fail('external-urls', `name \`${key}\` is not allowed`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw inputs.fail('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint.re.test(fingerprint))) {
            throw inputs.fail('external-urls', `entry \`${key}\`: fingerprint is not valid`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint.expected);
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
        if (!_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.annotationKey.re.test(key))
            throw inputs.fail('annotations', `key \`${key}\` is not allowed`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw inputs.fail('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
}


/***/ })

};
;