"use strict";
exports.id = 7772;
exports.ids = [7772,3991];
exports.modules = {

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

/***/ 13559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ expandPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47172);
/* harmony import */ var _file_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36138);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83458);





const GLOB_META = /[*?[]/;
const EXPECTED = 'existing files or directories, or globs';
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so. A FIFO, socket or device
 * (or a link to one) is refused, naming it; a broken link is left for the caller to report.
 * Past `maxPaths`, the walk stops at one more than that: a glob over a huge tree is refused by
 * the caller without being listed whole first.
 */
async function expandPaths(entries, baseDir, maxPaths = Infinity) {
    const found = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, entry);
        if (!GLOB_META.test(absolute)) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute);
            }
            catch (err) {
                const code = err.code;
                const why = code === 'ENOENT'
                    ? 'does not exist'
                    : code === 'EACCES' || code === 'EPERM'
                        ? `cannot be read: permission denied (${code})`
                        : `cannot be read (${code})`;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${absolute} ${why}`, EXPECTED, { cause: err });
            }
            found.add(absolute);
            continue;
        }
        const matches = await expandGlob(absolute, maxPaths + 1 - found.size);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
        if (found.size > maxPaths)
            return { paths: [...found].sort(), unmatched };
    }
    const paths = [...found].sort();
    // Whoever reads these next must not be handed a FIFO or a device: a read of one never ends.
    for (const p of paths) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(p).catch(() => undefined);
        if (stats && !stats.isFile() && !stats.isDirectory())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${p} is not a regular file: it is ${(0,_file_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(stats)}`, EXPECTED);
    }
    return { paths, unmatched };
}
async function expandGlob(absolute, limit) {
    const segments = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).slice(1);
    const firstGlob = segments.findIndex((s) => GLOB_META.test(s));
    const base = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) + segments.slice(0, firstGlob).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const rest = segments.slice(firstGlob);
    let pattern;
    try {
        pattern = new _match_js__WEBPACK_IMPORTED_MODULE_4__/* .PathPattern */ .Ad(rest.join('/'));
    }
    catch (err) {
        if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_4__/* .BadPatternError */ .m)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`');
        throw err;
    }
    const maxDepth = rest.includes('**') ? Infinity : rest.length;
    const matches = [];
    const walk = async (dir, relative) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return;
            const why = code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : `(${code})`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot list ${dir} to match \`${absolute}\`: ${why}`, EXPECTED, { cause: err });
        }
        for (const entry of entries) {
            if (matches.length >= limit)
                return;
            const segs = [...relative, entry.name];
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (pattern.matches(segs))
                matches.push(full);
            // Globs do not descend through symlinked directories, as Go's walk does not. Nothing here
            // opens a file, so a FIFO or device among the entries is only a name that may match.
            if (segs.length < maxDepth && (await isDirectory(entry, full)))
                await walk(full, segs);
        }
    };
    await walk(base, []);
    return matches;
}
/** From the listing; a file system that does not report types there is asked (not followed). */
async function isDirectory(entry, full) {
    if (entry.isDirectory())
        return true;
    if (entry.isFile() || entry.isSymbolicLink() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice())
        return false;
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full).catch(() => undefined))?.isDirectory() ?? false;
}


/***/ }),

/***/ 57166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const search = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'search',
    method: 'GET',
    path: '/search/{org}/sha/{search_value}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, search_value: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.searchValue },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('SearchResultGetResponse') },
    retry: 'idempotent',
    source: 'spec+published'
});
const assertArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'assertArtifact',
    method: 'GET',
    path: '/asserts/{org}/fingerprint/{fingerprint}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint },
    query: {
        flow_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName.re.source } },
        environment_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName.re.source } },
        policy_name: { schema: { type: 'array', items: { type: 'string', minLength: 1 } } }
    },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AssertArtifactResponse') },
    retry: 'idempotent',
    source: 'published',
    deviation: '`flows` is a list in the live service (as the reference client reads it); the document types one object'
});
const policySchema = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'policySchema',
    method: 'GET',
    path: '/schemas/environment-policy/v1',
    params: {},
    query: {},
    responses: { 200: { type: 'object' } },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});


/***/ }),

/***/ 4029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wireHeaders)
/* harmony export */ });
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76092);

/** Every header a request carries but `Authorization`: what is sent, and what a spool file keeps. */
function wireHeaders(request) {
    return { 'user-agent': _util_version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._, accept: 'application/json', ...(request.contentType && { 'content-type': request.contentType }) };
}


/***/ }),

