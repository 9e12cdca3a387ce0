"use strict";
exports.id = 861;
exports.ids = [861];
exports.modules = {

/***/ 80861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_sonar)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/rest/url.ts
var rest_url = __webpack_require__(13166);
// EXTERNAL MODULE: ./src/clients/service/url.ts
var url = __webpack_require__(43173);
// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/http/bounded-body.ts
var bounded_body = __webpack_require__(35242);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
// EXTERNAL MODULE: ./src/clients/rest/client.ts
var client = __webpack_require__(57740);
;// CONCATENATED MODULE: ./src/clients/sonar/errors.ts

/**
 * Something SonarQube said or did that stops the attestation. The library knows nothing of the
 * action's inputs: `about` tells the operation which one to name (the token it refused, the
 * server that is not SonarQube, the analysis that is of another commit).
 */
class SonarError extends util_errors/* LibraryError */.oM {
    about;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'SonarError';
        this.about = options.about;
    }
}
/** A scanner's `report-task.txt` the action cannot use; the operation names the input and the file. */
class ReportTaskError extends util_errors/* LibraryError */.oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'ReportTaskError';
    }
}

;// CONCATENATED MODULE: ./src/clients/sonar/api.ts






/** SonarQube lists at most this many analyses on a page; the newest come first. */
const ANALYSES_PAGE = 500;
/** Answers past this are refused unread: the largest, 500 analyses, is far smaller. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const isCloud = (server) => /(^|\.)sonarcloud\.io$/i.test(new URL(server).hostname);
class SonarApi {
    server;
    token;
    rest;
    scheme;
    constructor(server, token, options) {
        this.server = server;
        this.token = token;
        this.rest = new client/* RestClient */.e({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: [token] });
        if (isCloud(server))
            this.scheme = 'bearer';
    }
    /** The task the scanner submitted; its status until it is done, then its analysis. */
    async task(id) {
        let data;
        try {
            data = await this.get('api/ce/task', { id }, `analysis task ${id}`);
        }
        catch (err) {
            // A task the server does not know was submitted elsewhere, or long ago: the report is at fault.
            if (err instanceof SonarError && err.status === 404)
                throw new SonarError('not_found', err.message, { about: 'report', status: 404, cause: err });
            throw err;
        }
        const task = data.task;
        if (!isTask(task))
            throw this.shape('api/ce/task', 'a `task` with an `id` and a `status`', task);
        return task;
    }
    /** The project's newest tasks, newest first; `api/ce/activity` takes no branch. */
    async activity(project) {
        const data = await this.get('api/ce/activity', { component: project, ps: '100' }, `the analysis tasks of project ${project}`);
        const tasks = data.tasks;
        if (!Array.isArray(tasks))
            throw this.shape('api/ce/activity', 'a `tasks` list', tasks);
        return tasks.filter(isTask);
    }
    /** The newest analyses of a branch (the project's main branch when none is named), newest first. */
    async analyses(project, branch) {
        const what = `the analyses of project ${project}${branch ? ` on branch ${branch}` : ''}`;
        const data = await this.get('api/project_analyses/search', { project, branch, ps: String(ANALYSES_PAGE) }, what);
        const analyses = data.analyses;
        if (!Array.isArray(analyses))
            throw this.shape('api/project_analyses/search', 'an `analyses` list', analyses);
        return analyses.filter((a) => typeof a === 'object' && a !== null && typeof a.key === 'string' && typeof a.date === 'string');
    }
    /** The project's pull requests, each with its newest analysis's date and commit. */
    async pullRequests(project) {
        const data = await this.get('api/project_pull_requests/list', { project }, `the pull requests of project ${project}`);
        const list = data.pullRequests;
        if (!Array.isArray(list))
            throw this.shape('api/project_pull_requests/list', 'a `pullRequests` list', list);
        return list.filter((p) => typeof p === 'object' && p !== null && typeof p.key === 'string');
    }
    /** The quality gate of an analysis, or of a pull request's newest analysis. */
    async qualityGate(of) {
        const query = 'analysisId' in of ? { analysisId: of.analysisId } : { projectKey: of.project, pullRequest: of.pullRequest };
        const what = 'analysisId' in of ? `the quality gate of analysis ${of.analysisId}` : `the quality gate of pull request ${of.pullRequest}`;
        const data = await this.get('api/qualitygates/project_status', query, what);
        const status = data.projectStatus;
        if (!status || typeof status !== 'object' || typeof status.status !== 'string')
            throw this.shape('api/qualitygates/project_status', 'a `projectStatus` with a `status`', status);
        const conditions = Array.isArray(status.conditions) ? status.conditions.filter((c) => typeof c === 'object' && c !== null) : [];
        return { status: status.status, conditions };
    }
    async get(path, query, what) {
        const url = (0,rest_url/* apiUrl */.y)(this.server, path, query);
        let scheme = this.scheme ?? 'bearer';
        let answer = await this.send(url, scheme, what);
        if (this.scheme === undefined && answer.status === 401) {
            scheme = 'basic';
            answer = await this.send(url, scheme, what);
        }
        // A scheme that was not refused is the server's: kept, so it is not probed again.
        if (this.scheme === undefined && answer.status !== 401)
            this.scheme = scheme;
        if (answer.status >= 300 && answer.status < 400)
            throw new SonarError('invalid_input', `${this.host} redirected ${(0,bounded_body/* withoutQuery */.j)(url)} to ${answer.location ?? 'another address'}; not followed, so the token is not sent elsewhere: use the address it redirects to`, { about: 'server', status: answer.status });
        if (answer.status >= 400)
            throw this.refusal(answer, what);
        if (answer.json === undefined || typeof answer.json !== 'object' || answer.json === null || Array.isArray(answer.json))
            throw new SonarError('server', `${this.host} answered ${(0,bounded_body/* withoutQuery */.j)(url)} with ${answer.json === undefined ? 'something that is not JSON' : (0,util_errors/* jsonKindOf */.kh)(answer.json)}, not SonarQube's answer: check the server URL`, {
                about: 'server',
                status: answer.status
            });
        return answer.json;
    }
    async send(url, scheme, what) {
        const authorization = scheme === 'bearer' ? `Bearer ${this.token}` : `Basic ${Buffer.from(`${this.token}:`).toString('base64')}`;
        try {
            return await this.rest.get(url, { authorization });
        }
        catch (err) {
            if (!(err instanceof transport_error/* TransportError */.w))
                throw err;
            const kind = err.timedOut ? 'timeout' : 'network';
            throw new SonarError(kind, `could not get ${what} from SonarQube at ${this.host}: ${err.message}`, { cause: err });
        }
    }
    get host() {
        return new URL(this.server).host;
    }
    /** SonarQube's own words for a refusal: `errors[0].msg`, when it gives any. */
    refusal(answer, what) {
        const said = answer.json?.errors?.[0]?.msg;
        const words = typeof said === 'string' && said ? `: ${said}` : '';
        const status = answer.status;
        if (status === 401)
            return new SonarError('auth', `SonarQube at ${this.host} refused the token while reading ${what} (HTTP 401${words})`, { about: 'token', status });
        if (status === 403)
            return new SonarError('forbidden', `SonarQube at ${this.host} does not let the token read ${what} (HTTP 403${words})`, { about: 'token', status });
        return new SonarError((0,util_errors/* errorKindForStatus */.QR)(status), `SonarQube at ${this.host} failed to give ${what} (HTTP ${status}${words})`, { status });
    }
    shape(path, expected, got) {
        return new SonarError('server', `SonarQube at ${this.host} answered ${path} without ${expected} (got ${(0,util_errors/* jsonKindOf */.kh)(got)}): check the server URL`, {
            about: 'server'
        });
    }
}
function isTask(value) {
    return typeof value === 'object' && value !== null && typeof value.id === 'string' && typeof value.status === 'string';
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/clients/sonar/report-task.ts


/** A scanner writes a few hundred bytes; anything near this is not its report. */
const REPORT_TASK_MAX_BYTES = 64 * 1024;
const TASK_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
/** The fields of a `report-task.txt`; a file without a task to wait for is refused, saying what it lacks. */
function parseReportTask(text) {
    if (text.includes('\0'))
        throw new ReportTaskError('is binary, not the text file a SonarQube scanner writes');
    const fields = new Map();
    for (const line of text.split(/\r?\n/)) {
        const trimmed = line.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const eq = trimmed.indexOf('=');
        if (eq <= 0)
            throw new ReportTaskError(`has a line that is not \`key=value\`: \`${(0,util_text/* clip */.$Q)(trimmed, 60)}\``);
        fields.set(trimmed.slice(0, eq).trim(), trimmed.slice(eq + 1).trim());
    }
    const get = (name) => (fields.get(name) ? fields.get(name) : undefined);
    let ceTaskId = get('ceTaskId');
    const ceTaskUrl = get('ceTaskUrl');
    if (ceTaskId === undefined && ceTaskUrl !== undefined) {
        try {
            ceTaskId = new URL(ceTaskUrl).searchParams.get('id') ?? undefined;
        }
        catch {
            throw new ReportTaskError(`has a \`ceTaskUrl\` that is not a URL: \`${(0,util_text/* clip */.$Q)(ceTaskUrl, 80)}\``);
        }
    }
    if (ceTaskId === undefined)
        throw new ReportTaskError('names no analysis task (neither `ceTaskId` nor `ceTaskUrl`)');
    if (!TASK_ID.test(ceTaskId))
        throw new ReportTaskError(`has a task id that is not one SonarQube gives: \`${(0,util_text/* clip */.$Q)(ceTaskId, 60)}\``);
    return { projectKey: get('projectKey'), serverUrl: get('serverUrl'), dashboardUrl: get('dashboardUrl'), ceTaskId, ceTaskUrl };
}

;// CONCATENATED MODULE: ./src/clients/sonar/results.ts


const PENDING = new Set(['PENDING', 'IN_PROGRESS']);
const FIRST_LOOK_MS = 1000;
const LONGEST_LOOK_MS = 30_000;
/**
 * Looks until `look` is done, waiting between looks (1 s, doubling, at most 30 s) for at most
 * `waiting.ms` in all; then a `timeout` that says what was last seen. With no time to wait, one look.
 */
async function waitFor(look, waiting) {
    const now = waiting.now ?? Date.now;
    const sleep = waiting.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const deadline = now() + waiting.ms;
    let delay = FIRST_LOOK_MS;
    for (;;) {
        const seen = await look();
        if ('done' in seen)
            return seen.done;
        const left = deadline - now();
        if (left <= 0)
            throw new SonarError('timeout', `${seen.pending}, after waiting ${Math.round(waiting.ms / 1000)} s for SonarQube to finish the analysis`);
        const pause = Math.min(delay, left);
        waiting.log.info(`${seen.pending}; looking again in ${Math.ceil(pause / 1000)} s (${Math.ceil(left / 1000)} s of waiting left)`);
        await sleep(pause);
        delay = Math.min(delay * 2, LONGEST_LOOK_MS);
    }
}
const results_short = (sha) => sha.slice(0, 12);
function conditionsOf(conditions) {
    return conditions.map((c) => ({
        metric: c.metricKey ?? '',
        errorThreshold: c.errorThreshold ?? '',
        operator: c.comparator ?? '',
        ...(c.actualValue ? { value: c.actualValue } : {}),
        status: c.status ?? ''
    }));
}
/** What a task says of the branch or pull request it analysed, as `sonar_results` record it. */
function scopeOf(task, fallbackBranch) {
    if (task?.pullRequest)
        return { pullRequest: task.pullRequest };
    if (task?.branch)
        return { branch: { name: task.branch, ...(task.branchType && { type: task.branchType }) } };
    return fallbackBranch ? { branch: { name: fallbackBranch } } : {};
}
function whatWasScanned(task) {
    return task.pullRequest ? `pull request ${task.pullRequest}` : task.branch ? `branch ${task.branch}` : "the project's main branch";
}
/** The task of a scanner's report: waited for, then its analysis, checked to be of the commit. */
async function fromTask(api, scan, expected, waiting) {
    const task = await waitFor(async () => {
        const t = await api.task(scan.task);
        return PENDING.has(t.status) ? { pending: `SonarQube is still processing analysis task ${t.id} (${t.status})` } : { done: t };
    }, waiting);
    if (task.status !== 'SUCCESS' || !task.analysisId) {
        const why = task.errorMessage ? `: ${task.errorMessage}` : '';
        throw new SonarError('server', `analysis task ${task.id} ended ${task.status} on SonarQube${why}, without an analysis to attest`);
    }
    const project = task.componentKey ?? scan.projectKey;
    if (!project)
        throw new SonarError('server', `analysis task ${task.id} names no project (componentKey)`, { about: 'server' });
    if (expected.pullRequest !== undefined && task.pullRequest !== expected.pullRequest)
        throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of pull request ${expected.pullRequest}`, {
            about: 'branch'
        });
    if (expected.branch !== undefined && (task.pullRequest || task.branch !== expected.branch))
        throw new SonarError('invalid_input', `analysis task ${task.id} is of ${whatWasScanned(task)}, not of branch ${expected.branch}`, { about: 'branch' });
    let analysedAt;
    let revision;
    if (task.pullRequest) {
        const pr = (await api.pullRequests(project)).find((p) => p.key === task.pullRequest);
        if (!pr)
            throw new SonarError('not_found', `SonarQube lists no pull request ${task.pullRequest} of project ${project}, which task ${task.id} analysed`);
        analysedAt = pr.analysisDate;
        revision = pr.commit?.sha;
    }
    else {
        const analysis = (await api.analyses(project, task.branch)).find((a) => a.key === task.analysisId);
        if (!analysis)
            throw new SonarError('not_found', `analysis ${task.analysisId} (task ${task.id}) is not among the newest analyses of project ${project} on ${whatWasScanned(task)}: SonarQube may have deleted it`);
        analysedAt = analysis.date;
        revision = analysis.revision;
    }
    if (!revision || !expected.revisions.includes(revision))
        throw new SonarError('invalid_input', `the analysis of task ${task.id} (${whatWasScanned(task)} of project ${project}) is of revision ${revision ? results_short(revision) : '(none given)'}, not of commit ${results_short(expected.revisions[0])}`, { about: 'revision' });
    const gate = await api.qualityGate(task.pullRequest ? { project, pullRequest: task.pullRequest } : { analysisId: task.analysisId });
    return {
        serverUrl: api.server,
        taskId: task.id,
        status: task.status,
        analysedAt: analysedAt ?? '',
        revision,
        project: {
            key: project,
            ...(task.componentName && { name: task.componentName }),
            url: scan.dashboardUrl ?? (0,rest_url/* apiUrl */.y)(api.server, 'dashboard', { id: project })
        },
        ...scopeOf(task),
        qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
    };
}
/** A project's analysis of the commit, on a branch or of a pull request, waited for until SonarQube lists it. */
async function fromProject(api, scan, expected, waiting) {
    const { project } = scan;
    const commit = results_short(expected.revisions[0]);
    if (scan.pullRequest !== undefined) {
        const pullRequest = scan.pullRequest;
        const pr = await waitFor(async () => {
            const found = (await api.pullRequests(project)).find((p) => p.key === pullRequest);
            if (!found)
                return { pending: `SonarQube lists no analysis of pull request ${pullRequest} of project ${project} yet` };
            const sha = found.commit?.sha;
            if (!sha || !expected.revisions.includes(sha))
                return {
                    pending: `the newest analysis of pull request ${pullRequest} of project ${project} is of revision ${sha ? results_short(sha) : '(none given)'}, not of commit ${commit}`
                };
            return { done: { ...found, sha } };
        }, waiting);
        // The newest task of the pull request is the one behind its newest analysis.
        const task = (await api.activity(project)).find((t) => t.pullRequest === pullRequest);
        const gate = await api.qualityGate({ project, pullRequest });
        return results(api, project, task, pr.analysisDate ?? '', pr.sha, { pullRequest }, gate);
    }
    const where = scan.branch ? `branch ${scan.branch}` : 'the main branch';
    const analysis = await waitFor(async () => {
        const found = (await api.analyses(project, scan.branch)).find((a) => a.revision !== undefined && expected.revisions.includes(a.revision));
        return found ? { done: found } : { pending: `SonarQube lists no analysis of commit ${commit} among the newest analyses of project ${project} on ${where}` };
    }, waiting);
    const task = (await api.activity(project)).find((t) => t.analysisId === analysis.key);
    const gate = await api.qualityGate({ analysisId: analysis.key });
    return results(api, project, task, analysis.date, analysis.revision, scopeOf(task, scan.branch), gate);
}
function results(api, project, task, analysedAt, revision, scope, gate) {
    return {
        serverUrl: api.server,
        // Without a task listed for the analysis, empty, as the reference client records it.
        taskId: task?.id ?? '',
        status: task?.status ?? '',
        analysedAt,
        revision,
        project: { key: project, ...(task?.componentName && { name: task.componentName }), url: (0,rest_url/* apiUrl */.y)(api.server, 'dashboard', { id: project }) },
        ...scope,
        qualityGate: { status: gate.status, conditions: conditionsOf(gate.conditions) }
    };
}
/** The analysis behind `scan`, of one of `expected.revisions`, with its quality gate. */
async function sonarResults(api, scan, expected, waiting) {
    return 'task' in scan ? fromTask(api, scan, expected, waiting) : fromProject(api, scan, expected, waiting);
}

// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/operations/readers/input-files.ts
var input_files = __webpack_require__(57471);
// EXTERNAL MODULE: ./src/operations/readers/outside-inputs.ts
var outside_inputs = __webpack_require__(52046);
;// CONCATENATED MODULE: ./src/operations/attest-sonar.ts















/** Where scanners leave their report: sonar-scanner (and the GitHub action), Maven, Gradle. */
const REPORT_TASKS = ['.scannerwork/report-task.txt', 'target/sonar/report-task.txt', 'build/sonar/report-task.txt'];
const REPORT_EXPECTED = 'the `report-task.txt` a SonarQube scanner wrote in an earlier step of this job, or `sonar-project-key`';
const SONARCLOUD = 'https://sonarcloud.io';
const INPUTS = {
    'sonar-token': { kind: 'secret', required: true, description: 'SonarQube token that may browse the project (a secret; masked)' },
    'sonar-report-task': {
        kind: 'path',
        description: "The scanner's report-task.txt (default: .scannerwork/report-task.txt, else target/sonar/report-task.txt, else build/sonar/report-task.txt)"
    },
    'sonar-project-key': {
        kind: 'string',
        pattern: { re: /^[A-Za-z0-9_.:-]{1,400}$/, expected: 'a SonarQube project key: letters, digits, `-`, `_`, `.` and `:`' },
        description: "Instead of a report task: the project whose analysis of `commit` to attest, on the workflow's branch or pull request"
    },
    'sonar-host-url': { kind: 'string', description: "SonarQube's URL (default: the report task's serverUrl, else https://sonarcloud.io)" },
    'sonar-branch': {
        kind: 'string',
        // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
        pattern: { re: /^[^\s\u0000-\u001f\u007f]{1,255}$/, expected: 'a branch name, without spaces' },
        description: "The branch SonarQube analysed (default: the workflow's branch, none for the repository's default branch)"
    },
    'sonar-pull-request': {
        kind: 'string',
        pattern: { re: /^[0-9]{1,10}$/, expected: 'a pull request number' },
        description: "The pull request SonarQube analysed (default: the workflow's pull request, on pull_request events)"
    },
    'sonar-wait-seconds': {
        kind: 'number',
        min: 0,
        max: 3600,
        default: '300',
        description: 'How long to wait, in all, for SonarQube to finish the analysis; then the step fails with a timeout'
    }
};
/** The scanner's report: the one named, else the first of the usual places that exists. */
function reportFile(inputs, projectKey) {
    const given = inputs.path('sonar-report-task');
    if (given !== undefined)
        return given;
    const found = REPORT_TASKS.map((p) => external_node_path_default().resolve(inputs.baseDir, p)).find((p) => (0,external_node_fs_.existsSync)(p));
    if (found === undefined && projectKey === undefined)
        throw (0,errors/* invalidInput */.aY)('sonar-report-task', `not given, and none of ${REPORT_TASKS.join(', ')} exists in ${inputs.baseDir}`, REPORT_EXPECTED);
    return projectKey === undefined ? found : undefined;
}
function readSettings(inputs) {
    const token = (0,outside_inputs/* headerCredential */.d)('sonar-token', inputs.required('sonar-token'), 'a SonarQube token');
    const projectKey = inputs.string('sonar-project-key');
    const host = inputs.string('sonar-host-url');
    const branch = inputs.string('sonar-branch');
    const pullRequest = inputs.string('sonar-pull-request');
    const waitSeconds = inputs.number('sonar-wait-seconds');
    if (branch !== undefined && pullRequest !== undefined)
        throw inputs.fail('sonar-pull-request', 'given with `sonar-branch`: an analysis is of a branch or of a pull request, not both', 'one of the two');
    const hostUrl = host === undefined ? undefined : (0,outside_inputs/* serverUrlInput */.H)('sonar-host-url', host, SONARCLOUD);
    const file = reportFile(inputs, projectKey);
    if (file === undefined)
        return {
            token,
            server: hostUrl ?? SONARCLOUD,
            serverInput: hostUrl ? 'sonar-host-url' : undefined,
            scan: { project: projectKey },
            branch,
            pullRequest,
            waitSeconds
        };
    const content = (0,input_files/* readInputFile */.j)('sonar-report-task', file, REPORT_TASK_MAX_BYTES, REPORT_EXPECTED);
    if (content.length === 0)
        throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file} is empty`, REPORT_EXPECTED);
    let task;
    try {
        task = parseReportTask(content.toString('utf8'));
    }
    catch (err) {
        if (err instanceof ReportTaskError)
            throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file} ${err.message}`, REPORT_EXPECTED);
        throw err;
    }
    if (projectKey !== undefined && task.projectKey !== undefined && task.projectKey !== projectKey)
        throw inputs.fail('sonar-project-key', `\`${projectKey}\` is not the project of ${file} (\`${task.projectKey}\`)`, 'the key of the project the scanner analysed, or no key');
    let fromFile;
    // Given a URL of its own, the file's does not matter.
    if (task.serverUrl !== undefined && hostUrl === undefined) {
        try {
            fromFile = (0,rest_url/* serverUrl */.V)(task.serverUrl, SONARCLOUD);
        }
        catch (err) {
            if (err instanceof url/* UrlError */.UN)
                throw (0,errors/* invalidInput */.aY)('sonar-report-task', `${file}: its serverUrl ${err.message}`, `${err.expected}, or \`sonar-host-url\``);
            throw err;
        }
    }
    const server = hostUrl ?? fromFile ?? SONARCLOUD;
    // The dashboard the file names is on the file's server; on another, the action makes its own.
    const sameServer = hostUrl === undefined || hostUrl === task.serverUrl?.replace(/\/+$/, '');
    const dashboardUrl = sameServer && /^https?:\/\//.test(task.dashboardUrl ?? '') ? task.dashboardUrl : undefined;
    return {
        token,
        server,
        serverInput: hostUrl ? 'sonar-host-url' : fromFile ? 'sonar-report-task' : undefined,
        scan: { task: task.ceTaskId, dashboardUrl, projectKey: task.projectKey },
        report: file,
        branch,
        pullRequest,
        waitSeconds
    };
}
/**
 * What was scanned, when not given: a pull request's run scans the pull request; a branch's,
 * the branch, except the repository's default branch, which is SonarQube's main branch.
 */
