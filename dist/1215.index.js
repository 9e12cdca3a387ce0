"use strict";
exports.id = 1215;
exports.ids = [1215,7882];
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


/***/ }),

/***/ 17882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PatternRefused: () => (/* binding */ PatternRefused),
/* harmony export */   linearRegExpEngine: () => (/* binding */ linearRegExpEngine),
/* harmony export */   u: () => (/* binding */ patternCost)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);

/**
 * Schema patterns run on RE2 (re2js): time linear in the text, where V8's backtracking engine
 * takes exponential time on `^(a|a)*$`. Linear is still text × program size, so both are
 * budgeted: a schema's patterns together, when it is compiled, and the text they are run on,
 * per validation. Past either, the sandbox refuses with 400 rather than blocking every
 * organization for seconds.
 */
class PatternRefused extends Error {
    pattern;
    reason;
    constructor(pattern, reason) {
        super(reason);
        this.pattern = pattern;
        this.reason = reason;
    }
}
/** About 50 ms of compiling at worst: real patterns cost tens. */
const MAX_SCHEMA_COST = 10_000;
/** Text length × program size per validation: about half a second in RE2's slowest mode. */
const MAX_MATCH_WORK = 30_000_000;
const COUNTED = /^\{(\d+)(?:,(\d*))?\}/;
/**
 * An upper bound on the size of RE2's program for a pattern: atoms, with counted repeats
 * (`x{1000}`) multiplying what they repeat. RE2 caps nested repeats at 1000 in all, so this stays
 * small for the patterns it would compile; the point is to refuse huge ones before compiling.
 */
function patternCost(pattern) {
    const frames = [{ size: 0, last: 0 }];
    const atom = (cost) => {
        const top = frames[frames.length - 1];
        top.size += cost;
        top.last = cost;
    };
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            if (pattern[i + 1] === '{')
                i = Math.max(i, pattern.indexOf('}', i));
            atom(1);
        }
        else if (c === '[') {
            for (i++; i < pattern.length && pattern[i] !== ']'; i++)
                if (pattern[i] === '\\')
                    i++;
            atom(1);
        }
        else if (c === '(')
            frames.push({ size: 0, last: 0 });
        else if (c === ')' && frames.length > 1) {
            const group = frames.pop();
            atom(group.size + 1);
        }
        else if (c === '{' && COUNTED.test(pattern.slice(i, i + 24))) {
            const [text, min, max] = COUNTED.exec(pattern.slice(i, i + 24));
            const times = Math.max(1, Number(max || min) + (max === '' ? 1 : 0));
            const top = frames[frames.length - 1];
            top.size += top.last * (times - 1);
            top.last *= times;
            i += text.length - 1;
        }
        else
            atom(1);
    }
    return frames.reduce((sum, f) => sum + f.size, 0);
}
/**
 * Ajv's `code.regExp` for one schema: compiles each pattern with RE2 within the schema's budget
 * and charges each test to the current validation's budget (`startValidation`).
 */
function linearRegExpEngine() {
    let schemaCost = 0;
    let work = 0;
    const engine = (pattern) => {
        const cost = Math.max(1, patternCost(pattern));
        schemaCost += cost;
        if (schemaCost > MAX_SCHEMA_COST)
            throw new PatternRefused(pattern, `the schema's patterns are too large together (more than ${MAX_SCHEMA_COST} steps)`);
        let re;
        try {
            re = re2js__WEBPACK_IMPORTED_MODULE_0__.RE2JS.compile(re2js__WEBPACK_IMPORTED_MODULE_0__.RE2JS.translateRegExp(pattern));
        }
        catch (err) {
            throw new PatternRefused(pattern, err.message);
        }
        return {
            test(text) {
                work += text.length * cost;
                if (work > MAX_MATCH_WORK)
                    throw new PatternRefused(pattern, 'the data is too large to check against the schema pattern');
                return re.test(text);
            },
            // Ajv keeps one compiled pattern per distinct toString(): without this every pattern of
            // the schema would be `[object Object]`, and all would run as the first one compiled.
            toString: () => `/${pattern}/`
        };
    };
    engine.code = 'linearRegExp';
    return Object.assign(engine, {
        startValidation() {
            work = 0;
        }
    });
}


