"use strict";
exports.id = 3973;
exports.ids = [3973];
exports.modules = {

/***/ 54980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40517);
/* harmony import */ var _operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73074);
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96563);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18667);






/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => {
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            const attestation = (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs);
            const own = await def.read(inputs, common);
            // Once every input is good, git reads the commit while the step loads what sends it and
            // gathers the evidence; the run's read of that commit takes the answer.
            if (!def.commitFromEvidence) {
                const context = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunContext */ .$p)();
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(context, attestation.commit ?? context.sha);
            }
            return { attestation, own };
        },
        async run({ attestation, own }, tools) {
            // GitHub is asked for the commit now, to answer while the evidence is gathered and the
            // artifact fingerprinted: its round trip is most of an attestation's wait.
            if (!def.commitFromEvidence)
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(tools.context, attestation.commit ?? tools.context.sha, await tools.github());
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareAttestation */ .md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationSummary */ .h)(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationFacts */ .S)(settings, prepared, tools.context)
                ]),
                ...(evidence.table && { table: evidence.table })
            };
            return {
                outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail, ...evidence.outputs },
                summary,
                failure: evidence.failure
            };
        }
    });
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

/***/ 13166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ serverUrl),
/* harmony export */   y: () => (/* binding */ apiUrl)
/* harmony export */ });
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43173);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);


/**
 * The root URL of an outside system the action sends a token to (SonarQube, Jira), without a
 * trailing slash. https only, except for loopback hosts, for the same reason as the service's
 * own URL: the token would otherwise cross the network in the clear. Credentials, a query or a
 * fragment have no place in it; the value is never echoed whole when it may hold a password.
 */
function serverUrl(value, example) {
    const expected = `an https URL such as \`${example}\` (http only for loopback hosts)`;
    if (/^[^/?#]*:\/\/[^/?#]*@/.test(value))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN('contains credentials (`user:password@`); they would leak into logs', expected);
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(value)}\` is not a URL`, expected);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`scheme \`${url.protocol}\` is not supported`, expected);
    if (url.protocol === 'http:' && !(0,_service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(url.hostname))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`plain http to \`${url.hostname}\` would send the token unencrypted`, expected);
    if (url.search || url.hash)
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN('a query or fragment is not allowed', expected);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
/** `base` joined with a path and a query, as every request of these clients is built. */
function apiUrl(base, path, query = {}) {
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query))
        if (value !== undefined)
            url.searchParams.set(name, value);
    return url.href;
}


/***/ }),

/***/ 75443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   Fd: () => (/* binding */ attestSonar),
/* harmony export */   _M: () => (/* binding */ attestJira),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS = {
    pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
    custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
};
/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation(id, type, schema) {
    const deviation = DEVIATIONS[type];
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'POST',
        path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
        params: TRAIL,
        query: NONE,
        body: attestationBody(schema),
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'when-unprocessed',
        source: 'published',
        ...(deviation !== undefined && { deviation })
    });
}
const attestGeneric = trailAttestation('attestGeneric', 'generic', 'GenericAttestationPostInput');
const attestJunit = trailAttestation('attestJunit', 'junit', 'JUnitAttestationPostInput');
const attestPullRequest = trailAttestation('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput');
const attestSonar = trailAttestation('attestSonar', 'sonar', 'SonarAttestationPostInput');
const attestJira = trailAttestation('attestJira', 'jira', 'JiraAttestationPostInput');
const attestCustom = trailAttestation('attestCustom', 'custom', 'CustomAttestationPostInput');
const overrideAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('OverrideAttestationPostInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
const getTrailAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrailAttestation',
    method: 'GET',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
    params: { ...TRAIL, attestation_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: NONE,
    // The document's `AttestationResponse`, not among the extracted components.
    responses: { 200: { type: 'array', items: { type: 'object' } } },
    retry: 'idempotent',
    source: 'published'
});


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

