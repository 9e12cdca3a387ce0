"use strict";
exports.id = 3208;
exports.ids = [3208];
exports.modules = {

/***/ 53208:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  azureApps: () => (/* binding */ azureApps)
});

// UNUSED EXPORTS: MAX_PAGES

// EXTERNAL MODULE: ./src/clients/runtimes/errors.ts
var errors = __webpack_require__(44421);
;// CONCATENATED MODULE: ./src/clients/runtimes/azure/errors.ts

/** ARM codes that say an argument names nothing the subscription has. */
const NOT_FOUND_ARGUMENT = {
    ResourceGroupNotFound: 'resourceGroup',
    SubscriptionNotFound: 'subscriptionId',
    InvalidSubscriptionId: 'subscriptionId'
};
/** Entra ID (AADSTS) codes that name the argument at fault. */
const ENTRA_ARGUMENT = [
    [/AADSTS(90002|900023)\b/, 'tenantId', 'the directory (tenant) ID of the app registration, a GUID'],
    [/AADSTS700016\b/, 'clientId', 'the application (client) ID of an app registration in that tenant, a GUID']
];
const ENTRA_ERRORS = new Set([
    'AuthenticationError',
    'AggregateAuthenticationError',
    'CredentialUnavailableError',
    'ServerError',
    'ClientAuthError',
    'NetworkError'
]);
const first = (text) => text.split(/\r?\n/)[0].slice(0, 400);
/**
 * An Azure SDK failure as the user reads it: refused credentials are `auth`, a denied role
 * `forbidden`, a resource group or subscription Azure does not know an error on the argument
 * that named it, an attempt past `timeout-seconds` a `timeout`.
 */
function describeAzureError(err, what) {
    if (err instanceof errors/* RuntimeError */.bu)
        return err;
    const e = (err ?? {});
    const name = e.name ?? '';
    const base = e.details?.error?.message ?? e.errorResponse?.errorDescription ?? e.message ?? String(err);
    const message = first(e.errorMessage && !base.includes(e.errorMessage) ? `${base} (${e.errorMessage})` : base);
    if (name === 'AbortError')
        return new errors/* RuntimeError */.bu('timeout', `${what}: Azure did not answer in time (\`timeout-seconds\`)`, { cause: err });
    // MSAL keeps no cause for a failed connection (a proxy refusing, a certificate not trusted): only its code says so.
    if (/\bnetwork_error\b/.test(message) || e.cause?.errorCode === 'network_error')
        return new errors/* RuntimeError */.bu('network', `${what}: cannot reach Microsoft Entra ID (network_error); check HTTPS_PROXY and NO_PROXY, and that NODE_EXTRA_CA_CERTS names the CA of a proxy that inspects TLS`, { cause: err });
    // Entra ID's refusals come as identity's errors, or as MSAL's (ServerError) through the ARM client's token policy.
    if (ENTRA_ERRORS.has(name) || /\bAADSTS\d+/.test(message)) {
        for (const [re, argument, expected] of ENTRA_ARGUMENT)
            if (re.test(message))
                return (0,errors/* badArgument */.T8)(argument, `Microsoft Entra ID: ${message}`, expected);
        if (e.statusCode !== undefined && e.statusCode >= 500)
            return new errors/* RuntimeError */.bu('server', `Microsoft Entra ID failed (HTTP ${e.statusCode}): ${message}`, { cause: err });
        if (e.statusCode === undefined && /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up|certificate/i.test(message))
            return new errors/* RuntimeError */.bu('network', `cannot reach Microsoft Entra ID: ${message}`, { cause: err });
        const code = e.errorResponse?.error ?? err.errorCode ?? name;
        return new errors/* RuntimeError */.bu('auth', `Microsoft Entra ID refused the credentials (${code}): ${message}`, { cause: err });
    }
    const code = e.code ?? e.details?.error?.code ?? '';
    const status = e.statusCode;
    if (NOT_FOUND_ARGUMENT[code])
        return (0,errors/* badArgument */.T8)(NOT_FOUND_ARGUMENT[code], `${what}: ${message} (${code})`);
    if (status === 401)
        return new errors/* RuntimeError */.bu('auth', `${what}: Azure refused the token (HTTP 401${code ? `, ${code}` : ''}): ${message}`, { cause: err });
    if (status === 403)
        return new errors/* RuntimeError */.bu('forbidden', `${what}: Azure denied the request (HTTP 403${code ? `, ${code}` : ''}): ${message}; grant the app registration a role that reads it`, {
            cause: err
        });
    if (status === 404)
        return new errors/* RuntimeError */.bu('not_found', `${what}: ${message}${code ? ` (${code})` : ''}`, { cause: err });
    if (status === 429)
        return new errors/* RuntimeError */.bu('rate_limited', `${what}: Azure throttled the requests (HTTP 429): ${message}`, { cause: err });
    if (status !== undefined && status >= 500)
        return new errors/* RuntimeError */.bu('server', `${what}: Azure failed (HTTP ${status}${code ? `, ${code}` : ''}): ${message}`, { cause: err });
    if (status === undefined)
        return new errors/* RuntimeError */.bu('network', `${what}: cannot reach Azure: ${code ? `${code} ` : ''}${message}`, { cause: err });
    return new errors/* RuntimeError */.bu('invalid_input', `${what}: Azure answered HTTP ${status}${code ? ` (${code})` : ''}: ${message}`, { cause: err });
}
/** Runs one Azure call, its failure described for the user. */
async function azure(what, call) {
    try {
        return await call();
    }
    catch (err) {
        throw describeAzureError(err, what);
    }
}

