"use strict";
exports.id = 7394;
exports.ids = [7394];
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

/***/ 78062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ createEnvironment),
/* harmony export */   Mg: () => (/* binding */ reportAzureApps),
/* harmony export */   Nc: () => (/* binding */ MAX_REPORTED_ARTIFACTS),
/* harmony export */   dV: () => (/* binding */ getSnapshot),
/* harmony export */   f9: () => (/* binding */ reportK8S),
/* harmony export */   g1: () => (/* binding */ reportLambda),
/* harmony export */   h8: () => (/* binding */ updateEnvironment),
/* harmony export */   l5: () => (/* binding */ reportDocker),
/* harmony export */   oU: () => (/* binding */ attachPolicies),
/* harmony export */   ot: () => (/* binding */ detachPolicies),
/* harmony export */   u_: () => (/* binding */ reportECS),
/* harmony export */   wl: () => (/* binding */ reportServer),
/* harmony export */   zF: () => (/* binding */ reportS3)
/* harmony export */ });
/* unused harmony exports listEnvironments, getEnvironment, archiveEnvironment, listSnapshots */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



/** The most artifacts one report may name: the service (and the sandbox) refuse more. */
const MAX_REPORTED_ARTIFACTS = 10_000;
const ENV = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, env_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName };
const reportServer = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'reportServer',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/report/server',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('ServerReport') },
    // 201: a new snapshot; 200: processed, the current snapshot kept.
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec+published'
});
/** The reports of what runs where, beyond a server: one entry each, shaped by the published document. */
function runtimeReport(id, type, schema) {
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'PUT',
        path: `/environments/{org}/{env_name}/report/${type}`,
        params: ENV,
        query: {},
        body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)(schema) },
        // 201: a new snapshot; 200: processed, the current snapshot kept.
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'idempotent',
        source: 'published'
    });
}
const reportDocker = runtimeReport('reportDocker', 'docker', 'DockerReport');
const reportK8S = runtimeReport('reportK8S', 'K8S', 'K8SReport');
const reportECS = runtimeReport('reportECS', 'ECS', 'ECSReport');
const reportLambda = runtimeReport('reportLambda', 'lambda', 'LambdaReport');
const reportS3 = runtimeReport('reportS3', 'S3', 'S3Report');
const reportAzureApps = runtimeReport('reportAzureApps', 'azure-apps', 'AzureAppsReport');
const updateEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'updateEnvironment',
    method: 'PATCH',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    body: {
        type: 'json',
        schema: {
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            properties: {
                description: { type: 'string' },
                include_scaling: { type: 'boolean' },
                included_environments: { type: 'array', items: { type: 'string', minLength: 1 } },
                policies: { type: 'array', items: { type: 'string', minLength: 1 } }
            }
        }
    },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});
const createEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'createEnvironment',
    method: 'PUT',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('CreateEnvironmentPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listEnvironments = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listEnvironments',
    method: 'GET',
    path: '/environments/{org}',
    params: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE,
    query: {},
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') } },
    retry: 'idempotent',
    source: 'published'
});
const getEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getEnvironment',
    method: 'GET',
    path: '/environments/{org}/{env_name}',
    params: ENV,
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetEnvironmentResponse') },
    retry: 'idempotent',
    source: 'published'
});
const archiveEnvironment = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'archiveEnvironment',
    method: 'PUT',
    path: '/environments/{org}/{env_name}/archive',
    params: ENV,
    query: {},
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});
const listSnapshots = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'listSnapshots',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}',
    params: ENV,
    query: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB, interval: { schema: { type: 'string' } }, reverse: { schema: { type: 'boolean' } } },
    responses: { 200: { type: 'array', items: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotListItem') } },
    retry: 'idempotent',
    source: 'published'
});
const getSnapshot = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getSnapshot',
    method: 'GET',
    path: '/snapshots/{org}/{env_name}/{snapshot_expression}',
    params: { ...ENV, snapshot_expression: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('GetSnapshotResponse') },
    retry: 'idempotent',
    source: 'published'
});
const attachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attachPolicies',
    method: 'POST',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    // Attaching a policy that is attached already leaves it attached: safe to repeat.
    retry: 'idempotent',
    source: 'published'
});
const detachPolicies = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'detachPolicies',
    method: 'DELETE',
    path: '/environments/{org}/{env_name}/policies',
    params: ENV,
    query: {},
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AttachPoliciesPutInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'idempotent',
    source: 'published'
});


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

/***/ 37394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9919);
/* harmony import */ var _artifacts_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13559);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78055);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70017);
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78062);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25833);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38770);
/* harmony import */ var _readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(30694);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(96563);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(18667);












