exports.id = 9581;
exports.ids = [9581,9051];
exports.modules = {

/***/ 59581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ServiceClient: () => (/* binding */ ServiceClient)
});

// UNUSED EXPORTS: MAX_RESPONSE_OUTPUT, RequestShapeError

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: ./src/vendor/http-client-on-demand.ts
var http_client_on_demand = __webpack_require__(42396);
// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var service_endpoint = __webpack_require__(31599);
// EXTERNAL MODULE: ./src/clients/service/failure.ts
var failure = __webpack_require__(50730);
;// CONCATENATED MODULE: ./src/clients/service/multipart.ts
/**
 * A boundary found in no part, so no content can end a part early. Drawn from Math.random, not
 * crypto (3-5 ms to load, before the request): unpredictability buys nothing once the content
 * is checked, and with 104 random bits a second draw is never needed in practice.
 */
function boundaryFor(parts) {
    const draw = () => Math.random().toString(16).slice(2, 15).padEnd(13, '0');
    for (;;) {
        const boundary = `----evidence-action-${draw()}${draw()}`;
        if (!parts.some((part) => part.content.includes(boundary)))
            return boundary;
    }
}
/** `multipart/form-data` as RFC 7578 has it; file bytes go in as they are. */
function encodeMultipart(parts, boundary = boundaryFor(parts)) {
    const chunks = [];
    for (const part of parts) {
        const filename = part.filename === undefined ? '' : `; filename="${part.filename.replace(/["\r\n\\]/g, '_')}"`;
        let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n`;
        if (part.contentType)
            head += `Content-Type: ${part.contentType}\r\n`;
        chunks.push(Buffer.from(`${head}\r\n`), typeof part.content === 'string' ? Buffer.from(part.content) : part.content, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(25512);
// EXTERNAL MODULE: ./src/http/redact.ts
var redact = __webpack_require__(36715);
// EXTERNAL MODULE: ./src/clients/service/request.ts
var service_request = __webpack_require__(4029);
;// CONCATENATED MODULE: ./src/clients/service/retry.ts
/** Statuses that say "not now" rather than "not this request". */
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Statuses that prove the service did not act on the request, so even a POST may repeat. */
const UNPROCESSED_STATUSES = new Set([429, 503]);
/** Errors raised before a connection existed: nothing reached the service. */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
/** A `Retry-After` longer than this is cut to it: a job should not idle for an hour. */
const RETRY_AFTER_CAP_MS = 60_000;
/** Whether another attempt is safe: idempotent requests broadly, the others only when unprocessed. */
function isRetryable(safety, outcome) {
    if (outcome.kind === 'status') {
        if (safety === 'when-unprocessed')
            return UNPROCESSED_STATUSES.has(outcome.status);
        return RETRYABLE_STATUSES.has(outcome.status);
    }
    // A timed-out or reset request may have been processed; only a refused connection proves not.
    if (safety === 'when-unprocessed')
        return !outcome.timedOut && outcome.code !== undefined && NOT_CONNECTED_CODES.has(outcome.code);
    return true;
}
/** Full-jitter exponential backoff, unless the service named its own delay. */
function retryDelayMs(retry, retryAfter, random, now = Date.now()) {
    const asked = parseRetryAfter(retryAfter, now);
    if (asked !== undefined)
        return Math.min(asked, RETRY_AFTER_CAP_MS);
    const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (retry - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
/** `Retry-After` is either delta-seconds or an HTTP date. */
function parseRetryAfter(value, now) {
    if (value === undefined || value.trim() === '')
        return undefined;
    const v = value.trim();
    if (/^\d+$/.test(v))
        return Number(v) * 1000;
    const date = Date.parse(v);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}

// EXTERNAL MODULE: ./src/http/bounded-body.ts
var bounded_body = __webpack_require__(35242);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(28902);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
// EXTERNAL MODULE: ./src/clients/service/validate.ts + 1 modules
var validate = __webpack_require__(64110);
// EXTERNAL MODULE: ./src/clients/service/prebuilt-checks.ts
var prebuilt_checks = __webpack_require__(89051);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/clients/service/advice.ts
var advice = __webpack_require__(52958);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
;// CONCATENATED MODULE: ./src/clients/service/open-ahead.ts

/**
 * How long a connection opened ahead waits for its request. Servers close a connection that
 * sends nothing after a while (Node's own after 60 s, some after a few, answering 408 first):
 * an older one is dropped rather than risked, and the request connects afresh.
 */
const MAX_AHEAD_MS = 3000;
/** Agents whose connection opened ahead was closed by the server, unanswered, after it was given to a request. */
const closedEarly = new WeakSet();
/**
 * Opens one connection to `url` through `agent` before the first request needs it: the TCP (and
 * TLS) handshake, one or two round trips to the service, then happens while the step still
 * waits on something else (git, GitHub, the evidence). The agent gets it when it next asks for a
 * connection to the same host, port and server name, if it is younger than MAX_AHEAD_MS and the
 * server has said nothing on it; otherwise it is dropped for a new one. Nothing is sent on it but
 * the TLS handshake, and it holds no step open: unused, it ends with the step.
 */
function openAhead(agent, url, maxAgeMs = MAX_AHEAD_MS) {
    const secure = url.protocol === 'https:';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = url.port ? Number(url.port) : secure ? 443 : 80;
    // The server name the agent gives TLS for this host (none for an IP address).
    const servername = secure ? (external_node_net_default().isIP(host) ? '' : host) : undefined;
    const own = agent;
    const create = own.createConnection;
    const options = { ...own.options, host, port, ...(servername !== undefined && { servername }) };
    // The agent's key for it, under which an https agent keeps the TLS session for later connections.
    options._agentKey = own.getName(options);
    let held;
    try {
        held = create.call(agent, options);
    }
    catch {
        return;
    }
    if (!held)
        return;
    const socket = held;
    // A failure here is the request's to meet on a connection of its own.
    socket.on('error', () => { });
    // Each address tried (IPv6, then IPv4) is a new handle, held open again unless told not to.
    const unref = () => held && socket.unref();
    unref();
    socket.on('connectionAttempt', unref);
    socket.on('connect', unref);
    const expiry = setTimeout(() => {
        held = undefined;
        socket.destroy();
    }, maxAgeMs);
    expiry.unref();
    own.createConnection = function (wanted, callback) {
        own.createConnection = create;
        clearTimeout(expiry);
        const given = held;
        held = undefined;
        const same = wanted.host === host && Number(wanted.port) === port && (!secure || (wanted.servername || '') === servername);
        // Bytes the server sent unasked (a 408 before it closes) or its end mean it is done with it.
        if (given && same && !given.destroyed && given.writable && !given.readableEnded && given.readableLength === 0) {
            given.ref();
            // The server closing it before it answered a byte means it never read the request.
            const answered = given.bytesRead;
            const unanswered = () => given.bytesRead === answered && closedEarly.add(agent);
            given.once('end', unanswered);
            given.once('error', unanswered);
            return given;
        }
        given?.destroy();
        return create.call(this, wanted, callback);
    };
}
/**
 * Whether a request that failed before any answer did so because the connection opened ahead
 * had been closed by the server (its idle limit) as the request went out: the server never read
 * the request, so it is sent again on a new connection, as for any reused connection.
 */
function closedUnderRequest(agent, error) {
    return typeof agent === 'object' && closedEarly.delete(agent) && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

;// CONCATENATED MODULE: ./src/clients/service/client.ts



















/**
 * The `response` output holds an answer up to this size; a larger one is left out (with a
 * warning) rather than written whole into GITHUB_OUTPUT, where every later step would load it.
 */
const MAX_RESPONSE_OUTPUT = 1024 * 1024;
/** An answer nested deeper than this is no answer of the service, and would overflow recursive checks. */
const MAX_ANSWER_DEPTH = 256;
/** Service answers larger than this are refused rather than buffered without end. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
/** A failed download's error body is read up to this size, for its message. */
const MAX_ERROR_BYTES = 1024 * 1024;
/** An answer past the limit: a verdict about this request, not a fault to retry. */
class AnswerTooLarge extends Error {
}
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/**
 * The one way to the service: it calls catalogue entries, never hand-built paths. It checks
 * the request against the entry before anything leaves, then handles base URL, auth,
 * timeouts, retries and the service's own error messages. The key never leaves this class
 * except in the Authorization header, and only to the configured base URL's origin.
 */
class ServiceClient {
    options;
    last;
    origin;
    /** How requests leave, settled at the first: see `requestInfo`. */
    routing;
    redact;
    whileWaiting;
    /** A request has gone out (or is on its way): no connection is opened ahead after it. */
    requested = false;
    constructor(options) {
        this.options = options;
        this.whileWaiting = options.whileWaiting;
        this.origin = new URL(options.baseUrl).origin;
        this.redact = (0,redact/* redactor */.$)([options.apiKey]);
    }
    get baseUrl() {
        return this.options.baseUrl;
    }
    /** Checks a request against its catalogue entry and encodes it as it will be sent. */
    async encode(endpoint, params, body) {
        const pathParams = {};
        const query = {};
        const given = params;
        for (const [name, value] of Object.entries(given)) {
            if (name in endpoint.params)
                pathParams[name] = value;
            else
                query[name] = value;
        }
        await (0,prebuilt_checks.loadEndpointChecks)(endpoint);
        const problems = await (0,validate/* requestProblems */.iN)(endpoint, pathParams, query, body);
        if (problems.length > 0) {
            throw new RequestShapeError(`${endpoint.method} ${endpoint.path}: the request does not match what the service accepts: ${(0,validate/* problemText */.fI)(problems)}`);
        }
        const encoded = {
            endpoint: endpoint.id,
            method: endpoint.method,
            path: (0,service_endpoint/* expandPath */.aD)(endpoint, pathParams) + (0,service_endpoint/* encodeQuery */.XX)(query),
            retry: endpoint.retry
        };
        if (endpoint.body?.type === 'json') {
            encoded.contentType = 'application/json';
            encoded.body = Buffer.from(JSON.stringify(body));
        }
        else if (endpoint.body?.type === 'multipart') {
            const parts = multipartParts(body);
            const multipart = encodeMultipart(parts);
            encoded.contentType = multipart.contentType;
            encoded.body = multipart.body;
            encoded.parts = parts;
        }
        return encoded;
    }
    /**
     * Calls an endpoint of the catalogue and returns its parsed answer. With `reads`, the
     * operation draws a conclusion from the answer: an answer that is empty, not JSON, or not of
     * the endpoint's published shape is then a `server` error, never read as "nothing found".
     */
    async call(endpoint, params, body, options = {}) {
        const request = await this.encode(endpoint, params, body);
        const result = await this.send(request, options.maxAnswerBytes);
        if (result.dryRun)
            return result;
        if (result.data === undefined) {
            if (options.reads)
                throw this.unreadable(request, result, describeUnreadable(result.text));
            return result;
        }
        const wrong = options.reads?.(result.data);
        if (wrong)
            throw this.unreadable(request, result, wrong);
        const problems = await (0,validate/* responseProblems */.AA)(endpoint, result.status, result.data);
        // The live service may answer more or less than its document says; say so for whoever debugs.
        if (problems.length > 0)
            this.options.log.debug(`${endpoint.method} ${endpoint.path}: the answer differs from the published shape: ${(0,validate/* problemText */.fI)(problems)}`);
        return result;
    }
    /** A sentence of advice, with its leading space, or nothing. */
    advice(topic) {
        const text = (this.options.advise ?? advice/* NO_ADVICE */.v)(topic);
        return text ? ` ${text}` : '';
    }
    unreadable(request, result, why) {
        return new failure/* ServiceError */._7('server', `${request.method} ${request.path}: the service answered HTTP ${result.status}, but not with an answer this action can read: ${why}. Nothing was concluded from it.${this.advice('foreign-answer')}`, { request, attempts: 1, status: result.status });
    }
    /** Sends an encoded request (a call, or a saved one being replayed). */
    async send(request, maxAnswerBytes = MAX_RESPONSE_BYTES) {
        const url = this.options.baseUrl + request.path;
        if (this.options.dryRun) {
            this.printDryRun(url, request);
            this.last = { method: request.method, url, dryRun: true };
            return { status: 0, text: '', dryRun: true };
        }
        if (!this.options.apiKey)
            throw new failure/* MissingApiKeyError */.gO(`${request.method} ${request.path}`);
        const { maxRetries, log } = this.options;
        const random = this.options.random ?? Math.random;
        const settled = await (0,retry/* withRetries */.L)((attempt) => {
            this.last = { method: request.method, url, dryRun: false };
            log.debug(`${request.method} ${url} (attempt ${attempt} of ${maxRetries + 1})`);
            return this.attempt(url, request, Math.min(maxAnswerBytes, MAX_RESPONSE_BYTES));
        }, {
            maxRetries,
            transient: (o) => isRetryable(request.retry, o instanceof transport_error/* TransportError */.w ? { kind: 'error', code: o.code, timedOut: o.timedOut } : { kind: 'status', status: o.status, retryAfter: o.retryAfter }),
            delayMs: (retry, o) => retryDelayMs(retry, o instanceof transport_error/* TransportError */.w ? undefined : o.retryAfter, random),
            onRetry: (o, delay, attempt) => {
                const why = o instanceof transport_error/* TransportError */.w ? (o.timedOut ? 'a timeout' : `a network error (${o.code ?? 'unknown'})`) : `HTTP ${o.status}`;
                log.info(`${request.method} ${request.path}: attempt ${attempt} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`);
            },
            sleep: this.options.sleep
        });
        const { outcome, attempts } = settled;
        if (outcome instanceof transport_error/* TransportError */.w)
            throw (0,failure/* transportFailure */.qO)(request, attempts, outcome.timedOut, this.options.timeoutSeconds, outcome.cause ?? outcome, this.options.advise);
        if (outcome.status >= 200 && outcome.status < 300)
            return { status: outcome.status, text: outcome.text, data: outcome.data, dryRun: false };
        throw (0,failure/* statusFailure */.FP)(request, outcome.status, outcome.text, outcome.contentType, attempts, this.options.advise);
    }
    /** The answer as the `response` output gives it: whole up to MAX_RESPONSE_OUTPUT, else left out with a warning. */
    responseOutput(request, text) {
        if (text.length <= MAX_RESPONSE_OUTPUT / 4 || Buffer.byteLength(text) <= MAX_RESPONSE_OUTPUT)
            return text;
        this.options.log.warning(`${request.method} ${request.path}: the answer is ${(0,util_text/* formatBytes */.z3)(Buffer.byteLength(text))}, more than the ${(0,util_text/* formatBytes */.z3)(MAX_RESPONSE_OUTPUT)} the \`response\` output holds; that output is left empty.`);
        return '';
    }
    /**
     * The answer's text and, when it is JSON, its value, both without the key: the text is redacted
     * as sent, then the decoded value too (a key written with `\uXXXX` escapes shows only there).
     * When the decoded value held the key, the text becomes the redacted value re-encoded.
     */
    readAnswer(raw) {
        const text = this.redact(raw);
        const parsed = parseJson(text);
        if (parsed === undefined) {
            // Not JSON: escapes a JSON encoder would write can still spell the key.
            if (!text.includes('\\'))
                return { text };
            const decoded = unescapeJson(text);
            const safe = this.redact(decoded);
            return { text: safe === decoded ? text : safe };
        }
        const { value, changed } = (0,redact/* redactValue */.F)(parsed, this.redact);
        return changed ? { text: JSON.stringify(value), data: value } : { text, data: value };
    }
    authorization() {
        const { apiKey = '', authScheme } = this.options;
        return authScheme === 'basic' ? `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}` : `Bearer ${apiKey}`;
    }
    /**
     * Opens the connection the first request will take, for a step to call while it still waits on
     * other work: the handshake's round trips are then off the step's path. Not for a dry run, a
     * missing key (nothing will be sent) or a proxy (the toolkit's tunnel connects).
     */
    async connectAhead() {
        const { baseUrl, dryRun, apiKey } = this.options;
        if (dryRun || !apiKey || this.requested)
            return;
        const { agentFor, direct } = await (this.routing ??= route(baseUrl));
        // A request that went out meanwhile has its connection: another would go unused.
        if (direct && !this.requested)
            openAhead(agentFor(baseUrl), new URL(baseUrl));
    }
    /** Runs `whileWaiting` once, after the request's own work on the main thread (connecting, writing). */
    waiting() {
        const work = this.whileWaiting;
        this.whileWaiting = undefined;
        if (work)
            setImmediate(work);
    }
    async attempt(url, request, maxAnswerBytes) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000);
        try {
            const message = await this.open(url, request, controller.signal, maxAnswerBytes);
            const status = message.statusCode ?? 0;
            const body = (await (0,bounded_body/* readBoundedBody */.c)(message, controller.signal, maxAnswerBytes, () => new AnswerTooLarge())).toString('utf8');
            const { text, data } = this.readAnswer(body);
            Object.assign(this.last ?? {}, { status, text: this.responseOutput(request, text) });
            return { status, text, data, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] };
        }
        catch (error) {
            throw this.attemptFailure(request, error, controller.signal, maxAnswerBytes);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /**
     * What ends an attempt that threw: a refused redirect or an oversized answer as they are (a
     * verdict, never retried), anything else as a TransportError, which may be tried again.
     */
    attemptFailure(request, error, signal, maxAnswerBytes) {
        if (error instanceof failure/* ServiceError */._7)
            return error;
        if (error instanceof AnswerTooLarge || (downloads && error instanceof downloads.DownloadTooLarge))
            return new failure/* ServiceError */._7('server', `${request.method} ${request.path}: the service's answer is larger than ${(0,util_text/* formatBytes */.z3)(maxAnswerBytes)}; refused rather than read whole: this is not an answer the service gives.${this.advice('foreign-answer')}`, { request, attempts: 1 });
        return new transport_error/* TransportError */.w(error?.message ?? String(error), {
            code: error?.code,
            timedOut: signal.aborted,
            origin: this.origin,
            cause: error
        });
    }
    /**
     * Sends the request and follows redirects within the configured origin; the answer's body is
     * left unread for the caller. A redirect elsewhere is refused, so the key stays with its service.
     */
    async open(url, request, signal, maxAnswerBytes, accept) {
        let target = url;
        for (let redirects = 0;; redirects++) {
            const sent = sendRaw(await this.requestInfo(target, request, signal, accept), request.body);
            this.waiting();
            const message = await sent;
            const status = message.statusCode ?? 0;
            if (!REDIRECT_STATUSES.has(status) || !message.headers.location)
                return message;
            // A redirect's own body is read and dropped, bounded as any answer is.
            await (0,bounded_body/* readBoundedBody */.c)(message, signal, maxAnswerBytes, () => new AnswerTooLarge());
            const next = new URL(message.headers.location, target);
            // The key goes only where the user pointed it: another origin never sees it.
            if (next.origin !== this.origin) {
                throw new failure/* ServiceError */._7('network', `${request.method} ${request.path}: the service redirected to ${next.origin}, a different host than \`${this.origin}\`; refused so the API key is not sent there.${this.advice('other-host')}`, { request, attempts: 1, status });
            }
            if (redirects >= MAX_REDIRECTS)
                throw new failure/* ServiceError */._7('network', `${request.method} ${request.path}: more than ${MAX_REDIRECTS} redirects`, { request, attempts: 1, status });
            target = next.href;
        }
    }
    /**
     * Calls an endpoint whose answer is a file (an audit package), saving it to `file` as it
     * arrives: it is never held in memory, whatever its size. Checked, authorised, retried and
     * redirected as `call` is; `timeout-seconds` bounds the wait for the answer and every silence
     * within it, so a large file that keeps arriving is not cut off, and a stalled one is.
     */
    async download(endpoint, params, file, options) {
        const request = await this.encode(endpoint, params);
        const url = this.options.baseUrl + request.path;
        if (this.options.dryRun) {
            this.printDryRun(url, request);
            this.last = { method: request.method, url, dryRun: true };
            return { status: 0, bytes: 0, dryRun: true };
        }
        if (!this.options.apiKey)
            throw new failure/* MissingApiKeyError */.gO(`${request.method} ${request.path}`);
        const { maxRetries, log } = this.options;
        const random = this.options.random ?? Math.random;
        const settled = await (0,retry/* withRetries */.L)((attempt) => {
            this.last = { method: request.method, url, dryRun: false };
            log.debug(`${request.method} ${url} (attempt ${attempt} of ${maxRetries + 1})`);
            return this.downloadAttempt(url, request, file, options);
        }, {
            maxRetries,
            transient: (o) => isRetryable(request.retry, o instanceof transport_error/* TransportError */.w ? { kind: 'error', code: o.code, timedOut: o.timedOut } : { kind: 'status', status: o.status, retryAfter: o.retryAfter }),
            delayMs: (retry, o) => retryDelayMs(retry, o instanceof transport_error/* TransportError */.w ? undefined : o.retryAfter, random),
            onRetry: (o, delay, attempt) => {
                const why = o instanceof transport_error/* TransportError */.w ? (o.timedOut ? 'a timeout' : `a network error (${o.code ?? 'unknown'})`) : `HTTP ${o.status}`;
                log.info(`${request.method} ${request.path}: attempt ${attempt} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`);
            },
            sleep: this.options.sleep
        });
        const { outcome, attempts } = settled;
        if (outcome instanceof transport_error/* TransportError */.w)
            throw (0,failure/* transportFailure */.qO)(request, attempts, outcome.timedOut, this.options.timeoutSeconds, outcome.cause ?? outcome, this.options.advise);
        if (outcome.status >= 200 && outcome.status < 300)
            return { status: outcome.status, bytes: outcome.bytes ?? 0, dryRun: false };
        throw (0,failure/* statusFailure */.FP)(request, outcome.status, outcome.text, outcome.contentType, attempts, this.options.advise);
    }
    /** One try of a download: a 2xx answer saved to the file, or another answer's text for its message. */
    async downloadAttempt(url, request, file, options) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000);
        let limit = MAX_ERROR_BYTES;
        try {
            const message = await this.open(url, request, controller.signal, MAX_ERROR_BYTES, options.accept);
            const status = message.statusCode ?? 0;
            const answer = { status, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] };
            if (status >= 200 && status < 300) {
                limit = options.maxBytes;
                downloads ??= await __webpack_require__.e(/* import() */ 8798).then(__webpack_require__.bind(__webpack_require__, 28798));
                // The deadline restarts with every chunk: it bounds silence, not the whole transfer.
                const bytes = await downloads.saveAnswer(message, file, { signal: controller.signal, maxBytes: options.maxBytes, onProgress: () => timer.refresh() });
                Object.assign(this.last ?? {}, { status, text: '' });
                return { ...answer, text: '', bytes };
            }
            const { text } = this.readAnswer((await (0,bounded_body/* readBoundedBody */.c)(message, controller.signal, MAX_ERROR_BYTES, () => new AnswerTooLarge())).toString('utf8'));
            Object.assign(this.last ?? {}, { status, text: this.responseOutput(request, text) });
            return { ...answer, text };
        }
        catch (error) {
            throw this.attemptFailure(request, error, controller.signal, limit);
        }
        finally {
            clearTimeout(timer);
        }
    }
    /**
     * The request, with our deadline's abort signal. A proxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY)
     * is honoured by the toolkit's agent; without one, Node's own agent is what the toolkit would
     * give, so the toolkit (and TLS, for an http:// service) is loaded only when a proxy applies.
     */
    async requestInfo(target, request, signal, accept) {
        this.requested = true;
        const parsedUrl = new URL(target);
        const secure = parsedUrl.protocol === 'https:';
        const { httpModule, agentFor } = await (this.routing ??= route(target));
        const headers = { ...(0,service_request/* wireHeaders */.w)(request), ...(accept && { accept }), authorization: this.authorization() };
        if (request.body)
            headers['content-length'] = request.body.length;
        return {
            httpModule,
            options: {
                host: parsedUrl.hostname.replace(/^\[|\]$/g, ''),
                port: parsedUrl.port ? Number(parsedUrl.port) : secure ? 443 : 80,
                path: parsedUrl.pathname + parsedUrl.search,
                method: request.method,
                headers,
                agent: agentFor(target),
                signal,
                timeout: this.options.timeoutSeconds * 1000
            }
        };
    }
    printDryRun(url, request) {
        const scheme = this.options.authScheme === 'basic' ? 'Basic' : 'Bearer';
        const lines = [`[dry-run] ${request.method} ${url}`, `Authorization: ${scheme} ***`];
        if (request.contentType)
            lines.push(`Content-Type: ${request.contentType}`);
        if (request.body !== undefined)
            lines.push('', prettyBody(request));
        this.options.log.info(lines.join('\n'));
    }
}
/** The file writer of `download`, loaded by the first download: a call never needs it. */
let downloads;
/** The toolkit's own agent options: no keep-alive, sockets as many as Node's global agent allows. */
const AGENT_OPTIONS = { keepAlive: false, maxSockets: (external_node_http_default()).globalAgent.maxSockets };
async function route(target) {
    const secure = target.startsWith('https:');
    const httpModule = secure ? (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23))).default : (external_node_http_default());
    if ((0,http_client_on_demand.getProxyUrl)(target) === '') {
        const agent = secure ? new (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23))).Agent(AGENT_OPTIONS) : new (external_node_http_default()).Agent(AGENT_OPTIONS);
        return { httpModule, agentFor: () => agent, direct: true };
    }
    const toolkit = new http_client_on_demand.HttpClient(version/* USER_AGENT */._, [], { allowRedirects: false, allowRetries: false, keepAlive: false });
    return { httpModule, agentFor: (target) => toolkit.getAgent(target), direct: false };
}
/**
 * One request and its answer's head, as the toolkit's `requestRaw` makes it: a socket idle for
 * three minutes ends the request (the caller's deadline usually comes first).
 */
