export const id = 4357;
export const ids = [4357];
export const modules = {

/***/ 84357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85891);
/* harmony import */ var _runtime_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68965);


/** Reports the running containers of a Docker host, as `kosli snapshot docker` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_runtime_report_js__WEBPACK_IMPORTED_MODULE_1__/* .runtimeReportOperation */ .u)({
    name: 'report-docker-env',
    title: 'Docker report',
    description: "Report the running containers of a Docker host: each container's image and repo digest, as the reference client does",
    inputs: {
        'docker-host': {
            kind: 'string',
            description: 'The Docker daemon: unix:///path/docker.sock, tcp://host:port (TLS by DOCKER_TLS_VERIFY and DOCKER_CERT_PATH) (default: DOCKER_HOST, else the local socket)'
        }
    },
    endpoint: _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportDocker */ .l5,
    type: 'docker',
    arguments: { host: 'docker-host' },
    read: (inputs) => ({ host: inputs.string('docker-host') }),
    async collect(settings, { common, log }) {
        const { DockerEngine } = await __webpack_require__.e(/* import() */ 6556).then(__webpack_require__.bind(__webpack_require__, 66556));
        const { runningContainers } = await __webpack_require__.e(/* import() */ 7942).then(__webpack_require__.bind(__webpack_require__, 7942));
        const engine = new DockerEngine({ host: settings.host, env: process.env, timeoutMs: common.timeoutSeconds * 1000 });
        log.info(`Reading the running containers of the Docker daemon at ${engine.endpoint.display}`);
        return { artifacts: await runningContainers(engine, settings.names, log), facts: [['Docker host', engine.endpoint.display]] };
    }
}));


/***/ })

};
