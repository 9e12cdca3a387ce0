"use strict";
exports.id = 4357;
exports.ids = [4357];
exports.modules = {

/***/ 84357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65663);


/** Reports the running containers of a Docker host, as `kosli snapshot docker` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_1__/* .runtimeReportOperation */ .uT)({
    name: 'report-docker-env',
    title: 'Docker report',
    description: "Report the running containers of a Docker host: each container's image and repo digest, as the reference client does",
    inputs: {
        'docker-host': {
            kind: 'string',
            description: 'The Docker daemon: unix:///path/docker.sock, tcp://host:port (TLS by DOCKER_TLS_VERIFY and DOCKER_CERT_PATH) (default: DOCKER_HOST, else the local socket)'
        }
    },
    named: 'image',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportDocker */ .l5,
    type: 'docker',
    arguments: { host: 'docker-host' },
    read: (inputs) => ({ host: inputs.string('docker-host') }),
    async collect(settings, { common, log }) {
        const { DockerRuntime } = await __webpack_require__.e(/* import() */ 5120).then(__webpack_require__.bind(__webpack_require__, 95120));
        const { runningContainers } = await __webpack_require__.e(/* import() */ 9409).then(__webpack_require__.bind(__webpack_require__, 69409));
        const engine = new DockerRuntime({ host: settings.host, env: process.env, timeoutMs: common.timeoutSeconds * 1000 });
        log.info(`Reading the running containers of the Docker daemon at ${engine.endpoint.display}`);
        return { artifacts: await runningContainers(engine, settings.names, log), facts: [['Docker host', engine.endpoint.display]] };
    }
}));


/***/ })

};
;