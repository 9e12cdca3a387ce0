"use strict";
exports.id = 5390;
exports.ids = [5390];
exports.modules = {

/***/ 15390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  KubernetesApi: () => (/* reexport */ KubernetesApi),
  readPods: () => (/* binding */ readPods)
});

// UNUSED EXPORTS: FIRST_PAGE_SIZE, PAGE_SIZE, podArtifact

// EXTERNAL MODULE: ./src/clients/runtimes/errors.ts
var errors = __webpack_require__(44421);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/body.ts
/** Of an answer's start, the part searched for its list's head: metadata is a few hundred bytes. */
const MAX_HEAD_BYTES = 64 << 10;
const ITEMS = '"items":';
/**
 * An answer's body, decompressed as it comes when the API server gzipped it (a large list, when
 * asked: a tenth of the bytes on the wire), refused past `maxBytes` (decompressed) and abandoned
 * when `signal` aborts. `onHead` sees the JSON object's members before its `items` as soon as
 * they have come (the API writes a list's metadata first), so the next page can be asked for
 * while this one still arrives; failures reject with an Error whose `code` says which.
 */
async function readJsonBody(response, signal, maxBytes, onHead) {
    const gzip = /^\s*gzip\s*$/i.test(response.headers['content-encoding'] ?? '');
    // Loaded only for a compressed answer: a loopback or small answer never is.
    const source = gzip ? response.pipe((await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 23))).createGunzip()) : response;
    return new Promise((resolve, reject) => {
        let chunks = [];
        let size = 0;
        let settled = false;
        let peeking = onHead !== undefined;
        // The first cause wins: destroying the streams fires their own errors, which must not replace it.
        const fail = (err) => {
            if (settled)
                return;
            settled = true;
            chunks = [];
            reject(err);
            response.destroy();
            if (source !== response)
                source.destroy();
        };
        if (signal.aborted)
            return fail(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' }));
        signal.addEventListener('abort', () => fail(Object.assign(new Error('aborted'), { code: 'ABORT_ERR' })), { once: true });
        source.on('data', (chunk) => {
            if (settled)
                return;
            size += chunk.length;
            if (size > maxBytes)
                return fail(Object.assign(new Error(`more than ${maxBytes} bytes`), { code: 'ETOOLARGE' }));
            chunks.push(chunk);
            if (peeking) {
                const head = listHead(chunks, size);
                if (head !== undefined || size > MAX_HEAD_BYTES)
                    peeking = false;
                if (head)
                    onHead(head);
            }
        });
        source.on('end', () => {
            if (settled)
                return;
            settled = true;
            resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
            chunks = [];
        });
        source.on('error', (err) => fail(gzip && err.code?.startsWith('Z_') ? Object.assign(new Error(`a gzip body that does not decompress (${err.message})`), { code: 'EBADGZIP' }) : err));
        if (source !== response)
            response.on('error', fail);
        response.on('aborted', () => fail(Object.assign(new Error('the connection closed before the answer ended'), { code: 'ECONNRESET' })));
    });
}
/**
 * The members of a list's JSON before `items` (kind, apiVersion, metadata), once they have all
 * come: `undefined` while they have not, `null` when the start is not a list head after all.
 */
