"use strict";
exports.id = 8798;
exports.ids = [8798];
exports.modules = {

/***/ 28798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COLLECT_EVERY_BYTES: () => (/* binding */ COLLECT_EVERY_BYTES),
/* harmony export */   DownloadTooLarge: () => (/* binding */ DownloadTooLarge),
/* harmony export */   saveAnswer: () => (/* binding */ saveAnswer)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46466);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_stream_promises__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_5__);






/** A download past its bound: a verdict about this answer, not a fault to retry. */
class DownloadTooLarge extends Error {
}
/** Every this many bytes received, the chunks already written are collected (see `collector`). */
const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;
let collect;
/**
 * Each chunk a socket reads is a new buffer outside V8's heap, freed only when a collection
 * finds its wrapper dead; V8 schedules collections by its heap, which a download barely touches,
 * so written chunks pile up: tens of megabytes on a fast link, whatever the file's size. A young
 * collection every COLLECT_EVERY_BYTES frees them, and costs well under a millisecond. The
 * collector is V8's own, reached as its flag allows; where it cannot be, downloads work as before.
 */
function collector() {
    if (collect !== undefined)
        return collect;
    try {
        node_v8__WEBPACK_IMPORTED_MODULE_4___default().setFlagsFromString('--expose-gc');
        collect = node_vm__WEBPACK_IMPORTED_MODULE_5___default().runInNewContext('gc') ?? null;
    }
    catch {
        collect = null;
    }
    return collect;
}
/**
 * Writes an answer's body to `file` as it arrives, chunk by chunk: memory holds a chunk or two
 * whatever the size (the stream's backpressure stops reading while the disk catches up). It is
 * written beside the file first and renamed when complete, so `file` never holds half an answer;
 * a failed or cut-off transfer leaves nothing behind. Returns the bytes written.
 */
async function saveAnswer(message, file, options) {
    const partial = `${file}.partial`;
    let bytes = 0;
    let sinceCollected = 0;
    const gc = collector();
    const counter = new node_stream__WEBPACK_IMPORTED_MODULE_2__.Transform({
        transform(chunk, _encoding, done) {
            bytes += chunk.length;
            if (bytes > options.maxBytes)
                return done(new DownloadTooLarge());
            sinceCollected += chunk.length;
            if (gc && sinceCollected >= COLLECT_EVERY_BYTES) {
                sinceCollected = 0;
                gc({ type: 'minor' });
            }
            options.onProgress();
            done(null, chunk);
        }
    });
    try {
        // `flags: 'w'` truncates what an earlier attempt left; mode 0600: an audit package is the org's evidence.
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_3__.pipeline)(message, counter, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(partial, { flags: 'w', mode: 0o600 }), { signal: options.signal });
        // A connection that closed early ends the stream without an error: the length says so.
        const declared = Number(message.headers['content-length']);
        if (Number.isSafeInteger(declared) && declared >= 0 && declared !== bytes)
            throw new Error(`the connection closed after ${bytes} of ${declared} bytes`);
        if (!message.complete)
            throw new Error(`the connection closed after ${bytes} bytes, before the answer ended`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(partial, file);
        return bytes;
    }
    catch (err) {
        message.destroy();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(partial, { force: true });
        throw err;
    }
}


/***/ })

};
;