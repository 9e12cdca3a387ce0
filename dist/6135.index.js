export const id = 6135;
export const ids = [6135];
export const modules = {

/***/ 44421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ badArgument),
/* harmony export */   aY: () => (/* binding */ boundedMap),
/* harmony export */   bu: () => (/* binding */ RuntimeError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * A runtime (Docker, Kubernetes, AWS) that could not be read: refused credentials, no answer
 * in time, an argument it does not know. Library code names no action input: `argument` says
 * which of its own arguments was at fault, and the operation names the input that gave it.
 */
class RuntimeError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    argument;
    expected;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'RuntimeError';
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

/***/ 51860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ NAME_PATTERNS_EXPECTED),
/* harmony export */   YT: () => (/* binding */ NameFilter),
/* harmony export */   mF: () => (/* binding */ NamePatternError)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2856);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);


/** A pattern that is not a regular expression RE2 reads (the reference client's Go `regexp` syntax). */
class NamePatternError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    list;
    pattern;
    constructor(list, pattern, message) {
        super('invalid_input', message);
        this.list = list;
        this.pattern = pattern;
        this.name = 'NamePatternError';
    }
}
/** Longer than any name a runtime gives: a pasted blob, not a pattern. */
const MAX_PATTERN_LENGTH = 1024;
const NAME_PATTERNS_EXPECTED = 'regular expressions in RE2 syntax (as Go reads them), each searched anywhere in a name as the reference client does: `^web-` every name starting with `web-`, `^web$` that name only';
function compile(list, pattern) {
    if (pattern.length > MAX_PATTERN_LENGTH)
        throw new NamePatternError(list, pattern, `a pattern of ${pattern.length} characters is longer than the ${MAX_PATTERN_LENGTH} allowed`);
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.compile(pattern);
    }
    catch (err) {
        throw new NamePatternError(list, pattern, `\`${pattern}\` is not a regular expression: ${err.message}`);
    }
    // Searched, not matched whole, as Go's `MatchString`: RE2 keeps it linear in the name, whatever the pattern.
    return { list, pattern, test: (name) => re.matcher(name).find(), hit: false };
}
function plain(list, name, how) {
    // The reference client strips a path's leading slashes: S3 keys have none.
    const prefix = how === 'prefix' ? name.replace(/^\/+/, '') : name;
    return { list, pattern: name, test: how === 'prefix' ? (n) => n.startsWith(prefix) : (n) => n === name, hit: false };
}
/**
 * Which names are reported: with any include list, only names one of its entries matches; then
 * any name an exclude entry matches is left out. Each entry remembers whether it matched a
 * name, so that one matching nothing can be said.
 */
class NameFilter {
    include;
    exclude;
    constructor(lists, how = 'exact') {
        this.include = [...(lists.include ?? []).map((n) => plain('include', n, how)), ...(lists.includeRegex ?? []).map((p) => compile('includeRegex', p))];
        this.exclude = [...(lists.exclude ?? []).map((n) => plain('exclude', n, how)), ...(lists.excludeRegex ?? []).map((p) => compile('excludeRegex', p))];
    }
    get active() {
        return this.include.length > 0 || this.exclude.length > 0;
    }
    /** Some names (plain or patterns) to include: then nothing else is. */
    get hasIncludes() {
        return this.include.length > 0;
    }
    /** Only plain names to include, and so the whole set known without a list of what exists. */
    get onlyPlainIncludes() {
        return this.include.length > 0 && this.include.every((e) => e.list === 'include') ? this.include.map((e) => e.pattern) : undefined;
    }
    keeps(name) {
        const included = this.include.length === 0 || matchAny(this.include, name);
        // Tested even for a name already dropped, so that an exclude entry matching it is not said to match nothing.
        const excluded = this.exclude.length > 0 && matchAny(this.exclude, name);
        return included && !excluded;
    }
    /** Entries that matched no name given to `keeps`. */
    unmatched() {
        return [...this.include, ...this.exclude].filter((e) => !e.hit).map(({ list, pattern }) => ({ list, pattern }));
    }
}
/** Whether any entry matches; entries yet to match anything are all tried, the others only until one matches. */
function matchAny(entries, name) {
    let any = false;
    for (const e of entries) {
        if (any && e.hit)
            continue;
        if (e.test(name)) {
            e.hit = true;
            any = true;
        }
    }
    return any;
}