function scopeFromEvent(context) {
    const pull = context.event.pull_request;
    if (typeof pull?.number === 'number')
        return { pullRequest: String(pull.number) };
    const fromRef = /^refs\/pull\/(\d+)\//.exec(context.ref ?? '')?.[1];
    if (fromRef)
        return { pullRequest: fromRef };
    if (!context.ref?.startsWith('refs/heads/') || !context.branch)
        return {};
    const defaultBranch = context.event.repository?.default_branch;
    return context.branch === defaultBranch ? {} : { branch: context.branch };
}
/** A failure of SonarQube's, said with the input that can fix it. */
function sonarFailure(err, s) {
    if (!(err instanceof SonarError))
        return err;
    const options = { cause: err, status: err.status };
    switch (err.about) {
        case 'token':
            return new errors/* ActionError */.lZ(err.kind, `input \`sonar-token\`: ${err.message}; expected a token of a SonarQube user who may browse the project`, options);
        case 'server':
            return new errors/* ActionError */.lZ(err.kind, s.serverInput === 'sonar-report-task'
                ? `input \`sonar-report-task\`: ${s.report} names the server ${s.server}: ${err.message}`
                : `input \`sonar-host-url\`: ${err.message}`, options);
        case 'report':
            return new errors/* ActionError */.lZ(err.kind, `input \`sonar-report-task\`: ${s.report}: ${err.message}; expected the report of a scan this job ran against ${s.server}`, options);
        case 'revision':
            return new errors/* ActionError */.lZ('invalid_input', `input \`sonar-report-task\`: ${s.report}: ${err.message}. Its analysis is not of this commit (a report left from an earlier scan?); expected the report of this commit's scan, or \`commit\` set to the commit scanned`, options);
        case 'branch':
            return new errors/* ActionError */.lZ('invalid_input', `input \`${s.pullRequest !== undefined ? 'sonar-pull-request' : 'sonar-branch'}\`: ${err.message}`, options);
    }
    if (err.kind === 'timeout')
        return new errors/* ActionError */.lZ('timeout', `${err.message}; raise \`sonar-wait-seconds\` if SonarQube needs longer`, options);
    return new errors/* ActionError */.lZ(err.kind, err.message, options);
}
const failed = (r) => r.qualityGate.conditions.filter((c) => c.status === 'ERROR');
const warned = (r) => r.qualityGate.conditions.filter((c) => c.status === 'WARN');
const OPERATORS = { GT: '>', LT: '<', EQ: '=', NE: '≠' };
/** "quality gate ERROR: 2 of 5 conditions failed, 1 warned". */
function gateWords(r) {
    const total = r.qualityGate.conditions.length;
    const counts = [`${failed(r).length} of ${total} condition${total === 1 ? '' : 's'} failed`, ...(warned(r).length > 0 ? [`${warned(r).length} warned`] : [])];
    return `quality gate ${r.qualityGate.status}${total > 0 ? `: ${counts.join(', ')}` : ''}`;
}
function scopeWords(r) {
    return r.pullRequest ? `pull request ${r.pullRequest}` : r.branch?.name ? `branch ${r.branch.name}` : 'main branch';
}
/**
 * A SonarQube analysis and its quality gate: from the scanner's report task (waited for until
 * SonarQube has processed it) or from the project's analysis of the commit. An analysis of
 * another commit is refused, never recorded. Compliant when the quality gate is OK.
 */
