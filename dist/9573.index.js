"use strict";
exports.id = 9573;
exports.ids = [9573];
exports.modules = {

/***/ 13166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ serverUrl),
/* harmony export */   y: () => (/* binding */ apiUrl)
/* harmony export */ });
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43173);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49997);


/**
 * The root URL of an outside system the action sends a token to (SonarQube, Jira), without a
 * trailing slash. https only, except for loopback hosts, for the same reason as the service's
 * own URL: the token would otherwise cross the network in the clear. Credentials, a query or a
 * fragment have no place in it; the value is never echoed whole when it may hold a password.
 */
function serverUrl(value, example) {
    const expected = `an https URL such as \`${example}\` (http only for loopback hosts)`;
    if (/^[^/?#]*:\/\/[^/?#]*@/.test(value))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN('contains credentials (`user:password@`); they would leak into logs', expected);
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(value)}\` is not a URL`, expected);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`scheme \`${url.protocol}\` is not supported`, expected);
    if (url.protocol === 'http:' && !(0,_service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(url.hostname))
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN(`plain http to \`${url.hostname}\` would send the token unencrypted`, expected);
    if (url.search || url.hash)
        throw new _service_url_js__WEBPACK_IMPORTED_MODULE_0__/* .UrlError */ .UN('a query or fragment is not allowed', expected);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
/** `base` joined with a path and a query, as every request of these clients is built. */
function apiUrl(base, path, query = {}) {
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query))
        if (value !== undefined)
            url.searchParams.set(name, value);
    return url.href;
}


/***/ }),

/***/ 9403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ notAnObject)
/* harmony export */ });
/** Checks of service answers, for operations that conclude from them (`reads` of a call). */
/** What an answer that should be a JSON object is instead, for `reads` checks: undefined when it is one. */
function notAnObject(data) {
    if (data !== null && typeof data === 'object' && !Array.isArray(data))
        return undefined;
    return `it is ${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`}, not an object`;
}


/***/ }),

/***/ 57166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const search = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'search',
    method: 'GET',
    path: '/search/{org}/sha/{search_value}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, search_value: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.searchValue },
    query: {},
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('SearchResultGetResponse') },
    retry: 'idempotent',
    source: 'spec+published'
});
const assertArtifact = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'assertArtifact',
    method: 'GET',
    path: '/asserts/{org}/fingerprint/{fingerprint}',
    params: { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, fingerprint: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint },
    query: {
        flow_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName.re.source } },
        environment_name: { schema: { type: 'string', pattern: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.environmentName.re.source } },
        policy_name: { schema: { type: 'array', items: { type: 'string', minLength: 1 } } }
    },
    responses: { 200: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('AssertArtifactResponse') },
    retry: 'idempotent',
    source: 'published',
    deviation: '`flows` is a list in the live service (as the reference client reads it); the document types one object'
});
const policySchema = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'policySchema',
    method: 'GET',
    path: '/schemas/environment-policy/v1',
    params: {},
    query: {},
    responses: { 200: { type: 'object' } },
    retry: 'idempotent',
    source: 'spec',
    deviation: 'not in the published document, which predates it'
});


/***/ }),

/***/ 29573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ publish_verdict)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/action/input-groups.ts
var input_groups = __webpack_require__(96563);
// EXTERNAL MODULE: ./src/action/summary.ts
var action_summary = __webpack_require__(38770);
// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
// EXTERNAL MODULE: ./src/clients/github/attestations.ts
var attestations = __webpack_require__(43775);
// EXTERNAL MODULE: ./src/clients/github/context.ts
var context = __webpack_require__(63061);
// EXTERNAL MODULE: ./src/util/errors.ts
var util_errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/clients/github/errors.ts
var github_errors = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/clients/github/oidc.ts


/**
 * Whether the runner gave this job an OIDC token endpoint: it does only with `permissions:
 * id-token: write`. Checked before anything is sent, so a job without it sends nothing.
 */
function hasIdTokenPermission(env = process.env) {
    return Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
}
const ID_TOKEN_PERMISSION_MISSING = 'the job has no OIDC token to sign with: ACTIONS_ID_TOKEN_REQUEST_URL is not set, as in a job without `permissions: id-token: write`. Add to the job:\n  permissions:\n    id-token: write\n    attestations: write\n    contents: read\nNothing was sent.';
/**
 * The job's OIDC token for `audience`, through @actions/core's `getIDToken` (which masks it in the
 * log as soon as it has it). The toolkit retries on its own without a time limit, so the whole
 * call is bounded here.
 */
async function jobIdToken(audience, timeoutMs) {
    if (!hasIdTokenPermission())
        throw new github_errors/* GitHubError */.y_('forbidden', ID_TOKEN_PERMISSION_MISSING);
    // The toolkit imports undici for its proxy agent; the bundle maps it to a shim that needs the real one registered.
    const undici = await __webpack_require__.e(/* import() */ 8086).then(__webpack_require__.t.bind(__webpack_require__, 18086, 19));
    globalThis[Symbol.for('evidence-action.undici')] ??= undici;
    const { getIDToken } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 46058));
    let timer;
    const limit = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new github_errors/* GitHubError */.y_('timeout', `the runner's OIDC token endpoint did not answer within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    });
    try {
        return await Promise.race([getIDToken(audience), limit]);
    }
    catch (err) {
        if (err instanceof util_errors/* LibraryError */.oM)
            throw err;
        // The toolkit's words carry the endpoint's status and message, never the request token.
        const detail = err.message.replace(/\s+/g, ' ').trim();
        throw new github_errors/* GitHubError */.y_('forbidden', `the runner's OIDC token endpoint gave no token for audience ${audience}: ${detail}; nothing was published`);
    }
    finally {
        clearTimeout(timer);
    }
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/attestations.ts
var catalogue_attestations = __webpack_require__(75443);
// EXTERNAL MODULE: ./src/clients/sigstore/bundle.ts
var sigstore_bundle = __webpack_require__(37055);
// EXTERNAL MODULE: ./src/clients/sigstore/checks.ts + 1 modules
var checks = __webpack_require__(73761);
// EXTERNAL MODULE: ./src/clients/sigstore/errors.ts
var sigstore_errors = __webpack_require__(50896);
;// CONCATENATED MODULE: ./src/clients/sigstore/instances.ts
/** As actions/attest signs: Sigstore's public good writes to its public log. */
const PUBLIC_GOOD = {
    kind: 'public-good',
    name: "Sigstore's public-good instance",
    fulcioUrl: 'https://fulcio.sigstore.dev',
    rekorUrl: 'https://rekor.sigstore.dev',
    authority: 'sigstore.dev'
};
/**
 * GitHub's own, for private repositories (as actions/attest chooses it): nothing goes to a
 * public log; a timestamp authority witnesses the signature instead.
 */
