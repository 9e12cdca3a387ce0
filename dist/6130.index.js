export const id = 6130;
export const ids = [6130,7724,2283,4664];
export const modules = {

/***/ 98642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ replay)
});

// EXTERNAL MODULE: ./src/advice.ts
var advice = __webpack_require__(96031);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(59148);
// EXTERNAL MODULE: ./src/service/client.ts + 2 modules
var service_client = __webpack_require__(69788);
// EXTERNAL MODULE: ./src/service/failure.ts
var failure = __webpack_require__(48817);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/service/spool.ts
var spool = __webpack_require__(60712);
;// CONCATENATED MODULE: ./src/service/spool-replay.ts





/**
 * The replay's side of spool files: reading and checking them, and claiming each for sending.
 * Apart from spool.ts, which every run loads to save a failed request, so start-up stays small.
 */
/** Marks a file a replay is sending now: no other replay picks it up. */
const CLAIMED = '.sending-';
function toEncoded(record) {
    const body = record.bodyBase64 !== undefined ? Buffer.from(record.bodyBase64, 'base64') : record.body !== undefined ? Buffer.from(record.body, 'utf8') : undefined;
    return {
        endpoint: record.endpoint ?? `${record.method} ${record.path}`,
        method: record.method,
        path: record.path,
        // Files saved before the catalogue carry no safety: POST was the one never repeated blindly.
        retry: record.retry ?? (record.method === 'POST' ? 'when-unprocessed' : 'idempotent'),
        contentType: record.headers?.['content-type'],
        body
    };
}
const METHODS = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'];
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * Why a saved path would not stay under the API's prefix once joined to the base URL, or
 * `undefined` when it is a plain path there: `/` then non-empty segments, none `.` or `..`
 * (written plainly or percent-encoded), no `\\`, `#` or control characters; a query after `?`.
 */
function spoolPathProblem(saved) {
    if (!saved.startsWith('/'))
        return 'it does not start with `/`';
    if (CONTROL.test(saved) || saved.includes('#') || saved.includes('\\'))
        return 'it holds control characters, `#` or `\\`';
    const question = saved.indexOf('?');
    const pathname = question === -1 ? saved : saved.slice(0, question);
    for (const segment of pathname.slice(1).split('/')) {
        let decoded;
        try {
            decoded = decodeURIComponent(segment);
        }
        catch {
            return `the segment \`${segment}\` is not valid percent-encoding`;
        }
        if (segment === '' || decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\'))
            return `the segment \`${segment}\` would leave the API's prefix (no empty, \`.\` or \`..\` segments)`;
    }
    return undefined;
}
/** A spool file's record, or why it is not one. */
function readSpool(file) {
    let record;
    try {
        record = JSON.parse((0,src_files/* readBoundedFile */.Mv)(file, spool/* SPOOL_FILE_MAX_BYTES */.kU).toString('utf8'));
    }
    catch (err) {
        if (err instanceof src_files/* FileProblem */.kc)
            throw err;
        throw new src_files/* FileProblem */.kc(file, `${file} is not JSON (${err.message})`);
    }
    const valid = record !== null &&
        typeof record === 'object' &&
        record.format === spool/* SPOOL_FORMAT */.Q2 &&
        METHODS.includes(record.method) &&
        typeof record.path === 'string' &&
        typeof record.baseUrl === 'string' &&
        typeof record.headers === 'object' &&
        record.headers !== null &&
        !Array.isArray(record.headers) &&
        Object.values(record.headers).every((v) => typeof v === 'string' && !CONTROL.test(v)) &&
        (record.body === undefined || typeof record.body === 'string') &&
        (record.bodyBase64 === undefined || typeof record.bodyBase64 === 'string');
    if (!valid)
        throw new src_files/* FileProblem */.kc(file, `${file} is not a spool file of format ${spool/* SPOOL_FORMAT */.Q2}`);
    const pathProblem = spoolPathProblem(record.path);
    if (pathProblem)
        throw new src_files/* FileProblem */.kc(file, `${file}: its \`path\` ${JSON.stringify(record.path.slice(0, 200))} is refused: ${pathProblem}`);
    if (record.bodyBase64 !== undefined) {
        if (record.body !== undefined)
            throw new src_files/* FileProblem */.kc(file, `${file} has both \`body\` and \`bodyBase64\`; a spool file has one`);
        if (!BASE64.test(record.bodyBase64))
            throw new src_files/* FileProblem */.kc(file, `${file}: its \`bodyBase64\` is not valid base64 (A–Z, a–z, 0–9, \`+\`, \`/\`, padded with \`=\` to a multiple of 4)`);
    }
    return record;
}
/**
 * What can be checked of a spool file before it is claimed (renamed): a regular file (not a
 * link), named `*.json`, of at most SPOOL_FILE_MAX_BYTES. `undefined` when it may be claimed.
 */
function unclaimableProblem(file) {
    const info = (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false });
    if (!info)
        return undefined;
    if (!info.isFile())
        return `${file} is not a regular file`;
    if (!file.endsWith('.json'))
        return `${file} is not named \`*.json\`, as spool files are`;
    if (info.size > spool/* SPOOL_FILE_MAX_BYTES */.kU)
        return `${file} is larger than ${spool/* SPOOL_FILE_MAX_BYTES */.kU} bytes, more than any spool file`;
    return undefined;
}
/** One spool file, or the `.json` files of a folder, oldest first (their names start with the time). */
function listSpool(target) {
    const info = (0,external_node_fs_.lstatSync)(target, { throwIfNoEntry: false });
    if (!info)
        throw new src_files/* FileProblem */.kc(target, `${target} does not exist`);
    if (info.isFile())
        return { files: [target], abandoned: [] };
    if (!info.isDirectory())
        throw new src_files/* FileProblem */.kc(target, `${target} is not a regular file or a folder`);
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(target).sort();
    }
    catch (err) {
        throw new src_files/* FileProblem */.kc(target, `${target} cannot be listed (${err.code})`);
    }
    return {
        files: names.filter((n) => n.endsWith('.json')).map((n) => external_node_path_default().join(target, n)),
        abandoned: names.filter((n) => n.includes(`.json${CLAIMED}`)).map((n) => external_node_path_default().join(target, n))
    };
}
/**
 * Takes a file for this replay by renaming it, which is atomic: of two replays racing for it,
 * one gets it and the other finds it gone. `undefined` when another replay took it first.
 */
