"use strict";
exports.id = 7818;
exports.ids = [7818];
exports.modules = {

/***/ 18667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96563);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45575);


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

/***/ 53991:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oh: () => (/* binding */ makeDirectory),
/* harmony export */   Q2: () => (/* binding */ SPOOL_FORMAT),
/* harmony export */   kU: () => (/* binding */ SPOOL_FILE_MAX_BYTES),
/* harmony export */   saveSpool: () => (/* binding */ saveSpool)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(46058);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4029);







const SPOOL_FORMAT = 'evidence-action-spool/v1';
/** A saved request is at most a 10 MB attachment and its JSON, written as base64 at worst. */
const SPOOL_FILE_MAX_BYTES = 16 * 1024 * 1024;
/** Text that survives a round trip through UTF-8 is kept readable; anything else as base64. */
function bodyFields(body) {
    if (body === undefined)
        return {};
    const text = body.toString('utf8');
    return Buffer.from(text, 'utf8').equals(body) ? { body: text } : { bodyBase64: body.toString('base64') };
}
/**
 * Creates a folder and its missing parents one level at a time: Node's `recursive` mkdir loops
 * for ever under `/proc`, where a folder can be neither found nor made. At most one step per
 * path component, so it always ends.
 */
async function makeDirectory(dir) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_4___default().resolve(dir);
    const parts = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_4___default().sep)).filter((p) => p !== '');
    let current = node_path__WEBPACK_IMPORTED_MODULE_4___default().parse(absolute).root;
    for (const part of parts) {
        current = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(current, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current);
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
        }
    }
    const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(absolute, { throwIfNoEntry: false });
    if (!info?.isDirectory())
        throw Object.assign(new Error(`${absolute} is not a folder`), { code: 'ENOTDIR' });
}
/**
 * Saves a request that failed under `on-error: warn`, under `$RUNNER_TEMP`; returns its path, or
 * `''` when it could not be saved, after saying so (what was not saved, why, and where).
 */
async function saveSpool(request, about) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), 'evidence-spool');
    const savedAt = new Date().toISOString();
    const file = node_path__WEBPACK_IMPORTED_MODULE_4___default().join(dir, `${savedAt.replace(/[:.]/g, '-')}-${about.operation}-${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}.json`);
    try {
        await makeDirectory(dir);
        const full = {
            format: SPOOL_FORMAT,
            savedAt,
            ...about,
            endpoint: request.endpoint,
            method: request.method,
            path: request.path,
            retry: request.retry,
            headers: (0,_request_js__WEBPACK_IMPORTED_MODULE_6__/* .wireHeaders */ .w)(request),
            ...bodyFields(request.body),
            parts: request.parts?.map((p) => ({
                name: p.name,
                filename: p.filename,
                contentType: p.contentType,
                bytes: typeof p.content === 'string' ? Buffer.byteLength(p.content) : p.content.length,
                ...(p.filename === undefined && { content: String(p.content) })
            }))
        };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, JSON.stringify(full, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
        return file;
    }
    catch (err) {
        const code = err.code ?? err.message;
        (0,_actions_core__WEBPACK_IMPORTED_MODULE_5__/* .warning */ .$e)(`The failed request (${request.method} ${request.path}) was not saved for replay: ${file} could not be written (${code}); RUNNER_TEMP must name a writable folder`);
        return '';
    }
}


/***/ }),

/***/ 37818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ replay)
});

// EXTERNAL MODULE: ./src/action/advice.ts
var advice = __webpack_require__(63264);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/clients/service/client.ts + 3 modules
var service_client = __webpack_require__(59581);
// EXTERNAL MODULE: ./src/clients/service/failure.ts
var failure = __webpack_require__(50730);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/clients/service/spool.ts
var spool = __webpack_require__(53991);
;// CONCATENATED MODULE: ./src/clients/service/spool-replay.ts





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
        record = JSON.parse((0,util_files/* readBoundedFile */.Mv)(file, spool/* SPOOL_FILE_MAX_BYTES */.kU).toString('utf8'));
    }
    catch (err) {
        if (err instanceof util_files/* FileError */.f6)
            throw err;
        throw new util_files/* FileError */.f6(file, `${file} is not JSON (${err.message})`);
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
        throw new util_files/* FileError */.f6(file, `${file} is not a spool file of format ${spool/* SPOOL_FORMAT */.Q2}`);
    const pathProblem = spoolPathProblem(record.path);
    if (pathProblem)
        throw new util_files/* FileError */.f6(file, `${file}: its \`path\` ${JSON.stringify(record.path.slice(0, 200))} is refused: ${pathProblem}`);
    if (record.bodyBase64 !== undefined) {
        if (record.body !== undefined)
            throw new util_files/* FileError */.f6(file, `${file} has both \`body\` and \`bodyBase64\`; a spool file has one`);
        if (!BASE64.test(record.bodyBase64))
            throw new util_files/* FileError */.f6(file, `${file}: its \`bodyBase64\` is not valid base64 (A–Z, a–z, 0–9, \`+\`, \`/\`, padded with \`=\` to a multiple of 4)`);
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
        throw new util_files/* FileError */.f6(target, `${target} does not exist`);
    if (info.isFile())
        return { files: [target], abandoned: [] };
    if (!info.isDirectory())
        throw new util_files/* FileError */.f6(target, `${target} is not a regular file or a folder`);
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(target).sort();
    }
    catch (err) {
        throw new util_files/* FileError */.f6(target, `${target} cannot be listed (${err.code})`);
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
        throw new util_files/* FileError */.f6(file, `${file} cannot be claimed for sending (${code}): the folder must be writable, so that a delivered request is never sent twice`);
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

// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
// EXTERNAL MODULE: ./src/action/settings.ts
var settings = __webpack_require__(69297);
;// CONCATENATED MODULE: ./src/operations/replay.ts










const EXPECTED = 'a spool file or a folder of them, as written by `on-error: warn` (the `spool_file` output)';
function listing(target) {
    try {
        return listSpool(target);
    }
    catch (err) {
        if (err instanceof util_files/* FileError */.f6)
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
                    throw new util_files/* FileError */.f6(file, problem);
                if ((0,external_node_fs_.existsSync)(file))
                    readSpool(file);
                claimed = claimSpool(file);
            }
            catch (err) {
                if (!(err instanceof util_files/* FileError */.f6))
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
                if (err instanceof util_files/* FileError */.f6) {
                    firstFailure ??= (0,errors/* invalidInput */.aY)('spool-file', err.message, EXPECTED);
                    note(file, 'failed', what, err.message);
                }
                else if ((0,errors/* isKnownError */.ux)(err)) {
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


/***/ })

};
;