/***/ }),

/***/ 46332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zj: () => (/* binding */ PolicyFileError),
  hM: () => (/* binding */ checkPolicy),
  _6: () => (/* binding */ parsePolicyFile),
  cy: () => (/* binding */ policyRules)
});

// UNUSED EXPORTS: MAX_ALIAS_COUNT, MAX_POLICY_DEPTH

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/util/json-depth.ts
var json_depth = __webpack_require__(25512);
// EXTERNAL MODULE: ./src/schema/json-schema.ts
var json_schema = __webpack_require__(4041);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./src/schema/linear-regexp.ts
var linear_regexp = __webpack_require__(17882);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/schema/policy-expression.ts



/**
 * The expression language of environment policies (`if` of an attestation rule, `exceptions[].if`),
 * as the service's policy reference describes it: comparisons (`==`, `!=`, `<`, `>`, `<=`, `>=`),
 * `and`, `or`, `not`, `in` over a list, parentheses, the functions `exists()` and `matches()`,
 * over `flow.name`, `flow.tags.<key>`, `artifact.name` and `artifact.fingerprint`. The reference
 * gives the grammar by example; where it is silent this module chooses, and says why beside the
 * choice. Parsing is checked before anything is sent (the action) or stored (the sandbox), so a
 * mistake is found with its place in the file, not at evaluation.
 */
