export const id = 3455;
export const ids = [3455];
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

/***/ 33455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96563);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27736);




/** Reports an S3 bucket's content as one artifact, as `kosli snapshot s3` does, streamed instead of downloaded. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_2__/* .runtimeReportOperation */ .uT)({
    name: 'report-s3-env',
    title: 'S3 report',
    description: "Report an S3 bucket's content as one artifact, fingerprinted as the reference client does, read as a stream with nothing written to disk",
    inputs: {
        's3-bucket': {
            kind: 'string',
            required: true,
            pattern: { re: /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}$/, expected: 'an S3 bucket name such as `my-site-prod`' },
            description: "The bucket; `include-names` and `exclude-names` then match its objects' keys"
        },
        ..._action_input_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .AWS_INPUTS */ .OJ
    },
    named: 'object key',
    plainNames: 'prefix',
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportS3 */ .zF,
    type: 'S3',
    arguments: { bucket: 's3-bucket', region: 'aws-region' },
    read: (inputs) => ({ bucket: inputs.required('s3-bucket'), region: inputs.string('aws-region') }),
    async collect(settings, { common, log }) {
        const { fingerprintBucket } = await __webpack_require__.e(/* import() */ 2823).then(__webpack_require__.bind(__webpack_require__, 12823));
        const aws = { region: settings.region, env: process.env, timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries };
        const { artifact, objects, bytes } = await fingerprintBucket(aws, { bucket: settings.bucket, names: settings.names }, log);
        return {
            artifacts: [artifact],
            facts: [
                ['Bucket', settings.bucket],
                ['Objects', `${objects} (${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(bytes)})`]
            ]
        };
    }
}));


/***/ })

};