const GITHUB = {
    kind: 'github',
    name: "GitHub's Sigstore instance",
    fulcioUrl: 'https://fulcio.githubapp.com',
    tsaUrl: 'https://timestamp.githubapp.com',
    authority: 'GitHub, Inc.'
};
/** actions/attest's default: the public good for a public repository, GitHub's for a private or internal one. */
function defaultInstance(event) {
    const repository = event.repository;
    const hidden = repository?.private === true || (typeof repository?.visibility === 'string' && repository.visibility !== 'public');
    return hidden ? GITHUB : PUBLIC_GOOD;
}

// EXTERNAL MODULE: ./src/clients/sigstore/provenance.ts + 2 modules
var provenance = __webpack_require__(14670);
;// CONCATENATED MODULE: ./src/evidence/verification-summary.ts
/** SLSA's verification summary attestation (https://slsa.dev/spec/v1.0/verification_summary). */
const VSA_PREDICATE_TYPE = 'https://slsa.dev/verification_summary/v1';
const STATEMENT_V1 = 'https://in-toto.io/Statement/v1';
/** The SLSA version `verifiedLevels` are of. */
const SLSA_VERSION = '1.0';
function policyOf(source) {
    const { org, app, apiBase, scope, result } = source;
    const policyUri = (name) => `${apiBase}/policies/${encodeURIComponent(org)}/${encodeURIComponent(name)}`;
    const evaluated = new Map((result.policy_evaluations ?? []).map((p) => [p.policy_name, p.policy_version]));
    const policies = scope.policies.length > 0 ? scope.policies : [...evaluated.keys()];
    const annotations = {
        scope: result.scope,
        ...(scope.flow && { flow: scope.flow }),
        ...(scope.environment && { environment: scope.environment }),
        ...(policies.length > 0 && {
            policies: policies.map((name) => ({ name, uri: policyUri(name), ...(evaluated.has(name) && { version: evaluated.get(name) }) }))
        })
    };
    if (scope.environment)
        return { name: `environment ${scope.environment}`, uri: app.environment(org, scope.environment), annotations };
    if (scope.policies.length === 1)
        return { name: `policy ${scope.policies[0]}`, uri: policyUri(scope.policies[0]), annotations };
    if (scope.policies.length > 1)
        return { name: `policies ${scope.policies.join(', ')}`, uri: `${apiBase}/policies/${encodeURIComponent(org)}`, annotations };
    // Flow scope: the flow's template says which attestations the artifact needs.
    const flow = scope.flow ?? result.flow;
    return { name: `flow ${flow} template`, uri: app.flow(org, flow), annotations };
}
/**
 * The attestations the verdict rests on: those the service says are there for the artifact,
 * each at its trail's page. The service's answer names no digest for them, so none is claimed.
 */