function sendRaw(raw, body) {
    const { httpModule, options } = raw;
    return new Promise((resolve, reject) => {
        let settled = false;
        const settle = (error, message) => {
            if (settled)
                return;
            settled = true;
            if (error)
                reject(error);
            else
                resolve(message);
        };
        const req = httpModule.request(options, (message) => settle(undefined, message));
        let socket;
        req.on('socket', (s) => (socket = s));
        req.setTimeout(3 * 60000, () => {
            socket?.end();
            settle(new Error(`Request timeout: ${options.path}`));
        });
        req.on('error', (error) => {
            if (!settled && closedUnderRequest(options.agent, error)) {
                settled = true;
                sendRaw(raw, body).then(resolve, reject);
            }
            else
                settle(error);
        });
        req.end(body);
    });
}
/** The parts of a multipart body: JSON documents as text, then the files. */
function multipartParts(body) {
    const parts = [];
    for (const [name, value] of Object.entries(body)) {
        if (value === undefined || value === null)
            continue;
        // As the reference client sends them: JSON parts bare, files as octet streams under their base name.
        if ((0,validate/* isFilePart */.EQ)(value))
            parts.push({ name, filename: value.filename, contentType: 'application/octet-stream', content: value.content });
        else
            parts.push({ name, content: JSON.stringify(value) });
    }
    return parts;
}
/** A dry run shows JSON pretty, and of a multipart body its parts, files by name and size. */
function prettyBody(request) {
    if (request.parts) {
        return request.parts
            .map((p) => p.filename !== undefined ? `[part ${p.name}: file ${p.filename}, ${p.content.length} bytes]` : `[part ${p.name}]\n${pretty(String(p.content))}`)
            .join('\n');
    }
    return request.contentType === 'application/json' && request.body ? pretty(request.body.toString('utf8')) : (request.body?.toString('utf8') ?? '');
}
function pretty(text) {
    try {
        return JSON.stringify(JSON.parse(text), null, 2);
    }
    catch {
        return text;
    }
}
function parseJson(text) {
    if (text.trim() === '' || (0,json_depth/* jsonDepth */.Q)(text) > MAX_ANSWER_DEPTH)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** Text with the escapes JSON allows (`\uXXXX`, `\/`, ...) decoded, to look for the key in it. */
function unescapeJson(text) {
    return text.replace(/\\(?:u([0-9a-fA-F]{4})|(["\\/bfnrt]))/g, (_, hex, ch) => hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' }[ch] ?? ch));
}
/** Why a 2xx answer cannot be read, in a few words: empty, an HTML page, not JSON. */
function describeUnreadable(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return 'it is empty';
    if (/^<(!doctype|html)/i.test(trimmed)) {
        const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed.slice(0, 4096))?.[1]?.trim();
        return `it is an HTML page${title ? ` titled "${title.slice(0, 80)}"` : ''}, not JSON`;
    }
    if ((0,json_depth/* jsonDepth */.Q)(text) > MAX_ANSWER_DEPTH)
        return `it nests deeper than ${MAX_ANSWER_DEPTH} levels`;
    return `it is not JSON (${Buffer.byteLength(text)} bytes starting \`${trimmed.slice(0, 40).replace(/\s+/g, ' ')}\`)`;
}
/** A request that does not match its endpoint, found before anything was sent. */
class RequestShapeError extends errors/* LibraryError */.oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'RequestShapeError';
    }
}


/***/ }),

