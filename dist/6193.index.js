"use strict";
exports.id = 6193;
exports.ids = [6193];
exports.modules = {

/***/ 56193:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ upsert_policy)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var endpoint = __webpack_require__(31599);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/policies.ts



const upsertPolicy = (0,endpoint/* defineEndpoint */.vy)({
    id: 'upsertPolicy',
    method: 'PUT',
    path: '/policies/{org}',
    params: shapes/* ORG */.xE,
    query: {},
    body: {
        type: 'multipart',
        parts: {
            payload: { kind: 'json', required: true, schema: (0,shapes/* published */.H3)('PolicyPutInput'), maxBytes: shapes/* PART_MAX_BYTES */.fV },
            // The document allows 10 MB; a policy is a few hundred bytes, so parts are held to the 1 MiB of the others.
            policy_file: (0,shapes/* filePart */.A4)(shapes/* PART_MAX_BYTES */.fV)
        }
    },
    // 201 a new policy, 200 a new version of one (or the same rules again).
    responses: { 200: (0,shapes/* published */.H3)('PolicyResponse'), 201: (0,shapes/* published */.H3)('PolicyResponse') },
    retry: 'idempotent',
    source: 'published'
});
const listPolicies = (0,endpoint/* defineEndpoint */.vy)({
    id: 'listPolicies',
    method: 'GET',
    path: '/policies/{org}',
    params: shapes/* ORG */.xE,
    query: {},
    responses: { 200: { type: 'array', items: (0,shapes/* published */.H3)('PolicyResponse') } },
    retry: 'idempotent',
    source: 'published'
});
const getPolicy = (0,endpoint/* defineEndpoint */.vy)({
    id: 'getPolicy',
    method: 'GET',
    path: '/policies/{org}/{policy_name}',
    params: { ...shapes/* ORG */.xE, policy_name: patterns/* PATTERNS */.G3.policyName },
    query: {},
    responses: { 200: (0,shapes/* published */.H3)('PolicyResponse') },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/schema/json-schema.ts
var json_schema = __webpack_require__(4041);
// EXTERNAL MODULE: ./src/schema/policy-files.ts + 1 modules
var policy_files = __webpack_require__(46332);
;// CONCATENATED MODULE: ./src/schema/environment-policy-v1.schema.json
const environment_policy_v1_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$defs":{"BooleanRule":{"additionalProperties":false,"properties":{"required":{"default":false,"title":"Required","type":"boolean"},"exceptions":{"default":[],"items":{"$ref":"#/$defs/ConditionalRule"},"title":"Exceptions","type":"array"}},"title":"BooleanRule","type":"object"},"ConditionalRule":{"additionalProperties":false,"properties":{"if":{"anyOf":[{"$ref":"#/$defs/PolicyExpression"},{"type":"null"}],"default":null}},"title":"ConditionalRule","type":"object"},"PolicyArtifacts":{"additionalProperties":false,"description":"Rules for artifacts in an environment snapshot. Omitted keys use server defaults (provenance/trail-compliance: required false, empty exceptions; attestations: []).","properties":{"provenance":{"$ref":"#/$defs/BooleanRule","default":{"required":false,"exceptions":[]}},"trail-compliance":{"$ref":"#/$defs/BooleanRule","default":{"required":false,"exceptions":[]}},"attestations":{"default":[],"items":{"$ref":"#/$defs/RequiredAttestationRule"},"title":"Attestations","type":"array"}},"title":"PolicyArtifacts","type":"object"},"PolicyExpression":{"description":"Boolean expression evaluated against flow/artifact context. In YAML this is often written as a string wrapped in ${{ ... }}.","properties":{"text":{"title":"Text","type":"string"}},"required":["text"],"title":"PolicyExpression","type":"object"},"RequiredAttestationRule":{"additionalProperties":false,"properties":{"if":{"anyOf":[{"$ref":"#/$defs/PolicyExpression"},{"type":"null"}],"default":null},"name":{"default":"*","description":"Attestation name; default * matches any.","title":"Name","type":"string"},"type":{"anyOf":[{"enum":["generic","junit","snyk","pull_request","jira","sonar"],"type":"string"},{"pattern":"^custom:.*$","type":"string"},{"const":"decision","type":"string"},{"const":"*","type":"string"}],"description":"Built-in attestation type, custom:... reference, or wildcard *.","title":"Type"},"must_be_compliant":{"default":true,"title":"Must Be Compliant","type":"boolean"},"for_control":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"description":"Control identifier this decision attestation must satisfy. Only valid when type is \'decision\'.","title":"For Control"}},"required":["type"],"title":"RequiredAttestationRule","type":"object"}},"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/PolicyArtifacts","default":{"provenance":{"exceptions":[],"required":false},"trail-compliance":{"exceptions":[],"required":false},"attestations":[]}},"_schema":{"type":"string","format":"uri","description":"URL of this schema. The path must end with /v{n} where n is the major version (e.g. .../v1). Example: https://docs.kosli.com/schemas/policy/v1"}},"required":["_schema"],"title":"Kosli Environment Policy","type":"object","$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://docs.kosli.com/schemas/policy/v1","description":"Schema for Kosli environment policy YAML files used with `kosli create policy`."}');
// EXTERNAL MODULE: ./src/operations/readers/input-files.ts
var input_files = __webpack_require__(57471);
// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 8 modules
var core = __webpack_require__(46058);
// EXTERNAL MODULE: ./src/util/log.ts
var log = __webpack_require__(29906);
;// CONCATENATED MODULE: ./src/operations/readers/policy-problems.ts




/** A file as the repository names it, so GitHub can place an annotation in the diff. */
function repositoryPath(file, baseDir) {
    const workspace = process.env.GITHUB_WORKSPACE || baseDir;
    const relative = external_node_path_default().relative(workspace, file);
    return relative.startsWith('..') ? file : relative;
}
/** Problems listed in the error itself; every one is an annotation besides. */
const LISTED = 50;
/**
 * Problems found in policy files before anything is sent: each an error annotation on its file
 * and line, and one input error naming the input and listing every problem with its place.
 */
function policyProblemsError(input, problems, baseDir, expected) {
    for (const p of problems)
        core/* error */.z3(p.message, (0,log/* annotation */.w7)({ file: repositoryPath(p.file, baseDir), line: p.line, column: p.column }));
    const files = new Set(problems.map((p) => p.file)).size;
    const listed = problems.slice(0, LISTED).map((p) => `${p.file}:${p.line}:${p.column}: ${p.message}`);
    if (problems.length > LISTED)
        listed.push(`and ${problems.length - LISTED} more (see the annotations)`);
    return (0,errors/* invalidInput */.aY)(input, `${problems.length} problem(s) in ${files} file(s): ${listed.join('; ')}`, expected);
}

// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
;// CONCATENATED MODULE: ./src/operations/upsert-policy.ts









/** A policy is a short YAML file; anything larger is not one. */
const POLICY_MAX_BYTES = 1024 * 1024;
const EXPECTED = 'an environment policy YAML file (at most 1 MiB) that the policy schema accepts, expressions written `${{ … }}`';
/**
 * Creates a policy, or a new version of it, as `kosli create policy` does, but only once the
 * file is known good: it must be YAML, fit the policy JSON Schema (the service's, version 1,
 * kept with the action so the check needs no request), and each expression must parse. Every
 * problem is an annotation on its file and line; none is sent with a problem.
 */
/* harmony default export */ const upsert_policy = ((0,types/* serviceOperation */.F0)({
    name: 'upsert-policy',
    title: 'Environment policy',
    description: 'Create an environment policy, or a new version of it, from a YAML file checked against the policy schema before it is sent',
    inputs: {
        'policy-name': { kind: 'string', pattern: patterns/* PATTERNS */.G3.policyName, required: true, description: 'Policy name' },
        'policy-file': {
            kind: 'path',
            required: true,
            description: 'The environment policy YAML file; checked against the policy JSON Schema, expressions included, before it is sent'
        },
        description: { kind: 'string', description: 'Description of the policy' },
        comment: { kind: 'string', description: 'What this version changes, kept with the version' }
    },
    outputs: {},
    endpoint: upsertPolicy,
    read: async (inputs) => {
        const name = inputs.required('policy-name');
        const file = inputs.resolve(inputs.required('policy-file'));
        const content = (0,input_files/* readInputFile */.j)('policy-file', file, POLICY_MAX_BYTES, EXPECTED);
        let parsed;
        try {
            parsed = (0,policy_files/* parsePolicyFile */._6)(file, content.toString('utf8'));
        }
        catch (err) {
            if (err instanceof policy_files/* PolicyFileError */.zj)
                throw inputs.fail('policy-file', err.message, EXPECTED);
            throw err;
        }
        const problems = (0,policy_files/* checkPolicy */.hM)(parsed, await (0,json_schema/* compileJsonSchema */.nk)(environment_policy_v1_schema_namespaceObject));
        if (problems.length > 0)
            throw policyProblemsError('policy-file', problems, inputs.baseDir, EXPECTED);
        return {
            // As the reference client sends it: every field, empty when not given.
            payload: { name, description: inputs.string('description') ?? '', comment: inputs.string('comment') ?? '', type: 'env' },
            file,
            policyFile: { filename: external_node_path_default().basename(file), content },
            rules: (0,policy_files/* policyRules */.cy)(parsed)
        };
    },
    async run(settings, { client, org }) {
        const response = await client.call(upsertPolicy, { org }, { payload: settings.payload, policy_file: settings.policyFile });
        const versions = response.data?.versions ?? [];
        const latest = versions.length > 0 ? Math.max(...versions.map((v) => v.version)) : undefined;
        const { rules } = settings;
        const required = (r) => r.required ? `required${r.exceptions.length > 0 ? `, ${r.exceptions.length} exception(s)` : ''}` : 'not required';
        return {
            outputs: {},
            summary: {
                title: `Environment policy ${settings.payload.name}`,
                verdict: {
                    ok: response.dryRun ? undefined : true,
                    text: response.dryRun ? 'Dry run: the file is valid' : response.status === 201 ? 'Created' : 'Updated'
                },
                facts: [
                    ['File', external_node_path_default().basename(settings.file)],
                    ['Version', latest === undefined ? undefined : String(latest)],
                    ['Provenance', required(rules.provenance)],
                    ['Trail compliance', required(rules['trail-compliance'])],
                    ['Comment', settings.payload.comment]
                ],
                table: rules.attestations.length > 0
                    ? {
                        head: ['Attestation', 'Type', 'Must be compliant', 'Only if'],
                        rows: rules.attestations.map((a) => [a.name, a.type, String(a.must_be_compliant), a.if ? a.if.text.trim() : ''])
                    }
                    : undefined
            }
        };
    }
}));


/***/ })

};
;