function inputsOf(source) {
    const { org, app, result } = source;
    const trail = app.trail(org, result.flow, result.trail);
    return (result.compliance_status?.attestations_statuses ?? [])
        .filter((s) => s.status !== 'MISSING' && s.is_compliant != null && s.attestation_name !== source.ownRecord)
        .map((s) => ({
        name: s.attestation_name,
        uri: trail,
        annotations: {
            flow: result.flow,
            trail: result.trail,
            ...(s.attestation_type && { type: s.attestation_type }),
            compliant: s.is_compliant,
            ...(s.status && { status: s.status })
        }
    }));
}
/**
 * The service's verdict as an in-toto Statement v1 with a SLSA verification summary: the
 * service is the verifier, the artifact the subject. `verifiedLevels` claims no SLSA level:
 * the service's verdict is about its policy, and its answer does not say which build level
 * the provenance reaches; a failed verdict is `FAILED`, as the specification asks.
 */
function verificationSummary(source) {
    const { result } = source;
    const passed = result.compliant === true;
    const evaluatedAt = result.compliance_status?.evaluated_at;
    const time = typeof evaluatedAt === 'number' && Number.isFinite(evaluatedAt) ? new Date(evaluatedAt * 1000) : source.now;
    return {
        _type: STATEMENT_V1,
        subject: [{ name: source.artifactName, digest: { sha256: source.fingerprint } }],
        predicateType: VSA_PREDICATE_TYPE,
        predicate: {
            verifier: { id: `${source.app.root}/${encodeURIComponent(source.org)}`, version: { 'evidence-action': source.version } },
            timeVerified: time.toISOString(),
            resourceUri: source.resourceUri,
            policy: policyOf(source),
            inputAttestations: inputsOf(source),
            verificationResult: passed ? 'PASSED' : 'FAILED',
            verifiedLevels: passed ? [] : ['FAILED'],
            slsaVersion: SLSA_VERSION
        }
    };
}

// EXTERNAL MODULE: ./src/util/version.ts
var version = __webpack_require__(76092);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
// EXTERNAL MODULE: ./src/operations/readers/attestation-inputs.ts + 2 modules
var attestation_inputs = __webpack_require__(40517);
// EXTERNAL MODULE: ./src/operations/readers/attestation-summary.ts
var attestation_summary = __webpack_require__(73074);
// EXTERNAL MODULE: ./src/operations/readers/outside-inputs.ts
var outside_inputs = __webpack_require__(52046);
// EXTERNAL MODULE: ./src/operations/readers/trust-root-input.ts
var trust_root_input = __webpack_require__(34457);
// EXTERNAL MODULE: ./src/operations/readers/artifact-assertion.ts
var artifact_assertion = __webpack_require__(8034);
;// CONCATENATED MODULE: ./src/operations/publish-verdict.ts
























