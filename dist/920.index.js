export const id = 920;
export const ids = [920];
export const modules = {

/***/ 7172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError)
/* harmony export */ });
/**
 * A problem with an artifact the action was asked to fingerprint: a path that does not exist,
 * a broken link, an image the registry does not know. The library knows nothing of the
 * action's inputs; the operation that asked names the input when it reports this.
 */
class ArtifactError extends Error {
    expected;
    constructor(message, 
    /** The expected form, for the operation's message: "a file or directory to fingerprint". */
    expected, options = {}) {
        super(message, options);
        this.expected = expected;
        this.name = 'ArtifactError';
    }
}


/***/ }),

/***/ 2788:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7172);

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

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ gitCommitInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9556);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6891);


const FORMAT = ['%H', '%P', '%an <%ae>', '%ct', '%B'].join('%x00');
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
    const info = { name: ctx.repository, url };
    if (id)
        info.id = id;
    if (repository.description)
        info.description = repository.description;
    return info;
}


/***/ }),

/***/ 5219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath)
/* harmony export */ });
/* unused harmony exports ARTIFACT_TYPES, namingInput */
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6094);
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7172);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2788);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4232);





const ARTIFACT_TYPES = ['file', 'dir', 'oci', 'docker'];
const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.optional('registry-username');
    const password = inputs.optional('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
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
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.path(artifactPath), type, exclude: inputs.list('exclude') };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', undefined, '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.oneOf('artifact-type', ARTIFACT_TYPES));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint', options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint);
    const artifactPath = inputs.optional('artifact-path');
    const type = inputs.oneOf('artifact-type', ARTIFACT_TYPES);
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'required (or `artifact-path`) but neither is given', (options.pattern ?? _service_patterns_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint).expected);
    return undefined;
}
/** Turns the artifact library's own error into one that names the input it came from. */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ArtifactError */ .n)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(input, err.message, err.expected ?? expected);
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ)
            throw err;
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await __webpack_require__.e(/* import() */ 31).then(__webpack_require__.bind(__webpack_require__, 3031));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    return namingInput('artifact-path', PATH_EXPECTED, (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintArtifact */ .dI)(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ }),

/***/ 920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
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
/** Every file and folder under the given paths, folders walked in name order; links followed to files only. */
function gather(paths) {
    const entries = [];
    const add = (entry) => {
        if (entries.length >= MAX_ENTRIES)
            throw new src_files/* FileProblem */.kc(entry.file ?? entry.name, `attachments hold more than ${MAX_ENTRIES} files and folders`);
        entries.push(entry);
    };
    const visit = (full, name) => {
        let info;
        try {
            info = (0,external_node_fs_.statSync)(full);
        }
        catch (err) {
            const broken = err.code === 'ENOENT' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink();
            throw new src_files/* FileProblem */.kc(full, broken ? `${full} is a broken symlink` : `${full} ${err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code})`}`);
        }
        if (info.isDirectory()) {
            add({ name: `${name}/` });
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(full).sort();
            }
            catch (err) {
                throw new src_files/* FileProblem */.kc(full, `${full} cannot be listed (${err.code})`);
            }
            for (const child of names)
                visit(external_node_path_default().join(full, child), `${name}/${child}`);
        }
        else if (info.isFile())
            add({ name, file: full });
        else
            throw new src_files/* FileProblem */.kc(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`);
    };
    for (const p of paths)
        visit(p, external_node_path_default().basename(p));
    return entries;
}
function octal(value, width) {
    return value.toString(8).padStart(width - 1, '0') + '\0';
}
/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name, size, type) {
    const block = Buffer.alloc(BLOCK);
    block.write(name.slice(0, 100), 0, 'utf8');
    block.write(octal(type === '5' ? 0o755 : 0o644, 8), 100);
    block.write(octal(0, 8), 108);
    block.write(octal(0, 8), 116);
    block.write(octal(size, 12), 124);
    // A fixed time keeps the archive's bytes, and so its fingerprint, the same for the same files.
    block.write(octal(0, 12), 136);
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
 * The attachments as the one `attachment_file` part: a gzip-compressed tar of every file and
 * folder given, checked as they are read (regular files only, each and all bounded) and
 * refused before anything is sent when the archive is past the service's limit.
 */
function packAttachments(paths, maxBytes, filename = 'attachments.tar.gz') {
    const chunks = [];
    let gathered = 0;
    for (const entry of gather(paths)) {
        const content = entry.file ? (0,src_files/* readBoundedFile */.Mv)(entry.file, MAX_GATHERED_BYTES - gathered) : undefined;
        gathered += content?.length ?? 0;
        if (Buffer.byteLength(entry.name) > 100) {
            const pax = paxRecord('path', entry.name);
            chunks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
        }
        chunks.push(header(entry.name, content?.length ?? 0, entry.file ? '0' : '5'));
        if (content)
            chunks.push(content, pad(content.length));
    }
    chunks.push(Buffer.alloc(BLOCK * 2));
    const content = (0,external_node_zlib_.gzipSync)(Buffer.concat(chunks), { level: 9 });
    if (content.length > maxBytes) {
        throw new src_files/* FileProblem */.kc(paths.join(', '), `the attachments pack to ${content.length} bytes, over the service's limit of ${(0,src_files/* describeBytes */.nI)(maxBytes)}`);
    }
    return { filename, contentType: 'application/gzip', content };
}

// EXTERNAL MODULE: ./src/github/commit.ts
var github_commit = __webpack_require__(9238);
// EXTERNAL MODULE: ./src/github/repo.ts
var github_repo = __webpack_require__(1839);
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
            attachment = packAttachments(files, shapes/* ATTACHMENT_MAX_BYTES */.vv);
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
    const repo = (0,github_repo/* repoInfo */.L)(context);
    const originUrl = settings.originUrl ?? context.runUrl;
    const fields = {
        attestation_name: settings.name,
        ...(originUrl !== undefined && { origin_url: originUrl }),
        ...(settings.description !== undefined && { description: settings.description }),
        ...(fingerprint !== undefined && { artifact_fingerprint: fingerprint }),
        ...(settings.targetArtifacts.length > 0 && { target_artifacts: settings.targetArtifacts }),
        ...(gitCommit && { git_commit_info: gitCommit }),
        ...(repo && { repo_info: repo }),
        ...(settings.externalUrls && { external_urls: settings.externalUrls }),
        ...(settings.annotations && { annotations: settings.annotations }),
        ...(settings.userData !== undefined && { user_data: settings.userData })
    };
    return { trail, fingerprint, commit, fields, attachment };
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
        if (!_service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.re.test(key))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `key \`${key}\` is not allowed`, _service_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PATTERNS */ .G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
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


/***/ })

};
