"use strict";
exports.id = 9812;
exports.ids = [9812];
exports.modules = {

/***/ 26257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ writeRunnerTempFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);




/**
 * Writes a file the step made (evidence to attach, a report) into a new folder under the
 * runner's RUNNER_TEMP. A runner that cannot keep it is the runner's problem, said as one
 * (`runner`), never as a bad input: the workflow's inputs were fine.
 */
function writeRunnerTempFile(prefix, name, content, what) {
    const base = process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
    let file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, `${prefix}*`, name);
    try {
        file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(base, prefix)), name);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, content);
        return file;
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .runnerProblem */ .ge)(what, 'RUNNER_TEMP', file, err);
    }
}


/***/ }),

/***/ 13559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ expandPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47172);
/* harmony import */ var _file_hash_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36138);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83458);





const GLOB_META = /[*?[]/;
const EXPECTED = 'existing files or directories, or globs';
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so. A FIFO, socket or device
 * (or a link to one) is refused, naming it; a broken link is left for the caller to report.
 * Past `maxPaths`, the walk stops at one more than that: a glob over a huge tree is refused by
 * the caller without being listed whole first.
 */
async function expandPaths(entries, baseDir, maxPaths = Infinity) {
    const found = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, entry);
        if (!GLOB_META.test(absolute)) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute);
            }
            catch (err) {
                const code = err.code;
                const why = code === 'ENOENT'
                    ? 'does not exist'
                    : code === 'EACCES' || code === 'EPERM'
                        ? `cannot be read: permission denied (${code})`
                        : `cannot be read (${code})`;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${absolute} ${why}`, EXPECTED, { cause: err });
            }
            found.add(absolute);
            continue;
        }
        const matches = await expandGlob(absolute, maxPaths + 1 - found.size);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
        if (found.size > maxPaths)
            return { paths: [...found].sort(), unmatched };
    }
    const paths = [...found].sort();
    // Whoever reads these next must not be handed a FIFO or a device: a read of one never ends.
    for (const p of paths) {
        const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(p).catch(() => undefined);
        if (stats && !stats.isFile() && !stats.isDirectory())
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`${p} is not a regular file: it is ${(0,_file_hash_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOf */ .I)(stats)}`, EXPECTED);
    }
    return { paths, unmatched };
}
async function expandGlob(absolute, limit) {
    const segments = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).slice(1);
    const firstGlob = segments.findIndex((s) => GLOB_META.test(s));
    const base = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) + segments.slice(0, firstGlob).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const rest = segments.slice(firstGlob);
    let pattern;
    try {
        pattern = new _match_js__WEBPACK_IMPORTED_MODULE_4__/* .PathPattern */ .Ad(rest.join('/'));
    }
    catch (err) {
        if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_4__/* .BadPatternError */ .m)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`');
        throw err;
    }
    const maxDepth = rest.includes('**') ? Infinity : rest.length;
    const matches = [];
    const walk = async (dir, relative) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return;
            const why = code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : `(${code})`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ArtifactError */ .n(`cannot list ${dir} to match \`${absolute}\`: ${why}`, EXPECTED, { cause: err });
        }
        for (const entry of entries) {
            if (matches.length >= limit)
                return;
            const segs = [...relative, entry.name];
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (pattern.matches(segs))
                matches.push(full);
            // Globs do not descend through symlinked directories, as Go's walk does not. Nothing here
            // opens a file, so a FIFO or device among the entries is only a name that may match.
            if (segs.length < maxDepth && (await isDirectory(entry, full)))
                await walk(full, segs);
        }
    };
    await walk(base, []);
    return matches;
}
/** From the listing; a file system that does not report types there is asked (not followed). */
async function isDirectory(entry, full) {
    if (entry.isDirectory())
        return true;
    if (entry.isFile() || entry.isSymbolicLink() || entry.isFIFO() || entry.isSocket() || entry.isCharacterDevice() || entry.isBlockDevice())
        return false;
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(full).catch(() => undefined))?.isDirectory() ?? false;
}


/***/ }),

