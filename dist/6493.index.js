"use strict";
exports.id = 6493;
exports.ids = [6493];
exports.modules = {

/***/ 12522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ MAX_CREDENTIAL_BYTES),
/* harmony export */   UU: () => (/* binding */ readKubeconfig),
/* harmony export */   iU: () => (/* binding */ locateKubeconfig),
/* harmony export */   tH: () => (/* binding */ KUBECONFIG_EXPECTED)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33243);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75787);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44421);



// The YAML reader the official Kubernetes client reads kubeconfigs with: a fraction of the code
// of the `yaml` package the rest of the action uses for documents it must point into, and a
// first (cold) read of a kubeconfig in about 3 ms where that one takes 9, which is all a report
// does. Aliases stay references to one value, never copies.



/** A kubeconfig is a few kilobytes; certificates and tokens a few more. */
const MAX_KUBECONFIG_BYTES = 1 << 20;
const MAX_CREDENTIAL_BYTES = 256 << 10;
const SERVICE_ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount';
const KUBECONFIG_EXPECTED = 'a kubeconfig file (YAML with `clusters`, `users`, `contexts` and a `current-context`), as `kubectl` reads it';
function locateKubeconfig(given, env) {
    if (given !== undefined)
        return { files: [given], from: 'kubeconfig' };
    const listed = (env.KUBECONFIG ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_2___default().delimiter)).filter((p) => p.trim() !== '');
    if (listed.length > 0)
        return { files: listed, from: 'KUBECONFIG' };
    const home = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(env.HOME || node_os__WEBPACK_IMPORTED_MODULE_1___default().homedir(), '.kube', 'config');
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(home))
        return { files: [home], from: '~/.kube/config' };
    return { inCluster: true };
}
/**
 * The kubeconfig as one document, checked before any request: it parses, names the context
 * (`context`, else its `current-context`), and that context names a cluster with a server.
 * Files it refers to (certificates, keys, token files) are read now, bounded, and put in as
 * data, so nothing unbounded is read later. Several files merge as kubectl merges them: the
 * first to name a cluster, user or context wins.
 */
