export const id = 50;
export const ids = [50];
export const modules = {

/***/ 16110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ checkNamespacePatterns),
/* harmony export */   connect: () => (/* binding */ connect),
/* harmony export */   readPods: () => (/* binding */ readPods)
/* harmony export */ });
/* unused harmony exports PAGE_SIZE, podArtifact */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92194);
/* harmony import */ var _runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46221);



/** Pods per page: a page is a few megabytes at most, and only its artifacts are kept. */
const PAGE_SIZE = 500;
/** Pages of one list at most: 500,000 pods, far past any cluster this report could send. */
const MAX_PAGES = 1000;
/** A namespace's name (RFC 1123 label): a pattern that is one names that namespace only, and needs no list of them. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
const IMAGE_DIGEST = /[a-f0-9]{64}$/;
/** Checks the namespace patterns before anything is read. */
function checkNamespacePatterns(namespaces, excludeNamespaces) {
    for (const [argument, list] of [
        ['namespaces', namespaces],
        ['exclude-namespaces', excludeNamespaces]
    ]) {
        try {
            (0,_runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compileNamePatterns */ .QC)(list);
        }
        catch (err) {
            if (err instanceof _runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__/* .NamePatternError */ .mF)
                throw (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .badArgument */ .T8)(argument, err.message, _runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_PATTERNS_EXPECTED */ .$f);
            throw err;
        }
    }
}
/** The API client for the kubeconfig's cluster, with every authentication it can hold, each request bounded. */
async function connect(options) {
    // The bundle maps `undici` to src/vendor/undici-on-demand.cjs; the client's own undici is the one it gets here.
    const undici = await __webpack_require__.e(/* import() */ 9881).then(__webpack_require__.t.bind(__webpack_require__, 99881, 19));
    globalThis[Symbol.for('evidence-action.undici')] ??= undici;
    const k8s = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(5635), __webpack_require__.e(4664)]).then(__webpack_require__.bind(__webpack_require__, 45635));
    const kc = new k8s.KubeConfig();
    try {
        kc.loadFromString(JSON.stringify(options.document));
    }
    catch (err) {
        throw (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .badArgument */ .T8)('kubeconfig', `the kubeconfig cannot be used: ${err.message}`);
    }
    // An exec credential plugin (`aws eks get-token`, `gke-gcloud-auth-plugin`) that hangs must not hang the step.
    for (const auth of kc.authenticators) {
        if ('execFn' in auth)
            auth.execFn = (command, args, opts) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, args ?? [], { ...opts, timeout: options.timeoutMs, killSignal: 'SIGKILL' });
    }
    return kc.makeApiClient(k8s.CoreV1Api);
}
/**
 * The pods of the chosen namespaces, as the reference client reports them: each running or
 * failed pod is one artifact, its containers' images → image digests, with the pod's creation
 * time and owners. Lists are read a page at a time and only the artifacts kept, so memory
 * follows what is reported, not the cluster's size. A running pod with a container that has
 * no image ID yet is left out with a warning, where the reference client gives up the whole
 * report (cli#1194).
 */