function listHead(chunks, size) {
    const start = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)).toString('utf8', 0, Math.min(size, MAX_HEAD_BYTES));
    const at = start.indexOf(ITEMS);
    if (at < 0)
        return size > MAX_HEAD_BYTES ? null : undefined;
    try {
        const head = JSON.parse(`${start.slice(0, at).replace(/,\s*$/, '')}}`);
        return head && typeof head === 'object' && !Array.isArray(head) ? head : null;
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./node_modules/@kubernetes/client-node/dist/config_types.js
var config_types = __webpack_require__(46617);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/clients/runtimes/kubernetes/kubeconfig.ts
var kubeconfig = __webpack_require__(12522);
;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/credentials.ts
// Deep imports of the official client's authenticators, each its own small file: its package
// entry (and `config.js`) loads the generated API models, 18 MB of code a report never uses.




/** What a credential plugin prints: an ExecCredential of a few kilobytes. */
const MAX_EXEC_OUTPUT_BYTES = 1 << 20;
/**
 * The cluster and user of the kubeconfig's context, in the official client's shapes (its
 * `config_types`, which check every entry as its KubeConfig does), and the authenticator the
 * user's kind of credential needs, chosen in the client's order. Nothing is run or read yet.
 */
function target(document, timeoutMs) {
    let clusters, users, contexts;
    try {
        clusters = (0,config_types/* newClusters */.MA)(document.clusters);
        users = (0,config_types/* newUsers */.bw)(document.users);
        contexts = (0,config_types/* newContexts */.FE)(document.contexts);
    }
    catch (err) {
        throw (0,errors/* badArgument */.T8)('kubeconfig', `the kubeconfig cannot be used: ${err.message}`, kubeconfig/* KUBECONFIG_EXPECTED */.tH);
    }
    const context = contexts.find((c) => c.name === document['current-context']);
    const cluster = clusters.find((c) => c.name === context?.cluster);
    // readKubeconfig checked both already; this only tells TypeScript.
    if (!context || !cluster)
        throw (0,errors/* badArgument */.T8)('kubeconfig', `the kubeconfig has no context \`${document['current-context']}\` with a cluster`, kubeconfig/* KUBECONFIG_EXPECTED */.tH);
    const user = users.find((u) => u.name === context.user);
    const kind = user && kindOf(user);
    let loaded;
    return {
        cluster,
        user,
        authorize: async () => {
            const auth = { headers: {} };
            if (!user)
                return auth;
            if (user.certData)
                auth.cert = Buffer.from(user.certData, 'base64');
            if (user.keyData)
                auth.key = Buffer.from(user.keyData, 'base64');
            if (kind) {
                const opts = { headers: {} };
                try {
                    await (await (loaded ??= authenticator(kind, user, timeoutMs))).applyAuthentication(user, opts);
                }
                catch (err) {
                    if (err instanceof errors/* RuntimeError */.bu)
                        throw err;
                    throw new errors/* RuntimeError */.bu('auth', `cannot get credentials for the Kubernetes API (user \`${user.name}\`): ${reason(err)}`, { cause: err });
                }
                Object.assign(auth.headers, opts.headers);
                if (opts.cert)
                    auth.cert = opts.cert;
                if (opts.key)
                    auth.key = opts.key;
            }
            // As the client: a token in the kubeconfig wins over a plugin's, and either over a password.
            if (user.token)
                auth.headers.Authorization = `Bearer ${user.token}`;
            if (!auth.headers.Authorization && user.username)
                auth.headers.Authorization = `Basic ${Buffer.from(`${user.username}:${user.password ?? ''}`).toString('base64')}`;
            if (user.impersonateUser)
                auth.headers['Impersonate-User'] = user.impersonateUser;
            return auth;
        }
    };
}
/** Which of the client's authenticators the user's credential needs, in the client's order of choice. */
function kindOf(user) {
    const provider = user.authProvider;
    if (provider?.name === 'azure' || provider?.name === 'gcp')
        return provider.name;
    if (user.exec || provider?.name === 'exec' || provider?.config?.exec)
        return 'exec';
    if (provider?.config?.tokenFile)
        return 'tokenFile';
    if (provider?.name === 'oidc')
        return 'oidc';
    // The client would send the request without credentials: better said now than as a 401.
    if (provider && !user.token && !user.certData && !user.username)
        throw (0,errors/* badArgument */.T8)('kubeconfig', `user \`${user.name}\` uses auth-provider \`${String(provider.name)}\`, which neither this action nor the Kubernetes client knows`, 'a user with a token, token-file, client certificate, exec plugin, or auth-provider oidc, azure or gcp');
    return undefined;
}
/** The client's authenticator of that kind, loaded only when a kubeconfig uses it. */
async function authenticator(kind, user, timeoutMs) {
    switch (kind) {
        case 'azure':
            return new (await Promise.all(/* import() */[__webpack_require__.e(6229), __webpack_require__.e(5779)]).then(__webpack_require__.bind(__webpack_require__, 55779))).AzureAuth();
        case 'gcp':
            return new (await Promise.all(/* import() */[__webpack_require__.e(6229), __webpack_require__.e(9704)]).then(__webpack_require__.bind(__webpack_require__, 29704))).GoogleCloudPlatformAuth();
        case 'exec': {
            const exec = new (await __webpack_require__.e(/* import() */ 3497).then(__webpack_require__.bind(__webpack_require__, 23497))).ExecAuth();
            exec.execFn = boundedSpawn((await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 31421, 23))).spawn, timeoutMs);
            return exec;
        }
        case 'tokenFile':
            return tokenFile(String(user.authProvider.config.tokenFile));
        case 'oidc':
            // The client's OpenID Connect authenticator imports its whole KubeConfig, generated API
            // models included (a few hundred ms to load): that cost is paid only by a kubeconfig that uses it.
            return new (await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(2474), __webpack_require__.e(6229), __webpack_require__.e(1719)]).then(__webpack_require__.bind(__webpack_require__, 31719))).OpenIDConnectAuth();
    }
}
/**
 * The client's `tokenFile` auth-provider (as its in-cluster config has it), read here within a
 * size limit where the client's FileAuth reads the whole file; a path is the process's, as there.
 */
function tokenFile(file) {
    return {
        applyAuthentication: (user, opts) => {
            let token;
            try {
                token = (0,files/* readBoundedFile */.Mv)(file, kubeconfig/* MAX_CREDENTIAL_BYTES */.Pm).toString('utf8').trim();
            }
            catch (err) {
                if (err instanceof files/* FileError */.f6)
                    throw (0,errors/* badArgument */.T8)('kubeconfig', `user \`${user.name}\`: auth-provider tokenFile: ${err.message}`, kubeconfig/* KUBECONFIG_EXPECTED */.tH);
                throw err;
            }
            if (token)
                opts.headers.Authorization = `Bearer ${token}`;
            return Promise.resolve();
        }
    };
}
/**
 * The client's ExecAuth runs its plugin with this in place of `spawn`: stdin closed (a plugin
 * never waits for input), killed past the time allowed or past a megabyte of output, with what
 * it started (a shell script's children hold its pipes open, and the client waits for them).
 * The reason goes to the client as the process's `error`, which it gives back as its failure.
 */