/***/ }),

/***/ 27736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ol: () => (/* binding */ warnUnmatched),
/* harmony export */   uT: () => (/* binding */ runtimeReportOperation)
/* harmony export */ });
/* unused harmony export NAME_INPUTS */
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51860);
/* harmony import */ var _clients_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44421);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38770);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96563);
/* harmony import */ var _report_server_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37394);
/* harmony import */ var _action_types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18667);







/**
 * The one skeleton of every report of what runs where beyond a server (Docker, Kubernetes, ECS,
 * Lambda, S3): read the inputs, read the runtime, refuse more artifacts than the service takes,
 * send, and say what was reported. Each operation brings only how its runtime is read.
 */
function runtimeReportOperation(def) {
    return (0,_action_types_js__WEBPACK_IMPORTED_MODULE_6__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .RUNTIME_REPORT_INPUTS */ .w6, ...def.inputs },
        outputs: _action_input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ENVIRONMENT_REPORT_OUTPUTS */ .iW,
        endpoint: def.endpoint,
        read: (inputs) => {
            // The common group's kinds, which TypeScript cannot see through the generic spread.
            const common = inputs;
            return { ...def.read(inputs), environment: common.required('environment'), names: readNameFilter(common, def.plainNames) };
        },
        async run(settings, tools) {
            const { artifacts, where, facts = [] } = await asInputErrors(def.collect(settings, tools), def.arguments);
            warnUnmatched(settings.names, NAME_INPUTS, def.named, tools.log);
            if (artifacts.length > _report_server_env_js__WEBPACK_IMPORTED_MODULE_5__.MAX_REPORTED_ARTIFACTS)
                throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('invalid_input', `${artifacts.length} artifacts found, more than the ${_report_server_env_js__WEBPACK_IMPORTED_MODULE_5__.MAX_REPORTED_ARTIFACTS} the service takes in one report; nothing was sent. Narrow the report with \`include-names\` or \`exclude-names\`${def.name === 'report-k8s-env' ? ', or `namespaces`' : ''}`);
            const fingerprints = {};
            for (const a of artifacts)
                for (const [name, fp] of Object.entries(a.digests))
                    if (fp)
                        fingerprints[name] = fp;
            if (artifacts.length === 0)
                tools.log.info("Nothing runs there (or nothing matched): the service keeps the environment's current snapshot.");
            const response = await tools.client.call(def.endpoint, { org: tools.org, env_name: settings.environment }, { type: def.type, artifacts });
            const rows = artifacts.flatMap((a) => Object.entries(a.digests).map(([name, fp]) => [name, fp ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .hash */ .tW)(fp) : 'no digest', ...(where ? [where(a)] : [])]));
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
/** The input that gives each list of the common name filter. */
const NAME_INPUTS = {
    include: 'include-names',
    includeRegex: 'include-names-regex',
    exclude: 'exclude-names',
    excludeRegex: 'exclude-names-regex'
};
function readNameFilter(inputs, plainNames = 'exact') {
    try {
        return new _clients_runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NameFilter */ .YT({
            include: inputs.list('include-names'),
            includeRegex: inputs.list('include-names-regex'),
            exclude: inputs.list('exclude-names'),
            excludeRegex: inputs.list('exclude-names-regex')
        }, plainNames);
    }
    catch (err) {
        if (err instanceof _clients_runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NamePatternError */ .mF)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(NAME_INPUTS[err.list], err.message, _clients_runtimes_names_js__WEBPACK_IMPORTED_MODULE_1__/* .NAME_PATTERNS_EXPECTED */ .$f);
        throw err;
    }
}
/** A name or pattern that matched nothing is most likely a typo, or a pattern written for whole names: said, not fatal. */
function warnUnmatched(filter, inputs, named, log) {
    for (const { list, pattern } of filter.unmatched())
        log.warning(`input \`${inputs[list]}\`: \`${pattern}\` matches no ${named}${list.endsWith('Regex') ? ' (a pattern is searched anywhere in a name, as the reference client does)' : ''}`);
}
/** A runtime's error as the user reads it: a bad argument names the input that gave it. */
async function asInputErrors(work, names) {
    try {
        return await work;
    }
    catch (err) {
        if (!(err instanceof _clients_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RuntimeError */ .bu))
            throw err;
        const input = err.argument === undefined ? undefined : names[err.argument];
        if (input !== undefined)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, err.expected);
        throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ(err.kind, err.message, { cause: err });
    }
}


