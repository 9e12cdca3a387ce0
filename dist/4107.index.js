"use strict";
exports.id = 4107;
exports.ids = [4107];
exports.modules = {

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

/***/ 44107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ attest_sbom)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/evidence/json-select.ts
var json_select = __webpack_require__(62032);
;// CONCATENATED MODULE: ./src/evidence/sbom/document.ts

/**
 * What every SBOM format yields, as the reference client (`kosli attest sbom`) normalises it:
 * when it was made, by which tools, about which subject, how many packages it lists.
 */
/** An SBOM the action cannot record: why, worded to follow "input `x`: ". */
class SbomError extends files/* FileError */.f6 {
}
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;
/**
 * A creation time the service takes: RFC 3339 as its validator reads it (upper-cased first, so
 * `t` and `z` pass; no leap second, no hour 24, a day its month has, not year zero), kept as
 * written. Empty is none.
 */
function createdAt(file, value) {
    if (!value)
        return null;
    const m = RFC3339.exec(value.toUpperCase());
    const [year, month, day, hour, minute, second] = (m ?? []).slice(1, 7).map(Number);
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const offsetOk = !m?.[9] || (Number(m[9]) < 24 && Number(m[10]) < 60);
    if (!m || year === 0 || month < 1 || month > 12 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59 || !offsetOk)
        throw new SbomError(file, `${file}: its creation time ${JSON.stringify(value)} is not an RFC 3339 date-time`);
    return value;
}
/** A subject's SHA-256 the service takes: 64 hex, lower-cased. Empty is none. */
function subjectDigest(file, value) {
    if (!value)
        return null;
    const lowered = value.toLowerCase();
    if (!/^[a-f0-9]{64}$/.test(lowered))
        throw new SbomError(file, `${file}: its subject's SHA-256 ${JSON.stringify(value)} is not 64 hex characters`);
    return lowered;
}
/** A tool as "name version"; one without a name says nothing and is left out. */
function toolName(name, version) {
    if (typeof name !== 'string' || name === '')
        return undefined;
    return typeof version === 'string' && version !== '' ? `${name} ${version}` : name;
}
const orNull = (value) => (typeof value === 'string' && value !== '' ? value : null);

// EXTERNAL MODULE: ./src/evidence/sarif.ts
var sarif = __webpack_require__(78548);
;// CONCATENATED MODULE: ./src/evidence/sbom/spdx-subject.ts
/**
 * The package an SPDX document describes, as the SPDX library the reference client uses finds
 * it: a lone package; else the one the document DESCRIBES (or that is DESCRIBED_BY it), when
 * exactly one is (a relationship stated twice counts twice; `documentDescribes` adds those not
 * stated). Several, or none: no subject.
 */
function describedPackage(packages, described, documentDescribes) {
    if (packages.length === 0)
        return undefined;
    if (packages.length === 1)
        return packages[0];
    const all = [...described, ...documentDescribes.filter((id) => !described.includes(id))];
    if (all.length !== 1)
        return undefined;
    return packages.find((p) => p.id === all[0]);
}
const DOCUMENT_ID = 'SPDXRef-DOCUMENT';

;// CONCATENATED MODULE: ./src/evidence/sbom/json.ts



const TAKEN = new Set(['bomFormat', 'specVersion', 'metadata', 'spdxVersion', 'SPDXID', '@context', 'creationInfo', 'documentDescribes']);
const LISTS = new Set(['components', 'packages', 'relationships']);
/** CycloneDX's component types, as far as counting goes: every one but `file` is a package. */
function countPackages(components) {
    if (!Array.isArray(components))
        return 0;
    let count = 0;
    for (const c of components) {
        if (!(0,sarif/* isObject */.Gv)(c))
            continue;
        if (c.type !== 'file')
            count++;
        count += countPackages(c.components);
    }
    return count;
}
/**
 * A JSON SBOM, CycloneDX or SPDX, read as a stream: the document's own fields whole, its
 * components, packages and relationships one at a time, keeping only what the summary needs.
 * Which format it is shows once it is read (the keys may come in any order).
 */
