"use strict";
exports.id = 4880;
exports.ids = [4880];
exports.modules = {

/***/ 64880:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96563);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65663);



/** The inputs that give each list of a filter, as the reference client's flags: `--clusters`, `--clusters-regex`, `--exclude`, `--exclude-regex`. */
const CLUSTER_INPUTS = {
    include: 'ecs-clusters',
    includeRegex: 'ecs-clusters-regex',
    exclude: 'exclude-ecs-clusters',
    excludeRegex: 'exclude-ecs-clusters-regex'
};
/** As the reference client's `--services`, `--services-regex`, `--exclude-services`, `--exclude-services-regex`. */
const SERVICE_INPUTS = {
    include: 'ecs-services',
    includeRegex: 'ecs-services-regex',
    exclude: 'exclude-ecs-services',
    excludeRegex: 'exclude-ecs-services-regex'
};
const regex = (what, flag) => ({
    kind: 'list',
    description: `${what}: regular expressions (RE2) searched anywhere in the name, as the reference client's ${flag}, so anchor them (\`^prod-\`)`
});
const INPUTS = {
    'ecs-clusters': {
        kind: 'list',
        description: "Cluster names or ARNs (the reference client's --clusters); with no cluster input, every cluster of the account and region"
    },
    'ecs-clusters-regex': regex('Clusters to report', '--clusters-regex'),
    'exclude-ecs-clusters': { kind: 'list', description: "Clusters left out, by name (the reference client's --exclude)" },
    'exclude-ecs-clusters-regex': regex('Clusters left out', '--exclude-regex'),
    'ecs-services': {
        kind: 'list',
        description: "Service names: only their tasks are reported (the reference client's --services); with no service to include, every running task, those no service owns included"
    },
    'ecs-services-regex': regex('Services whose tasks are reported', '--services-regex'),
    'exclude-ecs-services': { kind: 'list', description: "Services whose tasks are left out, by name (the reference client's --exclude-services)" },
    'exclude-ecs-services-regex': regex('Services whose tasks are left out', '--exclude-services-regex'),
    ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
};
/** A cluster's ARN stands for its name: ECS describes either, and names are what patterns see. */
const clusterNames = (names) => names.map((n) => (n.startsWith('arn:') ? (n.split('/').pop() ?? n) : n));
/** Reports the running tasks of ECS clusters, as `kosli snapshot ecs` does, and the tasks no service owns. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .uT)({
    name: 'report-ecs-env',
    title: 'ECS report',
    description: "Report the running tasks of Amazon ECS clusters: each task's container images and digests, as the reference client does, standalone tasks included",
    inputs: INPUTS,
    named: 'image',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportECS */ .u_,
    type: 'ECS',
    arguments: { clusters: 'ecs-clusters', services: 'ecs-services', region: 'aws-region' },
    read: async (inputs) => {
        const list = (name) => inputs.list(name);
        return {
            clusters: await (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .readNameFilter */ .od)(CLUSTER_INPUTS, list, 'exact', clusterNames),
            services: await (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .readNameFilter */ .od)(SERVICE_INPUTS, list),
            region: inputs.string('aws-region')
        };
    },
    async collect(settings, { common, log }) {
        const { runningTasks } = await __webpack_require__.e(/* import() */ 8331).then(__webpack_require__.bind(__webpack_require__, 48331));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        const { artifacts, clusters } = await runningTasks(aws, { clusters: settings.clusters, services: settings.services, names: settings.names }, log);
        (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .warnUnmatched */ .Ol)(settings.clusters, CLUSTER_INPUTS, 'cluster', log);
        (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .warnUnmatched */ .Ol)(settings.services, SERVICE_INPUTS, 'service', log);
        return {
            artifacts,
            where: (task) => `${task.cluster_name ?? ''}${task.service_name ? `/${task.service_name}` : ' (no service)'}`,
            facts: [['Clusters', clusters.join(', ') || 'none']]
        };
    }
}));


/***/ })

};
;