;// CONCATENATED MODULE: ./src/clients/runtimes/azure/options.ts
/**
 * The options every Azure SDK client and pipeline of the report is made with. Each attempt of
 * each call is bounded by `timeoutMs` (the pipeline's own timeout is per request, retries
 * included); the SDK's default policies honour HTTPS_PROXY/NO_PROXY, and Node's TLS the
 * NODE_EXTRA_CA_CERTS it read at start.
 */
function clientOptions(options) {
    const timeout = {
        position: 'perRetry',
        policy: {
            name: 'evidenceActionTimeout',
            sendRequest: (request, next) => {
                if (!request.timeout || request.timeout > options.timeoutMs)
                    request.timeout = options.timeoutMs;
                return next(request);
            }
        }
    };
    return {
        retryOptions: { maxRetries: options.maxRetries, retryDelayInMs: 500, maxRetryDelayInMs: 8000 },
        additionalPolicies: [timeout],
        userAgentOptions: { userAgentPrefix: 'evidence-action' }
    };
}

;// CONCATENATED MODULE: ./src/clients/runtimes/azure/pipeline.ts


/** The most an Azure answer read as text may hold: far past a manifest, a token or a page of apps. */
const MAX_TEXT_BYTES = 8 << 20;
const transports = new WeakMap();
/**
 * The Azure SDK's own pipeline (proxy from HTTPS_PROXY/NO_PROXY, retries of throttled and
 * failed attempts, redirects), for the calls no SDK client makes the reference client's way:
 * the registry's manifest, Kudu's package, GitHub's OIDC token. One per report.
 */
async function transport(options) {
    let found = transports.get(options);
    if (!found) {
        const rest = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9711)]).then(__webpack_require__.bind(__webpack_require__, 49711));
        // Each request carries its own timeout: no timeout policy needed here.
        found = { pipeline: rest.createPipelineFromOptions(clientOptions(options)), client: rest.createDefaultHttpClient() };
        transports.set(options, found);
    }
    return found;
}
async function send(options, req) {
    const rest = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9711)]).then(__webpack_require__.bind(__webpack_require__, 49711));
    const { pipeline, client } = await transport(options);
    const request = rest.createPipelineRequest({
        url: req.url,
        method: req.method,
        headers: rest.createHttpHeaders(req.headers),
        body: req.body,
        timeout: options.timeoutMs,
        // Every answer is streamed, so none is read past what the caller allows.
        streamResponseStatusCodes: new Set([Number.POSITIVE_INFINITY])
    });
    return pipeline.sendRequest(client, request);
}
/** One request, its answer read as text (at most `maxBytes`, each pause at most `timeout-seconds`). */
async function plainRequest(options, req, maxBytes = MAX_TEXT_BYTES) {
    const response = await send(options, req);
    const body = response.readableStreamBody;
    const bytes = body
        ? await readAll(body, options.timeoutMs, maxBytes, () => new errors/* RuntimeError */.bu('server', `${hostOf(req.url)} gave more than ${maxBytes} bytes`))
        : Buffer.alloc(0);
    return { status: response.status, headers: response.headers, body: bytes.toString('utf8') };
}
/** One request whose answer is a stream for the caller, with its status and headers. */
async function streamedRequest(options, req) {
    const response = await send(options, req);
    return { status: response.status, headers: response.headers, body: response.readableStreamBody };
}
/**
 * Reads a stream whole, failing past `maxBytes` or when no byte comes for `idleMs`: the
 * pipeline's timeout ends with the answer's headers, and a body can stall after them.
 */
