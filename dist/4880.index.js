export const id = 4880;
export const ids = [4880];
export const modules = {

/***/ 64880:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85891);
/* harmony import */ var _groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(41472);
/* harmony import */ var _runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(68965);



/** Reports the running tasks of ECS clusters, as `kosli snapshot ecs` does, and the tasks no service owns. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .u)({
    name: 'report-ecs-env',
    title: 'ECS report',
    description: "Report the running tasks of Amazon ECS clusters: each task's container images and digests, as the reference client does, standalone tasks included",
    inputs: {
        'ecs-clusters': { kind: 'list', description: 'Cluster names or ARNs (default: every cluster of the account and region)' },
        'ecs-services': {
            kind: 'list',
            description: 'Service names: only their tasks are reported (default: every running task, those no service owns included)'
        },
        ..._groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
    },
    endpoint: _service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportECS */ .u_,
    type: 'ECS',
    arguments: { clusters: 'ecs-clusters', services: 'ecs-services', region: 'aws-region' },
    read: (inputs) => ({ clusters: inputs.list('ecs-clusters'), services: inputs.list('ecs-services'), region: inputs.string('aws-region') }),
    async collect(settings, { common, log }) {
        const { runningTasks } = await __webpack_require__.e(/* import() */ 1032).then(__webpack_require__.bind(__webpack_require__, 41032));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        const { artifacts, clusters } = await runningTasks(aws, { clusters: settings.clusters, services: settings.services, names: settings.names }, log);
        return {
            artifacts,
            where: (task) => `${task.cluster_name ?? ''}${task.service_name ? `/${task.service_name}` : ' (no service)'}`,
            facts: [['Clusters', clusters.join(', ') || 'none']]
        };
    }
}));


/***/ })

};
