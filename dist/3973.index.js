"use strict";
exports.id = 3973;
exports.ids = [3973];
exports.modules = {

/***/ 43973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_jira)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/clients/github/commit.ts
var github_commit = __webpack_require__(94965);
// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/clients/github/pull-request-texts.ts

/** A commit is in one pull request, or a few; past this, more would only be noise to search. */
const MAX_PULLS = 30;
/** GitHub keeps a body to 65,536 characters; a longer one is no body GitHub gave. */
const MAX_TEXT = 65_536;
const pull_request_texts_text = (value) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
/**
 * The titles and bodies of the pull requests that contain `sha`, in one bounded list read
 * (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`), and of `own`, the run's own pull request
 * as its event gives it, when the run is one's (GitHub lists none for a pull request's merge
 * commit, which is what such a run checks out).
 */
async function pullRequestTexts(api, sha, own) {
    let listed;
    try {
        listed = await api.paginate('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', { commit_sha: sha }, { maxItems: MAX_PULLS });
    }
    catch (err) {
        throw (0,github_errors/* gitHubError */.Mj)(err, { what: `the pull requests of commit ${sha}`, permissions: ['contents: read', 'pull-requests: read'] });
    }
    const found = [];
    const pulls = [...(own && typeof own === 'object' ? [own] : []), ...listed];
    for (const pull of pulls) {
        if (typeof pull?.number !== 'number' || found.some((p) => p.number === pull.number))
            continue;
        found.push({ number: pull.number, url: pull_request_texts_text(pull.html_url), title: pull_request_texts_text(pull.title), body: pull_request_texts_text(pull.body) });
    }
    return found;
}

// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/http/transport-error.ts
var transport_error = __webpack_require__(54098);
// EXTERNAL MODULE: ./src/clients/rest/client.ts
var client = __webpack_require__(57740);
// EXTERNAL MODULE: ./src/clients/rest/url.ts
var rest_url = __webpack_require__(13166);
;// CONCATENATED MODULE: ./src/clients/jira/api.ts




/** Something Jira said or did that stops the attestation; `about` tells the operation which input to name. */
class JiraError extends util_errors/* LibraryError */.oM {
    about;
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'JiraError';
        this.about = options.about;
    }
}
/** An issue with every field (`*all`) can be large; past this it is no issue Jira sends. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/**
 * Jira answers every field when none is named, so a name no field has asks for none, as the
 * reference client asks.
 */