function claimSpool(file) {
    const claimed = `${file}${CLAIMED}${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    try {
        (0,external_node_fs_.renameSync)(file, claimed);
        return claimed;
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT')
            return undefined;
        throw new src_files/* FileProblem */.kc(file, `${file} cannot be claimed for sending (${code}): the folder must be writable, so that a delivered request is never sent twice`);
    }
}
/** Puts a file that was not delivered back where the next replay finds it. */
function releaseSpool(claimed, file) {
    (0,external_node_fs_.renameSync)(claimed, file);
}
/** Removes a delivered file; if that fails it stays claimed, so no replay sends it again. */
function finishSpool(claimed) {
    try {
        (0,external_node_fs_.rmSync)(claimed);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(91983);
// EXTERNAL MODULE: ./src/settings.ts
var settings = __webpack_require__(58750);
;// CONCATENATED MODULE: ./src/operations/replay.ts










const EXPECTED = 'a spool file or a folder of them, as written by `on-error: warn` (the `spool_file` output)';
function listing(target) {
    try {
        return listSpool(target);
    }
    catch (err) {
        if (err instanceof src_files/* FileProblem */.kc)
            throw (0,errors/* invalidInput */.aY)('spool-file', err.message, EXPECTED);
        throw err;
    }
}
/**
 * Sends requests saved by `on-error: warn` again, byte for byte, with the current key. Each
 * file is claimed (renamed) before it is sent, so two replays of one folder never send it
 * twice; a delivered file is removed, and one that fails is put back for the next replay.
 * A failure of one file never stops the others.
 */
/* harmony default export */ const replay = ((0,types/* savedRequestsOperation */.pv)({
    name: 'replay',
    title: 'Replay',
    description: 'Send again the requests saved by on-error: warn, with the current key; each is sent once, and removed when delivered',
    inputs: {
        'spool-file': { kind: 'path', required: true, description: 'A saved request (the spool_file output) or a folder of them' },
        'replay-to': {
            kind: 'string',
            description: 'The base URL to send saved requests to, when it differs from the one they were saved for (refused otherwise)'
        }
    },
    outputs: {
        delivered: 'Number of saved requests delivered (and removed)',
        remaining: 'Number of saved requests left in the folder for a later replay',
        failed: 'Number of saved requests that failed in this replay'
    },
    read: (inputs) => {
        const replayTo = inputs.string('replay-to');
        return {
            target: inputs.resolve(inputs.required('spool-file')),
            replayTo: replayTo === undefined ? undefined : (0,settings/* serviceBaseUrl */.Y)('replay-to', 'eu', replayTo)
        };
    },
    async run(settings, { client, common, log }) {
        const sender = settings.replayTo ? new service_client.ServiceClient({ ...common, baseUrl: settings.replayTo, log, advise: advice/* actionAdvice */.T }) : client;
        const { files, abandoned } = listing(settings.target);
        const rows = [];
        const count = { delivered: 0, failed: 0, skipped: 0, 'dry run': 0 };
        let firstFailure;
        const note = (file, outcome, what, detail) => {
            count[outcome]++;
            rows.push([external_node_path_default().basename(file), what, `${outcome}${detail ? `: ${detail}` : ''}`]);
            log.info(`${external_node_path_default().basename(file)}: ${what}: ${outcome}${detail ? ` (${detail})` : ''}`);
        };
        for (const file of files) {
            // Nothing is renamed before it is known to be a spool file: a regular `*.json` file of a
            // spool file's size, whose record is complete and whose path stays under the API.
            let claimed;
            try {
                const problem = unclaimableProblem(file);
                if (problem)
                    throw new src_files/* FileProblem */.kc(file, problem);
                if ((0,external_node_fs_.existsSync)(file))
                    readSpool(file);
                claimed = claimSpool(file);
            }
            catch (err) {
                if (!(err instanceof src_files/* FileProblem */.kc))
                    throw err;
                // Gone while it was checked: another replay claimed it, which is no failure.
                if (!(0,external_node_fs_.existsSync)(file)) {
                    note(file, 'skipped', '?', 'another replay took it first');
                    continue;
                }
                firstFailure ??= (0,errors/* invalidInput */.aY)('spool-file', err.message, EXPECTED);
                note(file, 'failed', '?', err.message);
                continue;
            }
            if (!claimed) {
                note(file, 'skipped', '?', 'another replay took it first');
                continue;
            }
            let what = '?';
            try {
                const record = readSpool(claimed);
                what = `${record.method} ${record.path}`;
                if (!settings.replayTo && record.baseUrl !== sender.baseUrl) {
                    throw new errors/* ActionError */.lZ('invalid_input', `saved for ${record.baseUrl}, not ${sender.baseUrl}; set \`replay-to\` to say where it goes`);
                }
                const response = await sender.send(toEncoded(record));
                if (response.dryRun) {
                    releaseSpool(claimed, file);
                    note(file, 'dry run', what, 'nothing sent');
                    continue;
                }
                const removed = finishSpool(claimed);
                note(file, 'delivered', what, `HTTP ${response.status}${removed ? '' : `; ${claimed} could not be removed: delete it by hand (it is never sent again)`}`);
            }
            catch (err) {
                releaseSpool(claimed, file);
                if (err instanceof src_files/* FileProblem */.kc) {
                    firstFailure ??= (0,errors/* invalidInput */.aY)('spool-file', err.message, EXPECTED);
                    note(file, 'failed', what, err.message);
                }
                else if (err instanceof errors/* ActionError */.lZ) {
                    firstFailure ??= err;
                    note(file, 'failed', what, err instanceof failure/* ServiceError */._7 ? `${err.kind}${err.status ? ` (HTTP ${err.status})` : ''}, kept for a later replay` : err.message);
                }
                else
                    throw err;
            }
        }
        for (const file of abandoned)
            rows.push([external_node_path_default().basename(file), '?', 'left by an interrupted replay: it may have been delivered; rename it to end in .json to send it again']);
        // A single file that was delivered is gone; a folder keeps what was not.
        const remaining = (0,external_node_fs_.existsSync)(settings.target) ? listing(settings.target).files.length : 0;
        const total = files.length;
        return {
            outputs: { delivered: count.delivered, remaining, failed: count.failed },
            summary: {
                title: 'Replay of saved requests',
                verdict: {
                    ok: count.failed === 0 && abandoned.length === 0,
                    text: `${count.delivered} of ${total} delivered${count.failed > 0 ? `, ${count.failed} failed` : ''}${count.skipped > 0 ? `, ${count.skipped} taken by another replay` : ''}`
                },
                facts: [
                    ['Source', settings.target],
                    ['Service', sender.baseUrl],
                    ['Left in the folder', String(remaining)]
                ],
                table: { head: ['File', 'Request', 'Result'], rows }
            },
            failure: firstFailure
                ? new errors/* ActionError */.lZ(firstFailure.kind, `${count.failed} of ${total} saved request(s) not delivered${remaining > 0 ? ' and kept for a later replay' : ''}; the first: ${firstFailure.message}`, { status: firstFailure.status })
                : undefined
        };
    }
}));