/** What a policy holds an expression to: far beyond any condition a person writes. */
const MAX_EXPRESSION_LENGTH = 4096;
/** Parentheses and `not` nested deeper than this are refused: the parser and evaluator recurse. */
const MAX_EXPRESSION_DEPTH = 64;
/** A `matches()` pattern's RE2 program size at most (see patternCost): real patterns cost tens. */
const MAX_PATTERN_COST = 2000;
/** A problem with an expression's text, at `offset` characters into it. */
class ExpressionError extends errors/* LibraryError */.oM {
    offset;
    constructor(message, offset) {
        super('invalid_input', message);
        this.offset = offset;
        this.name = 'ExpressionError';
    }
}
/** An expression as a policy writes it: `${{ … }}` around the text the service keeps as `{text}`. */
const WRITTEN = /^\s*\$\{\{([\s\S]*)\}\}\s*$/;
/** The text inside `${{ … }}` and where it starts in the written string; undefined when not written so. */
function unwrapExpression(written) {
    const m = WRITTEN.exec(written);
    if (!m)
        return undefined;
    return { text: m[1], offset: written.indexOf('${{') + 3 };
}
const NUMBER = /-?\d+(\.\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_.-]*/y;
const OPERATORS = ['==', '!=', '<=', '>=', '<', '>', '(', ')', '[', ']', ','];
/** What people coming from other languages type, and what they mean here. */
const MISTAKES = {
    '&&': 'use `and`',
    '||': 'use `or`',
    '!': 'use `not` (or `!=` to compare)',
    '=': 'use `==` to compare'
};
function tokenize(text) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (/\s/.test(c)) {
            i++;
            continue;
        }
        const at = i;
        if (c === '"' || c === "'") {
            // Only the quote and the backslash are escapes: any other backslash stays, so a
            // pattern such as "\d+" means what it says to `matches()`.
            let value = '';
            i++;
            for (;;) {
                if (i >= text.length)
                    throw new ExpressionError(`the string that starts here is not closed with ${c}`, at);
                const d = text[i];
                if (d === c)
                    break;
                if (d === '\\' && (text[i + 1] === c || text[i + 1] === '\\')) {
                    value += text[i + 1];
                    i += 2;
                    continue;
                }
                value += d;
                i++;
            }
            i++;
            tokens.push({ kind: 'string', value, at });
            continue;
        }
        NUMBER.lastIndex = i;
        const number = NUMBER.exec(text);
        if (number) {
            tokens.push({ kind: 'number', value: Number(number[0]), at });
            i += number[0].length;
            continue;
        }
        // Names may hold `-` and `.`: tags are read as `flow.tags.risk-level` and
        // `flow.tags.key.with.dots`, and the language has no arithmetic for `-` to mean.
        WORD.lastIndex = i;
        const word = WORD.exec(text);
        if (word) {
            tokens.push({ kind: 'word', text: word[0], at });
            i += word[0].length;
            continue;
        }
        const op = OPERATORS.find((o) => text.startsWith(o, i));
        if (op) {
            tokens.push({ kind: 'op', text: op, at });
            i += op.length;
            continue;
        }
        // `==` and `!=` were taken above: a lone `=` or `!` here is a mistake.
        const mistake = Object.keys(MISTAKES).find((m) => text.startsWith(m, i));
        if (mistake)
            throw new ExpressionError(`\`${mistake}\` is not part of the language: ${MISTAKES[mistake]}`, at);
        throw new ExpressionError(`unexpected character \`${c}\``, at);
    }
    tokens.push({ kind: 'end', at: text.length });
    return tokens;
}
// ---------------------------------------------------------------------------------------------
// Names
const KNOWN = '`flow.name`, `flow.tags.<key>`, `artifact.name`, `artifact.fingerprint` (and `flow`, `flow.tags`, `artifact` inside `exists()`)';
function pathOf(name, at) {
    switch (name) {
        case 'flow':
            return { kind: 'flow' };
        case 'flow.name':
            return { kind: 'flow.name' };
        case 'flow.tags':
            return { kind: 'flow.tags' };
        case 'artifact':
            return { kind: 'artifact' };
        case 'artifact.name':
            return { kind: 'artifact.name' };
        case 'artifact.fingerprint':
            return { kind: 'artifact.fingerprint' };
    }
    if (name.startsWith('flow.tags.')) {
        const key = name.slice('flow.tags.'.length);
        if (key !== '' && !key.endsWith('.') && !key.startsWith('.'))
            return { kind: 'flow.tag', key };
        throw new ExpressionError(`\`${name}\` names no tag: write \`flow.tags.<key>\``, at);
    }
    throw new ExpressionError(`\`${name}\` is not something a policy expression can read; it reads ${KNOWN}`, at);
}
const isObject = (p) => p.kind === 'flow' || p.kind === 'flow.tags' || p.kind === 'artifact';
// ---------------------------------------------------------------------------------------------
// Parser: `or` binds loosest, then `and`, then `not`, then comparisons and `in`, as in the
// reference's `not flow.tags.risk-level == "high"`, which negates the comparison.
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null']);
const COMPARISONS = new Set(['==', '!=', '<', '>', '<=', '>=']);
/** A boolean node: what `and`, `or`, `not` and a whole expression take. */
const BOOLEAN = new Set(['not', 'and', 'or', 'compare', 'in', 'exists', 'matches']);
const isBoolean = (n) => BOOLEAN.has(n.type) || (n.type === 'literal' && typeof n.value === 'boolean');
class Parser {
    tokens;
    i = 0;
    depth = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    get next() {
        return this.tokens[this.i];
    }
    isWord(text) {
        const t = this.next;
        return t.kind === 'word' && t.text === text;
    }
    isOp(text) {
        const t = this.next;
        return t.kind === 'op' && t.text === text;
    }
    expectOp(text, what) {
        if (!this.isOp(text))
            throw new ExpressionError(`expected \`${text}\` ${what}, found ${describe(this.next)}`, this.next.at);
        this.i++;
    }
    deeper(at, fn) {
        if (++this.depth > MAX_EXPRESSION_DEPTH)
            throw new ExpressionError(`nested more than ${MAX_EXPRESSION_DEPTH} levels deep`, at);
        try {
            return fn();
        }
        finally {
            this.depth--;
        }
    }
    parseWhole() {
        const node = this.or();
        if (this.next.kind !== 'end')
            throw new ExpressionError(`unexpected ${describe(this.next)}: expected \`and\`, \`or\` or the end`, this.next.at);
        requireBoolean(node, 0, 'the expression');
        return node;
    }
    or() {
        const start = this.next.at;
        const operands = [this.and()];
        while (this.isWord('or')) {
            this.i++;
            const at = this.next.at;
            operands.push(this.and());
            requireBoolean(operands[operands.length - 2], start, 'the left of `or`');
            requireBoolean(operands[operands.length - 1], at, 'the right of `or`');
        }
        return operands.length === 1 ? operands[0] : { type: 'or', operands };
    }
    and() {
        const start = this.next.at;
        const operands = [this.not()];
        while (this.isWord('and')) {
            this.i++;
            const at = this.next.at;
            operands.push(this.not());
            requireBoolean(operands[operands.length - 2], start, 'the left of `and`');
            requireBoolean(operands[operands.length - 1], at, 'the right of `and`');
        }
        return operands.length === 1 ? operands[0] : { type: 'and', operands };
    }
    not() {
        if (!this.isWord('not'))
            return this.comparison();
        const at = this.next.at;
        this.i++;
        return this.deeper(at, () => {
            const operand = this.not();
            requireBoolean(operand, at, 'what `not` negates');
            return { type: 'not', operand };
        });
    }
    comparison() {
        const leftAt = this.next.at;
        const left = this.operand();
        const t = this.next;
        if (t.kind === 'op' && COMPARISONS.has(t.text)) {
            this.i++;
            const rightAt = this.next.at;
            const right = this.operand();
            requireScalar(left, leftAt, `the left of \`${t.text}\``);
            requireScalar(right, rightAt, `the right of \`${t.text}\``);
            return { type: 'compare', op: t.text, left, right };
        }
        if (this.isWord('in')) {
            this.i++;
            requireScalar(left, leftAt, 'the left of `in`');
            const listAt = this.next.at;
            const list = this.operand();
            if (list.type !== 'list')
                throw new ExpressionError('`in` takes a list written in brackets: `flow.name in ["a", "b"]`', listAt);
            return { type: 'in', left, items: list.items };
        }
        return left;
    }
    operand() {
        const t = this.next;
        if (t.kind === 'string') {
            this.i++;
            return { type: 'literal', value: t.value };
        }
        if (t.kind === 'number') {
            this.i++;
            return { type: 'literal', value: t.value };
        }
        if (t.kind === 'op' && t.text === '(') {
            this.i++;
            const inner = this.deeper(t.at, () => this.or());
            this.expectOp(')', 'to close the `(`');
            return inner;
        }
        if (t.kind === 'op' && t.text === '[')
            return this.list();
        if (t.kind === 'word') {
            this.i++;
            if (t.text === 'true' || t.text === 'false')
                return { type: 'literal', value: t.text === 'true' };
            if (t.text === 'null')
                return { type: 'literal', value: null };
            if (KEYWORDS.has(t.text))
                throw new ExpressionError(`\`${t.text}\` where a value was expected`, t.at);
            if (this.isOp('('))
                return this.call(t.text, t.at);
            return { type: 'path', path: pathOf(t.text, t.at), text: t.text };
        }
        throw new ExpressionError(t.kind === 'end' ? 'the expression ends where a value was expected' : `${describe(t)} where a value was expected`, t.at);
    }
    list() {
        const open = this.next.at;
        this.i++;
        const items = [];
        while (!this.isOp(']')) {
            const t = this.next;
            if (t.kind === 'string' || t.kind === 'number')
                items.push(t.value);
            else if (t.kind === 'word' && (t.text === 'true' || t.text === 'false'))
                items.push(t.text === 'true');
            else if (t.kind === 'word' && t.text === 'null')
                items.push(null);
            else if (t.kind === 'end')
                throw new ExpressionError('the list that starts here is not closed with `]`', open);
            else
                throw new ExpressionError(`a list holds strings, numbers, true, false or null; found ${describe(t)}`, t.at);
            this.i++;
            if (this.isOp(','))
                this.i++;
            else if (this.next.kind === 'end')
                throw new ExpressionError('the list that starts here is not closed with `]`', open);
            else if (!this.isOp(']'))
                throw new ExpressionError(`expected \`,\` or \`]\` in the list, found ${describe(this.next)}`, this.next.at);
        }
        this.i++;
        return { type: 'list', items };
    }
    call(name, at) {
        this.i++;
        const args = [];
        while (!this.isOp(')')) {
            const argAt = this.next.at;
            if (this.next.kind === 'end')
                throw new ExpressionError(`the call of \`${name}\` is not closed with \`)\``, argAt);
            args.push({ node: this.deeper(argAt, () => this.or()), at: argAt });
            const after = this.tokens[this.i];
            if (this.isOp(','))
                this.i++;
            else if (after.kind === 'end')
                throw new ExpressionError(`the call of \`${name}\` is not closed with \`)\``, after.at);
            else if (!this.isOp(')'))
                throw new ExpressionError(`expected \`,\` or \`)\` in the call of \`${name}\`, found ${describe(after)}`, after.at);
        }
        this.i++;
        if (name === 'exists') {
            if (args.length !== 1 || args[0].node.type !== 'path')
                throw new ExpressionError('`exists()` takes one name, such as `exists(flow.tags.team)`', args[0]?.at ?? at);
            return { type: 'exists', path: args[0].node.path };
        }
        if (name === 'matches') {
            if (args.length !== 2)
                throw new ExpressionError('`matches()` takes two arguments: a value and a pattern, `matches(artifact.name, "^prod:")`', at);
            const [subject, pattern] = args;
            requireScalar(subject.node, subject.at, 'the first argument of `matches()`');
            if (pattern.node.type !== 'literal' || typeof pattern.node.value !== 'string')
                throw new ExpressionError('the pattern of `matches()` is a quoted string', pattern.at);
            return { type: 'matches', subject: subject.node, pattern: pattern.node.value, re: compilePattern(pattern.node.value, pattern.at) };
        }
        throw new ExpressionError(`\`${name}()\` is not a function of the language: it has \`exists()\` and \`matches()\``, at);
    }
}
function describe(t) {
    switch (t.kind) {
        case 'end':
            return 'the end';
        case 'string':
            return `the string ${JSON.stringify(t.value.slice(0, 40))}`;
        case 'number':
            return `the number ${t.value}`;
        case 'word':
            return `\`${t.text}\``;
        case 'op':
            return `\`${t.text}\``;
    }
}
function requireBoolean(node, at, what) {
    if (isBoolean(node))
        return;
    const shown = node.type === 'path' ? `\`${node.text}\`` : node.type === 'list' ? 'a list' : 'a value';
    throw new ExpressionError(`${what} must be true or false, but is ${shown}: compare it (\`==\`, \`in\` …) or test it (\`exists()\`, \`matches()\`)`, at);
}
function requireScalar(node, at, what) {
    if (node.type === 'path' && isObject(node.path))
        throw new ExpressionError(`${what} is \`${node.text}\`, which only \`exists()\` can take`, at);
    if (node.type === 'list')
        throw new ExpressionError(`${what} is a list, which only \`in\` takes, on its right`, at);
}
/**
 * A `matches()` pattern, compiled with RE2 (re2js): its time is linear in the name it is run on,
 * where a backtracking engine can take exponential time. RE2's syntax is that of Go and close to
 * Python's; lookaround and backreferences, which RE2 cannot run in linear time, are refused.
 */
