"use strict";
exports.id = 861;
exports.ids = [861];
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

/***/ 80861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_sonar)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/rest/url.ts
var rest_url = __webpack_require__(13166);
// EXTERNAL MODULE: ./src/clients/service/url.ts
var url = __webpack_require__(43173);
// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/http/bounded-body.ts
var bounded_body = __webpack_require__(35242);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
// EXTERNAL MODULE: ./src/clients/rest/client.ts
var client = __webpack_require__(57740);
;// CONCATENATED MODULE: ./src/clients/sonar/errors.ts

/**
 * Something SonarQube said or did that stops the attestation. The library knows nothing of the
 * action's inputs: `about` tells the operation which one to name (the token it refused, the
 * server that is not SonarQube, the analysis that is of another commit).
 */
class SonarError extends util_errors/* LibraryError */.oM {
    about;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'SonarError';
        this.about = options.about;
    }
}
/** A scanner's `report-task.txt` the action cannot use; the operation names the input and the file. */
class ReportTaskError extends util_errors/* LibraryError */.oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'ReportTaskError';
    }
}

;// CONCATENATED MODULE: ./src/clients/sonar/api.ts






/** SonarQube lists at most this many analyses on a page; the newest come first. */
const ANALYSES_PAGE = 500;
/** Answers past this are refused unread: the largest, 500 analyses, is far smaller. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const isCloud = (server) => /(^|\.)sonarcloud\.io$/i.test(new URL(server).hostname);
class SonarApi {
    server;
    token;
    rest;
    scheme;
    constructor(server, token, options) {
        this.server = server;
        this.token = token;
        this.rest = new client/* RestClient */.e({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: [token] });
        if (isCloud(server))
            this.scheme = 'bearer';
    }
    /** The task the scanner submitted; its status until it is done, then its analysis. */
    async task(id) {
        let data;
        try {
            data = await this.get('api/ce/task', { id }, `analysis task ${id}`);
        }
        catch (err) {
            // A task the server does not know was submitted elsewhere, or long ago: the report is at fault.
            if (err instanceof SonarError && err.status === 404)
                throw new SonarError('not_found', err.message, { about: 'report', status: 404, cause: err });
            throw err;
        }
        const task = data.task;
        if (!isTask(task))
            throw this.shape('api/ce/task', 'a `task` with an `id` and a `status`', task);
        return task;
    }
    /** The project's newest tasks, newest first; `api/ce/activity` takes no branch. */
    async activity(project) {
        const data = await this.get('api/ce/activity', { component: project, ps: '100' }, `the analysis tasks of project ${project}`);
        const tasks = data.tasks;
        if (!Array.isArray(tasks))
            throw this.shape('api/ce/activity', 'a `tasks` list', tasks);
        return tasks.filter(isTask);
    }
    /** The newest analyses of a branch (the project's main branch when none is named), newest first. */
    async analyses(project, branch) {
        const what = `the analyses of project ${project}${branch ? ` on branch ${branch}` : ''}`;
        const data = await this.get('api/project_analyses/search', { project, branch, ps: String(ANALYSES_PAGE) }, what);
        const analyses = data.analyses;
        if (!Array.isArray(analyses))
            throw this.shape('api/project_analyses/search', 'an `analyses` list', analyses);
        return analyses.filter((a) => typeof a === 'object' && a !== null && typeof a.key === 'string' && typeof a.date === 'string');
    }
    /** The project's pull requests, each with its newest analysis's date and commit. */
    async pullRequests(project) {
        const data = await this.get('api/project_pull_requests/list', { project }, `the pull requests of project ${project}`);
        const list = data.pullRequests;
        if (!Array.isArray(list))
            throw this.shape('api/project_pull_requests/list', 'a `pullRequests` list', list);
        return list.filter((p) => typeof p === 'object' && p !== null && typeof p.key === 'string');
    }
    /** The quality gate of an analysis, or of a pull request's newest analysis. */
    async qualityGate(of) {
        const query = 'analysisId' in of ? { analysisId: of.analysisId } : { projectKey: of.project, pullRequest: of.pullRequest };
        const what = 'analysisId' in of ? `the quality gate of analysis ${of.analysisId}` : `the quality gate of pull request ${of.pullRequest}`;
        const data = await this.get('api/qualitygates/project_status', query, what);
        const status = data.projectStatus;
        if (!status || typeof status !== 'object' || typeof status.status !== 'string')
            throw this.shape('api/qualitygates/project_status', 'a `projectStatus` with a `status`', status);
        const conditions = Array.isArray(status.conditions) ? status.conditions.filter((c) => typeof c === 'object' && c !== null) : [];
        return { status: status.status, conditions };
    }
    async get(path, query, what) {
        const url = (0,rest_url/* apiUrl */.y)(this.server, path, query);
        let scheme = this.scheme ?? 'bearer';
        let answer = await this.send(url, scheme, what);
        if (this.scheme === undefined && answer.status === 401) {
            scheme = 'basic';
            answer = await this.send(url, scheme, what);
        }
        // A scheme that was not refused is the server's: kept, so it is not probed again.
        if (this.scheme === undefined && answer.status !== 401)
            this.scheme = scheme;
        if (answer.status >= 300 && answer.status < 400)
            throw new SonarError('invalid_input', `${this.host} redirected ${(0,bounded_body/* withoutQuery */.j)(url)} to ${answer.location ?? 'another address'}; not followed, so the token is not sent elsewhere: use the address it redirects to`, { about: 'server', status: answer.status });
        if (answer.status >= 400)
            throw this.refusal(answer, what);
        if (answer.json === undefined || typeof answer.json !== 'object' || answer.json === null || Array.isArray(answer.json))
            throw new SonarError('server', `${this.host} answered ${(0,bounded_body/* withoutQuery */.j)(url)} with ${answer.json === undefined ? 'something that is not JSON' : (0,util_errors/* jsonKindOf */.kh)(answer.json)}, not SonarQube's answer: check the server URL`, {
                about: 'server',
                status: answer.status
            });
        return answer.json;
    }
    async send(url, scheme, what) {
        const authorization = scheme === 'bearer' ? `Bearer ${this.token}` : `Basic ${Buffer.from(`${this.token}:`).toString('base64')}`;
        try {
            return await this.rest.get(url, { authorization });
        }
        catch (err) {
            if (!(err instanceof transport_error/* TransportError */.w))
                throw err;
            const kind = err.timedOut ? 'timeout' : 'network';
            throw new SonarError(kind, `could not get ${what} from SonarQube at ${this.host}: ${err.message}`, { cause: err });
        }
    }
    get host() {
        return new URL(this.server).host;
    }
    /** SonarQube's own words for a refusal: `errors[0].msg`, when it gives any. */
    refusal(answer, what) {
        const said = answer.json?.errors?.[0]?.msg;
        const words = typeof said === 'string' && said ? `: ${said}` : '';
        const status = answer.status;
        if (status === 401)
            return new SonarError('auth', `SonarQube at ${this.host} refused the token while reading ${what} (HTTP 401${words})`, { about: 'token', status });
        if (status === 403)
            return new SonarError('forbidden', `SonarQube at ${this.host} does not let the token read ${what} (HTTP 403${words})`, { about: 'token', status });
        return new SonarError((0,util_errors/* errorKindForStatus */.QR)(status), `SonarQube at ${this.host} failed to give ${what} (HTTP ${status}${words})`, { status });
    }
    shape(path, expected, got) {
        return new SonarError('server', `SonarQube at ${this.host} answered ${path} without ${expected} (got ${(0,util_errors/* jsonKindOf */.kh)(got)}): check the server URL`, {
            about: 'server'
        });
    }
}
function isTask(value) {
    return typeof value === 'object' && value !== null && typeof value.id === 'string' && typeof value.status === 'string';
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/clients/sonar/report-task.ts


/** A scanner writes a few hundred bytes; anything near this is not its report. */
const REPORT_TASK_MAX_BYTES = 64 * 1024;
const TASK_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
/** The fields of a `report-task.txt`; a file without a task to wait for is refused, saying what it lacks. */
function parseReportTask(text) {
    if (text.includes('\0'))
        throw new ReportTaskError('is binary, not the text file a SonarQube scanner writes');
    const fields = new Map();
    for (const line of text.split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const eq = trimmed.indexOf('=');
        if (eq <= 0)
            throw new ReportTaskError(`has a line that is not \`key=value\`: \`${(0,util_text/* clip */.$Q)(trimmed, 60)}\``);
        fields.set(trimmed.slice(0, eq).trim(), trimmed.slice(eq + 1).trim());
    }
    const get = (name) => (fields.get(name) ? fields.get(name) : undefined);
    let ceTaskId = get('ceTaskId');
    const ceTaskUrl = get('ceTaskUrl');
    if (ceTaskId === undefined && ceTaskUrl !== undefined) {
        try {
            ceTaskId = new URL(ceTaskUrl).searchParams.get('id') ?? undefined;
        }
        catch {
            throw new ReportTaskError(`has a \`ceTaskUrl\` that is not a URL: \`${(0,util_text/* clip */.$Q)(ceTaskUrl, 80)}\``);
        }
    }
    if (ceTaskId === undefined)
        throw new ReportTaskError('names no analysis task (neither `ceTaskId` nor `ceTaskUrl`)');
    if (!TASK_ID.test(ceTaskId))
        throw new ReportTaskError(`has a task id that is not one SonarQube gives: \`${(0,util_text/* clip */.$Q)(ceTaskId, 60)}\``);
    return { projectKey: get('projectKey'), serverUrl: get('serverUrl'), dashboardUrl: get('dashboardUrl'), ceTaskId, ceTaskUrl };
}

;// CONCATENATED MODULE: ./src/clients/sonar/results.ts


const PENDING = new Set(['PENDING', 'IN_PROGRESS']);
const FIRST_LOOK_MS = 1000;
const LONGEST_LOOK_MS = 30_000;
/**
 * Looks until `look` is done, waiting between looks (1 s, doubling, at most 30 s) for at most
 * `waiting.ms` in all; then a `timeout` that says what was last seen. With no time to wait, one look.
 */
async function waitFor(look, waiting) {
    const now = waiting.now ?? Date.now;
    const sleep = waiting.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const deadline = now() + waiting.ms;
    let delay = FIRST_LOOK_MS;
    for (;;) {
        const seen = await look();
        if ('done' in seen)
            return seen.done;
        const left = deadline - now();
        if (left <= 0)
            throw new SonarError('timeout', `${seen.pending}, after waiting ${Math.round(waiting.ms / 1000)} s for SonarQube to finish the analysis`);
        const pause = Math.min(delay, left);
        waiting.log.info(`${seen.pending}; looking again in ${Math.ceil(pause / 1000)} s (${Math.ceil(left / 1000)} s of waiting left)`);
        await sleep(pause);
        delay = Math.min(delay * 2, LONGEST_LOOK_MS);
    }
}
const results_short = (sha) => sha.slice(0, 12);
function conditionsOf(conditions) {
    return conditions.map((c) => ({
        metric: c.metricKey ?? '',
        errorThreshold: c.errorThreshold ?? '',
        operator: c.comparator ?? '',
        ...(c.actualValue ? { value: c.actualValue } : {}),
        status: c.status ?? ''
    }));
}
/** What a task says of the branch or pull request it analysed, as `sonar_results` record it. */
function scopeOf(task, fallbackBranch) {
    if (task?.pullRequest)
        return { pullRequest: task.pullRequest };
    if (task?.branch)
        return { branch: { name: task.branch, ...(task.branchType && { type: task.branchType }) } };
    return fallbackBranch ? { branch: { name: fallbackBranch } } : {};
}
function whatWasScanned(task) {
    return task.pullRequest ? `pull request ${task.pullRequest}` : task.branch ? `branch ${task.branch}` : "the project's main branch";
}
/** The task of a scanner's report: waited for, then its analysis, checked to be of the commit. */
async function fromTask(api, scan, expected, waiting) {
    const task = await waitFor(async () => {
        const t = await api.task(scan.task);
        return PENDING.has(t.status) ? { pending: `SonarQube is still processing analysis task ${t.id} (${t.status})` } : { done: t };
    }, waiting);
    if (task.status !== 'SUCCESS' || !task.analysisId) {
        const why = task.errorMessage ? `: ${task.errorMessage}` : '';
        throw new SonarError('server', `analysis task ${task.id} ended ${task.status} on SonarQube${why}, without an analysis to attest`);
    }
    const project = task.componentKey ?? scan.projectKey;
    if (!project)
        throw new SonarError('server', `analysis task ${task.id} names no project (componentKey)`, { about: 'server' });
    if (expected.pullRequest !== undefined && task.pullRequest !== expected.pullRequest)
        throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of pull request ${expected.pullRequest}`, {
            about: 'branch'
        });
    if (expected.branch !== undefined && (task.pullRequest || task.branch !== expected.branch))
        throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of branch ${expected.branch}`, { about: 'branch' });
    let analysedAt;
    let revision;
    if (task.pullRequest) {
        const pr = (await api.pullRequests(project)).find((p) => p.key === task.pullRequest);
        if (!pr)
            throw new SonarError('not_found', `SonarQube lists no pull request ${task.pullRequest} of project ${project}, which task ${task.id} analysed`);
        analysedAt = pr.analysisDate;
        revision = pr.commit?.sha;
    }
    else {
        const analysis = (await api.analyses(project, task.branch)).find((a) => a.key === task.analysisId);
        if (!analysis)
            throw new SonarError('not_found', `analysis ${task.analysisId} (task ${task.id}) is not among the newest analyses of project ${project} on ${whatWasScanned(task)}: SonarQube may have deleted it`);
        analysedAt = analysis.date;
        revision = analysis.revision;
    }
    if (!revision || !expected.revisions.includes(revision))
        throw new SonarError('invalid_input', `the analysis of task ${task.id} (${whatWasScanned(task)} of project ${project}) is of revision ${revision ? results_short(revision) : '(none given)'}, not of commit ${results_short(expected.revisions[0])}`, { about: 'revision' });
    const gate = await api.qualityGate(task.pullRequest ? { project, pullRequest: task.pullRequest } : { analysisId: task.analysisId });
    return {
        serverUrl: api.server,
        taskId: task.id,
        status: task.status,
        analysedAt: analysedAt ?? '',
        revision,
        project: {
            key: project,
            ...(task.componentName && { name: task.componentName }),
            url: scan.dashboardUrl ?? (0,rest_url/* apiUrl */.y)(api.server, 'dashboard', { id: project })
        },
        ...scopeOf(task),
        qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
    };
}
/** A project's analysis of the commit, on a branch or of a pull request, waited for until SonarQube lists it. */
async function fromProject(api, scan, expected, waiting) {
    const { project } = scan;
    const commit = results_short(expected.revisions[0]);
    if (scan.pullRequest !== undefined) {
        const pullRequest = scan.pullRequest;
        const pr = await waitFor(async () => {
            const found = (await api.pullRequests(project)).find((p) => p.key === pullRequest);
            if (!found)
                return { pending: `SonarQube lists no analysis of pull request ${pullRequest} of project ${project} yet` };
            const sha = found.commit?.sha;
            if (!sha || !expected.revisions.includes(sha))
                return {
                    pending: `the newest analysis of pull request ${pullRequest} of project ${project} is of revision ${sha ? results_short(sha) : '(none given)'}, not of commit ${commit}`
                };
            return { done: { ...found, sha } };
        }, waiting);
        // The newest task of the pull request is the one behind its newest analysis.
        const task = (await api.activity(project)).find((t) => t.pullRequest === pullRequest);
        const gate = await api.qualityGate({ project, pullRequest });
        return results(api, project, task, pr.analysisDate ?? '', pr.sha, { pullRequest }, gate);
    }
    const where = scan.branch ? `branch ${scan.branch}` : 'the main branch';
    const analysis = await waitFor(async () => {
        const found = (await api.analyses(project, scan.branch)).find((a) => a.revision !== undefined && expected.revisions.includes(a.revision));
        return found ? { done: found } : { pending: `SonarQube lists no analysis of commit ${commit} among the newest analyses of project ${project} on ${where}` };
    }, waiting);
    const task = (await api.activity(project)).find((t) => t.analysisId === analysis.key);
    const gate = await api.qualityGate({ analysisId: analysis.key });
    return results(api, project, task, analysis.date, analysis.revision, scopeOf(task, scan.branch), gate);
}
function results(api, project, task, analysedAt, revision, scope, gate) {
    return {
        serverUrl: api.server,
        // Without a task listed for the analysis, empty, as the reference client records it.
        taskId: task?.id ?? '',
        status: task?.status ?? '',
        analysedAt,
        revision,
        project: { key: project, ...(task?.componentName && { name: task.componentName }), url: (0,rest_url/* apiUrl */.y)(api.server, 'dashboard', { id: project }) },
        ...scope,
        qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
    };
}
/** The analysis behind `scan`, of one of `expected.revisions`, with its quality gate. */
async function sonarResults(api, scan, expected, waiting) {
    return 'task' in scan ? fromTask(api, scan, expected, waiting) : fromProject(api, scan, expected, waiting);
}

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/operations/readers/input-files.ts
var input_files = __webpack_require__(57471);
// EXTERNAL MODULE: ./src/operations/readers/outside-inputs.ts
var outside_inputs = __webpack_require__(52046);
;// CONCATENATED MODULE: ./src/operations/attest-sonar.ts















