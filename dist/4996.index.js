"use strict";
exports.id = 4996;
exports.ids = [4996];
exports.modules = {

/***/ 18667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ serviceOperation),
/* harmony export */   Xt: () => (/* binding */ localOperation),
/* harmony export */   pv: () => (/* binding */ savedRequestsOperation)
/* harmony export */ });
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96563);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45575);


/** The inputs and outputs an operation of this kind has besides its own. */
function withKind(def, kind, org) {
    const service = kind !== 'local';
    return {
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_INPUTS */ .qT, ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_INPUTS */ .Ki), ...(org && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .ORG_INPUT */ .Op), ...def.inputs },
        outputs: { ...(service && _input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVICE_OUTPUTS */ .Ht), ..._input_groups_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_OUTPUTS */ .re, ...def.outputs }
    };
}
function operation(def, kind, needs, endpoint, work) {
    return {
        name: def.name,
        title: def.title,
        description: def.description,
        ...withKind(def, kind, needs.org),
        needs,
        endpoint,
        prepare: async (inputs, common) => {
            const settings = await def.read((0,_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .readerOf */ .T)(inputs, def.inputs), common);
            return work((tools) => def.run(settings, tools));
        }
    };
}
/** An operation that calls one endpoint of the catalogue. */
function serviceOperation(def) {
    const needs = { org: 'org' in def.endpoint.params, apiKey: true, github: def.github ?? 'none' };
    return operation(def, 'service', needs, def.endpoint, (run) => ({ service: run }));
}
/** An operation that sends requests saved earlier, whatever their endpoint (replay). */
function savedRequestsOperation(def) {
    return operation(def, 'saved', { org: false, apiKey: true, github: 'none' }, undefined, (run) => ({ service: run }));
}
/** An operation that never calls the service (fingerprint). */
function localOperation(def) {
    return operation(def, 'local', { org: false, apiKey: false, github: 'none' }, undefined, (run) => ({ local: run }));
}


/***/ }),

/***/ 26626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ filePart),
/* harmony export */   H3: () => (/* binding */ published),
/* harmony export */   Nu: () => (/* binding */ JSON_STRING),
/* harmony export */   T1: () => (/* binding */ pattern),
/* harmony export */   fV: () => (/* binding */ PART_MAX_BYTES),
/* harmony export */   me: () => (/* binding */ nullable),
/* harmony export */   n6: () => (/* binding */ dataJson),
/* harmony export */   rB: () => (/* binding */ PAGING),
/* harmony export */   vv: () => (/* binding */ ATTACHMENT_MAX_BYTES),
/* harmony export */   x4: () => (/* binding */ ANY),
/* harmony export */   xE: () => (/* binding */ ORG)
/* harmony export */ });
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

/** A component of the service's published OpenAPI document (see published-components.json). */
function published(name) {
    return { $ref: `published#/components/schemas/${name}` };
}
/** What the spec says some endpoints answer: "a JSON string". */
const JSON_STRING = { type: 'string' };
/** The document's `{}`: any JSON at all. */
const ANY = {};
const nullable = (schema) => ({ anyOf: [schema, { type: 'null' }] });
const pattern = (p) => ({ type: 'string', pattern: p.re.source });
/** Path parameters every organization-scoped endpoint has. */
const ORG = { org: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName };
/** Paging as the document's list endpoints take it: `page` from 1, `per_page` items. */
const PAGING = {
    page: { schema: { type: 'integer', minimum: 1 } },
    per_page: { schema: { type: 'integer', minimum: 1 } }
};
/**
 * The service limits each multipart part without publishing most figures. Attachments are
 * documented at 10 MB; for the rest the action and the sandbox hold parts to 1 MiB, so an
 * oversized part is named before anything is sent.
 */
const ATTACHMENT_MAX_BYTES = 10_000_000;
const PART_MAX_BYTES = 1024 * 1024;
const filePart = (maxBytes = PART_MAX_BYTES, required = false) => ({ kind: 'file', required, maxBytes });
/** The `data_json` part: the record's fields as JSON text. */
const dataJson = (schemaName) => ({ kind: 'json', required: true, schema: published(schemaName), maxBytes: PART_MAX_BYTES });


/***/ }),

/***/ 31599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49997);

function defineEndpoint(endpoint) {
    return endpoint;
}
/** The path parameter names of a template, in order. */
function pathParamNames(template) {
    return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
/** Why a path parameter value does not fit the endpoint, or `undefined` when it does. */
function paramProblem(endpoint, name, value) {
    const pattern = endpoint.params[name];
    if (value === undefined || value === '')
        return 'is missing';
    if (pattern && !pattern.re.test(value))
        return `\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value)}\` is not valid; expected ${pattern.expected}`;
    return undefined;
}
/** The path with every parameter encoded as one segment, so no name can change its shape. */
function expandPath(endpoint, params) {
    return endpoint.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));
}
/** The query string, arrays as the name repeated (`policy_name=a&policy_name=b`). */
function encodeQuery(query) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
        if (value === undefined)
            continue;
        for (const item of Array.isArray(value) ? value : [value])
            search.append(name, String(item));
    }
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
}


/***/ }),

/***/ 84996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RESOURCE_TYPES: () => (/* binding */ RESOURCE_TYPES),
  "default": () => (/* binding */ tag)
});