function compilePattern(pattern, at) {
    if ((0,linear_regexp/* patternCost */.u)(pattern) > MAX_PATTERN_COST)
        throw new ExpressionError(`the pattern is too large (more than ${MAX_PATTERN_COST} steps)`, at);
    try {
        return build.RE2JS.compile(pattern);
    }
    catch (err) {
        throw new ExpressionError(`the pattern ${JSON.stringify(pattern.slice(0, 80))} is not a regular expression RE2 can run: ${err.message}`, at);
    }
}
/** Parses an expression's text (without `${{ }}`); an ExpressionError says where it is wrong. */
function parseExpression(text) {
    if (text.length > MAX_EXPRESSION_LENGTH)
        throw new ExpressionError(`longer than ${MAX_EXPRESSION_LENGTH} characters`, 0);
    if (text.trim() === '')
        throw new ExpressionError('the expression is empty', 0);
    return new Parser(tokenize(text)).parseWhole();
}
function read(path, ctx) {
    switch (path.kind) {
        case 'flow':
            return ctx.flow;
        case 'flow.name':
            return ctx.flow?.name ?? null;
        case 'flow.tags':
            return ctx.flow?.tags ?? null;
        case 'flow.tag':
            return ctx.flow && Object.hasOwn(ctx.flow.tags, path.key) ? ctx.flow.tags[path.key] : null;
        case 'artifact':
            return ctx.artifact;
        case 'artifact.name':
            return ctx.artifact.name;
        case 'artifact.fingerprint':
            return ctx.artifact.fingerprint;
    }
}
/** A number, or a string that is one: tags are strings, and `flow.tags.priority < 3` compares numbers. */
function numeric(v) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v))
        return Number(v);
    return undefined;
}
/**
 * Equality where the reference is silent: a missing value (null) equals only null; a tag (a
 * string) equals a number it spells (`"3" == 3`) and a boolean it spells (`"true" == true`), as
 * tags have no other type; otherwise values of different types differ.
 */
