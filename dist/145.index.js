exports.id = 145;
exports.ids = [145];
exports.modules = {

/***/ 63264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ actionAdvice),
/* harmony export */   c: () => (/* binding */ adviceFor)
/* harmony export */ });
/** What to do after a failed call, in the action's words: the inputs to check or change. */
const ADVICE = {
    credentials: 'Check the API key secret passed as `api-key`, and that `region` (or `base-url`) is where the key was issued.',
    permission: 'The key is valid but not allowed to do this: check its permissions in the organization given as `org`.',
    'missing-environment': 'Check `org` and `environment`: the environment may be misnamed, not created yet, or archived.',
    'missing-flow': 'Check `org`, `flow` and `trail`: the flow may be misnamed or not created yet. Create it first with `operation: create-flow` (running it again changes nothing), then begin the trail with `begin-trail`.',
    'missing-record': 'Check `org` and the names in the path: one of them does not exist in the service.',
    'refused-request': "The service's words above say what it could not take: check the inputs behind it (names, JSON, files). If they look right, the request the action built may be at fault: please report it.",
    conflict: 'What was sent clashes with what the service already holds (the words above say what): choose another name, or change or archive the existing record first.',
    'refused-field': 'The service refused the value of the field named above: check the input that gives it (a name in the flow template, a type, a JSON value).',
    'rate-limited': 'The service is rate limiting this key; space out the calls or raise `max-retries`.',
    'server-failed': 'The service failed; try again later, or use `on-error: warn` to keep the job going and replay later.',
    slow: 'The service may be overloaded; raise `timeout-seconds` if large reports are expected.',
    unreachable: 'Check that the runner can reach the service (region, `base-url`, proxy settings such as HTTPS_PROXY and NO_PROXY).',
    'foreign-answer': 'Check `base-url` (a proxy or another service may have answered), or try again later.',
    'other-host': "Set `base-url` to the service's real address."
};
const actionAdvice = (topic) => ADVICE[topic];
/** A step with `on-error: warn` already goes on and saves what it could not send: advice to set it is noise there. */
const GOING_ON = { 'server-failed': 'The service failed; try again later.' };
/** The advice for a step run with this `on-error`. */
function adviceFor(onError) {
    return onError === 'warn' ? (topic) => GOING_ON[topic] ?? ADVICE[topic] : actionAdvice;
}


/***/ }),

/***/ 77036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MQ: () => (/* binding */ DRY_RUN_TOKEN),
/* harmony export */   QJ: () => (/* binding */ cliVariableOf),
/* harmony export */   av: () => (/* binding */ describeSources),
/* harmony export */   m9: () => (/* binding */ cliEnvironment)
/* harmony export */ });
/* unused harmony exports CLI_VARIABLES, orVariable */
/**
 * The reference client's environment variables, read where the matching input is not given:
 * teams that use the Kosli CLI set them once at job or workflow level, and the action should
 * not make them say everything twice. An input always wins.
 */
const CLI_VARIABLES = {
    'api-key': 'KOSLI_API_TOKEN',
    org: 'KOSLI_ORG',
    flow: 'KOSLI_FLOW',
    trail: 'KOSLI_TRAIL',
    // The client's host (`https://app.kosli.com`); the base URL's check appends `/api/v2`.
    'base-url': 'KOSLI_HOST',
    'dry-run': 'KOSLI_DRY_RUN'
};
/** The client's token that means "send nothing": `--api-token DRY_RUN` or `KOSLI_API_TOKEN=DRY_RUN`. */
const DRY_RUN_TOKEN = 'DRY_RUN';
function cliVariableOf(input) {
    return Object.hasOwn(CLI_VARIABLES, input) ? CLI_VARIABLES[input] : undefined;
}
/**
 * The client reads booleans as Go does (`strconv.ParseBool`): `1`, `t`, `TRUE`... A variable
 * set for the client keeps working here, given to the input's reader as `true` or `false`; any
 * other value is passed on as written, for the reader to refuse by name.
 */
function goBoolean(value) {
    if (/^(1|t|T|TRUE|true|True)$/.test(value))
        return 'true';
    if (/^(0|f|F|FALSE|false|False)$/.test(value))
        return 'false';
    return value;
}
/** Reads the variable standing in for an input: `''` when there is none, or it is empty. */
function cliEnvironment(env = process.env) {
    return (input) => {
        const variable = cliVariableOf(input);
        const value = variable === undefined ? '' : (env[variable] ?? '').trim();
        return input === 'dry-run' ? goBoolean(value) : value;
    };
}
/** The inputs the variables fill, for the words "… or KOSLI_FLOW" in a message. */
function orVariable(input) {
    const variable = cliVariableOf(input);
    return variable ? `, or \`${variable}\` in the job's \`env\`` : '';
}
/**
 * Where the settings came from, in words for the log and the summary; undefined when every
 * one was an input, the case that needs no telling.
 */
function describeSources(sources) {
    const fromEnvironment = sources.filter(([, from]) => from !== 'input');
    if (fromEnvironment.length === 0)
        return undefined;
    const fromInputs = sources.filter(([, from]) => from === 'input');
    const parts = [`from the environment: ${fromEnvironment.map(([input, from]) => `\`${input}\` (\`${from}\`)`).join(', ')}`];
    if (fromInputs.length > 0)
        parts.push(`from inputs: ${fromInputs.map(([input]) => `\`${input}\``).join(', ')}`);
    return parts.join('; ');
}


/***/ }),

/***/ 1396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ literalDefault)
/* harmony export */ });
/** A default that the runner expands (`${{ github.token }}`) is not a value the reader can use. */
function literalDefault(spec) {
    return spec.default !== undefined && !spec.default.startsWith('${{') ? spec.default : undefined;
}


/***/ }),

/***/ 78055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aY: () => (/* binding */ invalidInput),
/* harmony export */   ge: () => (/* binding */ runnerProblem),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   uu: () => (/* binding */ missingApiKey),
/* harmony export */   ux: () => (/* binding */ isKnownError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * The action's own error, whose message is meant for the user: an input refused, a verdict.
 * It and the libraries' errors (LibraryError) are what the error boundary reports as they are;
 * anything else reaching it is a bug and is reported as such.
 */
class ActionError extends Error {
    kind;
    /** HTTP status of the final attempt, when a response was received. */
    status;
    constructor(kind, message, options = {}) {
        super(message, { cause: options.cause });
        this.name = 'ActionError';
        this.kind = kind;
        this.status = options.status;
    }
}
/**
 * A bad input: the message always names the input and the expected form, and the environment
 * variable the value came from when the input was not given (`KOSLI_FLOW` for `flow`).
 */
function invalidInput(input, problem, expected, variable) {
    const tail = expected ? `; expected ${expected}` : '';
    const name = variable ? `\`${variable}\` (standing in for input \`${input}\`)` : `input \`${input}\``;
    return new ActionError('invalid_input', `${name}: ${problem}${tail}`);
}
function missingApiKey(neededBy) {
    return invalidInput('api-key', `required by ${neededBy} but not given, nor \`KOSLI_API_TOKEN\` in the environment`, 'the API key from a secret, e.g. `api-key: ${{ secrets.KOSLI_API_TOKEN }}`');
}
/** The runner's own files: a step cannot work around a `RUNNER_TEMP` or `GITHUB_OUTPUT` it may not write. */
function runnerProblem(what, variable, file, err) {
    const code = err.code ?? err.message;
    return new ActionError('runner', `${what}: ${file} cannot be written (${code}); the runner's ${variable} must name a place this step may write, on a disk with room`, { cause: err });
}
/** An error whose message is meant for the user, with its kind: the action's own or a library's. */
function isKnownError(error) {
    return error instanceof ActionError || error instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM;
}


/***/ }),

/***/ 96563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Am: () => (/* binding */ EXCLUDE_INPUT),
/* harmony export */   DV: () => (/* binding */ ENVIRONMENT_INPUT),
/* harmony export */   Ht: () => (/* binding */ SERVICE_OUTPUTS),
/* harmony export */   Ki: () => (/* binding */ SERVICE_INPUTS),
/* harmony export */   Le: () => (/* binding */ ATTESTATION_INPUTS),
/* harmony export */   OJ: () => (/* binding */ AWS_INPUTS),
/* harmony export */   Op: () => (/* binding */ ORG_INPUT),
/* harmony export */   Qj: () => (/* binding */ ATTESTATION_OUTPUTS),
/* harmony export */   YC: () => (/* binding */ APPROVAL_INPUTS),
/* harmony export */   iW: () => (/* binding */ ENVIRONMENT_REPORT_OUTPUTS),
/* harmony export */   qT: () => (/* binding */ RUN_INPUTS),
/* harmony export */   re: () => (/* binding */ RUN_OUTPUTS),
/* harmony export */   s7: () => (/* binding */ COMMON_INPUTS),
/* harmony export */   s8: () => (/* binding */ EXTERNAL_URLS_INPUT),
/* harmony export */   tq: () => (/* binding */ ARTIFACT_PATH_INPUTS),
/* harmony export */   um: () => (/* binding */ USER_DATA_INPUT),
/* harmony export */   vD: () => (/* binding */ ARTIFACT_INPUTS),
/* harmony export */   w6: () => (/* binding */ RUNTIME_REPORT_INPUTS)
/* harmony export */ });
/* unused harmony export REGISTRY_CREDENTIALS */
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _clients_service_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43173);


/**
 * The inputs and outputs several operations share, declared once. An operation spreads the
 * groups it reads into its own `inputs`; the run and service groups it gets by what it is.
 */