function boundedSpawn(spawn, timeoutMs) {
    const group = process.platform !== 'win32';
    return (command, args, options) => {
        // The plugin is the user's program, yet the action's inputs (the API key among them) are none of its business.
        const env = Object.fromEntries(Object.entries(options.env ?? process.env).filter(([name]) => !name.startsWith('INPUT_')));
        const child = spawn(command, args ?? [], { ...options, env, stdio: ['ignore', 'pipe', 'pipe'], detached: group });
        let stopped = false;
        const stop = (why) => {
            if (stopped)
                return;
            stopped = true;
            try {
                if (group && child.pid !== undefined)
                    process.kill(-child.pid, 'SIGKILL');
                else
                    child.kill('SIGKILL');
            }
            catch {
                // Already gone.
            }
            child.emit('error', new Error(`the exec plugin \`${command}\` ${why}`));
            child.stdout?.destroy();
            child.stderr?.destroy();
        };
        const timer = setTimeout(() => stop(`did not finish within ${timeoutMs / 1000} s (\`timeout-seconds\`)`), timeoutMs);
        let printed = 0;
        const count = (chunk) => {
            printed += chunk.length;
            if (printed > MAX_EXEC_OUTPUT_BYTES)
                stop(`printed more than ${MAX_EXEC_OUTPUT_BYTES} bytes`);
        };
        child.stdout?.on('data', count);
        child.stderr?.on('data', count);
        child.on('close', () => clearTimeout(timer));
        child.on('error', () => clearTimeout(timer));
        return child;
    };
}
function reason(err) {
    const message = err instanceof Error ? err.message : String(err);
    return message.trim().slice(0, 500) || 'the exec plugin failed and printed nothing on stderr';
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/env-proxy.ts


// The proxy the reference client (client-go) takes from the environment when the cluster has no
// `proxy-url`: Go's http.ProxyFromEnvironment (golang.org/x/net/http/httpproxy), followed rule by
// rule below. Not the toolkit's checkBypass (@actions/http-client, which the service client
// uses): it prefers `https_proxy` to `HTTPS_PROXY` where Go prefers the upper case, knows no
// CIDR, IP or `*.domain` entry, and takes any host name starting `127.` for loopback.
/** Go's getEnvAny: the first of the names set and not empty, the upper case first. */
function variable(env, ...names) {
    for (const name of names)
        if (env[name])
            return { name, value: env[name] };
    return undefined;
}
/**
 * The proxy Go picks for `server` from HTTPS_PROXY (https servers) or HTTP_PROXY (http ones;
 * neither stands in for the other), or none: for `localhost`, a loopback address, or a host
 * NO_PROXY names. A value that is not a URL of an http, https or socks5 proxy is read as
 * `http://` + value, as Go reads `proxy:3128`; one that still does not parse is ignored, as Go
 * ignores it.
 */
function proxyFromEnvironment(server, env = process.env) {
    const scheme = server.protocol;
    const chosen = scheme === 'https:' ? variable(env, 'HTTPS_PROXY', 'https_proxy') : scheme === 'http:' ? variable(env, 'HTTP_PROXY', 'http_proxy') : undefined;
    if (!chosen)
        return undefined;
    const url = parseEnvProxy(chosen.value);
    if (!url)
        return undefined;
    const port = server.port || (scheme === 'https:' ? '443' : '80');
    if (!useProxy(server.hostname.replace(/^\[|\]$/g, ''), port, variable(env, 'NO_PROXY', 'no_proxy')?.value ?? ''))
        return undefined;
    return { url, shown: `${url.protocol}//${url.host} (${chosen.name})` };
}
function parseEnvProxy(value) {
    for (const candidate of [value, `http://${value}`]) {
        try {
            const url = new URL(candidate);
            if (['http:', 'https:', 'socks5:'].includes(url.protocol))
                return url;
        }
        catch {
            // As Go: the value again with `http://` before it.
        }
    }
    return undefined;
}
/** The family of an IP address for a BlockList, or undefined for a host name. */
function family(host) {
    const version = external_node_net_default().isIP(host);
    return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}
const LOOPBACK = new (external_node_net_default()).BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
/**
 * Go's useProxy: whether a request to `host:port` goes through the proxy, given NO_PROXY
 * (comma-separated, case-insensitive): `*` (nothing is proxied), a CIDR, an IP (with a port:
 * `10.0.0.1:6443`, `[::1]:6443`), or a domain (`example.com` is it and its subdomains,
 * `.example.com` and `*.example.com` its subdomains only), any of them with a port to match that
 * port only. `localhost` and loopback addresses never are.
 */
function useProxy(host, port, noProxy) {
    host = host.toLowerCase();
    const ipFamily = family(host);
    if (host === 'localhost' || (ipFamily && LOOPBACK.check(host, ipFamily)))
        return false;
    for (let entry of noProxy.split(',')) {
        entry = entry.trim().toLowerCase();
        if (!entry)
            continue;
        if (entry === '*')
            return false;
        const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
        if (cidr) {
            const net4or6 = family(cidr[1]);
            if (net4or6 && Number(cidr[2]) <= (net4or6 === 'ipv4' ? 32 : 128)) {
                if (ipFamily) {
                    const list = new (external_node_net_default()).BlockList();
                    list.addSubnet(cidr[1], Number(cidr[2]), net4or6);
                    if (list.check(host, ipFamily))
                        return false;
                }
                continue;
            }
        }
        // Go's SplitHostPort: `host:port` or `[ipv6]:port`; else the whole entry is the host.
        const split = /^\[([^\]]*)\]:([^:]*)$/.exec(entry) ?? /^([^:[\]]*):([^:]*)$/.exec(entry);
        const [named, entryPort] = split ? [split[1], split[2]] : [entry, ''];
        let entryHost = named;
        if (!entryHost)
            continue;
        const entryFamily = family(entryHost);
        if (entryFamily) {
            if (ipFamily && sameIp(entryHost, entryFamily, host, ipFamily) && (!entryPort || entryPort === port))
                return false;
            continue;
        }
        if (entryHost.startsWith('*.'))
            entryHost = entryHost.slice(1);
        const matchHost = !entryHost.startsWith('.');
        const suffix = ascii(matchHost ? `.${entryHost}` : entryHost);
        // Go tries a domain entry against an IP too: `.1` matches 10.0.0.1.
        if ((host.endsWith(suffix) || (matchHost && host === suffix.slice(1))) && (!entryPort || entryPort === port))
            return false;
    }
    return true;
}
/** Go's idnaASCII: a name with non-ASCII letters in its punycode form, as the server's URL has it. */
function ascii(name) {
    if (/^\p{ASCII}*$/u.test(name))
        return name;
    const converted = (0,external_node_url_.domainToASCII)(name.replace(/^\./, ''));
    return converted ? `${name.startsWith('.') ? '.' : ''}${converted}` : name;
}
/** Go's IP.Equal: an IPv4 address equals its IPv4-mapped IPv6 form. */
function sameIp(a, aFamily, b, bFamily) {
    const list = new (external_node_net_default()).BlockList();
    list.addAddress(a, aFamily);
    return list.check(b, bFamily);
}