function readKubeconfig(source, context, env) {
    const document = 'inCluster' in source
        ? inClusterDocument(env)
        : merged(source.files.map((file) => readOne(file, source.from === 'KUBECONFIG' && source.files.length > 1)).filter((d) => d !== undefined));
    const where = 'inCluster' in source ? "the pod's service account" : source.files.join((node_path__WEBPACK_IMPORTED_MODULE_2___default().delimiter));
    const argument = 'inCluster' in source ? 'in-cluster' : 'kubeconfig';
    if (document.clusters.length === 0)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)(argument, `${where} names no cluster`, KUBECONFIG_EXPECTED);
    const name = context ?? document['current-context'];
    const contexts = document.contexts.map((c) => String(c.name));
    if (name === undefined || name === '')
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)(context === undefined ? argument : 'context', `${where} sets no current-context`, `a context to use: one of ${contexts.join(', ') || '(none: the file has no contexts)'}`);
    const chosen = document.contexts.find((c) => c.name === name);
    if (!chosen)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)(context === undefined ? argument : 'context', `${where} has no context \`${name}\``, `one of ${contexts.join(', ') || '(none: the file has no contexts)'}`);
    const clusterName = chosen.context?.cluster;
    const cluster = document.clusters.find((c) => c.name === clusterName);
    if (!cluster)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)(argument, `context \`${name}\` names cluster \`${String(clusterName)}\`, which ${where} does not have`, KUBECONFIG_EXPECTED);
    const server = cluster.cluster?.server;
    if (typeof server !== 'string' || !/^https?:\/\//.test(server))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)(argument, `cluster \`${String(clusterName)}\` has no server URL`, 'a cluster with `server: https://…`');
    return { document: { ...document, 'current-context': name }, context: name, server, where };
}
function readOne(file, optional) {
    // KUBECONFIG may list files that do not exist yet, as kubectl allows; one named on its own must exist.
    if (optional && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    let text;
    try {
        text = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedFile */ .Mv)(file, MAX_KUBECONFIG_BYTES).toString('utf8');
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .FileError */ .f6)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', err.message, KUBECONFIG_EXPECTED);
        throw err;
    }
    let raw;
    try {
        raw = (0,js_yaml__WEBPACK_IMPORTED_MODULE_3__/* .load */ .Hh)(text);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', `${file} does not parse as YAML: ${err.message.split('\n')[0]}`, KUBECONFIG_EXPECTED);
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', `${file} is not a kubeconfig (not a YAML mapping)`, KUBECONFIG_EXPECTED);
    const doc = raw;
    const list = (key) => {
        const value = doc[key] ?? [];
        if (!Array.isArray(value))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', `${file}: \`${key}\` is not a list`, KUBECONFIG_EXPECTED);
        return value.map((entry, i) => {
            if (!entry || typeof entry !== 'object' || typeof entry.name !== 'string')
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', `${file}: ${key}[${i}] has no name`, KUBECONFIG_EXPECTED);
            return entry;
        });
    };
    const base = node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file));
    return {
        clusters: list('clusters').map((c) => ({ ...c, cluster: inline(c.cluster, base, file, { 'certificate-authority': 'certificate-authority-data' }) })),
        users: list('users').map((u) => ({
            ...u,
            user: inline(u.user, base, file, { 'client-certificate': 'client-certificate-data', 'client-key': 'client-key-data', 'token-file': 'token' })
        })),
        contexts: list('contexts'),
        'current-context': typeof doc['current-context'] === 'string' ? doc['current-context'] : undefined
    };
}
/** Each file field becomes its data field (base64, or the text for a token), read now; relative paths are the kubeconfig's. */
function inline(section, base, file, fields) {
    if (!section || typeof section !== 'object')
        return section;
    const out = { ...section };
    for (const [from, to] of Object.entries(fields)) {
        const given = out[from];
        if (typeof given !== 'string' || given === '')
            continue;
        const target = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(base, given);
        let bytes;
        try {
            bytes = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedFile */ .Mv)(target, MAX_CREDENTIAL_BYTES);
        }
        catch (err) {
            if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .FileError */ .f6)
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('kubeconfig', `${file}: \`${from}\`: ${err.message}`, KUBECONFIG_EXPECTED);
            throw err;
        }
        delete out[from];
        out[to] = to === 'token' ? bytes.toString('utf8').trim() : bytes.toString('base64');
    }
    return out;
}
function merged(documents) {
    const firstByName = (lists) => {
        const seen = new Set();
        return lists.flat().filter((e) => (seen.has(e.name) ? false : (seen.add(e.name), true)));
    };
    return {
        clusters: firstByName(documents.map((d) => d.clusters)),
        users: firstByName(documents.map((d) => d.users)),
        contexts: firstByName(documents.map((d) => d.contexts)),
        'current-context': documents.find((d) => d['current-context'])?.['current-context']
    };
}
/** The pod's own account, as client-go's in-cluster config reads it. */
function inClusterDocument(env) {
    const host = env.KUBERNETES_SERVICE_HOST;
    const port = env.KUBERNETES_SERVICE_PORT;
    if (!host || !port || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(SERVICE_ACCOUNT, 'token')))
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .badArgument */ .T8)('in-cluster', 'no kubeconfig found (no `kubeconfig` input, no KUBECONFIG, no ~/.kube/config) and this is not a pod with a service account', 'the path of a kubeconfig in `kubeconfig`, or KUBECONFIG set by an earlier step (e.g. `aws eks update-kubeconfig`, `azure/aks-set-context`, `google-github-actions/get-gke-credentials`)');
    const read = (name) => {
        try {
            return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedFile */ .Mv)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(SERVICE_ACCOUNT, name), MAX_CREDENTIAL_BYTES);
        }
        catch (err) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .RuntimeError */ .bu('auth', `cannot read the pod's service account: ${err.message}`);
        }
    };
    const server = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
        clusters: [{ name: 'in-cluster', cluster: { server, 'certificate-authority-data': read('ca.crt').toString('base64') } }],
        users: [{ name: 'in-cluster', user: { token: read('token').toString('utf8').trim() } }],
        contexts: [{ name: 'in-cluster', context: { cluster: 'in-cluster', user: 'in-cluster' } }],
        'current-context': 'in-cluster'
    };
}