function equal(a, b) {
    if (a === null || b === null)
        return a === b;
    if (typeof a === typeof b)
        return a === b;
    const [x, y] = [numeric(a), numeric(b)];
    if (x !== undefined && y !== undefined)
        return x === y;
    if (typeof a === 'boolean' && typeof b === 'string')
        return String(a) === b;
    if (typeof b === 'boolean' && typeof a === 'string')
        return String(b) === a;
    return false;
}
/**
 * Order where the reference is silent: numbers (or strings that spell them) by value, other
 * strings by code point; anything else — a missing value above all — is in no order, so every
 * ordering comparison with it is false and a rule never applies on a value that is not there.
 */
function ordered(op, a, b) {
    const [x, y] = [numeric(a), numeric(b)];
    let c;
    if (x !== undefined && y !== undefined)
        c = x - y;
    else if (typeof a === 'string' && typeof b === 'string')
        c = a < b ? -1 : a > b ? 1 : 0;
    else
        return false;
    return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
}
function value(node, ctx) {
    switch (node.type) {
        case 'literal':
            return node.value;
        case 'path':
            return read(node.path, ctx);
        default:
            return evaluate(node, ctx);
    }
}
/**
 * An expression's verdict for one artifact in one flow. Work is linear in the expression's size
 * (`and`/`or` stop at the first operand that decides) and `matches()` linear in the name.
 */