/***/ 53991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oh: () => (/* binding */ makeDirectory),
/* harmony export */   Q2: () => (/* binding */ SPOOL_FORMAT),
/* harmony export */   kU: () => (/* binding */ SPOOL_FILE_MAX_BYTES),
/* harmony export */   saveSpool: () => (/* binding */ saveSpool)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46058);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4029);







const SPOOL_FORMAT = 'evidence-action-spool/v1';
/** A saved request is at most a 10 MB attachment and its JSON, written as base64 at worst. */
const SPOOL_FILE_MAX_BYTES = 16 * 1024 * 1024;
/** Text that survives a round trip through UTF-8 is kept readable; anything else as base64. */
function bodyFields(body) {
    if (body === undefined)
        return {};
    const text = body.toString('utf8');
    return Buffer.from(text, 'utf8').equals(body) ? { body: text } : { bodyBase64: body.toString('base64') };
}
/**
 * Creates a folder and its missing parents one level at a time: Node's `recursive` mkdir loops
 * for ever under `/proc`, where a folder can be neither found nor made. At most one step per
 * path component, so it always ends.
 */
async function makeDirectory(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_4___default().resolve(dir);
    const parts = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_4___default().sep)).filter((p) => p !== '');
    let current = node_path__WEBPACK_IMPORTED_MODULE_4___default().parse(absolute).root;
    for (const part of parts) {
        current = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(current, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
        }
    }
    const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(absolute, { throwIfNoEntry: false });
    if (!info?.isDirectory())
        throw Object.assign(new Error(`${absolute} is not a folder`), { code: 'ENOTDIR' });
}
/**
 * Saves a request that failed under `on-error: warn`, under `$RUNNER_TEMP`; returns its path, or
 * `''` when it could not be saved, after saying so (what was not saved, why, and where).
 */
async function saveSpool(request, about) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), 'evidence-spool');
    const savedAt = new Date().toISOString();
    const file = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(dir, `${savedAt.replace(/[:.]/g, '-')}-${about.operation}-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}.json`);
    try {
        await makeDirectory(dir);
        const full = {
            format: SPOOL_FORMAT,
            savedAt,
            ...about,
            endpoint: request.endpoint,
            method: request.method,
            path: request.path,
            retry: request.retry,
            headers: (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .wireHeaders */ .w)(request),
            ...bodyFields(request.body),
            parts: request.parts?.map((p) => ({
                name: p.name,
                filename: p.filename,
                contentType: p.contentType,
                bytes: typeof p.content === 'string' ? Buffer.byteLength(p.content) : p.content.length,
                ...(p.filename === undefined && { content: String(p.content) })
            }))
        };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, JSON.stringify(full, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
        return file;
    }
    catch (err) {
        const code = err.code ?? err.message;
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_5__/* .warning */ .$e)(`The failed request (${request.method} ${request.path}) was not saved for replay: ${file} could not be written (${code}); RUNNER_TEMP must name a writable folder`);
        return '';
    }
}


/***/ }),

/***/ 77772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _artifacts_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13559);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78055);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46058);
/* harmony import */ var _util_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29906);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4041);
/* harmony import */ var _schema_policy_files_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(46332);
/* harmony import */ var _clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(57166);
/* harmony import */ var _clients_service_spool_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(53991);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(30694);
/* harmony import */ var _readers_input_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(57471);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(18667);














/** A policy is a short YAML file; anything larger is not one. */
const POLICY_MAX_BYTES = 1024 * 1024;
const EXPECTED = 'YAML environment policy files or globs, each at most 1 MiB';
const INPUTS = {
    'policy-files': { kind: 'list', description: 'YAML policy files or globs to validate against the schema' }
};
/**
 * Every policy file found, read and parsed before the schema is asked for: a file that is not
 * YAML, nests too deep or expands its aliases without bound stops the run here, with its
 * problems placed on their lines, and no request is sent.
 */