const INPUTS = {
    ...input_groups/* ATTESTATION_INPUTS */.Le,
    flow: { ...input_groups/* ATTESTATION_INPUTS */.Le.flow, description: 'The flow to assert against, and whose trail records the verdict (default: KOSLI_FLOW)' },
    'attestation-name': { ...input_groups/* ATTESTATION_INPUTS */.Le['attestation-name'], required: false, default: 'verdict' },
    ...artifact_assertion/* VERDICT_INPUTS */.w_,
    'fail-on-non-compliant': {
        ...artifact_assertion/* VERDICT_INPUTS */.w_['fail-on-non-compliant'],
        description: 'Fail the step when the artifact is not compliant (its FAILED verdict is signed and published first)'
    },
    'artifact-name': {
        kind: 'string',
        description: "The subject's name in the signed statement (default: artifact-path's file name, or the image reference; required with fingerprint)"
    },
    sigstore: {
        kind: 'string',
        values: ['public-good', 'github', 'custom'],
        description: "Where to sign, as actions/attest chooses: public-good (Sigstore's public instance and log; the default for a public repository), github (GitHub's own instance; the default for a private or internal one), or custom (fulcio-url, rekor-url and trusted-root: GitHub Enterprise Server, a private Sigstore)"
    },
    'fulcio-url': { kind: 'string', description: 'sigstore custom: the Fulcio (certificate authority) base URL, such as https://fulcio.example.com' },
    'rekor-url': { kind: 'string', description: 'sigstore custom: the Rekor (transparency log) base URL, such as https://rekor.example.com' },
    'trusted-root': {
        kind: 'path',
        description: "sigstore custom: that instance's trusted_root.json, which the signed bundle is verified against before anything is published"
    },
    'push-to-github': {
        kind: 'boolean',
        default: 'true',
        description: "Store the bundle in the repository's artifact attestations (needs attestations: write), where gh attestation verify finds it"
    }
};
/** The subject's name when not given: what the artifact was given as. */
function defaultName(artifact) {
    if ('image' in artifact)
        return artifact.image;
    if ('path' in artifact)
        return external_node_path_default().basename(artifact.path);
    return undefined;
}
/** Where to sign; the event payload (read only when no instance is named) says whether the repository is private. */
function readInstance(inputs, event) {
    const chosen = inputs.choice('sigstore');
    const fulcio = inputs.string('fulcio-url');
    const rekor = inputs.string('rekor-url');
    const root = inputs.path('trusted-root');
    if (chosen !== 'custom') {
        const stray = fulcio !== undefined ? 'fulcio-url' : rekor !== undefined ? 'rekor-url' : root !== undefined ? 'trusted-root' : undefined;
        if (stray)
            throw (0,errors/* invalidInput */.aY)(stray, `given, but \`sigstore\` is ${chosen ?? 'not custom'}`, '`sigstore: custom` with `fulcio-url`, `rekor-url` and `trusted-root`');
        return chosen === 'public-good' ? PUBLIC_GOOD : chosen === 'github' ? GITHUB : defaultInstance(event());
    }
    const why = 'with `sigstore: custom`';
    const fulcioUrl = (0,outside_inputs/* serverUrlInput */.H)('fulcio-url', inputs.required('fulcio-url', why), 'https://fulcio.example.com');
    const rekorUrl = (0,outside_inputs/* serverUrlInput */.H)('rekor-url', inputs.required('rekor-url', why), 'https://rekor.example.com');
    const trustRoot = (0,trust_root_input/* readTrustRootFile */.b)(inputs.required('trusted-root', why));
    return { kind: 'custom', name: `the Sigstore at ${fulcioUrl}`, fulcioUrl, rekorUrl, trustRoot: { ...trustRoot, name: 'the given trusted root' } };
}
const OUTPUTS = {
    verification_result: 'PASSED or FAILED, as signed',
    compliant: 'true or false',
    bundle_path: 'The signed Sigstore bundle (JSON), for actions/upload-artifact or a release asset',
    attestation_id: "GitHub's id of the stored attestation (empty with push-to-github: false)",
    attestation_url: "GitHub's page of the stored attestation (empty with push-to-github: false)"
};
/** The address of the artifact the summary is about: the image, or the repository at the commit. */
function resourceUri(artifact, tools, commit) {
    if ('image' in artifact)
        return artifact.image;
    const repository = (0,context/* repositoryUrl */.Ek)(tools.context);
    return repository && commit ? `git+${repository}@${commit}` : `sha256:${'fingerprint' in artifact ? artifact.fingerprint : ''}`;
}
/**
 * Checks the bundle just signed as anyone will check it, before it goes anywhere: sigstore-js
 * against the instance's trusted root (chain, SCT, log proof or timestamp, signature), and that it
 * signs exactly this statement, for this artifact, from a workflow of this repository.
 */