function evaluate(node, ctx) {
    switch (node.type) {
        case 'literal':
            return node.value === true;
        case 'not':
            return !evaluate(node.operand, ctx);
        case 'and':
            return node.operands.every((o) => evaluate(o, ctx));
        case 'or':
            return node.operands.some((o) => evaluate(o, ctx));
        case 'compare': {
            const [a, b] = [value(node.left, ctx), value(node.right, ctx)];
            if (node.op === '==')
                return equal(a, b);
            if (node.op === '!=')
                return !equal(a, b);
            return ordered(node.op, a, b);
        }
        case 'in': {
            const a = value(node.left, ctx);
            return node.items.some((item) => equal(a, item));
        }
        case 'exists':
            return read(node.path, ctx) !== null;
        case 'matches': {
            // Search, not a whole-string match: `matches(artifact.name, "datadog")` finds it anywhere,
            // and the reference's own patterns anchor with `^` where they mean the start.
            const subject = value(node.subject, ctx);
            return typeof subject === 'string' && node.re.test(subject);
        }
        case 'path':
        case 'list':
            // The parser gives neither where a verdict is asked for.
            return false;
    }
}

;// CONCATENATED MODULE: ./src/schema/policy-files.ts





/** Aliases let a few lines of YAML expand into gigabytes; no policy needs more than this. */
const MAX_ALIAS_COUNT = 100;
/** No policy nests deeper than a few levels; thousands overflow every recursive step after parsing. */
const MAX_POLICY_DEPTH = json_depth/* MAX_JSON_DEPTH */.K;
/** Why a policy file cannot even be read as data, worded to follow the input's name. */
class PolicyFileError extends errors/* LibraryError */.oM {
    constructor(message) {
        super('invalid_input', message);
        this.name = 'PolicyFileError';
    }
}
/**
 * Parses one YAML policy file, before the service is asked for its schema: syntax problems are
 * placed on their lines; a document whose aliases expand without bound is refused.
 */
