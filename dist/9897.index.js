"use strict";
exports.id = 9897;
exports.ids = [9897];
exports.modules = {

/***/ 59897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintImage: () => (/* binding */ fingerprintImage)
});

// UNUSED EXPORTS: EXPECTED_REFERENCE, parseImageReference

// EXTERNAL MODULE: ./src/util/log.ts
var util_log = __webpack_require__(29906);
// EXTERNAL MODULE: ./src/artifacts/errors.ts
var errors = __webpack_require__(47172);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/artifacts/image/reference.ts
var image_reference = __webpack_require__(82788);
;// CONCATENATED MODULE: ./src/artifacts/image/credentials.ts






const GHCR = 'ghcr.io';
/** The names `docker login` and its config files use for Docker Hub. */
const DOCKER_HUB_ALIASES = new Set([image_reference/* DOCKER_HUB */.Xb, 'index.docker.io', 'registry-1.docker.io']);
/**
 * The credentials for the image's registry, first found wins: the ones given, the job's
 * Docker config (as `docker login` and docker/login-action leave it), the GitHub token for
 * ghcr.io; none means anonymous.
 */
function resolveCredentials(ref, options) {
    const { username, password, githubToken, log } = options;
    if (username || password) {
        if (!username || !password) {
            throw new errors/* ArtifactError */.n(`registry credentials for image "${ref.original}" need both a username and a password; only the ${username ? 'username' : 'password'} was given`);
        }
        return { username, password, source: 'the registry username and password given' };
    }
    const fromConfig = fromDockerConfig(ref, options.env, log);
    if (fromConfig)
        return fromConfig;
    if (githubToken && hostKey(ref.domain) === GHCR) {
        return { username: options.env.GITHUB_ACTOR || 'github-actions', password: githubToken, source: 'the GitHub token' };
    }
    return undefined;
}
/** A Docker config holds a few credentials; one far larger is not one. */
const DOCKER_CONFIG_MAX_BYTES = 1024 * 1024;
function dockerConfigPath(env) {
    if (env.DOCKER_CONFIG)
        return external_node_path_default().join(env.DOCKER_CONFIG, 'config.json');
    return external_node_path_default().join(env.HOME || external_node_os_default().homedir(), '.docker', 'config.json');
}
function fromDockerConfig(ref, env, log) {
    const file = dockerConfigPath(env);
    let config;
    try {
        // No config is the common case, not a problem worth a word.
        if (!(0,external_node_fs_.statSync)(file, { throwIfNoEntry: false }))
            return undefined;
        config = JSON.parse((0,files/* readBoundedFile */.Mv)(file, DOCKER_CONFIG_MAX_BYTES).toString('utf8'));
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
            log.warning(`The Docker config ${file} cannot be read (${code ?? error.message}); its credentials are not used for image "${ref.original}".`);
        return undefined;
    }
    if (typeof config !== 'object' || config === null)
        return undefined;
    const host = hostKey(ref.domain);
    const matches = Object.entries(isRecord(config.auths) ? config.auths : {}).filter(([key]) => hostKey(key) === host);
    // An exact key first: `ghcr.io` before `https://ghcr.io/v2/`.
    matches.sort(([a], [b]) => Number(b === ref.domain) - Number(a === ref.domain));
    for (const [key, entry] of matches) {
        const credentials = fromEntry(entry, `the Docker config ${file} (auths["${key}"])`);
        if (credentials === 'malformed') {
            log.warning(`The Docker config ${file} has an entry for ${key} whose "auth" is not base64 of "username:password"; it is not used for image "${ref.original}".`);
        }
        else if (credentials) {
            return credentials;
        }
    }
    const helper = Object.entries(isRecord(config.credHelpers) ? config.credHelpers : {}).find(([key]) => hostKey(key) === host)?.[1] ??
        (matches.length > 0 ? config.credsStore : undefined);
    if (typeof helper === 'string' && helper !== '') {
        log.warning(`The Docker config ${file} keeps the credentials for ${ref.domain} in the credential helper docker-credential-${helper}, which this action does not run; ` +
            `image "${ref.original}" is read with other credentials or anonymously. Log in so that the credentials are written to the config file, or give the registry username and password.`);
    }
    return undefined;
}
function fromEntry(entry, source) {
    if (!isRecord(entry))
        return undefined;
    const text = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
    const registryToken = text(entry.registrytoken);
    if (registryToken)
        return { registryToken, source };
    let username = text(entry.username);
    let password = text(entry.password);
    const auth = text(entry.auth);
    if (auth) {
        const decoded = Buffer.from(auth, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon <= 0)
            return 'malformed';
        username = decoded.slice(0, colon);
        password = decoded.slice(colon + 1);
    }
    const identityToken = text(entry.identitytoken);
    if (identityToken)
        return { username, identityToken, source };
    if (username && password)
        return { username, password, source };
    return undefined;
}
/** A config key or registry domain as one host: no scheme, no path, Docker Hub under one name. */
function hostKey(key) {
    const host = key
        .replace(/^[a-z]+:\/\//i, '')
        .split('/')[0]
        .toLowerCase();
    return DOCKER_HUB_ALIASES.has(host) ? image_reference/* DOCKER_HUB */.Xb : host;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/artifacts/image/deadline.ts
/**
 * The time one fingerprint may take, shared by every request it makes: each request gets at
 * most `perRequestMs`, and never more than what is left of the whole.
 */
class Deadline {
    totalMs;
    perRequestMs;
    now;
    end;
    constructor(totalMs, perRequestMs, now = Date.now) {
        this.totalMs = totalMs;
        this.perRequestMs = perRequestMs;
        this.now = now;
        this.end = now() + totalMs;
    }
    remainingMs() {
        return Math.max(0, this.end - this.now());
    }
    /** The budget of the next request; 0 when the whole is spent. */
    nextRequestMs() {
        return Math.min(this.perRequestMs, this.remainingMs());
    }
    /** Whether a request given `ms` was cut short by the whole, not by its own limit. */
    limitedByTotal(ms) {
        return ms < this.perRequestMs;
    }
}
const DEFAULT_TOTAL_MS = 120_000;
const PER_REQUEST_MS = 30_000;
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}

// EXTERNAL MODULE: ./src/clients/docker/engine.ts
var engine = __webpack_require__(50927);
// EXTERNAL MODULE: ./src/clients/docker/host.ts
var host = __webpack_require__(88631);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
;// CONCATENATED MODULE: ./src/artifacts/image/docker-daemon.ts






/** `docker image inspect` of an image with many tags and history is still well under this. */
const MAX_INSPECT_BYTES = 8 << 20;
const SHA256_HEX = /^[a-f0-9]{64}$/;
/**
 * The image's repo digest as the local Docker daemon records it: the manifest digest the
 * registry gave when the image was pushed or pulled. Only a digest recorded for the very
 * repository named (host and port included) counts.
 */
async function daemonDigest(input, options) {
    if ((0,image_reference/* isImageId */.rw)(input))
        return digestForId(input, options);
    const ref = (0,image_reference/* parseImageReference */.o_)(input);
    const subject = `image "${input}"`;
    const inspect = await inspectImage((0,image_reference/* canonicalReference */.Ys)(ref), subject, options);
    const recorded = repoDigests(inspect, subject);
    const mine = recorded.filter((r) => r.name === (0,image_reference/* repositoryName */.aR)(ref));
    if (ref.digest) {
        if (mine.some((r) => `sha256:${r.hex}` === ref.digest))
            return ref.digest.slice('sha256:'.length);
        const known = recorded.length > 0 ? ` (its repo digests: ${recorded.map((r) => r.text).join(', ')})` : '';
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon records no repo digest ${ref.digest} for ${(0,image_reference/* repositoryName */.aR)(ref)}${known}; fingerprint it from the registry with the oci artifact type`);
    }
    const digests = [...new Set(mine.map((r) => r.hex))];
    if (digests.length === 1)
        return digests[0];
    if (digests.length > 1) {
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon records ${digests.length} repo digests for ${(0,image_reference/* repositoryName */.aR)(ref)} (${digests.map((d) => `sha256:${d}`).join(', ')}), so which one the tag means is unknown; ` +
            'fingerprint it from the registry with the oci artifact type, or name the image by digest');
    }
    throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon has the image but no repo digest for ${(0,image_reference/* repositoryName */.aR)(ref)}${others(recorded, ref)}; a repo digest exists only once the image is pushed to or pulled from that repository. ` +
        'Push it first, or fingerprint it from the registry with the oci artifact type');
}
/** An image ID names no repository: its repo digests must all agree. */
async function digestForId(input, options) {
    const id = input.startsWith('sha256:') ? input : `sha256:${input}`;
    const subject = `image ${id}`;
    const digests = [...new Set(repoDigests(await inspectImage(id, subject, options), subject).map((r) => r.hex))];
    if (digests.length === 1)
        return digests[0];
    if (digests.length === 0)
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon records no repo digest for it; push it first, or fingerprint it from the registry with the oci artifact type`);
    throw new errors/* ArtifactError */.n(`${subject}: the image has different repo digests in different repositories (${digests.map((d) => `sha256:${d}`).join(', ')}); name the image by repository and tag or digest`);
}
function repoDigests(inspect, subject) {
    const list = inspect?.RepoDigests;
    if (list !== undefined && list !== null && !Array.isArray(list))
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon's answer has no readable RepoDigests`);
    const result = [];
    for (const text of (list ?? [])) {
        if (typeof text !== 'string')
            continue;
        try {
            const parsed = (0,image_reference/* parseImageReference */.o_)(text);
            if (parsed.digest && SHA256_HEX.test(parsed.digest.slice(7)))
                result.push({ name: (0,image_reference/* repositoryName */.aR)(parsed), hex: parsed.digest.slice(7), text });
        }
        catch {
            // A repo digest this action cannot read names some other repository, not this one.
        }
    }
    return result;
}
function others(recorded, ref) {
    const rest = recorded.filter((r) => r.name !== (0,image_reference/* repositoryName */.aR)(ref));
    return rest.length > 0 ? ` (it has repo digests for other repositories only: ${rest.map((r) => r.text).join(', ')})` : '';
}
async function inspectImage(name, subject, options) {
    const endpoint = daemonEndpoint(options.env);
    const path = `/images/${name.split('/').map(encodeURIComponent).join('/')}/json`;
    options.log.debug(`GET ${path} from the Docker daemon at ${endpoint.display}`);
    const { status, body } = await get(endpoint, path, subject, options.deadline);
    if (status === 404) {
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon at ${endpoint.display} has no such image; pull or build it in this job first, or fingerprint it from the registry with the oci artifact type`);
    }
    if (status !== 200) {
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon at ${endpoint.display} answered HTTP ${status}${(0,engine/* daemonMessage */.e)(body)}`);
    }
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        throw new errors/* ArtifactError */.n(`${subject}: the Docker daemon at ${endpoint.display} answered with something other than JSON; check that DOCKER_HOST points at a Docker Engine`);
    }
}
/** DOCKER_HOST read as the Docker CLI reads it; a wrong one is the artifact's problem here. */
function daemonEndpoint(env) {
    try {
        return (0,host/* dockerEndpoint */.u)(env);
    }
    catch (err) {
        if (err instanceof host/* DockerHostError */.v)
            throw new errors/* ArtifactError */.n(err.message, err.expected);
        throw err;
    }
}
async function get(endpoint, path, subject, deadline) {
    const budget = deadline.nextRequestMs();
    try {
        return await new engine/* DockerEngine */.n(endpoint).get(path, { maxBytes: MAX_INSPECT_BYTES, timeoutMs: budget });
    }
    catch (err) {
        if (!(err instanceof transport_error/* TransportError */.w))
            throw err;
        const why = err.timedOut ? `no answer within ${seconds(budget)}` : (err.code ?? err.message);
        throw new errors/* ArtifactError */.n(`${subject}: cannot reach the Docker daemon at ${endpoint.display}: ${why}; check that Docker is running and DOCKER_HOST is right, or fingerprint the image from the registry with the oci artifact type, which needs no daemon`, undefined, { cause: err });
    }
}

// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
// EXTERNAL MODULE: ./src/http/bounded-body.ts
var bounded_body = __webpack_require__(35242);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/http/toolkit-client.ts
var toolkit_client = __webpack_require__(82328);
;// CONCATENATED MODULE: ./src/artifacts/image/http.ts







const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Transient: worth another try. A refused connection or an unknown host is not. */
const RETRY_CODES = new Set(['ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNABORTED', 'UND_ERR_SOCKET']);
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAYS_MS = [1000, 3000];
/**
 * Requests to a registry, its token service or the Docker daemon over TCP: every request
 * within the deadline, every answer within its size, redirects followed by hand so
 * credentials never leave the origin they were meant for.
 */
class HttpSession {
    options;
    ca;
    constructor(options) {
        this.options = options;
        if (options.ca)
            this.ca = [...external_node_tls_.rootCertificates, options.ca.toString()];
    }
    get subject() {
        return this.options.subject;
    }
    /** One request, retried on transient failures while the deadline allows. */
    async request(request) {
        const { deadline, log } = this.options;
        const { outcome } = await (0,retry/* withRetries */.L)(() => this.follow(request), {
            maxRetries: RETRY_DELAYS_MS.length,
            transient: (o) => (o instanceof transport_error/* TransportError */.w ? !!o.code && RETRY_CODES.has(o.code) && !o.timedOut : RETRY_STATUSES.has(o.status)),
            delayMs: (retry) => RETRY_DELAYS_MS[retry - 1],
            canWait: (delay) => deadline.remainingMs() > delay,
            onRetry: (o, delay) => log.debug(`${request.method} ${(0,bounded_body/* withoutQuery */.j)(request.url)}: ${o instanceof transport_error/* TransportError */.w ? o.code : `HTTP ${o.status}`}; trying again in ${seconds(delay)}`),
            sleep: this.options.sleep
        });
        if (outcome instanceof transport_error/* TransportError */.w)
            throw this.describe(outcome);
        return outcome;
    }
    async follow(request) {
        const origin = new URL(request.url).origin;
        let url = request.url;
        let method = request.method;
        let body = request.body;
        for (let redirects = 0;; redirects++) {
            const target = new URL(url);
            const headers = { ...request.headers };
            if (request.authorization && target.origin === origin)
                headers.authorization = request.authorization;
            const response = await this.once(method, url, headers, body, request.maxBytes);
            const location = response.headers.location;
            if (!REDIRECTS.has(response.status) || !location)
                return response;
            const next = new URL(location, url);
            if (redirects >= MAX_REDIRECTS)
                throw new errors/* ArtifactError */.n(`${this.subject}: ${target.host} redirected more than ${MAX_REDIRECTS} times`);
            if ((target.protocol === 'https:' && next.protocol !== 'https:') || !/^https?:$/.test(next.protocol)) {
                throw new errors/* ArtifactError */.n(`${this.subject}: ${target.host} redirected to ${next.protocol}//${next.host}, which is not HTTPS; refused`);
            }
            // A POST body carries a secret (an identity token): it is never replayed to another host.
            if (body !== undefined && response.status !== 303 && next.origin !== origin) {
                throw new errors/* ArtifactError */.n(`${this.subject}: ${target.host} redirected a token request to ${next.host}; refused, so the credentials are not sent there`);
            }
            this.options.log.debug(`${method} ${(0,bounded_body/* withoutQuery */.j)(url)}: redirected to ${(0,bounded_body/* withoutQuery */.j)(next.href)}`);
            if (response.status === 303 && method === 'POST') {
                method = 'GET';
                body = undefined;
            }
            url = next.href;
        }
    }
    async once(method, url, headers, body, maxBytes) {
        const { deadline, log } = this.options;
        const budget = deadline.nextRequestMs();
        const origin = new URL(url).origin;
        if (budget <= 0)
            throw new transport_error/* TransportError */.w(`no time left of ${seconds(deadline.totalMs)}`, { code: 'ETIMEDOUT', origin, timedOut: true });
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), budget);
        log.debug(`${method} ${(0,bounded_body/* withoutQuery */.j)(url)}`);
        try {
            const client = (0,toolkit_client/* toolkitClient */.G)(controller.signal, this.ca);
            const response = await client.request(method, url, body ?? null, headers);
            const message = response.message;
            const data = method === 'HEAD' ? Buffer.alloc(0) : await (0,bounded_body/* readBoundedBody */.c)(message, controller.signal, maxBytes, () => tooLarge(origin, maxBytes));
            if (method === 'HEAD')
                message.resume();
            return { status: message.statusCode ?? 0, headers: message.headers, body: data, url };
        }
        catch (error) {
            if (error instanceof transport_error/* TransportError */.w || error instanceof errors/* ArtifactError */.n)
                throw error;
            const code = error.code;
            const timedOut = controller.signal.aborted;
            const why = timedOut
                ? `no answer within ${seconds(budget)}${deadline.limitedByTotal(budget) ? ` (the whole fingerprint may take ${seconds(deadline.totalMs)})` : ''}`
                : error.message;
            throw new transport_error/* TransportError */.w(why, { code: timedOut ? 'ETIMEDOUT' : code, origin, timedOut, cause: error });
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** A transport failure as the user reads it: what could not be reached and what to check. */
    describe(error) {
        const host = new URL(error.origin).host;
        const code = error.code ?? '';
        if (code === 'ETOOLARGE')
            return new errors/* ArtifactError */.n(`${this.subject}: ${host} ${error.message}`, undefined, { cause: error });
        let advice;
        if (error.timedOut)
            advice = `${error.message}; check that ${host} is reachable from the runner`;
        else if (code === 'ECONNREFUSED')
            advice = `the connection was refused; check the host and port, and that the registry is running`;
        else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
            advice = `the host name does not resolve; check the registry host in the image reference`;
        else if (TLS_TRUST.has(code))
            advice = `its TLS certificate is not trusted (${code}); if it uses a private CA, give the CA certificate to Node with the NODE_EXTRA_CA_CERTS environment variable`;
        else if (code === 'ERR_TLS_CERT_ALTNAME_INVALID')
            advice = `its TLS certificate is not for this host name (${code}); check the registry host`;
        else
            advice = `${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`;
        return new errors/* ArtifactError */.n(`${this.subject}: cannot get an answer from ${host}: ${advice}`, undefined, { cause: error });
    }
}
const TLS_TRUST = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_HAS_EXPIRED',
    'CERT_NOT_YET_VALID',
    'CERT_UNTRUSTED'
]);
/** TLS spoken to a plain-HTTP server: the one failure that says the server has no TLS. */
function isPlainHttpAnswer(error) {
    const cause = error instanceof errors/* ArtifactError */.n ? error.cause : error;
    if (!(cause instanceof transport_error/* TransportError */.w))
        return false;
    return (cause.code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
        cause.code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' ||
        /wrong version number|packet length too long/i.test(cause.message));
}
function tooLarge(origin, maxBytes) {
    return new transport_error/* TransportError */.w(`sent an answer larger than ${maxBytes} bytes, far more than a manifest or token needs; refused unread`, {
        code: 'ETOOLARGE',
        origin
    });
}