/***/ 75443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   Fd: () => (/* binding */ attestSonar),
/* harmony export */   _M: () => (/* binding */ attestJira),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS = {
    pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
    custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
};
/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation(id, type, schema) {
    const deviation = DEVIATIONS[type];
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'POST',
        path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
        params: TRAIL,
        query: NONE,
        body: attestationBody(schema),
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'when-unprocessed',
        source: 'published',
        ...(deviation !== undefined && { deviation })
    });
}
const attestGeneric = trailAttestation('attestGeneric', 'generic', 'GenericAttestationPostInput');
const attestJunit = trailAttestation('attestJunit', 'junit', 'JUnitAttestationPostInput');
const attestPullRequest = trailAttestation('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput');
const attestSonar = trailAttestation('attestSonar', 'sonar', 'SonarAttestationPostInput');
const attestJira = trailAttestation('attestJira', 'jira', 'JiraAttestationPostInput');
const attestCustom = trailAttestation('attestCustom', 'custom', 'CustomAttestationPostInput');
const overrideAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('OverrideAttestationPostInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
const getTrailAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrailAttestation',
    method: 'GET',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
    params: { ...TRAIL, attestation_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: NONE,
    // The document's `AttestationResponse`, not among the extracted components.
    responses: { 200: { type: 'array', items: { type: 'object' } } },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 19812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_sarif)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/action/runner-temp.ts
var runner_temp = __webpack_require__(26257);
// EXTERNAL MODULE: ./src/evidence/sarif.ts
var sarif = __webpack_require__(78548);
;// CONCATENATED MODULE: ./src/evidence/sarif-severity.ts

/**
 * How serious a SARIF result is, as GitHub code scanning reads it: its rule's
 * `security-severity` (a CVSS-like score: 9 and up critical, 7 high, 4 medium, else low) when
 * the rule has one, else its level read as a severity (error high, warning medium, note low,
 * none no finding). Its level is the result's `level`, else the rule's
 * `defaultConfiguration.level`, else `warning`, SARIF's default.
 */
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const LEVELS = ['error', 'warning', 'note', 'none'];
const LEVEL_SEVERITY = { error: 'high', warning: 'medium', note: 'low', none: undefined };
function severityOfScore(score) {
    return score >= 9 ? 'critical' : score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low';
}
const isLevel = (value) => typeof value === 'string' && LEVELS.includes(value);
/** A `security-severity` as tools write it: a number, usually as text ("8.8"). */
function securityScore(value) {
    const score = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isFinite(score) ? score : undefined;
}
/** A finding from its level and its rule's score, when there is one; undefined when it is none. */
function findingOf(level, score) {
    const severity = score !== undefined ? severityOfScore(score) : LEVEL_SEVERITY[level];
    return severity ? { severity, level } : undefined;
}
/**
 * Whether a result is a finding at all: one that passed or does not apply (`kind` other than
 * `fail`), was suppressed (a suppression not rejected), or is gone since the baseline
 * (`baselineState: absent`) is not, as SARIF defines them.
 */
function counts(result) {
    if (result.kind !== undefined && result.kind !== 'fail')
        return false;
    if (result.baselineState === 'absent')
        return false;
    if (Array.isArray(result.suppressions)) {
        const standing = result.suppressions.filter((s) => !(0,sarif/* isObject */.Gv)(s) || (s.status !== 'rejected' && s.status !== 'underReview'));
        if (standing.length > 0)
            return false;
    }
    return true;
}
/** A SARIF result as a finding of its run's tool; undefined when it is none. */
function sarifFinding(result, tool) {
    if (!counts(result))
        return undefined;
    const rule = (0,sarif/* ruleOf */.Y)(result, tool);
    const given = result.level;
    const level = isLevel(given) ? given : isLevel(rule?.defaultConfiguration?.level) ? rule.defaultConfiguration.level : 'warning';
    return findingOf(level, securityScore(rule?.properties?.['security-severity']));
}
/**
 * Whether a finding is at or above `fail-on`. `none` sets no threshold: nothing reaches it, as
 * `none` never fails in reviewdog and code scanning, where users of SARIF learnt the word.
 */
function reaches(finding, threshold) {
    if (threshold === 'none')
        return false;
    if (LEVELS.includes(threshold))
        return LEVELS.indexOf(finding.level) <= LEVELS.indexOf(threshold);
    return SEVERITIES.indexOf(finding.severity) <= SEVERITIES.indexOf(threshold);
}
const noCounts = () => ({ critical: 0, high: 0, medium: 0, low: 0, findings: 0 });
/** Findings counted by severity, per tool and over all, and how many reach the threshold. */
class FindingTally {
    threshold;
    total = noCounts();
    byTool = new Map();
    failing = 0;
    constructor(threshold) {
        this.threshold = threshold;
    }
    /** A tool that ran, counted even when it found nothing. */
    ran(tool) {
        const counts = this.byTool.get(tool) ?? noCounts();
        this.byTool.set(tool, counts);
        return counts;
    }
    add(tool, finding, times = 1) {
        const counts = this.ran(tool);
        for (const c of [counts, this.total]) {
            c[finding.severity] += times;
            c.findings += times;
        }
        if (reaches(finding, this.threshold))
            this.failing += times;
    }
}
/**
 * Counts a SARIF log's findings while it streams by. A run's tool may come after its results,
 * so each result is kept only as what decides its severity (its rule reference and level), and
 * counted by that: memory grows with the rules, not with the results.
 */
class SarifTally {
    tally;
    pending = new Map();
    /** All a result's severity depends on: the rest of it (message, locations, flows) is never read. */
    members = ['ruleId', 'ruleIndex', 'rule', 'level', 'kind', 'baselineState', 'suppressions'];
    constructor(tally) {
        this.tally = tally;
    }
    result(_run, result) {
        const { ruleId, ruleIndex, rule, level, kind, baselineState, suppressions } = result;
        const simple = rule === undefined && kind === undefined && baselineState === undefined && suppressions === undefined;
        // Most results differ only in rule and level: their key is cheap to make.
        const key = simple
            ? `${String(ruleId)}\u0000${String(ruleIndex)}\u0000${String(level)}`
            : JSON.stringify([ruleId, ruleIndex, rule, level, kind, baselineState, suppressions]);
        const seen = this.pending.get(key);
        if (seen)
            seen.times++;
        else
            this.pending.set(key, { result: { ruleId, ruleIndex, rule, level, kind, baselineState, suppressions }, times: 1 });
    }
    runEnd(_run, tool) {
        const name = tool.driver.name || 'unnamed tool';
        this.tally.ran(name);
        for (const { result, times } of this.pending.values()) {
            const finding = sarifFinding(result, tool);
            if (finding)
                this.tally.add(name, finding, times);
        }
        this.pending.clear();
    }
}

// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/clients/github/code-scanning.ts


/**
 * More open alerts than a repository's gate should meet: past it the list is refused rather
 * than counted short, which could pass a gate the whole list fails.
 */
const MAX_ALERTS = 5000;
/**
 * The open code-scanning alerts of `ref` (`refs/heads/main`, `refs/pull/7/merge`), every page,
 * within the API's time and page bounds. A token that may not read them is an error naming
 * `security-events: read`.
 */
async function openCodeScanningAlerts(api, ref) {
    const what = `the open code-scanning alerts of ${ref}`;
    let alerts;
    try {
        alerts = await api.paginate('GET /repos/{owner}/{repo}/code-scanning/alerts', { ref, state: 'open' }, { maxItems: MAX_ALERTS + 1 });
    }
    catch (err) {
        throw (0,github_errors/* gitHubError */.Mj)(err, { what, permissions: ['security-events: read'] });
    }
    if (alerts.length > MAX_ALERTS)
        throw new github_errors/* GitHubError */.y_('invalid_input', `GitHub lists more than ${MAX_ALERTS} ${what}; the action counts at most ${MAX_ALERTS}: give the SARIF files instead`);
    return alerts.filter((a) => typeof a === 'object' && a !== null);
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/sarif-input.ts
var sarif_input = __webpack_require__(67845);
;// CONCATENATED MODULE: ./src/operations/attest-sarif.ts







const THRESHOLDS = [...SEVERITIES, ...LEVELS];
const INPUTS = {
    'scan-results': {
        kind: 'list',
        description: 'SARIF 2.1.0 files or globs from any scanner (CodeQL, Trivy, Semgrep, Checkov, Snyk ...); or give code-scanning'
    },
    'code-scanning': {
        kind: 'boolean',
        default: 'false',
        description: "true: the open GitHub code-scanning alerts of this run's ref instead of files (the job needs `security-events: read`)"
    },
    'fail-on': {
        kind: 'string',
        values: THRESHOLDS,
        default: 'high',
        description: 'Compliant exactly when no finding is at or above this: a severity (critical, high, medium, low) compares severities, a level (error, warning, note) levels; none never fails (the counts are still recorded)'
    }
};
const severityWords = (c) => SEVERITIES.map((s) => `${c[s]} ${s}`).join(', ');
function attest_sarif_isLevel(value) {
    return typeof value === 'string' && LEVELS.includes(value);
}
/** An alert as a finding: GitHub's `security_severity_level` when the rule has one, else its level (`rule.severity`). */
function alertFinding(alert) {
    const level = attest_sarif_isLevel(alert.rule?.severity) ? alert.rule.severity : 'warning';
    const given = alert.rule?.security_severity_level;
    if (given && SEVERITIES.includes(given))
        return { severity: given, level };
    return findingOf(level, undefined);
}
/** The alerts as they were read, attached as the evidence: a file in the runner's temporary folder. */
function alertsFile(alerts) {
    return (0,runner_temp/* writeRunnerTempFile */.O)('code-scanning-', 'code-scanning-alerts.json', JSON.stringify(alerts, null, 1), 'the code-scanning alerts to attach');
}
/**
 * Any scanner's SARIF, or GitHub's open code-scanning alerts, judged here by `fail-on` and
 * recorded as a generic attestation: the counts per severity and per tool in `user_data`, the
 * SARIF attached.
 */
/* harmony default export */ const attest_sarif = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-sarif',
    title: 'SARIF scan',
    description: "Record any scanner's SARIF results (or GitHub code-scanning alerts) in a trail: compliant when no finding reaches fail-on",
    inputs: INPUTS,
    outputs: {
        critical: 'Number of critical findings',
        high: 'Number of high findings',
        medium: 'Number of medium findings',
        low: 'Number of low findings',
        findings: 'Number of findings, whatever their severity',
        compliant: 'true when no finding is at or above fail-on (always with fail-on: none)'
    },
    endpoint: attestations/* attestGeneric */.zp,
    filesInput: 'scan-results',
    async read(inputs) {
        const threshold = inputs.choice('fail-on') ?? 'high';
        const given = inputs.list('scan-results');
        if (inputs.boolean('code-scanning')) {
            if (given.length > 0)
                throw inputs.fail('scan-results', 'given with `code-scanning: true`', 'one of them: SARIF files, or the code-scanning alerts');
            return { codeScanning: true, threshold };
        }
        if (given.length === 0)
            throw inputs.fail('scan-results', 'not given (and `code-scanning` is not true)', 'SARIF 2.1.0 files or globs, or `code-scanning: true`');
        const tally = new FindingTally(threshold);
        const files = await (0,sarif_input/* readSarifInput */.Im)('scan-results', given, inputs.baseDir, new SarifTally(tally));
        return { files, tally };
    },
    async evidence(source, attestation, { context, github }) {
        let tally;
        let files;
        if ('codeScanning' in source) {
            if (!context.ref)
                throw (0,errors/* invalidInput */.aY)('code-scanning', "the run's ref (GITHUB_REF) is unknown, so there are no alerts to read", 'a run on a branch, tag or pull request');
            const api = await github();
            if (!api)
                throw (0,errors/* invalidInput */.aY)('github-token', 'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)', 'a token that can read code-scanning alerts (`security-events: read`)');
            const alerts = await openCodeScanningAlerts(api, context.ref);
            tally = new FindingTally(source.threshold);
            for (const alert of alerts) {
                const finding = alertFinding(alert);
                if (finding)
                    tally.add(alert.tool?.name || 'unnamed tool', finding);
            }
            files = [alertsFile(alerts)];
        }
        else
            ({ tally, files } = source);
        const user = attestation.userData;
        if (Array.isArray(user))
            throw (0,errors/* invalidInput */.aY)('user-data', 'is an array; attest-sarif adds its counts under `sarif`', 'a JSON object');
        const compliant = tally.failing === 0;
        const { total } = tally;
        const sarif = {
            fail_on: tally.threshold,
            source: 'codeScanning' in source ? 'github-code-scanning' : 'sarif-files',
            findings: total.findings,
            findings_failing: tally.failing,
            severities: Object.fromEntries(SEVERITIES.map((s) => [s, total[s]])),
            tools: Object.fromEntries(tally.byTool)
        };
        const counts = `${total.findings} finding(s) (${severityWords(total)})`;
        return {
            data: { is_compliant: compliant, user_data: { ...(user ?? {}), sarif } },
            files,
            compliant,
            outputs: { ...Object.fromEntries(SEVERITIES.map((s) => [s, total[s]])), findings: total.findings, compliant: String(compliant) },
            facts: [
                ['Findings', counts],
                ['Fail on', tally.threshold === 'none' ? 'none: never fails' : `${tally.threshold}: ${tally.failing} finding(s) at or above it`]
            ],
            table: {
                head: ['Tool', ...SEVERITIES.map((s) => s[0].toUpperCase() + s.slice(1)), 'Findings'],
                rows: [...tally.byTool].map(([tool, c]) => [tool, ...SEVERITIES.map((s) => String(c[s])), String(c.findings)])
            }
        };
    }
}));