function readAll(stream, idleMs, maxBytes, tooLarge) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let timer;
        const idle = () => {
            clearTimeout(timer);
            timer = setTimeout(() => fail(new errors/* RuntimeError */.bu('timeout', 'Azure stopped sending an answer midway (`timeout-seconds`)')), idleMs);
        };
        const fail = (error) => {
            clearTimeout(timer);
            stream.destroy();
            reject(error);
        };
        idle();
        stream.on('data', (chunk) => {
            size += chunk.length;
            if (size > maxBytes)
                return fail(tooLarge());
            chunks.push(chunk);
            idle();
        });
        stream.on('end', () => {
            clearTimeout(timer);
            resolve(Buffer.concat(chunks));
        });
        stream.on('error', (err) => fail(err));
    });
}
function hostOf(url) {
    return new URL(url).host;
}

;// CONCATENATED MODULE: ./src/clients/runtimes/azure/acr.ts



/** The Entra ID scope the reference client's registry client asks a token for. */
const ACR_AAD_SCOPE = 'https://containerregistry.azure.net/.default';
const ACR_API_VERSION = '2021-07-01';
/** The one manifest type the reference client accepts: the digest is of that manifest. */
const DOCKER_MANIFEST = 'application/vnd.docker.distribution.manifest.v2+json';
const DIGEST = /^sha256:([a-f0-9]{64})$/;
/**
 * An image name split as the reference client splits it: the registry is everything before
 * the first `/`; then `@sha256:` or the first `:` starts the reference, `latest` by default.
 * Undefined for a name without a registry (`nginx:1`), which no registry client can ask.
 */
function parseImageName(image) {
    const slash = image.indexOf('/');
    if (slash < 0)
        return undefined;
    const registry = image.slice(0, slash);
    const rest = image.slice(slash + 1);
    const at = rest.indexOf('@sha256:');
    if (at >= 0)
        return { registry, repository: rest.slice(0, at), reference: rest.slice(at + 1) };
    const colon = rest.indexOf(':');
    if (colon >= 0)
        return { registry, repository: rest.slice(0, colon), reference: rest.slice(colon + 1) };
    return { registry, repository: rest, reference: 'latest' };
}
/**
 * Reads image digests from Azure Container Registry as the reference client does: the
 * manifest of the image's tag as a Docker v2 manifest (its Docker-Content-Digest), confirmed by
 * the registry's own record of that manifest. Tokens go by ACR's exchange: an Entra ID token
 * for a registry refresh token, that for an access token per scope the registry's challenge
 * names. One per report: tokens are kept for its other apps.
 */
