export const id = 471;
export const ids = [471];
export const modules = {

/***/ 9471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9148);
/* harmony import */ var _service_client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4673);
/* harmony import */ var _service_failure_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8817);
/* harmony import */ var _service_spool_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(712);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6050);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1983);









const EXPECTED = 'a spool file or a folder of them, as written by `on-error: warn` (the `spool_file` output)';
function listing(target) {
    try {
        return (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .listSpool */ .mK)(target);
    }
    catch (err) {
        if (err instanceof _files_js__WEBPACK_IMPORTED_MODULE_3__/* .FileProblem */ .kc)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)('spool-file', err.message, EXPECTED);
        throw err;
    }
}
/**
 * Sends requests saved by `on-error: warn` again, byte for byte, with the current key. Each
 * file is claimed (renamed) before it is sent, so two replays of one folder never send it
 * twice; a delivered file is removed, and one that fails is put back for the next replay.
 * A failure of one file never stops the others.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_8__/* .savedRequestsOperation */ .pv)({
    read: (inputs) => {
        const replayTo = inputs.optional('replay-to');
        return {
            target: inputs.path(inputs.required('spool-file')),
            replayTo: replayTo === undefined ? undefined : (0,_service_url_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveBaseUrl */ .xj)(_service_url_js__WEBPACK_IMPORTED_MODULE_7__/* .REGIONS */ .ij[0], replayTo, 'replay-to')
        };
    },
    async run(settings, { client, common, log }) {
        const sender = settings.replayTo ? new _service_client_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceClient */ .N({ ...common, baseUrl: settings.replayTo, log }) : client;
        const { files, abandoned } = listing(settings.target);
        const rows = [];
        const count = { delivered: 0, failed: 0, skipped: 0, 'dry run': 0 };
        let firstFailure;
        const note = (file, outcome, what, detail) => {
            count[outcome]++;
            rows.push([node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), what, `${outcome}${detail ? `: ${detail}` : ''}`]);
            log.info(`${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}: ${what}: ${outcome}${detail ? ` (${detail})` : ''}`);
        };
        for (const file of files) {
            let claimed;
            try {
                claimed = (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .claimSpool */ .a1)(file);
            }
            catch (err) {
                if (!(err instanceof _files_js__WEBPACK_IMPORTED_MODULE_3__/* .FileProblem */ .kc))
                    throw err;
                firstFailure ??= (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)('spool-file', err.message, EXPECTED);
                note(file, 'failed', '?', err.message);
                continue;
            }
            if (!claimed) {
                note(file, 'skipped', '?', 'another replay took it first');
                continue;
            }
            let what = '?';
            try {
                const record = (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .readSpool */ .qO)(claimed);
                what = `${record.method} ${record.path}`;
                if (!settings.replayTo && record.baseUrl !== sender.baseUrl) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('invalid_input', `saved for ${record.baseUrl}, not ${sender.baseUrl}; set \`replay-to\` to say where it goes`);
                }
                const response = await sender.send((0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .toEncoded */ .O3)(record));
                if (response.dryRun) {
                    (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .releaseSpool */ .nV)(claimed, file);
                    note(file, 'dry run', what, 'nothing sent');
                    continue;
                }
                const removed = (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .finishSpool */ .fT)(claimed);
                note(file, 'delivered', what, `HTTP ${response.status}${removed ? '' : `; ${claimed} could not be removed: delete it by hand (it is never sent again)`}`);
            }
            catch (err) {
                (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_6__/* .releaseSpool */ .nV)(claimed, file);
                if (err instanceof _files_js__WEBPACK_IMPORTED_MODULE_3__/* .FileProblem */ .kc) {
                    firstFailure ??= (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)('spool-file', err.message, EXPECTED);
                    note(file, 'failed', what, err.message);
                }
                else if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ) {
                    firstFailure ??= err;
                    note(file, 'failed', what, err instanceof _service_failure_js__WEBPACK_IMPORTED_MODULE_5__/* .ServiceError */ ._7 ? `${err.kind}${err.status ? ` (HTTP ${err.status})` : ''}, kept for a later replay` : err.message);
                }
                else
                    throw err;
            }
        }
        for (const file of abandoned)
            rows.push([node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), '?', 'left by an interrupted replay: it may have been delivered; rename it to end in .json to send it again']);
        // A single file that was delivered is gone; a folder keeps what was not.
        const remaining = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(settings.target) ? listing(settings.target).files.length : 0;
        const total = files.length;
        return {
            outputs: { delivered: count.delivered, remaining, failed: count.failed },
            summary: {
                title: 'Replay of saved requests',
                verdict: { ok: count.failed === 0 && abandoned.length === 0, text: `${count.delivered} of ${total} delivered${count.failed > 0 ? `, ${count.failed} failed` : ''}${count.skipped > 0 ? `, ${count.skipped} taken by another replay` : ''}` },
                facts: [
                    ['Source', settings.target],
                    ['Service', sender.baseUrl],
                    ['Left in the folder', String(remaining)]
                ],
                table: { head: ['File', 'Request', 'Result'], rows }
            },
            failure: firstFailure
                ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ(firstFailure.kind, `${count.failed} of ${total} saved request(s) not delivered${remaining > 0 ? ' and kept for a later replay' : ''}; the first: ${firstFailure.message}`, { status: firstFailure.status })
                : undefined
        };
    }
}));


/***/ }),

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/** Binds the settings `read` returns to `run`, so the registry holds one type for all. */
function bind(def) {
    return async (inputs, common) => {
        const settings = await def.read(inputs, common);
        return (tools) => def.run(settings, tools);
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    return { endpoint: def.endpoint, needs: { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' }, prepare: bind(def) };
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return { needs: { org: false, apiKey: true, github: 'none' }, prepare: bind(def) };
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return { needs: { org: false, apiKey: false, github: 'none' }, prepare: bind(def) };
}


/***/ })

};