/** Where scanners leave their report: sonar-scanner (and the GitHub action), Maven, Gradle. */
const REPORT_TASKS = ['.scannerwork/report-task.txt', 'target/sonar/report-task.txt', 'build/sonar/report-task.txt'];
const REPORT_EXPECTED = 'the `report-task.txt` a SonarQube scanner wrote in an earlier step of this job, or `sonar-project-key`';
const SONARCLOUD = 'https://sonarcloud.io';
const INPUTS = {
    'sonar-token': { kind: 'secret', required: true, description: 'SonarQube token that may browse the project (a secret; masked)' },
    'sonar-report-task': {
        kind: 'path',
        description: "The scanner's report-task.txt (default: .scannerwork/report-task.txt, else target/sonar/report-task.txt, else build/sonar/report-task.txt)"
    },
    'sonar-project-key': {
        kind: 'string',
        pattern: { re: /^[A-Za-z0-9_.:-]{1,400}$/, expected: 'a SonarQube project key: letters, digits, `-`, `_`, `.` and `:`' },
        description: "Instead of a report task: the project whose analysis of `commit` to attest, on the workflow's branch or pull request"
    },
    'sonar-host-url': { kind: 'string', description: "SonarQube's URL (default: the report task's serverUrl, else https://sonarcloud.io)" },
    'sonar-branch': {
        kind: 'string',
        // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
        pattern: { re: /^[^\s\u0000-\u001f\u007f]{1,255}$/, expected: 'a branch name, without spaces' },
        description: "The branch SonarQube analysed (default: the workflow's branch, none for the repository's default branch)"
    },
    'sonar-pull-request': {
        kind: 'string',
        pattern: { re: /^[0-9]{1,10}$/, expected: 'a pull request number' },
        description: "The pull request SonarQube analysed (default: the workflow's pull request, on pull_request events)"
    },
    'sonar-wait-seconds': {
        kind: 'number',
        min: 0,
        max: 3600,
        default: '300',
        description: 'How long to wait, in all, for SonarQube to finish the analysis; then the step fails with a timeout'
    }
};
/** The scanner's report: the one named, else the first of the usual places that exists. */
function reportFile(inputs, projectKey) {
    const given = inputs.path('sonar-report-task');
    if (given !== undefined)
        return given;
    const found = REPORT_TASKS.map((p) => external_node_path_default().resolve(inputs.baseDir, p)).find((p) => (0,external_node_fs_.existsSync)(p));
    if (found === undefined && projectKey === undefined)
        throw (0,errors/* invalidInput */.aY)('sonar-report-task', `not given, and none of ${REPORT_TASKS.join(', ')} exists in ${inputs.baseDir}`, REPORT_EXPECTED);
    return projectKey === undefined ? found : undefined;
}
function readSettings(inputs) {
    const token = (0,outside_inputs/* headerCredential */.d)('sonar-token', inputs.required('sonar-token'), 'a SonarQube token');
    const projectKey = inputs.string('sonar-project-key');
    const host = inputs.string('sonar-host-url');
    const branch = inputs.string('sonar-branch');
    const pullRequest = inputs.string('sonar-pull-request');
    const waitSeconds = inputs.number('sonar-wait-seconds');
    if (branch !== undefined && pullRequest !== undefined)
        throw inputs.fail('sonar-pull-request', 'given with `sonar-branch`: an analysis is of a branch or of a pull request, not both', 'one of the two');
    const hostUrl = host === undefined ? undefined : (0,outside_inputs/* serverUrlInput */.H)('sonar-host-url', host, SONARCLOUD);
    const file = reportFile(inputs, projectKey);
    if (file === undefined)
        return {
            token,
            server: hostUrl ?? SONARCLOUD,
            serverInput: hostUrl ? 'sonar-host-url' : undefined,
            scan: { project: projectKey },
            branch,
            pullRequest,
            waitSeconds
        };
    const content = (0,input_files/* readInputFile */.j)('sonar-report-task', file, REPORT_TASK_MAX_BYTES, REPORT_EXPECTED);
    if (content.length === 0)
        throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file} is empty`, REPORT_EXPECTED);
    let task;
    try {
        task = parseReportTask(content.toString('utf8'));
    }
    catch (err) {
        if (err instanceof ReportTaskError)
            throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file} ${err.message}`, REPORT_EXPECTED);
        throw err;
    }
    if (projectKey !== undefined && task.projectKey !== undefined && task.projectKey !== projectKey)
        throw inputs.fail('sonar-project-key', `\`${projectKey}\` is not the project of ${file} (\`${task.projectKey}\`)`, 'the key of the project the scanner analysed, or no key');
    let fromFile;
    // Given a URL of its own, the file's does not matter.
    if (task.serverUrl !== undefined && hostUrl === undefined) {
        try {
            fromFile = (0,rest_url/* serverUrl */.V)(task.serverUrl, SONARCLOUD);
        }
        catch (err) {
            if (err instanceof url/* UrlError */.UN)
                throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file}: its serverUrl ${err.message}`, `${err.expected}, or \`sonar-host-url\``);
            throw err;
        }
    }
    const server = hostUrl ?? fromFile ?? SONARCLOUD;
    // The dashboard the file names is on the file's server; on another, the action makes its own.
    const sameServer = hostUrl === undefined || hostUrl === task.serverUrl?.replace(/\/+$/, '');
    const dashboardUrl = sameServer && /^https?:\/\//.test(task.dashboardUrl ?? '') ? task.dashboardUrl : undefined;
    return {
        token,
        server,
        serverInput: hostUrl ? 'sonar-host-url' : fromFile ? 'sonar-report-task' : undefined,
        scan: { task: task.ceTaskId, dashboardUrl, projectKey: task.projectKey },
        report: file,
        branch,
        pullRequest,
        waitSeconds
    };
}
/**
 * What was scanned, when not given: a pull request's run scans the pull request; a branch's,
 * the branch, except the repository's default branch, which is SonarQube's main branch.
 */
