"use strict";
exports.id = 3867;
exports.ids = [3867];
exports.modules = {

/***/ 73867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitHubGet: () => (/* binding */ gitHubGet),
/* harmony export */   routeUrl: () => (/* binding */ routeUrl)
/* harmony export */ });
/* harmony import */ var _rest_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57740);
/* harmony import */ var _http_transport_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54098);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2071);



/** A commit with its files' patches is the largest answer read this way: GitHub caps a commit at 300 files. */
const MAX_ANSWER_BYTES = 64 << 20;
/** GitHub moves a renamed repository's routes with one redirect. */
const MAX_REDIRECTS = 1;
/**
 * One GET of GitHub's REST API through the toolkit's HTTP client, as Octokit would send it: the
 * route's `{name}` placeholders filled, the other params as the query, the token as Octokit's
 * token scheme. A failure is thrown in the shape of Octokit's RequestError (`status`, and
 * `response` when GitHub answered), which `gitHubError` turns into words. Reading a commit this
 * way spares an attestation loading Octokit and undici: 26 ms of such a step (npm run bench,
 * steps, with a github-token).
 */
function gitHubGet(apiUrl, token, log, timeoutMs) {
    const rest = new _rest_client_js__WEBPACK_IMPORTED_MODULE_0__/* .RestClient */ .e({ timeoutMs, maxRetries: 1, maxBytes: MAX_ANSWER_BYTES, secrets: [token], log });
    const headers = { accept: 'application/vnd.github+json', authorization: `token ${token}`, 'x-github-api-version': '2022-11-28' };
    return async (route, params) => {
        const deadline = Date.now() + timeoutMs;
        let url = routeUrl(apiUrl, route, params);
        for (let redirects = 0;; redirects++) {
            let answer;
            try {
                answer = await rest.get(url, headers, deadline);
            }
            catch (err) {
                if (!(err instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_1__/* .TransportError */ .w))
                    throw err;
                // As Octokit's RequestError for a request that got no answer: a status, no response.
                throw Object.assign(new Error(err.message, { cause: err }), { name: err.timedOut ? 'TimeoutError' : 'HttpError', status: 500 });
            }
            if (answer.status >= 200 && answer.status < 300)
                return answer.json;
            const next = answer.location ? new URL(answer.location, url) : undefined;
            // The token goes only where the API is: a redirect elsewhere is not followed.
            if (next && answer.status >= 300 && answer.status < 400 && redirects < MAX_REDIRECTS && next.href.startsWith(`${apiUrl}/`)) {
                url = next.href;
                continue;
            }
            const failure = Object.assign(new Error(`HTTP ${answer.status}`), {
                name: 'HttpError',
                status: answer.status,
                response: { headers: answer.headers, data: answer.json ?? answer.text }
            });
            // GitHub's own words, as Octokit's message has them.
            failure.message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubMessage */ .RG)(failure);
            throw failure;
        }
    };
}
/** A route (`GET /repos/{owner}/{repo}/commits/{ref}`) as a URL: placeholders encoded, the rest of `params` the query. */
function routeUrl(apiUrl, route, params) {
    const [method, path] = route.split(' ');
    if (method !== 'GET' || !path)
        throw new Error(`not a GET route: ${route}`);
    const rest = { ...params };
    const filled = path.replace(/\{(\w+)\}/g, (_, name) => {
        const value = rest[name];
        if (value === undefined)
            throw new Error(`${route}: no value for {${name}}`);
        delete rest[name];
        return encodeURIComponent(String(value));
    });
    const query = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
    return `${apiUrl}${filled}${query ? `?${query}` : ''}`;
}


/***/ }),

/***/ 57740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ RestClient)
/* harmony export */ });
/* harmony import */ var _http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(35242);
/* harmony import */ var _http_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36715);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28902);
/* harmony import */ var _http_toolkit_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82328);
/* harmony import */ var _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54098);





const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'EAI_AGAIN', 'ECONNABORTED', 'UND_ERR_SOCKET']);
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;
class RestClient {
    options;
    redact;
    sleep;
    now;
    constructor(options) {
        this.options = options;
        this.redact = (0,_http_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactor */ .$)(options.secrets);
        this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
        this.now = options.now ?? Date.now;
    }
    /**
     * One GET, tried again on transient failures while `deadline` (epoch ms) allows; each attempt
     * ends by the deadline too. The answer's status is the caller's to judge.
     */
    async get(url, headers, deadline = Infinity) {
        const { outcome } = await (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetries */ .L)(() => this.once(url, headers, Math.max(1, Math.min(this.options.timeoutMs, deadline - this.now()))), {
            maxRetries: this.options.maxRetries,
            transient: (o) => o instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w ? o.timedOut || (o.code !== undefined && TRANSIENT_CODES.has(o.code)) : TRANSIENT_STATUSES.has(o.status),
            delayMs: (retry) => Math.min(FIRST_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS),
            canWait: (delay) => this.now() + delay < deadline,
            onRetry: (o, delay) => this.options.log.debug(`GET ${(0,_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutQuery */ .j)(url)}: ${o instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w ? o.message : `HTTP ${o.status}`}; trying again in ${delay / 1000} s`),
            sleep: this.sleep
        });
        if (outcome instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w)
            throw outcome;
        return outcome;
    }
    async once(url, headers, timeoutMs) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        this.options.log.debug(`GET ${(0,_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutQuery */ .j)(url)}`);
        try {
            const client = (0,_http_toolkit_client_js__WEBPACK_IMPORTED_MODULE_1__/* .toolkitClient */ .G)(controller.signal);
            const response = await client.request('GET', url, null, { accept: 'application/json', ...headers });
            const maxBytes = this.options.maxBytes;
            const body = await (0,_http_bounded_body_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedBody */ .c)(response.message, controller.signal, maxBytes, () => new _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w(`sent an answer larger than ${maxBytes} bytes; refused unread`, { code: 'ETOOLARGE', origin: new URL(url).origin }));
            const text = this.redact(body.toString('utf8'));
            const status = response.message.statusCode ?? 0;
            const location = response.message.headers.location;
            let json;
            try {
                // An escaped spelling of a secret (`\u0074oken`) is seen only once decoded.
                json = text === '' ? undefined : (0,_http_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactValue */ .F)(JSON.parse(text), this.redact).value;
            }
            catch {
                json = undefined;
            }
            return { status, text, json, headers: response.message.headers, ...(location !== undefined && { location: this.redact(location) }) };
        }
        catch (err) {
            if (err instanceof _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w)
                throw err;
            const timedOut = controller.signal.aborted;
            const code = err.code;
            const why = timedOut ? `no answer within ${Math.round(timeoutMs / 100) / 10} s` : this.redact(err.message);
            throw new _http_transport_error_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .w(why, { timedOut, code: timedOut ? 'ETIMEDOUT' : code, origin: new URL(url).origin, cause: err });
        }
        finally {
            clearTimeout(timer);
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

/***/ 36715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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