// EXTERNAL MODULE: ./src/artifacts/sha256.ts + 1 modules
var sha256 = __webpack_require__(43189);
;// CONCATENATED MODULE: ./src/artifacts/image/challenge.ts
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;
const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*/;
/**
 * Parses RFC 9110 challenges. Node joins repeated headers with ", ", so one string may hold
 * several challenges, and a comma may end a parameter or start the next challenge: a token
 * followed by "=" is a parameter, a token followed by a space or the end is a new scheme.
 * Anything unparseable ends the parse with what was read so far rather than failing: the
 * caller then reports that no usable challenge came.
 */
function parseChallenges(header) {
    if (header === undefined)
        return [];
    if (Array.isArray(header))
        return header.flatMap((h) => parseChallenges(h));
    const challenges = [];
    let rest = header;
    const skip = (pattern) => (rest = rest.replace(pattern, ''));
    for (;;) {
        skip(/^[\s,]+/);
        const scheme = TOKEN.exec(rest)?.[0];
        if (!scheme)
            return challenges;
        rest = rest.slice(scheme.length);
        const challenge = { scheme: scheme.toLowerCase(), params: {} };
        challenges.push(challenge);
        skip(/^[ \t]+/);
        // token68 form (`Basic dXNlcg==`): rare from registries, kept so the next challenge parses.
        const t68 = TOKEN68.exec(rest)?.[0];
        if (t68 && /^[ \t]*(,|$)/.test(rest.slice(t68.length))) {
            rest = rest.slice(t68.length);
            continue;
        }
        for (;;) {
            const save = rest;
            skip(/^[\s,]+/);
            const name = TOKEN.exec(rest)?.[0];
            if (!name)
                return challenges;
            const afterName = rest.slice(name.length).replace(/^[ \t]*/, '');
            if (!afterName.startsWith('=')) {
                rest = save;
                break;
            }
            rest = afterName.slice(1).replace(/^[ \t]*/, '');
            const value = readValue();
            if (value === undefined)
                return challenges;
            challenge.params[name.toLowerCase()] = value;
        }
    }
    function readValue() {
        if (rest.startsWith('"')) {
            let value = '';
            for (let i = 1; i < rest.length; i++) {
                const c = rest[i];
                if (c === '\\' && i + 1 < rest.length)
                    value += rest[++i];
                else if (c === '"') {
                    rest = rest.slice(i + 1);
                    return value;
                }
                else
                    value += c;
            }
            return undefined;
        }
        // RFC 9110 wants a token here; read up to the next comma, as some servers leave URLs unquoted.
        const token = /^[^\s,"]+/.exec(rest)?.[0];
        if (token === undefined)
            return undefined;
        rest = rest.slice(token.length);
        return token;
    }
}

;// CONCATENATED MODULE: ./src/artifacts/image/registry-auth.ts


const MAX_TOKEN_BYTES = 1 << 20;
/** Where to find credentials, said once for every message that needs them. */
const CREDENTIAL_ADVICE = 'registry credentials (a username and password, a `docker login` in this job, or for ghcr.io a GitHub token with read access to the package)';
/**
 * The `Authorization` value that answers the registry's challenge, as the distribution spec
 * describes: Bearer by fetching a token from the realm for the repository's pull scope, Basic
 * with the credentials themselves.
 */
async function answerChallenge(challenges, context) {
    const bearer = challenges.find((c) => c.scheme === 'bearer');
    const basic = challenges.find((c) => c.scheme === 'basic');
    const { credentials, session } = context;
    if (bearer) {
        if (credentials?.registryToken)
            return `Bearer ${credentials.registryToken}`;
        return `Bearer ${await fetchToken(bearer, context)}`;
    }
    if (basic) {
        if (!credentials?.username || !credentials.password) {
            throw new errors/* ArtifactError */.n(`${session.subject}: ${new URL(context.registry).host} asks for a username and password (HTTP Basic) and none was found; give ${CREDENTIAL_ADVICE}`);
        }
        return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
    }
    const schemes = challenges.map((c) => c.scheme).join(', ') || 'none';
    throw new errors/* ArtifactError */.n(`${session.subject}: ${new URL(context.registry).host} requires authentication but offers no scheme this action answers (offered: ${schemes}; supported: Bearer, Basic)`);
}
async function fetchToken(challenge, context) {
    const { session, credentials, log } = context;
    const registryHost = new URL(context.registry).host;
    const realm = realmUrl(challenge, context);
    const params = new URLSearchParams();
    if (challenge.params.service)
        params.set('service', challenge.params.service);
    // Our own pull scope, as Docker and the reference client ask: the challenge's scope may ask
    // for more (push) than read-only credentials are granted.
    params.set('scope', `repository:${context.repository}:pull`);
    const sendsSecret = !!(credentials?.identityToken || (credentials?.username && credentials.password));
    if (sendsSecret && realm.protocol !== 'https:' && !isLoopbackHost(realm.hostname)) {
        throw new errors/* ArtifactError */.n(`${session.subject}: ${registryHost} names a token service at ${realm.origin}, which is not HTTPS; the credentials are not sent there`);
    }
    let response;
    if (credentials?.identityToken) {
        params.set('grant_type', 'refresh_token');
        params.set('refresh_token', credentials.identityToken);
        params.set('client_id', 'evidence-action');
        response = await session.request({
            method: 'POST',
            url: realm.href,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: params.toString(),
            maxBytes: MAX_TOKEN_BYTES
        });
    }
    else {
        if (credentials?.username)
            params.set('account', credentials.username);
        for (const [k, v] of params)
            realm.searchParams.append(k, v);
        const authorization = credentials?.username && credentials.password ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}` : undefined;
        response = await session.request({ method: 'GET', url: realm.href, authorization, maxBytes: MAX_TOKEN_BYTES });
    }
    log.debug(`token from ${(0,bounded_body/* withoutQuery */.j)(realm.href)} for repository:${context.repository}:pull (${credentials ? `with ${credentials.source}` : 'anonymous'}): HTTP ${response.status}`);
    if (response.status === 401 || response.status === 403) {
        const who = credentials ? `refused ${credentials.source}` : 'refused an anonymous request';
        throw new errors/* ArtifactError */.n(`${session.subject}: the token service of ${registryHost} (${realm.host}) ${who} (HTTP ${response.status}); check ${credentials ? 'that these credentials are current and may pull this repository' : `that the image is public, or give ${CREDENTIAL_ADVICE}`}`);
    }
    if (response.status !== 200) {
        throw new errors/* ArtifactError */.n(`${session.subject}: the token service of ${registryHost} (${realm.host}) answered HTTP ${response.status}; check that the registry is healthy and try again`);
    }
    const token = tokenFrom(response.body);
    if (!token)
        throw new errors/* ArtifactError */.n(`${session.subject}: the token service of ${registryHost} (${realm.host}) answered without a token`);
    return token;
}
function realmUrl(challenge, context) {
    const realm = challenge.params.realm;
    const host = new URL(context.registry).host;
    let url;
    try {
        url = realm ? new URL(realm) : undefined;
    }
    catch {
        url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
        throw new errors/* ArtifactError */.n(`${context.session.subject}: ${host} asks for a bearer token but names no usable token service (realm ${JSON.stringify(realm ?? '')})`);
    }
    return url;
}
function tokenFrom(body) {
    try {
        const json = JSON.parse(body.toString('utf8'));
        const token = typeof json.token === 'string' && json.token ? json.token : json.access_token;
        return typeof token === 'string' && token ? token : undefined;
    }
    catch {
        return undefined;
    }
}
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

;// CONCATENATED MODULE: ./src/artifacts/image/registry.ts






/**
 * Every manifest and index type a registry may hold an image as. Indexes are accepted, so a
 * multi-arch tag answers with the index digest, as Docker, Kubernetes and the reference client
 * report it; leaving them out would let a registry pick one platform's manifest instead.
 */
const MANIFEST_TYPES = [
    'application/vnd.oci.image.index.v1+json',
    'application/vnd.docker.distribution.manifest.list.v2+json',
    'application/vnd.oci.image.manifest.v1+json',
    'application/vnd.docker.distribution.manifest.v2+json'
];
const SCHEMA1 = /^application\/vnd\.docker\.distribution\.manifest\.v1\+(prettyjws|json)$/;
/** Manifests are a few KiB; the registry spec lets servers refuse above 4 MiB. */
const MAX_MANIFEST_BYTES = 4 << 20;
const registry_SHA256_HEX = /^[a-f0-9]{64}$/;
/** The SHA-256 digest (64 hex, no prefix) of the manifest the registry serves for `ref`. */
async function registryDigest(ref, options) {
    return new ManifestReader(ref, options).digest();
}
class ManifestReader {
    ref;
    options;
    scheme = 'https';
    authorization;
    host;
    session;
    constructor(ref, options) {
        this.ref = ref;
        this.options = options;
        this.host = (0,image_reference/* apiHost */.nz)(ref);
        this.session = options.session;
    }
    async digest() {
        let response = await this.send('HEAD');
        // A registry without HEAD on manifests still serves GET.
        if (response.status === 405 || response.status === 501)
            response = await this.send('GET');
        this.check(response);
        const type = mediaType(response);
        if (type && (SCHEMA1.test(type) || type === 'text/html'))
            throw this.notAManifest(type);
        let digest = this.headerDigest(response);
        if (digest === undefined) {
            this.options.log.debug(`${this.host} sent no Docker-Content-Digest; the digest is the SHA-256 of the manifest it serves`);
            if (response.body.length === 0) {
                response = await this.send('GET');
                this.check(response);
            }
            digest = this.bodyDigest(response);
        }
        if (this.ref.digest && `sha256:${digest}` !== this.ref.digest) {
            throw new errors/* ArtifactError */.n(`${this.session.subject}: ${this.host} answered with the manifest sha256:${digest}, not the digest asked for; the registry is not serving this image faithfully`);
        }
        return digest;
    }
    get origin() {
        return `${this.scheme}://${this.host}`;
    }
    get url() {
        return `${this.origin}/v2/${this.ref.path}/manifests/${(0,image_reference/* manifestReference */.Tn)(this.ref)}`;
    }
    /** A manifest request, answering the registry's challenge once if it sends one. */
    async send(method) {
        const request = () => this.session.request({
            method,
            url: this.url,
            headers: { accept: MANIFEST_TYPES.join(', ') },
            authorization: this.authorization,
            maxBytes: MAX_MANIFEST_BYTES
        });
        let response = await this.firstContact(request);
        if (response.status === 401 && this.authorization === undefined) {
            let challenges = parseChallenges(response.headers['www-authenticate']);
            // Some registries challenge only on /v2/ itself, as Docker's clients first ask there.
            if (challenges.length === 0)
                challenges = parseChallenges((await this.session.request({ method: 'GET', url: `${this.origin}/v2/`, maxBytes: 1 << 16 })).headers['www-authenticate']);
            this.authorization = await answerChallenge(challenges, {
                session: this.session,
                registry: this.origin,
                repository: this.ref.path,
                credentials: this.options.credentials,
                log: this.options.log
            });
            response = await request();
        }
        return response;
    }
    /**
     * HTTPS, except for a registry on this machine that speaks plain HTTP (a `registry` service
     * container on localhost:5000), which Docker also reaches without TLS.
     */
    async firstContact(request) {
        try {
            return await request();
        }
        catch (error) {
            if (this.scheme !== 'https' || !isLoopbackHost(new URL(`https://${this.host}`).hostname) || !isPlainHttpAnswer(error))
                throw error;
            this.options.log.debug(`${this.host} speaks plain HTTP; it is on this machine, so it is read without TLS`);
            this.scheme = 'http';
            return request();
        }
    }
    check(response) {
        const { status } = response;
        if (status === 200)
            return;
        const subject = this.session.subject;
        const credentials = this.options.credentials;
        const using = credentials ? `with ${credentials.source}` : 'without credentials';
        const what = this.ref.digest ? `digest ${this.ref.digest}` : `tag "${this.ref.tag}"`;
        if (status === 401) {
            throw new errors/* ArtifactError */.n(`${subject}: ${this.host} refused access ${using} (HTTP 401); check that repository "${this.ref.path}" exists and ${credentials ? 'that these credentials may pull it' : `is public, or give ${CREDENTIAL_ADVICE}`}`);
        }
        if (status === 403) {
            throw new errors/* ArtifactError */.n(`${subject}: ${this.host} forbids pulling repository "${this.ref.path}" ${using} (HTTP 403); check that ${credentials ? 'these credentials have read access to it' : `it is public, or give ${CREDENTIAL_ADVICE}`}`);
        }
        if (status === 404) {
            throw new errors/* ArtifactError */.n(`${subject}: ${this.host} has no manifest for ${what} in repository "${this.ref.path}" (HTTP 404); check the repository name and the ${this.ref.digest ? 'digest' : 'tag'}, and that the image was pushed${registryError(response)}`);
        }
        if (status === 429) {
            throw new errors/* ArtifactError */.n(`${subject}: ${this.host} is rate-limiting requests (HTTP 429)${credentials ? '' : '; requests with credentials usually get a higher limit'}; try again later`);
        }
        throw new errors/* ArtifactError */.n(`${subject}: ${this.host} answered the manifest request with HTTP ${status}${registryError(response)}; check that the registry is healthy and try again`);
    }
    headerDigest(response) {
        const header = response.headers['docker-content-digest'];
        const value = Array.isArray(header) ? header[0] : header;
        if (!value)
            return undefined;
        const [algorithm, hex] = value.trim().split(':', 2);
        if (algorithm !== 'sha256') {
            throw new errors/* ArtifactError */.n(`${this.session.subject}: ${this.host} identifies the manifest by a ${algorithm} digest (${value}); only SHA-256 digests are fingerprints`);
        }
        if (!registry_SHA256_HEX.test(hex ?? ''))
            throw new errors/* ArtifactError */.n(`${this.session.subject}: ${this.host} sent a malformed Docker-Content-Digest header (${JSON.stringify(value)})`);
        if (response.body.length > 0 && (0,sha256/* sha256Hex */.f)(response.body) !== hex) {
            throw new errors/* ArtifactError */.n(`${this.session.subject}: ${this.host} sent a manifest whose SHA-256 is not the digest it announced (${value}); the registry or a proxy in between altered it`);
        }
        return hex;
    }
    /** Without a header, the manifest's own bytes are the digest, once they are shown to be one. */
    bodyDigest(response) {
        let manifest;
        try {
            manifest = JSON.parse(response.body.toString('utf8'));
        }
        catch {
            throw this.notAManifest(mediaType(response) ?? 'unknown content');
        }
        const type = typeof manifest?.mediaType === 'string' ? manifest.mediaType : mediaType(response);
        if (manifest?.schemaVersion !== 2 || !type || !MANIFEST_TYPES.includes(type))
            throw this.notAManifest(type ?? 'unknown content');
        return (0,sha256/* sha256Hex */.f)(response.body);
    }
    notAManifest(type) {
        const why = SCHEMA1.test(type)
            ? 'a Docker schema 1 manifest, a deprecated format without a stable digest; push the image again with a current Docker or build tool'
            : `${type}, not an image manifest or index; check the registry host`;
        return new errors/* ArtifactError */.n(`${this.session.subject}: ${this.host} answered with ${why}`);
    }
}
function mediaType(response) {
    return response.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined;
}
/** The registry's own error code and message, when it sent one. */
function registryError(response) {
    try {
        const json = JSON.parse(response.body.toString('utf8'));
        const first = json.errors?.[0];
        return first ? ` (the registry says ${[first.code, first.message].filter(Boolean).join(': ')})` : '';
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/artifacts/image/index.ts









/**
 * The fingerprint of a container image, as 64 lowercase hex characters (the digest without
 * `sha256:`), the same the reference client gives: the manifest or index digest the registry
 * serves (`oci`), or the repo digest the local Docker daemon recorded (`docker`). Everything
 * the user can fix is an `ArtifactError` that names the image.
 */
async function fingerprintImage(reference, options) {
    const env = options.env ?? process.env;
    const log = options.log ?? util_log/* silentLog */.aB;
    const totalMs = options.timeoutMs ?? DEFAULT_TOTAL_MS;
    const deadline = new Deadline(totalMs, Math.min(PER_REQUEST_MS, totalMs));
    if (options.type === 'docker')
        return daemonDigest(reference, { env, deadline, log });
    if (options.type !== 'oci')
        throw new errors/* ArtifactError */.n(`image "${reference}": unknown image source "${String(options.type)}"`, 'oci or docker');
    const ref = (0,image_reference/* parseImageReference */.o_)(reference);
    const credentials = resolveCredentials(ref, { username: options.username, password: options.password, githubToken: options.githubToken, env, log });
    log.debug(`image "${reference}": registry credentials: ${credentials?.source ?? 'none (anonymous)'}`);
    const session = new HttpSession({ deadline, log, ca: options.ca, subject: `image "${reference}"`, sleep: options.sleep });
    return registryDigest(ref, { session, credentials, log });
}


/***/ }),