const NO_FIELDS = 'evidence-action-no-fields';
function authorization(credentials) {
    return 'pat' in credentials ? `Bearer ${credentials.pat}` : `Basic ${Buffer.from(`${credentials.username}:${credentials.apiToken}`).toString('base64')}`;
}
/** Every spelling of the credentials an answer could echo. */
function credentialSecrets(credentials) {
    if ('pat' in credentials)
        return [credentials.pat];
    const pair = `${credentials.username}:${credentials.apiToken}`;
    return [credentials.apiToken, pair, Buffer.from(pair).toString('base64')];
}
class JiraApi {
    baseUrl;
    credentials;
    rest;
    headers;
    constructor(baseUrl, credentials, options) {
        this.baseUrl = baseUrl;
        this.credentials = credentials;
        this.rest = new client/* RestClient */.e({ ...options, maxBytes: MAX_ANSWER_BYTES, secrets: credentialSecrets(credentials) });
        this.headers = { authorization: authorization(credentials) };
    }
    get host() {
        return new URL(this.baseUrl).host;
    }
    get who() {
        return 'pat' in this.credentials ? 'the personal access token' : `the API token of ${this.credentials.username}`;
    }
    /**
     * Whether Jira accepts the credentials, asked once before any issue: Jira answers an issue it
     * will not show with 404, as it answers one that does not exist, so a refused credential
     * would otherwise pass for missing issues.
     */
    async checkCredentials() {
        const answer = await this.send((0,rest_url/* apiUrl */.y)(this.baseUrl, 'rest/api/2/myself'), 'who the credentials are');
        if (answer.status === 200 && isObject(answer.json))
            return;
        if (answer.status === 401 || answer.status === 403)
            throw new JiraError(answer.status === 401 ? 'auth' : 'forbidden', `Jira at ${this.host} refused ${this.who} (HTTP ${answer.status}${said(answer)})`, {
                about: 'credentials',
                status: answer.status
            });
        if (answer.status === 404 || (answer.status === 200 && !isObject(answer.json)) || (answer.status >= 300 && answer.status < 400))
            throw new JiraError('invalid_input', `${this.host} answered ${answer.status}${said(answer)} for /rest/api/2/myself, which every Jira has: the URL is not Jira's base URL`, { about: 'base-url', status: answer.status });
        throw this.failure(answer, 'who the credentials are');
    }
    /** An issue, with the fields asked for (`*all` for every one); one Jira does not have is recorded as not existing. */
    async issue(key, fields) {
        const result = { issue_id: key, issue_url: (0,rest_url/* apiUrl */.y)(this.baseUrl, `browse/${encodeURIComponent(key)}`), issue_exists: false };
        const url = (0,rest_url/* apiUrl */.y)(this.baseUrl, `rest/api/2/issue/${encodeURIComponent(key)}`, { fields: fields.length > 0 ? fields.join(',') : NO_FIELDS });
        const answer = await this.send(url, `issue ${key}`);
        if (answer.status === 404)
            return result;
        if (answer.status === 401 || answer.status === 403)
            throw new JiraError(answer.status === 401 ? 'auth' : 'forbidden', `Jira at ${this.host} refused ${this.who} while reading issue ${key} (HTTP ${answer.status}${said(answer)})`, {
                about: 'credentials',
                status: answer.status
            });
        if (answer.status !== 200 || !isObject(answer.json))
            throw this.failure(answer, `issue ${key}`);
        const given = answer.json.fields;
        return { ...result, issue_exists: true, issue_fields: isObject(given) ? given : {} };
    }
    async send(url, what) {
        try {
            return await this.rest.get(url, this.headers);
        }
        catch (err) {
            if (!(err instanceof transport_error/* TransportError */.w))
                throw err;
            throw new JiraError(err.timedOut ? 'timeout' : 'network', `could not read ${what} from Jira at ${this.host}: ${err.message}`, { cause: err });
        }
    }
    failure(answer, what) {
        if (answer.status >= 300 && answer.status < 400)
            return new JiraError('invalid_input', `${this.host} redirected the request for ${what}${answer.location ? ` to ${answer.location}` : ''}; not followed, so the credentials are not sent elsewhere: use the address it redirects to`, {
                about: 'base-url',
                status: answer.status
            });
        const kind = answer.status === 200 ? 'server' : (0,util_errors/* errorKindForStatus */.QR)(answer.status);
        const got = answer.status === 200 ? ' (not the JSON object Jira sends)' : said(answer);
        return new JiraError(kind, `Jira at ${this.host} failed to give ${what} (HTTP ${answer.status}${got})`, { status: answer.status });
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Jira's own words for a refusal (`errorMessages`), short. */
function said(answer) {
    const messages = isObject(answer.json) ? answer.json.errorMessages : undefined;
    const first = Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
    return first ? `: ${first.slice(0, 200)}` : '';
}

;// CONCATENATED MODULE: ./src/clients/jira/keys.ts
/**
 * Jira issue keys in free text (a commit message, a branch name, a pull request's title and
 * body), found as the reference client finds them, so both record the same issues:
 *
 * - the text is upper-cased, so `shop-42` is `SHOP-42`;
 * - a key is a word boundary, a letter, 1 to 9 letters or digits, a dash and digits (or, with
 *   project keys given, one of those keys, a dash and digits);
 * - a key every occurrence of which is followed by `-<digit>` is part of a longer identifier
 *   (`CVE-2026-41284` holds no issue `CVE-2026`) and left out;
 * - the keys are unique and sorted.
 */
/** A Jira project key as Jira allows one: a letter, then letters, digits or underscores; 2 to 10 in all. */
const PROJECT_KEY = /^[A-Za-z][A-Za-z0-9_]{1,9}$/;
const ANY_PROJECT = /\b[A-Z][A-Z0-9]{1,9}-[0-9]+/g;
const DASH_DIGIT = /^-[0-9]/;
/**
 * Upper case one character at a time, keeping a character whose upper case is longer (`ß`)
 * as it is: the reference client maps each character to one, and a key must be found at the
 * same place in both.
 */
function upper(text) {
    let out = '';
    for (const ch of text) {
        const u = ch.toUpperCase();
        out += [...u].length === 1 ? u : ch;
    }
    return out;
}
function partOfLongerIdentifier(text, key) {
    for (let from = text.indexOf(key); from !== -1; from = text.indexOf(key, from + 1)) {
        if (!DASH_DIGIT.test(text.slice(from + key.length, from + key.length + 2)))
            return false;
    }
    return true;
}
/** The issue keys in `texts`, taken together; only keys of `projectKeys` when any are given. */
function findIssueKeys(texts, projectKeys = []) {
    const text = upper(texts.join('\n'));
    const projects = projectKeys.map((k) => k.trim().toUpperCase()).filter((k) => PROJECT_KEY.test(k));
    const pattern = projectKeys.length === 0 ? ANY_PROJECT : projects.length > 0 ? new RegExp(`\\b(?:${projects.join('|')})-[0-9]+`, 'g') : undefined;
    if (!pattern)
        return [];
    const found = new Set(text.match(pattern) ?? []);
    return [...found].filter((key) => !partOfLongerIdentifier(text, key)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/action/summary.ts
var summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/operations/readers/outside-inputs.ts
var outside_inputs = __webpack_require__(52046);
;// CONCATENATED MODULE: ./src/operations/attest-jira.ts











const SOURCES = ['commit', 'branch', 'pull-request'];
/** More candidate keys than this is text that is not about issues (a pasted log); each costs a request. */
const MAX_KEYS = 100;
const INPUTS = {
    'jira-base-url': { kind: 'string', required: true, description: "Jira's base URL, e.g. https://acme.atlassian.net" },
    'jira-username': { kind: 'string', description: 'Jira Cloud: the e-mail of the account whose API token jira-api-token is' },
    'jira-api-token': { kind: 'secret', description: 'Jira Cloud: an API token, with jira-username (a secret; masked)' },
    'jira-pat': {
        kind: 'secret',
        description: 'Jira Server or Data Center: a personal access token, instead of jira-username and jira-api-token (a secret; masked)'
    },
    'jira-project-keys': {
        kind: 'list',
        pattern: { re: PROJECT_KEY, expected: 'Jira project keys: a letter, then 1 to 9 letters, digits or `_`' },
        description: 'Only keys of these Jira projects count, one per line or comma-separated (default: any project)'
    },
    'jira-sources': {
        kind: 'list',
        pattern: { re: /^(commit|branch|pull-request)$/, expected: '`commit`, `branch` or `pull-request`' },
        description: "Where issue keys are looked for: commit (its message), branch (its name), pull-request (the title and body of the commit's pull requests); default all three"
    },
    'jira-issue-fields': {
        kind: 'list',
        pattern: { re: /^[A-Za-z0-9_.:*-]{1,100}$/, expected: 'Jira field names such as `summary`, `status` or `customfield_10010`, or `*all`' },
        description: 'Fields of each issue to record (default: none; *all for every field)'
    },
    'require-issues': {
        kind: 'boolean',
        default: 'false',
        description: 'true fails the step, after recording, when no issue key is found or a referenced issue does not exist'
    }
};
const SIGN_IN = '`jira-username` with `jira-api-token` (Jira Cloud), or `jira-pat` (Server or Data Center)';
function readCredentials(inputs) {
    const username = inputs.string('jira-username');
    const apiToken = (0,outside_inputs/* headerCredential */.d)('jira-api-token', inputs.string('jira-api-token'), 'a Jira API token');
    const pat = (0,outside_inputs/* headerCredential */.d)('jira-pat', inputs.string('jira-pat'), 'a Jira personal access token');
    if (pat !== undefined) {
        if (username !== undefined || apiToken !== undefined)
            throw inputs.fail('jira-pat', `given with \`${username !== undefined ? 'jira-username' : 'jira-api-token'}\`: Jira is signed in to one way`, SIGN_IN);
        return { pat };
    }
    if (apiToken === undefined)
        throw inputs.fail('jira-api-token', username === undefined ? 'no Jira credentials given' : 'required with `jira-username` but not given', SIGN_IN);
    if (username === undefined)
        throw inputs.fail('jira-username', 'required with `jira-api-token` but not given', 'the e-mail of the Atlassian account the API token belongs to');
    // Basic sends `username:token`: a colon in the name would move where the token starts.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
    if (/[:\u0000-\u001f\u007f]/.test(username))
        throw inputs.fail('jira-username', 'contains a colon or a control character', 'the e-mail of the Atlassian account');
    // The header carries both together; the runner masks that spelling too.
    core/* setSecret */.Pq(Buffer.from(`${username}:${apiToken}`).toString('base64'));
    return { username, apiToken };
}
function readSettings(inputs) {
    const credentials = readCredentials(inputs);
    const given = inputs.list('jira-sources');
    return {
        baseUrl: (0,outside_inputs/* serverUrlInput */.H)('jira-base-url', inputs.required('jira-base-url'), 'https://acme.atlassian.net'),
        credentials,
        projectKeys: inputs.list('jira-project-keys'),
        sources: given.length > 0 ? [...new Set(given)] : [...SOURCES],
        sourcesGiven: given.length > 0,
        fields: inputs.list('jira-issue-fields'),
        requireIssues: inputs.boolean('require-issues') ?? false
    };
}
async function commitMessage(tools, commit) {
    const local = await (0,github_commit/* gitCommitInfo */.O)(tools.context, commit, undefined, tools.log);
    if (local.message !== undefined && local.message !== null)
        return local.message;
    const remote = await (0,github_commit/* gitCommitInfo */.O)(tools.context, commit, await tools.github(), tools.log);
    if (typeof remote.message === 'string')
        return remote.message;
    throw (0,errors/* invalidInput */.aY)('commit', `commit ${commit} is not in the clone at ${tools.context.workspace}, and GitHub's API did not give its message`, 'a commit of the checkout (`fetch-depth: 0` fetches them all), or `jira-sources` without `commit`');
}
/** The pull requests' titles and bodies; a source left to its default is skipped when GitHub cannot be read. */
async function pullRequests(tools, commit, asked) {
    const api = await tools.github();
    if (!api) {
        if (asked)
            throw (0,errors/* invalidInput */.aY)('github-token', 'the GitHub API is not available (no token, or GITHUB_REPOSITORY is not set)', 'a token that can read pull requests, for `jira-sources: pull-request`');
        tools.log.info('The GitHub API is not available: issue keys in pull requests are not looked for');
        return [];
    }
    // The run's own pull request, when the run is one's and about its commit.
    const own = tools.context.event.pull_request;
    const ownApplies = own !== undefined && (commit === tools.context.sha || commit === own.head?.sha);
    try {
        return await pullRequestTexts(api, commit, ownApplies ? own : undefined);
    }
    catch (err) {
        if (asked || !(0,errors/* isKnownError */.ux)(err))
            throw err;
        tools.log.warning(`Issue keys in pull requests were not looked for: ${err.message}`);
        return [];
    }
}
async function searchedTexts(s, tools, commit) {
    const texts = [];
    if (s.sources.includes('commit')) {
        if (!commit)
            throw (0,errors/* invalidInput */.aY)('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", 'the commit whose message names the issues');
        texts.push({ source: 'commit message', text: await commitMessage(tools, commit) });
    }
    if (s.sources.includes('branch') && tools.context.branch)
        texts.push({ source: 'branch', text: tools.context.branch });
    if (s.sources.includes('pull-request') && commit) {
        for (const pr of await pullRequests(tools, commit, s.sourcesGiven))
            texts.push({ source: `pull request #${pr.number}`, text: `${pr.title}\n${pr.body}` });
    }
    return texts;
}
/** A failure of Jira's, said with the input that can fix it. */
function jiraFailure(err, s) {
    if (!(err instanceof JiraError))
        return err;
    const options = { cause: err, status: err.status };
    if (err.about === 'credentials') {
        const input = 'pat' in s.credentials ? 'jira-pat' : 'jira-api-token';
        const expected = 'pat' in s.credentials
            ? 'a personal access token Jira accepts'
            : 'an API token of `jira-username` that Jira accepts (tokens expire; check the account too)';
        return new errors/* ActionError */.lZ(err.kind, `input \`${input}\`: ${err.message}; expected ${expected}. Nothing was recorded: a refused credential is not a missing issue`, options);
    }
    if (err.about === 'base-url')
        return new errors/* ActionError */.lZ(err.kind, `input \`jira-base-url\`: ${err.message}`, options);
    return new errors/* ActionError */.lZ(err.kind, err.message, options);
}
function verdictWords(keys, missing) {
    if (keys.length === 0)
        return 'no Jira issue key found';
    if (missing.length === 0)
        return `${keys.length} issue${keys.length === 1 ? '' : 's'} referenced, all exist`;
    return `${missing.length} of ${keys.length} referenced issue${keys.length === 1 ? '' : 's'} missing (${missing.join(', ')})`;
}
/**
 * The Jira issues a change names, in its commit message, its branch and its pull requests,
 * each looked up in Jira. Compliant when at least one is named and every one exists.
 */
/* harmony default export */ const attest_jira = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-jira',
    title: 'Jira issues',
    description: 'Record the Jira issues the commit, its branch and its pull requests name, each looked up in Jira: compliant when every one exists',
    inputs: INPUTS,
    outputs: {
        issues: 'The issue keys found, comma-separated',
        missing_issues: 'The keys of issues Jira does not have, comma-separated',
        compliant: 'true or false: whether at least one issue is referenced and every one exists'
    },
    endpoint: attestations/* attestJira */._M,
    read: (inputs) => readSettings(inputs),
    async evidence(s, attestation, tools) {
        const commit = attestation.commit ?? tools.context.sha;
        const texts = await searchedTexts(s, tools, commit);
        const keys = findIssueKeys(texts.map((t) => t.text), s.projectKeys);
        if (keys.length > MAX_KEYS)
            throw (0,errors/* invalidInput */.aY)('jira-project-keys', `${keys.length} candidate issue keys found in ${texts.map((t) => t.source).join(', ')} (${keys.slice(0, 5).join(', ')}, …), more than the ${MAX_KEYS} looked up`, 'the keys of the Jira projects whose issues count, or `jira-sources` narrowed to where the issues are named');
        const api = new JiraApi(s.baseUrl, s.credentials, { timeoutMs: tools.common.timeoutSeconds * 1000, maxRetries: tools.common.maxRetries, log: tools.log });
        const results = [];
        try {
            if (keys.length > 0)
                await api.checkCredentials();
            for (const key of keys)
                results.push(await api.issue(key, s.fields));
        }
        catch (err) {
            throw jiraFailure(err, s);
        }
        const missing = results.filter((r) => !r.issue_exists).map((r) => r.issue_id);
        const compliant = keys.length > 0 && missing.length === 0;
        const where = (key) => texts
            .filter((t) => findIssueKeys([t.text], s.projectKeys).includes(key))
            .map((t) => t.source)
            .join(', ');
        const facts = [
            ['Issues', verdictWords(keys, missing)],
            ['Searched', texts.length > 0 ? texts.map((t) => t.source).join(', ') : 'nothing: no source had text'],
            ['Projects', s.projectKeys.join(', ')]
        ];
        const why = keys.length === 0
            ? `no Jira issue key found in ${texts.map((t) => t.source).join(', ') || s.sources.join(', ')}`
            : `missing Jira issues: ${missing.join(', ')}`;
        return {
            data: { jira_results: results },
            compliant,
            outputs: { issues: keys.join(','), missing_issues: missing.join(','), compliant: String(compliant) },
            summary: (prepared) => {
                const section = (0,attestation_summary/* attestationSummary */.h)('Jira issues', attestation, prepared, tools, compliant, [
                    ...facts,
                    ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, tools.context)
                ]);
                return {
                    ...section,
                    verdict: { ok: compliant, text: `${compliant ? 'Compliant' : 'Not compliant'}: ${verdictWords(keys, missing)}; recorded in trail ${prepared.trail}` },
                    ...(results.length > 0 && {
                        table: {
                            head: ['Issue', 'Exists', 'Found in', 'Summary'],
                            rows: [...results]
                                .sort((a, b) => Number(a.issue_exists) - Number(b.issue_exists))
                                .map((r) => [
                                (0,summary/* link */.nf)(r.issue_url, r.issue_id),
                                r.issue_exists ? 'yes' : 'no',
                                where(r.issue_id),
                                typeof r.issue_fields?.summary === 'string' ? r.issue_fields.summary : ''
                            ])
                        }
                    })
                };
            },
            failure: s.requireIssues && !compliant
                ? new errors/* ActionError */.lZ('non_compliant', `Jira attestation \`${attestation.name}\` is not compliant: ${why} (recorded; \`require-issues\` is true)`)
                : undefined
        };
    }
}));


/***/ })

};
;