async function verifyBeforePublishing(bundleJson, statement, settings, tools, fingerprint) {
    const { verifyOwnBundle } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(7417), __webpack_require__.e(9042), __webpack_require__.e(8837)]).then(__webpack_require__.bind(__webpack_require__, 48837));
    const fail = (why) => new errors/* ActionError */.lZ('server', `the bundle ${settings.instance.name} signed does not verify: ${why}; nothing was published`);
    try {
        const bundle = (0,sigstore_bundle/* toDsseBundle */.rF)(bundleJson);
        const candidate = (0,provenance/* readCandidate */.G9)(bundle);
        if (bundle.payload.toString('utf8') !== JSON.stringify(statement))
            throw fail('its statement is not the one that was signed');
        const roots = settings.instance.trustRoot ? [settings.instance.trustRoot] : await (0,trust_root_input/* trustRoots */.m)(undefined, tools, 'nothing was published');
        const root = settings.instance.trustRoot ?? roots.find((r) => r.authority === settings.instance.authority);
        if (!root)
            throw fail(`no trust root for ${settings.instance.name}`);
        const expected = {
            fingerprint,
            repositoryUrl: (0,context/* repositoryUrl */.Ek)(tools.context) ?? '',
            repositoryId: tools.context.repositoryId,
            serverUrl: tools.context.serverUrl
        };
        const failed = (0,checks/* ownChecks */.w)(bundle, candidate.statement, candidate.certificate, expected, {
            types: [VSA_PREDICATE_TYPE],
            name: 'a verification summary'
        }).filter((c) => c.passed !== true);
        if (failed.length > 0)
            throw fail(failed.map((c) => `${c.name}: ${c.detail}`).join('; '));
        const { logUrl } = verifyOwnBundle(bundle, root);
        return { certificate: candidate.certificate, logUrl, root };
    }
    catch (err) {
        if (err instanceof sigstore_errors/* SigstoreError */.Fd)
            throw fail(err.message);
        throw err;
    }
}
function writeBundle(bundle, name) {
    const dir = (0,external_node_fs_.mkdtempSync)(external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'verdict-'));
    const file = external_node_path_default().join(dir, `${name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'artifact'}.verdict.sigstore.json`);
    (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify(bundle, null, 2)}\n`);
    return file;
}
function verdictText(passed, settings) {
    if (passed)
        return 'PASSED: the signed verdict is published';
    return `FAILED: the signed verdict is published${settings.failOnNonCompliant ? '; the step fails' : ' (the step goes on: fail-on-non-compliant is false)'}`;
}
/**
 * The service's verdict, signed and portable: the same question `assert-artifact` asks, its
 * answer as a SLSA verification summary signed keyless with the job's identity, verified, then
 * stored in GitHub's artifact attestations and on the trail.
 */
/* harmony default export */ const publish_verdict = ((0,types/* serviceOperation */.F0)({
    name: 'publish-verdict',
    title: 'Signed verdict',
    description: "Sign the service's verdict on an artifact as a SLSA verification summary (Sigstore, keyless), and publish it to GitHub's artifact attestations and the trail",
    inputs: INPUTS,
    outputs: { fingerprint: 'The artifact fingerprint the verdict is about', trail: 'The trail name used', ...OUTPUTS },
    endpoint: catalogue_attestations/* attestGeneric */.zp,
    github: 'optional',
    read(inputs, common) {
        const attestation = (0,attestation_inputs/* readAttestationInputs */.eK)(inputs);
        if (!attestation.artifact)
            throw (0,errors/* invalidInput */.aY)('artifact-path', 'neither it nor `fingerprint` is given', 'the artifact the verdict is about');
        const artifactName = inputs.string('artifact-name') ?? defaultName(attestation.artifact);
        if (!artifactName)
            throw (0,errors/* invalidInput */.aY)('artifact-name', 'required with `fingerprint`', "the artifact's name, such as `shop-api` or `ghcr.io/acme/shop`");
        const instance = readInstance(inputs, () => (0,context/* readRunContext */.$p)().event);
        const pushToGitHub = inputs.boolean('push-to-github') ?? true;
        if (pushToGitHub && (!common.githubToken || !process.env.GITHUB_REPOSITORY))
            throw (0,errors/* invalidInput */.aY)('github-token', !common.githubToken
                ? 'empty, but push-to-github is true'
                : 'given, but GITHUB_REPOSITORY is not set, so there is no repository to store the attestation in', '`${{ github.token }}` in a job with `permissions: attestations: write`, or `push-to-github: false`');
        // Said now, before the service is asked: a job that cannot sign sends nothing at all.
        if (!common.dryRun && !hasIdTokenPermission())
            throw new errors/* ActionError */.lZ('forbidden', ID_TOKEN_PERMISSION_MISSING);
        return {
            attestation,
            artifact: attestation.artifact,
            artifactName,
            scope: { flow: attestation.flow, environment: inputs.string('environment'), policies: inputs.list('policies') },
            failOnNonCompliant: inputs.boolean('fail-on-non-compliant') ?? true,
            instance,
            pushToGitHub
        };
    },
    async run(settings, tools) {
        const { client, org, app, common, log, context } = tools;
        const fingerprint = await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log });
        const result = await (0,artifact_assertion/* askVerdict */.Nh)({ client, org }, fingerprint, settings.scope);
        if (!result) {
            return {
                outputs: { fingerprint },
                summary: {
                    title: 'Signed verdict',
                    verdict: { ok: undefined, text: 'Dry run: nothing was asked, signed or published' },
                    facts: [['Artifact', (0,action_summary/* hash */.tW)(fingerprint)]]
                }
            };
        }
        const passed = result.compliant === true;
        const commit = settings.attestation.commit ?? context.sha;
        const statement = verificationSummary({
            result,
            org,
            app,
            apiBase: common.baseUrl,
            scope: settings.scope,
            fingerprint,
            artifactName: settings.artifactName,
            resourceUri: resourceUri(settings.artifact, tools, commit),
            version: version/* VERSION */.x,
            now: new Date(),
            ownRecord: settings.attestation.name
        });
        const { signStatement } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(2474), __webpack_require__.e(7417), __webpack_require__.e(5179), __webpack_require__.e(2522)]).then(__webpack_require__.bind(__webpack_require__, 82522));
        const timeoutMs = common.timeoutSeconds * 1000;
        const bundle = await signStatement(statement, settings.instance, {
            identityToken: () => jobIdToken('sigstore', timeoutMs * (common.maxRetries + 1)),
            timeoutMs,
            retries: common.maxRetries
        });
        const verified = await verifyBeforePublishing(bundle, statement, settings, tools, fingerprint);
        const bundlePath = writeBundle(bundle, settings.artifactName);
        log.info(`Signed the ${statement.predicate.verificationResult} verdict on sha256:${fingerprint} with ${settings.instance.name}, verified against its trusted root`);
        let id;
        let url;
        if (settings.pushToGitHub) {
            const api = await tools.github();
            if (!api)
                throw (0,errors/* invalidInput */.aY)('github-token', "GitHub's API is not available to store the attestation", 'a token with `attestations: write`');
            id = await (0,attestations/* storeAttestation */.m4)(api, bundle);
            url = (0,attestations/* attestationPage */.oy)(context.serverUrl, context.repository ?? '', id);
        }
        const attestation = { ...settings.attestation, artifact: { fingerprint } };
        const prepared = await (0,attestation_inputs/* prepareAttestation */.md)(attestation, tools, { input: 'attachments', files: [bundlePath] });
        const why = passed ? [] : (0,artifact_assertion/* reasons */.Ot)(result);
        const predicate = statement.predicate;
        await client.call(catalogue_attestations/* attestGeneric */.zp, { org, flow_name: attestation.flow, trail_name: prepared.trail }, {
            data_json: {
                ...prepared.fields,
                // The record of a verdict is not evidence about the artifact: false here would count
                // against it, and every later verdict on the trail would fail on its predecessor.
                // What the verdict was is in its annotations, its data and the bundle.
                is_compliant: true,
                annotations: { ...attestation.annotations, verification_result: predicate.verificationResult },
                ...(url && { external_urls: { ...attestation.externalUrls, github_attestation: { href: url } } }),
                user_data: {
                    verification_summary: {
                        predicate_type: VSA_PREDICATE_TYPE,
                        verification_result: predicate.verificationResult,
                        subject: statement.subject[0],
                        verifier: predicate.verifier.id,
                        policy: predicate.policy,
                        time_verified: predicate.timeVerified,
                        resource_uri: predicate.resourceUri,
                        input_attestations: predicate.inputAttestations.map((a) => a.name),
                        sigstore: settings.instance.kind,
                        signer_workflow: verified.certificate.subjectAlternativeName,
                        ...(verified.logUrl && { transparency_log_entry: verified.logUrl }),
                        ...(id !== undefined && { github_attestation_id: id }),
                        ...(why.length > 0 && { reasons: why })
                    },
                    ...(attestation.userData !== undefined && { data: attestation.userData })
                }
            },
            ...(prepared.attachment && { attachment_file: prepared.attachment })
        });
        const scope = (0,artifact_assertion/* scopeText */.Cm)(settings.scope);
        const summary = {
            title: `Signed verdict on ${settings.artifactName}`,
            verdict: { ok: passed, text: verdictText(passed, settings) },
            record: url ? { href: url, text: 'attestation on GitHub' } : { href: app.trail(org, attestation.flow, prepared.trail), text: 'trail in the app' },
            facts: [
                ['Verdict', `${predicate.verificationResult} (${scope || result.scope})`],
                ['Signed by', verified.certificate.subjectAlternativeName],
                ['Sigstore', settings.instance.name],
                ['Transparency log', verified.logUrl ? (0,action_summary/* link */.nf)(verified.logUrl, verified.logUrl) : undefined],
                ['GitHub attestation', url ? (0,action_summary/* link */.nf)(url, url) : settings.pushToGitHub ? undefined : 'not stored (push-to-github: false)'],
                ['Bundle', bundlePath],
                ...(0,attestation_summary/* attestationFacts */.S)(attestation, prepared, context)
            ],
            table: why.length > 0 ? { head: ['Why not compliant'], rows: why.map((w) => [w]) } : undefined
        };
        const failure = passed || !settings.failOnNonCompliant
            ? undefined
            : new errors/* ActionError */.lZ('non_compliant', `artifact ${fingerprint} is not compliant${scope ? ` (${scope})` : ''}: ${why.length > 0 ? why.join('; ') : 'the service gave no reason'}. The FAILED verdict is signed and published${url ? `: ${url}` : ''}`);
        return {
            outputs: {
                fingerprint,
                trail: prepared.trail,
                verification_result: predicate.verificationResult,
                compliant: String(passed),
                bundle_path: bundlePath,
                attestation_id: id === undefined ? '' : String(id),
                attestation_url: url ?? ''
            },
            summary,
            failure
        };
    }
}));


/***/ }),

/***/ 8034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ scopeText),
/* harmony export */   Nh: () => (/* binding */ askVerdict),
/* harmony export */   Ot: () => (/* binding */ reasons),
/* harmony export */   w_: () => (/* binding */ VERDICT_INPUTS)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57166);
/* harmony import */ var _clients_service_answers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9403);
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25833);




/** What the verdict is asked about besides the artifact: as `assert-artifact` asks it. */
const VERDICT_INPUTS = {
    environment: { kind: 'string', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.environmentName, description: 'The environment to assert against' },
    policies: { kind: 'list', pattern: _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .PATTERNS */ .G3.pathName, description: 'Policies to assert against, one per line or comma-separated' },
    'fail-on-non-compliant': {
        kind: 'boolean',
        default: 'true',
        description: 'Fail the step when the artifact is not compliant'
    }
};
/** What was asked, in words: "flow shop, policy prod-rules". */
function scopeText(scope) {
    return [scope.flow && `flow ${scope.flow}`, scope.environment && `environment ${scope.environment}`, ...scope.policies.map((p) => `policy ${p}`)]
        .filter(Boolean)
        .join(', ');
}
/** A policy's rule as a person names it: its type, and for an attestation rule which attestation. */
function ruleName(rule) {
    if (rule.type !== 'attestation' || !rule.definition || typeof rule.definition !== 'object')
        return rule.type;
    const { name, type } = rule.definition;
    const kind = typeof type === 'string' && type !== '*' ? type : undefined;
    if (typeof name === 'string' && name !== '*')
        return `attestation \`${name}\`${kind ? ` (${kind})` : ''}`;
    return kind ? `attestation of type ${kind}` : 'attestation';
}
/** Why an artifact is not compliant, one line per reason, from the service's own answer. */
function reasons(result) {
    const lines = [];
    for (const s of result.compliance_status?.attestations_statuses ?? []) {
        const kind = s.attestation_type ? `${s.attestation_type} ` : '';
        if (s.status === 'MISSING' || (s.is_compliant == null && !s.unexpected))
            lines.push(`${kind}attestation \`${s.attestation_name}\` is missing`);
        else if (s.is_compliant === false)
            lines.push(`${kind}attestation \`${s.attestation_name}\` is not compliant`);
    }
    for (const policy of result.policy_evaluations ?? []) {
        if (policy.status !== 'NON-COMPLIANT')
            continue;
        const failed = (policy.rule_evaluations ?? [])
            .filter((r) => r.satisfied === false && !r.ignored)
            .flatMap((r) => (r.resolutions ?? [])
            .filter((x) => x.type !== 'rule_satisfied' && x.type !== 'rule_not_applicable')
            .map((x) => `${ruleName(r.rule)}: ${x.type.replace(/_/g, ' ')}${x.context?.trail_name ? ` (trail ${x.context.trail_name})` : ''}`));
        lines.push(`policy \`${policy.policy_name}\` (version ${policy.policy_version}) is not met${failed.length > 0 ? `: ${[...new Set(failed)].join('; ')}` : ''}`);
    }
    return lines;
}
/**
 * The service's verdict on an artifact (GET /asserts/{org}/fingerprint/{fingerprint}); undefined
 * in a dry run, where nothing is asked. An answer that cannot be read fails: a gate never
 * concludes "compliant" from what it could not read.
 */
