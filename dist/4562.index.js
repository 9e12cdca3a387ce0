export const id = 4562;
export const ids = [4562];
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

/***/ 54562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78062);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46058);
/* harmony import */ var _report_server_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37394);
/* harmony import */ var _readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27736);




const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const GUID_EXPECTED = 'a GUID such as `00000000-0000-0000-0000-000000000000`';
/** A tenant is a GUID or one of its domain names, as Azure's identity library accepts it. */
const TENANT = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/;
const TENANT_EXPECTED = 'the directory (tenant) ID, a GUID, or its domain such as `contoso.onmicrosoft.com`';
/** Azure's rule for resource group names. */
const RESOURCE_GROUP = /^[-\w.()\p{L}\p{N}]{0,89}[-\w()\p{L}\p{N}]$/u;
const RESOURCE_GROUP_EXPECTED = 'a resource group name: 1 to 90 letters, digits, `_`, `-`, `.`, `(` or `)`, not ending in `.`';
const INPUTS = {
    'azure-subscription-id': {
        kind: 'string',
        pattern: { re: GUID, expected: GUID_EXPECTED },
        description: 'Azure subscription ID (required; default: AZURE_SUBSCRIPTION_ID)'
    },
    'azure-resource-group-name': {
        kind: 'string',
        pattern: { re: RESOURCE_GROUP, expected: RESOURCE_GROUP_EXPECTED },
        description: 'The resource group whose web apps and function apps are reported (required; default: AZURE_RESOURCE_GROUP)'
    },
    'azure-client-id': {
        kind: 'string',
        pattern: { re: GUID, expected: GUID_EXPECTED },
        description: "Application (client) ID of the app registration the job signs in as (default: AZURE_CLIENT_ID); azure/login's `client-id`"
    },
    'azure-tenant-id': {
        kind: 'string',
        pattern: { re: TENANT, expected: TENANT_EXPECTED },
        description: "Directory (tenant) ID of the app registration (default: AZURE_TENANT_ID); azure/login's `tenant-id`"
    },
    'azure-client-secret': {
        kind: 'secret',
        description: "The app registration's client secret (default: AZURE_CLIENT_SECRET). Without one, the job signs in by OIDC federation, as azure/login does: `permissions: id-token: write` and a federated credential on the app registration"
    }
};
/**
 * An input, else the AZURE_* variable the Azure SDK reads for it, held to the same rule:
 * a value from the job's environment is refused before any request, as an input's is.
 */
function inputOrVariable(inputs, name, variable, rule) {
    const given = inputs.string(name);
    if (given !== undefined)
        return given;
    const value = (process.env[variable] ?? '').trim();
    if (value === '')
        return undefined;
    if (rule && !rule.re.test(value))
        throw inputs.fail(name, `is empty, and ${variable} (its default) is \`${value.slice(0, 100)}\`, not one`, rule.expected);
    return value;
}
function requiredSetting(inputs, name, variable, rule) {
    const value = inputOrVariable(inputs, name, variable, rule);
    if (value === undefined)
        throw inputs.fail(name, `is required: give it, or set ${variable} in the job`, rule.expected);
    return value;
}
/** Reports the running web and function apps of an Azure resource group, as `kosli snapshot azure` does. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_readers_runtime_report_js__WEBPACK_IMPORTED_MODULE_3__/* .runtimeReportOperation */ .uT)({
    name: 'report-azure-env',
    title: 'Azure apps report',
    description: "Report the running web apps and function apps of an Azure resource group: each app's image digest from Azure Container Registry, or its zip package's fingerprint, as the reference client does",
    inputs: INPUTS,
    endpoint: _clients_service_catalogue_environments_js__WEBPACK_IMPORTED_MODULE_0__/* .reportAzureApps */ .Mg,
    type: 'azure-apps',
    named: 'app',
    arguments: {
        subscriptionId: 'azure-subscription-id',
        resourceGroup: 'azure-resource-group-name',
        tenantId: 'azure-tenant-id',
        clientId: 'azure-client-id'
    },
    read: (inputs) => {
        const variableSecret = process.env.AZURE_CLIENT_SECRET;
        // The input is masked before anything is read; the variable standing in for it is masked here, before it can reach a log.
        if (variableSecret)
            (0,_actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setSecret */ .Pq)(variableSecret);
        return {
            subscriptionId: requiredSetting(inputs, 'azure-subscription-id', 'AZURE_SUBSCRIPTION_ID', INPUTS['azure-subscription-id'].pattern),
            resourceGroup: requiredSetting(inputs, 'azure-resource-group-name', 'AZURE_RESOURCE_GROUP', INPUTS['azure-resource-group-name'].pattern),
            tenantId: requiredSetting(inputs, 'azure-tenant-id', 'AZURE_TENANT_ID', INPUTS['azure-tenant-id'].pattern),
            clientId: requiredSetting(inputs, 'azure-client-id', 'AZURE_CLIENT_ID', INPUTS['azure-client-id'].pattern),
            clientSecret: inputOrVariable(inputs, 'azure-client-secret', 'AZURE_CLIENT_SECRET')
        };
    },
    async collect(settings, { common, log }) {
        const { azureApps } = await __webpack_require__.e(/* import() */ 3208).then(__webpack_require__.bind(__webpack_require__, 53208));
        const options = {
            tenantId: settings.tenantId,
            clientId: settings.clientId,
            clientSecret: settings.clientSecret,
            subscriptionId: settings.subscriptionId,
            resourceGroup: settings.resourceGroup,
            env: process.env,
            timeoutMs: common.timeoutSeconds * 1000,
            maxRetries: common.maxRetries
        };
        const apps = await azureApps(options, settings.names, _report_server_env_js__WEBPACK_IMPORTED_MODULE_2__.MAX_REPORTED_ARTIFACTS, log);
        const leftOut = [...apps.stopped.map((n) => `${n} (not running)`), ...apps.unavailable.map((n) => `${n} (unavailable, 503)`)];
        return {
            artifacts: apps.artifacts,
            where: (app) => `${app.app_name} (${app.digests_source === 'acr' ? 'image, from ACR' : 'zip package'})`,
            facts: [
                ['Resource group', settings.resourceGroup],
                ['Signed in by', apps.credential],
                ['Apps listed', String(apps.listed)],
                ...(leftOut.length > 0
                    ? [['Left out', leftOut.slice(0, 20).join(', ') + (leftOut.length > 20 ? `, and ${leftOut.length - 20} more` : '')]]
                    : [])
            ]
        };
    }
}));


/***/ })

};