async function readPods(api, selection, timeoutMs, log, onPage) {
    const { of } = await __webpack_require__.e(/* import() */ 5343).then(__webpack_require__.bind(__webpack_require__, 65343));
    const options = {
        middleware: [
            {
                // Each request, its answer's body included, within the time allowed.
                pre: (context) => {
                    context.setSignal(AbortSignal.timeout(timeoutMs));
                    return of(context);
                },
                post: (response) => of(response)
            }
        ],
        middlewareMergeStrategy: 'append'
    };
    const artifacts = [];
    const keep = (pods) => {
        onPage?.(pods.length);
        for (const pod of pods) {
            const artifact = podArtifact(pod, selection.names, log);
            if (artifact)
                artifacts.push(artifact);
        }
    };
    if (selection.namespaces.length === 0 && selection.excludeNamespaces.length === 0) {
        await paged('pods in every namespace', (page) => call(() => api.listPodForAllNamespaces({ limit: PAGE_SIZE, _continue: page }, options)), keep);
        return { artifacts };
    }
    const namespaces = await chosenNamespaces(api, selection, options);
    for (const namespace of namespaces)
        await paged(`pods in namespace ${namespace}`, (page) => call(() => api.listNamespacedPod({ namespace, limit: PAGE_SIZE, _continue: page }, options)), keep);
    return { artifacts, namespaces };
}
async function chosenNamespaces(api, selection, options) {
    const include = (0,_runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compileNamePatterns */ .QC)(selection.namespaces);
    const exclude = (0,_runtimes_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compileNamePatterns */ .QC)(selection.excludeNamespaces);
    // Plain names need no list of namespaces, so a namespace-scoped account can report them.
    if (selection.namespaces.length > 0 && selection.namespaces.every((n) => NAMESPACE_NAME.test(n)))
        return [...new Set(selection.namespaces)].filter((n) => !exclude.some((re) => re.matches(n)));
    const all = [];
    await paged('namespaces', (page) => call(() => api.listNamespace({ limit: PAGE_SIZE, _continue: page }, options)), (items) => {
        for (const ns of items)
            if (ns.metadata?.name)
                all.push(ns.metadata.name);
    });
    return all.filter((n) => (include.length === 0 || include.some((re) => re.matches(n))) && !exclude.some((re) => re.matches(n)));
}
async function paged(what, list, each) {
    let page;
    for (let n = 0; n < MAX_PAGES; n++) {
        const result = await list(page);
        each(result.items ?? []);
        page = result.metadata?._continue || undefined;
        if (page === undefined)
            return;
    }
    throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('server', `the Kubernetes API gave more than ${MAX_PAGES} pages of ${what}; stopped`);
}
function podArtifact(pod, names, log) {
    const phase = pod.status?.phase;
    if (phase !== 'Running' && phase !== 'Failed')
        return undefined;
    const name = pod.metadata?.name ?? '';
    const namespace = pod.metadata?.namespace ?? '';
    const digests = {};
    for (const cs of pod.status?.containerStatuses ?? []) {
        const digest = IMAGE_DIGEST.exec(cs.imageID ?? '')?.[0];
        if (!digest) {
            log.warning(`pod ${name} in namespace ${namespace} (${phase}) has container ${cs.name} without an image digest yet (imageID \`${cs.imageID ?? ''}\`); the pod is left out of this report`);
            return undefined;
        }
        if (names.keeps(cs.image))
            digests[cs.image] = digest;
    }
    if (names.active && Object.keys(digests).length === 0)
        return undefined;
    const owners = pod.metadata?.ownerReferences;
    return {
        podName: name,
        namespace,
        digests,
        creationTimestamp: Math.floor((pod.metadata?.creationTimestamp?.getTime() ?? 0) / 1000),
        // As the reference client sends them: `null` for a pod nothing owns.
        owners: owners && owners.length > 0
            ? owners.map((o) => withoutUndefined({
                apiVersion: o.apiVersion,
                kind: o.kind,
                name: o.name,
                uid: o.uid,
                controller: o.controller,
                blockOwnerDeletion: o.blockOwnerDeletion
            }))
            : null
    };
}
function withoutUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
/** A failed call as the user reads it: refused credentials, no answer, or the API's own word. */
async function call(fn) {
    try {
        return await fn();
    }
    catch (err) {
        throw describe(err);
    }
}
function describe(err) {
    const e = err;
    const names = [e.name, e.cause?.name];
    if (names.includes('TimeoutError') || names.includes('AbortError') || e.cause?.code === 'UND_ERR_CONNECT_TIMEOUT')
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('timeout', 'the Kubernetes API did not answer in time (`timeout-seconds`)', { cause: err });
    // An HTTP status only on the API's own exception: a DOMException's `code` is its own numbering.
    if (typeof e.code === 'number' && e.code >= 100 && e.code < 600 && 'body' in err) {
        const message = apiMessage(e.body);
        if (e.code === 401)
            return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('auth', `the Kubernetes API refused the credentials (HTTP 401)${message}; check the kubeconfig's user, or renew its token`, {
                cause: err
            });
        if (e.code === 403)
            return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('forbidden', `the Kubernetes API forbids this account to list pods or namespaces (HTTP 403)${message}; grant it list on pods (and namespaces, for patterns)`, { cause: err });
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu(e.code >= 500 ? 'server' : e.code === 404 ? 'not_found' : 'invalid_input', `the Kubernetes API answered HTTP ${e.code}${message}`, {
            cause: err
        });
    }
    const code = e.cause?.code;
    const why = code
        ? `${code}${e.cause?.message && !e.cause.message.includes(code) ? `: ${e.cause.message}` : ''}`
        : (e.cause?.message ?? e.message ?? String(err));
    // Not a transport failure: the credentials could not be had (an exec plugin that failed or timed out).
    if (!(err instanceof TypeError) && e.cause === undefined)
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('auth', `cannot get credentials for the Kubernetes API: ${why.slice(0, 500)}`, { cause: err });
    return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('network', `cannot reach the Kubernetes API: ${why.slice(0, 500)}`, { cause: err });
}
function apiMessage(body) {
    let parsed = body;
    if (typeof body === 'string') {
        try {
            parsed = JSON.parse(body);
        }
        catch {
            return '';
        }
    }
    const message = parsed?.message;
    return typeof message === 'string' && message ? `: ${message.slice(0, 300)}` : '';
}