/** What every operation reads: how long outside calls may take, where paths start, the summary. */
const RUN_INPUTS = {
    'timeout-seconds': {
        kind: 'number',
        min: 1,
        max: 3600,
        default: '30',
        description: 'Time limit in seconds for one attempt of any outside call: the service, and what the operation reads (GitHub, registries, runtimes)'
    },
    'max-retries': {
        kind: 'number',
        min: 0,
        max: 10,
        default: '3',
        description: 'Retries after the first attempt, for failures that are safe to retry (network errors, timeouts, 408, 429, 5xx)'
    },
    summary: { kind: 'boolean', default: 'true', description: 'Write a job summary' },
    'github-token': {
        kind: 'secret',
        default: '${{ github.token }}',
        description: 'Token used to enrich commit details and, on shallow clones, to list commits through the GitHub API'
    },
    'working-directory': { kind: 'path', description: 'Base for relative paths (default: the workspace)' }
};
/** What every operation that calls the service reads: where, as whom, and what to do on failure. */
const SERVICE_INPUTS = {
    'api-key': {
        kind: 'secret',
        description: 'API key (personal or service account). Pass a secret: ${{ secrets.KOSLI_API_TOKEN }}, or set KOSLI_API_TOKEN in the job env. Required by every operation that calls the service, except in dry-run (as is the value DRY_RUN). Masked in logs.'
    },
    region: {
        kind: 'string',
        values: _clients_service_url_js__WEBPACK_IMPORTED_MODULE_1__/* .REGIONS */ .ij,
        default: 'eu',
        description: 'Service region: eu (https://app.kosli.com/api/v2) or us (https://app.us.kosli.com/api/v2)'
    },
    'base-url': {
        kind: 'string',
        description: 'Overrides region: the full base URL ending in /api/v2 (appended when missing), else KOSLI_HOST (the Kosli CLI host). https only, except loopback hosts such as a local sandbox.'
    },
    'auth-scheme': {
        kind: 'string',
        values: ['bearer', 'basic'],
        default: 'bearer',
        description: 'bearer (Authorization: Bearer KEY) or basic (legacy: Authorization: Basic base64("KEY:"))'
    },
    // No `default`: the runner would then always give one, and `KOSLI_DRY_RUN` could never stand in.
    'dry-run': {
        kind: 'boolean',
        description: 'true: build and validate the request, print it with the key redacted, send nothing (default: KOSLI_DRY_RUN, else false)'
    },
    'on-error': {
        kind: 'string',
        values: ['fail', 'warn'],
        default: 'fail',
        description: 'fail, or warn: a failed call leaves a warning and exit 0, and a failed write is saved for replay (see the spool_file output)'
    }
};
/** Every operation whose endpoint names an organization reads it. */
const ORG_INPUT = {
    org: {
        kind: 'string',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName,
        description: 'Organization name in the service (default: KOSLI_ORG); required by every operation that calls the service'
    }
};
/** Every input `readCommon` reads, whatever the operation: an operation's own action declares those it uses. */
const COMMON_INPUTS = { ...RUN_INPUTS, ...SERVICE_INPUTS, ...ORG_INPUT };
/** Set by every run. */
const RUN_OUTPUTS = {
    error_kind: 'On failure: invalid_input (nothing was sent), rejected (the service refused the request), auth, forbidden, not_found, conflict, rate_limited, server, network, timeout, runner, or non_compliant; empty on success'
};
/** Set by every operation that calls the service. */
const SERVICE_OUTPUTS = {
    response: 'The service response body, JSON text',
    status: 'HTTP status of the final attempt',
    spool_file: 'With on-error: warn, the path of the saved, unsent request'
};
/** Registry credentials for an image artifact (`artifact-type: oci`). */
const REGISTRY_CREDENTIALS = {
    'registry-username': {
        kind: 'string',
        description: "artifact-type oci: registry user name (with registry-password); else the job's Docker config, or github-token for ghcr.io"
    },
    'registry-password': { kind: 'secret', description: 'artifact-type oci: registry password or token (masked)' }
};
/** What directory fingerprints leave out. */
const EXCLUDE_INPUT = {
    exclude: { kind: 'list', description: 'Patterns left out of directory fingerprints (* ? [...] and **), one per line or comma-separated' }
};
/** An artifact given by what the action fingerprints: a file, a folder, or an image. */
const ARTIFACT_PATH_INPUTS = {
    'artifact-path': {
        kind: 'string',
        description: 'A file or directory to fingerprint, or an image reference with artifact-type oci or docker (instead of fingerprint)'
    },
    'artifact-type': {
        kind: 'string',
        values: ['file', 'dir', 'oci', 'docker'],
        description: "file, dir, oci (artifact-path is an image reference: the manifest digest the registry serves) or docker (the local daemon's repo digest); default: what artifact-path is"
    },
    ...EXCLUDE_INPUT,
    ...REGISTRY_CREDENTIALS
};
/** An artifact given by its fingerprint, or by what the action fingerprints. */
const ARTIFACT_INPUTS = {
    fingerprint: {
        kind: 'string',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint,
        description: 'Artifact SHA-256 fingerprint: 64 lowercase hex, or sha256:<64 hex> as image builds give it. Or give artifact-path.'
    },
    ...ARTIFACT_PATH_INPUTS
};
/** Free-form evidence every record may carry. */
const USER_DATA_INPUT = {
    'user-data': { kind: 'json', description: 'JSON object or array (or @file.json) stored with the record' }
};
const EXTERNAL_URLS_INPUT = {
    'external-urls': { kind: 'json', description: 'JSON object of name -> URL (or {"href", "fingerprint"}), or @file.json' }
};
/** The inputs every attestation shares (`attestation-inputs.ts` reads them). */
const ATTESTATION_INPUTS = {
    flow: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, required: true, description: 'Flow name (default: KOSLI_FLOW)' },
    trail: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName, description: 'Trail name (default: KOSLI_TRAIL, else the workflow commit SHA)' },
    'attestation-name': {
        kind: 'string',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.attestationName,
        required: true,
        description: 'The attestation name in the flow template'
    },
    ...ARTIFACT_INPUTS,
    'target-artifacts': {
        kind: 'list',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.attestationName,
        description: 'Template names of the artifacts the attestation is about, one per line or comma-separated'
    },
    commit: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.commitSha, description: 'The commit the evidence is about (default: the workflow commit)' },
    'origin-url': { kind: 'string', description: 'Link to the evidence (default: this run)' },
    description: { kind: 'string', description: 'Description of the attestation' },
    attachments: {
        kind: 'list',
        description: 'Files or folders attached as evidence, one per line or comma-separated; sent packed, at most 10 MB'
    },
    ...EXTERNAL_URLS_INPUT,
    annotations: { kind: 'json', description: 'JSON object of string annotations, or @file.json' },
    ...USER_DATA_INPUT
};
/** Every attestation sets these. */
const ATTESTATION_OUTPUTS = {
    fingerprint: 'The artifact fingerprint the attestation is about, when it names one',
    trail: 'The trail name used'
};
/** What `approve` and `attest-approval` both read: the artifact, the commits, who approved. */
const APPROVAL_INPUTS = {
    ...ARTIFACT_INPUTS,
    environment: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName, description: 'The environment the approval is for' },
    description: { kind: 'string', description: 'Description of the approval' },
    'oldest-commit': {
        kind: 'string',
        pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.commitSha,
        description: "The newest commit already approved; the approval covers the commits after it. GitHub's null commit (40 zeros: `github.event.before` of a push that created the branch) counts as none given"
    },
    'newest-commit': { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.commitSha, description: 'The newest commit the approval covers (default: the workflow commit)' },
    'approvers-from': {
        kind: 'string',
        values: ['actor', 'environment-reviews'],
        default: 'actor',
        description: "actor (the workflow actor) or environment-reviews (the approved reviews of this run's deployment to github-environment)"
    },
    'github-environment': {
        kind: 'string',
        description: 'With approvers-from environment-reviews: the GitHub environment whose reviews count (default: the environment input)'
    },
    'approved-by': { kind: 'string', description: 'Who approves (default: the workflow actor)' },
    'approval-url': { kind: 'string', description: 'Link to the approval (default: this run)' },
    comment: { kind: 'string', description: 'Comment recorded with the approval' },
    ...USER_DATA_INPUT
};
/** The environment an operation reports to or changes. */
const ENVIRONMENT_INPUT = {
    environment: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName, required: true, description: 'Environment name' }
};
/** What every report of a runtime (Docker, Kubernetes, ECS, Lambda, S3) reads besides its own. */
const RUNTIME_REPORT_INPUTS = {
    ...ENVIRONMENT_INPUT,
    'exclude-names': {
        kind: 'list',
        description: "Artifact names left out (images; Lambda functions; S3 keys), each exactly that name, or for S3 every key it starts, as the reference client's --exclude"
    },
    'exclude-names-regex': {
        kind: 'list',
        description: "Regular expressions (RE2) searched anywhere in each artifact name, as the reference client's --exclude-regex: a name one finds is left out; anchor them (`^etl-`)"
    },
    'include-names': {
        kind: 'list',
        description: "Artifact names reported, and only they: each exactly that name, or for S3 every key it starts, as the reference client's --function-names (Lambda) and --include (S3)"
    },
    'include-names-regex': {
        kind: 'list',
        description: "Regular expressions (RE2) searched anywhere in each artifact name, as the reference client's --function-names-regex and --include-regex: only names one finds are reported; anchor them (`^shop-`)"
    }
};
/** What every report of what runs where sets. */
const ENVIRONMENT_REPORT_OUTPUTS = {
    fingerprints: 'JSON object of artifact name -> fingerprint',
    artifact_count: 'Number of artifacts reported'
};
/** What every AWS report (ECS, Lambda, S3) reads besides credentials, which come as the SDK finds them in the job. */
const AWS_INPUTS = {
    'aws-region': {
        kind: 'string',
        pattern: { re: /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/, expected: 'an AWS region such as `eu-west-1`' },
        description: 'AWS region (default: AWS_REGION, else AWS_DEFAULT_REGION, else the shared config, as configure-aws-credentials sets them)'
    }
};


/***/ }),

/***/ 4602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/action/advice.ts
var advice = __webpack_require__(63264);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/clients/github/api.ts


/** GitHub API calls are a bonus: short, and never allowed to hold the step up. */
const API_TIMEOUT_MS = 10_000;
/** A whole list, every page of it, within this: pages each within their own timeout still add up. */
const LIST_TIMEOUT_MS = 60_000;
/** GitHub's largest page: the fewest requests for a list. */
const PER_PAGE = 100;
/** Enough for any real list of pull requests, reviews or commits; more would only be a runaway. */
const MAX_LIST_ITEMS = 1000;
/**
 * @actions/github, loaded without letting it read the event payload: on loading it reads the
 * file GITHUB_EVENT_PATH names whole and unchecked (a FIFO would hang the step, /dev/zero
 * exhaust memory), for a `context` the action never uses. The action reads the payload itself,
 * bounded, when it needs it (see `readRunContext`).
 */
async function importWithoutEvent() {
    const eventPath = process.env.GITHUB_EVENT_PATH;
    delete process.env.GITHUB_EVENT_PATH;
    try {
        return await __webpack_require__.e(/* import() */ 2413).then(__webpack_require__.bind(__webpack_require__, 92413));
    }
    finally {
        if (eventPath !== undefined)
            process.env.GITHUB_EVENT_PATH = eventPath;
    }
}
/** Octokit for the token, on the real undici, registered for the toolkit's imports (see src/vendor/undici-on-demand.cjs). */
async function loadOctokit(token, apiUrl) {
    const undici = await __webpack_require__.e(/* import() */ 8086).then(__webpack_require__.t.bind(__webpack_require__, 18086, 19));
    globalThis[Symbol.for('evidence-action.undici')] ??= undici;
    const { getOctokit } = await importWithoutEvent();
    return getOctokit(token, { baseUrl: apiUrl });
}
/**
 * A GitHub API client, or `undefined` when there is no token or repository to use it with.
 * Octokit is loaded only for a write or a list, by the operations that make one.
 */
