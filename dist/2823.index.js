"use strict";
exports.id = 2823;
exports.ids = [2823];
exports.modules = {

/***/ 97042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ describeAwsError),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   o2: () => (/* binding */ aws),
/* harmony export */   yO: () => (/* binding */ clientConfig)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44421);

/** Clients' options: the SDK reads credentials and `AWS_ENDPOINT_URL_<SERVICE>` itself. */
function clientConfig(options) {
    const region = options.region ?? (options.env.AWS_REGION || options.env.AWS_DEFAULT_REGION || undefined);
    return {
        ...(region !== undefined && { region }),
        maxAttempts: options.maxRetries + 1,
        // Without throwOnRequestTimeout the SDK only warns when an answer is late, and waits on.
        requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs, throwOnRequestTimeout: true }
    };
}
/** Credentials the service does not know or cannot verify: not a matter of permissions. */
const REFUSED_CREDENTIALS = new Set([
    'InvalidAccessKeyId',
    'SignatureDoesNotMatch',
    'UnrecognizedClientException',
    'InvalidClientTokenId',
    'InvalidSignatureException',
    'ExpiredToken',
    'ExpiredTokenException',
    'TokenRefreshRequired',
    'AuthFailure',
    'MissingAuthenticationToken',
    'MissingAuthenticationTokenException',
    'IncompleteSignature',
    'IncompleteSignatureException'
]);
const FORBIDDEN = new Set(['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation', 'AllAccessDisabled', 'UnauthorizedException']);
const TIMEOUTS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ETIMEDOUT']);
/**
 * An AWS SDK failure as the user reads it. `notFound` names the argument a "no such thing"
 * answer is about (the bucket, a function), which the operation turns into an input error;
 * `needed` says, for a denied request, what was denied and which permission grants it.
 */
function describeAwsError(err, service, notFound = {}, needed) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu)
        return err;
    const e = err;
    const name = e.name ?? '';
    const status = e.$metadata?.httpStatusCode;
    const message = (e.message ?? String(err)).slice(0, 400);
    if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `no AWS credentials found in the job (${message}); configure them in an earlier step, e.g. aws-actions/configure-aws-credentials with role-to-assume (OIDC)`, { cause: err });
    if (/region is missing/i.test(message))
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('region', 'no AWS region is set (no AWS_REGION, AWS_DEFAULT_REGION or shared config region)', 'an AWS region such as `eu-west-1`');
    if (REFUSED_CREDENTIALS.has(name) || status === 401)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `AWS ${service} refused the credentials (${name || `HTTP ${status}`}: ${message}); check the job's AWS credentials`, {
            cause: err
        });
    if (FORBIDDEN.has(name) || status === 403)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('forbidden', needed
            ? `AWS ${service} denied ${needed.permission} on ${needed.what} (${name || 'HTTP 403'}: ${message}); grant the job's role ${needed.permission} on ${needed.resource}`
            : `AWS ${service} denied the request (${name || 'HTTP 403'}: ${message}); grant the role the read permission it names`, { cause: err });
    for (const [errorName, argument] of Object.entries(notFound))
        if (name === errorName)
            return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)(argument, `${message} (${name})`);
    if (TIMEOUTS.has(name) || TIMEOUTS.has(e.code ?? '') || /timed? ?out/i.test(message))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('timeout', `AWS ${service} did not answer in time (\`timeout-seconds\`): ${message}`, { cause: err });
    if (status === undefined && (e.code || /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up/.test(message)))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('network', `cannot reach AWS ${service}: ${e.code ?? ''} ${message}`.replace(/ {2}/, ' '), { cause: err });
    if (status !== undefined && status >= 500)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('server', `AWS ${service} failed (HTTP ${status}, ${name}): ${message}`, { cause: err });
    if (status === 404)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('not_found', `AWS ${service}: ${name}: ${message}`, { cause: err });
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu(status === undefined ? 'network' : 'invalid_input', `AWS ${service}: ${name ? `${name}: ` : ''}${message}`, { cause: err });
}
/** Runs an SDK call, its failure described for the user. */
async function aws(service, call, notFound, needed) {
    try {
        return await call();
    }
    catch (err) {
        throw describeAwsError(err, service, notFound, needed);
    }
}
/** Pages of one listing at most: far past what one report could send. */
const MAX_PAGES = 10_000;


/***/ }),

/***/ 12823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintBucket: () => (/* binding */ fingerprintBucket)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/artifacts/exclusions.ts
var artifacts_exclusions = __webpack_require__(42562);
// EXTERNAL MODULE: ./src/clients/runtimes/errors.ts
var errors = __webpack_require__(44421);
;// CONCATENATED MODULE: ./src/clients/runtimes/aws/bucket-tree.ts