/***/ }),

/***/ 50:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ report_k8s_env)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/files.ts
var files = __webpack_require__(59148);
// EXTERNAL MODULE: ./src/runtimes/errors.ts
var runtimes_errors = __webpack_require__(92194);
;// CONCATENATED MODULE: ./src/kubernetes/kubeconfig.ts






/** A kubeconfig is a few kilobytes; certificates and tokens a few more. */
const MAX_KUBECONFIG_BYTES = 1 << 20;
const MAX_CREDENTIAL_BYTES = 256 << 10;
const SERVICE_ACCOUNT = '/var/run/secrets/kubernetes.io/serviceaccount';
const KUBECONFIG_EXPECTED = 'a kubeconfig file (YAML with `clusters`, `users`, `contexts` and a `current-context`), as `kubectl` reads it';
function locateKubeconfig(given, env) {
    if (given !== undefined)
        return { files: [given], from: 'kubeconfig' };
    const listed = (env.KUBECONFIG ?? '').split((external_node_path_default()).delimiter).filter((p) => p.trim() !== '');
    if (listed.length > 0)
        return { files: listed, from: 'KUBECONFIG' };
    const home = external_node_path_default().join(env.HOME || external_node_os_default().homedir(), '.kube', 'config');
    if ((0,external_node_fs_.existsSync)(home))
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
    const where = 'inCluster' in source ? "the pod's service account" : source.files.join((external_node_path_default()).delimiter);
    const argument = 'inCluster' in source ? 'in-cluster' : 'kubeconfig';
    if (document.clusters.length === 0)
        throw (0,runtimes_errors/* badArgument */.T8)(argument, `${where} names no cluster`, KUBECONFIG_EXPECTED);
    const name = context ?? document['current-context'];
    const contexts = document.contexts.map((c) => String(c.name));
    if (name === undefined || name === '')
        throw (0,runtimes_errors/* badArgument */.T8)(context === undefined ? argument : 'context', `${where} sets no current-context`, `a context to use: one of ${contexts.join(', ') || '(none: the file has no contexts)'}`);
    const chosen = document.contexts.find((c) => c.name === name);
    if (!chosen)
        throw (0,runtimes_errors/* badArgument */.T8)(context === undefined ? argument : 'context', `${where} has no context \`${name}\``, `one of ${contexts.join(', ') || '(none: the file has no contexts)'}`);
    const clusterName = chosen.context?.cluster;
    const cluster = document.clusters.find((c) => c.name === clusterName);
    if (!cluster)
        throw (0,runtimes_errors/* badArgument */.T8)(argument, `context \`${name}\` names cluster \`${String(clusterName)}\`, which ${where} does not have`, KUBECONFIG_EXPECTED);
    const server = cluster.cluster?.server;
    if (typeof server !== 'string' || !/^https?:\/\//.test(server))
        throw (0,runtimes_errors/* badArgument */.T8)(argument, `cluster \`${String(clusterName)}\` has no server URL`, 'a cluster with `server: https://…`');
    return { document: { ...document, 'current-context': name }, context: name, server, where };
}
function readOne(file, optional) {
    // KUBECONFIG may list files that do not exist yet, as kubectl allows; one named on its own must exist.
    if (optional && !(0,external_node_fs_.existsSync)(file))
        return undefined;
    let text;
    try {
        text = (0,files/* readBoundedFile */.Mv)(file, MAX_KUBECONFIG_BYTES).toString('utf8');
    }
    catch (err) {
        if (err instanceof files/* FileProblem */.kc)
            throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', err.message, KUBECONFIG_EXPECTED);
        throw err;
    }
    let raw;
    try {
        raw = (0,dist/* parse */.qg)(text, { maxAliasCount: 100 });
    }
    catch (err) {
        throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', `${file} does not parse as YAML: ${err.message.split('\n')[0]}`, KUBECONFIG_EXPECTED);
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', `${file} is not a kubeconfig (not a YAML mapping)`, KUBECONFIG_EXPECTED);
    const doc = raw;
    const list = (key) => {
        const value = doc[key] ?? [];
        if (!Array.isArray(value))
            throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', `${file}: \`${key}\` is not a list`, KUBECONFIG_EXPECTED);
        return value.map((entry, i) => {
            if (!entry || typeof entry !== 'object' || typeof entry.name !== 'string')
                throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', `${file}: ${key}[${i}] has no name`, KUBECONFIG_EXPECTED);
            return entry;
        });
    };
    const base = external_node_path_default().dirname(external_node_path_default().resolve(file));
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
        const target = external_node_path_default().resolve(base, given);
        let bytes;
        try {
            bytes = (0,files/* readBoundedFile */.Mv)(target, MAX_CREDENTIAL_BYTES);
        }
        catch (err) {
            if (err instanceof files/* FileProblem */.kc)
                throw (0,runtimes_errors/* badArgument */.T8)('kubeconfig', `${file}: \`${from}\`: ${err.message}`, KUBECONFIG_EXPECTED);
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
    if (!host || !port || !(0,external_node_fs_.existsSync)(external_node_path_default().join(SERVICE_ACCOUNT, 'token')))
        throw (0,runtimes_errors/* badArgument */.T8)('in-cluster', 'no kubeconfig found (no `kubeconfig` input, no KUBECONFIG, no ~/.kube/config) and this is not a pod with a service account', 'the path of a kubeconfig in `kubeconfig`, or KUBECONFIG set by an earlier step (e.g. `aws eks update-kubeconfig`, `azure/aks-set-context`, `google-github-actions/get-gke-credentials`)');
    const read = (name) => {
        try {
            return (0,files/* readBoundedFile */.Mv)(external_node_path_default().join(SERVICE_ACCOUNT, name), MAX_CREDENTIAL_BYTES);
        }
        catch (err) {
            throw new runtimes_errors/* RuntimeError */.bu('auth', `cannot read the pod's service account: ${err.message}`);
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

// EXTERNAL MODULE: ./src/kubernetes/pods.ts
var pods = __webpack_require__(16110);
// EXTERNAL MODULE: ./src/service/catalogue/environments.ts
var environments = __webpack_require__(85891);
// EXTERNAL MODULE: ./src/operations/runtime-report.ts
var runtime_report = __webpack_require__(68965);
;// CONCATENATED MODULE: ./src/operations/report-k8s-env.ts






const ARGUMENTS = {
    kubeconfig: 'kubeconfig',
    'in-cluster': 'kubeconfig',
    context: 'kube-context',
    namespaces: 'namespaces',
    'exclude-namespaces': 'exclude-namespaces'
};
/** Reports the pods of a Kubernetes cluster, as `kosli snapshot k8s` does. */
/* harmony default export */ const report_k8s_env = ((0,runtime_report/* runtimeReportOperation */.u)({
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
            description: 'Namespaces to report, as regular expressions matching whole names (`prod` is that namespace only, `team-.*` every one starting with `team-`); default: every namespace'
        },
        'exclude-namespaces': { kind: 'list', description: 'Namespaces left out, as regular expressions matching whole names (e.g. `kube-.*`)' }
    },
    endpoint: environments/* reportK8S */.f9,
    type: 'K8S',
    arguments: ARGUMENTS,
    read(inputs) {
        const namespaces = inputs.list('namespaces');
        const excludeNamespaces = inputs.list('exclude-namespaces');
        try {
            (0,pods/* checkNamespacePatterns */.DT)(namespaces, excludeNamespaces);
            const source = locateKubeconfig(inputs.path('kubeconfig'), process.env);
            const { document, context, server } = readKubeconfig(source, inputs.string('kube-context'), process.env);
            return { document, context, server, namespaces, excludeNamespaces };
        }
        catch (err) {
            if (err instanceof runtimes_errors/* RuntimeError */.bu && err.argument !== undefined)
                throw (0,errors/* invalidInput */.aY)(ARGUMENTS[err.argument] ?? 'kubeconfig', err.message, err.expected);
            throw err;
        }
    },
    async collect(settings, { common, log }) {
        const { connect, readPods } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 16110));
        const timeoutMs = common.timeoutSeconds * 1000;
        log.info(`Reading the pods of ${settings.server} (context ${settings.context})`);
        const api = await connect({ document: settings.document, timeoutMs });
        const { artifacts, namespaces } = await readPods(api, { namespaces: settings.namespaces, excludeNamespaces: settings.excludeNamespaces, names: settings.names }, timeoutMs, log);
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


/***/ }),

/***/ 68965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ runtimeReportOperation)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46221);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92194);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28855);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88904);
/* harmony import */ var _report_server_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37394);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91983);







