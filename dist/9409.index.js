"use strict";
exports.id = 9409;
exports.ids = [9409];
exports.modules = {

/***/ 47172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 *
 * Plain fields, no parameter properties: the fingerprint threads run this module from the
 * TypeScript sources under Node's type stripping in the tests.
 */
class ArtifactError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    expected;
    /** Which argument was at fault when it was not the path: a malformed `exclude` pattern. */
    argument;
    constructor(message, expected, options = {}) {
        super('invalid_input', message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'ArtifactError';
        this.expected = expected;
        this.argument = options.argument;
    }
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

/***/ 69409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runningContainers: () => (/* binding */ runningContainers)
/* harmony export */ });
/* unused harmony export chooseRepoDigest */
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82788);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44421);


/** The daemon lists every running container at once (no pages): past this the answer is refused. */
const MAX_LIST_BYTES = 64 << 20;
const MAX_INSPECT_BYTES = 8 << 20;
const INSPECTS_AT_ONCE = 8;
const REPO_DIGEST = /^(.+)@sha256:([a-f0-9]{64})$/;
/**
 * What runs on a Docker host, as the reference client reports it: each running container is
 * one artifact, its image name (as the container was created with it) → the image's repo
 * digest, with the container's creation time. A container whose image has no repo digest (never
 * pushed or pulled) is left out, as the client leaves it out.
 */
async function runningContainers(engine, names, log) {
    const listed = await engine.get('/containers/json', MAX_LIST_BYTES);
    if (!Array.isArray(listed))
        throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('server', `the Docker daemon at ${engine.endpoint.display} answered the container list with something other than a list`);
    const containers = listed.filter((c) => typeof c?.Image === 'string' && names.keeps(c.Image));
    // One inspection per image, however many containers run it: by its ID, which is what runs even when the tag has moved since.
    const images = [...new Set(containers.map((c) => c.ImageID || c.Image))];
    const inspected = new Map();
    await (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedMap */ .aY)(images, INSPECTS_AT_ONCE, async (image) => {
        const inspect = (await engine.get(`/images/${encodeURIComponent(image)}/json`, MAX_INSPECT_BYTES));
        inspected.set(image, inspect === undefined ? undefined : Array.isArray(inspect.RepoDigests) ? inspect.RepoDigests.filter((d) => typeof d === 'string') : []);
    });
    const artifacts = [];
    for (const c of containers) {
        const name = c.Names?.[0]?.replace(/^\//, '') || c.Image;
        const repoDigests = inspected.get(c.ImageID || c.Image);
        if (repoDigests === undefined) {
            log.warning(`container '${name}': its image ${c.Image} is no longer on the Docker host; left out of the report`);
            continue;
        }
        const digest = chooseRepoDigest(c.Image, repoDigests);
        if (digest === undefined) {
            log.info(`container '${name}': its image ${c.Image} has no repo digest${repoDigests.length > 0 ? ' for its repository' : ''} (it was never pushed to or pulled from a registry); left out, as the reference client leaves it`);
            continue;
        }
        artifacts.push({ digests: { [c.Image]: digest }, creationTimestamp: Math.floor(c.Created ?? 0) });
    }
    return artifacts;
}
/**
 * The repo digest that identifies an image run by `image`: the only one there is; else the one
 * recorded for the image's own repository. An image named by ID names no repository: then
 * its digests must agree. (The reference client matches repositories by name prefix, so
 * `nginx` could take `nginx-proxy`'s digest; here the repository must be the same.)
 */
function chooseRepoDigest(image, repoDigests) {
    const parsed = repoDigests.map((d) => REPO_DIGEST.exec(d)).filter((m) => m !== null);
    if (parsed.length === 0)
        return undefined;
    if (parsed.length === 1)
        return parsed[0][2];
    if ((0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .isImageId */ .rw)(image)) {
        const distinct = new Set(parsed.map((m) => m[2]));
        return distinct.size === 1 ? parsed[0][2] : /^[a-f0-9]{64}$/.test(image) ? parsed[0][2] : undefined;
    }
    const repository = repositoryOf(image);
    return parsed.find((m) => repository !== undefined && repositoryOf(m[1]) === repository)?.[2];
}
function repositoryOf(name) {
    try {
        return (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)((0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseImageReference */ .o_)(name));
    }
    catch {
        return undefined;
    }
}


/***/ })

};
;