/* harmony default export */ const attest_sonar = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-sonar',
    title: 'SonarQube analysis',
    description: 'Record a SonarQube analysis of the commit and its quality gate in a trail: compliant when the gate is OK',
    inputs: INPUTS,
    outputs: {
        quality_gate: 'The quality gate status: OK, WARN or ERROR',
        compliant: 'true or false: whether the quality gate is OK'
    },
    endpoint: attestations/* attestSonar */.Fd,
    commitFromEvidence: true,
    read: (inputs) => readSettings(inputs),
    async evidence(s, attestation, tools) {
        const { context, log, common } = tools;
        const commit = attestation.commit ?? context.sha;
        if (!commit)
            throw (0,errors/* invalidInput */.aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit the analysis must be of');
        // A pull request's run checks out a merge commit; a scanner may record the pull request's head instead.
        const head = context.event.pull_request?.head?.sha;
        const revisions = [commit, ...(attestation.commit === undefined && typeof head === 'string' && head !== commit ? [head] : [])];
        const scan = 'task' in s.scan
            ? s.scan
            : { ...s.scan, ...(s.branch === undefined && s.pullRequest === undefined ? scopeFromEvent(context) : { branch: s.branch, pullRequest: s.pullRequest }) };
        const api = new SonarApi(s.server, s.token, { timeoutMs: common.timeoutSeconds * 1000, maxRetries: common.maxRetries, log });
        let results;
        try {
            results = await sonarResults(api, scan, { revisions, branch: s.branch, pullRequest: s.pullRequest }, { ms: s.waitSeconds * 1000, log });
        }
        catch (err) {
            throw sonarFailure(err, s);
        }
        const compliant = results.qualityGate.status === 'OK';
        const conditions = [...failed(results), ...warned(results), ...results.qualityGate.conditions.filter((c) => c.status !== 'ERROR' && c.status !== 'WARN')];
        const facts = [
            ['Project', (0,summary/* link */.nf)(results.project.url, results.project.name || results.project.key)],
            ['Analysis', `${results.revision.slice(0, 12)} (${scopeWords(results)}), ${results.analysedAt}${results.taskId ? `, task ${results.taskId}` : ''}`],
            ['Quality gate', gateWords(results).replace(/^quality gate /, '')]
        ];
        return {
            data: { sonar_results: results },
            commit,
            compliant,
            outputs: { quality_gate: results.qualityGate.status, compliant: String(compliant) },
            summary: (prepared) => {
                const section = (0,attestation_summary/* attestationSummary */.h)('SonarQube analysis', attestation, prepared, tools, compliant, [
                    ...facts,
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, context)
                ]);
                return {
                    ...section,
                    verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${gateWords(results)}; recorded in trail ${prepared.trail}` },
                    ...(conditions.length > 0 && {
                        table: {
                            head: ['Condition', 'Status', 'Value', 'Threshold'],
                            rows: conditions.map((c) => [
                                c.metric,
                                c.status,
                                c.value ?? '',
                                c.errorThreshold ? `${OPERATORS[c.operator] ?? c.operator} ${c.errorThreshold}` : ''
                            ])
                        }
                    })
                };
            }
        };
    }
}));


/***/ }),

/***/ 57471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
        throw err;
    }
}
/** A JSON Schema file named by an input: read, parsed and compiled, so a bad one is refused before anything is sent. */
async function readSchemaFile(input, file, maxBytes) {
    const content = readInputFile(input, file, maxBytes, 'the path of a JSON Schema file');
    let schema;
    try {
        schema = JSON.parse(content.toString('utf8'));
    }
    catch (err) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, expected, options) {
        super('invalid_input', message, options);
        this.name = 'SchemaError';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaError).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaError('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(7882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaError(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 60878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2463)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new SchemaError(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
    }
    const validate = ((data) => {
        engine.startValidation();
        try {
            const ok = compiled(data);
            validate.errors = compiled.errors;
            return ok;
        }
        catch (err) {
            if (err instanceof PatternRefused)
                throw refused(err);
            throw err;
        }
    });
    return validate;
}
/**
 * One readable line per problem: where, and what is wrong. A value that fits none of the forms
 * an `anyOf`/`oneOf` allows is reported once, not once per form it failed.
 */
function schemaErrors(validate) {
    const errors = validate.errors ?? [];
    const alternatives = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && e.schemaPath);
    const fromABranch = (e) => alternatives.some((alt) => alt !== e && e.schemaPath?.startsWith(`${alt.schemaPath}/`));
    const seen = new Set();
    const lines = [];
    for (const e of errors) {
        if (fromABranch(e))
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            message = describeAlternatives(errors.filter((b) => b.instancePath === e.instancePath && b.schemaPath?.startsWith(`${e.schemaPath}/`)));
        // An unknown key is placed at the key itself, not where its parent starts.
        const property = e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined ? propertyName(e.params.additionalProperty) : undefined;
        if (property !== undefined)
            message = `has unknown property \`${property}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message, ...(property !== undefined && { property }) });
    }
    return lines;
}
/** What the branches of an `anyOf` would have taken, said once: values, patterns and types. */
function describeAlternatives(branches) {
    const forms = new Set();
    for (const b of branches) {
        if (b.keyword === 'enum' && Array.isArray(b.params?.allowedValues))
            for (const v of b.params.allowedValues)
                forms.add(JSON.stringify(v));
        else if (b.keyword === 'const')
            forms.add(JSON.stringify(b.params?.allowedValue));
        else if (b.keyword === 'pattern')
            forms.add(`text matching ${String(b.params?.pattern)}`);
        else if (b.keyword === 'type')
            forms.add(`a ${String(b.params?.type)}`);
    }
    return forms.size > 0 ? `must be one of: ${[...forms].join(', ')}` : 'fits none of the forms the schema allows';
}
/** Ajv types its error params as `any`; a property name is a string, but say something sensible if not. */
function propertyName(name) {
    return typeof name === 'string' ? name : JSON.stringify(name);
}


/***/ })

};
;