export const id = 353;
export const ids = [353];
export const modules = {

/***/ 1983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ defineOperation)
/* harmony export */ });
function defineOperation(operation) {
    return operation;
}


/***/ }),

/***/ 8353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ upsert_attestation_type)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/schema/json-schema.ts
var json_schema = __webpack_require__(4041);
// EXTERNAL MODULE: ./src/service/schemas.ts
var schemas = __webpack_require__(2051);
// EXTERNAL MODULE: ./src/service/url.ts
var url = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/service/validate.ts
var validate = __webpack_require__(829);
;// CONCATENATED MODULE: ./src/operations/jq-rules.ts
const OPEN = { '(': ')', '[': ']', '{': '}' };
const CLOSE = new Set(Object.values(OPEN));
/**
 * Splits `jq-rules` into rules: by line, and by commas that stand outside brackets and strings,
 * so `[.a, .b]` or `{x: .a, y: .b}` stay one rule.
 */
function splitRules(text) {
    const rules = [];
    for (const line of text.split('\n')) {
        let depth = 0;
        let inString = false;
        let start = 0;
        for (let i = 0; i < line.length; i++) {
            const ch = line[i];
            if (inString) {
                if (ch === '\\')
                    i++;
                else if (ch === '"')
                    inString = false;
            }
            else if (ch === '"')
                inString = true;
            else if (ch in OPEN)
                depth++;
            else if (CLOSE.has(ch))
                depth--;
            else if (ch === ',' && depth === 0) {
                rules.push(line.slice(start, i));
                start = i + 1;
            }
        }
        rules.push(line.slice(start));
    }
    return rules.map((r) => r.trim()).filter((r) => r !== '');
}
/** What is wrong with a rule's brackets and strings, or `undefined` when they balance. */
function unbalanced(rule) {
    const stack = [];
    let inString = false;
    for (let i = 0; i < rule.length; i++) {
        const ch = rule[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"')
            inString = true;
        else if (ch in OPEN)
            stack.push(OPEN[ch]);
        else if (CLOSE.has(ch)) {
            const expected = stack.pop();
            if (expected !== ch)
                return expected ? `\`${ch}\` at position ${i + 1} where \`${expected}\` was expected` : `\`${ch}\` at position ${i + 1} closes nothing`;
        }
    }
    if (inString)
        return 'a string is not closed';
    if (stack.length > 0)
        return `\`${stack[stack.length - 1]}\` is missing at the end`;
    return undefined;
}

// EXTERNAL MODULE: ./src/operations/types.ts
var types = __webpack_require__(1983);
;// CONCATENATED MODULE: ./src/operations/upsert-attestation-type.ts









/** Creates or updates a custom attestation type: its evaluator and, optionally, its schema. */
/* harmony default export */ const upsert_attestation_type = ((0,types/* defineOperation */.h)({
    name: 'upsert-attestation-type',
    service: true,
    read: (inputs) => {
        const rules = splitRules(inputs.optional('jq-rules') ?? '');
        for (const rule of rules) {
            const problem = unbalanced(rule);
            if (problem)
                throw (0,errors/* invalidInput */.aY)('jq-rules', `rule \`${rule}\` is not balanced: ${problem}`, 'jq expressions with balanced brackets and strings, one per line');
        }
        const schema = inputs.optional('type-schema');
        return {
            name: inputs.required('type-name', schemas/* PATTERNS */.G3.attestationTypeName),
            description: inputs.optional('description'),
            rules,
            schemaFile: schema === undefined ? undefined : inputs.path(schema)
        };
    },
    async run(settings, { client, common }) {
        const data = {
            name: settings.name,
            ...(settings.description !== undefined && { description: settings.description }),
            evaluator: settings.rules.length > 0 ? { content_type: 'jq', rules: settings.rules } : { content_type: 'default' }
        };
        await (0,validate/* checkBody */.l)('customAttestationType', data, 'input `type-name`');
        // A form field whose content is JSON: the published document types it as an object.
        const parts = [{ name: 'data_json', content: JSON.stringify(data), contentType: 'application/json' }];
        if (settings.schemaFile)
            parts.push(await schemaPart(settings.schemaFile));
        for (const part of parts) {
            const size = Buffer.byteLength(part.content);
            if (size > schemas/* MAX_PART_BYTES */.tZ) {
                const input = part.name === 'type_schema' ? 'type-schema' : 'jq-rules';
                throw (0,errors/* invalidInput */.aY)(input, `part \`${part.name}\` is ${size} bytes, over the service's per-part limit`, `at most ${schemas/* MAX_PART_BYTES */.tZ} bytes (1 MiB)`);
            }
        }
        const apiPathValue = (0,url/* apiPath */.So)('custom-attestation-types', common.org);
        const response = await client.send({ method: 'POST', path: apiPathValue, multipart: parts });
        return {
            outputs: {},
            summary: {
                title: `Custom attestation type: ${settings.name}`,
                facts: [
                    ['Sent to', `POST ${client.baseUrl}${apiPathValue} (multipart)`],
                    ['Evaluator', settings.rules.length > 0 ? `jq, ${settings.rules.length} rule(s)` : 'default'],
                    ['Schema', settings.schemaFile],
                    ['Outcome', response.dryRun ? 'dry run: nothing sent' : `HTTP ${response.status}`]
                ],
                table: settings.rules.length > 0 ? { head: ['jq rule'], rows: settings.rules.map((r) => [r]) } : undefined
            }
        };
    }
}));
/** The schema file must exist, be JSON, and compile as a JSON Schema before it is sent. */
async function schemaPart(file) {
    let content;
    try {
        content = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (err) {
        throw (0,errors/* invalidInput */.aY)('type-schema', `cannot read ${file} (${err.code})`, 'the path of a JSON Schema file');
    }
    let schema;
    try {
        schema = JSON.parse(content);
    }
    catch (err) {
        throw (0,errors/* invalidInput */.aY)('type-schema', `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    await (0,json_schema/* compileJsonSchema */.n)(schema, `input \`type-schema\`: ${file}`);
    return { name: 'type_schema', filename: external_node_path_default().basename(file), contentType: 'application/json', content };
}


/***/ })

};
