export const id = 6556;
export const ids = [6556];
export const modules = {

/***/ 93052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ dockerEndpoint)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59148);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47172);




const DEFAULT_HOST = 'unix:///var/run/docker.sock';
/**
 * `DOCKER_HOST` as the Docker CLI reads it. TLS follows `DOCKER_TLS_VERIFY` and
 * `DOCKER_CERT_PATH`, but the daemon's certificate is always verified: a fingerprint read
 * from an unauthenticated daemon proves nothing.
 */
function dockerEndpoint(env) {
    const host = env.DOCKER_HOST?.trim() || DEFAULT_HOST;
    const fail = (why) => new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ArtifactError */ .n(`DOCKER_HOST "${host}" ${why}`, 'unix:///path/to/docker.sock, npipe:////./pipe/docker_engine or tcp://host:port');
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
            return (0,_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedFile */ .Mv)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name), 1024 * 1024);
        }
        catch {
            return undefined;
        }
    };
    return { ca: read('ca.pem'), cert: read('cert.pem'), key: read('key.pem') };
}


/***/ }),

/***/ 66556:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DockerEngine: () => (/* binding */ DockerEngine)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47172);
/* harmony import */ var _artifacts_image_docker_host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93052);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(83916);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92194);







const HOST_EXPECTED = 'unix:///path/to/docker.sock, npipe:////./pipe/docker_engine or tcp://host:port';
/** Reads the Docker Engine API: GET only, every answer within its time and size. */
class DockerEngine {
    options;
    endpoint;
    constructor(options) {
        this.options = options;
        try {
            this.endpoint = (0,_artifacts_image_docker_host_js__WEBPACK_IMPORTED_MODULE_4__/* .dockerEndpoint */ .u)(options.host === undefined ? options.env : { ...options.env, DOCKER_HOST: options.host });
        }
        catch (err) {
            if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ArtifactError */ .n)
                throw (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .badArgument */ .T8)('host', err.message, HOST_EXPECTED);
            throw err;
        }
    }
    /** The JSON answer of `GET path`; `undefined` for 404, which callers read as "no such thing". */
    async get(path, maxBytes) {
        const { status, body } = await this.request(path, maxBytes);
        if (status === 404)
            return undefined;
        if (status !== 200) {
            throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RuntimeError */ .bu(status >= 500 ? 'server' : (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorKindForStatus */ .QR)(status), `the Docker daemon at ${this.endpoint.display} answered GET ${path} with HTTP ${status}${daemonMessage(body)}`);
        }
        try {
            return JSON.parse(body.toString('utf8'));
        }
        catch {
            throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RuntimeError */ .bu('server', `the Docker daemon at ${this.endpoint.display} answered GET ${path} with something other than JSON; check that it is a Docker Engine`);
        }
    }
    request(path, maxBytes) {
        const { endpoint } = this;
        const budget = this.options.timeoutMs;
        return new Promise((resolve, reject) => {
            let settled = false;
            const fail = (kind, why, cause) => {
                if (settled)
                    return;
                settled = true;
                reject(new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RuntimeError */ .bu(kind, `cannot read the Docker daemon at ${endpoint.display}: ${why}; check that Docker runs there (\`docker-host\`, else DOCKER_HOST)`, {
                    cause
                }));
            };
            const options = { method: 'GET', path, headers: { host: 'docker', accept: 'application/json' } };
            let request;
            if (endpoint.kind === 'socket')
                request = node_http__WEBPACK_IMPORTED_MODULE_0___default().request({ ...options, agent: new SocketAgent(endpoint.socketPath) });
            else {
                const url = new URL(endpoint.origin);
                const target = { ...options, host: url.hostname, port: url.port, headers: { ...options.headers, host: url.host } };
                request = endpoint.tls ? node_https__WEBPACK_IMPORTED_MODULE_1___default().request({ ...target, ...endpoint.tls }) : node_http__WEBPACK_IMPORTED_MODULE_0___default().request(target);
            }
            // One timer for the whole exchange: a daemon that answers its headers and then stalls is no better.
            const timer = setTimeout(() => {
                fail('timeout', `no answer within ${budget / 1000} s`);
                request.destroy();
            }, budget);
            request.on('error', (error) => {
                clearTimeout(timer);
                fail('network', error.code ?? error.message, error);
            });
            request.on('response', (response) => {
                const chunks = [];
                let size = 0;
                response.on('data', (chunk) => {
                    size += chunk.length;
                    if (size > maxBytes) {
                        clearTimeout(timer);
                        if (!settled) {
                            settled = true;
                            reject(new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RuntimeError */ .bu('server', `the Docker daemon at ${endpoint.display} answered GET ${path} with more than ${maxBytes} bytes; refused`));
                        }
                        request.destroy();
                    }
                    else
                        chunks.push(chunk);
                });
                response.on('end', () => {
                    clearTimeout(timer);
                    if (settled)
                        return;
                    settled = true;
                    resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
                });
                response.on('error', (error) => {
                    clearTimeout(timer);
                    fail('network', error.code ?? error.message, error);
                });
                response.on('close', () => {
                    clearTimeout(timer);
                    if (!response.complete)
                        fail('network', 'the connection closed before the answer ended');
                });
            });
            request.end();
        });
    }
}
function daemonMessage(body) {
    try {
        const message = JSON.parse(body.toString('utf8')).message;
        return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : '';
    }
    catch {
        return '';
    }
}
/** Dials the socket itself: interceptors that wrap every request's agent keep this, but drop `socketPath`. */
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


/***/ })

};
