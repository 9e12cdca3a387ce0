"use strict";
exports.id = 5975;
exports.ids = [5975];
exports.modules = {

/***/ 54980:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ attestationOperation)
/* harmony export */ });
/* harmony import */ var _operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40517);
/* harmony import */ var _operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73074);
/* harmony import */ var _clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16335);
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63061);
/* harmony import */ var _input_groups_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96563);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18667);






/**
 * Every attestation is this one skeleton: the common inputs become the common fields, the
 * attachments and evidence files one packed part, then the call and the summary. An operation
 * adds only its inputs and its evidence.
 */
function attestationOperation(def) {
    return (0,_types_js__WEBPACK_IMPORTED_MODULE_5__/* .serviceOperation */ .F0)({
        name: def.name,
        title: def.title,
        description: def.description,
        inputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_INPUTS */ .Le, ...def.inputs },
        outputs: { ..._input_groups_js__WEBPACK_IMPORTED_MODULE_4__/* .ATTESTATION_OUTPUTS */ .Qj, ...def.outputs },
        endpoint: def.endpoint,
        github: def.github ?? 'optional',
        read: async (inputs, common) => {
            // An operation's own declaration of a common input (attest-approval's default name) keeps
            // its kind, which TypeScript cannot see through the generic spread.
            const attestation = (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .readAttestationInputs */ .eK)(inputs);
            const own = await def.read(inputs, common);
            // Once every input is good, git reads the commit while the step loads what sends it and
            // gathers the evidence; the run's read of that commit takes the answer.
            if (!def.commitFromEvidence) {
                const context = (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_3__/* .readRunContext */ .$p)();
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(context, attestation.commit ?? context.sha);
            }
            return { attestation, own };
        },
        async run({ attestation, own }, tools) {
            // GitHub is asked for the commit now, to answer while the evidence is gathered and the
            // artifact fingerprinted: its round trip is most of an attestation's wait.
            if (!def.commitFromEvidence)
                (0,_clients_github_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .beginCommitRead */ .J)(tools.context, attestation.commit ?? tools.context.sha, await tools.github());
            const evidence = await def.evidence(own, attestation, tools);
            const settings = {
                ...attestation,
                commit: evidence.commit ?? attestation.commit,
                ...(evidence.fingerprint !== undefined && { artifact: { fingerprint: evidence.fingerprint } })
            };
            const files = evidence.files && def.filesInput ? { input: def.filesInput, files: evidence.files } : undefined;
            const prepared = await (0,_operations_readers_attestation_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareAttestation */ .md)(settings, tools, files);
            const attachment = prepared.attachment;
            await tools.client.call(def.endpoint, { org: tools.org, flow_name: settings.flow, trail_name: prepared.trail }, { data_json: { ...prepared.fields, ...evidence.data }, ...(attachment && { attachment_file: attachment }) });
            const summary = evidence.summary?.(prepared) ?? {
                ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationSummary */ .h)(evidence.kind ?? def.title, settings, prepared, tools, evidence.compliant, [
                    ...(evidence.facts ?? []),
                    ...(0,_operations_readers_attestation_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .attestationFacts */ .S)(settings, prepared, tools.context)
                ]),
                ...(evidence.table && { table: evidence.table })
            };
            return {
                outputs: { fingerprint: prepared.fingerprint ?? '', trail: prepared.trail, ...evidence.outputs },
                summary,
                failure: evidence.failure
            };
        }
    });
}


/***/ }),