// EXTERNAL MODULE: ./src/clients/runtimes/kubernetes/proxy.ts
var kubernetes_proxy = __webpack_require__(73509);
;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/api.ts











/**
 * Of one answer, the bytes read (after decompression): a page of 2,000 pods is a few MB of JSON,
 * tens with large pods; past this the list is refused rather than held.
 */
const MAX_ANSWER_BYTES = 256 << 20;
/** Of an answer that refuses the request, the part read for its message. */
const MAX_ERROR_BYTES = 64 << 10;
/** client-go's own limit of the tries an overloaded API asks for with `Retry-After`. */
const MAX_RETRIES = 10;
/**
 * The Kubernetes API of the kubeconfig's cluster, for the few GETs a report makes: Node's own
 * HTTP client, with the cluster's TLS (its CA, `insecure-skip-tls-verify`, `tls-server-name`),
 * its `proxy-url` (else the environment's HTTPS_PROXY, HTTP_PROXY and NO_PROXY, as Go reads
 * them), and the user's credentials as the official client gets them (token, client
 * certificate, exec plugin, auth-provider, basic). Each request, its answer included, is
 * bounded in time and size; a failure is a RuntimeError in the user's words.
 */
class KubernetesApi {
    options;
    target;
    base;
    tls;
    transport;
    agent;
    forwarder;
    /** A server over TLS, the only kind the user's credentials go to. */
    secure;
    constructor(options, target, base, tls, transport, agent, 
    /** The HTTP(S) proxy that forwards each request to a plain-HTTP server, when there is one. */
    forwarder) {
        this.options = options;
        this.target = target;
        this.base = base;
        this.tls = tls;
        this.transport = transport;
        this.agent = agent;
        this.forwarder = forwarder;
        this.secure = base.protocol === 'https:';
    }
    /** Checks the kubeconfig's cluster and user for use; no request is sent yet. */
    static async connect(options) {
        const chosen = target(options.document, options.timeoutMs);
        const { cluster } = chosen;
        const base = new URL(cluster.server);
        if (base.protocol === 'http:' && !cluster.skipTLSVerify)
            // As the official client: plain HTTP only when the kubeconfig says TLS is not wanted (and then no credentials go).
            throw (0,errors/* badArgument */.T8)('kubeconfig', `cluster \`${cluster.name}\` has an http:// server, and no \`insecure-skip-tls-verify: true\``, 'an https:// server, or `insecure-skip-tls-verify: true` for plain HTTP');
        const tlsOptions = {};
        if (cluster.caData)
            tlsOptions.ca = Buffer.from(cluster.caData, 'base64');
        if (cluster.skipTLSVerify)
            tlsOptions.rejectUnauthorized = false;
        if (cluster.tlsServerName)
            tlsOptions.servername = cluster.tlsServerName;
        // As client-go: the cluster's `proxy-url` wins; without one, Go's ProxyFromEnvironment.
        const proxy = cluster.proxyUrl ? (0,kubernetes_proxy/* parseProxy */.YR)(cluster.name, cluster.proxyUrl) : proxyFromEnvironment(base);
        const secure = base.protocol === 'https:';
        // As Go's transport: an http:// server's requests go to an HTTP(S) proxy whole, for it to
        // forward (a proxy may allow CONNECT to port 443 alone); CONNECT is for TLS, and SOCKS for all.
        const forwarder = proxy && !secure && !(0,kubernetes_proxy/* isSocks */.oS)(proxy) ? proxy : undefined;
        // Node's TLS stack takes milliseconds to load: only for a server, or a proxy, that speaks it.
        const transport = secure || forwarder?.url.protocol === 'https:' ? (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23))).default : (external_node_http_default());
        const agent = proxy && !forwarder
            ? (await __webpack_require__.e(/* import() */ 151).then(__webpack_require__.bind(__webpack_require__, 30151))).proxyAgent(transport.Agent, secure, proxy, options.timeoutMs)
            : new transport.Agent({ keepAlive: true });
        return new KubernetesApi(options, chosen, base, tlsOptions, transport, agent, forwarder);
    }
    /**
     * The JSON of GET `path` (with its query), parsed, when the API answers 200: else the API's
     * refusal, no answer in time, or no connection, as a RuntimeError. `onHead` sees a list's
     * members before its items (its metadata) as soon as they come. As client-go, a 429 or 5xx
     * that says when to come back (`Retry-After` in seconds: API Priority and Fairness sheds load
     * this way) is tried again then, up to 10 times; all of it within the one time limit.
     */
    async get(path, onHead) {
        const deadline = Date.now() + this.options.timeoutMs;
        // Transport failures are thrown as RuntimeErrors, verdicts the loop never tries again.
        const { outcome, attempts } = await (0,retry/* withRetries */.L)(() => this.attempt(path, deadline, onHead), {
            maxRetries: MAX_RETRIES,
            transient: (answer) => retryAfterSeconds(answer) !== undefined,
            delayMs: (_, answer) => (retryAfterSeconds(answer) ?? 0) * 1000,
            canWait: (delayMs) => Date.now() + delayMs < deadline
        });
        if (outcome instanceof transport_error/* TransportError */.w)
            throw outcome;
        if ('json' in outcome)
            return outcome.json;
        throw refused(outcome.status, outcome.body, this.secure ? this.target.user?.name : null, attempts - 1, outcome.retryAfterSeconds);
    }
    /** One request and its answer: the JSON of a 200, else what the refusal said. */
    async attempt(path, deadline, onHead) {
        // As kubectl (clientcmd): the user's credentials go to a server over TLS only; an http://
        // server gets none, and no exec plugin runs for it.
        const auth = this.secure ? await this.target.authorize() : { headers: {} };
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
        try {
            const response = await new Promise((resolve, reject) => {
                const request = this.open(path, auth, controller.signal);
                request.on('response', resolve);
                request.on('error', reject);
                request.end();
            });
            const status = response.statusCode ?? 0;
            if (status !== 200) {
                // As client-go: only whole seconds, and only from an API that is overloaded or failing.
                const header = response.headers['retry-after'];
                const retryAfterSeconds = (status === 429 || status >= 500) && header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
                return { status, body: await errorBody(response, controller.signal), retryAfterSeconds };
            }
            const limit = this.options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
            const body = await readJsonBody(response, controller.signal, limit, onHead);
            return { json: JSON.parse(body.toString('utf8')) };
        }
        catch (err) {
            if (err instanceof errors/* RuntimeError */.bu)
                throw err;
            throw failure(err, path, controller.signal.aborted, this.options.timeoutMs);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** Closes the connections kept for the next request. */
    close() {
        this.agent.destroy();
    }
    open(path, auth, signal) {
        const base = this.base;
        // A server may have a path of its own (a Rancher or proxy prefix): the API's paths go under it.
        const onServer = `${base.pathname.replace(/\/$/, '')}${path}`;
        const headers = { accept: 'application/json', 'accept-encoding': 'gzip', 'user-agent': version/* USER_AGENT */._, ...auth.headers };
        if (this.forwarder) {
            // The whole URL to the proxy, the server's name as Host; a proxy that speaks TLS is checked as
            // Go checks it, with the cluster's TLS settings (and by its own name, unless tls-server-name says otherwise).
            const { host, port } = (0,kubernetes_proxy/* proxyAddress */.nD)(this.forwarder);
            const authorization = (0,kubernetes_proxy/* proxyAuthorization */.YB)(this.forwarder);
            return this.transport.request({
                ...(this.forwarder.url.protocol === 'https:' && { ...this.tls, servername: this.tls.servername ?? ((0,external_node_net_.isIP)(host) ? undefined : host) }),
                method: 'GET',
                host,
                port,
                path: `${base.protocol}//${base.host}${onServer}`,
                headers: { host: base.host, ...headers, ...(authorization && { 'proxy-authorization': authorization }) },
                agent: this.agent,
                signal
            });
        }
        const options = {
            ...this.tls,
            method: 'GET',
            host: base.hostname.replace(/^\[|\]$/g, ''),
            port: base.port || (this.secure ? 443 : 80),
            path: onServer,
            headers,
            agent: this.agent,
            signal
        };
        if (auth.cert)
            options.cert = auth.cert;
        if (auth.key)
            options.key = auth.key;
        return this.transport.request(options);
    }
}
/** When an answer asked to be tried again, in seconds; undefined for any other outcome. */
const retryAfterSeconds = (answer) => answer instanceof transport_error/* TransportError */.w || !('status' in answer) ? undefined : answer.retryAfterSeconds;
/** Of a refusal, what can be read of its body for the API's message: nothing when it is too long or broken. */
async function errorBody(response, signal) {
    try {
        return await readJsonBody(response, signal, MAX_ERROR_BYTES);
    }
    catch {
        return Buffer.alloc(0);
    }
}
/**
 * The API's refusal, in the user's words; the API's own `message` said, and the tries it asked
 * for. `user` is null when no credentials were sent (a plain-HTTP server).
 */
function refused(status, body, user, retries, retryAfterSeconds) {
    const message = apiMessage(body);
    if (status === 401 && user === null)
        return new errors/* RuntimeError */.bu('auth', `the Kubernetes API asks for credentials (HTTP 401)${message}, which go to an https:// server only, as kubectl sends them; give the cluster's https:// address`);
    if (status === 401)
        return new errors/* RuntimeError */.bu('auth', `the Kubernetes API refused the credentials (HTTP 401)${message}; check the kubeconfig's user${user ? ` \`${user}\`` : ''}, or renew its token`);
    if (status === 403)
        return new errors/* RuntimeError */.bu('forbidden', `the Kubernetes API forbids this account to list pods or namespaces (HTTP 403)${message}; grant it list on pods (and namespaces, for patterns)`);
    const tried = retries > 0 ? `, after ${retries} more ${retries === 1 ? 'try' : 'tries'} it asked for` : '';
    const later = retryAfterSeconds === undefined
        ? ''
        : retries >= MAX_RETRIES
            ? `; it still asked to come back in ${retryAfterSeconds} s`
            : `; it asked to come back in ${retryAfterSeconds} s, past \`timeout-seconds\``;
    return new errors/* RuntimeError */.bu((0,util_errors/* errorKindForStatus */.QR)(status), `the Kubernetes API answered HTTP ${status}${message}${tried}${later}`);
}
function failure(err, path, timedOut, timeoutMs) {
    const e = err;
    const what = `GET ${path.split('?')[0]}`;
    if (timedOut || e.name === 'TimeoutError' || e.code === 'ABORT_ERR')
        return new errors/* RuntimeError */.bu('timeout', `the Kubernetes API did not answer ${what} in time (${timeoutMs / 1000} s, \`timeout-seconds\`)`, { cause: err });
    if (e.code === 'ETOOLARGE')
        return new errors/* RuntimeError */.bu('server', `the Kubernetes API answered ${what} with ${e.message}; refused`, { cause: err });
    if (e.code === 'EBADGZIP')
        return new errors/* RuntimeError */.bu('server', `the Kubernetes API answered ${what} with ${e.message}`, { cause: err });
    if (err instanceof SyntaxError)
        return new errors/* RuntimeError */.bu('server', `the Kubernetes API answered ${what} with JSON that does not parse: ${err.message}`, { cause: err });
    const why = e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
    return new errors/* RuntimeError */.bu('network', `cannot reach the Kubernetes API: ${why.slice(0, 500)}`, { cause: err });
}
function apiMessage(body) {
    try {
        const message = JSON.parse(body.toString('utf8'))?.message;
        return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : '';
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/pods.ts


/**
 * Pods in the first page: most clusters in one request, as the reference client's one unpaged
 * list, yet a bounded answer (a pod is a few kB of JSON).
 */
const FIRST_PAGE_SIZE = 2000;
/** Pods per later page, each asked for while the one before is read. */
const PAGE_SIZE = 1000;
/** Pages of one list at most: 1,000,000 pods, far past any cluster this report could send. */
const MAX_PAGES = 1000;
/** An image ID ends with its digest's 64 hex digits (`…@sha256:<hex>`, or a bare `sha256:<hex>`). */
const HEX64 = /^[a-f0-9]{64}$/;
/**
 * The pods of the chosen namespaces, as the reference client reports them: each running or
 * failed pod is one artifact, its containers' images → image digests, with the pod's creation
 * time and owners. Lists are read a page at a time and only the artifacts kept, so memory
 * follows what is reported, not the cluster's size. A pod with a container that has no
 * image ID (not pulled yet) is reported without that container, with a warning, as the
 * reference client reports it.
 */
async function readPods(api, selection, log) {
    const artifacts = [];
    const keep = (pods) => {
        for (const pod of pods) {
            const artifact = podArtifact(pod, selection.names, log);
            if (artifact)
                artifacts.push(artifact);
        }
    };
    if (!selection.namespaces.active) {
        await paged(api, 'pods in every namespace', '/api/v1/pods', FIRST_PAGE_SIZE, keep);
        return { artifacts };
    }
    const namespaces = await chosenNamespaces(api, selection);
    for (const namespace of namespaces)
        await paged(api, `pods in namespace ${namespace}`, `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`, FIRST_PAGE_SIZE, keep);
    return { artifacts, namespaces };
}
async function chosenNamespaces(api, selection) {
    const filter = selection.namespaces;
    // Plain names need no list of namespaces, so a namespace-scoped account can report them.
    const named = filter.onlyPlainIncludes;
    if (named !== undefined)
        return [...new Set(named)].filter((n) => filter.keeps(n));
    const all = [];
    await paged(api, 'namespaces', '/api/v1/namespaces', PAGE_SIZE, (items) => {
        for (const ns of items)
            if (ns.metadata?.name)
                all.push(ns.metadata.name);
    });
    return all.filter((n) => filter.keeps(n));
}
/**
 * Every page of a list: the first of `first` items, then pages of PAGE_SIZE. The next page is
 * asked for as soon as this one's head (its metadata, which the API writes before the items)
 * names it, so it is on its way while this one still comes and is read, and no sooner: two
 * pages in memory at most.
 */
async function paged(api, what, path, first, each) {
    const request = (page) => {
        let early;
        const next = new Promise((resolve) => (early = resolve));
        const query = page === undefined ? `limit=${first}` : `continue=${encodeURIComponent(page)}&limit=${PAGE_SIZE}`;
        const list = api.get(`${path}?${query}`, (head) => early(continuation(head)));
        list.then((l) => early(continuation(l)), () => early(undefined));
        // Awaited later, or never when the list before failed: its failure is said by whoever awaits it.
        list.catch(() => { });
        return { next, list };
    };
    let current = request(undefined);
    for (let n = 0; n < MAX_PAGES; n++) {
        const early = await current.next;
        let following = early === undefined ? undefined : request(early);
        const result = await current.list;
        const page = continuation(result);
        // The head said one thing and the whole page another: the page's word wins.
        if (page !== early)
            following = page === undefined ? undefined : request(page);
        // The next request goes out (its credentials are a promise away) before this page is read.
        await new Promise((resolve) => setImmediate(resolve));
        each(Array.isArray(result?.items) ? result.items : []);
        if (following === undefined)
            return;
        current = following;
    }
    throw new errors/* RuntimeError */.bu('server', `the Kubernetes API gave more than ${MAX_PAGES} pages of ${what}; stopped`);
}
function continuation(list) {
    const token = list?.metadata?.continue;
    return typeof token === 'string' && token !== '' ? token : undefined;
}
function podArtifact(pod, names, log) {
    const phase = pod.status?.phase;
    if (phase !== 'Running' && phase !== 'Failed')
        return undefined;
    const name = pod.metadata?.name ?? '';
    const namespace = pod.metadata?.namespace ?? '';
    const digests = {};
    for (const cs of pod.status?.containerStatuses ?? []) {
        const id = cs.imageID ?? '';
        const digest = id.length >= 64 && HEX64.test(id.slice(-64)) ? id.slice(-64) : undefined;
        if (!digest) {
            // As the reference client: the pod is reported with the containers it can fingerprint, running or failed.
            log.warning(`pod ${name} in namespace ${namespace} (${phase}) is reported without its container ${cs.name}, which has no image digest (imageID \`${cs.imageID ?? ''}\`: not pulled yet?)`);
            continue;
        }
        if (names.keeps(cs.image))
            digests[cs.image] = digest;
    }
    if (names.active && Object.keys(digests).length === 0)
        return undefined;
    const owners = pod.metadata?.ownerReferences;
    return {
        podName: name,
        namespace,
        digests,
        creationTimestamp: Math.floor((Date.parse(pod.metadata?.creationTimestamp ?? '') || 0) / 1000),
        // As the reference client sends them: `null` for a pod nothing owns.
        owners: owners && owners.length > 0 ? owners.map(owner) : null
    };
}
/** An owner reference as the reference client sends it: the fields the pod has, in its order. */
function owner(o) {
    const out = {};
    if (o.apiVersion !== undefined)
        out.apiVersion = o.apiVersion;
    if (o.kind !== undefined)
        out.kind = o.kind;
    if (o.name !== undefined)
        out.name = o.name;
    if (o.uid !== undefined)
        out.uid = o.uid;
    if (o.controller !== undefined)
        out.controller = o.controller;
    if (o.blockOwnerDeletion !== undefined)
        out.blockOwnerDeletion = o.blockOwnerDeletion;
    return out;
}


/***/ }),

/***/ 73509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ SOCKS),
/* harmony export */   YB: () => (/* binding */ proxyAuthorization),
/* harmony export */   YR: () => (/* binding */ parseProxy),
/* harmony export */   nD: () => (/* binding */ proxyAddress),
/* harmony export */   oS: () => (/* binding */ isSocks)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44421);

