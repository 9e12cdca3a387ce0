"use strict";
exports.id = 7986;
exports.ids = [7986];
exports.modules = {

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

/***/ 78077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ attestSbom),
/* harmony export */   X: () => (/* binding */ attestSnyk)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
const NONE = {};
const attestSnyk = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestSnyk',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/snyk',
    params: TRAIL,
    query: NONE,
    body: { type: 'multipart', parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)('SnykAttestationPostInput'), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) } },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'published',
    deviation: 'a location may come without `lines` (a finding without a region), as the reference client sends it (see patches.ts); the document requires them'
});
/** A common attestation field, as the document types it for every attestation. */
const common = (name) => ({ $ref: `published#/components/schemas/GenericAttestationPostInput/properties/${name}` });
const nullableString = (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)({ type: 'string' });
/**
 * The `…/system` attestation with `type_name: sbom`: not in the published document (the service
 * added it after); its shape is what the reference client (`kosli attest sbom`, 2.43) sends,
 * field by field, and the server's rules that client documents: a date-time `created_at`, a
 * 64-hex subject digest.
 */
const SBOM_DATA = {
    type: 'object',
    additionalProperties: false,
    required: ['attestation_name', 'type_name', 'attestation_data'],
    properties: {
        ...Object.fromEntries([
            'attestation_name',
            'origin_url',
            'description',
            'artifact_fingerprint',
            'target_artifacts',
            'git_commit_info',
            'repo_info',
            'external_urls',
            'annotations',
            'user_data'
        ].map((name) => [name, common(name)])),
        type_name: { const: 'sbom' },
        attestation_data: {
            type: 'object',
            additionalProperties: false,
            required: ['format', 'original_fingerprint', 'document'],
            properties: {
                format: { type: 'string', pattern: '^(cyclonedx|spdx)-[0-9]+\\.[0-9]+$' },
                original_fingerprint: { type: 'string', pattern: '^[a-f0-9]{64}$' },
                document: {
                    type: 'object',
                    additionalProperties: false,
                    required: ['created_at', 'tools', 'subject', 'package_count'],
                    properties: {
                        created_at: nullableString,
                        tools: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)({ type: 'array', items: { type: 'string' } }),
                        subject: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)({
                            type: 'object',
                            additionalProperties: false,
                            required: ['name', 'version', 'purl', 'sha256'],
                            properties: {
                                name: { type: 'string' },
                                version: nullableString,
                                purl: nullableString,
                                sha256: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .nullable */ .me)({ type: 'string', pattern: '^[a-f0-9]{64}$' })
                            }
                        }),
                        package_count: { type: 'integer', minimum: 0 }
                    }
                }
            }
        }
    }
};
const attestSbom = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'attestSbom',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/system',
    params: TRAIL,
    query: NONE,
    body: {
        type: 'multipart',
        parts: { data_json: { kind: 'json', required: true, schema: SBOM_DATA, maxBytes: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .PART_MAX_BYTES */ .fV }, attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'reference-client',
    deviation: 'not in the published document: the path, `type_name: sbom` and `attestation_data` are what the reference client (`kosli attest sbom`, 2.43.1) sends, as its requests recorded in __tests__/fixtures/reference-client/attest-sbom-*.json show'
});


/***/ }),

/***/ 97986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_snyk)
});

// EXTERNAL MODULE: ./src/evidence/sarif.ts
var sarif = __webpack_require__(78548);
;// CONCATENATED MODULE: ./src/evidence/snyk.ts

const BUCKETS = new Map([
    ['error', 'high'],
    ['high', 'high'],
    ['critical', 'high'],
    ['warning', 'medium'],
    ['medium', 'medium'],
    ['info', 'low'],
    ['low', 'low'],
    ['note', 'low']
]);
/** SARIF's own default, used where the reference client gives up (no level anywhere): see snykLevel. */
const SARIF_DEFAULT_LEVEL = 'warning';
function issueOf(result) {
    const locations = [];
    for (const location of Array.isArray(result.locations) ? result.locations : []) {
        const physical = (0,sarif/* isObject */.Gv)(location) && (0,sarif/* isObject */.Gv)(location.physicalLocation) ? location.physicalLocation : undefined;
        if (!physical)
            continue;
        const region = (0,sarif/* isObject */.Gv)(physical.region) ? physical.region : {};
        const start = Number.isInteger(region.startLine) ? region.startLine : undefined;
        const end = Number.isInteger(region.endLine) ? region.endLine : undefined;
        const lines = start === undefined ? '' : end !== undefined && end !== start ? `${start}-${end}` : String(start);
        const artifact = (0,sarif/* isObject */.Gv)(physical.artifactLocation) ? physical.artifactLocation : {};
        locations.push({ uri: typeof artifact.uri === 'string' ? artifact.uri : '', ...(lines !== '' && { lines }) });
    }
    const message = (0,sarif/* isObject */.Gv)(result.message) && typeof result.message.text === 'string' ? result.message.text : '';
    const properties = (0,sarif/* isObject */.Gv)(result.properties) ? result.properties : {};
    const score = properties.priorityScore;
    return {
        id: typeof result.ruleId === 'string' ? result.ruleId : '',
        message,
        ...(locations.length > 0 && { locations }),
        ...(typeof score === 'number' && score !== 0 && { priority_score: score })
    };
}
/**
 * The level the reference client reads: the result's, else its rule's (by `ruleId`, in the
 * driver) `properties.problem.severity`. Where it finds neither it refuses the file; the action
 * takes SARIF's default instead (the rule's `defaultConfiguration.level`, else `warning`).
 */