function gitHubApi(ctx, token, log) {
    // A promise still, as its callers await it: what loads, loads at the first write or list.
    return Promise.resolve(clientFor(ctx, token, log));
}
function clientFor(ctx, token, log) {
    if (!token) {
        log.debug('github-token is empty: commit details come from the local clone only');
        return undefined;
    }
    if (!ctx.repository) {
        log.debug('GITHUB_REPOSITORY is not set: the GitHub API is not used');
        return undefined;
    }
    const [owner, repo] = ctx.repository.split('/');
    // One GET (an attestation's commit, a compare) through the toolkit's client; Octokit, on
    // undici, is loaded for writes and lists alone. Each loads at its first use: main imports this
    // module, and a step that never asks GitHub loads neither.
    let getter;
    const get = () => (getter ??= __webpack_require__.e(/* import() */ 3867).then(__webpack_require__.bind(__webpack_require__, 73867)).then(({ gitHubGet }) => gitHubGet(ctx.apiUrl, token, log, API_TIMEOUT_MS)));
    let loaded;
    const octokit = () => (loaded ??= loadOctokit(token, ctx.apiUrl));
    return {
        get: async (route, params) => (await get())(route, { owner, repo, ...params }),
        async post(route, params, body) {
            const response = await (await octokit()).request(route, { owner, repo, ...params, ...body, request: { signal: AbortSignal.timeout(API_TIMEOUT_MS) } });
            return response.data;
        },
        paginate: async (route, params, options = {}) => paginate(await octokit(), ctx.apiUrl, route, { owner, repo, ...params }, options, log)
    };
}
async function paginate(octokit, apiUrl, route, params, options, log) {
    const maxItems = options.maxItems ?? MAX_LIST_ITEMS;
    const itemsOf = (data) => (options.itemsKey && data && typeof data === 'object' ? data[options.itemsKey] : data);
    const whole = AbortSignal.timeout(LIST_TIMEOUT_MS);
    const signal = () => AbortSignal.any([AbortSignal.timeout(API_TIMEOUT_MS), whole]);
    const items = [];
    let response = await octokit.request(route, { ...params, per_page: PER_PAGE, request: { signal: signal() } });
    // Each page must add an item, so there are at most maxItems pages even if the server pages by one.
    for (;;) {
        const page = itemsOf(response.data);
        if (!Array.isArray(page)) {
            throw new github_errors/* GitHubError */.y_('server', `GitHub's API answered ${route} with ${(0,util_errors/* jsonKindOf */.kh)(page)} where a list was expected`);
        }
        items.push(...page);
        const next = nextPage(response.headers.link);
        if (items.length >= maxItems || next === undefined || page.length === 0) {
            if (next !== undefined && items.length >= maxItems)
                log.debug(`${route}: read the first ${maxItems} items only`);
            break;
        }
        // The token goes with every request: never follow a link that leaves the API.
        if (!next.startsWith(`${apiUrl}/`)) {
            log.debug(`${route}: not following a next page outside ${apiUrl} (${next})`);
            break;
        }
        // Octokit reads `:name` in a URL as a placeholder and drops it; encoded, the colon is the same URL to GitHub.
        response = await octokit.request(`GET ${next.replace(/:(?=[a-z])/gi, '%3A')}`, { request: { signal: signal() } });
    }
    return items.slice(0, maxItems);
}
/** The `rel="next"` URL of a `Link` header (RFC 8288), as GitHub writes it. */
function nextPage(link) {
    if (typeof link !== 'string')
        return undefined;
    for (const part of link.split(/,(?=\s*<)/)) {
        const target = /^\s*<([^>]*)>/.exec(part)?.[1];
        const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(part)?.[1];
        if (target && rel?.toLowerCase().split(/\s+/).includes('next'))
            return target;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/clients/github/context.ts
var github_context = __webpack_require__(63061);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/cli-environment.ts
var cli_environment = __webpack_require__(77036);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(25512);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/action/inputs.ts








const TRUE = /^true$/i;
const FALSE = /^false$/i;
/** JSON inputs given as `@file`: larger than any record the service takes. */
const JSON_FILE_MAX_BYTES = 1024 * 1024;
/**
 * Typed, validated access to the action's inputs. This is the only place that knows how an
 * input is spelled in a workflow; operations ask it for values and get them checked.
 */
class Inputs {
    getter;
    baseDir;
    given;
    environment;
    read = new Set();
    /** Where each input that an environment variable can fill got its value: `input`, or the variable. */
    from = new Map();
    constructor(getter, 
    /** Base for relative paths (`working-directory`). */
    baseDir, 
    /** The inputs the workflow set, to tell which of them nothing read. */
    given = [], 
    /** The Kosli CLI's variable standing in for an input not given (`cli-environment.ts`); `''` for none. */
    environment = () => '') {
        this.getter = getter;
        this.baseDir = baseDir;
        this.given = given;
        this.environment = environment;
    }
    get(name) {
        this.read.add(name);
        const value = this.getter(name);
        if (value.trim() !== '') {
            if ((0,cli_environment/* cliVariableOf */.QJ)(name))
                this.from.set(name, 'input');
            return value;
        }
        const standIn = this.environment(name);
        if (standIn !== '')
            this.from.set(name, (0,cli_environment/* cliVariableOf */.QJ)(name));
        return standIn;
    }
    /** Where each setting an environment variable can fill came from, in the order they were read. */
    sources() {
        return [...this.from];
    }
    /** Refuses an input's value, naming the variable it came from when it was not given as an input. */
    refuse(name, problem, expected) {
        const from = this.from.get(name);
        return (0,errors/* invalidInput */.aY)(name, problem, expected, from === 'input' ? undefined : from);
    }
    /** Inputs the workflow set that nothing has read: most likely meant for another operation. */
    unused(defaults = {}) {
        // A value equal to the root action's default was not the workflow's choice (`region: eu`).
        return this.given.filter((name) => !this.read.has(name) && this.getter(name).trim() !== defaults[name]);
    }
    /** Empty means not given: a workflow cannot tell "unset" from `''`. */
    optional(name, pattern) {
        const value = this.get(name).trim();
        if (value === '')
            return undefined;
        if (pattern && !pattern.re.test(value)) {
            throw this.refuse(name, `${(0,util_text/* quoteValue */.cl)(value)} is not valid`, pattern.expected);
        }
        return value;
    }
    required(name, pattern, why = '') {
        const value = this.optional(name, pattern);
        if (value === undefined) {
            const variable = (0,cli_environment/* cliVariableOf */.QJ)(name);
            const nor = variable ? `, nor \`${variable}\` in the environment` : '';
            throw this.refuse(name, `required${why ? ` ${why}` : ''} but not given${nor}`, pattern?.expected);
        }
        return value;
    }
    oneOf(name, values, fallback) {
        const value = this.optional(name);
        if (value === undefined)
            return fallback;
        // In any case, given back as declared: `k8s` is the environment type `K8S`.
        const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
        if (!match)
            throw this.refuse(name, `${(0,util_text/* quoteValue */.cl)(value)} is not one of the accepted values`, values.map((v) => `\`${v}\``).join(', '));
        return match;
    }
    /** Only true or false, in any case: `yes` or `1` is more likely a typo than a wish. */
    boolean(name) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        if (TRUE.test(value))
            return true;
        if (FALSE.test(value))
            return false;
        throw this.refuse(name, `${(0,util_text/* quoteValue */.cl)(value)} is not a boolean`, '`true` or `false`');
    }
    /** A boolean the operation cannot default, such as a compliance verdict. */
    requiredBoolean(name) {
        const value = this.boolean(name);
        if (value === undefined)
            throw this.refuse(name, 'required but not given', '`true` or `false`');
        return value;
    }
    integer(name, limits) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        const n = /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
        if (!Number.isSafeInteger(n) || n < limits.min || n > limits.max) {
            throw this.refuse(name, `${(0,util_text/* quoteValue */.cl)(value)} is out of range or not a whole number`, `a whole number from ${limits.min} to ${limits.max}`);
        }
        return n;
    }
    /** One item per line or comma-separated; blank items dropped. */
    list(name, pattern) {
        const items = this.get(name)
            .split(/[\n,]/)
            .map((s) => s.trim())
            .filter((s) => s !== '');
        if (pattern) {
            for (const item of items) {
                if (!pattern.re.test(item))
                    throw this.refuse(name, `item ${(0,util_text/* quoteValue */.cl)(item)} is not valid`, pattern.expected);
            }
        }
        return items;
    }
    /** JSON text, or `@path` to read it from a file. */
    json(name) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        const expected = `JSON text, or \`@path/to/file.json\` of at most ${(0,util_text/* formatBytes */.z3)(JSON_FILE_MAX_BYTES)}`;
        let text = value;
        if (value.startsWith('@')) {
            try {
                text = (0,files/* readBoundedFile */.Mv)(this.path(value.slice(1)), JSON_FILE_MAX_BYTES).toString('utf8');
            }
            catch (err) {
                if (err instanceof files/* FileError */.f6)
                    throw this.refuse(name, err.message, expected);
                throw err;
            }
        }
        // Counted before parsing: deeper JSON is no record a person wrote.
        if ((0,json_depth/* jsonDepth */.Q)(text) > json_depth/* MAX_JSON_DEPTH */.K)
            throw this.refuse(name, `nests deeper than ${json_depth/* MAX_JSON_DEPTH */.K} levels`, `JSON at most ${json_depth/* MAX_JSON_DEPTH */.K} levels deep`);
        try {
            return JSON.parse(text);
        }
        catch (err) {
            throw this.refuse(name, `not valid JSON (${err.message})`, expected);
        }
    }
    /**
     * A full fingerprint: 64 lowercase hex characters, also as `sha256:<64 hex>`, the form image
     * builds give (`docker/build-push-action`'s `digest`), so a build's output chains straight in.
     */
    fingerprint(name, pattern) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        // `sha256:` (in either case, as image builds print it) names a whole fingerprint: exactly 64 hex.
        const prefixed = /^sha256:/i.test(value);
        const bare = prefixed ? value.slice('sha256:'.length) : value;
        if (!pattern.re.test(bare) || (prefixed && bare.length !== 64))
            throw this.refuse(name, `${(0,util_text/* quoteValue */.cl)(value)} is not valid`, `${pattern.expected}, or \`sha256:\` followed by 64 of them`);
        return bare;
    }
    jsonObject(name) {
        return this.jsonOf(name, (v) => !Array.isArray(v), 'a JSON object');
    }
    jsonArray(name) {
        return this.jsonOf(name, Array.isArray, 'a JSON array');
    }
    /** Free-form data such as `user-data`: a JSON object or array. */
    jsonData(name) {
        return this.jsonOf(name, () => true, 'a JSON object (or array), or `@file.json`');
    }
    /** JSON whose top level must be an object or array that `accept` allows. */
    jsonOf(name, accept, expected) {
        const value = this.json(name);
        if (value === undefined)
            return undefined;
        if (value === null || typeof value !== 'object' || !accept(value))
            throw this.refuse(name, `got ${(0,util_errors/* jsonKindOf */.kh)(value)}`, expected);
        return value;
    }
    /** Resolves a user path against `working-directory`. */
    path(p) {
        return external_node_path_default().resolve(this.baseDir, p);
    }
}
/**
 * Inputs as the runner provides them. The key and every other secret input (the caller knows
 * them: the declarations do) are masked before anything else is read, so no later message,
 * debug line included, can print them.
 */
function actionInputs(secretInputs) {
    const environment = (0,cli_environment/* cliEnvironment */.m9)(process.env);
    // `KOSLI_API_TOKEN` is a key like `api-key`: masked as early, whichever of them is used.
    for (const key of [core/* getInput */.V4('api-key'), environment('api-key')]) {
        // `DRY_RUN` is the client's word for "send nothing", no secret: masking it would blank it in every message.
        if (key === '' || key === cli_environment/* DRY_RUN_TOKEN */.MQ)
            continue;
        core/* setSecret */.Pq(key);
        // The legacy Basic header carries the key in base64; mask that spelling too.
        core/* setSecret */.Pq(Buffer.from(`${key}:`).toString('base64'));
    }
    for (const secret of secretInputs.filter((name) => name !== 'api-key')) {
        const value = core/* getInput */.V4(secret);
        if (value !== '')
            core/* setSecret */.Pq(value);
    }
    // Outside the runner (e.g. @github/local-action) action.yml's defaults arrive as written: an
    // unexpanded `${{ ... }}` is no value.
    const get = (name) => {
        const value = core/* getInput */.V4(name);
        return /^\$\{\{[\s\S]*\}\}$/.test(value) ? '' : value;
    };
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    // The runner passes inputs as INPUT_<NAME>, upper-cased; action.yml names are lower-case.
    const given = Object.entries(process.env)
        .filter(([key, value]) => key.startsWith('INPUT_') && value?.trim())
        .map(([key]) => key.slice('INPUT_'.length).toLowerCase());
    return new Inputs(get, external_node_path_default().resolve(workspace, get('working-directory') || '.'), given, environment);
}

// EXTERNAL MODULE: ./src/util/log.ts
var util_log = __webpack_require__(29906);
;// CONCATENATED MODULE: ./src/action/outputs.ts


/**
 * An output, as the toolkit writes it to GITHUB_OUTPUT. A runner whose output file cannot be
 * written is the runner's fault, not the input's: said so, as a `runner` error, rather than as
 * the file system's bare message.
 */
function setOutput(name, value) {
    try {
        core/* setOutput */.uH(name, value);
    }
    catch (err) {
        throw (0,errors/* runnerProblem */.ge)(`output \`${name}\` was not set`, 'GITHUB_OUTPUT', process.env.GITHUB_OUTPUT ?? '', err);
    }
}
/**
 * Loads what writing an output needs, for a step to call while it waits on something else. The
 * toolkit draws each output's delimiter as a random UUID: the bundle's stand-in for crypto
 * draws it from the system's random device (src/vendor/crypto-on-demand.cjs), which Windows has
 * not; there crypto makes it, 3-5 ms to load, better loaded now than after the answer.
 */
function preloadOutputs() {
    if (process.platform === 'win32')
        void Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 77598, 23));
}