class AcrDigests {
    credential;
    options;
    refreshTokens = new Map();
    accessTokens = new Map();
    constructor(credential, options) {
        this.credential = credential;
        this.options = options;
    }
    /** The image's digest (64 hex) as the registry gives it. */
    async digest(image, app) {
        const ref = parseImageName(image);
        if (!ref)
            throw new errors/* RuntimeError */.bu('not_found', `app ${app} runs image \`${image}\`, which names no registry: its digest is read from Azure Container Registry (as the reference client reads it), so the image must be named \`<registry>.azurecr.io/<repository>:<tag>\``);
        const what = `app ${app}: Azure Container Registry ${ref.registry}`;
        const base = `https://${ref.registry}`;
        const manifest = await this.get(what, `${base}/v2/${ref.repository}/manifests/${ref.reference}`, DOCKER_MANIFEST);
        const contentDigest = manifest.headers.get('docker-content-digest') ?? '';
        if (!DIGEST.test(contentDigest))
            throw new errors/* RuntimeError */.bu('server', `${what} gave no sha256 Docker-Content-Digest for \`${image}\` (got \`${contentDigest.slice(0, 100)}\`)`);
        const props = await this.get(what, `${base}/acr/v1/${ref.repository}/_manifests/${contentDigest}?api-version=${ACR_API_VERSION}`, 'application/json');
        let recorded;
        try {
            recorded = JSON.parse(props.body).manifest?.digest;
        }
        catch {
            // Said below, with what was expected.
        }
        const hex = typeof recorded === 'string' ? DIGEST.exec(recorded)?.[1] : undefined;
        if (!hex)
            throw new errors/* RuntimeError */.bu('server', `${what} gave no manifest digest for \`${image}\` in its manifest properties`);
        return hex;
    }
    /** A GET answered 200, through the registry's token challenge when it asks for one. */
    async get(what, url, accept) {
        const service = new URL(url).host;
        const ask = (token) => azure(what, () => plainRequest(this.options, { url, method: 'GET', headers: { accept, ...(token && { authorization: `Bearer ${token}` }) } }));
        let answer = await ask();
        if (answer.status === 401) {
            const challenge = parseChallenge(answer.headers.get('www-authenticate') ?? '');
            if (!challenge.scope)
                throw new errors/* RuntimeError */.bu('server', `${what} asked for a token without naming its scope`);
            answer = await ask(await this.accessToken(what, service, challenge.service ?? service, challenge.scope));
        }
        if (answer.status === 200)
            return answer;
        throw registryError(what, url, answer);
    }
    accessToken(what, host, service, scope) {
        const key = `${host}\0${scope}`;
        let token = this.accessTokens.get(key);
        if (!token) {
            token = this.refreshToken(what, host, service).then((refresh) => this.form(what, `https://${host}/oauth2/token?api-version=${ACR_API_VERSION}`, { grant_type: 'refresh_token', service, scope, refresh_token: refresh }, 'access_token'));
            this.accessTokens.set(key, token);
        }
        return token;
    }
    refreshToken(what, host, service) {
        let token = this.refreshTokens.get(host);
        if (!token) {
            token = azure(what, () => this.credential.getToken(ACR_AAD_SCOPE, { requestOptions: { timeout: this.options.timeoutMs } })).then((aad) => {
                if (!aad)
                    throw new errors/* RuntimeError */.bu('auth', `${what}: Microsoft Entra ID gave no token`);
                return this.form(what, `https://${host}/oauth2/exchange?api-version=${ACR_API_VERSION}`, { grant_type: 'access_token', service, access_token: aad.token }, 'refresh_token');
            });
            this.refreshTokens.set(host, token);
        }
        return token;
    }
    async form(what, url, fields, field) {
        const answer = await azure(what, () => plainRequest(this.options, {
            url,
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: new URLSearchParams(fields).toString()
        }));
        if (answer.status !== 200)
            throw registryError(what, url, answer);
        let value;
        try {
            value = JSON.parse(answer.body)[field];
        }
        catch {
            // Said below.
        }
        if (typeof value !== 'string' || value === '')
            throw new errors/* RuntimeError */.bu('server', `${what} gave no ${field.replace('_', ' ')}`);
        return value;
    }
}
/** `Bearer realm="…",service="…",scope="…"`'s parameters. */
function parseChallenge(header) {
    const params = {};
    for (const m of header.replace(/^\s*Bearer\s+/i, '').matchAll(/([A-Za-z_]+)="([^"]*)"/g))
        params[m[1]] = m[2];
    return params;
}
function registryError(what, url, answer) {
    let detail = '';
    try {
        const errors = JSON.parse(answer.body).errors ?? [];
        detail = errors.map((e) => `${e.code ?? ''}: ${e.message ?? ''}`.slice(0, 200)).join('; ');
    }
    catch {
        detail = answer.body.slice(0, 200);
    }
    const path = new URL(url).pathname;
    const said = `${what} answered HTTP ${answer.status} to ${path}${detail ? ` (${detail})` : ''}`;
    if (answer.status === 401)
        return new errors/* RuntimeError */.bu('auth', `${said}; check that the app registration may pull from the registry (AcrPull)`);
    if (answer.status === 403)
        return new errors/* RuntimeError */.bu('forbidden', `${said}; grant the app registration the AcrPull role on the registry`);
    if (answer.status === 404)
        return new errors/* RuntimeError */.bu('not_found', said);
    if (answer.status === 429)
        return new errors/* RuntimeError */.bu('rate_limited', said);
    return new errors/* RuntimeError */.bu(answer.status >= 500 ? 'server' : 'invalid_input', said);
}