function snykLevel(pending, tool) {
    if (pending.level !== undefined)
        return pending.level;
    const rule = tool.driver.rules?.find((r) => r.id === pending.issue.id);
    const problem = rule?.properties?.problem;
    if ((0,sarif/* isObject */.Gv)(problem) && typeof problem.severity === 'string')
        return problem.severity;
    const level = rule?.defaultConfiguration?.level;
    return typeof level === 'string' ? level : SARIF_DEFAULT_LEVEL;
}
/** Collects `snyk_results` over one or more SARIF files, run after run. */
class SnykCollector {
    pending = [];
    members = ['ruleId', 'level', 'message', 'locations', 'properties'];
    tool;
    results = [];
    result(_run, result) {
        this.pending.push({ issue: issueOf(result), ...(typeof result.level === 'string' && { level: result.level }) });
    }
    runEnd(_run, tool) {
        this.tool ??= { name: tool.driver.name ?? '', version: tool.driver.version ?? '' };
        const summary = { high_count: 0, medium_count: 0, low_count: 0 };
        for (const pending of this.pending) {
            const bucket = BUCKETS.get(snykLevel(pending, tool));
            if (!bucket)
                continue;
            summary[`${bucket}_count`]++;
            (summary[bucket] ??= []).push(pending.issue);
        }
        this.pending = [];
        // The reference client lists the buckets in this order, each only when it holds something.
        const { high, medium, low, ...counts } = summary;
        this.results.push({ ...counts, ...(high && { high }), ...(medium && { medium }), ...(low && { low }) });
    }
    /** With no run at all, the reference client sends a tool with empty name and version. */
    summary() {
        return { schema_version: 1, tool: this.tool ?? { name: '', version: '' }, results: this.results };
    }
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/scan-attestations.ts
var scan_attestations = __webpack_require__(78077);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
// EXTERNAL MODULE: ./src/operations/readers/sarif-input.ts
var sarif_input = __webpack_require__(67845);
;// CONCATENATED MODULE: ./src/operations/attest-snyk.ts




const INPUTS = {
    'scan-results': {
        kind: 'list',
        required: true,
        description: 'SARIF files or globs, as Snyk writes them (`snyk test --sarif-file-output=snyk.sarif`, also `snyk code test`, `snyk container test`, `snyk iac test`)'
    }
};
/**
 * A Snyk scan: its SARIF read (as a stream) into `snyk_results` as the reference client builds
 * them, the files attached. The service decides compliance: compliant exactly when there is no
 * finding.
 */
/* harmony default export */ const attest_snyk = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-snyk',
    title: 'Snyk scan',
    description: "Record a Snyk scan's SARIF results in a trail: findings by level, the files attached; compliant when there is no finding",
    inputs: INPUTS,
    outputs: {
        high: 'Number of high-level findings (error, high, critical)',
        medium: 'Number of medium-level findings (warning, medium)',
        low: 'Number of low-level findings (note, info, low)',
        compliant: 'true when there is no finding, as the service evaluates a Snyk attestation'
    },
    endpoint: scan_attestations/* attestSnyk */.X,
    filesInput: 'scan-results',
    async read(inputs) {
        const collector = new SnykCollector();
        const files = await (0,sarif_input/* readSarifInput */.Im)('scan-results', inputs.list('scan-results'), inputs.baseDir, collector);
        return { files, snyk: collector.summary() };
    },
    evidence({ files, snyk }) {
        const sum = (key) => snyk.results.reduce((n, r) => n + r[key], 0);
        const [high, medium, low] = [sum('high_count'), sum('medium_count'), sum('low_count')];
        const compliant = high + medium + low === 0;
        return {
            data: { snyk_results: snyk },
            files,
            compliant,
            outputs: { high, medium, low, compliant: String(compliant) },
            facts: [
                ['Findings', `${high + medium + low}: ${high} high, ${medium} medium, ${low} low`],
                ['Tool', [snyk.tool.name, snyk.tool.version].filter(Boolean).join(' ') || undefined]
            ],
            table: {
                head: ['Run', 'High', 'Medium', 'Low'],
                rows: snyk.results.map((r, i) => [String(i + 1), String(r.high_count), String(r.medium_count), String(r.low_count)])
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