;// CONCATENATED MODULE: ./src/action/registry.ts
/** Every operation, in the order of the README's index (scripts/operation-index.ts). */
const REGISTRY = {
    'create-flow': { title: 'Flow', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(1125)]).then(__webpack_require__.bind(__webpack_require__, 11125))).default },
    'begin-trail': { title: 'Beginning the trail', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(5778)]).then(__webpack_require__.bind(__webpack_require__, 35778))).default },
    'attest-artifact': { title: 'Artifact attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(5728)]).then(__webpack_require__.bind(__webpack_require__, 75728))).default },
    'attest-provenance': { title: 'Build provenance', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(58), __webpack_require__.e(8469)]).then(__webpack_require__.bind(__webpack_require__, 48469))).default },
    'attest-generic': { title: 'Generic attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(6025)]).then(__webpack_require__.bind(__webpack_require__, 36025))).default },
    'attest-junit': { title: 'JUnit test results', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(9058)]).then(__webpack_require__.bind(__webpack_require__, 39058))).default },
    'attest-pull-request': { title: 'Pull request attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(2831), __webpack_require__.e(7441)]).then(__webpack_require__.bind(__webpack_require__, 97441))).default },
    'attest-code-review': { title: 'Code review attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(2831), __webpack_require__.e(5755)]).then(__webpack_require__.bind(__webpack_require__, 5755))).default },
    'attest-custom': { title: 'Custom attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(2773)]).then(__webpack_require__.bind(__webpack_require__, 12773))).default },
    'attest-snyk': { title: 'Snyk scan', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(5975), __webpack_require__.e(7986)]).then(__webpack_require__.bind(__webpack_require__, 97986))).default },
    'attest-sarif': { title: 'SARIF scan', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(5975), __webpack_require__.e(9812)]).then(__webpack_require__.bind(__webpack_require__, 19812))).default },
    'attest-sbom': { title: 'SBOM', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(5975), __webpack_require__.e(4107)]).then(__webpack_require__.bind(__webpack_require__, 44107))).default },
    'attest-sonar': { title: 'SonarQube analysis', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(861)]).then(__webpack_require__.bind(__webpack_require__, 80861))).default },
    'attest-jira': { title: 'Jira issues', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(3973)]).then(__webpack_require__.bind(__webpack_require__, 43973))).default },
    'attest-approval': { title: 'Approval attestation', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(6131), __webpack_require__.e(8325)]).then(__webpack_require__.bind(__webpack_require__, 58325))).default },
    'assert-artifact': { title: 'Artifact assertion', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(437)]).then(__webpack_require__.bind(__webpack_require__, 70437))).default },
    'assert-environment': { title: 'Environment assertion', load: async () => (await __webpack_require__.e(/* import() */ 2890).then(__webpack_require__.bind(__webpack_require__, 32890))).default },
    'publish-verdict': { title: 'Signed verdict', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(58), __webpack_require__.e(9573)]).then(__webpack_require__.bind(__webpack_require__, 29573))).default },
    'report-server-env': { title: 'Server report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(9919), __webpack_require__.e(7394)]).then(__webpack_require__.bind(__webpack_require__, 37394))).default },
    'report-docker-env': { title: 'Docker report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5663), __webpack_require__.e(4357)]).then(__webpack_require__.bind(__webpack_require__, 84357))).default },
    'report-k8s-env': { title: 'Kubernetes report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(3243), __webpack_require__.e(5663), __webpack_require__.e(6493)]).then(__webpack_require__.bind(__webpack_require__, 96493))).default },
    'report-ecs-env': { title: 'ECS report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5663), __webpack_require__.e(4880)]).then(__webpack_require__.bind(__webpack_require__, 64880))).default },
    'report-lambda-env': { title: 'Lambda report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5663), __webpack_require__.e(9350)]).then(__webpack_require__.bind(__webpack_require__, 49350))).default },
    'report-s3-env': { title: 'S3 report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5663), __webpack_require__.e(3455)]).then(__webpack_require__.bind(__webpack_require__, 33455))).default },
    'report-azure-env': { title: 'Azure apps report', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5663), __webpack_require__.e(4562)]).then(__webpack_require__.bind(__webpack_require__, 54562))).default },
    approve: { title: 'Approval', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(6131), __webpack_require__.e(7671)]).then(__webpack_require__.bind(__webpack_require__, 2372))).default },
    'override-attestation': { title: 'Attestation override', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(6515)]).then(__webpack_require__.bind(__webpack_require__, 16515))).default },
    'allow-artifact': { title: 'Allowlist entry', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(4321)]).then(__webpack_require__.bind(__webpack_require__, 44321))).default },
    'upsert-flow': { title: 'Flow update', load: async () => (await __webpack_require__.e(/* import() */ 3344).then(__webpack_require__.bind(__webpack_require__, 13344))).default },
    'upsert-attestation-type': { title: 'Custom attestation type update', load: async () => (await __webpack_require__.e(/* import() */ 6861).then(__webpack_require__.bind(__webpack_require__, 26861))).default },
    'update-environment': { title: 'Environment update', load: async () => (await __webpack_require__.e(/* import() */ 8169).then(__webpack_require__.bind(__webpack_require__, 58169))).default },
    'upsert-environment': { title: 'Environment', load: async () => (await __webpack_require__.e(/* import() */ 279).then(__webpack_require__.bind(__webpack_require__, 30279))).default },
    'upsert-policy': { title: 'Environment policy', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(1215), __webpack_require__.e(6193)]).then(__webpack_require__.bind(__webpack_require__, 56193))).default },
    'attach-policy': { title: 'Policy attachment', load: async () => (await __webpack_require__.e(/* import() */ 3352).then(__webpack_require__.bind(__webpack_require__, 93352))).default },
    'detach-policy': { title: 'Policy detachment', load: async () => (await __webpack_require__.e(/* import() */ 4474).then(__webpack_require__.bind(__webpack_require__, 84474))).default },
    tag: { title: 'Tags', load: async () => (await __webpack_require__.e(/* import() */ 4996).then(__webpack_require__.bind(__webpack_require__, 84996))).default },
    search: { title: 'Search', load: async () => (await __webpack_require__.e(/* import() */ 9324).then(__webpack_require__.bind(__webpack_require__, 69324))).default },
    'latest-commit': { title: 'Latest commit lookup', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(2813)]).then(__webpack_require__.bind(__webpack_require__, 62813))).default },
    'policy-schema': { title: 'Policy schema download', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(2856), __webpack_require__.e(2562), __webpack_require__.e(1215), __webpack_require__.e(7772)]).then(__webpack_require__.bind(__webpack_require__, 77772))).default },
    'audit-package': { title: 'Audit package', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(1521), __webpack_require__.e(4168)]).then(__webpack_require__.bind(__webpack_require__, 64168))).default },
    fingerprint: { title: 'Fingerprinting', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(2562), __webpack_require__.e(5054)]).then(__webpack_require__.bind(__webpack_require__, 45054))).default },
    replay: { title: 'Replay', load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9581), __webpack_require__.e(7818)]).then(__webpack_require__.bind(__webpack_require__, 37818))).default }
};
/** Every input any operation declares as a secret: masked before anything else is read. */
const SECRET_INPUTS = [
    'api-key',
    'azure-client-secret',
    'github-token',
    'jira-api-token',
    'jira-pat',
    'registry-password',
    'sonar-token'
];

;// CONCATENATED MODULE: ./src/action/operations.ts

/**
 * Every operation by its `operation` input name (the generated registry's), each loaded only
 * when chosen, so a run pays start-up only for the code it uses.
 */
const OPERATIONS = Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.load]));
const OPERATION_NAMES = Object.keys(OPERATIONS);

;// CONCATENATED MODULE: ./src/action/titles.ts

/**
 * The heading of a failed run: what the operation makes, from its declaration ("Server report
 * failed"); an unknown or missing operation is still "the evidence action".
 */
function failureTitle(operation) {
    return `${Object.hasOwn(REGISTRY, operation) ? REGISTRY[operation].title : 'Evidence action'} failed`;
}

;// CONCATENATED MODULE: ./src/clients/service/client-on-demand.ts
/**
 * The service client, loaded when it is first used or when `load` is called, whichever comes
 * first. The client's module and its HTTP stack take a few ms to load: a step that first reads
 * something else (a cluster, a bucket, git) sends that request before them, and loads them while
 * it waits for the answer, not before asking.
 */
class ServiceClientOnDemand {
    baseUrl;
    make;
    loading;
    client;
    constructor(baseUrl, make) {
        this.baseUrl = baseUrl;
        this.make = make;
    }
    /** The client, loading it now if nothing has yet. */
    load() {
        return (this.loading ??= this.make().then((client) => (this.client = client)));
    }
    /** The last request sent: none until the client has loaded. */
    get last() {
        return this.client?.last;
    }
    async call(endpoint, params, body, options) {
        return (await this.load()).call(endpoint, params, body, options);
    }
    async download(endpoint, params, file, options) {
        return (await this.load()).download(endpoint, params, file, options);
    }
    async send(request, maxAnswerBytes) {
        return (await this.load()).send(request, maxAnswerBytes);
    }
}

// EXTERNAL MODULE: ./src/clients/service/failure.ts
var failure = __webpack_require__(50730);
// EXTERNAL MODULE: ./src/action/settings.ts
var settings = __webpack_require__(69297);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
;// CONCATENATED MODULE: ./src/clients/service/web-app.ts
/**
 * Where a record lives in the service's web app, for the log line and the summary. Answers
 * that carry their own `html_url` win; otherwise the address is built the way the app lays
 * out its pages: the base URL without `/api/v2`, then the organization and the names.
 */
class WebApp {
    root;
    constructor(baseUrl) {
        this.root = baseUrl.replace(/\/api\/v2$/, '');
    }
    page(...segments) {
        return `${this.root}/${segments.map(encodeURIComponent).join('/')}`;
    }
    flow(org, flow) {
        return this.page(org, 'flows', flow);
    }
    trail(org, flow, trail) {
        return this.page(org, 'flows', flow, 'trails', trail);
    }
    artifact(org, flow, fingerprint) {
        return this.page(org, 'flows', flow, 'artifacts', fingerprint);
    }
    environment(org, environment) {
        return this.page(org, 'environments', environment);
    }
}

// EXTERNAL MODULE: ./src/action/declare.ts
var declare = __webpack_require__(1396);
// EXTERNAL MODULE: ./src/action/input-groups.ts
var input_groups = __webpack_require__(96563);
// EXTERNAL MODULE: ./src/util/compile-cache.ts + 1 modules
var compile_cache = __webpack_require__(43067);
;// CONCATENATED MODULE: ./src/action/main.ts




















/** The defaults the root action gives inputs that only the operations calling the service read. */
const ROOT_DEFAULTS = Object.fromEntries(Object.entries(input_groups/* SERVICE_INPUTS */.Ki).map(([name, spec]) => [name, (0,declare/* literalDefault */.t)(spec)]));
/** What a step does while its first request is on its way, rather than after the answer or at exit. */
function waitingWork() {
    preloadOutputs();
    (0,compile_cache/* flushCompileCache */.eK)();
}
/**
 * Loads the client, opens its connection and loads the endpoint's checks while the step waits.
 * One import after the other, as jest's module linker cannot take two imports of one graph at a
 * time; a failure here is the first call's to say.
 */
async function preloadService(client, endpoint) {
    try {
        await (await client.load()).connectAhead();
        if (!endpoint)
            return;
        const { loadEndpointChecks } = await __webpack_require__.e(/* import() */ 9051).then(__webpack_require__.bind(__webpack_require__, 89051));
        await loadEndpointChecks(endpoint);
    }
    catch {
        // Said by the call that needs them.
    }
}
/**
 * One run of the action, and its single error boundary: every failure ends here as one
 * message, an `error_kind`, and either a failed step or, under `on-error: warn`, a warning
 * with the unsent request saved.
 */