async function askVerdict({ client, org }, fingerprint, scope) {
    const response = await client.call(_clients_service_catalogue_queries_js__WEBPACK_IMPORTED_MODULE_1__/* .assertArtifact */ .fp, {
        org,
        fingerprint,
        ...(scope.flow && { flow_name: scope.flow }),
        ...(scope.environment && { environment_name: scope.environment }),
        ...(scope.policies.length > 0 && { policy_name: scope.policies })
    }, undefined, {
        reads: (data) => (0,_clients_service_answers_js__WEBPACK_IMPORTED_MODULE_3__/* .notAnObject */ .O)(data) ?? (typeof data.compliant === 'boolean' ? undefined : 'it has no `compliant` true or false')
    });
    if (response.dryRun)
        return undefined;
    const result = response.data;
    // `reads` already refuses an answer without the published shape; this keeps the gate shut if that ever changes.
    if (!result || typeof result !== 'object')
        throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ('server', `the service's answer about artifact ${fingerprint} could not be read; the gate stays shut`);
    return result;
}


/***/ }),

/***/ 52046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ serverUrlInput),
/* harmony export */   d: () => (/* binding */ headerCredential)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _clients_rest_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13166);
/* harmony import */ var _clients_service_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43173);



/**
 * Inputs that point the action at an outside system (SonarQube, Jira) and sign it in there:
 * checked before anything is sent, named in every message, a secret never echoed.
 */