/***/ 62032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I2: () => (/* binding */ JsonSelector),
/* harmony export */   N3: () => (/* binding */ JsonError)
/* harmony export */ });
/* unused harmony export MAX_SELECT_DEPTH */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** Text that is not JSON, with the byte offset where that shows. */
class JsonError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    offset;
    constructor(message, offset) {
        super('invalid_input', message);
        this.offset = offset;
        this.name = 'JsonError';
    }
}
/** Containers nested deeper than this are refused, descended into or not: no real document comes close. */
const MAX_SELECT_DEPTH = 512;
var S;
(function (S) {
    S[S["Value"] = 0] = "Value";
    S[S["ArrayFirst"] = 1] = "ArrayFirst";
    S[S["ObjectFirst"] = 2] = "ObjectFirst";
    S[S["Key"] = 3] = "Key";
    S[S["Colon"] = 4] = "Colon";
    S[S["After"] = 5] = "After";
    S[S["End"] = 6] = "End";
    S[S["KeyString"] = 7] = "KeyString";
    S[S["Raw"] = 8] = "Raw";
    S[S["RawString"] = 9] = "RawString";
    S[S["Scalar"] = 10] = "Scalar";
    S[S["ScalarString"] = 11] = "ScalarString";
})(S || (S = {}));
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const isDelimiter = (c) => c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || isSpace(c);
/** A streaming reader of one JSON document: `write` each chunk in order, then `end`. */
class JsonSelector {
    selection;
    state = S.Value;
    /** The keys down to the value being read, one per container descended into. */
    path = [];
    /** For each container descended into: whether it is an array. */
    arrays = [];
    /** Brackets open inside a taken or skipped container. */
    raw = new Uint8Array(MAX_SELECT_DEPTH);
    rawDepth = 0;
    taking = false;
    /** The chunks a taken value (or a key) spans, before the current one. */
    pieces = [];
    from = 0;
    escaped = false;
    /** Bytes of the chunks before the current one. */
    offset = 0;
    started = false;
    keyEscapes = false;
    constructor(selection) {
        this.selection = selection;
    }
    problem(message, at) {
        return new JsonError(message, this.offset + at);
    }
    /** The bytes from `from` in the chunks kept, up to `end` of this one, as text. */
    text(chunk, end) {
        const tail = chunk.subarray(this.from, end);
        const bytes = this.pieces.length === 0 ? tail : Buffer.concat([...this.pieces, tail]);
        this.pieces = [];
        return bytes.toString('utf8');
    }
    parse(text, at) {
        try {
            return JSON.parse(text);
        }
        catch (err) {
            throw this.problem(`not JSON: ${err.message}`, at);
        }
    }
    /** A value ended at `end` of this chunk: hand it over if taken, then on to what follows it. */
    valueEnded(chunk, end) {
        if (this.taking)
            this.selection.take(this.path, this.parse(this.text(chunk, end), end));
        this.taking = false;
        this.state = this.arrays.length === 0 ? S.End : S.After;
    }
    /** A value starts at `i` with byte `c`, in a state that expects one. */
    startValue(i, c) {
        const kind = c === OPEN_OBJECT ? 'object' : c === OPEN_ARRAY ? 'array' : 'scalar';
        const scalarStart = c === QUOTE || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;
        if (kind === 'scalar' && !scalarStart)
            throw this.problem(`unexpected ${describe(c)} where a value was expected`, i);
        const choice = this.selection.choose(this.path, kind);
        if (kind !== 'scalar' && choice === 'descend') {
            if (this.arrays.length + 1 > MAX_SELECT_DEPTH)
                throw this.problem(`nests deeper than ${MAX_SELECT_DEPTH} levels`, i);
            this.arrays.push(kind === 'array');
            this.state = kind === 'array' ? S.ArrayFirst : S.ObjectFirst;
            return;
        }
        this.taking = choice === 'take';
        this.from = i;
        this.pieces = [];
        if (kind !== 'scalar') {
            this.raw[0] = c;
            this.rawDepth = 1;
            this.state = S.Raw;
        }
        else if (c === QUOTE) {
            this.escaped = false;
            this.state = S.ScalarString;
        }
        else
            this.state = S.Scalar;
    }
    write(chunk) {
        if (chunk.length > 0)
            this.started = true;
        const n = chunk.length;
        let i = 0;
        while (i < n) {
            switch (this.state) {
                case S.Raw: {
                    // The hot loop: most of a large document is taken or skipped.
                    const raw = this.raw;
                    let depth = this.rawDepth;
                    for (; i < n; i++) {
                        const c = chunk[i];
                        if (c === QUOTE) {
                            for (i++; i < n; i++) {
                                const s = chunk[i];
                                if (s === BACKSLASH)
                                    i++;
                                else if (s === QUOTE)
                                    break;
                            }
                            if (i >= n) {
                                this.escaped = i > n;
                                this.rawDepth = depth;
                                this.state = S.RawString;
                                break;
                            }
                        }
                        else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
                            if (depth === MAX_SELECT_DEPTH)
                                throw this.problem(`nests deeper than ${MAX_SELECT_DEPTH} levels`, i);
                            raw[depth++] = c;
                        }
                        else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
                            if (raw[--depth] !== c - 2)
                                throw this.problem(`unexpected ${describe(c)}`, i);
                            if (depth === 0) {
                                this.rawDepth = 0;
                                this.valueEnded(chunk, i + 1);
                                i++;
                                break;
                            }
                        }
                    }
                    if (this.state === S.Raw)
                        this.rawDepth = depth;
                    break;
                }
                case S.RawString:
                case S.ScalarString: {
                    if (this.escaped) {
                        this.escaped = false;
                        i++;
                        continue;
                    }
                    for (; i < n; i++) {
                        const s = chunk[i];
                        if (s === BACKSLASH)
                            i++;
                        else if (s === QUOTE)
                            break;
                    }
                    if (i >= n) {
                        this.escaped = i > n;
                        break;
                    }
                    i++;
                    if (this.state === S.RawString)
                        this.state = S.Raw;
                    else
                        this.valueEnded(chunk, i);
                    break;
                }
                case S.Scalar: {
                    while (i < n && !isDelimiter(chunk[i]))
                        i++;
                    if (i < n)
                        this.endScalar(chunk, i);
                    break;
                }
                case S.KeyString: {
                    if (this.escaped) {
                        this.escaped = false;
                        i++;
                        continue;
                    }
                    for (; i < n; i++) {
                        const s = chunk[i];
                        if (s === BACKSLASH) {
                            this.keyEscapes = true;
                            i++;
                        }
                        else if (s === QUOTE)
                            break;
                    }
                    if (i >= n) {
                        this.escaped = i > n;
                        break;
                    }
                    i++;
                    // Most keys hold no escape: their bytes are their text, without a parse.
                    const key = this.keyEscapes || this.pieces.length > 0 ? this.parse(this.text(chunk, i), i) : chunk.toString('utf8', this.from + 1, i - 1);
                    this.path.push(key);
                    this.state = S.Colon;
                    break;
                }
                default:
                    i = this.structure(chunk, i);
            }
        }
        this.keepPartial(chunk);
        this.offset += n;
    }
    /** A value or key still open at the chunk's end keeps its bytes for the next. */
    keepPartial(chunk) {
        const open = this.state === S.KeyString ||
            this.state === S.Scalar ||
            ((this.state === S.Raw || this.state === S.RawString || this.state === S.ScalarString) && this.taking);
        if (open && this.from < chunk.length)
            this.pieces.push(Buffer.from(chunk.subarray(this.from)));
        this.from = 0;
    }
    endScalar(chunk, end) {
        const value = this.parse(this.text(chunk, end), end);
        if (this.taking)
            this.selection.take(this.path, value);
        this.taking = false;
        this.state = this.arrays.length === 0 ? S.End : S.After;
    }
    /** Tokens between values, in the containers descended into; returns where it stopped. */
    structure(chunk, i) {
        const n = chunk.length;
        for (; i < n; i++) {
            const c = chunk[i];
            if (isSpace(c))
                continue;
            switch (this.state) {
                case S.Value:
                    this.startValue(i, c);
                    return i + 1;
                case S.ArrayFirst:
                    if (c === CLOSE_ARRAY) {
                        this.closeContainer();
                        continue;
                    }
                    this.path.push(0);
                    this.startValue(i, c);
                    return i + 1;
                case S.ObjectFirst:
                case S.Key:
                    if (c === CLOSE_OBJECT && this.state === S.ObjectFirst) {
                        this.closeContainer();
                        continue;
                    }
                    if (c !== QUOTE)
                        throw this.problem(`unexpected ${describe(c)} where a member name was expected`, i);
                    this.from = i;
                    this.pieces = [];
                    this.keyEscapes = false;
                    this.state = S.KeyString;
                    return i + 1;
                case S.Colon:
                    if (c !== COLON)
                        throw this.problem(`unexpected ${describe(c)} where \`:\` was expected`, i);
                    this.state = S.Value;
                    continue;
                case S.After: {
                    const inArray = this.arrays[this.arrays.length - 1];
                    if (c === COMMA) {
                        if (inArray) {
                            ;
                            this.path[this.path.length - 1]++;
                            this.state = S.Value;
                        }
                        else {
                            this.path.pop();
                            this.state = S.Key;
                        }
                        continue;
                    }
                    if (c === (inArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
                        this.path.pop();
                        this.closeContainer();
                        continue;
                    }
                    throw this.problem(`unexpected ${describe(c)} where \`,\` or \`${inArray ? ']' : '}'}\` was expected`, i);
                }
                case S.End:
                    throw this.problem(`unexpected ${describe(c)} after the end of the document`, i);
                default:
                    return i;
            }
        }
        return i;
    }
    closeContainer() {
        this.arrays.pop();
        this.selection.leave?.(this.path);
        this.state = this.arrays.length === 0 ? S.End : S.After;
    }
    /** The document is complete: anything still open is a problem. */
    end() {
        if (this.state === S.Scalar && this.arrays.length === 0)
            this.endScalar(Buffer.alloc(0), 0);
        if (!this.started)
            throw this.problem('empty', 0);
        if (this.state !== S.End)
            throw this.problem('ends before the document does (cut short?)', 0);
    }
}
function describe(c) {
    return c >= 0x21 && c <= 0x7e ? `\`${String.fromCharCode(c)}\`` : `byte 0x${c.toString(16).padStart(2, '0')}`;
}