async function run(inputs = actionInputs(SECRET_INPUTS), log = util_log/* actionLog */.Zx) {
    const state = { operation: '', inputs, context: (0,github_context/* readRunContext */.$p)(), log, summary: true, wroteSummary: false };
    try {
        state.summary = inputs.boolean('summary') ?? true;
        state.operation = inputs.required('operation');
        const load = OPERATIONS[state.operation];
        if (!load) {
            throw (0,errors/* invalidInput */.aY)('operation', `\`${state.operation}\` is not an operation`, `one of ${OPERATION_NAMES.map((n) => `\`${n}\``).join(', ')}`);
        }
        const common = (state.common = (0,settings/* readCommon */.C)(inputs));
        log.debug(`${state.operation}: ${JSON.stringify({ ...common, apiKey: common.apiKey && '***', githubToken: common.githubToken && '***' })}`);
        const op = await load();
        const work = await op.prepare(inputs, common);
        const sources = (0,cli_environment/* describeSources */.av)(inputs.sources());
        if (sources)
            log.info(`Settings ${sources}`);
        for (const name of inputs.unused(ROOT_DEFAULTS))
            log.warning(`input \`${name}\` is not used by \`${state.operation}\` and is ignored; check its spelling, or whether it belongs to another step`);
        checkNeeds(state.operation, op.needs, common, state.context);
        let api;
        const tools = {
            common,
            context: state.context,
            log,
            github: () => (api ??= op.needs.github === 'none' ? Promise.resolve(undefined) : gitHubApi(state.context, common.githubToken, log))
        };
        let result;
        if ('local' in work)
            result = await work.local(tools);
        else {
            // The client and the request's checks load, and the client's connection opens, at the first
            // moment the step waits (on git, GitHub, or the runtime it reports), not before the operation
            // has asked for what it waits for: the HTTP stack is most of start-up, and the handshake a
            // round trip or two. A request sent sooner loads them itself, on a connection of its own.
            const endpoint = op.endpoint;
            const client = (state.client = new ServiceClientOnDemand(common.baseUrl, async () => {
                const { ServiceClient } = await __webpack_require__.e(/* import() */ 9581).then(__webpack_require__.bind(__webpack_require__, 59581));
                return new ServiceClient({ ...common, log, advise: (0,advice/* adviceFor */.c)(common.onError), whileWaiting: waitingWork });
            }));
            const preload = setImmediate(() => void preloadService(client, endpoint));
            try {
                result = await work.service({ ...tools, client, org: common.org ?? '', app: new WebApp(common.baseUrl) });
            }
            finally {
                // Work that ended before it first waited needs no connection.
                clearImmediate(preload);
            }
        }
        for (const [name, value] of Object.entries(result.outputs))
            setOutput(name, String(value));
        setResponseOutputs(state.client);
        const section = state.client?.last?.dryRun
            ? { ...result.summary, verdict: { ok: undefined, text: 'Dry run: the request was checked and printed, nothing was sent' }, record: undefined }
            : result.summary;
        // What was recorded, in plain words, where a person reading the log looks first.
        log.info(`${(0,summary/* symbol */.HR)(section.verdict)} ${section.title}: ${section.verdict.text}${section.record ? `\n  ${section.record.href}` : ''}`);
        if (state.summary) {
            await summarize(section, state);
            state.wroteSummary = true;
        }
        if (result.failure)
            throw result.failure;
        setOutput('error_kind', '');
    }
    catch (error) {
        await fail(error, state);
    }
}
/** The checks every operation would otherwise repeat, from what it declares it needs. */
function checkNeeds(operation, needs, common, context) {
    if (needs.org && !common.org)
        throw (0,errors/* invalidInput */.aY)('org', `required by \`${operation}\` but not given, nor \`KOSLI_ORG\` in the environment`, "the organization's name in the service");
    if (needs.apiKey && !common.dryRun && !common.apiKey)
        throw (0,errors/* missingApiKey */.uu)(`\`${operation}\``);
    if (needs.github === 'required') {
        if (!common.githubToken)
            throw (0,errors/* invalidInput */.aY)('github-token', `required by \`${operation}\`, which reads its evidence from GitHub, but empty`, 'a token that can read the repository, e.g. the default `${{ github.token }}`');
        if (!context.repository)
            throw new errors/* ActionError */.lZ('invalid_input', `\`${operation}\` reads its evidence from GitHub, but GITHUB_REPOSITORY is not set: run it in a GitHub Actions workflow`);
    }
}
function setResponseOutputs(client) {
    if (client?.last?.status === undefined)
        return;
    setOutput('response', client.last.text ?? '');
    setOutput('status', String(client.last.status));
}
function summarize(section, state) {
    const { context, client } = state;
    const withRequest = {
        ...section,
        facts: [...section.facts, ['Settings', (0,cli_environment/* describeSources */.av)(state.inputs.sources())], ...(0,summary/* requestFacts */.lu)(client?.last)]
    };
    return (0,summary/* writeSummary */.Sy)((0,summary/* withRunLinks */.H_)(withRequest, { runUrl: context.runUrl, sha: context.sha, commitUrl: context.sha ? (0,github_context/* commitUrl */.Bg)(context, context.sha) : undefined }));
}
async function fail(thrown, state) {
    // A library's error names no input; the one it stands for is named here.
    const error = thrown instanceof failure/* MissingApiKeyError */.gO ? (0,errors/* missingApiKey */.uu)(thrown.neededBy) : thrown;
    const known = (0,errors/* isKnownError */.ux)(error);
    const kind = known ? error.kind : 'invalid_input';
    const message = known ? error.message : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    if (!known && error instanceof Error && error.stack)
        state.log.debug(error.stack);
    try {
        setOutput('error_kind', kind);
        setResponseOutputs(state.client);
    }
    catch (err) {
        // The runner's output file is broken: the step still fails with its own reason, said below.
        if (!(err instanceof errors/* ActionError */.lZ))
            throw err;
        state.log.warning(err.message);
    }
    // Bad input is a workflow bug, and a runner that cannot keep files the job's: both always fail;
    // `warn` covers what the service did.
    const warnOnly = state.common?.onError === 'warn' && kind !== 'invalid_input' && kind !== 'runner';
    let spoolFile;
    if (warnOnly && state.common && error instanceof failure/* ServiceError */._7 && error.request.method !== 'GET') {
        // Loaded only to save a request: a step that succeeds never needs it.
        const { saveSpool } = await __webpack_require__.e(/* import() */ 3991).then(__webpack_require__.bind(__webpack_require__, 53991));
        spoolFile = await saveSpool(error.request, {
            operation: state.operation,
            baseUrl: state.common.baseUrl,
            error: { kind, message, ...(error.status !== undefined && { status: error.status }) }
        });
        setOutput('spool_file', spoolFile);
    }
    if (state.summary && !state.wroteSummary) {
        await summarize({
            title: `${failureTitle(state.operation)}${warnOnly ? ' (the job goes on: on-error is warn)' : ''}`,
            verdict: { ok: false, text: message },
            facts: [
                ['Error kind', kind],
                ['Saved request', spoolFile ? `${spoolFile} (send it later with operation: replay)` : undefined]
            ]
        }, state);
    }
    if (!warnOnly) {
        core/* setFailed */.C1(message);
        return;
    }
    core/* warning */.$e(spoolFile ? `${message} The request was saved to ${spoolFile}; send it later with \`operation: replay\`.` : message);
}


/***/ }),

/***/ 45575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ readerOf)
/* harmony export */ });
/* harmony import */ var _declare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1396);

/** Binds the raw inputs to a declaration. */
function readerOf(inputs, specs) {
    const spec = (name) => {
        const found = specs[name];
        // Only reachable past the types (a cast, or JavaScript): a bug, said as one.
        if (!found)
            throw new Error(`input \`${name}\` is read but not declared by the operation`);
        return found;
    };
    const pattern = (name) => {
        const s = spec(name);
        return 'pattern' in s ? s.pattern : undefined;
    };
    const string = (name) => inputs.optional(name, pattern(name)) ?? (0,_declare_js__WEBPACK_IMPORTED_MODULE_0__/* .literalDefault */ .t)(spec(name));
    return {
        baseDir: inputs.baseDir,
        string,
        required: (name, why) => {
            const value = string(name);
            return value === undefined ? inputs.required(name, pattern(name), why) : value;
        },
        choice: ((name) => {
            const s = spec(name);
            return inputs.oneOf(name, s.values, (0,_declare_js__WEBPACK_IMPORTED_MODULE_0__/* .literalDefault */ .t)(s));
        }),
        boolean: (name) => {
            const value = inputs.boolean(name);
            if (value !== undefined)
                return value;
            const fallback = (0,_declare_js__WEBPACK_IMPORTED_MODULE_0__/* .literalDefault */ .t)(spec(name));
            return fallback === undefined ? undefined : fallback === 'true';
        },
        requiredBoolean: (name) => inputs.requiredBoolean(name),
        number: (name) => {
            const s = spec(name);
            const value = inputs.integer(name, { min: s.min, max: s.max });
            const fallback = (0,_declare_js__WEBPACK_IMPORTED_MODULE_0__/* .literalDefault */ .t)(spec(name));
            return value ?? (fallback === undefined ? undefined : Number(fallback));
        },
        list: (name) => {
            const items = inputs.list(name, pattern(name));
            const fallback = (0,_declare_js__WEBPACK_IMPORTED_MODULE_0__/* .literalDefault */ .t)(spec(name));
            return items.length === 0 && fallback !== undefined ? [fallback] : items;
        },
        path: (name) => {
            const value = string(name);
            return value === undefined ? undefined : inputs.path(value);
        },
        json: (name) => inputs.json(name),
        jsonObject: (name) => inputs.jsonObject(name),
        jsonArray: (name) => inputs.jsonArray(name),
        jsonData: (name) => inputs.jsonData(name),
        fingerprint: (name) => {
            const rule = pattern(name);
            if (!rule)
                throw new Error(`input \`${String(name)}\` is read as a fingerprint but declares no pattern`);
            return inputs.fingerprint(name, rule);
        },
        fail: (name, problem, expected) => inputs.refuse(name, problem, expected ?? pattern(name)?.expected),
        resolve: (p) => inputs.path(p)
    };
}


/***/ }),

/***/ 69297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readCommon),
/* harmony export */   Y: () => (/* binding */ serviceBaseUrl)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78055);
/* harmony import */ var _cli_environment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77036);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96563);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45575);
/* harmony import */ var _clients_service_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43173);






/**
 * A credential goes into an HTTP header: anything but printable ASCII there is refused by the
 * client or mangled on the way, so it would fail on every attempt. It is refused here instead,
 * without echoing any of it.
 */
function credential(inputs, name, what) {
    const value = inputs.string(name);
    if (value === undefined)
        return undefined;
    const bad = [...value].findIndex((ch) => !/^[\x21-\x7e]$/.test(ch));
    if (bad !== -1) {
        const ch = value.codePointAt(bad);
        const kind = ch === 0x0a || ch === 0x0d
            ? 'a line break'
            : ch === 0x20
                ? 'a space'
                : ch < 0x20 || ch === 0x7f
                    ? 'a control character'
                    : 'a character outside printable ASCII';
        throw inputs.fail(name, `contains ${kind} at position ${bad + 1} (the value is not shown)`, `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`);
    }
    return value;
}
function readCommon(raw) {
    const inputs = (0,_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .readerOf */ .T)(raw, _input_groups_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMON_INPUTS */ .s7);
    if (inputs.path('working-directory') !== undefined && !isDirectory(inputs.baseDir)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)('working-directory', `${inputs.baseDir} is not a directory`, 'an existing directory, absolute or relative to the workspace');
    }
    const key = credential(inputs, 'api-key', 'the API key');
    // As the client reads it: a token of `DRY_RUN` is no key but the wish to send nothing.
    const keySaysDryRun = key === _cli_environment_js__WEBPACK_IMPORTED_MODULE_2__/* .DRY_RUN_TOKEN */ .MQ;
    return {
        apiKey: keySaysDryRun ? undefined : key,
        org: inputs.string('org'),
        baseUrl: serviceBaseUrl('base-url', inputs.choice('region'), inputs.string('base-url'), (problem, expected) => inputs.fail('base-url', problem, expected)),
        authScheme: inputs.choice('auth-scheme'),
        // No declared default: one in action.yml would always be given, and `KOSLI_DRY_RUN` never read.
        dryRun: (inputs.boolean('dry-run') ?? false) || keySaysDryRun,
        timeoutSeconds: inputs.number('timeout-seconds'),
        maxRetries: inputs.number('max-retries'),
        onError: inputs.choice('on-error'),
        githubToken: credential(inputs, 'github-token', 'a GitHub token'),
        baseDir: inputs.baseDir
    };
}
/** The service's base URL from an input that may hold one (`base-url`, `replay-to`); a bad one names it. */
function serviceBaseUrl(input, region, given, refuse = (problem, expected) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .invalidInput */ .aY)(input, problem, expected)) {
    try {
        return (0,_clients_service_url_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveBaseUrl */ .xj)(region, given);
    }
    catch (err) {
        if (err instanceof _clients_service_url_js__WEBPACK_IMPORTED_MODULE_4__/* .UrlError */ .UN)
            throw refuse(err.message, err.expected);
        throw err;
    }
}
function isDirectory(dir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dir).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 38770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HR: () => (/* binding */ symbol),
/* harmony export */   H_: () => (/* binding */ withRunLinks),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   lu: () => (/* binding */ requestFacts),
/* harmony export */   mg: () => (/* binding */ ALL_IN_ENVIRONMENT),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tW: () => (/* binding */ hash)
/* harmony export */ });
/* unused harmony exports MAX_TABLE_ROWS, breakable, prose, renderSection */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46058);




/**
 * Rows of a section's table shown in the summary: a person reads a hundred, not a cluster's
 * ten thousand, and GitHub refuses a step's whole summary past 1 MiB (with an error in the run).
 */