/***/ }),

/***/ 67845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ readSarifInput)
/* harmony export */ });
/* unused harmony exports MAX_SARIF_BYTES, SARIF_EXPECTED */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _artifacts_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13559);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78055);
/* harmony import */ var _evidence_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78548);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75787);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49997);
/* harmony import */ var _artifact_input_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30694);







/**
 * How much SARIF one step reads, all files together: far more than any scan writes (a report
 * of 200,000 results is about 100 MB). It is read as a stream; what is kept is the findings'
 * summary, and the files go, packed, as the attachment.
 */
const MAX_SARIF_BYTES = 256 * 1024 * 1024;
const SARIF_EXPECTED = 'SARIF 2.1.0 files or globs';
/**
 * The SARIF files an input names (files or globs), each read through `visitor` in name order;
 * sizes are summed from `stat` before a byte is read. A problem names the input and the file.
 */
async function readSarifInput(input, given, baseDir, visitor) {
    if (given.length === 0)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, 'required but not given', SARIF_EXPECTED);
    const { paths, unmatched } = await (0,_artifact_input_js__WEBPACK_IMPORTED_MODULE_5__/* .namingInput */ .nm)(input, SARIF_EXPECTED, (0,_artifacts_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .expandPaths */ .p)(given, baseDir));
    if (unmatched.length > 0)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `\`${unmatched[0]}\` matched nothing`, SARIF_EXPECTED);
    let total = 0;
    for (const file of paths) {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false });
        if (info?.isDirectory())
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `${file} is a directory`, SARIF_EXPECTED);
        total += info?.size ?? 0;
    }
    if (total > MAX_SARIF_BYTES)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `the ${paths.length} file(s) come to ${total} bytes, over the limit of ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(MAX_SARIF_BYTES)} for all of them together`, `${SARIF_EXPECTED}, at most ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z3)(MAX_SARIF_BYTES)} in all`);
    let left = MAX_SARIF_BYTES;
    for (const file of paths) {
        try {
            await (0,_evidence_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .readSarifFile */ .S8)(file, left, visitor);
        }
        catch (err) {
            if (err instanceof _evidence_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .SarifError */ .oj || err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_4__/* .FileError */ .f6)
                throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, err.message, SARIF_EXPECTED);
            throw err;
        }
        left -= (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size;
    }
    return paths;
}


/***/ })

};
;