/***/ 50927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ daemonMessage),
/* harmony export */   n: () => (/* binding */ DockerEngine)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35242);
/* harmony import */ var _http_transport_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54098);





/**
 * The one client of the Docker Engine API, for what runs in Docker (report-docker-env) and for
 * an image's repo digest (fingerprints): GET only, one timer for the whole exchange (a daemon
 * that answers its headers and then stalls is no better), every answer within its size. Plain
 * node:http, since the toolkit client reaches no unix socket and a local daemon needs no proxy.
 * A failure to get an answer is a TransportError; each caller says it in its own words.
 */
class DockerEngine {
    endpoint;
    constructor(endpoint) {
        this.endpoint = endpoint;
    }
    async get(path, limits) {
        const origin = this.endpoint.display;
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
        try {
            const response = await new Promise((resolve, reject) => {
                const request = this.open(path, controller.signal);
                request.on('response', resolve);
                request.on('error', reject);
                request.end();
            });
            const tooLarge = () => new _http_transport_error_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w(`answered GET ${path} with more than ${limits.maxBytes} bytes; refused`, { code: 'ETOOLARGE', origin });
            const body = await (0,_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedBody */ .c)(response, controller.signal, limits.maxBytes, tooLarge);
            return { status: response.statusCode ?? 0, body };
        }
        catch (error) {
            if (error instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w)
                throw error;
            const timedOut = controller.signal.aborted;
            const code = timedOut ? 'ETIMEDOUT' : error.code;
            throw new _http_transport_error_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w(timedOut ? `no answer within ${limits.timeoutMs / 1000} s` : (code ?? error.message), {
                code,
                timedOut,
                origin,
                cause: error
            });
        }
        finally {
            clearTimeout(timer);
        }
    }
    open(path, signal) {
        const { endpoint } = this;
        const options = { method: 'GET', path, headers: { host: 'docker', accept: 'application/json' }, signal };
        if (endpoint.kind === 'socket')
            return node_http__WEBPACK_IMPORTED_MODULE_0___default().request({ ...options, agent: new SocketAgent(endpoint.socketPath) });
        const url = new URL(endpoint.origin);
        const target = { ...options, host: url.hostname, port: url.port, headers: { ...options.headers, host: url.host } };
        return endpoint.tls ? node_https__WEBPACK_IMPORTED_MODULE_1___default().request({ ...target, ...endpoint.tls }) : node_http__WEBPACK_IMPORTED_MODULE_0___default().request(target);
    }
}
/** The daemon's own words in an error answer (`{"message": …}`), with a leading `: `, or nothing. */
function daemonMessage(body) {
    try {
        const message = JSON.parse(body.toString('utf8')).message;
        return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : '';
    }
    catch {
        return '';
    }
}
/**
 * Dials the daemon's socket itself rather than through `socketPath`: HTTP interceptors that
 * wrap every request's agent (nock, in this project's tests) keep a custom agent's dialling
 * but drop `socketPath` and connect to localhost:80 instead.
 */