const MAX_TABLE_ROWS = 100;
/** A report's `rest`: its environment in the app (the section's record) lists every artifact. */
const ALL_IN_ENVIRONMENT = 'the environment in the app lists them all';
function link(href, text) {
    return href ? { href, text } : text;
}
function hash(value, href) {
    return { hash: value, href };
}
function symbol(verdict) {
    return verdict.ok === undefined ? 'ℹ️' : verdict.ok ? '✅' : '❌';
}
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
/** Past this, a run of characters without a space gets break points. */
const UNBROKEN = 32;
/** A stretch with no break point at all is cut this long (a 64-hex fingerprint stays whole). */
const CHUNK = /.{1,64}/gs;
/**
 * Text as HTML in which a long URL or path can wrap: browsers break neither at `/` nor inside
 * a word, so one such value in a cell widens its table past GitHub's summary pane, and the
 * pane then scrolls the other columns out of sight. `<wbr>` lets the line break there without
 * changing what is copied.
 */
function breakable(text) {
    return text
        .split(/(\s+)/)
        .map((word) => {
        if (word.length <= UNBROKEN)
            return escapeHtml(word);
        // A hyphen is a break point already; only a long stretch without one is cut.
        const between = (piece) => piece
            .split(/(?<=-)/)
            .map((stretch) => (stretch.match(CHUNK) ?? []).map(escapeHtml).join('<wbr>'))
            .join('');
        return word
            .split(/(?<=[/?&=,;_])(?!\/)/)
            .map(between)
            .join('<wbr>');
    })
        .join('');
}
/**
 * Text as HTML, with the messages' `code` spans shown as code rather than as backticks. A
 * backtick left without its pair would show as one, so it becomes a plain quote; line breaks
 * become `<br>`, as a blank line would end the HTML block and turn the rest into Markdown.
 */
function prose(text) {
    return text
        .split(/`([^`]+)`/)
        .map((part, i) => (i % 2 === 1 ? `<code>${breakable(part)}</code>` : breakable(part.replace(/`/g, "'"))))
        .join('')
        .replace(/\r?\n/g, '<br>');
}
const SHORT = 12;
function shortened(hashValue) {
    return hashValue.length > SHORT + 1 ? `${hashValue.slice(0, SHORT)}…` : hashValue;
}
function cell(value, inTable) {
    if (typeof value === 'string')
        return prose(value);
    if (Array.isArray(value))
        return value.map((v) => cell(v, inTable)).join(' · ');
    if ('hash' in value) {
        const shown = inTable || value.note ? shortened(value.hash) : value.hash;
        const code = `<code title="${escapeHtml(value.hash)}">${escapeHtml(shown)}</code>`;
        const linked = value.href ? `<a href="${escapeHtml(value.href)}">${code}</a>` : code;
        return value.note ? `${linked} ${prose(value.note)}` : linked;
    }
    return `<a href="${escapeHtml(value.href)}">${breakable(value.text)}</a>`;
}
function present(value) {
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
}
/** Renders a section as HTML, the form the runner shows in the run's summary page. */
function renderSection(section) {
    let html = `<h3>${symbol(section.verdict)} ${breakable(section.title)}</h3>\n<p><strong>${prose(section.verdict.text)}</strong>`;
    if (section.record)
        html += ` · ${cell(section.record, false)}`;
    html += '</p>\n';
    const facts = section.facts.filter((f) => present(f[1]));
    if (facts.length > 0) {
        html += '<table>\n';
        for (const [label, value] of facts)
            html += `<tr><th align="left">${escapeHtml(label)}</th><td>${cell(value, false)}</td></tr>\n`;
        html += '</table>\n';
    }
    const table = section.table;
    if (table && table.rows.length > 0) {
        html += '<table>\n<tr>' + table.head.map((h) => `<th>${escapeHtml(h)}</th>`).join('') + '</tr>\n';
        for (const row of table.rows.slice(0, MAX_TABLE_ROWS))
            html += '<tr>' + row.map((c) => `<td>${cell(c, true)}</td>`).join('') + '</tr>\n';
        const more = table.rows.length - MAX_TABLE_ROWS;
        if (more > 0)
            html += `<tr><td colspan="${table.head.length}">${prose(`… and ${more} more${table.rest ? `: ${table.rest}` : ''}`)}</td></tr>\n`;
        html += '</table>\n';
    }
    return html;
}
/** Appends to this step's job summary, when the runner gives a file for it. */
async function writeSummary(section) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return;
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(renderSection(section), true).write();
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.emptyBuffer();
        // The summary is a report of the step, not its outcome: a file that cannot be written is said, and the step goes on.
        const code = err.code ?? err.message;
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(`The job summary was not written: GITHUB_STEP_SUMMARY ${file} cannot be appended to (${code}); the step's result is unchanged`);
    }
}
/**
 * The run and commit links, once per job: every step of the job writes into one summary, so
 * the first section to be written carries them (a marker in the job's RUNNER_TEMP remembers).
 * A fact that points at the same run or commit (an attestation's commit, a trail's origin) is
 * said in words elsewhere, so the summary does not repeat the same link in every section.
 */
function withRunLinks(section, run) {
    const first = claimRunLinks();
    let runShown = false;
    let commitShown = false;
    const facts = section.facts.map(([label, value]) => {
        if (run.runUrl && isLink(value) && value.href === run.runUrl) {
            if (!first || runShown)
                return [label, 'this run'];
            runShown = true;
            return [label, value];
        }
        if (run.sha && isHash(value) && value.hash === run.sha && value.href) {
            if (!first || commitShown)
                return [label, { hash: value.hash, note: "(this run's commit)" }];
            commitShown = true;
            return [label, value];
        }
        return [label, value];
    });
    if (first && run.runUrl && !runShown)
        facts.push(['Run', link(run.runUrl, runText(run.runUrl))]);
    if (first && run.sha && !commitShown)
        facts.push(['Commit', hash(run.sha, run.commitUrl)]);
    return { ...section, facts };
}
/** True for the first section of the job to ask. */
function claimRunLinks() {
    const marker = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), `evidence-action-run-links-${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_JOB ?? ''}`);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(marker))
        return false;
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(marker, '');
    }
    catch {
        // Without the marker, the links are repeated: harmless.
    }
    return true;
}
function isLink(value) {
    return typeof value === 'object' && !Array.isArray(value) && 'href' in value && 'text' in value;
}
function isHash(value) {
    return typeof value === 'object' && !Array.isArray(value) && 'hash' in value;
}
/** "workflow run 1234" reads better than the whole address, which the link keeps. */
function runText(runUrl) {
    const id = /\/runs\/(\d+)/.exec(runUrl)?.[1];
    return id ? `workflow run ${id}` : runUrl;
}
/** The rows every section that called the service ends with: what was sent, and what came back. */
function requestFacts(last) {
    if (!last)
        return [];
    if (last.dryRun)
        return [['Dry run', `${last.method} ${last.url}: nothing sent`]];
    return [
        ['Sent to', `${last.method} ${last.url}`],
        ['Answer', last.status === undefined ? 'none' : `HTTP ${last.status}`]
    ];
}


/***/ }),

/***/ 63061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   Bg: () => (/* binding */ commitUrl),
/* harmony export */   Ek: () => (/* binding */ repositoryUrl),
/* harmony export */   rl: () => (/* binding */ isNullCommit)
/* harmony export */ });
/* unused harmony export MAX_EVENT_BYTES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2071);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49997);



function readRunContext(env = process.env) {
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const repository = env.GITHUB_REPOSITORY || undefined;
    const runId = env.GITHUB_RUN_ID || undefined;
    const ref = env.GITHUB_REF || undefined;
    const branch = env.GITHUB_HEAD_REF || (ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined);
    let event;
    // Taken now: loading @actions/github hides the variable for a moment (see importWithoutEvent).
    const eventPath = env.GITHUB_EVENT_PATH;
    const context = {
        serverUrl,
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        repository,
        repositoryId: env.GITHUB_REPOSITORY_ID || undefined,
        sha: env.GITHUB_SHA || undefined,
        ref,
        branch,
        actor: env.GITHUB_ACTOR || undefined,
        runId,
        runUrl: repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
        workspace: env.GITHUB_WORKSPACE || process.cwd()
    };
    return Object.defineProperty(context, 'event', {
        get: () => (event ??= readEvent(eventPath)),
        enumerable: false
    });
}
/** GitHub sends no webhook payload past 25 MB; the runner's copy is the same payload. */
const MAX_EVENT_BYTES = 25 * 1024 * 1024;
const EVENT_EXPECTED = `the runner's event payload: a JSON file of at most ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(MAX_EVENT_BYTES)}`;
/** JSON values a payload may hold: a push of 2,048 commits holds some 50,000; parsed, each takes 100 bytes or more. */
const MAX_EVENT_VALUES = 1_000_000;
/** How many values JSON text holds, about: its objects, arrays and commas outside strings. */
function countValues(content) {
    let count = 0;
    let inString = false;
    for (let i = 0; i < content.length; i++) {
        const byte = content[i];
        if (inString) {
            if (byte === 0x5c)
                i++;
            else if (byte === 0x22)
                inString = false;
        }
        else if (byte === 0x22)
            inString = true;
        else if (byte === 0x7b || byte === 0x5b || byte === 0x2c)
            count++;
    }
    return count;
}
/**
 * The event payload, read as every other file is (a regular file, within its limit: never a
 * FIFO, a device or a file of /proc). None, or a path that does not exist, is no payload, as
 * outside a workflow; anything else wrong with it is an error naming GITHUB_EVENT_PATH.
 */
function readEvent(file) {
    if (!file)
        return {};
    let content;
    try {
        content = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, MAX_EVENT_BYTES);
    }
    catch (err) {
        if (!(err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6))
            throw err;
        if (err.message === `${file} does not exist`)
            return {};
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('invalid_input', `GITHUB_EVENT_PATH: ${err.message}; expected ${EVENT_EXPECTED}`);
    }
    const values = countValues(content);
    if (values > MAX_EVENT_VALUES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('invalid_input', `GITHUB_EVENT_PATH: ${file} holds more than ${MAX_EVENT_VALUES} JSON values, more than any webhook payload (parsed, it would not fit in memory); expected ${EVENT_EXPECTED}`);
    let payload;
    try {
        payload = JSON.parse(content.toString('utf8'));
    }
    catch {
        // Not the parser's words: they quote the file, which is not for the log if it is not the payload.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('invalid_input', `GITHUB_EVENT_PATH: ${file} is not JSON; expected ${EVENT_EXPECTED}`);
    }
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
}
function commitUrl(ctx, sha) {
    return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}/commit/${sha}` : undefined;
}
function repositoryUrl(ctx) {
    return ctx.repository ? `${ctx.serverUrl}/${ctx.repository}` : undefined;
}
/**
 * GitHub's null commit: what it gives as the commit before a push that created its branch
 * (`github.event.before`), where there was no earlier tip.
 */
function isNullCommit(sha) {
    return sha !== undefined && /^0{40}$/.test(sha);
}


/***/ }),

/***/ 2071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   Mj: () => (/* binding */ gitHubError),
/* harmony export */   RG: () => (/* binding */ gitHubMessage),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** What GitHub's API, or the run's GitHub context, failed to give: with its kind, naming no input. */
class GitHubError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'GitHubError';
    }
}
function isRequestFailure(err) {
    return err instanceof Error && typeof err.status === 'number';
}
/** The HTTP status GitHub answered a failed request with; undefined when none came back. */
function requestStatus(err) {
    return isRequestFailure(err) && err.response ? err.status : undefined;
}
/**
 * A failed GitHub request as an error the user can act on: the ones the user can fix (a token
 * refused, a permission missing, a repository out of sight) name `github-token` and the
 * permission to add. Anything that is not a failed request is returned as is: it is a bug.
 */
function gitHubError(err, read) {
    if (err instanceof _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM || !isRequestFailure(err))
        return err;
    const { status, response } = err;
    const said = gitHubMessage(err);
    const permissions = read.permissions.map((p) => `\`${p}\``).join(' and ');
    if (!response) {
        const timedOut = /timeout|aborted/i.test(`${err.name} ${err.cause?.name ?? ''} ${err.message}`);
        return timedOut
            ? new GitHubError('timeout', `GitHub's API did not answer in time while reading ${read.what}`, { cause: err })
            : new GitHubError('network', `could not reach GitHub's API while reading ${read.what}: ${said}`, { cause: err });
    }
    if (isRateLimited(status, response.headers ?? {}, said)) {
        return new GitHubError('rate_limited', `GitHub's API rate limit stopped reading ${read.what} (${status} ${said})${resetTime(response.headers ?? {})}; run the job again later`, { cause: err, status });
    }
    if (status === 401) {
        return new GitHubError('invalid_input', `input \`github-token\`: GitHub did not accept the token while reading ${read.what} (401 ${said}); expected a valid token, such as \`\${{ github.token }}\``, { cause: err, status });
    }
    if (status === 403) {
        return new GitHubError('invalid_input', `input \`github-token\`: the token may not read ${read.what} (403 ${said}); add ${permissions} to the job's \`permissions:\` (a job that lists permissions gets none of those it leaves out), or pass a token that can read them`, { cause: err, status });
    }
    if (status === 404) {
        return new GitHubError('invalid_input', `input \`github-token\`: GitHub answered 404 (${said}) for ${read.what}: it does not exist, or the token cannot see this repository; add ${permissions} to the job's \`permissions:\`, or pass a token that can read this repository`, { cause: err, status });
    }
    return new GitHubError((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorKindForStatus */ .QR)(status), `GitHub's API failed while reading ${read.what} (${status} ${said})`, { cause: err, status });
}
/** GitHub's own `message`, without the documentation link Octokit appends. */
function gitHubMessage(err) {
    const data = err.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string')
        return data.message;
    return err.message;
}
/** GitHub answers an exhausted (primary or secondary) rate limit with 403 or 429, not only 429. */
function isRateLimited(status, headers, said) {
    if (status === 429)
        return true;
    return status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined || /rate limit/i.test(said));
}
function resetTime(headers) {
    const reset = Number(headers['x-ratelimit-reset']);
    return Number.isFinite(reset) && reset > 0 ? `; it resets at ${new Date(reset * 1000).toISOString()}` : '';
}