/**
 * The one skeleton of every report of what runs where beyond a server (Docker, Kubernetes, ECS,
 * Lambda, S3): read the inputs, read the runtime, refuse more artifacts than the service takes,
 * send, and say what was reported. Each operation brings only how its runtime is read.
 */
function runtimeReportOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNTIME_REPORT_INPUTS */ .w6, ...def.inputs },
        outputs: _input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ENVIRONMENT_REPORT_OUTPUTS */ .iW,
        endpoint: def.endpoint,
        read: (inputs) => {
            // The common group's kinds, which TypeScript cannot see through the generic spread.
            const common = inputs;
            return { ...def.read(inputs), environment: common.required('environment'), names: readNameFilter(common) };
        },
        async run(settings, tools) {
            const { artifacts, where, facts = [] } = await asInputErrors(def.collect(settings, tools), def.arguments);
            if (artifacts.length > _report_server_env_js__WEBPACK_IMPORTED_MODULE_5__.MAX_REPORTED_ARTIFACTS)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `${artifacts.length} artifacts found, more than the ${_report_server_env_js__WEBPACK_IMPORTED_MODULE_5__.MAX_REPORTED_ARTIFACTS} the service takes in one report; nothing was sent. Narrow the report with \`include-names\` or \`exclude-names\`${def.name === 'report-k8s-env' ? ', or `namespaces`' : ''}`);
            const fingerprints = {};
            for (const a of artifacts)
                for (const [name, fp] of Object.entries(a.digests))
                    if (fp)
                        fingerprints[name] = fp;
            if (artifacts.length === 0)
                tools.log.info("Nothing runs there (or nothing matched): the service keeps the environment's current snapshot.");
            const response = await tools.client.call(def.endpoint, { org: tools.org, env_name: settings.environment }, { type: def.type, artifacts });
            const rows = artifacts.flatMap((a) => Object.entries(a.digests).map(([name, fp]) => [name, fp ? (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .hash */ .tW)(fp) : 'no digest', ...(where ? [where(a)] : [])]));
            return {
                outputs: { fingerprints: JSON.stringify(fingerprints), artifact_count: artifacts.length },
                summary: {
                    title: `${def.title} for ${settings.environment}`,
                    verdict: {
                        ok: true,
                        text: response.status === 201
                            ? `New snapshot: ${artifacts.length} artifact(s) now run here`
                            : artifacts.length === 0
                                ? 'Empty report: the current snapshot is kept'
                                : 'Nothing changed: the current snapshot is kept'
                    },
                    record: { href: tools.app.environment(tools.org, settings.environment), text: 'environment in the app' },
                    facts: [['Artifacts', String(artifacts.length)], ...facts],
                    table: { head: ['Artifact', 'Fingerprint', ...(where ? ['Where'] : [])], rows }
                }
            };
        }
    });
}
function readNameFilter(inputs) {
    const include = inputs.list('include-names');
    const exclude = inputs.list('exclude-names');
    try {
        return new _runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NameFilter */ .YT(include, exclude);
    }
    catch (err) {
        if (err instanceof _runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NamePatternError */ .mF)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(include.includes(err.pattern) ? 'include-names' : 'exclude-names', err.message, _runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NAME_PATTERNS_EXPECTED */ .$f);
        throw err;
    }
}
/** A runtime's error as the user reads it: a bad argument names the input that gave it. */
async function asInputErrors(work, names) {
    try {
        return await work;
    }
    catch (err) {
        if (!(err instanceof _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu))
            throw err;
        const input = err.argument === undefined ? undefined : names[err.argument];
        if (input !== undefined)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, err.expected);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ(err.kind, err.message, { cause: err });
    }
}