class SocketAgent extends (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent) {
    socketPath;
    constructor(socketPath) {
        super({ keepAlive: false });
        this.socketPath = socketPath;
    }
    createConnection() {
        return node_net__WEBPACK_IMPORTED_MODULE_2___default().connect(this.socketPath);
    }
}


/***/ }),

/***/ 88631:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ dockerEndpoint),
/* harmony export */   v: () => (/* binding */ DockerHostError)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75787);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70017);




const HOST_EXPECTED = 'unix:///path/to/docker.sock, npipe:////./pipe/docker_engine or tcp://host:port';
/** A `DOCKER_HOST` that names no way to the daemon; `expected` is its valid form, for the caller's message. */
class DockerHostError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .LibraryError */ .oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'DockerHostError';
    }
    expected = HOST_EXPECTED;
}
const DEFAULT_HOST = 'unix:///var/run/docker.sock';
/**
 * `DOCKER_HOST` as the Docker CLI reads it. TLS follows `DOCKER_TLS_VERIFY` and
 * `DOCKER_CERT_PATH`, but the daemon's certificate is always verified: a fingerprint read
 * from an unauthenticated daemon proves nothing.
 */
function dockerEndpoint(env) {
    const host = env.DOCKER_HOST?.trim() || DEFAULT_HOST;
    const fail = (why) => new DockerHostError(`DOCKER_HOST "${host}" ${why}`);
    const scheme = /^([a-z]+):\/\//.exec(host)?.[1];
    if (scheme === 'unix') {
        const socketPath = host.slice('unix://'.length);
        if (!socketPath)
            throw fail('names no socket path');
        return { kind: 'socket', socketPath, display: host };
    }
    if (scheme === 'npipe') {
        return { kind: 'socket', socketPath: host.slice('npipe://'.length).replace(/\//g, '\\'), display: host };
    }
    if (scheme === 'tcp' || scheme === 'http' || scheme === 'https') {
        let url;
        try {
            url = new URL(host.replace(/^tcp:/, 'http:'));
        }
        catch {
            throw fail('is not a valid address');
        }
        const tls = scheme === 'https' || !!env.DOCKER_TLS_VERIFY || !!env.DOCKER_CERT_PATH;
        const origin = `${tls ? 'https' : 'http'}://${url.host}`;
        return { kind: 'tcp', origin, display: host, tls: tls ? clientCertificates(env) : undefined };
    }
    throw fail(`uses a scheme this action cannot reach the daemon by (${scheme ?? 'none'}); use unix://, npipe:// or tcp://`);
}
function clientCertificates(env) {
    const dir = env.DOCKER_CERT_PATH || node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_0___default().homedir(), '.docker');
    const read = (name) => {
        try {
            // A PEM file is a few kilobytes: a bound keeps a FIFO or a huge file from stalling the run.
            return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedFile */ .Mv)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), 1024 * 1024);
        }
        catch {
            return undefined;
        }
    };
    return { ca: read('ca.pem'), cert: read('cert.pem'), key: read('key.pem') };
}