/***/ }),

/***/ 52958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ NO_ADVICE)
/* harmony export */ });
/** Without the action's words, a plain sentence that names no input. */
const NO_ADVICE = () => '';


/***/ }),

/***/ 50730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ statusFailure),
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   gO: () => (/* binding */ MissingApiKeyError),
/* harmony export */   qO: () => (/* binding */ transportFailure)
/* harmony export */ });
/* unused harmony export describeFailureBody */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);
/* harmony import */ var _advice_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52958);



/** What the service told us went wrong, from its `{message, errors}` body or whatever it sent. */
function describeFailureBody(text, contentType) {
    const trimmed = text.trim();
    if (trimmed === '')
        return '';
    try {
        const body = JSON.parse(trimmed);
        if (body && typeof body === 'object' && !Array.isArray(body)) {
            const { message, errors, detail } = body;
            const parts = [];
            if (typeof message === 'string')
                parts.push(message);
            if (errors && typeof errors === 'object' && Object.keys(errors).length > 0) {
                parts.push(Object.entries(errors)
                    .map(([field, why]) => `${field}: ${typeof why === 'string' ? why : JSON.stringify(why)}`)
                    .join('; '));
            }
            if (parts.length === 0 && detail !== undefined)
                parts.push(typeof detail === 'string' ? detail : JSON.stringify(detail));
            if (parts.length > 0)
                return parts.join(' — ');
        }
        if (typeof body === 'string')
            return body;
        return clipLine(trimmed);
    }
    catch {
        // An HTML error page from a proxy or load balancer: its title says enough.
        if (/html/i.test(contentType ?? '') || /^<(!doctype|html)/i.test(trimmed)) {
            const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
            return `an HTML page${title ? ` titled "${title}"` : ''} (${Buffer.byteLength(text)} bytes), not a service answer`;
        }
        return clipLine(trimmed);
    }
}
function clipLine(text) {
    return (0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(text.replace(/\s+/g, ' '), 203, { count: true });
}
/** A path below a flow (`/trails/{org}/{flow_name}…` and the like). */
const WITHIN_FLOW = /^\/(trails|attestations|artifacts|approvals)\/[^/?]+\/[^/?]+/;
/**
 * Which name was likely missing. Recording anything in a flow (a trail, an attestation) that
 * answers 404 most often means the flow was never created; a lookup's 404 is about what it
 * looked up.
 */
function missing(request) {
    if (request.path.startsWith('/environments/'))
        return 'missing-environment';
    return request.method !== 'GET' && WITHIN_FLOW.test(request.path) ? 'missing-flow' : 'missing-record';
}
/** What to do next, where the status makes it knowable. */
function topic(status, request) {
    switch (status) {
        case 401:
            return 'credentials';
        case 403:
            return 'permission';
        case 404:
        case 410:
            return missing(request);
        case 409:
            return 'conflict';
        case 422:
            return 'refused-field';
        case 429:
            return 'rate-limited';
        default:
            if (status >= 500)
                return 'server-failed';
            // Every other 4xx is a request the service refused after it was sent: 400, 405, 413, 415…
            return status >= 400 && status !== 408 ? 'refused-request' : undefined;
    }
}
function attemptsText(attempts) {
    return `${attempts} attempt${attempts === 1 ? '' : 's'}`;
}
/** A failure that carries the request, so it can be saved and replayed. */
class ServiceError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    request;
    attempts;
    constructor(kind, message, details) {
        super(kind, message, { status: details.status, cause: details.cause });
        this.name = 'ServiceError';
        this.request = details.request;
        this.attempts = details.attempts;
    }
}
function statusFailure(request, status, text, contentType, attempts, advise = _advice_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_ADVICE */ .v) {
    const said = describeFailureBody(text, contentType);
    const parts = [`${request.method} ${request.path} failed with HTTP ${status} after ${attemptsText(attempts)}.`];
    if (said)
        parts.push(`The service said: ${said}.`);
    const about = topic(status, request);
    const next = about && advise(about);
    if (next)
        parts.push(next);
    return new ServiceError((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorKindForStatus */ .QR)(status), parts.join(' '), { request, attempts, status });
}
function transportFailure(request, attempts, timedOut, timeoutSeconds, cause, advise = _advice_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_ADVICE */ .v) {
    const code = cause?.code;
    const what = timedOut ? `no complete answer within ${timeoutSeconds} s` : `a network error (${code ?? cause?.message ?? String(cause)})`;
    const next = advise(timedOut ? 'slow' : 'unreachable');
    return new ServiceError(timedOut ? 'timeout' : 'network', `${request.method} ${request.path} failed: ${what} after ${attemptsText(attempts)}.${next ? ` ${next}` : ''}`, {
        request,
        attempts,
        cause
    });
}
/** A call with no API key to send: nothing was sent. The action names its input where it knows which. */
class MissingApiKeyError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    neededBy;
    constructor(neededBy) {
        super('invalid_input', `no API key was given, so ${neededBy} was not sent`);
        this.neededBy = neededBy;
        this.name = 'MissingApiKeyError';
    }
}


/***/ }),

/***/ 25833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   Kv: () => (/* binding */ FLOW_VISIBILITIES),
/* harmony export */   ZX: () => (/* binding */ ATTESTATION_TYPES),
/* harmony export */   kh: () => (/* binding */ ENVIRONMENT_TYPES)
/* harmony export */ });
/* unused harmony exports MAX_NAME_LENGTH, APPROVAL_STATES */
/**
 * The service's rules for names and identifiers, written once. The endpoint catalogue uses
 * them for path parameters and the operations for inputs, so an input is refused with the
 * same rule the service would apply, worded for the person who typed it.
 */
/**
 * Names are held to a length no real name reaches, so a pasted blob is refused before it
 * becomes a path; the service publishes no figure of its own.
 */
const MAX_NAME_LENGTH = 256;
const AT_MOST = `; at most ${MAX_NAME_LENGTH} characters`;
/** `^[a-zA-Z0-9][a-zA-Z0-9.\-_~]*$`: flow and environment names in the published document. */
const NAME = /^[a-zA-Z0-9][a-zA-Z0-9.\-_~]{0,255}$/;
const PATTERNS = {
    fingerprint: { re: /^[a-f0-9]{64}$/, expected: '64 lowercase hex characters (a SHA-256 fingerprint)' },
    fingerprintPrefix: { re: /^[a-f0-9]{5,64}$/, expected: '5 to 64 lowercase hex characters (a fingerprint or its prefix)' },
    commitSha: { re: /^[a-f0-9]{40}$/, expected: 'a full commit SHA: 40 lowercase hex characters' },
    searchValue: { re: /^[a-fA-F0-9]{5,64}$/, expected: 'a fingerprint or commit SHA (or a prefix of one): 5 to 64 hex characters' },
    flowName: { re: NAME, expected: `a flow name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}` },
    environmentName: { re: NAME, expected: `an environment name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}` },
    trailName: {
        re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
        expected: `a trail name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}`
    },
    policyName: {
        re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
        expected: `a policy name: a letter or digit, then letters, digits, \`.\`, \`-\`, \`_\` or \`~\`${AT_MOST}`
    },
    attestationName: { re: /^[a-zA-Z0-9\-_,]{1,256}$/, expected: `letters, digits, \`-\`, \`_\` and \`,\` only${AT_MOST}` },
    templateReferenceName: { re: /^[a-zA-Z0-9\-_]{1,256}$/, expected: `a name from the flow template: letters, digits, \`-\` and \`_\` only${AT_MOST}` },
    attestationTypeName: {
        re: /^[a-zA-Z0-9][a-zA-Z0-9\-_~]{0,255}$/,
        expected: `a type name: a letter or digit, then letters, digits, \`-\`, \`_\` or \`~\`${AT_MOST}`
    },
    customAttestationType: { re: /^custom:.+$/, expected: '`custom:<type name>`' },
    annotationKey: { re: /^[A-Za-z0-9_-]+$/, expected: 'annotation keys of letters, digits, `_` and `-`' },
    externalUrlKey: { re: /^[^=.]+$/, expected: 'external URL names without `=` or `.`' },
    /** Names that become one path segment where the service states no rule: anything printable but the separator. */
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
    pathName: { re: /^[^/\\\u0000-\u001f\u007f]{1,256}$/, expected: `a name without \`/\`, \`\\\` or control characters${AT_MOST}` }
};
const ENVIRONMENT_TYPES = ['K8S', 'ECS', 'S3', 'lambda', 'server', 'docker', 'azure-apps', 'logical'];
const ATTESTATION_TYPES = ['generic', 'junit', 'snyk', 'pull_request', 'jira', 'sonar'];
const FLOW_VISIBILITIES = ['private', 'public'];
const APPROVAL_STATES = (/* unused pure expression or super */ null && (['APPROVED', 'UNAPPROVED']));


/***/ }),

/***/ 43173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UN: () => (/* binding */ UrlError),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   ij: () => (/* binding */ REGIONS),
/* harmony export */   xj: () => (/* binding */ resolveBaseUrl)
/* harmony export */ });
/* unused harmony export REGION_BASE_URLS */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);


/** A URL the action cannot use (the service's base URL, or an outside server's); the caller names the input it came from. */
class UrlError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, expected) {
        super('invalid_input', message);
        this.name = 'UrlError';
        this.expected = expected;
    }
}
const REGIONS = ['eu', 'us'];
const REGION_BASE_URLS = {
    eu: 'https://app.kosli.com/api/v2',
    us: 'https://app.us.kosli.com/api/v2'
};
const API_SUFFIX = '/api/v2';
/** Plain http is allowed only where the traffic cannot leave the machine. */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}
/**
 * The `{base_url}` every path follows: `base-url` when given, else the region's. A trailing
 * slash never doubles, and a URL without `/api/v2` gets it, so a service root is enough.
 */