/***/ 31599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
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

/***/ 89051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ loadPrebuiltChecks),
/* harmony export */   loadEndpointChecks: () => (/* binding */ loadEndpointChecks)
/* harmony export */ });
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64110);

/**
 * Loads the checks `npm run build` compiled for a group of schemas (scripts/compile-checks.ts
 * writes one module per endpoint into ./catalogue/compiled/, which the bundle splits into a
 * chunk each): compiling them with Ajv at run time was most of a service step's cost. Where
 * they are absent (the sources run as they are), Ajv compiles them at first use, as before;
 * the checks are the same either way. Resolves whether they were found.
 */
async function loadPrebuiltChecks(group, schemas) {
    let compiled;
    try {
        const module = (await __webpack_require__(31793)(`./${group}.cjs`));
        compiled = module.default;
    }
    catch {
        return false;
    }
    for (const [where, schema] of Object.entries(schemas)) {
        const validate = compiled[where];
        if (validate)
            (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .usePrebuiltCheck */ .JU)(schema, validate);
    }
    return true;
}
const loaded = new Map();
/** An endpoint's request and answer checks, loaded once per run. */
function loadEndpointChecks(endpoint) {
    let done = loaded.get(endpoint.id);
    if (!done)
        loaded.set(endpoint.id, (done = loadPrebuiltChecks(endpoint.id, (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .endpointSchemas */ .yk)(endpoint))));
    return done;
}