/** The SOCKS versions a proxy URL's scheme names. */
const SOCKS = new Map([
    ['socks4:', 4],
    ['socks4a:', 4],
    ['socks5:', 5],
    ['socks5h:', 5],
    ['socks:', 5]
]);
/** A SOCKS proxy, else an HTTP(S) one. */
const isSocks = (proxy) => SOCKS.has(proxy.url.protocol);
/** The URL's user and password, as Basic `Proxy-Authorization`; undefined when it has neither. */
function proxyAuthorization(proxy) {
    const user = decodeURIComponent(proxy.url.username);
    const password = decodeURIComponent(proxy.url.password);
    return user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : undefined;
}
/** Where a proxy listens: its host (without an IPv6 address's brackets) and port. */
function proxyAddress(proxy) {
    const { url } = proxy;
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port) || (url.protocol === 'https:' ? 443 : url.protocol === 'http:' ? 80 : 1080) };
}
/** The cluster's `proxy-url`, checked before any request. */
function parseProxy(cluster, value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('kubeconfig', `cluster \`${cluster}\` has a proxy-url that is not a URL`, 'a proxy-url such as `http://proxy:3128` or `socks5://127.0.0.1:1080`');
    }
    const shown = `${url.protocol}//${url.host}`;
    if (!['http:', 'https:'].includes(url.protocol) && !SOCKS.has(url.protocol))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('kubeconfig', `cluster \`${cluster}\` has proxy-url \`${shown}\`, of a kind of proxy the Kubernetes client does not reach`, 'an http://, https://, socks5:// or socks4:// proxy-url');
    return { url, shown };
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