;// CONCATENATED MODULE: ./src/clients/runtimes/azure/credential.ts



/** The audience azure/login asks GitHub's OIDC token for: what Entra ID federation trusts. */
const FEDERATION_AUDIENCE = 'api://AzureADTokenExchange';
/**
 * The job's Azure credential: the app registration's secret when given (the reference client's
 * only way); else a federated token, as azure/login uses without a secret: the workload
 * identity file AZURE_FEDERATED_TOKEN_FILE names, or GitHub's OIDC token for the job
 * (`permissions: id-token: write`).
 */
async function azureCredential(options) {
    const identity = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9711), __webpack_require__.e(4971)]).then(__webpack_require__.bind(__webpack_require__, 44971));
    const common = clientOptions(options);
    if (options.clientSecret)
        return { credential: new identity.ClientSecretCredential(options.tenantId, options.clientId, options.clientSecret, common), source: 'client secret' };
    const tokenFile = options.env.AZURE_FEDERATED_TOKEN_FILE;
    if (tokenFile)
        return {
            credential: new identity.WorkloadIdentityCredential({ ...common, tenantId: options.tenantId, clientId: options.clientId, tokenFilePath: tokenFile }),
            source: 'workload identity token file'
        };
    const url = options.env.ACTIONS_ID_TOKEN_REQUEST_URL;
    const bearer = options.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    if (url && bearer)
        return {
            credential: new identity.ClientAssertionCredential(options.tenantId, options.clientId, () => githubOidcToken(url, bearer, options), common),
            source: 'GitHub OIDC federation'
        };
    throw new errors/* RuntimeError */.bu('auth', 'no Azure credentials in the job: give `azure-client-secret` (or AZURE_CLIENT_SECRET), or use OIDC federation as azure/login does: grant the job `permissions: id-token: write` and give the app registration a federated credential for this repository');
}
/** The job's GitHub OIDC token for Entra ID, asked of the runner as azure/login asks it. */
async function githubOidcToken(requestUrl, bearer, options) {
    const url = new URL(requestUrl);
    url.searchParams.set('audience', FEDERATION_AUDIENCE);
    const answer = await plainRequest(options, { url: url.toString(), method: 'GET', headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } });
    const value = answer.status === 200 ? safeJson(answer.body)?.value : undefined;
    if (typeof value !== 'string' || value === '')
        throw new errors/* RuntimeError */.bu('auth', `GitHub gave no OIDC token for Azure federation (HTTP ${answer.status}); grant the job \`permissions: id-token: write\`, or give \`azure-client-secret\``);
    return value;
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
;// CONCATENATED MODULE: ./src/clients/runtimes/azure/zip-package.ts







/** The management token Kudu takes, as the reference client asks Entra ID for it. */
const KUDU_SCOPE = 'https://management.azure.com/.default';
/** Past App Service's own limit for a zip deployment (2 GiB by default): a package this size is not one. */
const MAX_PACKAGE_BYTES = 4 * 1024 ** 3;
/** What one package may unzip to, and how many entries it may hold: bounds the disk a package can fill. */
const MAX_UNZIPPED_BYTES = 16 * 1024 ** 3;
const MAX_ENTRIES = 500_000;
/** Where an app's package is: Kudu's host for it (the repository host App Service lists), else `<app>.scm.azurewebsites.net`, as the reference client assumes. */
function kuduHost(app, hostNameSslStates = []) {
    return hostNameSslStates.find((h) => h.hostType === 'Repository' && h.name)?.name ?? `${app}.scm.azurewebsites.net`;
}
/**
 * A zip-deployed app's fingerprint, as the reference client computes it: the package Kudu
 * gives for `site/wwwroot`, unzipped, fingerprinted as a directory (`fingerprint` with
 * `artifact-type: dir`). Undefined when Kudu answers 503 (the app is not serving): the
 * reference client leaves such an app out, and so does the report.
 */