/***/ }),

/***/ 78548:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   S8: () => (/* binding */ readSarifFile),
/* harmony export */   Y: () => (/* binding */ ruleOf),
/* harmony export */   oj: () => (/* binding */ SarifError)
/* harmony export */ });
/* unused harmony export ruleIdOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
/* harmony import */ var _json_select_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62032);




/** A SARIF file that cannot be read as SARIF 2.1.0: why, worded to follow "input `x`: ". */
class SarifError extends _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6 {
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function component(value) {
    if (!isObject(value))
        return {};
    return {
        ...(typeof value.name === 'string' && { name: value.name }),
        ...(typeof value.version === 'string' && { version: value.version }),
        ...(typeof value.semanticVersion === 'string' && { semanticVersion: value.semanticVersion }),
        rules: Array.isArray(value.rules) ? value.rules.map((r) => (isObject(r) ? r : {})) : []
    };
}
function toolOf(value) {
    const tool = isObject(value) ? value : {};
    return { driver: component(tool.driver), extensions: Array.isArray(tool.extensions) ? tool.extensions.map(component) : [] };
}
/**
 * Reads one SARIF file: at most `maxBytes`, a regular file (files.ts), checked for its size
 * before a byte is read. A file that is empty, not JSON, or not SARIF 2.1.0 is a SarifError
 * naming it.
 */
async function readSarifFile(file, maxBytes, visitor) {
    const { fd, size } = (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .openRegularFile */ .ZU)(file);
    try {
        if (size > maxBytes)
            throw new SarifError(file, `${file} is ${size} bytes, over the limit of ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .formatBytes */ .z3)(maxBytes)}`);
        if (size === 0)
            throw new SarifError(file, `${file} is empty`);
        const reader = new SarifReader(file, visitor);
        const selector = new _json_select_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonSelector */ .I2(reader);
        const notJson = (err) => (err instanceof _json_select_js__WEBPACK_IMPORTED_MODULE_2__/* .JsonError */ .N3 ? new SarifError(file, `${file} is not JSON: ${err.message} (at byte ${err.offset})`) : err);
        await (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readChunks */ .zO)(file, fd, size, (chunk) => {
            try {
                selector.write(chunk);
            }
            catch (err) {
                throw notJson(err);
            }
            return Promise.resolve();
        });
        try {
            selector.end();
        }
        catch (err) {
            throw notJson(err);
        }
        reader.finish();
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The selection that walks a SARIF log: its version, each run's tool, each result. */
class SarifReader {
    file;
    visitor;
    version;
    runs = 0;
    tool;
    sawRuns = false;
    partial = {};
    members;
    constructor(file, visitor) {
        this.file = file;
        this.visitor = visitor;
        this.members = visitor.members && new Set(visitor.members);
    }
    problem(message) {
        return new SarifError(this.file, `${this.file} is not SARIF 2.1.0: ${message}`);
    }
    choose(path, kind) {
        const depth = path.length;
        if (depth === 0) {
            if (kind !== 'object')
                throw this.problem(`its top level is ${kind === 'scalar' ? 'a single value' : 'an array'}, where SARIF has an object`);
            return 'descend';
        }
        const [top] = path;
        if (depth === 1) {
            if (top === 'version')
                return 'take';
            if (top !== 'runs')
                return 'skip';
            if (kind !== 'array')
                throw this.problem('`runs` is not an array');
            this.sawRuns = true;
            return 'descend';
        }
        if (top !== 'runs')
            return 'skip';
        if (depth === 2) {
            if (kind !== 'object')
                throw this.problem(`run ${String(path[1])} is not an object`);
            this.tool = undefined;
            return 'descend';
        }
        const member = path[2];
        if (depth === 3) {
            if (member === 'tool')
                return 'take';
            if (member !== 'results')
                return 'skip';
            if (kind === 'scalar')
                return 'take';
            if (kind !== 'array')
                throw this.problem(`the results of run ${String(path[1])} are not an array`);
            return 'descend';
        }
        if (member === 'results' && depth === 4) {
            if (kind !== 'object')
                throw this.problem(`result ${String(path[3])} of run ${String(path[1])} is not an object`);
            if (!this.members)
                return 'take';
            this.partial = {};
            return 'descend';
        }
        // A result's members: those the visitor reads are taken, the rest (code flows, fixes) skipped.
        if (member === 'results' && depth === 5 && this.members?.has(path[4]))
            return 'take';
        return 'skip';
    }
    take(path, value) {
        if (path.length === 5)
            this.partial[path[4]] = value;
        else if (path.length === 1)
            this.version = value;
        else if (path.length === 3 && path[2] === 'tool')
            this.tool = toolOf(value);
        else if (path.length === 3) {
            if (value !== null)
                throw this.problem(`the results of run ${String(path[1])} are not an array`);
        }
        else
            this.visitor.result(path[1], value);
    }
    leave(path) {
        if (path.length === 4 && path[0] === 'runs')
            this.visitor.result(path[1], this.partial);
        else if (path.length === 2 && path[0] === 'runs') {
            this.visitor.runEnd(path[1], this.tool ?? toolOf(undefined));
            this.runs++;
        }
    }
    /** Checked once the whole log is read: SARIF allows `version` anywhere among the members. */
    finish() {
        if (this.version !== '2.1.0')
            throw this.problem(this.version === undefined ? 'it has no `version`' : `its \`version\` is ${JSON.stringify(this.version)}, not "2.1.0"`);
        if (!this.sawRuns)
            throw this.problem('it has no `runs`');
    }
}
/**
 * The rule a result is of, as SARIF finds it: in the tool component the result names
 * (`rule.toolComponent.index`, CodeQL's query packs), else the driver; by index when one is
 * given, else by id (a hierarchical id `a/b` falling back to `a`).
 */
function ruleOf(result, tool) {
    const ref = isObject(result.rule) ? result.rule : {};
    const toolComponent = isObject(ref.toolComponent) ? ref.toolComponent : undefined;
    let rules = tool.driver.rules ?? [];
    if (toolComponent) {
        if (typeof toolComponent.index === 'number')
            rules = tool.extensions[toolComponent.index]?.rules ?? [];
        else if (typeof toolComponent.name === 'string')
            rules = tool.extensions.find((e) => e.name === toolComponent.name)?.rules ?? rules;
    }
    const index = typeof result.ruleIndex === 'number' ? result.ruleIndex : typeof ref.index === 'number' ? ref.index : undefined;
    if (index !== undefined && index >= 0 && rules[index])
        return rules[index];
    const id = ruleIdOf(result);
    if (id === undefined)
        return undefined;
    return rules.find((r) => r.id === id) ?? (id.includes('/') ? rules.find((r) => r.id === id.slice(0, id.indexOf('/'))) : undefined);
}
/** The result's rule id: `ruleId`, else `rule.id`. */
function ruleIdOf(result) {
    if (typeof result.ruleId === 'string')
        return result.ruleId;
    const ref = result.rule;
    return isObject(ref) && typeof ref.id === 'string' ? ref.id : undefined;
}
/** Exported for the readers of results: a plain-object test. */



/***/ }),

/***/ 73074:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ attestationFacts),
/* harmony export */   h: () => (/* binding */ attestationSummary)
/* harmony export */ });
/* harmony import */ var _clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);
/* harmony import */ var _action_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38770);