const PATHS_EXPECTED = 'files, folders or globs to fingerprint, each matching something';
/** `artifacts` as given in JSON: checked entry by entry so the message can point at one. */
function checkArtifacts(value) {
    if (value === undefined)
        return [];
    const expected = 'a JSON array of `{"digests": {"<name>": "<64 hex>"}, "creationTimestamp": <seconds>}`';
    return value.map((item, i) => {
        if (!item || typeof item !== 'object' || Array.isArray(item))
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('artifacts', `entry ${i} is ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonKindOf */ .kh)(item)}`, expected);
        const { digests, creationTimestamp, ...extra } = item;
        const unknownKeys = Object.keys(extra);
        if (unknownKeys.length > 0)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('artifacts', `entry ${i} has unknown field \`${unknownKeys[0]}\``, expected);
        if (!digests || typeof digests !== 'object' || Array.isArray(digests) || Object.keys(digests).length === 0) {
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('artifacts', `entry ${i}: \`digests\` must be a non-empty object`, expected);
        }
        for (const [name, fp] of Object.entries(digests)) {
            if (typeof fp !== 'string' || !_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_7__/* .PATTERNS */ .G3.fingerprint.re.test(fp)) {
                throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('artifacts', `entry ${i}: digest of \`${name}\` is not a fingerprint`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_7__/* .PATTERNS */ .G3.fingerprint.expected);
            }
        }
        if (!Number.isSafeInteger(creationTimestamp) || creationTimestamp < 0) {
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('artifacts', `entry ${i}: \`creationTimestamp\` must be a whole number of seconds`, expected);
        }
        return { digests: digests, creationTimestamp: creationTimestamp };
    });
}
/** Reports what runs on a server: each matched path is one artifact, keyed by its path. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_action_types_js__WEBPACK_IMPORTED_MODULE_11__/* .serviceOperation */ .F0)({
    name: 'report-server-env',
    title: 'Server report',
    description: 'Report what runs on a server: each path matched is one artifact, fingerprinted as the reference client does',
    inputs: {
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_10__/* .ENVIRONMENT_INPUT */ .DV,
        paths: { kind: 'list', description: 'Files, directories or globs, one per line or comma-separated; every match is one artifact' },
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_10__/* .EXCLUDE_INPUT */ .Am,
        artifacts: {
            kind: 'json',
            description: 'JSON array of {"digests": {"name": "<sha256>"}, "creationTimestamp": <seconds>}, or @file.json, instead of or besides paths'
        }
    },
    outputs: {
        fingerprints: 'JSON object of artifact name (the absolute path) -> fingerprint',
        relative_fingerprints: "The same, keyed by path relative to working-directory, e.g. fromJSON(steps.report.outputs.relative_fingerprints)['dist/app.jar']",
        fingerprint: 'The fingerprint, when the report names exactly one artifact',
        artifact_count: 'Number of artifacts reported'
    },
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .reportServer */ .wl,
    read: (inputs) => ({
        environment: inputs.required('environment'),
        paths: inputs.list('paths'),
        exclude: (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__/* .readExclude */ .x2)(inputs),
        artifacts: checkArtifacts(inputs.jsonArray('artifacts'))
    }),
    async run(settings, { client, org, common, log, app }) {
        const { paths, unmatched } = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__/* .namingInput */ .nm)('paths', PATHS_EXPECTED, (0,_artifacts_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .expandPaths */ .p)(settings.paths, common.baseDir, _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc));
        // A typo'd glob would otherwise report an empty environment: only no `paths` at all does.
        if (unmatched.length > 0)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('paths', `\`${unmatched[0]}\` matched nothing`, PATHS_EXPECTED);
        const count = paths.length + settings.artifacts.length;
        // The listing stops one past the limit, so the true count past it is unknown.
        const over = paths.length > _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc;
        if (count > _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .invalidInput */ .aY)('paths', `${over ? `over ${_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc}` : paths.length} path(s) matched${settings.artifacts.length > 0 ? ` besides ${settings.artifacts.length} in \`artifacts\`` : ''}: ${over ? `over ${_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc}` : count} artifacts, more than the ${_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc} the service takes in one report`, `at most ${_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPORTED_ARTIFACTS */ .Nc} files or folders (a folder is one artifact: name the folder, not \`folder/*\`)`);
        const artifacts = [];
        for (const artifactPath of paths) {
            const fingerprint = await (0,_readers_artifact_input_js__WEBPACK_IMPORTED_MODULE_9__/* .namingInput */ .nm)('paths', PATHS_EXPECTED, (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__.fingerprintArtifact)(artifactPath, { exclude: settings.exclude }));
            // The time of what the path points at, as the reference client reports it.
            const { mtimeMs } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(artifactPath);
            artifacts.push({ digests: { [artifactPath]: fingerprint }, creationTimestamp: Math.floor(mtimeMs / 1000) });
        }
        artifacts.push(...settings.artifacts);
        const fingerprints = {};
        for (const a of artifacts)
            Object.assign(fingerprints, a.digests);
        if (artifacts.length === 0)
            log.info("No artifacts to report: the service keeps the environment's current snapshot.");
        const response = await client.call(_clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_6__/* .reportServer */ .wl, { org, env_name: settings.environment }, { type: 'server', artifacts });
        const created = response.status === 201;
        // Keys relative to working-directory read the way the workflow wrote `paths`.
        const relative = Object.fromEntries(Object.entries(fingerprints).map(([name, fp]) => [node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(name) ? node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(common.baseDir, name) || '.' : name, fp]));
        const only = artifacts.length === 1 ? Object.values(fingerprints)[0] : '';
        return {
            outputs: {
                fingerprints: JSON.stringify(fingerprints),
                relative_fingerprints: JSON.stringify(relative),
                fingerprint: only,
                artifact_count: artifacts.length
            },
            summary: {
                title: `Server report for ${settings.environment}`,
                verdict: {
                    ok: true,
                    text: created
                        ? `New snapshot: ${artifacts.length} artifact(s) now run here`
                        : artifacts.length === 0
                            ? 'Empty report: the current snapshot is kept'
                            : 'Nothing changed: the current snapshot is kept'
                },
                record: { href: app.environment(org, settings.environment), text: 'environment in the app' },
                facts: [['Artifacts', String(artifacts.length)]],
                table: {
                    head: ['Artifact', 'Fingerprint'],
                    rows: Object.entries(relative).map(([name, fp]) => [name, (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .hash */ .tW)(fp)]),
                    rest: _action_summary_js__WEBPACK_IMPORTED_MODULE_8__/* .ALL_IN_ENVIRONMENT */ .mg
                }
            }
        };
    }
}));


/***/ })

};
;