// EXTERNAL MODULE: ./src/clients/service/endpoint.ts
var endpoint = __webpack_require__(31599);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
;// CONCATENATED MODULE: ./src/clients/service/catalogue/tags.ts



/** Tags of a flow or an environment: what a policy expression reads as `flow.tags.<key>`. */
const patchTags = (0,endpoint/* defineEndpoint */.vy)({
    id: 'patchTags',
    method: 'PATCH',
    path: '/tags/{org}/{resource_type}/{resource_id}',
    params: { ...shapes/* ORG */.xE, resource_type: patterns/* PATTERNS */.G3.pathName, resource_id: patterns/* PATTERNS */.G3.pathName },
    query: {},
    body: { type: 'json', schema: (0,shapes/* published */.H3)('TagPatchInput') },
    responses: { 200: shapes/* ANY */.x4 },
    retry: 'idempotent',
    source: 'published'
});

// EXTERNAL MODULE: ./src/action/types.ts
var types = __webpack_require__(18667);
;// CONCATENATED MODULE: ./src/operations/tag.ts



/** What `kosli tag` accepts as the resource type, sent as given. */
const RESOURCE_TYPES = ['flow', 'flows', 'env', 'environment', 'environments', 'control', 'controls', 'repo', 'repos'];
/** A tag key as the published document has it (`TagPatchInput.set_tags`). */
const TAG_KEY = {
    re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
    expected: 'a key: a letter or digit, then letters, digits, `-`, `_`, `.` or `~`'
};
/** The record's page, for the types the app has one for at a known address. */
function recordLink(app, org, type, id) {
    if (type === 'flow' || type === 'flows')
        return { href: app.flow(org, id), text: 'flow in the app' };
    if (type === 'env' || type === 'environment' || type === 'environments')
        return { href: app.environment(org, id), text: 'environment in the app' };
    return undefined;
}
/**
 * Sets and removes key=value tags on a flow, an environment (or a control, a repo), as
 * `kosli tag` does: the app filters by them, and policies read a flow's as `flow.tags.<key>`.
 */
/* harmony default export */ const tag = ((0,types/* serviceOperation */.F0)({
    name: 'tag',
    title: 'Tags',
    description: 'Set or remove key=value tags on a flow or an environment (team, tier, cost centre), which filter them in the app and which policies read',
    inputs: {
        'resource-type': {
            kind: 'string',
            values: RESOURCE_TYPES,
            required: true,
            description: 'What to tag: flow, environment (or env), control, or repo (by its internal ID), sent as given as the reference client does'
        },
        'resource-id': { kind: 'string', pattern: patterns/* PATTERNS */.G3.pathName, required: true, description: 'Its name (a repo: its internal ID)' },
        set: { kind: 'list', description: 'Tags to add or change, `key=value`, one per line or comma-separated (split at the first `=`)' },
        unset: { kind: 'list', pattern: TAG_KEY, description: 'Keys of tags to remove, one per line or comma-separated' }
    },
    outputs: {},
    endpoint: patchTags,
    read: (inputs) => {
        const type = inputs.choice('resource-type');
        if (type === undefined)
            throw inputs.fail('resource-type', 'required but not given', RESOURCE_TYPES.map((t) => `\`${t}\``).join(', '));
        const id = inputs.required('resource-id');
        const set = Object.create(null);
        for (const item of inputs.list('set')) {
            const at = item.indexOf('=');
            const key = at === -1 ? item : item.slice(0, at);
            if (at === -1)
                throw inputs.fail('set', `\`${key.slice(0, 80)}\` has no \`=\``, '`key=value` pairs, e.g. `team=payments`');
            if (!TAG_KEY.re.test(key))
                throw inputs.fail('set', `the key \`${key.slice(0, 80)}\` is not valid`, TAG_KEY.expected);
            if (key in set)
                throw inputs.fail('set', `sets \`${key}\` twice`, 'each key once');
            set[key] = item.slice(at + 1);
        }
        const unset = inputs.list('unset');
        const both = unset.filter((key) => key in set);
        if (both.length > 0)
            throw inputs.fail('unset', `names \`${both[0]}\`, which \`set\` sets`, 'a key in one of the two');
        if (Object.keys(set).length === 0 && unset.length === 0)
            throw inputs.fail('set', 'nothing to change: neither `set` nor `unset` is given', 'at least one of them');
        return { type, id, set: { ...set }, unset };
    },
    async run({ type, id, set, unset }, { client, org, app }) {
        // Both always, as the reference client sends them: an empty map and an empty list change nothing.
        const response = await client.call(patchTags, { org, resource_type: type, resource_id: id }, { set_tags: set, remove_tags: unset });
        const keys = Object.keys(set).sort();
        const done = [keys.length > 0 && `${keys.length} set`, unset.length > 0 && `${unset.length} removed`].filter(Boolean).join(', ');
        return {
            outputs: {},
            summary: {
                title: `Tags of ${type} ${id}`,
                verdict: response.dryRun ? { ok: undefined, text: 'Dry run' } : { ok: true, text: `Tags changed: ${done}` },
                record: recordLink(app, org, type, id),
                facts: [
                    ['Set', keys.map((k) => `${k}=${set[k]}`).join(', ')],
                    ['Removed', [...unset].sort().join(', ')]
                ]
            }
        };
    }
}));


/***/ })

};
;