class JsonSbomReader {
    file;
    top = {};
    packageCount = 0;
    packages = [];
    described = [];
    nullPackage = false;
    constructor(file) {
        this.file = file;
    }
    choose(path, kind) {
        if (path.length === 0) {
            if (kind !== 'object')
                throw new SbomError(this.file, `${this.file} is JSON but not an SBOM: its top level is not an object`);
            return 'descend';
        }
        const key = path[0];
        if (path.length === 1)
            return TAKEN.has(key) ? 'take' : LISTS.has(key) && kind === 'array' ? 'descend' : 'skip';
        return path.length === 2 && LISTS.has(key) ? 'take' : 'skip';
    }
    take(path, value) {
        const key = path[0];
        if (path.length === 1) {
            this.top[key] = value;
            return;
        }
        if (key === 'components')
            this.packageCount += (0,sarif/* isObject */.Gv)(value) && value.type !== 'file' ? 1 : 0;
        if (key === 'components' && (0,sarif/* isObject */.Gv)(value))
            this.packageCount += countPackages(value.components);
        if (key === 'packages')
            this.addPackage(value);
        if (key === 'relationships' && (0,sarif/* isObject */.Gv)(value)) {
            const [a, b, type] = [value.spdxElementId, value.relatedSpdxElement, value.relationshipType];
            if (type === 'DESCRIBES' && a === DOCUMENT_ID && typeof b === 'string')
                this.described.push(b);
            if (type === 'DESCRIBED_BY' && b === DOCUMENT_ID && typeof a === 'string')
                this.described.push(a);
        }
    }
    addPackage(value) {
        if (!(0,sarif/* isObject */.Gv)(value)) {
            this.nullPackage = true;
            return;
        }
        const checksums = Array.isArray(value.checksums) ? value.checksums.filter(sarif/* isObject */.Gv) : [];
        const refs = Array.isArray(value.externalRefs) ? value.externalRefs.filter(sarif/* isObject */.Gv) : [];
        const sha256 = checksums.find((c) => c.algorithm === 'SHA256')?.checksumValue;
        const purl = refs.find((r) => r.referenceType === 'purl')?.referenceLocator;
        this.packages.push({
            id: typeof value.SPDXID === 'string' ? value.SPDXID : '',
            name: typeof value.name === 'string' ? value.name : '',
            ...(typeof value.versionInfo === 'string' && { version: value.versionInfo }),
            ...(typeof sha256 === 'string' && { sha256 }),
            ...(typeof purl === 'string' && { purl })
        });
    }
    summary() {
        const top = this.top;
        if (typeof top['@context'] === 'string' ? top['@context'].includes('spdx.org') : JSON.stringify(top['@context'] ?? '').includes('spdx.org'))
            throw new SbomError(this.file, `${this.file} is an SPDX 3 JSON-LD document, which is not supported; give the SBOM as SPDX 2 JSON or tag-value, or CycloneDX`);
        if (typeof top.spdxVersion === 'string' && top.spdxVersion !== '')
            return this.spdx(top.spdxVersion);
        return this.cyclonedx();
    }
    cyclonedx() {
        const { bomFormat, specVersion, metadata } = this.top;
        if (bomFormat !== 'CycloneDX')
            throw new SbomError(this.file, `${this.file} is JSON of no known SBOM format: not SPDX (no \`spdxVersion\`), not CycloneDX (\`bomFormat\` is ${JSON.stringify(bomFormat ?? null)})`);
        if (typeof specVersion !== 'string' || !/^1\.[0-6]$/.test(specVersion))
            throw new SbomError(this.file, `${this.file} is CycloneDX of no version this action reads: \`specVersion\` is ${JSON.stringify(specVersion ?? null)} (1.0 to 1.6)`);
        const document = { created_at: null, tools: null, subject: null, package_count: this.packageCount };
        if ((0,sarif/* isObject */.Gv)(metadata)) {
            document.created_at = createdAt(this.file, typeof metadata.timestamp === 'string' ? metadata.timestamp : undefined);
            document.tools = cycloneDxTools(metadata.tools);
            const c = metadata.component;
            if ((0,sarif/* isObject */.Gv)(c)) {
                const hashes = Array.isArray(c.hashes) ? c.hashes.filter(sarif/* isObject */.Gv) : [];
                const sha = hashes.find((h) => h.alg === 'SHA-256')?.content;
                document.subject = {
                    name: typeof c.name === 'string' ? c.name : '',
                    version: orNull(c.version),
                    purl: orNull(c.purl),
                    sha256: subjectDigest(this.file, typeof sha === 'string' ? sha : undefined)
                };
            }
        }
        return { form: 'cyclonedx-json', format: `cyclonedx-${specVersion}`, document };
    }
    spdx(declared) {
        const version = /^SPDX-(2\.[123])$/.exec(declared)?.[1];
        if (!version)
            throw new SbomError(this.file, `${this.file} is SPDX ${JSON.stringify(declared)}; this action reads SPDX-2.1, 2.2 and 2.3`);
        if (typeof this.top.SPDXID !== 'string' || this.top.SPDXID === '')
            throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: it has no \`SPDXID\``);
        if (this.nullPackage)
            throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: an entry of its \`packages\` is not an object`);
        const info = (0,sarif/* isObject */.Gv)(this.top.creationInfo) ? this.top.creationInfo : undefined;
        const creators = info && Array.isArray(info.creators) ? info.creators : [];
        const tools = creators.flatMap((c) => (typeof c === 'string' && /^Tool:/.test(c) && c.slice(5).trim() !== '' ? [c.slice(5).trim()] : []));
        const documentDescribes = Array.isArray(this.top.documentDescribes)
            ? this.top.documentDescribes.filter((d) => typeof d === 'string')
            : [];
        const pkg = describedPackage(this.packages, this.described, documentDescribes);
        return {
            form: 'spdx-json',
            format: `spdx-${version}`,
            document: {
                created_at: createdAt(this.file, info && typeof info.created === 'string' ? info.created : undefined),
                tools: tools.length > 0 ? tools : null,
                subject: pkg ? { name: pkg.name, version: orNull(pkg.version), purl: orNull(pkg.purl), sha256: subjectDigest(this.file, pkg.sha256) } : null,
                package_count: this.packages.length
            }
        };
    }
}
/** CycloneDX's tools: the list of 1.4 and before, or the components and services of 1.5 on. */
function cycloneDxTools(tools) {
    if (tools === undefined || tools === null)
        return null;
    const entries = Array.isArray(tools)
        ? tools
        : (0,sarif/* isObject */.Gv)(tools)
            ? [...(Array.isArray(tools.components) ? tools.components : []), ...(Array.isArray(tools.services) ? tools.services : [])]
            : [];
    const names = entries.flatMap((t) => ((0,sarif/* isObject */.Gv)(t) ? [toolName(t.name, t.version)].filter((n) => n !== undefined) : []));
    return names.length > 0 ? names : null;
}

