export const id = 471;
export const ids = [471];
export const modules = {

/***/ 9471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _service_spool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(712);
/* harmony import */ var _service_failure_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8817);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1983);






/**
 * Sends requests saved by `on-error: warn` again, byte for byte, with the current key and base
 * URL. Each delivered file is removed; a failed one stays for the next replay.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .savedRequestsOperation */ .pv)({
    read: (inputs) => ({ target: inputs.path(inputs.required('spool-file')) }),
    async run(settings, { client, log }) {
        const saved = await (0,_service_spool_js__WEBPACK_IMPORTED_MODULE_3__/* .loadSpool */ .c3)(settings.target);
        const rows = [];
        let delivered = 0;
        let firstFailure;
        for (const { file, record } of saved) {
            const what = `${record.method} ${record.path}`;
            try {
                const response = await client.send((0,_service_spool_js__WEBPACK_IMPORTED_MODULE_3__/* .toEncoded */ .O3)(record));
                if (!response.dryRun) {
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(file);
                    delivered++;
                }
                rows.push([node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), what, response.dryRun ? 'dry run' : `delivered (HTTP ${response.status})`]);
                log.info(`${what}: ${response.dryRun ? 'dry run' : `delivered, HTTP ${response.status}`}; saved ${record.savedAt} by ${record.operation}`);
            }
            catch (err) {
                if (!(err instanceof _service_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceError */ ._7))
                    throw err;
                firstFailure ??= err;
                rows.push([node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file), what, `kept: ${err.kind}${err.status ? ` (HTTP ${err.status})` : ''}`]);
                log.info(`${what}: not delivered (${err.message}); ${file} is kept`);
            }
        }
        const failed = saved.length - delivered;
        return {
            outputs: { delivered, remaining: failed },
            summary: {
                title: 'Replay of saved requests',
                facts: [
                    ['Source', settings.target],
                    ['Delivered', `${delivered} of ${saved.length}`],
                    ['Sent to', client.baseUrl]
                ],
                table: { head: ['File', 'Request', 'Result'], rows }
            },
            failure: firstFailure
                ? new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ(firstFailure.kind, `${failed} of ${saved.length} saved request(s) not delivered and kept for a later replay; the first failure: ${firstFailure.message}`, { status: firstFailure.status })
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