/***/ }),

/***/ 4029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wireHeaders)
/* harmony export */ });
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76092);

/** Every header a request carries but `Authorization`: what is sent, and what a spool file keeps. */
function wireHeaders(request) {
    return { 'user-agent': _util_version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._, accept: 'application/json', ...(request.contentType && { 'content-type': request.contentType }) };
}


/***/ }),

/***/ 64110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yk: () => (/* binding */ endpointSchemas),
  EQ: () => (/* binding */ isFilePart),
  AG: () => (/* binding */ loadValidation),
  fI: () => (/* binding */ problemText),
  iN: () => (/* binding */ requestProblems),
  AA: () => (/* binding */ responseProblems),
  SZ: () => (/* binding */ schemaProblemsNow),
  JU: () => (/* binding */ usePrebuiltCheck)
});

// UNUSED EXPORTS: AJV_OPTIONS, MAX_REPORTED_PROBLEMS, publishedSchema, requestProblemsNow, schemaProblems

// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var service_endpoint = __webpack_require__(31599);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/patches.ts
/**
 * Where the published document is narrower than the service as its reference client uses it.
 * Each patch is applied to the document's component before anything validates against it, and
 * the entries that use it say so in their `deviation`.
 */
const COMPONENT_PATCHES = {
    // The document types `attestation_data` as JSON text; the reference client sends the JSON
    // value itself, which the service takes. Either is accepted; the action sends the value.
    CustomAttestationPostInput: (schema) => ({
        ...schema,
        properties: { ...schema.properties, attestation_data: {} }
    }),
    // `kosli attest pullrequest` sends each pull request's `base_ref`; the document's
    // FoundPullRequestV2 is closed and lacks it.
    FoundPullRequestV2: (schema) => ({
        ...schema,
        properties: { ...schema.properties, base_ref: { anyOf: [{ type: 'string' }, { type: 'null' }] } }
    }),
    // `kosli create attestation-type --summary NAME=EXPR` sends `summary`; the document's
    // CustomAttestationTypePostInput is closed and lacks it.
    CustomAttestationTypePostInput: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            summary: {
                anyOf: [
                    {
                        type: 'array',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['name', 'expression'],
                            properties: { name: { type: 'string', minLength: 1 }, expression: { type: 'string', minLength: 1 } }
                        }
                    },
                    { type: 'null' }
                ]
            }
        }
    }),
    // The live service answers `flows` as a list (an artifact can be in several flows; the
    // reference client reads a list since October 2025); the document still types one object.
    AssertArtifactResponse: (schema) => ({
        ...schema,
        properties: {
            ...schema.properties,
            flows: {
                anyOf: [
                    { $ref: '#/components/schemas/AssertArtifactFlowResponse' },
                    { type: 'array', items: { $ref: '#/components/schemas/AssertArtifactFlowResponse' } },
                    { type: 'null' }
                ]
            }
        }
    }),
    // `kosli attest snyk` leaves `lines` out of a location without a region (a container or
    // dependency finding may have none); the document requires it.
    IssueLocation: (schema) => ({ ...schema, required: ['uri'] }),
    // The spec: `visibility` is not required when creating a flow (new flows are private), and
    // `kosli create flow --template-file` sends none; the document requires it.
    CreateFlow: (schema) => ({ ...schema, required: ['name', 'description'] })
};
function patchComponents(components) {
    const patched = { ...components };
    for (const [name, patch] of Object.entries(COMPONENT_PATCHES))
        patched[name] = patch(components[name]);
    return patched;
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/clients/service/validate.ts



/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
const MAX_REPORTED_PROBLEMS = 20;
/** How every check is compiled: at run time here, and at build time by scripts/compile-checks.ts, alike. */
const AJV_OPTIONS = { strict: false, logger: false, validateFormats: false };
/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines;
let loading;
/** Every-problem checks compiled by the build (./compiled-checks.ts loads them), by the schema they check. */
const prebuilt = new WeakMap();
function usePrebuiltCheck(schema, validate) {
    prebuilt.set(schema, validate);
}
/** The published document's components as the catalogue patches them: what `published#/...` names. */
function publishedSchema(components) {
    return { $id: 'published', components: { schemas: patchComponents(components) } };
}
/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only, and
 * only when the build did not compile its checks: a run that sends nothing never pays for
 * them; the sandbox loads them once, at start.
 */
function loadValidation() {
    loading ??= (async () => {
        const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23)),
            __webpack_require__.e(/* import() */ 8219).then(__webpack_require__.t.bind(__webpack_require__, 18219, 19))
        ]);
        const engine = (allErrors) => {
            const ajv = new Ajv2020.default({ ...AJV_OPTIONS, allErrors });
            ajv.addSchema(publishedSchema(components));
            return { compile: (schema) => ajv.compile(schema), compiled: new WeakMap() };
        };
        engines = { thorough: engine(true), quick: engine(false) };
    })();
    return loading;
}
/**
 * An endpoint's schemas by where they apply (`body`, `part.<name>`, `query.<name>`,
 * `response.<status>`): what the build compiles for it, under these names.
 */