async function zipPackageFingerprint(app, host, credential, options, log) {
    const what = `app ${app}: Kudu (${host})`;
    const token = await azure(what, () => credential.getToken(KUDU_SCOPE, { requestOptions: { timeout: options.timeoutMs } }));
    if (!token)
        throw new errors/* RuntimeError */.bu('auth', `${what}: Microsoft Entra ID gave no token`);
    const answer = await azure(what, () => streamedRequest(options, { url: `https://${host}/api/zip/site/wwwroot/`, method: 'GET', headers: { authorization: `Bearer ${token.token}` } }));
    if (answer.status === 503) {
        answer.body?.destroy();
        log.info(`app ${app}: Kudu answered 503 (the app is unavailable); left out, as the reference client leaves it out`);
        return undefined;
    }
    if (answer.status !== 200 || !answer.body) {
        const text = answer.body ? (await readAll(answer.body, options.timeoutMs, 4096, () => new Error('long')).catch(() => Buffer.alloc(0))).toString('utf8') : '';
        const said = `${what} answered HTTP ${answer.status} for the app's package${text ? `: ${text.slice(0, 200)}` : ''}`;
        if (answer.status === 401)
            throw new errors/* RuntimeError */.bu('auth', `${said}; the app registration needs a role on the app that may read its files (Website Contributor)`);
        if (answer.status === 403)
            throw new errors/* RuntimeError */.bu('forbidden', `${said}; grant the app registration a role on the app that may read its files (Website Contributor)`);
        if (answer.status === 404)
            throw new errors/* RuntimeError */.bu('not_found', said);
        throw new errors/* RuntimeError */.bu(answer.status >= 500 ? 'server' : 'invalid_input', said);
    }
    const dir = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'azure-package-'));
    try {
        const zipFile = external_node_path_default().join(dir, 'package.zip');
        await download(answer.body, zipFile, options.timeoutMs, what);
        const root = external_node_path_default().join(dir, 'extracted');
        (0,external_node_fs_.mkdirSync)(root);
        await unzip(zipFile, root, what);
        const { fingerprintArtifact } = await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(9919)]).then(__webpack_require__.bind(__webpack_require__, 9919));
        return await fingerprintArtifact(root, { type: 'dir' });
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
/** The package to a file, at most MAX_PACKAGE_BYTES, failing when it stalls for `idleMs`. */
async function download(body, file, idleMs, what) {
    let size = 0;
    let timer;
    const idle = () => {
        clearTimeout(timer);
        timer = setTimeout(() => body.destroy(new errors/* RuntimeError */.bu('timeout', `${what} stopped sending the package midway (\`timeout-seconds\`)`)), idleMs);
    };
    idle();
    body.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_PACKAGE_BYTES)
            body.destroy(new errors/* RuntimeError */.bu('server', `${what} gave a package of more than ${MAX_PACKAGE_BYTES} bytes; stopped`));
        else
            idle();
    });
    try {
        await (0,promises_.pipeline)(body, (0,external_node_fs_.createWriteStream)(file, { mode: 0o600 }));
    }
    catch (err) {
        if (err instanceof errors/* RuntimeError */.bu)
            throw err;
        throw new errors/* RuntimeError */.bu('network', `${what}: the package download failed: ${err.message}`, { cause: err });
    }
    finally {
        clearTimeout(timer);
    }
}
const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const MSDOS_DIR = 0x10;
const CREATOR_UNIX = 3;
const CREATOR_MAC_OSX = 19;
const CREATOR_FAT = 0;
const CREATOR_NTFS = 11;
const CREATOR_VFAT = 14;
/** A directory entry as Go's archive/zip reads one: by its trailing slash, or its Unix or MS-DOS attributes. */
function isDirectory(entry, name) {
    if (name.endsWith('/'))
        return true;
    const creator = entry.versionMadeBy >>> 8;
    if (creator === CREATOR_UNIX || creator === CREATOR_MAC_OSX)
        return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFDIR;
    if (creator === CREATOR_FAT || creator === CREATOR_NTFS || creator === CREATOR_VFAT)
        return (entry.externalFileAttributes & MSDOS_DIR) !== 0;
    return false;
}
/**
 * Unzips as the reference client does (each entry at its name joined to the root, later
 * entries over earlier ones, a link's text as a file's content), but never outside the
 * root, and never more than MAX_ENTRIES entries or MAX_UNZIPPED_BYTES bytes.
 */