/***/ }),

/***/ 91983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88904);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37480);


/** The inputs and outputs an operation of this kind has besides its own. */
function withKind(def, kind, org) {
    const service = kind !== 'local';
    return {
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_INPUTS */ .qT, ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_INPUTS */ .Ki), ...(org && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .ORG_INPUT */ .Op), ...def.inputs },
        outputs: { ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_OUTPUTS */ .Ht), ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_OUTPUTS */ .re, ...def.outputs }
    };
}
function operation(def, kind, needs, endpoint, work) {
    return {
        name: def.name,
        title: def.title,
        description: def.description,
        ...withKind(def, kind, needs.org),
        needs,
        endpoint,
        prepare: async (inputs, common) => {
            const settings = await def.read((0,_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .readerOf */ .T)(inputs, def.inputs), common);
            return work((tools) => def.run(settings, tools));
        }
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    const needs = { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' };
    return operation(def, 'service', needs, def.endpoint, (run) => ({ service: run }));
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return operation(def, 'saved', { org: false, apiKey: true, github: 'none' }, undefined, (run) => ({ service: run }));
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return operation(def, 'local', { org: false, apiKey: false, github: 'none' }, undefined, (run) => ({ local: run }));
}


/***/ }),

/***/ 69788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ServiceClient: () => (/* binding */ ServiceClient)
});

