"use strict";
exports.id = 5120;
exports.ids = [5120];
exports.modules = {

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

/***/ 95120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DockerRuntime: () => (/* binding */ DockerRuntime)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _http_transport_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54098);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44421);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50927);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88631);





/** The Docker Engine API as report-docker-env reads it: JSON answers, 404 as "no such thing", failures as runtime errors. */
class DockerRuntime {
    options;
    endpoint;
    engine;
    constructor(options) {
        this.options = options;
        try {
            this.endpoint = (0,_host_js__WEBPACK_IMPORTED_MODULE_4__/* .dockerEndpoint */ .u)(options.host === undefined ? options.env : { ...options.env, DOCKER_HOST: options.host });
        }
        catch (err) {
            if (err instanceof _host_js__WEBPACK_IMPORTED_MODULE_4__/* .DockerHostError */ .v)
                throw (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .badArgument */ .T8)('host', err.message, err.expected);
            throw err;
        }
        this.engine = new _engine_js__WEBPACK_IMPORTED_MODULE_3__/* .DockerEngine */ .n(this.endpoint);
    }
    /** The JSON answer of `GET path`; `undefined` for 404, which callers read as "no such thing". */
    async get(path, maxBytes) {
        const { status, body } = await this.answer(path, maxBytes);
        if (status === 404)
            return undefined;
        if (status !== 200) {
            throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu(status >= 500 ? 'server' : (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorKindForStatus */ .QR)(status), `the Docker daemon at ${this.endpoint.display} answered GET ${path} with HTTP ${status}${(0,_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .daemonMessage */ .e)(body)}`);
        }
        try {
            return JSON.parse(body.toString('utf8'));
        }
        catch {
            throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu('server', `the Docker daemon at ${this.endpoint.display} answered GET ${path} with something other than JSON; check that it is a Docker Engine`);
        }
    }
    async answer(path, maxBytes) {
        try {
            return await this.engine.get(path, { maxBytes, timeoutMs: this.options.timeoutMs });
        }
        catch (err) {
            if (!(err instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_1__/* .TransportError */ .w))
                throw err;
            if (err.code === 'ETOOLARGE')
                throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu('server', `the Docker daemon at ${this.endpoint.display} ${err.message}`);
            throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu(err.timedOut ? 'timeout' : 'network', `cannot read the Docker daemon at ${this.endpoint.display}: ${err.message}; check that Docker runs there (\`docker-host\`, else DOCKER_HOST)`, { cause: err });
        }
    }
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


/***/ })

};
;