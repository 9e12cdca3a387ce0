export const id = 9642;
export const ids = [9642,2283,4664];
export const modules = {

/***/ 14365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40920);
/* harmony import */ var _operations_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98409);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88904);
/* harmony import */ var _operations_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91983);




/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_operations_types_js__WEBPACK_IMPORTED_MODULE_3__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => ({
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            attestation: (0,_operations_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs),
            own: await def.read(inputs, common)
        }),
        async run({ attestation, own }, tools) {
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,_operations_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareAttestation */ .md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...(0,_operations_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationSummary */ .h)(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...(0,_operations_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationFacts */ .S)(settings, prepared, tools.context)
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

/***/ 25437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ readBoundedBody),
/* harmony export */   j: () => (/* binding */ withoutQuery)
/* harmony export */ });
/**
 * An answer's body, refused once it passes `maxBytes` (by its declared length, or as it
 * arrives) and abandoned when `signal` aborts: an outside server cannot make the action hold
 * more than it asked for, nor wait past its deadline. `tooLarge` makes the caller's own error.
 */
function readBoundedBody(message, signal, maxBytes, tooLarge) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        const fail = (error) => {
            message.destroy();
            reject(error);
        };
        if (Number(message.headers['content-length']) > maxBytes)
            return fail(tooLarge());
        if (signal.aborted)
            return fail(new Error('aborted'));
        signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true });
        message.on('data', (chunk) => {
            size += chunk.length;
            if (size > maxBytes)
                fail(tooLarge());
            else
                chunks.push(chunk);
        });
        message.on('end', () => resolve(Buffer.concat(chunks)));
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

/***/ 98409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19556);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28855);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
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

/***/ 28643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ serverUrlInput),
/* harmony export */   d: () => (/* binding */ headerCredential)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _rest_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67407);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76050);



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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `contains ${describe(value.codePointAt(bad))} at position ${bad + 1} (the value is not shown)`, `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`);
    return value;
}
/** An outside system's URL from an input: https (http for loopback only), without credentials. */
function serverUrlInput(input, value, example) {
    try {
        return (0,_rest_url_js__WEBPACK_IMPORTED_MODULE_1__/* .serverUrl */ .V)(value, example);
    }
    catch (err) {
        if (err instanceof _service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .UrlProblem */ .XT)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 7839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ RestTransportError),
/* harmony export */   e: () => (/* binding */ RestClient)
/* harmony export */ });
/* harmony import */ var _actions_http_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44942);
/* harmony import */ var _bounded_answer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25437);
/* harmony import */ var _service_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91118);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);




/** No answer at all: the connection failed, or no answer came in time. */
class RestTransportError extends Error {
    timedOut;
    code;
    constructor(message, timedOut, code) {
        super(message);
        this.timedOut = timedOut;
        this.code = code;
        this.name = 'RestTransportError';
    }
}
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
        this.redact = (0,_service_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactor */ .$)(options.secrets);
        this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
        this.now = options.now ?? Date.now;
    }
    /**
     * One GET, tried again on transient failures while `deadline` (epoch ms) allows; each attempt
     * ends by the deadline too. The answer's status is the caller's to judge.
     */
    async get(url, headers, deadline = Infinity) {
        for (let attempt = 0;; attempt++) {
            const left = deadline - this.now();
            let outcome;
            try {
                outcome = await this.once(url, headers, Math.max(1, Math.min(this.options.timeoutMs, left)));
            }
            catch (err) {
                if (!(err instanceof RestTransportError))
                    throw err;
                outcome = err;
            }
            const transient = outcome instanceof RestTransportError
                ? outcome.timedOut || (outcome.code !== undefined && TRANSIENT_CODES.has(outcome.code))
                : TRANSIENT_STATUSES.has(outcome.status);
            const delay = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
            if (!transient || attempt >= this.options.maxRetries || this.now() + delay >= deadline) {
                if (outcome instanceof RestTransportError)
                    throw outcome;
                return outcome;
            }
            const why = outcome instanceof RestTransportError ? outcome.message : `HTTP ${outcome.status}`;
            this.options.log.debug(`GET ${(0,_bounded_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutQuery */ .j)(url)}: ${why}; trying again in ${delay / 1000} s`);
            await this.sleep(delay);
        }
    }
    async once(url, headers, timeoutMs) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        this.options.log.debug(`GET ${(0,_bounded_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutQuery */ .j)(url)}`);
        try {
            const extras = {
                prepareRequest(options) {
                    options.signal = controller.signal;
                },
                canHandleAuthentication: () => false,
                handleAuthentication: () => Promise.reject(new Error('not supported'))
            };
            const client = new _actions_http_client__WEBPACK_IMPORTED_MODULE_0__/* .HttpClient */ .Qq(_version_js__WEBPACK_IMPORTED_MODULE_3__/* .USER_AGENT */ ._, [extras], { allowRedirects: false, allowRetries: false, keepAlive: false });
            const response = await client.request('GET', url, null, { accept: 'application/json', ...headers });
            const maxBytes = this.options.maxBytes;
            const body = await (0,_bounded_answer_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoundedBody */ .c)(response.message, controller.signal, maxBytes, () => new RestTransportError(`sent an answer larger than ${maxBytes} bytes; refused unread`, false, 'ETOOLARGE'));
            const text = this.redact(body.toString('utf8'));
            const status = response.message.statusCode ?? 0;
            const location = response.message.headers.location;
            let json;
            try {
                // An escaped spelling of a secret (`\u0074oken`) is seen only once decoded.
                json = text === '' ? undefined : (0,_service_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactValue */ .F)(JSON.parse(text), this.redact).value;
            }
            catch {
                json = undefined;
            }
            return { status, text, json, ...(location !== undefined && { location: this.redact(location) }) };
        }
        catch (err) {
            if (err instanceof RestTransportError)
                throw err;
            const timedOut = controller.signal.aborted;
            const code = err.code;
            const why = timedOut ? `no answer within ${Math.round(timeoutMs / 100) / 10} s` : this.redact(err.message);
            throw new RestTransportError(why, timedOut, timedOut ? 'ETIMEDOUT' : code);
        }
        finally {
            clearTimeout(timer);
        }
    }
}