/***/ }),

/***/ 16135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ report_k8s_env)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
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
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/clients/runtimes/errors.ts
var runtimes_errors = __webpack_require__(44421);
;// CONCATENATED MODULE: ./src/clients/runtimes/kubernetes/kubeconfig.ts






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
        if (err instanceof files/* FileError */.f6)
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
            if (err instanceof files/* FileError */.f6)
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

// EXTERNAL MODULE: ./src/clients/runtimes/names.ts
var names = __webpack_require__(51860);
// EXTERNAL MODULE: ./src/clients/service/catalogue/environments.ts
var environments = __webpack_require__(78062);
// EXTERNAL MODULE: ./src/operations/readers/runtime-report.ts
var runtime_report = __webpack_require__(27736);
;// CONCATENATED MODULE: ./src/operations/report-k8s-env.ts






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
/* harmony default export */ const report_k8s_env = ((0,runtime_report/* runtimeReportOperation */.uT)({
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
    endpoint: environments/* reportK8S */.f9,
    type: 'K8S',
    arguments: ARGUMENTS,
    read(inputs) {
        let namespaces;
        try {
            namespaces = new names/* NameFilter */.YT({
                include: inputs.list('namespaces'),
                includeRegex: inputs.list('namespaces-regex'),
                exclude: inputs.list('exclude-namespaces'),
                excludeRegex: inputs.list('exclude-namespaces-regex')
            });
        }
        catch (err) {
            if (err instanceof names/* NamePatternError */.mF)
                throw (0,errors/* invalidInput */.aY)(NAMESPACE_INPUTS[err.list], err.message, names/* NAME_PATTERNS_EXPECTED */.$f);
            throw err;
        }
        try {
            const source = locateKubeconfig(inputs.path('kubeconfig'), process.env);
            const { document, context, server } = readKubeconfig(source, inputs.string('kube-context'), process.env);
            return { document, context, server, namespaces };
        }
        catch (err) {
            if (err instanceof runtimes_errors/* RuntimeError */.bu && err.argument !== undefined)
                throw (0,errors/* invalidInput */.aY)(ARGUMENTS[err.argument] ?? 'kubeconfig', err.message, err.expected);
            throw err;
        }
    },
    async collect(settings, { common, log }) {
        const { connect, readPods } = await __webpack_require__.e(/* import() */ 2285).then(__webpack_require__.bind(__webpack_require__, 62285));
        const timeoutMs = common.timeoutSeconds * 1000;
        log.info(`Reading the pods of ${settings.server} (context ${settings.context})`);
        const api = await connect({ document: settings.document, timeoutMs });
        const { artifacts, namespaces } = await readPods(api, { namespaces: settings.namespaces, names: settings.names }, timeoutMs, log);
        if (namespaces !== undefined)
            (0,runtime_report/* warnUnmatched */.Ol)(settings.namespaces, NAMESPACE_INPUTS, 'namespace', log);
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