const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
class BucketTree {
    bucket;
    root = { kind: 'dir', children: new Map() };
    constructor(bucket) {
        this.bucket = bucket;
    }
    /** Adds an object; a key that leads outside the bucket's folder, or onto another object's path, is refused. */
    add(key, size) {
        const segments = cleanSegments(key);
        if (segments === undefined)
            throw (0,errors/* badArgument */.T8)('bucket', `object \`${key}\` in bucket ${this.bucket} names a path outside the bucket (\`..\`); it cannot be fingerprinted as a folder`);
        if (segments.length === 0)
            return;
        let dir = this.root;
        for (const [i, name] of segments.entries()) {
            const existing = dir.children.get(name);
            const last = i === segments.length - 1;
            if (last) {
                if (existing)
                    throw collision(this.bucket, key, existing);
                dir.children.set(name, { kind: 'file', key, size });
            }
            else if (existing === undefined) {
                const child = { kind: 'dir', children: new Map() };
                dir.children.set(name, child);
                dir = child;
            }
            else if (existing.kind === 'file')
                throw collision(this.bucket, key, existing);
            else
                dir = existing;
        }
    }
    get empty() {
        return this.root.children.size === 0;
    }
    /** The reference client reports a folder of one file (however deep) as that file, named by its base name. */
    singleFile() {
        let dir = this.root;
        for (;;) {
            if (dir.children.size !== 1)
                return undefined;
            const [[name, node]] = dir.children;
            if (node.kind === 'file')
                return { name, file: node };
            dir = node;
        }
    }
    /** The root's `.kosli_ignore`, when it is an object (a folder of that name is no ignore file). */
    ignoreFile() {
        const node = this.root.children.get(artifacts_exclusions/* IGNORE_FILE */.SV);
        return node?.kind === 'file' ? node : undefined;
    }
    /** Every entry the fingerprint takes, in its order: depth first, names sorted bytewise, excluded ones skipped with what they hold. */
    walk(exclusions) {
        const entries = [];
        const visit = (dir, at) => {
            for (const name of [...dir.children.keys()].sort(byBytes)) {
                const node = dir.children.get(name);
                const segments = [...at, name];
                if (!exclusions.empty && exclusions.excludes(segments))
                    continue;
                entries.push({ nameHash: sha256(name), ...(node.kind === 'file' && { file: node }) });
                if (node.kind === 'dir')
                    visit(node, segments);
            }
        };
        visit(this.root, []);
        return entries;
    }
}
/** Path segments as Go's filepath.Join cleans them; undefined when `..` climbs out of the root. */
function cleanSegments(key) {
    const out = [];
    for (const part of key.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return undefined;
            out.pop();
        }
        else
            out.push(part);
    }
    return out;
}
/** UTF-8 byte order, as Go sorts names (JavaScript's own order is UTF-16's, which differs past U+FFFF). */
function byBytes(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
function collision(bucket, key, existing) {
    const other = existing.kind === 'file' ? `object \`${existing.key}\`` : 'a folder of other objects';
    return (0,errors/* badArgument */.T8)('bucket', `object \`${key}\` in bucket ${bucket} lands on the same path as ${other}; such a bucket cannot be fingerprinted as a folder`);
}

;// CONCATENATED MODULE: ./src/clients/runtimes/aws/object-hashes.ts

/** Connections at least: what measured alike on loopback, where latency hides nothing. */
const MIN_CONNECTIONS = 16;
/** Connections at most: each holds a socket's chunk (64 KiB), so 4 MiB in all. */
const MAX_CONNECTIONS = 64;
/**
 * Objects read at once, for a round trip of `roundTripMs`: each connection waits a round trip
 * per object, and an object of a few hundred kB arrives in about half a millisecond on a fast
 * link, so hiding a round trip of R ms takes about 2R connections.
 */
function connectionsFor(roundTripMs) {
    if (!Number.isFinite(roundTripMs))
        return MIN_CONNECTIONS;
    return Math.min(MAX_CONNECTIONS, Math.max(MIN_CONNECTIONS, Math.ceil(roundTripMs * 2)));
}
/**
 * The hashes of a bucket's objects, each started as soon as the listing shows its key and the
 * root `.kosli_ignore` is known to leave it in, at most `limit` at a time. The walk then takes
 * them in its own order; a key it needs that was not started is started then.
 */
class ObjectHashes {
    hashOf;
    limit;
    started = new Map();
    waiting = [];
    exclusions;
    active = 0;
    queue = [];
    /** The first read that failed: the listing stops at it. */
    failure;
    constructor(hashOf, limit) {
        this.hashOf = hashOf;
        this.limit = limit;
    }
    /** A key the listing keeps: started now when the exclusions are known, else when they are. */
    seen(key) {
        if (this.exclusions)
            this.startIfKept(key, this.exclusions);
        else
            this.waiting.push(key);
    }
    /** The root `.kosli_ignore` is read (or known absent): every key seen so far that it keeps starts. */
    settle(exclusions) {
        this.exclusions = exclusions;
        for (const key of this.waiting)
            this.startIfKept(key, exclusions);
        this.waiting.length = 0;
    }
    hash(key) {
        return this.started.get(key) ?? this.start(key);
    }
    startIfKept(key, exclusions) {
        const segments = cleanSegments(key);
        if (!segments || segments.length === 0)
            return;
        // A file is left out when it, or any folder it is in, is excluded, as the walk leaves it.
        if (!exclusions.empty && segments.some((_, i) => exclusions.excludes(segments.slice(0, i + 1))))
            return;
        void this.start(key);
    }
    start(key) {
        const hash = this.limited(() => this.hashOf(key));
        hash.catch((err) => (this.failure ??= err instanceof Error ? err : new Error(String(err))));
        this.started.set(key, hash);
        return hash;
    }
    /** At most `limit` at once: a slot freed goes straight to the next waiting, so none slips in between. */
    async limited(fn) {
        if (this.active >= this.limit)
            await new Promise((resolve) => this.queue.push(resolve));
        else
            this.active++;
        try {
            return await fn();
        }
        finally {
            const next = this.queue.shift();
            if (next)
                next();
            else
                this.active--;
        }
    }
}

// EXTERNAL MODULE: ./src/clients/runtimes/aws/config.ts
var config = __webpack_require__(97042);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
;// CONCATENATED MODULE: ./src/clients/runtimes/aws/http1.ts



/**
 * A failure of the connection or of the answer's framing: the request may be sent again. The
 * action's one transport error, with the code always set (`TimeoutError` for no answer in time,
 * the name the SDK's own retry logic reads).
 */
class HttpTransportError extends transport_error/* TransportError */.w {
    constructor(code, message, options) {
        super(message, { code, timedOut: code === 'TimeoutError', cause: options?.cause, beforeAnswer: options?.beforeAnswer });
        this.name = code === 'TimeoutError' ? 'TimeoutError' : 'HttpTransportError';
    }
}
/** Of an answer's status line and headers, the part read: S3's are a few hundred bytes. */
const MAX_HEAD_BYTES = 64 * 1024;
/** A chunk-size line or trailer line longer than this is not HTTP. */
const MAX_LINE_BYTES = 4 * 1024;
const CRLF2 = Buffer.from('\r\n\r\n');
const READ_BUFFER_BYTES = 64 * 1024;
/** One connection; one request at a time (no pipelining). */
class Connection {
    done;
    socket;
    state = 'idle';
    pending;
    head;
    body;
    carry = Buffer.alloc(0);
    remaining = 0;
    keepAlive = false;
    received = 0;
    /** A byte of the answer to the pending request came. */
    answered = false;
    closed = false;
    constructor(origin, timeoutMs, done) {
        this.done = done;
        const options = { host: origin.hostname, port: origin.port };
        if (origin.protocol === 'https:') {
            // SNI is a host name, never an address.
            this.socket = external_node_tls_default().connect({ ...options, servername: external_node_net_default().isIP(origin.hostname) ? undefined : origin.hostname, ALPNProtocols: ['http/1.1'] });
            this.socket.on('data', (chunk) => this.onData(chunk));
        }
        else {
            // Plain TCP reads into one buffer per connection instead of a new one per read.
            const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
            this.socket = external_node_net_default().connect({
                ...options,
                onread: {
                    buffer,
                    callback: (read) => {
                        this.onData(buffer.subarray(0, read));
                        return true;
                    }
                }
            });
        }
        this.socket.setNoDelay(true);
        this.socket.setTimeout(timeoutMs);
        // One limit for the connection's life (re-arming it per request measured as costly as parsing):
        // a request waits no longer than it for any byte, and a connection idle that long is closed.
        this.socket.on('timeout', () => this.pending
            ? this.fail(new HttpTransportError('TimeoutError', `no answer for ${timeoutMs / 1000} s (after ${this.received} bytes of the body)`))
            : this.destroy());
        this.socket.on('error', (err) => this.fail(new HttpTransportError(err.code ?? 'ECONNRESET', err.message, { cause: err, beforeAnswer: !this.answered })));
        this.socket.on('close', () => this.onClose());
    }
    send(request, pending) {
        this.pending = pending;
        this.state = 'head';
        this.carry = Buffer.alloc(0);
        this.received = 0;
        this.answered = false;
        this.socket.write(request, 'latin1');
    }
    destroy() {
        this.closed = true;
        this.socket.destroy();
    }
    onData(chunk) {
        this.answered = true;
        if (!this.pending) {
            // Bytes nobody asked for (a server's notice before it closes an idle connection): not reusable.
            this.destroy();
            return;
        }
        try {
            this.parse(chunk);
        }
        catch (err) {
            this.fail(err);
        }
    }
    parse(input) {
        const data = this.carry.length > 0 ? Buffer.concat([this.carry, input]) : input;
        this.carry = Buffer.alloc(0);
        let at = 0;
        while (at < data.length && this.pending) {
            switch (this.state) {
                case 'head': {
                    const end = data.indexOf(CRLF2, at);
                    if (end < 0) {
                        if (data.length - at > MAX_HEAD_BYTES)
                            throw new HttpTransportError('EPROTO', `an answer's head is longer than ${MAX_HEAD_BYTES} bytes`);
                        this.carry = Buffer.from(data.subarray(at));
                        return;
                    }
                    const text = data.toString('latin1', at, end);
                    at = end + 4;
                    this.startBody(text);
                    break;
                }
                case 'length': {
                    const take = Math.min(this.remaining, data.length - at);
                    this.give(data.subarray(at, at + take));
                    at += take;
                    this.remaining -= take;
                    if (this.remaining === 0)
                        this.complete();
                    break;
                }
                case 'until-close': {
                    this.give(data.subarray(at));
                    at = data.length;
                    break;
                }
                case 'chunk-data': {
                    const take = Math.min(this.remaining, data.length - at);
                    this.give(data.subarray(at, at + take));
                    at += take;
                    this.remaining -= take;
                    if (this.remaining === 0)
                        this.state = 'chunk-end';
                    break;
                }
                case 'chunk-size':
                case 'chunk-end':
                case 'trailer': {
                    const end = data.indexOf('\r\n', at);
                    if (end < 0) {
                        if (data.length - at > MAX_LINE_BYTES)
                            throw new HttpTransportError('EPROTO', 'a chunked body has a line too long');
                        this.carry = Buffer.from(data.subarray(at));
                        return;
                    }
                    const line = data.toString('latin1', at, end);
                    at = end + 2;
                    this.onLine(line);
                    break;
                }
                case 'idle':
                    break;
            }
        }
        // More than the answer framed: the connection cannot be trusted for another request.
        if (at < data.length && !this.pending)
            this.destroy();
    }
    onLine(line) {
        if (this.state === 'chunk-end') {
            if (line !== '')
                throw new HttpTransportError('EPROTO', 'a chunk of the body does not end where its size says');
            this.state = 'chunk-size';
        }
        else if (this.state === 'chunk-size') {
            const size = /^([0-9a-fA-F]{1,12})(?:;.*)?$/.exec(line.trim());
            if (!size)
                throw new HttpTransportError('EPROTO', `a chunked body has a bad chunk size \`${line.slice(0, 40)}\``);
            this.remaining = parseInt(size[1], 16);
            this.state = this.remaining === 0 ? 'trailer' : 'chunk-data';
        }
        else if (line === '')
            this.complete(); // the empty line after any trailers
    }
    startBody(text) {
        const lines = text.split('\r\n');
        const status = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(lines[0]);
        if (!status)
            throw new HttpTransportError('EPROTO', `not an HTTP/1.x answer: \`${lines[0].slice(0, 40)}\``);
        const code = Number(status[2]);
        // An interim answer (100 Continue, 103 Early Hints): the real one follows.
        if (code >= 100 && code < 200)
            return;
        const headers = new Map();
        for (const line of lines.slice(1)) {
            const colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const name = line.slice(0, colon).trim().toLowerCase();
            const value = line.slice(colon + 1).trim();
            const before = headers.get(name);
            headers.set(name, before === undefined ? value : `${before}, ${value}`);
        }
        const connection = (headers.get('connection') ?? '').toLowerCase();
        this.keepAlive = status[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
        this.head = { status: code, headers };
        this.body = this.pending.sink(this.head);
        const encoding = (headers.get('transfer-encoding') ?? '').toLowerCase();
        const length = headers.get('content-length');
        // No body whatever the headers say (RFC 9112 6.3).
        if (code === 204 || code === 304)
            this.complete();
        else if (encoding.includes('chunked'))
            this.state = 'chunk-size';
        else if (length !== undefined) {
            if (!/^\d{1,15}$/.test(length))
                throw new HttpTransportError('EPROTO', `a bad Content-Length \`${length.slice(0, 40)}\``);
            this.remaining = Number(length);
            this.state = 'length';
            if (this.remaining === 0)
                this.complete();
        }
        else {
            this.state = 'until-close';
            this.keepAlive = false;
        }
    }
    give(chunk) {
        if (chunk.length === 0)
            return;
        this.received += chunk.length;
        this.body(chunk);
    }
    complete() {
        const pending = this.pending;
        const head = this.head;
        this.pending = undefined;
        this.head = undefined;
        this.body = undefined;
        this.state = 'idle';
        this.done(this, this.keepAlive && !this.closed);
        pending.resolve(head);
    }
    fail(err) {
        const pending = this.pending;
        this.pending = undefined;
        this.destroy();
        this.done(this, false);
        pending?.reject(err);
    }
    onClose() {
        this.closed = true;
        if (!this.pending)
            return this.done(this, false);
        if (this.state === 'until-close')
            return this.complete();
        const what = this.head ? `after ${this.received} bytes of the body` : 'before an answer';
        this.fail(new HttpTransportError('ECONNRESET', `the connection closed ${what}${this.state === 'length' ? ` (${this.remaining} more were announced)` : ''}`, {
            beforeAnswer: !this.answered
        }));
    }
}
/** Keep-alive connections to one origin, at most `maxConnections` open. */
class Http1Pool {
    origin;
    options;
    idle = [];
    open = new Set();
    closed = false;
    constructor(origin, options) {
        this.origin = origin;
        this.options = options;
    }
    /**
     * GET `path` with `headers` (names and values already checked). `sink` sees the answer's
     * status and headers and returns where its body goes; resolves when the body has all come.
     */
    get(path, headers, sink) {
        if (this.closed)
            throw new Error('the connections are closed');
        let request = `GET ${path} HTTP/1.1\r\n`;
        for (const [name, value] of Object.entries(headers)) {
            if (/[\r\n]/.test(value) || /[^!#$%&'*+.^_`|~0-9A-Za-z-]/.test(name))
                throw new Error(`header ${name} cannot be sent`);
            request += `${name}: ${value}\r\n`;
        }
        request += '\r\n';
        return this.send(request, sink, false);
    }
    /**
     * Sends on an idle connection, else a new one. A kept connection the server closed while it
     * waited fails before any answer: the request then goes once more, on a new connection,
     * without counting as a retry (as browsers and Go's client do for idempotent requests).
     */
    send(request, sink, fresh) {
        let connection = fresh ? undefined : this.idle.pop();
        while (connection?.closed)
            connection = this.idle.pop();
        const reused = connection !== undefined;
        if (!connection) {
            if (this.open.size >= this.options.maxConnections)
                throw new Error(`more than ${this.options.maxConnections} requests at once`);
            connection = new Connection(this.origin, this.options.timeoutMs, (c, reusable) => this.release(c, reusable));
            this.open.add(connection);
        }
        const c = connection;
        const sent = new Promise((resolve, reject) => c.send(request, { resolve, reject, sink }));
        if (!reused)
            return sent;
        return sent.catch((err) => {
            if (err instanceof HttpTransportError && err.beforeAnswer && err.code !== 'TimeoutError' && !this.closed)
                return this.send(request, sink, true);
            throw err;
        });
    }
    /** Closes every connection, cutting the requests on them short; no request is sent after. */
    close() {
        this.closed = true;
        for (const c of this.open)
            c.destroy();
        this.open.clear();
        this.idle.length = 0;
    }
    release(connection, reusable) {
        if (reusable && !this.closed) {
            this.idle.push(connection);
            return;
        }
        connection.destroy();
        this.open.delete(connection);
        const i = this.idle.indexOf(connection);
        if (i >= 0)
            this.idle.splice(i, 1);
    }
}

;// CONCATENATED MODULE: ./src/clients/runtimes/aws/sigv4.ts

/** The SHA-256 of an empty body: a GET's `x-amz-content-sha256`, which S3 requires. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/**
 * AWS Signature Version 4 of a GET without body or query, as S3 verifies it: the path signed as
 * sent (S3 does not normalise or double-encode it), the headers host, x-amz-content-sha256,
 * x-amz-date and, with temporary credentials, x-amz-security-token. The tests hold it to the
 * SDK's signer (@smithy/signature-v4) header for header.
 *
 * Why not that signer itself: per request it clones the request, formats every header and
 * builds a new HMAC key from bytes: signing 2,000 GETs in a fresh process took 190-420 ms on
 * this 2-core machine (loaded by other work), this signer 30 ms, its key kept as a KeyObject per day.
 */
class GetSigner {
    region;
    service;
    cached;
    constructor(region, service) {
        this.region = region;
        this.service = service;
    }
    /** The headers that sign `GET path` on `host` at `now`. */
    sign(credentials, host, path, now) {
        const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
        const day = amzDate.slice(0, 8);
        const scope = `${day}/${this.region}/${this.service}/aws4_request`;
        const token = credentials.sessionToken;
        const headers = { host, 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': amzDate };
        if (token)
            headers['x-amz-security-token'] = token;
        const signedHeaders = token ? 'host;x-amz-content-sha256;x-amz-date;x-amz-security-token' : 'host;x-amz-content-sha256;x-amz-date';
        const canonical = `GET\n${path}\n\nhost:${host.trim()}\nx-amz-content-sha256:${EMPTY_SHA256}\nx-amz-date:${amzDate}\n` +
            (token ? `x-amz-security-token:${token.trim()}\n` : '') +
            `\n${signedHeaders}\n${EMPTY_SHA256}`;
        const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${(0,external_node_crypto_.hash)('sha256', canonical)}`;
        const signature = (0,external_node_crypto_.createHmac)('sha256', this.signingKey(credentials, day)).update(toSign).digest('hex');
        headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
        return headers;
    }
    signingKey(credentials, day) {
        const c = this.cached;
        if (c && c.day === day && c.accessKeyId === credentials.accessKeyId && c.secretAccessKey === credentials.secretAccessKey)
            return c.key;
        let key = (0,external_node_crypto_.createHmac)('sha256', `AWS4${credentials.secretAccessKey}`).update(day).digest();
        for (const part of [this.region, this.service, 'aws4_request'])
            key = (0,external_node_crypto_.createHmac)('sha256', key).update(part).digest();
        this.cached = { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey, day, key: (0,external_node_crypto_.createSecretKey)(key) };
        return this.cached.key;
    }
}

;// CONCATENATED MODULE: ./src/clients/runtimes/aws/s3-objects.ts





const SIGV4_SCOPE = /^AWS4-HMAC-SHA256 Credential=[^/,]+\/\d{8}\/([^/,]+)\/([^/,]+)\/aws4_request,/;
/**
 * The endpoint of a listing request the SDK signed, or undefined when it was not signed with
 * plain SigV4 (SigV4a, or an S3 Express session): such a bucket is then read through the SDK.
 */
function bucketEndpoint(request) {
    const header = (name) => Object.entries(request.headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1];
    const scope = SIGV4_SCOPE.exec(header('authorization') ?? '');
    if (!scope || header('x-amz-s3session-token') !== undefined)
        return undefined;
    if ((request.protocol !== 'http:' && request.protocol !== 'https:') || !request.hostname)
        return undefined;
    const path = request.path || '/';
    return {
        protocol: request.protocol,
        // An IPv6 address is bracketed in a URL's host, not where a socket connects.
        hostname: request.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: request.port,
        host: header('host') ?? (request.port ? `${request.hostname}:${request.port}` : request.hostname),
        basePath: path.endsWith('/') ? path : `${path}/`,
        region: scope[1],
        service: scope[2]
    };
}
/** A key in a URL path as S3 and the SDK write it: each segment percent-encoded (RFC 3986), the `/` between kept. */
function encodeKey(key) {
    // Most keys need no encoding at all; this skips splitting and rebuilding them.
    if (/^[A-Za-z0-9\-._~/]*$/.test(key))
        return key;
    return key
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/** Credentials this close to expiry are asked for again: the SDK's own margin (its providers then refresh them). */
const REFRESH_BEFORE_MS = 5 * 60_000;
/** Of an error answer, the part read: S3's XML error is a few hundred bytes. */
const ERROR_BODY_MAX = 64 * 1024;
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const RETRY_CODES = new Set(['RequestTimeout', 'SlowDown', 'Throttling', 'ThrottlingException', 'InternalError', 'ServiceUnavailable']);
/** A failure of one attempt, and whether the same GET may be tried again. */
class AttemptError extends Error {
    error;
    retryable;
    constructor(error, retryable) {
        super(error.message);
        this.error = error;
        this.retryable = retryable;
    }
}
/**
 * Reads objects by GET over a few keep-alive connections (Http1Pool), each request signed with
 * SigV4 (GetSigner) with the credentials and clock offset the client resolved. Why not
 * `GetObjectCommand`: a profile of 2,000 GETs of 100 kB on loopback spent most of the action's
 * time in the SDK's per-request stack (middleware, serde, a signer that rebuilds its HMAC key
 * per request, header handling) and Node's HTTP client under it, not in hashing. This path
 * leaves the SDK the listing, credentials and endpoint resolution, and does per object only a
 * signature, a request written to a socket and the hash of the body as it arrives.
 */
class ObjectReader {
    endpoint;
    client;
    options;
    pool;
    signer;
    credentials;
    credentialsExpire = Infinity;
    closed = false;
    pauses = new Set();
    constructor(endpoint, client, options) {
        this.endpoint = endpoint;
        this.client = client;
        this.options = options;
        const port = endpoint.port ?? (endpoint.protocol === 'https:' ? 443 : 80);
        this.pool = new Http1Pool({ protocol: endpoint.protocol, hostname: endpoint.hostname, port }, { maxConnections: options.concurrency, timeoutMs: options.timeoutMs });
        this.signer = new GetSigner(endpoint.region, endpoint.service);
    }
    /** The object's SHA-256, its bytes hashed as they arrive. */
    hash(key) {
        return this.withRetries(key, async () => {
            const hash = (0,external_node_crypto_.createHash)('sha256');
            await this.get(key, (chunk) => hash.update(chunk));
            return hash.digest('hex');
        });
    }
    /** The whole object, refused past `maxBytes` (`tooLarge` makes the error). */
    read(key, maxBytes, tooLarge) {
        return this.withRetries(key, async () => {
            const chunks = [];
            let length = 0;
            await this.get(key, (chunk) => {
                length += chunk.length;
                if (length > maxBytes)
                    throw tooLarge();
                chunks.push(Buffer.from(chunk));
            });
            return Buffer.concat(chunks);
        });
    }
    /** Stops: requests in flight fail, and none is tried again (another object failed, or the work is done). */
    close() {
        this.closed = true;
        this.pool.close();
        for (const wake of this.pauses)
            wake();
    }
    /** A back-off that `close` ends early: a failed run does not wait on another object's retry. */
    pause(ms) {
        return new Promise((resolve) => {
            const wake = () => {
                clearTimeout(timer);
                this.pauses.delete(wake);
                resolve();
            };
            const timer = setTimeout(wake, ms);
            this.pauses.add(wake);
        });
    }
    /** The client's credentials (its provider chain: keys, web identity, SSO, a role), asked for again near their expiry. */
    currentCredentials() {
        if (!this.credentials || Date.now() >= this.credentialsExpire) {
            const asked = this.client.config.credentials();
            this.credentials = asked;
            this.credentialsExpire = Infinity;
            asked.then((c) => {
                if (c.expiration)
                    this.credentialsExpire = c.expiration.getTime() - REFRESH_BEFORE_MS;
            }, () => (this.credentials = undefined));
        }
        return this.credentials;
    }
    async withRetries(key, attempt) {
        for (let tried = 0;; tried++) {
            try {
                return await attempt();
            }
            catch (err) {
                if (!(err instanceof AttemptError))
                    throw err;
                if (!err.retryable || tried >= this.options.retries || this.closed)
                    throw (0,config/* describeAwsError */.Pp)(err.error, 'S3', { NoSuchKey: 'bucket', NoSuchBucket: 'bucket' }, getObjectNeeded(this.options.bucket, key));
                // The SDK's standard back-off: full jitter, doubling from 100 ms, at most 20 s.
                await this.pause(Math.random() * Math.min(20_000, 100 * 2 ** tried));
                if (this.closed)
                    throw (0,config/* describeAwsError */.Pp)(err.error, 'S3');
            }
        }
    }
    /** One GET of `key`, each chunk of its body given to `take` as it arrives. */
    async get(key, take) {
        const { endpoint } = this;
        const path = endpoint.basePath + encodeKey(key);
        const credentials = await this.currentCredentials().catch((err) => {
            throw (0,config/* describeAwsError */.Pp)(err, 'S3');
        });
        // The SDK's correction for a clock that differs from AWS's, learnt from its own requests.
        const headers = this.signer.sign(credentials, endpoint.host, path, new Date(Date.now() + (this.client.config.systemClockOffset ?? 0)));
        const errorBody = [];
        let errorLength = 0;
        let head;
        try {
            head = await this.pool.get(path, headers, (answer) => answer.status === 200
                ? take
                : (chunk) => {
                    if (errorLength >= ERROR_BODY_MAX)
                        return;
                    errorBody.push(Buffer.from(chunk));
                    errorLength += chunk.length;
                });
        }
        catch (err) {
            if (!(err instanceof HttpTransportError))
                throw err;
            const described = err.code === 'TimeoutError'
                ? Object.assign(new Error(`object ${key}: ${err.message}`), { name: 'TimeoutError' })
                : new errors/* RuntimeError */.bu('network', `cannot read object ${key} from S3: ${err.message}`, { cause: err });
            throw new AttemptError(described, true);
        }
        if (head.status !== 200)
            throw await answerError(head.status, Buffer.concat(errorBody), key);
    }
}
/** S3's error answer as the SDK would raise it: its XML `Code` as the name, the HTTP status in `$metadata`. */
async function answerError(status, body, key) {
    let code = '';
    let message = `HTTP ${status} for object ${key}`;
    const text = body.subarray(0, ERROR_BODY_MAX).toString('utf8');
    if (text.includes('<Error')) {
        const { XMLParser } = await __webpack_require__.e(/* import() */ 2107).then(__webpack_require__.bind(__webpack_require__, 22107));
        try {
            const parsed = new XMLParser({ parseTagValue: false }).parse(text);
            if (typeof parsed.Error?.Code === 'string')
                code = parsed.Error.Code;
            if (typeof parsed.Error?.Message === 'string')
                message = `${parsed.Error.Message} (object ${key})`;
        }
        catch {
            // Not S3's error document: the status alone says what happened.
        }
    }
    const err = Object.assign(new Error(message), { name: code, $metadata: { httpStatusCode: status } });
    return new AttemptError(err, RETRY_STATUSES.has(status) || RETRY_CODES.has(code));
}
/** What reading an object needs, for the message of a GET S3 denies. */
function getObjectNeeded(bucket, key) {
    return { what: `object ${key} of bucket ${bucket}`, permission: 's3:GetObject', resource: `arn:aws:s3:::${bucket}/*` };
}

;// CONCATENATED MODULE: ./src/clients/runtimes/aws/s3.ts







/** Keys kept in memory to build the folder; past this the bucket is refused: narrow it with name patterns. */
const MAX_OBJECTS = 1_000_000;
/**
 * The bucket's content as one artifact, fingerprinted bit for bit as the reference client
 * does (one object: its SHA-256, named by its base name; several: the bucket as a folder, named
 * by the bucket), with the newest object's modification time. Where the client downloads the
 * whole bucket to disk first, each object here is read as a stream, several at a time, and
 * hashed as its bytes arrive: nothing is written, and memory holds the keys and a few
 * buffers whatever the objects' sizes. The SDK resolves credentials, region and endpoint and
 * lists the bucket; the objects are read by ObjectReader (s3-objects.ts), which says why.
 */
async function fingerprintBucket(options, selection, log) {
    const s3 = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(3711)]).then(__webpack_require__.t.bind(__webpack_require__, 53711, 19));
    const client = new s3.S3Client({ ...(0,config/* clientConfig */.yO)(options), responseChecksumValidation: 'WHEN_REQUIRED' });
    // The listing's request, as signed, tells where the objects are and the scope to sign them for.
    let endpoint;
    const capture = (next) => (args) => {
        endpoint = bucketEndpoint(args.request);
        return next(args);
    };
    client.middlewareStack.addRelativeTo(capture, { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'listingEndpointCapture' });
    // The first listing's round trip (connection, request, the answer's head): how many objects to read at once.
    let roundTripMs = NaN;
    const timer = (next) => async (args) => {
        const started = performance.now();
        const result = await next(args);
        if (Number.isNaN(roundTripMs))
            roundTripMs = performance.now() - started;
        return result;
    };
    client.middlewareStack.add(timer, { step: 'deserialize', priority: 'low', name: 'listingRoundTrip' });
    const { bucket } = selection;
    const notFound = { NoSuchBucket: 'bucket' };
    const listNeeded = { what: `bucket ${bucket}`, permission: 's3:ListBucket', resource: `arn:aws:s3:::${bucket}` };
    let objectReader;
    try {
        const tree = new BucketTree(bucket);
        let newest = -1;
        let objects = 0;
        let bytes = 0;
        let token;
        let reader;
        let hashes;
        let ignoreRead;
        for (let page = 0;; page++) {
            if (page >= config/* MAX_PAGES */.Y0)
                throw new errors/* RuntimeError */.bu('server', `S3 gave more than ${config/* MAX_PAGES */.Y0} pages of bucket ${bucket}; stopped`);
            const listed = await (0,config/* aws */.o2)('S3', () => client.send(new s3.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token })), notFound, listNeeded);
            if (!reader) {
                const concurrency = connectionsFor(roundTripMs);
                log.debug(`bucket ${bucket}: listing round trip ${roundTripMs.toFixed(0)} ms, ${concurrency} objects read at once`);
                reader = endpoint
                    ? (objectReader = new ObjectReader(endpoint, client, { timeoutMs: options.timeoutMs, retries: options.maxRetries, concurrency, bucket }))
                    : sdkObjects(client, s3, bucket, options.maxRetries);
                const objectsReader = reader;
                hashes = new ObjectHashes((key) => objectsReader.hash(key), concurrency);
            }
            for (const object of listed.Contents ?? []) {
                const key = object.Key;
                // Keys ending in `/` are the console's folder markers, as the reference client skips them.
                if (key === undefined || key.endsWith('/') || !selection.names.keeps(key))
                    continue;
                if (++objects > MAX_OBJECTS)
                    throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket} holds more than ${MAX_OBJECTS} objects to fingerprint`, 'a bucket (or, with `include-names` or `include-names-regex`, a part of one) of fewer objects');
                tree.add(key, object.Size ?? 0);
                hashes.seen(key);
                bytes += object.Size ?? 0;
                const modified = object.LastModified?.getTime() ?? 0;
                if (modified > newest)
                    newest = modified;
            }
            if (hashes.failure !== undefined)
                throw hashes.failure;
            token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
            // S3 lists keys in UTF-8 byte order, and a key that is the root's .kosli_ignore starts with `.` or `/`: once a
            // page ends past those, whether it exists is known, and the objects can be read while later pages arrive.
            const last = listed.Contents?.at(-1)?.Key;
            if (!ignoreRead && (!token || (last !== undefined && last.charCodeAt(0) > 0x2f))) {
                ignoreRead = readIgnoreFile(tree, reader, bucket, log);
                const settling = hashes;
                ignoreRead.then((lines) => settling.settle(artifacts_exclusions/* Exclusions */.O4.fromPatterns([], lines))).catch(() => { });
            }
            if (!token)
                break;
        }
        if (tree.empty)
            throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket} has no object to fingerprint${selection.names.active ? ' that the name inputs (`include-names`, `exclude-names` and their `-regex`) keep' : ''}`, 'a bucket with at least one object');
        const creationTimestamp = Math.floor(newest / 1000);
        const single = tree.singleFile();
        if (single) {
            const fingerprint = await hashes.hash(single.file.key);
            return { artifact: { digests: { [single.name]: fingerprint }, creationTimestamp }, objects, bytes };
        }
        const exclusions = artifacts_exclusions/* Exclusions */.O4.fromPatterns([], await ignoreRead);
        const entries = tree.walk(exclusions);
        const files = entries.filter((e) => e.file !== undefined);
        const fileHashes = await Promise.all(files.map((e) => hashes.hash(e.file.key)));
        const digest = (0,external_node_crypto_.createHash)('sha256');
        let next = 0;
        for (const entry of entries) {
            digest.update(entry.nameHash);
            if (entry.file)
                digest.update(fileHashes[next++]);
        }
        return { artifact: { digests: { [bucket]: digest.digest('hex') }, creationTimestamp }, objects, bytes };
    }
    finally {
        objectReader?.close();
        client.destroy();
    }
}
/** The root's .kosli_ignore's lines, or none without one. */
async function readIgnoreFile(tree, reader, bucket, log) {
    const ignore = tree.ignoreFile();
    if (!ignore)
        return [];
    const tooLarge = () => (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket}: its .kosli_ignore is ${ignore.size} bytes, more than the ${artifacts_exclusions/* IGNORE_FILE_MAX_BYTES */.zu} a list of patterns may be`);
    if (ignore.size > artifacts_exclusions/* IGNORE_FILE_MAX_BYTES */.zu)
        throw tooLarge();
    const text = await reader.read(ignore.key, artifacts_exclusions/* IGNORE_FILE_MAX_BYTES */.zu, tooLarge);
    const lines = (0,artifacts_exclusions/* parseIgnoreFile */.a0)(text.toString('utf8'));
    log.info(`bucket ${bucket}: .kosli_ignore leaves out ${lines.join(', ') || 'nothing'}`);
    return lines;
}
/** Objects read with `GetObjectCommand`: for SigV4a or S3 Express session auth, which ObjectReader does not sign. */
function sdkObjects(client, s3, bucket, retries) {
    const get = (key) => (0,config/* aws */.o2)('S3', () => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key })), { NoSuchKey: 'bucket' }, getObjectNeeded(bucket, key));
    return {
        // A stream cut short is read again, up to `retries` times.
        async hash(key) {
            for (let attempt = 0;; attempt++) {
                const response = await get(key);
                const hash = (0,external_node_crypto_.createHash)('sha256');
                let length = 0;
                try {
                    for await (const chunk of response.Body) {
                        hash.update(chunk);
                        length += chunk.length;
                    }
                    if (response.ContentLength !== undefined && length !== response.ContentLength)
                        throw new errors/* RuntimeError */.bu('network', `object ${key}: ${length} of ${response.ContentLength} bytes arrived`);
                    return hash.digest('hex');
                }
                catch (err) {
                    ;
                    response.Body?.destroy?.();
                    if (attempt >= retries)
                        throw (0,config/* describeAwsError */.Pp)(err, 'S3', {}, getObjectNeeded(bucket, key));
                }
            }
        },
        async read(key, maxBytes, tooLarge) {
            const response = await get(key);
            const chunks = [];
            let length = 0;
            for await (const chunk of response.Body) {
                length += chunk.length;
                if (length > maxBytes) {
                    ;
                    response.Body.destroy();
                    throw tooLarge();
                }
                chunks.push(chunk);
            }
            return Buffer.concat(chunks);
        }
    };
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