// UNUSED EXPORTS: MAX_RESPONSE_OUTPUT

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/service/endpoint.ts
var service_endpoint = __webpack_require__(19438);
// EXTERNAL MODULE: ./src/service/failure.ts
var failure = __webpack_require__(48817);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/service/multipart.ts

/** `multipart/form-data` as RFC 7578 has it; file bytes go in as they are. */
function encodeMultipart(parts, boundary = `----evidence-action-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`) {
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

// EXTERNAL MODULE: ./src/json-depth.ts
var json_depth = __webpack_require__(8829);
// EXTERNAL MODULE: ./src/service/redact.ts
var redact = __webpack_require__(91118);
// EXTERNAL MODULE: ./src/service/request.ts
var service_request = __webpack_require__(7334);
;// CONCATENATED MODULE: ./src/service/retry.ts
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

// EXTERNAL MODULE: ./src/service/validate.ts + 1 modules
var validate = __webpack_require__(49064);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
// EXTERNAL MODULE: ./src/service/advice.ts
var advice = __webpack_require__(71471);
;// CONCATENATED MODULE: ./src/service/client.ts
















/**
 * The `response` output holds an answer up to this size; a larger one is left out (with a
 * warning) rather than written whole into GITHUB_OUTPUT, where every later step would load it.
 */
const MAX_RESPONSE_OUTPUT = 1024 * 1024;
/** An answer nested deeper than this is no answer of the service, and would overflow recursive checks. */
const MAX_ANSWER_DEPTH = 256;
/** Service answers larger than this are refused rather than buffered without end. */
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
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
    http = new lib/* HttpClient */.Qq(version/* USER_AGENT */._, [], { allowRedirects: false, allowRetries: false, keepAlive: false });
    redact;
    constructor(options) {
        this.options = options;
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
        const problems = await (0,validate/* requestProblems */.iN)(endpoint, pathParams, query, body);
        if (problems.length > 0) {
            throw new errors/* ActionError */.lZ('invalid_input', `${endpoint.method} ${endpoint.path}: the request does not match what the service accepts: ${(0,validate/* problemText */.fI)(problems)}`);
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
            throw (0,errors/* missingApiKey */.uu)('this call');
        const { maxRetries, log } = this.options;
        const sleep = this.options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
        const random = this.options.random ?? Math.random;
        let attempts = 0;
        for (;;) {
            attempts++;
            this.last = { method: request.method, url, dryRun: false };
            log.debug(`${request.method} ${url} (attempt ${attempts} of ${maxRetries + 1})`);
            const result = await this.attempt(url, request, Math.min(maxAnswerBytes, MAX_RESPONSE_BYTES));
            const outcome = result.ok
                ? { kind: 'status', status: result.status, retryAfter: result.retryAfter }
                : { kind: 'error', code: result.error?.code, timedOut: result.timedOut };
            if (result.ok) {
                Object.assign(this.last, { status: result.status, text: this.responseOutput(request, result.text) });
                if (result.status >= 200 && result.status < 300) {
                    return { status: result.status, text: result.text, data: result.data, dryRun: false };
                }
            }
            if (attempts > maxRetries || !isRetryable(request.retry, outcome)) {
                if (result.ok)
                    throw (0,failure/* statusFailure */.FP)(request, result.status, result.text, result.contentType, attempts, this.options.advise);
                throw (0,failure/* transportFailure */.qO)(request, attempts, result.timedOut, this.options.timeoutSeconds, result.error, this.options.advise);
            }
            const delay = retryDelayMs(attempts, result.ok ? result.retryAfter : undefined, random);
            const why = result.ok
                ? `HTTP ${result.status}`
                : result.timedOut
                    ? 'a timeout'
                    : `a network error (${result.error?.code ?? 'unknown'})`;
            log.info(`${request.method} ${request.path}: attempt ${attempts} ended with ${why}; retrying in ${(delay / 1000).toFixed(1)} s`);
            await sleep(delay);
        }
    }
    /** The answer as the `response` output gives it: whole up to MAX_RESPONSE_OUTPUT, else left out with a warning. */
    responseOutput(request, text) {
        if (text.length <= MAX_RESPONSE_OUTPUT / 4 || Buffer.byteLength(text) <= MAX_RESPONSE_OUTPUT)
            return text;
        this.options.log.warning(`${request.method} ${request.path}: the answer is ${(0,src_text/* formatBytes */.z3)(Buffer.byteLength(text))}, more than the ${(0,src_text/* formatBytes */.z3)(MAX_RESPONSE_OUTPUT)} the \`response\` output holds; that output is left empty.`);
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
    async attempt(url, request, maxAnswerBytes) {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), this.options.timeoutSeconds * 1000);
        try {
            let target = url;
            for (let redirects = 0;; redirects++) {
                const response = await this.http.requestRaw(this.requestInfo(target, request, controller.signal), request.body ? external_node_stream_.Readable.from([request.body]) : null);
                const message = response.message;
                const status = message.statusCode ?? 0;
                const body = await readBody(message, controller.signal, maxAnswerBytes);
                if (REDIRECT_STATUSES.has(status) && message.headers.location) {
                    const next = new URL(message.headers.location, target);
                    // The key goes only where the user pointed it: another origin never sees it.
                    if (next.origin !== this.origin) {
                        throw new failure/* ServiceError */._7('network', `${request.method} ${request.path}: the service redirected to ${next.origin}, a different host than \`${this.origin}\`; refused so the API key is not sent there.${this.advice('other-host')}`, { request, attempts: 1, status });
                    }
                    if (redirects >= MAX_REDIRECTS)
                        throw new failure/* ServiceError */._7('network', `${request.method} ${request.path}: more than ${MAX_REDIRECTS} redirects`, { request, attempts: 1, status });
                    target = next.href;
                    continue;
                }
                const { text, data } = this.readAnswer(body);
                return { ok: true, status, text, data, contentType: message.headers['content-type'], retryAfter: message.headers['retry-after'] };
            }
        }
        catch (error) {
            // A refused redirect is a verdict, not a transient fault: never retried.
            if (error instanceof failure/* ServiceError */._7)
                throw error;
            if (error instanceof AnswerTooLarge) {
                throw new failure/* ServiceError */._7('server', `${request.method} ${request.path}: the service's answer is larger than ${(0,src_text/* formatBytes */.z3)(maxAnswerBytes)}; refused rather than read whole: this is not an answer the service gives.${this.advice('foreign-answer')}`, { request, attempts: 1 });
            }
            return { ok: false, error, timedOut: controller.signal.aborted };
        }
        finally {
            clearTimeout(timer);
        }
    }
    /**
     * The toolkit client's request, prepared here so it carries our deadline's abort signal; its
     * agent is the toolkit's, which honours HTTPS_PROXY and NO_PROXY.
     */
    requestInfo(target, request, signal) {
        const parsedUrl = new URL(target);
        const secure = parsedUrl.protocol === 'https:';
        const headers = { ...(0,service_request/* wireHeaders */.w)(request), authorization: this.authorization() };
        if (request.body)
            headers['content-length'] = request.body.length;
        return {
            parsedUrl,
            httpModule: secure ? (external_node_https_default()) : (external_node_http_default()),
            options: {
                host: parsedUrl.hostname.replace(/^\[|\]$/g, ''),
                port: parsedUrl.port ? Number(parsedUrl.port) : secure ? 443 : 80,
                path: parsedUrl.pathname + parsedUrl.search,
                method: request.method,
                headers,
                agent: this.http.getAgent(target),
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
function readBody(message, signal, maxBytes) {
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
        if (signal.aborted)
            return fail(new Error('aborted'));
        signal.addEventListener('abort', () => fail(new Error('aborted')), { once: true });
        message.on('data', (chunk) => {
            if (settled)
                return;
            if (size + chunk.length > maxBytes)
                return fail(new AnswerTooLarge());
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
            resolve(bytes.toString('utf8'));
        });
        message.on('error', fail);
        message.on('aborted', () => fail(new Error('connection closed before the response ended')));
    });
}


/***/ }),