function resolveBaseUrl(region, baseUrl) {
    if (baseUrl === undefined)
        return REGION_BASE_URLS[region];
    const expected = 'an https URL such as `https://app.kosli.com/api/v2` (http only for loopback hosts)';
    // Checked before parsing, and never echoed: a password must not reach the log even when the
    // rest of the URL is malformed.
    if (/^[^/?#]*:\/\/[^/?#]*@/.test(baseUrl)) {
        throw new UrlError('contains credentials (`user:password@`); they would leak into logs and are not how the service authenticates', `${expected}, with the key passed as \`api-key\``);
    }
    let url;
    try {
        url = new URL(baseUrl);
    }
    catch {
        throw new UrlError(`\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(baseUrl)}\` is not a URL`, expected);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new UrlError(`scheme \`${url.protocol}\` is not supported`, expected);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new UrlError(`plain http to \`${url.hostname}\` would send the API key unencrypted`, expected);
    }
    if (url.username || url.password) {
        throw new UrlError('credentials in the URL would leak into logs; pass the key as `api-key`', expected);
    }
    if (url.search || url.hash)
        throw new UrlError('a query or fragment is not allowed', expected);
    let pathname = url.pathname.replace(/\/+$/, '');
    if (!pathname.endsWith(API_SUFFIX))
        pathname += API_SUFFIX;
    return `${url.origin}${pathname}`;
}


/***/ }),

/***/ 70017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ errorKindForStatus),
/* harmony export */   kh: () => (/* binding */ jsonKindOf),
/* harmony export */   oM: () => (/* binding */ LibraryError)
/* harmony export */ });
/**
 * What every library of the action (a client, a reader of evidence, the fingerprints) raises:
 * its own error, which carries a kind and names no input. Only the operations and the action's
 * runtime speak of inputs; they add the input's name where they know it, and the error
 * boundary reads the kind of any that reaches it.
 */
class LibraryError extends Error {
    kind;
    /** HTTP status of the answer it is about, when there was one. */
    status;
    constructor(kind, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        // Each subclass names itself: a minified bundle renames classes.
        this.name = 'LibraryError';
        this.kind = kind;
        this.status = options.status;
    }
}
/** The kind an HTTP status says, for an answer that refused the request. */
function errorKindForStatus(status) {
    if (status === 401)
        return 'auth';
    if (status === 403)
        return 'forbidden';
    if (status === 404 || status === 410)
        return 'not_found';
    if (status === 409)
        return 'conflict';
    if (status === 429)
        return 'rate_limited';
    if (status === 408)
        return 'timeout';
    if (status >= 500)
        return 'server';
    // An answer means the request was sent: whatever else the service refused, it was not "nothing sent".
    return 'rejected';
}
/** How a JSON value reads in a message: "an array", "null", "a string". */
function jsonKindOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}


/***/ }),

/***/ 75787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   ZU: () => (/* binding */ openRegularFile),
/* harmony export */   f6: () => (/* binding */ FileError),
/* harmony export */   y: () => (/* binding */ pseudoFileProblem),
/* harmony export */   zO: () => (/* binding */ readChunks)
/* harmony export */ });
/* unused harmony export realPathOf */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49997);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);



const CHUNK_BYTES = 1 << 16;
/** Why a file the action was given cannot be read, worded to follow "input `x`: ". */
class FileError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .LibraryError */ .oM {
    file;
    constructor(file, message) {
        super('invalid_input', message);
        this.file = file;
        this.name = 'FileError';
    }
}
function openProblem(file, err) {
    const code = err.code;
    const why = code === 'ENOENT'
        ? 'does not exist'
        : code === 'EACCES'
            ? 'cannot be read (permission denied)'
            : code === 'EISDIR'
                ? 'is a directory, not a file'
                : `cannot be opened (${code})`;
    return new FileError(file, `${file} ${why}`);
}
/**
 * The kernel's pseudo-filesystems: their files report a size of 0 (or a page) yet yield data,
 * often secret (`/proc/self/environ` holds the step's environment, the API key included), so a
 * size limit says nothing about them and they are never evidence.
 */
const PSEUDO_FILESYSTEMS = new Map([
    [0x9fa0, 'proc'],
    [0x62656572, 'sysfs'],
    [0x64626720, 'debugfs'],
    [0x73636673, 'securityfs'],
    [0x74726163, 'tracefs'],
    [0x27e0eb, 'cgroup'],
    [0x63677270, 'cgroup2'],
    [0x62656570, 'configfs'],
    [0xde5e81e4, 'efivarfs'],
    [0xcafe4a11, 'bpf'],
    [0x6e736673, 'nsfs'],
    [0x50495045, 'pipefs'],
    [0x534f434b, 'sockfs'],
    [0x1cd1, 'devpts']
]);
const PSEUDO_ROOTS = ['/proc', '/sys'];
/** Where a path really leads, links resolved; the path itself when that cannot be known. */
function realPathOf(file, fd) {
    try {
        // What an open descriptor reads is what the kernel says it is, whatever the path did since.
        if (fd !== undefined && process.platform === 'linux')
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/self/fd/${fd}`);
    }
    catch {
        // No /proc: resolve the path instead.
    }
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file);
    }
    catch {
        return file;
    }
}
const under = (real, root) => real === root || real.startsWith(`${root}/`);
/**
 * Why a file must not be read as evidence or input, or undefined when it may: a file of the
 * kernel's pseudo-filesystems (`/proc`, `/sys` and the like), judged by where it really is and
 * by the filesystem that holds it.
 */
function pseudoFileProblem(file, fd) {
    const real = realPathOf(file, fd);
    let type = PSEUDO_ROOTS.find((root) => under(real, root));
    if (type === undefined) {
        try {
            type = PSEUDO_FILESYSTEMS.get((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(real).type);
        }
        catch {
            // A path statfs cannot see is judged by its place alone.
        }
    }
    if (type === undefined)
        return undefined;
    const via = real === file ? '' : ` (it leads to ${real})`;
    return `${file} is a file of the kernel's pseudo-filesystem ${type}${via}, which is never read: its size says nothing of what it holds, and it can hold secrets such as the environment`;
}
/**
 * Opens a file that must be a regular file outside the kernel's pseudo-filesystems. It is
 * opened without blocking (a FIFO would otherwise wait for a writer forever) and checked on
 * the open descriptor; the caller closes it.
 */
function openRegularFile(file) {
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (err) {
        throw openProblem(file, err);
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (info.isDirectory())
            throw new FileError(file, `${file} is a directory, not a file`);
        if (!info.isFile())
            throw new FileError(file, `${file} is not a regular file (a device, FIFO or socket can block or never end)`);
        const pseudo = pseudoFileProblem(file, fd);
        if (pseudo !== undefined)
            throw new FileError(file, pseudo);
        return { fd, size: info.size, mtimeMs: info.mtimeMs };
    }
    catch (err) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        throw err;
    }
}
function readProblem(file, err) {
    if (err instanceof FileError)
        return err;
    return new FileError(file, `${file} cannot be read (${err.code ?? err.message})`);
}
/**
 * Reads a whole file that must be a regular file of at most `maxBytes` (see `openRegularFile`);
 * the size is checked before reading, and the read stops past the limit even if the file grows
 * meanwhile.
 */
function readBoundedFile(file, maxBytes) {
    const { fd, size } = openRegularFile(file);
    try {
        if (size > maxBytes)
            throw new FileError(file, `${file} is ${size} bytes, over the limit of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(maxBytes)}`);
        const chunks = [];
        let length = 0;
        for (;;) {
            const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - length));
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, length);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            length += bytesRead;
            if (length > maxBytes)
                throw new FileError(file, `${file} grew past the limit of ${(0,_text_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(maxBytes)} while being read`);
        }
        return Buffer.concat(chunks, length);
    }
    catch (err) {
        throw readProblem(file, err);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Reads exactly `size` bytes of an open file in chunks, handing each over as it is read, so a
 * large file never sits in memory whole; a file that shrank meanwhile is a problem.
 */
async function readChunks(file, fd, size, each) {
    let position = 0;
    try {
        while (position < size) {
            const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, chunk, 0, chunk.length, position);
            if (bytesRead === 0)
                throw new FileError(file, `${file} shrank while being read`);
            position += bytesRead;
            await each(chunk.subarray(0, bytesRead));
        }
    }
    catch (err) {
        throw readProblem(file, err);
    }
}


/***/ }),

/***/ 25512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   Q: () => (/* binding */ jsonDepth)
/* harmony export */ });
/**
 * How deep JSON may nest, in inputs and in the sandbox's requests alike. Real records stay
 * under ten levels; a few thousand make every recursive step after parsing (validation,
 * storage, printing) a stack overflow waiting.
 */
const MAX_JSON_DEPTH = 64;
/** The nesting depth of JSON (or flow-style YAML) text, counted without parsing it; brackets inside strings are skipped. */
function jsonDepth(text) {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > deepest)
                deepest = depth;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return deepest;
}


/***/ }),

/***/ 29906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zx: () => (/* binding */ actionLog),
/* harmony export */   aB: () => (/* binding */ silentLog),
/* harmony export */   w7: () => (/* binding */ annotation)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46058);

/** An annotation on a file's line, as the runner takes it. */
function annotation(place) {
    return place ? { file: place.file, startLine: place.line, startColumn: place.column } : {};
}
/** The runner's log, through @actions/core: plain lines, and annotations as workflow commands. */
const actionLog = {
    info: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(m),
    debug: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(m),
    warning: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m),
    error: (m, place) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(m, annotation(place))
};
const silentLog = { info: () => { }, debug: () => { }, warning: () => { }, error: () => { } };


/***/ }),

/***/ 49997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

"use strict";
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   cl: () => (/* binding */ quoteValue),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/** Words for values in messages, the same wherever a message is written. */
const MIB = 1024 * 1024;
/** A size: "1 MiB", "10 MB", "64 KiB", "1.4 MiB", "512 bytes". */
function formatBytes(bytes) {
    if (bytes >= MIB && bytes % MIB === 0)
        return `${bytes / MIB} MiB`;
    if (bytes >= 1_000_000 && bytes % 1_000_000 === 0)
        return `${bytes / 1_000_000} MB`;
    if (bytes >= MIB)
        return `${(bytes / MIB).toFixed(1)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/**
 * A value cut short for a message, so a pasted blob cannot flood the log: at most `max`
 * characters, the cut marked with `...`; with `count`, the full length is said too.
 */
function clip(text, max = 80, options = {}) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, max - 3)}...${options.count ? ` (${text.length} characters)` : ''}`;
}
/** A value the user gave, quoted for a message: "`abc` (3 characters)". */
function quoteValue(value) {
    return `\`${clip(value)}\` (${value.length} characters)`;
}


/***/ }),

/***/ 32819:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
let real;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by design
const load = () => (real ??= __webpack_require__(81260));
for (const name of ['exec', 'getExecOutput'])
    Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });


/***/ }),

/***/ 42396:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

"use strict";

Object.defineProperty(exports, "__esModule", ({ value: true }));
let real;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by design
const load = () => (real ??= __webpack_require__(22779));
const NAMES = ['HttpClient', 'HttpClientError', 'HttpClientResponse', 'HttpCodes', 'Headers', 'MediaTypes', 'isHttps'];
for (const name of NAMES)
    Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });
// Whether a proxy applies decides whether the client is needed at all, so it is answered without
// it, by the client's own rules (its proxy module loads nothing) and as its `getProxyUrl` does.
let proxy;
Object.defineProperty(exports, "getProxyUrl", ({
    enumerable: true,
    value: (serverUrl) => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by design
        proxy ??= __webpack_require__(19783);
        const proxyUrl = proxy.getProxyUrl(new URL(serverUrl));
        return proxyUrl ? proxyUrl.href : '';
    }
}));


/***/ }),

/***/ 22283:
/***/ ((module) => {

// The toolkit imports undici at load time, for two things only GitHub API calls use: `fetch`,
// and `ProxyAgent` behind a proxy. Bundled as-is, undici is most of the action's start-up
// code, so the bundle maps `undici` here (tsconfig `paths`), and src/clients/github/api.ts
// (and oidc.ts), loaded only by operations that call GitHub, register the real module before
// any of it is used. The Kubernetes API is read with Node's own http/https (no undici).
const KEY = Symbol.for('evidence-action.undici')

function undici() {
  const real = globalThis[KEY]
  if (!real) throw new Error('undici is used before src/clients/github/api.ts registered it')
  return real
}

module.exports = {
  // Named only by @kubernetes/client-node's config.js, which its OpenID Connect authenticator
  // imports for a helper: its undici dispatcher is never made, so this is never read.
  get Agent() {
    return undici().Agent
  },
  get ProxyAgent() {
    return undici().ProxyAgent
  },
  get fetch() {
    return undici().fetch
  }
}


/***/ })

};
;