function parsePolicyFile(file, text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const tooDeep = () => new PolicyFileError(`${file} nests collections deeper than ${MAX_POLICY_DEPTH} levels; a policy is a few levels deep, at most ${MAX_POLICY_DEPTH}`);
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false });
    }
    catch (err) {
        if (err instanceof RangeError)
            throw tooDeep();
        throw err;
    }
    const at = (offset) => lineCounter.linePos(offset);
    // The parser reports running out of stack as a syntax error; it is the nesting that is wrong.
    if (doc.errors.some((e) => /call stack/i.test(e.message)))
        throw tooDeep();
    if (nodeDepth(doc.contents) > MAX_POLICY_DEPTH)
        throw tooDeep();
    if (doc.errors.length > 0) {
        return {
            file,
            lineCounter,
            problems: doc.errors.map((e) => {
                const { line, col } = at(e.pos[0]);
                return { file, line, column: col, message: `YAML syntax: ${e.message.split('\n')[0]}` };
            })
        };
    }
    let value;
    try {
        value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (err) {
        if (err instanceof RangeError && /call stack/i.test(err.message))
            throw tooDeep();
        throw new PolicyFileError(`${file} expands its aliases past ${MAX_ALIAS_COUNT} (${err.message}); a policy needs no alias expansion of this size`);
    }
    return { file, doc, value, lineCounter, problems: [] };
}
/** How deep a document's collections nest, walked without recursion. */
function nodeDepth(root) {
    let deepest = 0;
    const stack = [[root, 1]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        if ((0,dist/* isPair */.tO)(node)) {
            stack.push([node.key, depth], [node.value, depth]);
        }
        else if ((0,dist/* isCollection */.P3)(node)) {
            deepest = Math.max(deepest, depth);
            if (depth > MAX_POLICY_DEPTH)
                return depth;
            for (const item of node.items)
                stack.push([item, depth + 1]);
        }
    }
    return deepest;
}
/**
 * Every problem with a parsed policy, each placed on the line it concerns: the schema's (with
 * expressions read in the parsed form the schema describes, `{text}`, from the `${{ … }}` a
 * policy writes), each expression's syntax, and the reference's rule that an attestation rule
 * is not `*` by both name and type, which the schema cannot say.
 */