/***/ 19438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48992);

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
        return `\`${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value)}\` is not valid; expected ${pattern.expected}`;
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

/***/ 49064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EQ: () => (/* binding */ isFilePart),
  AG: () => (/* binding */ loadValidation),
  fI: () => (/* binding */ problemText),
  iN: () => (/* binding */ requestProblems),
  AA: () => (/* binding */ responseProblems),
  SZ: () => (/* binding */ schemaProblemsNow)
});

// UNUSED EXPORTS: MAX_REPORTED_PROBLEMS, requestProblemsNow, schemaProblems

// EXTERNAL MODULE: ./src/service/endpoint.ts
var service_endpoint = __webpack_require__(19438);
;// CONCATENATED MODULE: ./src/service/catalogue/patches.ts
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

// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(48992);
;// CONCATENATED MODULE: ./src/service/validate.ts



/** Enough to fix the first problems; a huge invalid body must not become a huge message. */
const MAX_REPORTED_PROBLEMS = 20;
/** The two ways of checking: every problem (to report them), or stop at the first (cheap refusals). */
let engines;
let loading;
/**
 * Loads Ajv and the published document's components (as the catalogue patches them), so a
 * `$ref` to `published#/...` resolves. The action loads them on its first check only: a run
 * that sends nothing never pays for them; the sandbox loads them once, at start.
 */