/***/ 43973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_jira)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/github/commit.ts + 4 modules
var github_commit = __webpack_require__(16335);
// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/clients/github/pull-request-texts.ts

/** A commit is in one pull request, or a few; past this, more would only be noise to search. */
const MAX_PULLS = 30;
/** GitHub keeps a body to 65,536 characters; a longer one is no body GitHub gave. */
const MAX_TEXT = 65_536;
const pull_request_texts_text = (value) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
/**
 * The titles and bodies of the pull requests that contain `sha`, in one bounded list read
 * (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`), and of `own`, the run's own pull request
 * as its event gives it, when the run is one's (GitHub lists none for a pull request's merge
 * commit, which is what such a run checks out).
 */
async function pullRequestTexts(api, sha, own) {
    let listed;
    try {
        listed = await api.paginate('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, { maxItems: MAX_PULLS });
    }
    catch (err) {
        throw (0,github_errors/* gitHubError */.Mj)(err, { what: `the pull requests of commit ${sha}`, permissions: ['contents: read', 'pull-requests: read'] });
    }
    const found = [];
    const pulls = [...(own && typeof own === 'object' ? [own] : []), ...listed];
    for (const pull of pulls) {
        if (typeof pull?.number !== 'number' || found.some((p) => p.number === pull.number))
            continue;
        found.push({ number: pull.number, url: pull_request_texts_text(pull.html_url), title: pull_request_texts_text(pull.title), body: pull_request_texts_text(pull.body) });
    }
    return found;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
// EXTERNAL MODULE: ./src/clients/rest/client.ts
var client = __webpack_require__(57740);
// EXTERNAL MODULE: ./src/clients/rest/url.ts
var rest_url = __webpack_require__(13166);
;// CONCATENATED MODULE: ./src/clients/jira/api.ts




/** Something Jira said or did that stops the attestation; `about` tells the operation which input to name. */
class JiraError extends util_errors/* LibraryError */.oM {
    about;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'JiraError';
        this.about = options.about;
    }
}
/** An issue with every field (`*all`) can be large; past this it is no issue Jira sends. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/**
 * Jira answers every field when none is named, so a name no field has asks for none, as the
 * reference client asks.
 */
const NO_FIELDS = 'evidence-action-no-fields';
function authorization(credentials) {
    return 'pat' in credentials ? `Bearer ${credentials.pat}` : `Basic ${Buffer.from(`${credentials.username}:${credentials.apiToken}`).toString('base64')}`;
}
/** Every spelling of the credentials an answer could echo. */
function credentialSecrets(credentials) {
    if ('pat' in credentials)
        return [credentials.pat];
    const pair = `${credentials.username}:${credentials.apiToken}`;
    return [credentials.apiToken, pair, Buffer.from(pair).toString('base64')];
}
class JiraApi {
    baseUrl;
    credentials;
    rest;
    headers;
    constructor(baseUrl, credentials, options) {
        this.baseUrl = baseUrl;
        this.credentials = credentials;
        this.rest = new client/* RestClient */.e({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: credentialSecrets(credentials) });
        this.headers = { authorization: authorization(credentials) };
    }
    get host() {
        return new URL(this.baseUrl).host;
    }
    get who() {
        return 'pat' in this.credentials ? 'the personal access token' : `the API token of ${this.credentials.username}`;
    }
    /**
     * Whether Jira accepts the credentials, asked once before any issue: Jira answers an issue it
     * will not show with 404, as it answers one that does not exist, so a refused credential
     * would otherwise pass for missing issues.
     */
    async checkCredentials() {
        const answer = await this.send((0,rest_url/* apiUrl */.y)(this.baseUrl, 'rest/api/2/myself'), 'who the credentials are');
        if (answer.status === 200 && isObject(answer.json))
            return;
        if (answer.status === 401 || answer.status === 403)
            throw new JiraError(answer.status === 401 ? 'auth' : 'forbidden', `Jira at ${this.host} refused ${this.who} (HTTP ${answer.status}${said(answer)})`, {
                about: 'credentials',
                status: answer.status
            });
        if (answer.status === 404 || (answer.status === 200 && !isObject(answer.json)) || (answer.status >= 300 && answer.status < 400))
            throw new JiraError('invalid_input', `${this.host} answered ${answer.status}${said(answer)} for /rest/api/2/myself, which every Jira has: the URL is not Jira's base URL`, { about: 'base-url', status: answer.status });
        throw this.failure(answer, 'who the credentials are');
    }
    /** An issue, with the fields asked for (`*all` for every one); one Jira does not have is recorded as not existing. */
    async issue(key, fields) {
        const result = { issue_id: key, issue_url: (0,rest_url/* apiUrl */.y)(this.baseUrl, `browse/${encodeURIComponent(key)}`), issue_exists: false };
        const url = (0,rest_url/* apiUrl */.y)(this.baseUrl, `rest/api/2/issue/${encodeURIComponent(key)}`, { fields: fields.length > 0 ? fields.join(',') : NO_FIELDS });
        const answer = await this.send(url, `issue ${key}`);
        if (answer.status === 404)
            return result;
        if (answer.status === 401 || answer.status === 403)
            throw new JiraError(answer.status === 401 ? 'auth' : 'forbidden', `Jira at ${this.host} refused ${this.who} while reading issue ${key} (HTTP ${answer.status}${said(answer)})`, {
                about: 'credentials',
                status: answer.status
            });
        if (answer.status !== 200 || !isObject(answer.json))
            throw this.failure(answer, `issue ${key}`);
        const given = answer.json.fields;
        return { ...result, issue_exists: true, issue_fields: isObject(given) ? given : {} };
    }
    async send(url, what) {
        try {
            return await this.rest.get(url, this.headers);
        }
        catch (err) {
            if (!(err instanceof transport_error/* TransportError */.w))
                throw err;
            throw new JiraError(err.timedOut ? 'timeout' : 'network', `could not read ${what} from Jira at ${this.host}: ${err.message}`, { cause: err });
        }
    }
    failure(answer, what) {
        if (answer.status >= 300 && answer.status < 400)
            return new JiraError('invalid_input', `${this.host} redirected the request for ${what}${answer.location ? ` to ${answer.location}` : ''}; not followed, so the credentials are not sent elsewhere: use the address it redirects to`, {
                about: 'base-url',
                status: answer.status
            });
        const kind = answer.status === 200 ? 'server' : (0,util_errors/* errorKindForStatus */.QR)(answer.status);
        const got = answer.status === 200 ? ' (not the JSON object Jira sends)' : said(answer);
        return new JiraError(kind, `Jira at ${this.host} failed to give ${what} (HTTP ${answer.status}${got})`, { status: answer.status });
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Jira's own words for a refusal (`errorMessages`), short. */
function said(answer) {
    const messages = isObject(answer.json) ? answer.json.errorMessages : undefined;
    const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
    return first ? `: ${first.slice(0, 200)}` : '';
}

;// CONCATENATED MODULE: ./src/clients/jira/keys.ts
/**
 * Jira issue keys in free text (a commit message, a branch name, a pull request's title and
 * body), found as the reference client finds them, so both record the same issues:
 *
 * - the text is upper-cased, so `shop-42` is `SHOP-42`;
 * - a key is a word boundary, a letter, 1 to 9 letters or digits, a dash and digits (or, with
 *   project keys given, one of those keys, a dash and digits);
 * - a key every occurrence of which is followed by `-<digit>` is part of a longer identifier
 *   (`CVE-2026-41284` holds no issue `CVE-2026`) and left out;
 * - the keys are unique and sorted.
 */
/** A Jira project key as Jira allows one: a letter, then letters, digits or underscores; 2 to 10 in all. */
const PROJECT_KEY = /^[A-Za-z][A-Za-z0-9_]{1,9}$/;
const ANY_PROJECT = /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g;
const DASH_DIGIT = /^-[0-9]/;
/**
 * Upper case one character at a time, keeping a character whose upper case is longer (`ß`)
 * as it is: the reference client maps each character to one, and a key must be found at the
 * same place in both.
 */
function upper(text) {
    let out = '';
    for (const ch of text) {
        const u = ch.toUpperCase();
        out += [...u].length === 1 ? u : ch;
    }
    return out;
}
function partOfLongerIdentifier(text, key) {
    for (let from = text.indexOf(key); from !== -1; from = text.indexOf(key, from + 1)) {
        if (!DASH_DIGIT.test(text.slice(from + key.length, from + key.length + 2)))
            return false;
    }
    return true;
}
/** The issue keys in `texts`, taken together; only keys of `projectKeys` when any are given. */
function findIssueKeys(texts, projectKeys = []) {
    const text = upper(texts.join('\n'));
    const projects = projectKeys.map((k) => k.trim().toUpperCase()).filter((k) => PROJECT_KEY.test(k));
    const pattern = projectKeys.length === 0 ? ANY_PROJECT : projects.length > 0 ? new RegExp(`\\b(?:${projects.join('|')})-[0-9]+`, 'g') : undefined;
    if (!pattern)
        return [];
    const found = new Set(text.match(pattern) ?? []);
    return [...found].filter((key) => !partOfLongerIdentifier(text, key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/operations/readers/outside-inputs.ts
var outside_inputs = __webpack_require__(52046);
;// CONCATENATED MODULE: ./src/operations/attest-jira.ts











const SOURCES = ['commit', 'branch', 'pull-request'];
/** More candidate keys than this is text that is not about issues (a pasted log); each costs a request. */
const MAX_KEYS = 100;
const INPUTS = {
    'jira-base-url': { kind: 'string', required: true, description: "Jira's base URL, e.g. https://acme.atlassian.net" },
    'jira-username': { kind: 'string', description: 'Jira Cloud: the e-mail of the account whose API token jira-api-token is' },
    'jira-api-token': { kind: 'secret', description: 'Jira Cloud: an API token, with jira-username (a secret; masked)' },
    'jira-pat': {
        kind: 'secret',
        description: 'Jira Server or Data Center: a personal access token, instead of jira-username and jira-api-token (a secret; masked)'
    },
    'jira-project-keys': {
        kind: 'list',
        pattern: { re: PROJECT_KEY, expected: 'Jira project keys: a letter, then 1 to 9 letters, digits or `_`' },
        description: 'Only keys of these Jira projects count, one per line or comma-separated (default: any project)'
    },
    'jira-sources': {
        kind: 'list',
        pattern: { re: /^(commit|branch|pull-request)$/, expected: '`commit`, `branch` or `pull-request`' },
        description: "Where issue keys are looked for: commit (its message), branch (its name), pull-request (the title and body of the commit's pull requests); default all three"
    },
    'jira-issue-fields': {
        kind: 'list',
        pattern: { re: /^[A-Za-z0-9_.:*-]{1,100}$/, expected: 'Jira field names such as `summary`, `status` or `customfield_10010`, or `*all`' },
        description: 'Fields of each issue to record (default: none; *all for every field)'
    },
    'require-issues': {
        kind: 'boolean',
        default: 'false',
        description: 'true fails the step, after recording, when no issue key is found or a referenced issue does not exist'
    }
};
const SIGN_IN = '`jira-username` with `jira-api-token` (Jira Cloud), or `jira-pat` (Server or Data Center)';
function readCredentials(inputs) {
    const username = inputs.string('jira-username');
    const apiToken = (0,outside_inputs/* headerCredential */.d)('jira-api-token', inputs.string('jira-api-token'), 'a Jira API token');
    const pat = (0,outside_inputs/* headerCredential */.d)('jira-pat', inputs.string('jira-pat'), 'a Jira personal access token');
    if (pat !== undefined) {
        if (username !== undefined || apiToken !== undefined)
            throw inputs.fail('jira-pat', `given with \`${username !== undefined ? 'jira-username' : 'jira-api-token'}\`: Jira is signed in to one way`, SIGN_IN);
        return { pat };
    }
    if (apiToken === undefined)
        throw inputs.fail('jira-api-token', username === undefined ? 'no Jira credentials given' : 'required with `jira-username` but not given', SIGN_IN);
    if (username === undefined)
        throw inputs.fail('jira-username', 'required with `jira-api-token` but not given', 'the e-mail of the Atlassian account the API token belongs to');
    // Basic sends `username:token`: a colon in the name would move where the token starts.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
    if (/[:\u0000-\u001f\u007f]/.test(username))
        throw inputs.fail('jira-username', 'contains a colon or a control character', 'the e-mail of the Atlassian account');
    // The header carries both together; the runner masks that spelling too.
    core/* setSecret */.Pq(Buffer.from(`${username}:${apiToken}`).toString('base64'));
    return { username, apiToken };
}
function readSettings(inputs) {
    const credentials = readCredentials(inputs);
    const given = inputs.list('jira-sources');
    return {
        baseUrl: (0,outside_inputs/* serverUrlInput */.H)('jira-base-url', inputs.required('jira-base-url'), 'https://acme.atlassian.net'),
        credentials,
        projectKeys: inputs.list('jira-project-keys'),
        sources: given.length > 0 ? [...new Set(given)] : [...SOURCES],
        sourcesGiven: given.length > 0,
        fields: inputs.list('jira-issue-fields'),
        requireIssues: inputs.boolean('require-issues') ?? false
    };
}
async function commitMessage(tools, commit) {
    const local = await (0,github_commit/* gitCommitInfo */.O)(tools.context, commit, undefined, tools.log);
    if (local.message !== undefined && local.message !== null)
        return local.message;
    const remote = await (0,github_commit/* gitCommitInfo */.O)(tools.context, commit, await tools.github(), tools.log);
    if (typeof remote.message === 'string')
        return remote.message;
    throw (0,errors/* invalidInput */.aY)('commit', `commit ${commit} is not in the clone at ${tools.context.workspace}, and GitHub's API did not give its message`, 'a commit of the checkout (`fetch-depth: 0` fetches them all), or `jira-sources` without `commit`');
}
/** The pull requests' titles and bodies; a source left to its default is skipped when GitHub cannot be read. */
async function pullRequests(tools, commit, asked) {
    const api = await tools.github();
    if (!api) {
        if (asked)
            throw (0,errors/* invalidInput */.aY)('github-token', 'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)', 'a token that can read pull requests, for `jira-sources: pull-request`');
        tools.log.info('The GitHub API is not available: issue keys in pull requests are not looked for');
        return [];
    }
    // The run's own pull request, when the run is one's and about its commit.
    const own = tools.context.event.pull_request;
    const ownApplies = own !== undefined && (commit === tools.context.sha || commit === own.head?.sha);
    try {
        return await pullRequestTexts(api, commit, ownApplies ? own : undefined);
    }
    catch (err) {
        if (asked || !(0,errors/* isKnownError */.ux)(err))
            throw err;
        tools.log.warning(`Issue keys in pull requests were not looked for: ${err.message}`);
        return [];
    }
}
async function searchedTexts(s, tools, commit) {
    const texts = [];
    if (s.sources.includes('commit')) {
        if (!commit)
            throw (0,errors/* invalidInput */.aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit whose message names the issues');
        texts.push({ source: 'commit message', text: await commitMessage(tools, commit) });
    }
    if (s.sources.includes('branch') && tools.context.branch)
        texts.push({ source: 'branch', text: tools.context.branch });
    if (s.sources.includes('pull-request') && commit) {
        for (const pr of await pullRequests(tools, commit, s.sourcesGiven))
            texts.push({ source: `pull request #${pr.number}`, text: `${pr.title}\n${pr.body}` });
    }
    return texts;
}
/** A failure of Jira's, said with the input that can fix it. */
function jiraFailure(err, s) {
    if (!(err instanceof JiraError))
        return err;
    const options = { cause: err, status: err.status };
    if (err.about === 'credentials') {
        const input = 'pat' in s.credentials ? 'jira-pat' : 'jira-api-token';
        const expected = 'pat' in s.credentials
            ? 'a personal access token Jira accepts'
            : 'an API token of `jira-username` that Jira accepts (tokens expire; check the account too)';
        return new errors/* ActionError */.lZ(err.kind, `input \`${input}\`: ${err.message}; expected ${expected}. Nothing was recorded: a refused credential is not a missing issue`, options);
    }
    if (err.about === 'base-url')
        return new errors/* ActionError */.lZ(err.kind, `input \`jira-base-url\`: ${err.message}`, options);
    return new errors/* ActionError */.lZ(err.kind, err.message, options);
}
function verdictWords(keys, missing) {
    if (keys.length === 0)
        return 'no Jira issue key found';
    if (missing.length === 0)
        return `${keys.length} issue${keys.length === 1 ? '' : 's'} referenced, all exist`;
    return `${missing.length} of ${keys.length} referenced issue${keys.length === 1 ? '' : 's'} missing (${missing.join(', ')})`;
}
/**
 * The Jira issues a change names, in its commit message, its branch and its pull requests,
 * each looked up in Jira. Compliant when at least one is named and every one exists.
 */
/* harmony default export */ const attest_jira = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-jira',
    title: 'Jira issues',
    description: 'Record the Jira issues the commit, its branch and its pull requests name, each looked up in Jira: compliant when every one exists',
    inputs: INPUTS,
    outputs: {
        issues: 'The issue keys found, comma-separated',
        missing_issues: 'The keys of issues Jira does not have, comma-separated',
        compliant: 'true or false: whether at least one issue is referenced and every one exists'
    },
    endpoint: attestations/* attestJira */._M,
    read: (inputs) => readSettings(inputs),
    async evidence(s, attestation, tools) {
        const commit = attestation.commit ?? tools.context.sha;
        const texts = await searchedTexts(s, tools, commit);
        const keys = findIssueKeys(texts.map((t) => t.text), s.projectKeys);
        if (keys.length > MAX_KEYS)
            throw (0,errors/* invalidInput */.aY)('jira-project-keys', `${keys.length} candidate issue keys found in ${texts.map((t) => t.source).join(', ')} (${keys.slice(0, 5).join(', ')}, …), more than the ${MAX_KEYS} looked up`, 'the keys of the Jira projects whose issues count, or `jira-sources` narrowed to where the issues are named');
        const api = new JiraApi(s.baseUrl, s.credentials, { timeoutMs: tools.common.timeoutSeconds * 1000, maxRetries: tools.common.maxRetries, log: tools.log });
        const results = [];
        try {
            if (keys.length > 0)
                await api.checkCredentials();
            for (const key of keys)
                results.push(await api.issue(key, s.fields));
        }
        catch (err) {
            throw jiraFailure(err, s);
        }
        const missing = results.filter((r) => !r.issue_exists).map((r) => r.issue_id);
        const compliant = keys.length > 0 && missing.length === 0;
        const where = (key) => texts
            .filter((t) => findIssueKeys([t.text], s.projectKeys).includes(key))
            .map((t) => t.source)
            .join(', ');
        const facts = [
            ['Issues', verdictWords(keys, missing)],
            ['Searched', texts.length > 0 ? texts.map((t) => t.source).join(', ') : 'nothing: no source had text'],
            ['Projects', s.projectKeys.join(', ')]
        ];
        const why = keys.length === 0
            ? `no Jira issue key found in ${texts.map((t) => t.source).join(', ') || s.sources.join(', ')}`
            : `missing Jira issues: ${missing.join(', ')}`;
        return {
            data: { jira_results: results },
            compliant,
            outputs: { issues: keys.join(','), missing_issues: missing.join(','), compliant: String(compliant) },
            summary: (prepared) => {
                const section = (0,attestation_summary/* attestationSummary */.h)('Jira issues', attestation, prepared, tools, compliant, [
                    ...facts,
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, tools.context)
                ]);
                return {
                    ...section,
                    verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${verdictWords(keys, missing)}; recorded in trail ${prepared.trail}` },
                    ...(results.length > 0 && {
                        table: {
                            head: ['Issue', 'Exists', 'Found in', 'Summary'],
                            rows: [...results]
                                .sort((a, b) => Number(a.issue_exists) - Number(b.issue_exists))
                                .map((r) => [
                                (0,summary/* link */.nf)(r.issue_url, r.issue_id),
                                r.issue_exists ? 'yes' : 'no',
                                where(r.issue_id),
                                typeof r.issue_fields?.summary === 'string' ? r.issue_fields.summary : ''
                            ])
                        }
                    })
                };
            },
            failure: s.requireIssues && !compliant
                ? new errors/* ActionError */.lZ('non_compliant', `Jira attestation \`${attestation.name}\` is not compliant: ${why} (recorded; \`require-issues\` is true)`)
                : undefined
        };
    }
}));


/***/ }),

/***/ 73074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
        ['Attachments', prepared.attachment ? `${prepared.attachment.filename} (${prepared.attachment.content.length} bytes)` : undefined]
    ];
}
function attestationSummary(kind, settings, prepared, where, compliant, facts) {
    const verdict = compliant === undefined ? 'Recorded; its type decides compliance' : compliant ? 'Compliant' : 'Not compliant';
    return {
        title: `${kind} ${settings.name}`,
        verdict: { ok: compliant, text: `${verdict}, recorded in trail ${prepared.trail}` },
        record: { href: where.app.trail(where.org, settings.flow, prepared.trail), text: 'trail in the app' },
        facts
    };
}