function checkPolicy(policy, validate) {
    if (!policy.doc || policy.problems.length > 0)
        return policy.problems;
    const problems = [];
    if (!validate(parsedForm(policy.value, 0))) {
        for (const { path, message, property } of (0,json_schema/* schemaErrors */.d0)(validate)) {
            const { line, col } = policy.lineCounter.linePos(property === undefined ? offsetOf(policy.doc, path) : keyOffset(policy.doc, path, property));
            problems.push({ file: policy.file, line, column: col, message: `${path || '(document)'} ${message}` });
        }
    }
    const at = (offset, message) => {
        const { line, col } = policy.lineCounter.linePos(offset);
        return { file: policy.file, line, column: col, message };
    };
    for (const site of expressionSites(policy.doc)) {
        const found = expressionText(site.node);
        if (found === undefined)
            continue;
        if ('problem' in found) {
            problems.push(at(found.offset, `${site.pointer} ${found.problem}`));
            continue;
        }
        try {
            parseExpression(found.text);
        }
        catch (err) {
            if (!(err instanceof ExpressionError))
                throw err;
            problems.push(at(found.offset + (found.exact ? err.offset : 0), `${site.pointer} expression: ${err.message}`));
        }
    }
    const rules = policy.doc.getIn(['artifacts', 'attestations'], true);
    if ((0,dist/* isSeq */.oP)(rules)) {
        rules.items.forEach((rule, i) => {
            if (!(0,dist/* isMap */.jh)(rule))
                return;
            const name = rule.get('name');
            if ((name === undefined || name === '*') && rule.get('type') === '*')
                problems.push(at(rule.range?.[0] ?? 0, `/artifacts/attestations/${i} is \`*\` by both name and type; name one or the other`));
        });
    }
    return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
/** The rules with the schema's defaults filled in and every expression as its text (`{text}`). */
function policyRules(policy) {
    const parsed = parsedForm(policy.value, 0);
    const artifacts = parsed.artifacts ?? {};
    const boolean = (rule) => {
        const r = (rule ?? {});
        return { required: r.required ?? false, exceptions: (r.exceptions ?? []).map((e) => ({ if: e.if ?? null })) };
    };
    const attestations = (artifacts.attestations ?? []).map((a) => ({
        if: a.if ?? null,
        name: a.name ?? '*',
        type: a.type ?? '*',
        must_be_compliant: a.must_be_compliant ?? true,
        for_control: a.for_control ?? null
    }));
    return { provenance: boolean(artifacts.provenance), 'trail-compliance': boolean(artifacts['trail-compliance']), attestations };
}
/** Where a policy may hold an expression, by JSON pointer. */
function expressionSites(doc) {
    const sites = [];
    for (const rule of ['provenance', 'trail-compliance']) {
        const exceptions = doc.getIn(['artifacts', rule, 'exceptions'], true);
        if (!(0,dist/* isSeq */.oP)(exceptions))
            continue;
        exceptions.items.forEach((e, i) => {
            if ((0,dist/* isMap */.jh)(e))
                sites.push({ pointer: `/artifacts/${rule}/exceptions/${i}/if`, node: e.get('if', true) });
        });
    }
    const attestations = doc.getIn(['artifacts', 'attestations'], true);
    if ((0,dist/* isSeq */.oP)(attestations))
        attestations.items.forEach((a, i) => {
            if ((0,dist/* isMap */.jh)(a))
                sites.push({ pointer: `/artifacts/attestations/${i}/if`, node: a.get('if', true) });
        });
    return sites;
}
/**
 * An expression's text and where it starts in the file: written `${{ … }}`, or already in the
 * parsed form `{text: …}`. `exact` when the text stands in the file as it is (a plain or quoted
 * scalar on one line), so a problem's offset within it is its column; else the problem is placed
 * where the scalar starts. Undefined where there is none (absent, null, or a shape the schema refuses).
 */
function expressionText(node, parsed = false) {
    if ((0,dist/* isMap */.jh)(node))
        return expressionText(node.get('text', true), true);
    if (!(0,dist/* isScalar */.jn)(node) || typeof node.value !== 'string')
        return undefined;
    const start = node.range?.[0] ?? 0;
    const source = node.source ?? node.value;
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    // Escapes (`\\"` in double quotes, `''` in single) shift the text against the file.
    const escaped = node.type === 'QUOTE_DOUBLE' ? source.includes('\\') : node.type === 'QUOTE_SINGLE' && source.includes("''");
    const exact = (node.type === 'PLAIN' || quoted) && !source.includes('\n') && !escaped;
    const base = start + (quoted ? 1 : 0);
    const written = unwrapExpression(node.value);
    if (written)
        return { text: written.text, offset: exact ? base + written.offset : start, exact };
    if (parsed)
        return { text: node.value, offset: base, exact };
    return { problem: 'is an expression, written `${{ … }}` (for example `${{ flow.name == "shop" }}`)', offset: start };
}
/** The policy as the schema describes it: each `if` written `${{ … }}` in its parsed form `{text}`. */
function parsedForm(value, depth) {
    if (depth > MAX_POLICY_DEPTH)
        return value;
    if (Array.isArray(value))
        return value.map((v) => parsedForm(v, depth + 1));
    if (value === null || typeof value !== 'object')
        return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'if' && typeof v === 'string' ? { text: unwrapExpression(v)?.text.trim() ?? v } : parsedForm(v, depth + 1)]));
}
/** Where the value at a JSON pointer starts; the nearest existing parent when it is absent. */
function offsetOf(doc, pointer) {
    const segments = pointer === ''
        ? []
        : pointer
            .slice(1)
            .split('/')
            .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    for (let n = segments.length; n >= 0; n--) {
        const keys = segments.slice(0, n).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
        const node = keys.length === 0 ? doc.contents : doc.getIn(keys, true);
        if ((0,dist/* isNode */.Ll)(node) && node.range)
            return node.range[0];
    }
    return 0;
}
/** Where a map's key is written, for a problem with the key itself; the map's own place when the key cannot be found. */
function keyOffset(doc, pointer, key) {
    const map = pointer === '' ? doc.contents : doc.getIn(segmentsOf(pointer), true);
    if ((0,dist/* isMap */.jh)(map))
        for (const pair of map.items) {
            const k = pair.key;
            if ((0,dist/* isScalar */.jn)(k) && String(k.value) === key && k.range)
                return k.range[0];
        }
    return offsetOf(doc, pointer);
}
function segmentsOf(pointer) {
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}


/***/ })

};
;