function scopeFromEvent(context) {
    const pull = context.event.pull_request;
    if (typeof pull?.number === 'number')
        return { pullRequest: String(pull.number) };
    const fromRef = /^refs\/pull\/(\d+)\//.exec(context.ref ?? '')?.[1];
    if (fromRef)
        return { pullRequest: fromRef };
    if (!context.ref?.startsWith('refs/heads/') || !context.branch)
        return {};
    const defaultBranch = context.event.repository?.default_branch;
    return context.branch === defaultBranch ? {} : { branch: context.branch };
}
/** A failure of SonarQube's, said with the input that can fix it. */
function sonarFailure(err, s) {
    if (!(err instanceof SonarError))
        return err;
    const options = { cause: err, status: err.status };
    switch (err.about) {
        case 'token':
            return new errors/* ActionError */.lZ(err.kind, `input \`sonar-token\`: ${err.message}; expected a token of a SonarQube user who may browse the project`, options);
        case 'server':
            return new errors/* ActionError */.lZ(err.kind, s.serverInput === 'sonar-report-task'
                ? `input \`sonar-report-task\`: ${s.report} names the server ${s.server}: ${err.message}`
                : `input \`sonar-host-url\`: ${err.message}`, options);
        case 'report':
            return new errors/* ActionError */.lZ(err.kind, `input \`sonar-report-task\`: ${s.report}: ${err.message}; expected the report of a scan this job ran against ${s.server}`, options);
        case 'revision':
            return new errors/* ActionError */.lZ('invalid_input', `input \`sonar-report-task\`: ${s.report}: ${err.message}. Its analysis is not of this commit (a report left from an earlier scan?); expected the report of this commit's scan, or \`commit\` set to the commit scanned`, options);
        case 'branch':
            return new errors/* ActionError */.lZ('invalid_input', `input \`${s.pullRequest !== undefined ? 'sonar-pull-request' : 'sonar-branch'}\`: ${err.message}`, options);
    }
    if (err.kind === 'timeout')
        return new errors/* ActionError */.lZ('timeout', `${err.message}; raise \`sonar-wait-seconds\` if SonarQube needs longer`, options);
    return new errors/* ActionError */.lZ(err.kind, err.message, options);
}
const failed = (r) => r.qualityGate.conditions.filter((c) => c.status === 'ERROR');
const warned = (r) => r.qualityGate.conditions.filter((c) => c.status === 'WARN');
const OPERATORS = { GT: '>', LT: '<', EQ: '=', NE: '≠' };
/** "quality gate ERROR: 2 of 5 conditions failed, 1 warned". */
function gateWords(r) {
    const total = r.qualityGate.conditions.length;
    const counts = [`${failed(r).length} of ${total} condition${total === 1 ? '' : 's'} failed`, ...(warned(r).length > 0 ? [`${warned(r).length} warned`] : [])];
    return `quality gate ${r.qualityGate.status}${total > 0 ? `: ${counts.join(', ')}` : ''}`;
}
function scopeWords(r) {
    return r.pullRequest ? `pull request ${r.pullRequest}` : r.branch?.name ? `branch ${r.branch.name}` : 'main branch';
}
/**
 * A SonarQube analysis and its quality gate: from the scanner's report task (waited for until
 * SonarQube has processed it) or from the project's analysis of the commit. An analysis of
 * another commit is refused, never recorded. Compliant when the quality gate is OK.
 */