/***/ }),

/***/ 35242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ readBoundedBody),
/* harmony export */   j: () => (/* binding */ withoutQuery)
/* harmony export */ });
/**
 * An answer's body, refused once it passes `maxBytes` (by its declared length, or as it
 * arrives) and abandoned when `signal` aborts: an outside server cannot make the action hold
 * more than it asked for, nor wait past its deadline. `tooLarge` makes the caller's own error;
 * the other failures reject with the stream's error, or `aborted`, for the caller to classify.
 */
function readBoundedBody(message, signal, maxBytes, tooLarge) {
    return new Promise((resolve, reject) => {
        // With a Content-Length, the bytes go straight into one buffer (no list of chunks to join:
        // a large answer is held once, not twice); without one, chunks are joined at the end.
        const declared = Number(message.headers['content-length']);
        let whole = Number.isSafeInteger(declared) && declared >= 0 && declared <= maxBytes ? Buffer.allocUnsafe(declared) : undefined;
        let chunks = [];
        let size = 0;
        let settled = false;
        // The first cause wins: destroying the stream fires its own close events, which must not
        // turn "too large" into "connection closed".
        const fail = (err) => {
            if (settled)
                return;
            settled = true;
            whole = undefined;
            chunks = [];
            reject(err);
            message.destroy();
        };
        if (Number.isSafeInteger(declared) && declared > maxBytes)
            return fail(tooLarge());
        if (signal.aborted)
            return fail(new Error('aborted'));
        signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true });
        message.on('data', (chunk) => {
            if (settled)
                return;
            if (size + chunk.length > maxBytes)
                return fail(tooLarge());
            if (whole && size + chunk.length <= whole.length)
                chunk.copy(whole, size);
            else {
                // More than declared: fall back to joining what came.
                if (whole)
                    chunks.push(whole.subarray(0, size));
                whole = undefined;
                chunks.push(chunk);
            }
            size += chunk.length;
        });
        message.on('end', () => {
            if (settled)
                return;
            settled = true;
            const bytes = whole ? whole.subarray(0, size) : Buffer.concat(chunks, size);
            whole = undefined;
            chunks = [];
            resolve(bytes);
        });
        message.on('error', fail);
        message.on('aborted', () => fail(new Error('the connection closed before the answer ended')));
    });
}
/** A URL as logs show it: without its query, which may hold a token or what the user searched for. */
function withoutQuery(url) {
    const u = new URL(url);
    return `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ withRetries)
/* harmony export */ });
/* harmony import */ var _transport_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54098);

/**
 * Runs `attempt` until it gives an outcome the policy does not call transient, the retries are
 * spent, or no time is left. A transport failure is an outcome like an answer; any other error
 * is a verdict, never retried, and ends the loop as thrown.
 */
async function withRetries(attempt, policy) {
    const sleep = policy.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    for (let n = 1;; n++) {
        let outcome;
        try {
            outcome = await attempt(n);
        }
        catch (error) {
            if (!(error instanceof _transport_error_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .w))
                throw error;
            outcome = error;
        }
        if (n > policy.maxRetries || !policy.transient(outcome))
            return { outcome, attempts: n };
        const delay = policy.delayMs(n, outcome);
        if (policy.canWait && !policy.canWait(delay))
            return { outcome, attempts: n };
        policy.onRetry?.(outcome, delay, n);
        await sleep(delay);
    }
}


/***/ }),

/***/ 82328:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ toolkitClient)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42396);
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_actions_http_client__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76092);


/**
 * The toolkit's HTTP client for one request, which honours HTTPS_PROXY and NO_PROXY, bound to
 * the caller's deadline and, for a private registry, to its CA. It takes neither a signal nor a
 * CA itself; a handler hands both to the request. Redirects and retries are the caller's: the
 * credentials must not follow a redirect to another host, and one retry policy governs all.
 */
function toolkitClient(signal, ca) {
    const extras = {
        prepareRequest(options) {
            options.signal = signal;
            if (ca)
                options.ca = ca;
        },
        canHandleAuthentication: () => false,
        handleAuthentication: () => Promise.reject(new Error('not supported'))
    };
    return new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__.HttpClient(_util_version_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_AGENT */ ._, [extras], { allowRedirects: false, allowRetries: false, keepAlive: false });
}


/***/ }),

/***/ 54098:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ TransportError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * No answer at all, or none that could be read: the connection failed, timed out, or the answer
 * broke off or grew past its limit. Every HTTP client of the action raises this one error, so
 * one retry policy and one set of messages can read it; each client's caller turns it into its
 * own words (which system, what to check).
 */
class TransportError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    /** The system's error code (`ECONNREFUSED`, `ETIMEDOUT`, `ETOOLARGE`, …), when there is one. */
    code;
    /** No answer came within the time allowed. */
    timedOut;
    /** The origin asked, for messages that name the host. */
    origin;
    /** The connection failed before any byte of an answer came: the server cannot have acted on it. */
    beforeAnswer;
    constructor(message, details = {}) {
        super(details.timedOut ? 'timeout' : 'network', message, { cause: details.cause });
        this.name = 'TransportError';
        this.code = details.code;
        this.timedOut = details.timedOut ?? false;
        this.origin = details.origin ?? '';
        this.beforeAnswer = details.beforeAnswer ?? false;
    }
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