async function readPolicies(inputs) {
    const { paths, unmatched } = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_11__/* .namingInput */ .nm)('policy-files', EXPECTED, (0,_artifacts_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .expandPaths */ .p)(inputs.list('policy-files'), inputs.baseDir));
    if (unmatched.length > 0)
        throw inputs.fail('policy-files', `\`${unmatched.join('`, `')}\` matched no file`, EXPECTED);
    const policies = paths.map((file) => {
        const text = (0,_readers_input_files_js__WEBPACK_IMPORTED_MODULE_12__/* .readInputFile */ .j)('policy-files', file, POLICY_MAX_BYTES, EXPECTED).toString('utf8');
        try {
            return (0,_schema_policy_files_js__WEBPACK_IMPORTED_MODULE_8__/* .parsePolicyFile */ ._6)(file, text);
        }
        catch (err) {
            if (err instanceof _schema_policy_files_js__WEBPACK_IMPORTED_MODULE_8__/* .PolicyFileError */ .zj)
                throw inputs.fail('policy-files', err.message, EXPECTED);
            throw err;
        }
    });
    const syntax = policies.flatMap((p) => p.problems);
    if (syntax.length > 0) {
        const workspace = process.env.GITHUB_WORKSPACE || inputs.baseDir;
        for (const p of syntax) {
            const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(workspace, p.file);
            _actions_core__WEBPACK_IMPORTED_MODULE_5__/* .error */ .z3(p.message, (0,_util_log_js__WEBPACK_IMPORTED_MODULE_6__/* .annotation */ .w7)({ file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column }));
        }
        const first = syntax[0];
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('policy-files', `${syntax.length} YAML syntax problem(s) in ${new Set(syntax.map((p) => p.file)).size} file(s), the first ${first.file}:${first.line}:${first.column}: ${first.message}; see the annotations`, EXPECTED);
    }
    return policies;
}
/** Downloads the policy JSON Schema and checks policy files against it before they are used. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_13__/* .serviceOperation */ .F0)({
    name: 'policy-schema',
    title: 'Policy schema download',
    description: "Download the service's environment policy JSON Schema, and check policy files against it",
    inputs: INPUTS,
    outputs: {
        schema_file: 'Path of the downloaded JSON Schema',
        policy_errors: 'Number of problems found in policy-files'
    },
    endpoint: _clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_9__/* .policySchema */ .wh,
    read: async (inputs) => ({ policies: await readPolicies(inputs) }),
    async run({ policies }, { client, context, log }) {
        const response = await client.call(_clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_9__/* .policySchema */ .wh, {});
        let schemaFile = '';
        const problems = [];
        if (!response.dryRun) {
            if (!response.data || typeof response.data !== 'object' || Array.isArray(response.data)) {
                throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .lZ('server', `GET ${_clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_9__/* .policySchema */ .wh.path} answered something other than a JSON Schema object`);
            }
            const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), 'evidence-policy');
            schemaFile = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(dir, 'environment-policy-v1.schema.json');
            try {
                await (0,_clients_service_spool_js__WEBPACK_IMPORTED_MODULE_10__/* .makeDirectory */ .Oh)(dir);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(schemaFile, JSON.stringify(response.data, null, 2) + '\n');
            }
            catch (err) {
                throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .runnerProblem */ .ge)('the policy schema was not saved', 'RUNNER_TEMP', schemaFile, err);
            }
            let validate;
            try {
                validate = await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .compileJsonSchema */ .nk)(response.data);
            }
            catch (err) {
                if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .SchemaError */ .Ar)
                    throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .lZ('server', `the service's policy schema: ${err.message}; expected ${err.expected}`, { cause: err });
                throw err;
            }
            for (const policy of policies)
                problems.push(...(0,_schema_policy_files_js__WEBPACK_IMPORTED_MODULE_8__/* .checkPolicy */ .hM)(policy, validate));
        }
        else {
            for (const policy of policies)
                problems.push(...policy.problems);
        }
        for (const p of problems) {
            // Annotations name files as the repository does, so GitHub can place them in the diff.
            const relative = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(context.workspace, p.file);
            log.error(p.message, { file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column });
        }
        const files = new Set(problems.map((p) => p.file)).size;
        return {
            outputs: { schema_file: schemaFile, policy_errors: problems.length },
            summary: {
                title: 'Environment policy schema',
                verdict: policies.length === 0
                    ? { ok: true, text: 'Schema saved' }
                    : {
                        ok: problems.length === 0,
                        text: problems.length === 0
                            ? `${policies.length} policy file(s) valid`
                            : `${problems.length} problem(s) in ${files} of ${policies.length} policy file(s)`
                    },
                facts: [
                    ['Saved to', schemaFile],
                    ['Policy files', String(policies.length)]
                ],
                table: { head: ['File', 'Line', 'Problem'], rows: problems.map((p) => [node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(context.workspace, p.file), String(p.line), p.message]) }
            },
            failure: problems.length > 0 ? new _action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ActionError */ .lZ('invalid_input', `${problems.length} problem(s) in ${files} policy file(s); see the annotations`) : undefined
        };
    }
}));


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

/***/ 76092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test; it names the action in the User-Agent. */
const VERSION = '1.0.0';
const USER_AGENT = `evidence-action/${VERSION} (+github-action)`;


/***/ })

};
;