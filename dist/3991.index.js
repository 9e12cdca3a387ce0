"use strict";
exports.id = 3991;
exports.ids = [3991];
exports.modules = {

/***/ 4029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ wireHeaders)
/* harmony export */ });
/* harmony import */ var _util_version_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76092);

/** Every header a request carries but `Authorization`: what is sent, and what a spool file keeps. */
function wireHeaders(request) {
    return { 'user-agent': _util_version_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_AGENT */ ._, accept: 'application/json', ...(request.contentType && { 'content-type': request.contentType }) };
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