/** The facts every attestation's summary shows: where it went, what it is about, what came with it. */
function attestationFacts(settings, prepared, context) {
    return [
        ['Flow / trail', `${settings.flow} / ${prepared.trail}`],
        ['Artifact', prepared.fingerprint ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.fingerprint) : undefined],
        ['Target artifacts', settings.targetArtifacts.join(', ')],
        ['Commit', prepared.commit ? (0,_action_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .hash */ .tW)(prepared.commit, (0,_clients_github_context_js__WEBPACK_IMPORTED_MODULE_0__/* .commitUrl */ .Bg)(context, prepared.commit)) : undefined],
        ['Attachments', prepared.attachment ? `${prepared.attachment.filename} (${prepared.attachment.content.length} bytes)` : undefined]
    ];
}
function attestationSummary(kind, settings, prepared, where, compliant, facts) {
    const verdict = compliant === undefined ? 'Recorded; its type decides compliance' : compliant ? 'Compliant' : 'Not compliant';
    return {
        title: `${kind} ${settings.name}`,
        verdict: { ok: compliant, text: `${verdict}, recorded in trail ${prepared.trail}` },
        record: { href: where.app.trail(where.org, settings.flow, prepared.trail), text: 'trail in the app' },
        facts
    };
}


/***/ })

};
;