/***/ }),

/***/ 92194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ badArgument),
/* harmony export */   aY: () => (/* binding */ boundedMap),
/* harmony export */   bu: () => (/* binding */ RuntimeError)
/* harmony export */ });
/**
 * A runtime (Docker, Kubernetes, AWS) that could not be read: refused credentials, no answer
 * in time, an argument it does not know. Library code names no action input: `argument` says
 * which of its own arguments was at fault, and the operation names the input that gave it.
 */
class RuntimeError extends Error {
    kind;
    argument;
    expected;
    constructor(kind, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'RuntimeError';
        this.kind = kind;
        this.argument = options.argument;
        this.expected = options.expected;
    }
}
/** A bad argument: the operation turns it into an input error naming the input that gave it. */
function badArgument(argument, message, expected) {
    return new RuntimeError('invalid_input', message, { argument, expected });
}
/** Runs `fn` at most `limit` at a time over `items`, in order of the results. */
async function boundedMap(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const i = next++;
            try {
                results[i] = await fn(items[i], i);
            }
            catch (err) {
                failed = true;
                throw err;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}


/***/ }),

/***/ 46221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ NAME_PATTERNS_EXPECTED),
/* harmony export */   QC: () => (/* binding */ compileNamePatterns),
/* harmony export */   YT: () => (/* binding */ NameFilter),
/* harmony export */   mF: () => (/* binding */ NamePatternError)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);