/***/ }),

/***/ 52046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ serverUrlInput),
/* harmony export */   d: () => (/* binding */ headerCredential)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_rest_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13166);
/* harmony import */ var _clients_service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43173);



/**
 * Inputs that point the action at an outside system (SonarQube, Jira) and sign it in there:
 * checked before anything is sent, named in every message, a secret never echoed.
 */
/** What a character is, for a message that must not show it. */
function describe(ch) {
    if (ch === 0x0a || ch === 0x0d)
        return 'a line break';
    if (ch === 0x20)
        return 'a space';
    if (ch < 0x20 || ch === 0x7f)
        return 'a control character';
    return 'a character outside printable ASCII';
}
/**
 * A credential that goes into an Authorization header: printable ASCII without spaces, or it
 * would fail on every request (or be mangled on the way). Refused without showing any of it.
 */
function headerCredential(input, value, what) {
    if (value === undefined)
        return undefined;
    const bad = [...value].findIndex((ch) => !/^[\x21-\x7e]$/.test(ch));
    if (bad !== -1)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `contains ${describe(value.codePointAt(bad))} at position ${bad + 1} (the value is not shown)`, `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`);
    return value;
}
/** An outside system's URL from an input: https (http for loopback only), without credentials. */
function serverUrlInput(input, value, example) {
    try {
        return (0,_clients_rest_url_js__WEBPACK_IMPORTED_MODULE_1__/* .serverUrl */ .V)(value, example);
    }
    catch (err) {
        if (err instanceof _clients_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .UrlError */ .UN)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, err.expected);
        throw err;
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