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