/***/ }),

/***/ 96493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_runtimes_kubernetes_kubeconfig_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12522);
/* harmony import */ var _clients_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44421);
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78062);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65663);





/** The input that gives each list of the namespace filter, as the reference client's flags of the same names. */
const NAMESPACE_INPUTS = {
    include: 'namespaces',
    includeRegex: 'namespaces-regex',
    exclude: 'exclude-namespaces',
    excludeRegex: 'exclude-namespaces-regex'
};
const ARGUMENTS = {
    kubeconfig: 'kubeconfig',
    'in-cluster': 'kubeconfig',
    context: 'kube-context',
    namespaces: 'namespaces'
};
/** Reports the pods of a Kubernetes cluster, as `kosli snapshot k8s` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_4__/* .runtimeReportOperation */ .uT)({
    name: 'report-k8s-env',
    title: 'Kubernetes report',
    description: "Report the pods running in a Kubernetes cluster: each pod's container images and digests, as the reference client does",
    inputs: {
        kubeconfig: {
            kind: 'path',
            description: "The kubeconfig file (default: KUBECONFIG, else ~/.kube/config, else the pod's own service account); tokens, client certificates and exec plugins all work"
        },
        'kube-context': { kind: 'string', description: "The kubeconfig's context to use (default: its current-context)" },
        namespaces: {
            kind: 'list',
            description: "Namespaces to report, by name (the reference client's --namespaces); with no namespace input, every namespace. Plain names need no right to list namespaces"
        },
        'namespaces-regex': {
            kind: 'list',
            description: "Namespaces to report: regular expressions (RE2) searched anywhere in a namespace's name, as the reference client's --namespaces-regex, so anchor them (`^team-`)"
        },
        'exclude-namespaces': { kind: 'list', description: "Namespaces left out, by name (the reference client's --exclude-namespaces)" },
        'exclude-namespaces-regex': {
            kind: 'list',
            description: "Namespaces left out: regular expressions (RE2) searched anywhere in a namespace's name, as the reference client's --exclude-namespaces-regex (e.g. `^kube-`)"
        }
    },
    named: 'image',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_3__/* .reportK8S */ .f9,
    type: 'K8S',
    arguments: ARGUMENTS,
    async read(inputs) {
        const namespaces = await (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_4__/* .readNameFilter */ .od)(NAMESPACE_INPUTS, (name) => inputs.list(name));
        try {
            const source = (0,_clients_runtimes_kubernetes_kubeconfig_js__WEBPACK_IMPORTED_MODULE_1__/* .locateKubeconfig */ .iU)(inputs.path('kubeconfig'), process.env);
            const { document, context, server } = (0,_clients_runtimes_kubernetes_kubeconfig_js__WEBPACK_IMPORTED_MODULE_1__/* .readKubeconfig */ .UU)(source, inputs.string('kube-context'), process.env);
            return { document, context, server, namespaces };
        }
        catch (err) {
            if (err instanceof _clients_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu && err.argument !== undefined)
                throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(ARGUMENTS[err.argument] ?? 'kubeconfig', err.message, err.expected);
            throw err;
        }
    },
    async collect(settings, { common, log }) {
        const { KubernetesApi, readPods } = await __webpack_require__.e(/* import() */ 5390).then(__webpack_require__.bind(__webpack_require__, 15390));
        log.info(`Reading the pods of ${settings.server} (context ${settings.context})`);
        const api = await KubernetesApi.connect({ document: settings.document, timeoutMs: common.timeoutSeconds * 1000 });
        let read;
        try {
            read = await readPods(api, { namespaces: settings.namespaces, names: settings.names }, log);
        }
        finally {
            api.close();
        }
        const { artifacts, namespaces } = read;
        if (namespaces !== undefined)
            (0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_4__/* .warnUnmatched */ .Ol)(settings.namespaces, NAMESPACE_INPUTS, 'namespace', log);
        return {
            artifacts,
            where: (pod) => `${pod.namespace}/${pod.podName}`,
            facts: [
                ['Cluster', settings.server],
                ['Namespaces', namespaces === undefined ? 'all' : namespaces.join(', ') || 'none matched']
            ]
        };
    }
}));


/***/ })

};
;