/** A pattern that is not a regular expression RE2 reads (the reference client's Go `regexp` syntax). */
class NamePatternError extends Error {
    pattern;
    constructor(pattern, message) {
        super(message);
        this.pattern = pattern;
        this.name = 'NamePatternError';
    }
}
/** Longer than any name a runtime gives: a pasted blob, not a pattern. */
const MAX_PATTERN_LENGTH = 1024;
const NAME_PATTERNS_EXPECTED = 'regular expressions in RE2 syntax (as Go reads them), each matching a whole name: `web` is that name only, `web-.*` every name starting with `web-`';
/** Each pattern compiled to match whole names, on RE2: time linear in the name, whatever the pattern. */
function compileNamePatterns(patterns) {
    return patterns.map((pattern) => {
        if (pattern.length > MAX_PATTERN_LENGTH)
            throw new NamePatternError(pattern, `a pattern of ${pattern.length} characters is longer than the ${MAX_PATTERN_LENGTH} allowed`);
        try {
            return re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(pattern);
        }
        catch (err) {
            throw new NamePatternError(pattern, `\`${pattern}\` is not a regular expression: ${err.message}`);
        }
    });
}
/**
 * Which names are reported: with `include` patterns, only names one matches; then any name an
 * `exclude` pattern matches is left out. Names are matched whole, so a plain name in either
 * list means exactly that name, as the reference client's name flags do, and a pattern
 * covers its `-regex` flags.
 */
class NameFilter {
    include;
    exclude;
    constructor(include, exclude) {
        this.include = compileNamePatterns(include);
        this.exclude = compileNamePatterns(exclude);
    }
    get active() {
        return this.include.length > 0 || this.exclude.length > 0;
    }
    keeps(name) {
        if (this.include.length > 0 && !this.include.some((re) => re.matches(name)))
            return false;
        return !this.exclude.some((re) => re.matches(name));
    }
}


/***/ })

};