function endpointSchemas(endpoint) {
    const schemas = {};
    for (const [name, rule] of Object.entries(endpoint.query))
        schemas[`query.${name}`] = rule.schema;
    if (endpoint.body?.type === 'json')
        schemas.body = endpoint.body.schema;
    if (endpoint.body?.type === 'multipart')
        for (const [name, part] of Object.entries(endpoint.body.parts))
            if (part.kind === 'json')
                schemas[`part.${name}`] = part.schema;
    for (const [status, schema] of Object.entries(endpoint.responses))
        if (schema)
            schemas[`response.${status}`] = schema;
    return schemas;
}
/** Ajv is needed unless the build compiled every one of these schemas. */
function loadUnlessPrebuilt(schemas) {
    return schemas.every((schema) => prebuilt.has(schema)) ? undefined : loadValidation();
}
function problemText(problems) {
    return problems.map((p) => `${p.where} ${p.message}`).join('; ');
}
/** A name or path from the input, short enough for a message however long it was. */
/** One problem per Ajv error, without the noise `anyOf` adds, and at most MAX_REPORTED_PROBLEMS. */
function describe(errors, prefix) {
    const seen = new Map();
    for (const e of errors) {
        // `anyOf` repeats its branches' complaints; the branches already said what matters.
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined)
            message = `has unknown property \`${(0,util_text/* clip */.$Q)(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const where = (0,util_text/* clip */.$Q)(`${prefix}${e.instancePath}`);
        seen.set(`${where} ${message}`, { where, message });
        if (seen.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...seen.values()];
}
/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished or the build's check of that schema is loaded: a sandbox
 * request's check and work never interleave.
 */
function schemaProblemsNow(schema, value, prefix = '(body)', all = true) {
    let validate = all ? prebuilt.get(schema) : undefined;
    if (!validate) {
        if (!engines)
            throw new Error('schemaProblemsNow before loadValidation');
        const engine = all ? engines.thorough : engines.quick;
        validate = engine.compiled.get(schema);
        if (!validate) {
            validate = engine.compile(schema);
            engine.compiled.set(schema, validate);
        }
    }
    return validate(value) ? [] : describe(validate.errors ?? [], prefix);
}
async function schemaProblems(schema, value, prefix = '(body)') {
    await loadUnlessPrebuilt([schema]);
    return schemaProblemsNow(schema, value, prefix);
}
function isFilePart(value) {
    return typeof value === 'object' && value !== null && 'filename' in value && 'content' in value;
}
const partOf = (parts, name) => (parts instanceof Map ? parts.get(name) : Object.hasOwn(parts, name) ? parts[name] : undefined);
/** What the catalogue says is wrong with a request; empty when the service would take it. */
function requestProblemsNow(endpoint, params, query, body, options = {}) {
    const { all = true, unknownQuery = 'refuse' } = options;
    const problems = [];
    for (const name of Object.keys(endpoint.params)) {
        const problem = (0,service_endpoint/* paramProblem */.xQ)(endpoint, name, params[name]);
        if (problem)
            problems.push({ where: `path parameter ${name}`, message: problem });
    }
    for (const [name, value] of Object.entries(query)) {
        const rule = endpoint.query[name];
        if (value === undefined)
            continue;
        if (rule)
            problems.push(...schemaProblemsNow(rule.schema, value, `query parameter ${name}`, all));
        else if (unknownQuery === 'refuse')
            problems.push({ where: `query parameter ${name}`, message: 'is not one the endpoint takes' });
    }
    problems.push(...bodyProblems(endpoint, body, all));
    return problems.slice(0, MAX_REPORTED_PROBLEMS);
}
async function requestProblems(endpoint, params, query, body, options = {}) {
    if (options.all === false)
        await loadValidation();
    else
        await loadUnlessPrebuilt(Object.values(endpointSchemas(endpoint)));
    return requestProblemsNow(endpoint, params, query, body, options);
}
function bodyProblems(endpoint, body, all) {
    const rule = endpoint.body;
    const whole = (message) => [{ where: '(body)', message }];
    if (!rule)
        return body === undefined ? [] : whole('is not taken by this endpoint');
    if (body === undefined)
        return whole('is required');
    if (rule.type === 'json')
        return schemaProblemsNow(rule.schema, body, '(body)', all);
    if (typeof body !== 'object' || body === null)
        return whole('must be multipart form data');
    const problems = [];
    for (const [name, part] of Object.entries(rule.parts)) {
        const value = partOf(body, name);
        const where = `part ${name}`;
        if (value === undefined || value === null) {
            if (part.required)
                problems.push({ where, message: 'is required' });
            continue;
        }
        if (part.kind === 'json') {
            const size = Buffer.byteLength(JSON.stringify(value));
            if (size > part.maxBytes)
                problems.push({ where, message: `is ${size} bytes of JSON, over the limit of ${part.maxBytes} bytes` });
            else
                problems.push(...schemaProblemsNow(part.schema, value, where, all));
            continue;
        }
        if (!isFilePart(value)) {
            problems.push({ where, message: 'must be a file' });
            continue;
        }
        const size = typeof value.content === 'string' ? Buffer.byteLength(value.content) : value.content.length;
        if (size > part.maxBytes)
            problems.push({ where, message: `is ${size} bytes, over the limit of ${part.maxBytes} bytes` });
    }
    return problems;
}
/** What is off in an answer, against the schema the catalogue has for its status. */
async function responseProblems(endpoint, status, data) {
    const schema = endpoint.responses[status];
    if (!schema)
        return [];
    return schemaProblems(schema, data, '(answer)');
}


/***/ }),

/***/ 35242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
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

/***/ 36715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ redactor),
/* harmony export */   F: () => (/* binding */ redactValue)
/* harmony export */ });
/**
 * Removes secrets from text the service sent back. A service (or a proxy in front of it) that
 * echoes the request's credentials would otherwise put the key into the `response` output, the
 * summary, the log and a saved request, none of which the runner's masking covers entirely.
 *
 * Spellings of 4 characters or more are replaced wherever they occur. A shorter key (the action
 * accepts any) is replaced only where it stands alone, not inside a longer word or number: `ab`
 * in `key ab` or `"ab"`, not in `about`. Replacing it everywhere would mangle every answer.
 */
function redactor(secrets) {
    const spellings = new Set();
    for (const secret of secrets) {
        if (!secret)
            continue;
        spellings.add(secret);
        spellings.add(encodeURIComponent(secret));
        // The legacy Basic header carries the key as base64 of "KEY:"; with a password, of "KEY:...".
        spellings.add(Buffer.from(`${secret}:`).toString('base64'));
        spellings.add(Buffer.from(`${secret}:`).toString('base64').replace(/=+$/, ''));
        spellings.add(Buffer.from(secret).toString('base64').replace(/=+$/, ''));
    }
    const ordered = [...spellings].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
    if (ordered.length === 0)
        return (text) => text;
    const long = ordered.filter((s) => s.length >= 4);
    const short = ordered.filter((s) => s.length < 4);
    const alone = short.length > 0
        ? new RegExp(`(?<![A-Za-z0-9])(?:${short.map((s) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})(?![A-Za-z0-9])`, 'g')
        : undefined;
    return (text) => {
        let out = text;
        for (const spelling of long)
            if (out.includes(spelling))
                out = out.split(spelling).join('***');
        if (alone) {
            alone.lastIndex = 0;
            if (alone.test(out))
                out = out.replace(alone, '***');
            alone.lastIndex = 0;
        }
        return out;
    };
}
/**
 * The same for a decoded JSON value: every string in it, property names included, so a key the
 * service wrote with `\uXXXX` escapes (which the text redactor cannot see) is caught once decoded.
 * Returns the value itself when nothing was found (no copy of a large answer), and whether any
 * secret was removed.
 */
function redactValue(value, redact) {
    let changed = false;
    const clean = (text) => {
        const safe = redact(text);
        if (safe !== text)
            changed = true;
        return safe;
    };
    // In place: the answer was just parsed and nothing else holds it.
    const walk = (v) => {
        if (typeof v === 'string')
            return clean(v);
        if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++)
                v[i] = walk(v[i]);
        }
        else if (typeof v === 'object' && v !== null) {
            const record = v;
            for (const key of Object.keys(record)) {
                const item = walk(record[key]);
                const safeKey = clean(key);
                if (safeKey !== key)
                    delete record[key];
                record[safeKey] = item;
            }
        }
        return v;
    };
    return { value: walk(value), changed };
}


/***/ }),

/***/ 28902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
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

"use strict";
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

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test; it names the action in the User-Agent. */
const VERSION = '1.0.0';
const USER_AGENT = `evidence-action/${VERSION} (+github-action)`;


/***/ }),

/***/ 31793:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

var map = {
	"./allowArtifact.cjs": [
		6140,
		6140
	],
	"./archiveAttestationType.cjs": [
		77751,
		7751
	],
	"./archiveEnvironment.cjs": [
		34354,
		4354
	],
	"./archiveFlow.cjs": [
		45499,
		5499
	],
	"./assertArtifact.cjs": [
		23339,
		3339
	],
	"./attachPolicies.cjs": [
		2542,
		2542
	],
	"./attestArtifact.cjs": [
		58222,
		8222
	],
	"./attestCustom.cjs": [
		91745,
		1745
	],
	"./attestGeneric.cjs": [
		35159,
		5159
	],
	"./attestJira.cjs": [
		87772,
		3010
	],
	"./attestJunit.cjs": [
		38680,
		8680
	],
	"./attestPullRequest.cjs": [
		58880,
		8880
	],
	"./attestSbom.cjs": [
		99983,
		9983
	],
	"./attestSnyk.cjs": [
		3639,
		3639
	],
	"./attestSonar.cjs": [
		42381,
		2381
	],
	"./beginTrail.cjs": [
		88290,
		5909
	],
	"./createApproval.cjs": [
		4190,
		4190
	],
	"./createEnvironment.cjs": [
		56970,
		6970
	],
	"./createFlowWithTemplate.cjs": [
		56233,
		6233
	],
	"./detachPolicies.cjs": [
		9476,
		9476
	],
	"./flow-template.cjs": [
		76194,
		6194
	],
	"./getArtifact.cjs": [
		80463,
		463
	],
	"./getArtifactsByCommit.cjs": [
		27102,
		7102
	],
	"./getAttestationType.cjs": [
		64773,
		4773
	],
	"./getEnvironment.cjs": [
		10292,
		292
	],
	"./getFlow.cjs": [
		19341,
		9341
	],
	"./getPolicy.cjs": [
		90007,
		7
	],
	"./getSnapshot.cjs": [
		40065,
		65
	],
	"./getTrail.cjs": [
		35163,
		5163
	],
	"./getTrailAttestation.cjs": [
		71583,
		1583
	],
	"./latestCommit.cjs": [
		4765,
		4765
	],
	"./listAllowlists.cjs": [
		79421,
		9421
	],
	"./listApprovals.cjs": [
		51989,
		1989
	],
	"./listArtifacts.cjs": [
		48960,
		8960
	],
	"./listAttestationTypes.cjs": [
		25026,
		5026
	],
	"./listEnvironments.cjs": [
		97345,
		7345
	],
	"./listFlows.cjs": [
		43262,
		3262
	],
	"./listOrgTrails.cjs": [
		89556,
		9556
	],
	"./listPolicies.cjs": [
		80109,
		109
	],
	"./listSnapshots.cjs": [
		35094,
		5094
	],
	"./listTrails.cjs": [
		5280,
		5280
	],
	"./overrideAttestation.cjs": [
		45063,
		5063
	],
	"./patchTags.cjs": [
		36376,
		6376
	],
	"./policySchema.cjs": [
		7668,
		7668
	],
	"./reportAzureApps.cjs": [
		3230,
		3230
	],
	"./reportDocker.cjs": [
		83317,
		3317
	],
	"./reportECS.cjs": [
		19780,
		9780
	],
	"./reportK8S.cjs": [
		43359,
		3359
	],
	"./reportLambda.cjs": [
		42720,
		2720
	],
	"./reportS3.cjs": [
		6375,
		6375
	],
	"./reportServer.cjs": [
		2860,
		2860
	],
	"./search.cjs": [
		63727,
		3727
	],
	"./trailAuditPackage.cjs": [
		65909,
		8290
	],
	"./updateEnvironment.cjs": [
		27475,
		7475
	],
	"./upsertAttestationType.cjs": [
		17772,
		5391
	],
	"./upsertFlow.cjs": [
		22070,
		2070
	],
	"./upsertPolicy.cjs": [
		52576,
		2576
	]
};
function webpackAsyncContext(req) {
	if(!__webpack_require__.o(map, req)) {
		return Promise.resolve().then(() => {
			var e = new Error("Cannot find module '" + req + "'");
			e.code = 'MODULE_NOT_FOUND';
			throw e;
		});
	}

	var ids = map[req], id = ids[0];
	return __webpack_require__.e(ids[1]).then(() => {
		return __webpack_require__.t(id, 3 | 16);
	});
}
webpackAsyncContext.keys = () => (Object.keys(map));
webpackAsyncContext.id = 31793;
module.exports = webpackAsyncContext;

/***/ })

};
;