/** What a character is, for a message that must not show it. */
function describe(ch) {
    if (ch === 0x0a || ch === 0x0d)
        return 'a line break';
    if (ch === 0x20)
        return 'a space';
    if (ch < 0x20 || ch === 0x7f)
        return 'a control character';
    return 'a character outside printable ASCII';
}
/**
 * A credential that goes into an Authorization header: printable ASCII without spaces, or it
 * would fail on every request (or be mangled on the way). Refused without showing any of it.
 */
function headerCredential(input, value, what) {
    if (value === undefined)
        return undefined;
    const bad = [...value].findIndex((ch) => !/^[\x21-\x7e]$/.test(ch));
    if (bad !== -1)
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `contains ${describe(value.codePointAt(bad))} at position ${bad + 1} (the value is not shown)`, `${what} as issued: printable ASCII without spaces; check the secret for a stray newline or quote`);
    return value;
}
/** An outside system's URL from an input: https (http for loopback only), without credentials. */
function serverUrlInput(input, value, example) {
    try {
        return (0,_clients_rest_url_js__WEBPACK_IMPORTED_MODULE_1__/* .serverUrl */ .V)(value, example);
    }
    catch (err) {
        if (err instanceof _clients_service_url_js__WEBPACK_IMPORTED_MODULE_2__/* .UrlError */ .UN)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 76092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ USER_AGENT),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** Kept equal to package.json's version by a test; it names the action in the User-Agent. */
const VERSION = '1.0.0';
const USER_AGENT = `evidence-action/${VERSION} (+github-action)`;


/***/ })

};
;