async function unzip(zipFile, root, what) {
    const yauzl = await __webpack_require__.e(/* import() */ 663).then(__webpack_require__.t.bind(__webpack_require__, 20663, 19));
    // Names as bytes: Go writes them as they are, where a decoder would read CP437 or turn `\` into `/`.
    const zip = await new Promise((resolve, reject) => yauzl.open(zipFile, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true }, (err, z) => (err ? reject(err) : resolve(z)))).catch((err) => {
        throw new errors/* RuntimeError */.bu('server', `${what} gave a package that is not a zip file: ${err.message}`, { cause: err });
    });
    const bad = (why) => new errors/* RuntimeError */.bu('server', `${what} gave a package that cannot be unzipped safely: ${why}`);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let entries = 0;
    let total = 0;
    try {
        await new Promise((resolve, reject) => {
            zip.on('error', reject);
            zip.on('end', () => resolve());
            zip.on('entry', (entry) => {
                void (async () => {
                    if (++entries > MAX_ENTRIES)
                        throw bad(`more than ${MAX_ENTRIES} entries`);
                    const raw = entry.fileName;
                    let name;
                    try {
                        name = decoder.decode(raw);
                    }
                    catch {
                        throw bad(`an entry's name is not UTF-8 (${raw.toString('hex').slice(0, 80)})`);
                    }
                    if (name.includes('\0'))
                        throw bad('an entry name holds a NUL byte');
                    const target = external_node_path_default().join(root, name);
                    if (target !== root && !target.startsWith(root + (external_node_path_default()).sep))
                        throw bad(`entry \`${name.slice(0, 200)}\` lies outside the package`);
                    if (isDirectory(entry, name)) {
                        (0,external_node_fs_.mkdirSync)(target, { recursive: true });
                        return;
                    }
                    total += entry.uncompressedSize;
                    if (total > MAX_UNZIPPED_BYTES)
                        throw bad(`it unzips to more than ${MAX_UNZIPPED_BYTES} bytes`);
                    (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(target), { recursive: true });
                    const stream = await new Promise((res, rej) => zip.openReadStream(entry, (err, s) => (err ? rej(err) : res(s))));
                    await (0,promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(target, { mode: 0o644 }));
                })().then(() => zip.readEntry(), (err) => {
                    zip.close();
                    reject(err);
                });
            });
            zip.readEntry();
        });
    }
    catch (err) {
        if (err instanceof errors/* RuntimeError */.bu)
            throw err;
        throw new errors/* RuntimeError */.bu('server', `${what} gave a package that could not be unzipped: ${err.message}`, { cause: err });
    }
}

;// CONCATENATED MODULE: ./src/clients/runtimes/azure/apps.ts






/** Pages of the resource group's apps at most: ARM gives up to 1000 a page, the service takes 10,000 artifacts. */
const MAX_PAGES = 100;
/** Apps read at once: each may download and unzip a package. */
const AT_ONCE = 4;
/**
 * The running web and function apps of a resource group, each as the reference client
 * reports it: an app whose `linuxFxVersion` is `DOCKER|<image>` by its image's digest in Azure
 * Container Registry (`digests_source: acr`), any other by the fingerprint of its `wwwroot`
 * package from Kudu (`kosli-cli`); `creationTimestamp` 0, as the client sends for both.
 * Apps not running are left out, and so is an app whose Kudu answers 503.
 */
