export const id = 2285;
export const ids = [2285];
export const modules = {

/***/ 62285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   connect: () => (/* binding */ connect),
/* harmony export */   readPods: () => (/* binding */ readPods)
/* harmony export */ });
/* unused harmony exports FIRST_PAGE_SIZE, PAGE_SIZE, podArtifact */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44421);


/**
 * Pods in the first page: most clusters in one request, as the reference client's one unpaged
 * list, yet a bounded answer (a pod is a few kB of JSON).
 */
const FIRST_PAGE_SIZE = 2000;
/** Pods per later page, each asked for while the one before is read. */
const PAGE_SIZE = 1000;
/** Pages of one list at most: 1,000,000 pods, far past any cluster this report could send. */
const MAX_PAGES = 1000;
const IMAGE_DIGEST = /[a-f0-9]{64}$/;
/** The API client for the kubeconfig's cluster, with every authentication it can hold, each request bounded. */
async function connect(options) {
    // The bundle maps `undici` to src/vendor/undici-on-demand.cjs; the client's own undici is the one it gets here.
    const undici = await __webpack_require__.e(/* import() */ 2560).then(__webpack_require__.t.bind(__webpack_require__, 72560, 19));
    globalThis[Symbol.for('evidence-action.undici')] ??= undici;
    const k8s = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(8254), __webpack_require__.e(4976)]).then(__webpack_require__.bind(__webpack_require__, 54976));
    const kc = new k8s.KubeConfig();
    try {
        kc.loadFromString(JSON.stringify(options.document));
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .badArgument */ .T8)('kubeconfig', `the kubeconfig cannot be used: ${err.message}`);
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
 * follows what is reported, not the cluster's size. A pod with a container that has no
 * image ID (not pulled yet) is reported without that container, with a warning, as the
 * reference client reports it.
 */
async function readPods(api, selection, timeoutMs, log, onPage) {
    const { of, from } = await __webpack_require__.e(/* import() */ 5343).then(__webpack_require__.bind(__webpack_require__, 65343));
    const { ResponseContext } = await __webpack_require__.e(/* import() */ 7133).then(__webpack_require__.bind(__webpack_require__, 91561));
    const bounded = {
        // Each request, its answer's body included, within the time allowed.
        pre: (context) => {
            context.setSignal(AbortSignal.timeout(timeoutMs));
            return of(context);
        }
    };
    const options = { middleware: [{ ...bounded, post: (response) => of(response) }], middlewareMergeStrategy: 'append' };
    // A page of pods is read here, from its JSON, to only what the report takes: the client's model of
    // every field of every pod (dates, nested objects) costs more than the request. The client then
    // sees the page's list without its items, and still says what went wrong on any other answer.
    const pages = new Map();
    const podOptions = {
        middleware: [
            {
                ...bounded,
                post: (response) => {
                    if (response.httpStatusCode !== 200)
                        return of(response);
                    return from((async () => {
                        const list = JSON.parse(await response.body.text());
                        const token = list.metadata?.continue ?? '';
                        pages.set(token, list.items ?? []);
                        const rest = JSON.stringify({ apiVersion: 'v1', kind: 'PodList', metadata: { continue: token || undefined }, items: [] });
                        return new ResponseContext(response.httpStatusCode, response.headers, {
                            text: () => Promise.resolve(rest),
                            binary: () => Promise.resolve(Buffer.from(rest)),
                            stream: () => null
                        });
                    })());
                }
            }
        ],
        middlewareMergeStrategy: 'append'
    };
    const artifacts = [];
    const keep = (list) => {
        const token = list.metadata?._continue ?? '';
        const pods = pages.get(token) ?? [];
        pages.delete(token);
        onPage?.(pods.length);
        for (const pod of pods) {
            const artifact = podArtifact(pod, selection.names, log);
            if (artifact)
                artifacts.push(artifact);
        }
    };
    const limit = (page) => (page === undefined ? FIRST_PAGE_SIZE : PAGE_SIZE);
    if (!selection.namespaces.active) {
        await paged('pods in every namespace', (page) => call(() => api.listPodForAllNamespaces({ limit: limit(page), _continue: page }, podOptions)), keep);
        return { artifacts };
    }
    const namespaces = await chosenNamespaces(api, selection, options);
    for (const namespace of namespaces)
        await paged(`pods in namespace ${namespace}`, (page) => call(() => api.listNamespacedPod({ namespace, limit: limit(page), _continue: page }, podOptions)), keep);
    return { artifacts, namespaces };
}
async function chosenNamespaces(api, selection, options) {
    const filter = selection.namespaces;
    // Plain names need no list of namespaces, so a namespace-scoped account can report them.
    const named = filter.onlyPlainIncludes;
    if (named !== undefined)
        return [...new Set(named)].filter((n) => filter.keeps(n));
    const all = [];
    await paged('namespaces', (page) => call(() => api.listNamespace({ limit: PAGE_SIZE, _continue: page }, options)), (list) => {
        for (const ns of list.items ?? [])
            if (ns.metadata?.name)
                all.push(ns.metadata.name);
    });
    return all.filter((n) => filter.keeps(n));
}
async function paged(what, list, each) {
    let next = list(undefined);
    for (let n = 0; n < MAX_PAGES; n++) {
        const result = await next;
        const page = result.metadata?._continue || undefined;
        // The next page is on its way while this one is read: two pages in memory at most.
        if (page !== undefined)
            next = list(page);
        each(result);
        if (page === undefined)
            return;
    }
    next.catch(() => { });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('server', `the Kubernetes API gave more than ${MAX_PAGES} pages of ${what}; stopped`);
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
            // As the reference client: the pod is reported with the containers it can fingerprint, running or failed.
            log.warning(`pod ${name} in namespace ${namespace} (${phase}) is reported without its container ${cs.name}, which has no image digest (imageID \`${cs.imageID ?? ''}\`: not pulled yet?)`);
            continue;
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
        creationTimestamp: Math.floor((Date.parse(pod.metadata?.creationTimestamp ?? '') || 0) / 1000),
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
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('timeout', 'the Kubernetes API did not answer in time (`timeout-seconds`)', { cause: err });
    // An HTTP status only on the API's own exception: a DOMException's `code` is its own numbering.
    if (typeof e.code === 'number' && e.code >= 100 && e.code < 600 && 'body' in err) {
        const message = apiMessage(e.body);
        if (e.code === 401)
            return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('auth', `the Kubernetes API refused the credentials (HTTP 401)${message}; check the kubeconfig's user, or renew its token`, {
                cause: err
            });
        if (e.code === 403)
            return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('forbidden', `the Kubernetes API forbids this account to list pods or namespaces (HTTP 403)${message}; grant it list on pods (and namespaces, for patterns)`, { cause: err });
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu(e.code >= 500 ? 'server' : e.code === 404 ? 'not_found' : 'invalid_input', `the Kubernetes API answered HTTP ${e.code}${message}`, {
            cause: err
        });
    }
    const code = e.cause?.code;
    const why = code
        ? `${code}${e.cause?.message && !e.cause.message.includes(code) ? `: ${e.cause.message}` : ''}`
        : (e.cause?.message ?? e.message ?? String(err));
    // Not a transport failure: the credentials could not be had (an exec plugin that failed or timed out).
    if (!(err instanceof TypeError) && e.cause === undefined)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('auth', `cannot get credentials for the Kubernetes API: ${why.slice(0, 500)}`, { cause: err });
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('network', `cannot reach the Kubernetes API: ${why.slice(0, 500)}`, { cause: err });
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


/***/ })

};