/***/ }),

/***/ 46617:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ newContexts),
/* harmony export */   MA: () => (/* binding */ newClusters),
/* harmony export */   bw: () => (/* binding */ newUsers)
/* harmony export */ });
/* unused harmony exports ActionOnInvalid, exportCluster, exportUser, exportContext */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);

const ActionOnInvalid = {
    THROW: 'throw',
    FILTER: 'filter',
};
function defaultNewConfigOptions() {
    return {
        onInvalidEntry: ActionOnInvalid.THROW,
    };
}
function newClusters(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(clusterIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportCluster(cluster) {
    return {
        name: cluster.name,
        cluster: {
            server: cluster.server,
            'certificate-authority-data': cluster.caData,
            'certificate-authority': cluster.caFile,
            'insecure-skip-tls-verify': cluster.skipTLSVerify,
            'tls-server-name': cluster.tlsServerName,
            'proxy-url': cluster.proxyUrl,
        },
    };
}
function clusterIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`clusters[${i}].name is missing`);
            }
            if (!elt.cluster) {
                throw new Error(`clusters[${i}].cluster is missing`);
            }
            if (!elt.cluster.server) {
                throw new Error(`clusters[${i}].cluster.server is missing`);
            }
            return {
                caData: elt.cluster['certificate-authority-data'],
                caFile: elt.cluster['certificate-authority'],
                name: elt.name,
                server: elt.cluster.server.replace(/\/$/, ''),
                skipTLSVerify: elt.cluster['insecure-skip-tls-verify'] === true,
                tlsServerName: elt.cluster['tls-server-name'],
                proxyUrl: elt.cluster['proxy-url'],
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
function newUsers(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(userIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportUser(user) {
    return {
        name: user.name,
        user: {
            as: user.impersonateUser,
            'auth-provider': user.authProvider,
            'client-certificate-data': user.certData,
            'client-certificate': user.certFile,
            exec: user.exec,
            'client-key-data': user.keyData,
            'client-key': user.keyFile,
            token: user.token,
            password: user.password,
            username: user.username,
        },
    };
}
function userIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`users[${i}].name is missing`);
            }
            return {
                authProvider: elt.user ? elt.user['auth-provider'] : null,
                certData: elt.user ? elt.user['client-certificate-data'] : null,
                certFile: elt.user ? elt.user['client-certificate'] : null,
                exec: elt.user ? elt.user.exec : null,
                keyData: elt.user ? elt.user['client-key-data'] : null,
                keyFile: elt.user ? elt.user['client-key'] : null,
                name: elt.name,
                token: findToken(elt.user),
                password: elt.user ? elt.user.password : null,
                username: elt.user ? elt.user.username : null,
                impersonateUser: elt.user ? elt.user.as : null,
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
function findToken(user) {
    if (user) {
        if (user.token) {
            return user.token;
        }
        if (user['token-file']) {
            return node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(user['token-file']).toString();
        }
    }
}
function newContexts(a, opts) {
    if (!Array.isArray(a)) {
        return [];
    }
    const options = Object.assign(defaultNewConfigOptions(), opts || {});
    return a.map(contextIterator(options.onInvalidEntry)).filter(Boolean);
}
function exportContext(ctx) {
    return {
        name: ctx.name,
        context: ctx,
    };
}
function contextIterator(onInvalidEntry) {
    return (elt, i, list) => {
        try {
            if (!elt.name) {
                throw new Error(`contexts[${i}].name is missing`);
            }
            if (!elt.context) {
                throw new Error(`contexts[${i}].context is missing`);
            }
            if (!elt.context.cluster) {
                throw new Error(`contexts[${i}].context.cluster is missing`);
            }
            return {
                cluster: elt.context.cluster,
                name: elt.name,
                user: elt.context.user || undefined,
                namespace: elt.context.namespace || undefined,
            };
        }
        catch (err) {
            switch (onInvalidEntry) {
                case ActionOnInvalid.FILTER:
                    return null;
                default:
                case ActionOnInvalid.THROW:
                    throw err;
            }
        }
    };
}
//# sourceMappingURL=config_types.js.map

/***/ })

};
;