async function azureApps(options, names, maxApps, log) {
    const { credential, source } = await azureCredential(options);
    const { createWebSiteManagement } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9711), __webpack_require__.e(4056), __webpack_require__.e(1711)]).then(__webpack_require__.bind(__webpack_require__, 61711));
    const webApps = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(9711), __webpack_require__.e(4056), __webpack_require__.e(7229)]).then(__webpack_require__.bind(__webpack_require__, 87229));
    const context = createWebSiteManagement(credential, options.subscriptionId, clientOptions(options));
    const where = `resource group ${options.resourceGroup}`;
    const sites = [];
    // The pager's error keeps the status and code but not Resource Manager's own words: kept here.
    let refusal;
    const onResponse = (response) => {
        if (response.status >= 400)
            refusal = response.parsedBody?.error;
    };
    await azure(`listing the apps of ${where}`, async () => {
        let pages = 0;
        try {
            for await (const page of webApps.listByResourceGroup(context, options.resourceGroup, { onResponse }).byPage()) {
                if (++pages > MAX_PAGES)
                    throw new errors/* RuntimeError */.bu('server', `Azure gave more than ${MAX_PAGES} pages of apps for ${where}; stopped`);
                sites.push(...page);
                if (sites.length > maxApps * 2)
                    throw new errors/* RuntimeError */.bu('invalid_input', `${where} holds more than ${maxApps * 2} apps; stopped listing: the service takes ${maxApps} artifacts in one report`);
            }
        }
        catch (err) {
            if (refusal?.message && err !== null && typeof err === 'object' && !(err instanceof errors/* RuntimeError */.bu))
                Object.assign(err, { details: { error: refusal } });
            throw err;
        }
    });
    log.debug(`found ${sites.length} app(s) in ${where}`);
    const stopped = [];
    const running = [];
    for (const site of sites) {
        if (!site.name || !names.keeps(site.name))
            continue;
        if ((site.state ?? '').toLowerCase() !== 'running')
            stopped.push(site.name);
        else
            running.push(site);
    }
    if (running.length > maxApps)
        throw new errors/* RuntimeError */.bu('invalid_input', `${running.length} running apps in ${where}, more than the ${maxApps} the service takes in one report; nothing was read or sent. Narrow the report with \`include-names\` or \`exclude-names\``);
    const acr = new AcrDigests(credential, options);
    const unavailable = [];
    const read = await (0,errors/* boundedMap */.aY)(running, AT_ONCE, async (site) => {
        const name = site.name;
        const kind = site.kind ?? '';
        const fx = site.siteConfig?.linuxFxVersion ?? (await linuxFxVersion(context, webApps, options, name));
        // Split at every `|`, as the reference client splits it: only exactly `DOCKER|<image>` is an image.
        const parts = fx.split('|');
        if (parts.length === 2 && parts[0] === 'DOCKER') {
            const digest = await acr.digest(parts[1], name);
            log.debug(`app ${name}: image ${parts[1]}, digest ${digest} from Azure Container Registry`);
            return { app_name: name, app_kind: kind, digests_source: 'acr', digests: { [parts[1]]: digest }, creationTimestamp: 0 };
        }
        const fingerprint = await zipPackageFingerprint(name, kuduHost(name, site.hostNameSslStates), credential, options, log);
        if (fingerprint === undefined) {
            unavailable.push(name);
            return undefined;
        }
        log.debug(`app ${name}: package fingerprint ${fingerprint}`);
        return { app_name: name, app_kind: kind, digests_source: 'kosli-cli', digests: { [name]: fingerprint }, creationTimestamp: 0 };
    });
    return { artifacts: read.filter((a) => a !== undefined), listed: sites.length, stopped, unavailable, credential: source };
}
/** An app's `linuxFxVersion` from its configuration, when the list left its site config out. */
async function linuxFxVersion(context, webApps, options, name) {
    const config = await azure(`reading the configuration of app ${name}`, () => webApps.getConfiguration(context, options.resourceGroup, name));
    return config.linuxFxVersion ?? '';
}


/***/ })

};
;