function loadValidation() {
    loading ??= (async () => {
        const [{ default: Ajv2020 }, { default: components }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23)),
            __webpack_require__.e(/* import() */ 9042).then(__webpack_require__.t.bind(__webpack_require__, 79042, 19))
        ]);
        const engine = (allErrors) => {
            const ajv = new Ajv2020.default({ allErrors, strict: false, logger: false, validateFormats: false });
            ajv.addSchema({ $id: 'published', components: { schemas: patchComponents(components) } });
            return { compile: (schema) => ajv.compile(schema), compiled: new WeakMap() };
        };
        engines = { thorough: engine(true), quick: engine(false) };
    })();
    return loading;
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
            message = `has unknown property \`${(0,src_text/* clip */.$Q)(typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : JSON.stringify(e.params.additionalProperty))}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const where = (0,src_text/* clip */.$Q)(`${prefix}${e.instancePath}`);
        seen.set(`${where} ${message}`, { where, message });
        if (seen.size >= MAX_REPORTED_PROBLEMS)
            break;
    }
    return [...seen.values()];
}
/**
 * Problems of a value against a schema, one line each; empty when it conforms. Synchronous,
 * once `loadValidation` has finished: a sandbox request's check and work never interleave.
 */
function schemaProblemsNow(schema, value, prefix = '(body)', all = true) {
    if (!engines)
        throw new Error('schemaProblemsNow before loadValidation');
    const engine = all ? engines.thorough : engines.quick;
    let validate = engine.compiled.get(schema);
    if (!validate) {
        validate = engine.compile(schema);
        engine.compiled.set(schema, validate);
    }
    return validate(value) ? [] : describe(validate.errors ?? [], prefix);
}
async function schemaProblems(schema, value, prefix = '(body)') {
    await loadValidation();
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
    await loadValidation();
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