;// CONCATENATED MODULE: ./src/evidence/sbom/tag-value.ts


/**
 * An SPDX tag-value document, read line by line as it streams by: `Tag: value` lines, a
 * multi-line value wrapped in `<text>…</text>` (skipped, whatever it quotes). The version is
 * the one declared (`SPDXVersion: SPDX-2.3`), as the reference client reads it.
 */
class TagValueSbomReader {
    file;
    rest = '';
    inText = false;
    version;
    yaml = false;
    documentId;
    created;
    tools = [];
    packages = [];
    described = [];
    constructor(file) {
        this.file = file;
    }
    write(text) {
        const lines = (this.rest + text).split('\n');
        this.rest = lines.pop() ?? '';
        for (const line of lines)
            this.line(line.replace(/\r$/, ''));
    }
    line(line) {
        if (this.inText) {
            if (line.includes('</text>'))
                this.inText = false;
            return;
        }
        if (/^spdxVersion:\s*['"]?SPDX-/.test(line))
            this.yaml = true;
        const m = /^\s*([A-Za-z][A-Za-z0-9]*):\s?(.*)$/.exec(line);
        if (!m)
            return;
        const [, tag, raw] = m;
        if (raw.includes('<text>')) {
            if (!raw.slice(raw.indexOf('<text>')).includes('</text>'))
                this.inText = true;
            return;
        }
        const value = raw.trim();
        const pkg = this.packages[this.packages.length - 1];
        switch (tag) {
            case 'SPDXVersion':
                this.version ??= /^SPDX-(\d+\.\d+)$/.exec(value)?.[1] ?? '';
                break;
            case 'SPDXID':
                if (pkg && pkg.id === '')
                    pkg.id = value;
                else if (!pkg)
                    this.documentId ??= value;
                break;
            case 'Created':
                this.created ??= value;
                break;
            case 'Creator': {
                const tool = /^Tool:\s*(.*)$/.exec(value)?.[1]?.trim();
                if (tool)
                    this.tools.push(tool);
                break;
            }
            case 'PackageName':
                this.packages.push({ id: '', name: value });
                break;
            case 'PackageVersion':
                if (pkg)
                    pkg.version = value;
                break;
            case 'PackageChecksum': {
                const sha = /^SHA256:\s*(\S+)$/.exec(value)?.[1];
                if (pkg && sha && pkg.sha256 === undefined)
                    pkg.sha256 = sha;
                break;
            }
            case 'ExternalRef': {
                const [, type, locator] = value.split(/\s+/);
                if (pkg && type === 'purl' && locator && pkg.purl === undefined)
                    pkg.purl = locator;
                break;
            }
            case 'Relationship': {
                const [a, type, b] = value.split(/\s+/);
                if (type === 'DESCRIBES' && a === DOCUMENT_ID && b)
                    this.described.push(b);
                if (type === 'DESCRIBED_BY' && b === DOCUMENT_ID && a)
                    this.described.push(a);
                break;
            }
        }
    }
    summary() {
        if (this.rest !== '')
            this.line(this.rest.replace(/\r$/, ''));
        this.rest = '';
        if (!this.version) {
            if (this.yaml)
                throw new SbomError(this.file, `${this.file} is an SPDX YAML document, which is not supported; give the SBOM as SPDX JSON or tag-value`);
            throw new SbomError(this.file, `${this.file} is of no known SBOM format: expected CycloneDX (JSON or XML) or SPDX (JSON or tag-value)`);
        }
        if (!/^2\.[123]$/.test(this.version))
            throw new SbomError(this.file, `${this.file} is SPDX ${this.version}; this action reads SPDX 2.1, 2.2 and 2.3`);
        if (!this.documentId)
            throw new SbomError(this.file, `${this.file} is not an SPDX SBOM: it has no document \`SPDXID\``);
        const pkg = describedPackage(this.packages, this.described, []);
        return {
            form: 'spdx-tag-value',
            format: `spdx-${this.version}`,
            document: {
                created_at: createdAt(this.file, this.created),
                tools: this.tools.length > 0 ? this.tools : null,
                subject: pkg ? { name: pkg.name, version: orNull(pkg.version), purl: orNull(pkg.purl), sha256: subjectDigest(this.file, pkg.sha256) } : null,
                package_count: this.packages.length
            }
        };
    }
}

;// CONCATENATED MODULE: ./src/evidence/sbom/xml.ts

const NAMESPACE = /^https?:\/\/cyclonedx\.org\/schema\/bom\/(\d+\.\d+)$/;
/**
 * A CycloneDX XML document, read as a stream by saxes (a conformant, non-validating XML
 * parser that expands no external entity): the root's namespace gives the version, and the
 * elements the summary needs are collected as they close. Loaded only when an XML SBOM is read.
 */
async function cycloneDxXmlReader(file) {
    const { SaxesParser } = await __webpack_require__.e(/* import() */ 9800).then(__webpack_require__.bind(__webpack_require__, 59800));
    const parser = new SaxesParser({ xmlns: true });
    const stack = [];
    let version;
    let rootSeen = false;
    let timestamp;
    const tools = [];
    let subject = null;
    let subjectSha;
    let packages = 0;
    let sawMetadata = false;
    let sawTools = false;
    let failure;
    const path = () => stack.map((e) => e.name).join('/');
    parser.on('opentag', (tag) => {
        if (!rootSeen) {
            rootSeen = true;
            const ns = tag.uri;
            const m = NAMESPACE.exec(ns);
            if (tag.local !== 'bom' || !m)
                throw new SbomError(file, `${file} is XML but not CycloneDX: its root is \`${tag.name}\` in namespace ${JSON.stringify(ns)}, not \`bom\` in http://cyclonedx.org/schema/bom/<version>`);
            version = m[1];
        }
        const attributes = {};
        for (const [name, attr] of Object.entries(tag.attributes))
            attributes[name] = attr.value;
        stack.push({ name: tag.local, attributes, text: '', fields: {} });
        const where = path();
        if (where === 'bom/metadata')
            sawMetadata = true;
        if (where === 'bom/metadata/tools')
            sawTools = true;
        // Every component of the document's list, at any depth: not the subject, not a tool.
        if (tag.local === 'component' && /^bom\/components(\/component\/components)*\/component$/.test(where) && attributes.type !== 'file')
            packages++;
    });
    parser.on('text', (text) => {
        if (stack.length > 0)
            stack[stack.length - 1].text += text;
    });
    parser.on('cdata', (text) => {
        if (stack.length > 0)
            stack[stack.length - 1].text += text;
    });
    parser.on('closetag', () => {
        const where = path();
        const closed = stack.pop();
        const parent = stack[stack.length - 1];
        if (parent && ['name', 'version', 'purl'].includes(closed.name))
            parent.fields[closed.name] = closed.text;
        if (where === 'bom/metadata/timestamp')
            timestamp = closed.text;
        if (/^bom\/metadata\/tools\/(tool|components\/component|services\/service)$/.test(where)) {
            const tool = toolName(closed.fields.name, closed.fields.version);
            if (tool)
                tools.push(tool);
        }
        if (where === 'bom/metadata/component/hashes/hash' && closed.attributes.alg === 'SHA-256' && subjectSha === undefined)
            subjectSha = closed.text;
        if (where === 'bom/metadata/component')
            subject = { name: closed.fields.name ?? '', version: orNull(closed.fields.version), purl: orNull(closed.fields.purl), sha256: null };
    });
    parser.on('error', (err) => {
        failure ??= err;
    });
    return {
        write(text) {
            if (failure)
                return;
            try {
                parser.write(text);
            }
            catch (err) {
                failure = err;
            }
        },
        summary() {
            if (!failure) {
                try {
                    parser.close();
                }
                catch (err) {
                    failure = err;
                }
            }
            if (failure instanceof SbomError)
                throw failure;
            if (failure)
                throw new SbomError(file, `${file} is not well-formed XML: ${failure.message}`);
            if (!version)
                throw new SbomError(file, `${file} holds no XML element`);
            const document = { created_at: null, tools: null, subject: null, package_count: packages };
            if (sawMetadata) {
                document.created_at = createdAt(file, timestamp);
                document.tools = sawTools && tools.length > 0 ? tools : null;
                document.subject = subject ? { ...subject, sha256: subjectDigest(file, subjectSha) } : null;
            }
            return { form: 'cyclonedx-xml', format: `cyclonedx-${version}`, document };
        }
    };
}

;// CONCATENATED MODULE: ./src/evidence/sbom/index.ts











const GZIP = [0x1f, 0x8b];
const BOM = [0xef, 0xbb, 0xbf];
/** The form the first bytes announce: `<` XML, `{` JSON, anything else tag-value (or nothing known). */
async function sinkFor(file, first) {
    if (first === 0x7b) {
        const reader = new JsonSbomReader(file);
        const selector = new json_select/* JsonSelector */.I2(reader);
        return {
            write: (chunk) => selector.write(chunk),
            summary() {
                selector.end();
                return reader.summary();
            }
        };
    }
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const reader = first === 0x3c ? await cycloneDxXmlReader(file) : new TagValueSbomReader(file);
    return {
        write: (chunk) => reader.write(decoder.write(chunk)),
        summary() {
            reader.write(decoder.end());
            return reader.summary();
        }
    };
}
/**
 * Reads an SBOM file: a regular file (files.ts) of at most `maxBytes`, its size checked before
 * a byte is read; the format detected from its first bytes as the reference client detects it
 * (after a UTF-8 byte-order mark: `<` CycloneDX XML, `{` CycloneDX or SPDX JSON, else SPDX
 * tag-value), and read as a stream while its SHA-256 is computed. A gzipped, empty or unknown
 * file is an SbomError naming it.
 */
async function readSbomFile(file, maxBytes) {
    const { fd, size } = (0,files/* openRegularFile */.ZU)(file);
    try {
        if (size > maxBytes)
            throw new SbomError(file, `${file} is ${size} bytes, over the limit of ${(0,util_text/* formatBytes */.z3)(maxBytes)}`);
        if (size === 0)
            throw new SbomError(file, `${file} is empty`);
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let sink;
        let start = true;
        let waiting = [];
        const notJson = (err) => (err instanceof json_select/* JsonError */.N3 ? new SbomError(file, `${file} is not JSON: ${err.message} (at byte ${err.offset})`) : err);
        try {
            await (0,files/* readChunks */.zO)(file, fd, size, async (chunk) => {
                hash.update(chunk);
                if (sink) {
                    try {
                        return sink.write(chunk);
                    }
                    catch (err) {
                        throw notJson(err);
                    }
                }
                let head = Buffer.concat([...waiting, chunk]);
                if (start && head.length < 3 && head.length < size) {
                    waiting = [head];
                    return;
                }
                if (start) {
                    if (GZIP.every((b, i) => head[i] === b))
                        throw new SbomError(file, `${file} is gzip-compressed; give the uncompressed SBOM`);
                    if (BOM.every((b, i) => head[i] === b))
                        head = head.subarray(3);
                    start = false;
                }
                const at = head.findIndex((b) => b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
                if (at === -1) {
                    waiting = [head];
                    return;
                }
                waiting = [];
                sink = await sinkFor(file, head[at]);
                try {
                    sink.write(head);
                }
                catch (err) {
                    throw notJson(err);
                }
            });
            if (!sink)
                throw new SbomError(file, `${file} holds only white space`);
            return { ...sink.summary(), sha256: hash.digest('hex') };
        }
        catch (err) {
            throw notJson(err);
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: ./src/clients/service/catalogue/scan-attestations.ts
var scan_attestations = __webpack_require__(78077);
// EXTERNAL MODULE: ./src/action/attestation-operation.ts
var attestation_operation = __webpack_require__(54980);
;// CONCATENATED MODULE: ./src/operations/attest-sbom.ts





/** Far more than any bill of materials; the file is read as a stream (XML by a streaming parser). */
const MAX_SBOM_BYTES = 256 * 1024 * 1024;
const EXPECTED = 'a CycloneDX (JSON or XML) or SPDX (JSON or tag-value) SBOM file';
/** The annotations the reference client sets from the file, which the user may not set. */
const RESERVED = ['sbom_format', 'sbom_sha256'];
const INPUTS = {
    'sbom-file': { kind: 'path', required: true, description: 'The SBOM: CycloneDX JSON or XML, or SPDX JSON or tag-value (the format is detected)' }
};
/**
 * A software bill of materials, summarised as the reference client summarises it (format,
 * creation time, tools, subject, package count) and attached as it is, alone.
 */
/* harmony default export */ const attest_sbom = ((0,attestation_operation/* attestationOperation */.K)({
    name: 'attest-sbom',
    title: 'SBOM',
    description: 'Record a software bill of materials (CycloneDX or SPDX) in a trail: its summary, and the file attached',
    inputs: INPUTS,
    outputs: {
        sbom_format: 'The form of the file: cyclonedx-json, cyclonedx-xml, spdx-json or spdx-tag-value',
        package_count: 'Number of packages the SBOM lists (files not counted)',
        compliant: 'true: an SBOM is recorded as reported, nothing is checked against it'
    },
    endpoint: scan_attestations/* attestSbom */.N,
    filesInput: 'sbom-file',
    async read(inputs) {
        // The SBOM is the one attachment, as it is: another would pack it with the SBOM.
        if (inputs.list('attachments').length > 0)
            throw inputs.fail('attachments', 'given with attest-sbom, which attaches the SBOM file alone (as it is, so its digest can be checked by hand)', 'no attachments');
        const annotations = inputs.jsonObject('annotations') ?? {};
        const reserved = RESERVED.find((key) => key in annotations);
        if (reserved)
            throw inputs.fail('annotations', `sets \`${reserved}\`, which attest-sbom sets from the file`, 'annotations other than sbom_format and sbom_sha256');
        const file = inputs.resolve(inputs.required('sbom-file'));
        try {
            return { file, sbom: await readSbomFile(file, MAX_SBOM_BYTES) };
        }
        catch (err) {
            if (err instanceof SbomError || err instanceof files/* FileError */.f6)
                throw (0,errors/* invalidInput */.aY)('sbom-file', err.message, EXPECTED);
            throw err;
        }
    },
    evidence({ file, sbom }, attestation) {
        const { document } = sbom;
        return {
            data: {
                type_name: 'sbom',
                attestation_data: { format: sbom.format, original_fingerprint: sbom.sha256, document },
                annotations: { ...attestation.annotations, sbom_format: sbom.format, sbom_sha256: sbom.sha256 }
            },
            files: [file],
            outputs: { sbom_format: sbom.form, package_count: document.package_count, compliant: 'true' },
            facts: [
                ['SBOM', `${sbom.format} (${sbom.form}), ${document.package_count} package(s)`],
                ['Subject', document.subject ? [document.subject.name, document.subject.version].filter(Boolean).join(' ') : undefined],
                ['Tools', document.tools?.join(', ')],
                ['Created', document.created_at ?? undefined],
                ['SHA-256', sbom.sha256]
            ]
        };
    }
}));


/***/ })

};
;