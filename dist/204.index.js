export const id = 204;
export const ids = [204];
export const modules = {

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

/***/ 36512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59148);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileProblem */ .kc)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
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
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaProblem */ .V8)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 35204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ policy_schema)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/artifacts/paths.ts
var artifacts_paths = __webpack_require__(13559);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/runner.ts
var runner = __webpack_require__(74813);
// EXTERNAL MODULE: ./src/schema/json-schema.ts
var json_schema = __webpack_require__(4041);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/json-depth.ts
var json_depth = __webpack_require__(8829);
;// CONCATENATED MODULE: ./src/schema/policy-files.ts



/** Aliases let a few lines of YAML expand into gigabytes; no policy needs more than this. */
const MAX_ALIAS_COUNT = 100;
/** No policy nests deeper than a few levels; thousands overflow every recursive step after parsing. */
const MAX_POLICY_DEPTH = json_depth/* MAX_JSON_DEPTH */.K;
/** Why a policy file cannot even be read as data, worded to follow the input's name. */
class PolicyFileProblem extends Error {
}
/**
 * Parses one YAML policy file, before the service is asked for its schema: syntax problems are
 * placed on their lines; a document whose aliases expand without bound is refused.
 */
function parsePolicyFile(file, text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const tooDeep = () => new PolicyFileProblem(`${file} nests collections deeper than ${MAX_POLICY_DEPTH} levels; a policy is a few levels deep, at most ${MAX_POLICY_DEPTH}`);
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
        throw new PolicyFileProblem(`${file} expands its aliases past ${MAX_ALIAS_COUNT} (${err.message}); a policy needs no alias expansion of this size`);
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
/** The schema's problems with a parsed policy, each placed on the line it concerns. */
function checkPolicy(policy, validate) {
    if (!policy.doc || policy.problems.length > 0 || validate(policy.value))
        return policy.problems;
    return (0,json_schema/* schemaErrors */.d0)(validate).map(({ path, message }) => {
        const { line, col } = policy.lineCounter.linePos(offsetOf(policy.doc, path));
        return { file: policy.file, line, column: col, message: `${path || '(document)'} ${message}` };
    });
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

// EXTERNAL MODULE: ./src/service/catalogue/queries.ts
var queries = __webpack_require__(31517);
// EXTERNAL MODULE: ./src/service/spool.ts
var spool = __webpack_require__(60712);
// EXTERNAL MODULE: ./src/operations/artifact-input.ts
var artifact_input = __webpack_require__(95219);
// EXTERNAL MODULE: ./src/operations/input-files.ts
var input_files = __webpack_require__(36512);
// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(91983);
;// CONCATENATED MODULE: ./src/operations/policy-schema.ts













/** A policy is a short YAML file; anything larger is not one. */
const POLICY_MAX_BYTES = 1024 * 1024;
const EXPECTED = 'YAML environment policy files or globs, each at most 1 MiB';
const INPUTS = {
    'policy-files': { kind: 'list', description: 'YAML policy files or globs to validate against the schema' }
};
/**
 * Every policy file found, read and parsed before the schema is asked for: a file that is not
 * YAML, nests too deep or expands its aliases without bound stops the run here, with its
 * problems placed on their lines, and no request is sent.
 */
async function readPolicies(inputs) {
    const { paths, unmatched } = await (0,artifact_input/* namingInput */.nm)('policy-files', EXPECTED, (0,artifacts_paths/* expandPaths */.p)(inputs.list('policy-files'), inputs.baseDir));
    if (unmatched.length > 0)
        throw inputs.fail('policy-files', `\`${unmatched.join('`, `')}\` matched no file`, EXPECTED);
    const policies = paths.map((file) => {
        const text = (0,input_files/* readInputFile */.j)('policy-files', file, POLICY_MAX_BYTES, EXPECTED).toString('utf8');
        try {
            return parsePolicyFile(file, text);
        }
        catch (err) {
            if (err instanceof PolicyFileProblem)
                throw inputs.fail('policy-files', err.message, EXPECTED);
            throw err;
        }
    });
    const syntax = policies.flatMap((p) => p.problems);
    if (syntax.length > 0) {
        const workspace = process.env.GITHUB_WORKSPACE || inputs.baseDir;
        for (const p of syntax) {
            const relative = external_node_path_default().relative(workspace, p.file);
            runner/* error */.z3(p.message, { file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column });
        }
        const first = syntax[0];
        throw (0,errors/* invalidInput */.aY)('policy-files', `${syntax.length} YAML syntax problem(s) in ${new Set(syntax.map((p) => p.file)).size} file(s), the first ${first.file}:${first.line}:${first.column}: ${first.message}; see the annotations`, EXPECTED);
    }
    return policies;
}
/** Downloads the policy JSON Schema and checks policy files against it before they are used. */
/* harmony default export */ const policy_schema = ((0,types/* serviceOperation */.F0)({
    name: 'policy-schema',
    title: 'Policy schema download',
    description: "Download the service's environment policy JSON Schema, and check policy files against it",
    inputs: INPUTS,
    outputs: {
        schema_file: 'Path of the downloaded JSON Schema',
        policy_errors: 'Number of problems found in policy-files'
    },
    endpoint: queries/* policySchema */.wh,
    read: async (inputs) => ({ policies: await readPolicies(inputs) }),
    async run({ policies }, { client, context, log }) {
        const response = await client.call(queries/* policySchema */.wh, {});
        let schemaFile = '';
        const problems = [];
        if (!response.dryRun) {
            if (!response.data || typeof response.data !== 'object' || Array.isArray(response.data)) {
                throw new errors/* ActionError */.lZ('server', `GET ${queries/* policySchema */.wh.path} answered something other than a JSON Schema object`);
            }
            const dir = external_node_path_default().join(process.env.RUNNER_TEMP || external_node_os_default().tmpdir(), 'evidence-policy');
            schemaFile = external_node_path_default().join(dir, 'environment-policy-v1.schema.json');
            try {
                await (0,spool/* makeDirectory */.Oh)(dir);
                await (0,promises_.writeFile)(schemaFile, JSON.stringify(response.data, null, 2) + '\n');
            }
            catch (err) {
                const code = err.code ?? err.message;
                throw new errors/* ActionError */.lZ('invalid_input', `the policy schema cannot be saved to ${schemaFile} (${code}); RUNNER_TEMP must name a writable folder`);
            }
            let validate;
            try {
                validate = await (0,json_schema/* compileJsonSchema */.nk)(response.data);
            }
            catch (err) {
                if (err instanceof json_schema/* SchemaProblem */.V8)
                    throw new errors/* ActionError */.lZ('invalid_input', `the service's policy schema: ${err.message}; expected ${err.expected}`, { cause: err });
                throw err;
            }
            for (const policy of policies)
                problems.push(...checkPolicy(policy, validate));
        }
        else {
            for (const policy of policies)
                problems.push(...policy.problems);
        }
        for (const p of problems) {
            // Annotations name files as the repository does, so GitHub can place them in the diff.
            const relative = external_node_path_default().relative(context.workspace, p.file);
            log.error(p.message, { file: relative.startsWith('..') ? p.file : relative, line: p.line, column: p.column });
        }
        const files = new Set(problems.map((p) => p.file)).size;
        return {
            outputs: { schema_file: schemaFile, policy_errors: problems.length },
            summary: {
                title: 'Environment policy schema',
                verdict: policies.length === 0
                    ? { ok: true, text: 'Schema saved' }
                    : {
                        ok: problems.length === 0,
                        text: problems.length === 0
                            ? `${policies.length} policy file(s) valid`
                            : `${problems.length} problem(s) in ${files} of ${policies.length} policy file(s)`
                    },
                facts: [
                    ['Saved to', schemaFile],
                    ['Policy files', String(policies.length)]
                ],
                table: { head: ['File', 'Line', 'Problem'], rows: problems.map((p) => [external_node_path_default().relative(context.workspace, p.file), String(p.line), p.message]) }
            },
            failure: problems.length > 0 ? new errors/* ActionError */.lZ('invalid_input', `${problems.length} problem(s) in ${files} policy file(s); see the annotations`) : undefined
        };
    }
}));


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ SchemaProblem),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaProblem extends Error {
    expected;
    constructor(message, expected, options) {
        super(message, options);
        this.name = 'SchemaProblem';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaProblem).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaProblem('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(475), __webpack_require__.e(882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaProblem(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 60878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(844)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new SchemaProblem(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
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
        if (e.keyword === 'additionalProperties' && e.params?.additionalProperty)
            message = `has unknown property \`${propertyName(e.params.additionalProperty)}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message });
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

/***/ 31517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ search),
/* harmony export */   fp: () => (/* binding */ assertArtifact),
/* harmony export */   wh: () => (/* binding */ policySchema)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19438);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14232);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86623);



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

/***/ 86623:
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
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14232);

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

/***/ 19438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XX: () => (/* binding */ encodeQuery),
/* harmony export */   aD: () => (/* binding */ expandPath),
/* harmony export */   vy: () => (/* binding */ defineEndpoint),
/* harmony export */   xQ: () => (/* binding */ paramProblem)
/* harmony export */ });
/* unused harmony export pathParamNames */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48992);

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
        return `\`${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(value)}\` is not valid; expected ${pattern.expected}`;
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


/***/ })

};