/***/ }),

/***/ 67407:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ serverUrl),
/* harmony export */   y: () => (/* binding */ apiUrl)
/* harmony export */ });
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76050);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48992);


/**
 * The root URL of an outside system the action sends a token to (SonarQube, Jira), without a
 * trailing slash. https only, except for loopback hosts, for the same reason as the service's
 * own URL: the token would otherwise cross the network in the clear. Credentials, a query or a
 * fragment have no place in it; the value is never echoed whole when it may hold a password.
 */
function serverUrl(value, example) {
    const expected = `an https URL such as \`${example}\` (http only for loopback hosts)`;
    if (/^[^/?#]*:\/\/[^/?#]*@/.test(value))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlProblem */ .XT('contains credentials (`user:password@`); they would leak into logs', expected);
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlProblem */ .XT(`\`${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(value)}\` is not a URL`, expected);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlProblem */ .XT(`scheme \`${url.protocol}\` is not supported`, expected);
    if (url.protocol === 'http:' && !(0,_service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(url.hostname))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlProblem */ .XT(`plain http to \`${url.hostname}\` would send the token unencrypted`, expected);
    if (url.search || url.hash)
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlProblem */ .XT('a query or fragment is not allowed', expected);
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

/***/ 45010:
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
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86623);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
const attestGeneric = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestGeneric',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/generic',
    params: TRAIL,
    query: NONE,
    body: attestationBody('GenericAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestJunit = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestJunit',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/junit',
    params: TRAIL,
    query: NONE,
    body: attestationBody('JUnitAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestPullRequest = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestPullRequest',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/pull_request',
    params: TRAIL,
    query: NONE,
    body: attestationBody('PullRequestAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it'
});
const attestSonar = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestSonar',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/sonar',
    params: TRAIL,
    query: NONE,
    body: attestationBody('SonarAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestJira = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestJira',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/jira',
    params: TRAIL,
    query: NONE,
    body: attestationBody('JiraAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published'
});
const attestCustom = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestCustom',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/custom',
    params: TRAIL,
    query: NONE,
    body: attestationBody('CustomAttestationPostInput'),
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
});
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

/***/ 91118:
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

/***/ 22283:
/***/ ((module) => {

// The toolkit imports undici at load time, for two things only GitHub API calls use: `fetch`,
// and `ProxyAgent` behind a proxy. Bundled as-is, undici is most of the action's start-up
// code, so the bundle maps `undici` here (tsconfig `paths`), and src/github/api.ts, loaded
// only by operations that call GitHub, registers the real module before any of it is used.
const KEY = Symbol.for('evidence-action.undici')

function undici() {
  const real = globalThis[KEY]
  if (!real) throw new Error('undici is used before src/github/api.ts (or src/kubernetes/pods.ts) registered it')
  return real
}

module.exports = {
  // @kubernetes/client-node's TLS dispatcher; src/kubernetes/pods.ts registers its own undici.
  get Agent() {
    return undici().Agent
  },
  get ProxyAgent() {
    return undici().ProxyAgent
  },
  get fetch() {
    return undici().fetch
  }
}


/***/ })

};