/* harmony default export */ const attest_sonar = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-sonar',
    title: 'SonarQube analysis',
    description: 'Record a SonarQube analysis of the commit and its quality gate in a trail: compliant when the gate is OK',
    inputs: INPUTS,
    outputs: {
        quality_gate: 'The quality gate status: OK, WARN or ERROR',
        compliant: 'true or false: whether the quality gate is OK'
    },
    endpoint: attestations/* attestSonar */.Fd,
    commitFromEvidence: true,
    read: (inputs) => readSettings(inputs),
    async evidence(s, attestation, tools) {
        const { context, log, common } = tools;
        const commit = attestation.commit ?? context.sha;
        if (!commit)
            throw (0,errors/* invalidInput */.aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit the analysis must be of');
        // A pull request's run checks out a merge commit; a scanner may record the pull request's head instead.
        const head = context.event.pull_request?.head?.sha;
        const revisions = [commit, ...(attestation.commit === undefined && typeof head === 'string' && head !== commit ? [head] : [])];
        const scan = 'task' in s.scan
            ? s.scan
            : { ...s.scan, ...(s.branch === undefined && s.pullRequest === undefined ? scopeFromEvent(context) : { branch: s.branch, pullRequest: s.pullRequest }) };
        const api = new SonarApi(s.server, s.token, { timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries, log });
        let results;
        try {
            results = await sonarResults(api, scan, { revisions, branch: s.branch, pullRequest: s.pullRequest }, { ms: s.waitSeconds * 1000, log });
        }
        catch (err) {
            throw sonarFailure(err, s);
        }
        const compliant = results.qualityGate.status === 'OK';
        const conditions = [...failed(results), ...warned(results), ...results.qualityGate.conditions.filter((c) => c.status !== 'ERROR' && c.status !== 'WARN')];
        const facts = [
            ['Project', (0,summary/* link */.nf)(results.project.url, results.project.name || results.project.key)],
            ['Analysis', `${results.revision.slice(0, 12)} (${scopeWords(results)}), ${results.analysedAt}${results.taskId ? `, task ${results.taskId}` : ''}`],
            ['Quality gate', gateWords(results).replace(/^quality gate /, '')]
        ];
        return {
            data: { sonar_results: results },
            commit,
            compliant,
            outputs: { quality_gate: results.qualityGate.status, compliant: String(compliant) },
            summary: (prepared) => {
                const section = (0,attestation_summary/* attestationSummary */.h)('SonarQube analysis', attestation, prepared, tools, compliant, [
                    ...facts,
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, context)
                ]);
                return {
                    ...section,
                    verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${gateWords(results)}; recorded in trail ${prepared.trail}` },
                    ...(conditions.length > 0 && {
                        table: {
                            head: ['Condition', 'Status', 'Value', 'Threshold'],
                            rows: conditions.map((c) => [
                                c.metric,
                                c.status,
                                c.value ?? '',
                                c.errorThreshold ? `${OPERATORS[c.operator] ?? c.operator} ${c.errorThreshold}` : ''
                            ])
                        }
                    })
                };
            }
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

/***/ 57471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
        throw err;
    }
}
/** A JSON Schema file named by an input: read, parsed and compiled, so a bad one is refused before anything is sent. */
async function readSchemaFile(input, file, maxBytes) {
    const content = readInputFile(input, file, maxBytes, 'the path of a JSON Schema file');
    let schema;
    try {
        schema = JSON.parse(content.toString('utf8'));
    }
    catch (err) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
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

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, expected, options) {
        super('invalid_input', message, options);
        this.name = 'SchemaError';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaError).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaError('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(7882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaError(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 60878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2463)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new SchemaError(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
    }
    const validate = ((data) => {
        engine.startValidation();
        try {
            const ok = compiled(data);
            validate.errors = compiled.errors;
            return ok;
        }
        catch (err) {
            if (err instanceof PatternRefused)
                throw refused(err);
            throw err;
        }
    });
    return validate;
}
/**
 * One readable line per problem: where, and what is wrong. A value that fits none of the forms
 * an `anyOf`/`oneOf` allows is reported once, not once per form it failed.
 */
function schemaErrors(validate) {
    const errors = validate.errors ?? [];
    const alternatives = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && e.schemaPath);
    const fromABranch = (e) => alternatives.some((alt) => alt !== e && e.schemaPath?.startsWith(`${alt.schemaPath}/`));
    const seen = new Set();
    const lines = [];
    for (const e of errors) {
        if (fromABranch(e))
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            message = describeAlternatives(errors.filter((b) => b.instancePath === e.instancePath && b.schemaPath?.startsWith(`${e.schemaPath}/`)));
        // An unknown key is placed at the key itself, not where its parent starts.
        const property = e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined ? propertyName(e.params.additionalProperty) : undefined;
        if (property !== undefined)
            message = `has unknown property \`${property}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message, ...(property !== undefined && { property }) });
    }
    return lines;
}
/** What the branches of an `anyOf` would have taken, said once: values, patterns and types. */
function describeAlternatives(branches) {
    const forms = new Set();
    for (const b of branches) {
        if (b.keyword === 'enum' && Array.isArray(b.params?.allowedValues))
            for (const v of b.params.allowedValues)
                forms.add(JSON.stringify(v));
        else if (b.keyword === 'const')
            forms.add(JSON.stringify(b.params?.allowedValue));
        else if (b.keyword === 'pattern')
            forms.add(`text matching ${String(b.params?.pattern)}`);
        else if (b.keyword === 'type')
            forms.add(`a ${String(b.params?.type)}`);
    }
    return forms.size > 0 ? `must be one of: ${[...forms].join(', ')}` : 'fits none of the forms the schema allows';
}
/** Ajv types its error params as `any`; a property name is a string, but say something sensible if not. */
function propertyName(name) {
    return typeof name === 'string' ? name : JSON.stringify(name);
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