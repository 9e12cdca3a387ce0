"use strict";
exports.id = 1521;
exports.ids = [1521];
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

/***/ 82788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tn: () => (/* binding */ manifestReference),
/* harmony export */   Xb: () => (/* binding */ DOCKER_HUB),
/* harmony export */   Ys: () => (/* binding */ canonicalReference),
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   bo: () => (/* binding */ EXPECTED_REFERENCE),
/* harmony export */   nz: () => (/* binding */ apiHost),
/* harmony export */   o_: () => (/* binding */ parseImageReference),
/* harmony export */   rw: () => (/* binding */ isImageId)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);

const DOCKER_HUB = 'docker.io';
/** Docker Hub's registry API is not served at docker.io itself. */
const DOCKER_HUB_API = 'registry-1.docker.io';
const LEGACY_DOCKER_HUB = 'index.docker.io';
const DEFAULT_TAG = 'latest';
const MAX_PATH_LENGTH = 255;
const EXPECTED_REFERENCE = 'an image reference such as `registry.example.com/team/app:1.2`, `ghcr.io/org/app@sha256:<64 hex>` or `nginx`';
// The grammar of github.com/distribution/reference, piece by piece.
const ALPHANUMERIC = '[a-z0-9]+';
const SEPARATOR = '(?:[._]|__|[-]+)';
const PATH_COMPONENT = `${ALPHANUMERIC}(?:${SEPARATOR}${ALPHANUMERIC})*`;
const REMOTE_NAME = `${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
const DOMAIN_COMPONENT = '(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])';
const HOST = `(?:${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*|\\[[a-fA-F0-9:]+\\])`;
const DOMAIN = `${HOST}(?::[0-9]+)?`;
const TAG = '[\\w][\\w.-]{0,127}';
const DIGEST = '[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}';
const FULL = new RegExp(`^(${DOMAIN})/(${REMOTE_NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
const IMAGE_ID = /^(?:sha256:)?[a-f0-9]{64}$/;
const SHA256_DIGEST = /^sha256:[a-f0-9]{64}$/;
function parseImageReference(input) {
    const fail = (problem) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n(`"${input}" is not a valid image reference: ${problem}`, EXPECTED_REFERENCE);
    if (input === '')
        throw fail('it is empty');
    if (/\s/.test(input))
        throw fail('it contains whitespace');
    if (IMAGE_ID.test(input))
        throw fail('it is an image ID, not a name; give the repository and tag or digest');
    const [domain, remainder] = splitDomain(input);
    const port = /:([0-9]+)$/.exec(domain)?.[1];
    if (port !== undefined && !(Number(port) >= 1 && Number(port) <= 65535 && port.length <= 5)) {
        throw fail(`the registry port "${port}" is not a port number from 1 to 65535`);
    }
    const repository = /^[^:@]*/.exec(remainder)[0];
    if (repository.toLowerCase() !== repository) {
        throw fail(`repository names must be lowercase (got "${repository}"); a registry host needs a "." or a ":port", or to be "localhost"`);
    }
    const match = FULL.exec(`${domain}/${remainder}`);
    if (!match)
        throw fail(grammarProblem(remainder));
    const [, , path, tag, digest] = match;
    if (path.length > MAX_PATH_LENGTH)
        throw fail(`the repository name is longer than ${MAX_PATH_LENGTH} characters`);
    if (digest !== undefined && !SHA256_DIGEST.test(digest)) {
        throw fail(`the digest "${digest}" is not sha256:<64 lowercase hex>; only SHA-256 digests are fingerprints`);
    }
    return { original: input, domain, path, tag: tag ?? (digest ? undefined : DEFAULT_TAG), digest };
}
/**
 * The first component is a registry host only if it looks like one: a dot, a port or
 * `localhost`. Anything else is a Docker Hub namespace, as every Docker client reads it.
 */
function splitDomain(input) {
    const slash = input.indexOf('/');
    let domain = DOCKER_HUB;
    let remainder = input;
    if (slash !== -1) {
        const first = input.slice(0, slash);
        if (first === 'localhost' || /[.:]/.test(first)) {
            domain = first === LEGACY_DOCKER_HUB ? DOCKER_HUB : first;
            remainder = input.slice(slash + 1);
        }
    }
    if (domain === DOCKER_HUB && !remainder.includes('/'))
        remainder = `library/${remainder}`;
    return [domain, remainder];
}
function grammarProblem(remainder) {
    const at = remainder.indexOf('@');
    const named = at === -1 ? remainder : remainder.slice(0, at);
    const colon = named.lastIndexOf(':');
    const tag = colon === -1 ? undefined : named.slice(colon + 1);
    if (tag !== undefined && !new RegExp(`^${TAG}$`).test(tag)) {
        return `the tag "${tag}" is not 1 to 128 letters, digits, "_", "." or "-" (not starting with "." or "-")`;
    }
    if (at !== -1 && !new RegExp(`^${DIGEST}$`).test(remainder.slice(at + 1))) {
        return `the digest "${remainder.slice(at + 1)}" is not sha256:<64 lowercase hex>`;
    }
    return 'check the registry host, the repository path (lowercase letters, digits and single "." "_" "__" or "-" between them, components separated by "/") and the tag';
}
/** `host[:port]` to call for the registry API. */
function apiHost(ref) {
    return ref.domain === DOCKER_HUB ? DOCKER_HUB_API : ref.domain;
}
/** The full repository name: `docker.io/library/nginx`. */
function repositoryName(ref) {
    return `${ref.domain}/${ref.path}`;
}
/** The digest if there is one, else the tag: what the manifest URL names. */
function manifestReference(ref) {
    return ref.digest ?? ref.tag;
}
/** The canonical string: `docker.io/library/nginx:latest`, `host/app@sha256:…`. */
function canonicalReference(ref) {
    return ref.digest ? `${repositoryName(ref)}@${ref.digest}` : `${repositoryName(ref)}:${ref.tag}`;
}
/** An image ID as `docker images --no-trunc` shows it, with or without `sha256:`. */
function isImageId(input) {
    return IMAGE_ID.test(input);
}


/***/ }),

/***/ 16335:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ beginCommitRead),
  O: () => (/* binding */ gitCommitInfo)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/clients/github/commit-object.ts
const PARENT = /^parent ([0-9a-f]{40})$/;
const IDENT = /^([^<>\s](?:[^<>]*[^<>\s])?) <([^<>]*)> (\d{1,15}) [+-]\d{4}$/;
const UTF8 = /^utf-?8$/i;
/**
 * The fields of a commit object's content (git's `commit` format), as `git show` prints them
 * with `%P`, `%an <%ae>`, `%at` and `%B`; undefined for one git would print otherwise, which is
 * left to git: a message in another encoding (git re-encodes it), an odd ident (git and the
 * reference client split `<` and `>` differently), a NUL (git's output stops there), headers out
 * of their order.
 * The parents are the object's own, as the reference client and GitHub give them: at the edge
 * of a shallow clone, `git show` would print none.
 */
function parseCommitObject(content) {
    if (content.includes(0))
        return undefined;
    const text = content.toString('utf8');
    const blank = text.indexOf('\n\n');
    const lines = (blank === -1 ? text.replace(/\n$/, '') : text.slice(0, blank)).split('\n');
    if (!/^tree [0-9a-f]{40}$/.test(lines[0] ?? ''))
        return undefined;
    const parents = [];
    let line = 1;
    for (let parent; (parent = PARENT.exec(lines[line] ?? '')); line++)
        parents.push(parent[1]);
    const author = IDENT.exec(lines[line]?.startsWith('author ') ? lines[line].slice(7) : '');
    if (!author)
        return undefined;
    let committers = 0;
    for (const header of lines.slice(line + 1)) {
        // A header's further lines (a signature, a merged tag) begin with a space.
        if (header.startsWith(' '))
            continue;
        if (header.startsWith('committer '))
            committers++;
        else if (header.startsWith('encoding ')) {
            if (!UTF8.test(header.slice(9)))
                return undefined;
        }
        else if (/^(parent|author|tree) /.test(header) || !/^[a-z][a-z0-9-]* /.test(header))
            return undefined;
    }
    if (committers !== 1)
        return undefined;
    return {
        parents,
        author: `${author[1]} <${author[2]}>`,
        timestamp: Number(author[3]),
        message: blank === -1 ? '' : text.slice(blank + 2).trim()
    };
}

// EXTERNAL MODULE: ./src/clients/github/context.ts
var context = __webpack_require__(63061);
// EXTERNAL MODULE: ./src/util/files.ts
var files = __webpack_require__(75787);
;// CONCATENATED MODULE: ./src/clients/github/inflate.ts
/**
 * Raw DEFLATE (RFC 1951) decoding, for the few hundred bytes of a git object read from the clone
 * (object-store.ts). Node's zlib takes 3-4 ms to load, more than the whole read; a library's
 * inflate bundles 90 KB of code the step would load. This is Mark Adler's puff (zlib's
 * contrib/puff): canonical Huffman codes decoded a bit at a time, small and slow, which suits
 * inputs this small. Node's zlib is the reference every test compares this with.
 */
/** Lengths 257-285 and distances 0-29: their bases and extra bits (RFC 1951, 3.2.5). */
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577
];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which a dynamic block gives the code lengths of its code-length code. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const MAX_BITS = 15;
class Inflater {
    input;
    maxOutput;
    at = 0;
    bitBuffer = 0;
    bitCount = 0;
    written = 0;
    out;
    constructor(input, maxOutput) {
        this.input = input;
        this.maxOutput = maxOutput;
        // Grown as needed: most objects are a few times their stored size, few near the bound.
        this.out = new Uint8Array(Math.min(maxOutput, Math.max(1024, input.length * 4)));
    }
    /** Room for `more` bytes, within the bound. */
    room(more) {
        const needed = this.written + more;
        if (needed <= this.out.length)
            return;
        if (needed > this.maxOutput)
            throw new Error('longer than expected');
        const grown = new Uint8Array(Math.min(this.maxOutput, Math.max(needed, this.out.length * 2)));
        grown.set(this.out.subarray(0, this.written));
        this.out = grown;
    }
    /** The stream's content, up to its last block (whatever follows it is not read). */
    run() {
        let last;
        do {
            last = this.bits(1);
            const type = this.bits(2);
            if (type === 0)
                this.stored();
            else if (type === 1)
                this.codes(FIXED.length, FIXED.distance);
            else if (type === 2)
                this.dynamic();
            else
                throw new Error('invalid block type');
        } while (!last);
        return this.out.subarray(0, this.written);
    }
    bits(need) {
        let value = this.bitBuffer;
        while (this.bitCount < need) {
            if (this.at >= this.input.length)
                throw new Error('the stream ends early');
            value |= this.input[this.at++] << this.bitCount;
            this.bitCount += 8;
        }
        this.bitBuffer = value >>> need;
        this.bitCount -= need;
        return value & ((1 << need) - 1);
    }
    put(byte) {
        this.room(1);
        this.out[this.written++] = byte;
    }
    stored() {
        // To the byte: what bits are left of this one are padding.
        this.bitBuffer = 0;
        this.bitCount = 0;
        if (this.at + 4 > this.input.length)
            throw new Error('the stream ends early');
        const length = this.input[this.at] | (this.input[this.at + 1] << 8);
        if ((~(this.input[this.at + 2] | (this.input[this.at + 3] << 8)) & 0xffff) !== length)
            throw new Error('a stored block whose length is damaged');
        this.at += 4;
        if (this.at + length > this.input.length)
            throw new Error('the stream ends early');
        this.room(length);
        this.out.set(this.input.subarray(this.at, this.at + length), this.written);
        this.at += length;
        this.written += length;
    }
    decode(code) {
        let bits = 0;
        let first = 0;
        let index = 0;
        for (let length = 1; length <= MAX_BITS; length++) {
            bits |= this.bits(1);
            const count = code.count[length];
            if (bits - count < first)
                return code.symbol[index + (bits - first)];
            index += count;
            first = (first + count) << 1;
            bits <<= 1;
        }
        throw new Error('a code that is in no table');
    }
    codes(length, distance) {
        for (;;) {
            let symbol = this.decode(length);
            if (symbol < 256)
                this.put(symbol);
            else if (symbol === 256)
                return;
            else {
                symbol -= 257;
                if (symbol >= 29)
                    throw new Error('an invalid length');
                const size = LENGTH_BASE[symbol] + this.bits(LENGTH_EXTRA[symbol]);
                const d = this.decode(distance);
                if (d >= 30)
                    throw new Error('an invalid distance');
                const back = DISTANCE_BASE[d] + this.bits(DISTANCE_EXTRA[d]);
                if (back > this.written)
                    throw new Error('a distance before the start');
                this.room(size);
                for (let i = 0; i < size; i++, this.written++)
                    this.out[this.written] = this.out[this.written - back];
            }
        }
    }
    dynamic() {
        const lengthCount = this.bits(5) + 257;
        const distanceCount = this.bits(5) + 1;
        const codeLengthCount = this.bits(4) + 4;
        if (lengthCount > 286 || distanceCount > 30)
            throw new Error('too many codes');
        const lengths = new Uint8Array(320);
        for (let i = 0; i < codeLengthCount; i++)
            lengths[CODE_LENGTH_ORDER[i]] = this.bits(3);
        const codeLengthCode = huffman(lengths.subarray(0, 19));
        if (codeLengthCode.complete !== 0)
            throw new Error('an incomplete code-length code');
        let i = 0;
        while (i < lengthCount + distanceCount) {
            const symbol = this.decode(codeLengthCode.code);
            if (symbol < 16) {
                lengths[i++] = symbol;
                continue;
            }
            let repeat;
            let value = 0;
            if (symbol === 16) {
                if (i === 0)
                    throw new Error('a repeat with nothing before it');
                value = lengths[i - 1];
                repeat = 3 + this.bits(2);
            }
            else if (symbol === 17)
                repeat = 3 + this.bits(3);
            else
                repeat = 11 + this.bits(7);
            if (i + repeat > lengthCount + distanceCount)
                throw new Error('too many lengths');
            while (repeat--)
                lengths[i++] = value;
        }
        if (lengths[256] === 0)
            throw new Error('no end-of-block code');
        const length = huffman(lengths.subarray(0, lengthCount));
        // An incomplete code is allowed only as a single code of one bit.
        if (length.complete < 0 || (length.complete > 0 && lengthCount !== length.code.count[0] + length.code.count[1]))
            throw new Error('an invalid literal/length code');
        const distance = huffman(lengths.subarray(lengthCount, lengthCount + distanceCount));
        if (distance.complete < 0 || (distance.complete > 0 && distanceCount !== distance.code.count[0] + distance.code.count[1]))
            throw new Error('an invalid distance code');
        this.codes(length.code, distance.code);
    }
}
/**
 * The canonical code of these lengths; `complete` is 0 for a complete code, above 0 for an
 * incomplete one, below 0 for one over-subscribed (no code at all).
 */
function huffman(lengths) {
    const count = new Uint16Array(MAX_BITS + 1);
    const symbol = new Uint16Array(lengths.length);
    for (const length of lengths)
        count[length]++;
    const code = { count, symbol };
    if (count[0] === lengths.length)
        return { code, complete: 0 };
    let left = 1;
    for (let length = 1; length <= MAX_BITS; length++) {
        left = left * 2 - count[length];
        if (left < 0)
            return { code, complete: left };
    }
    const offsets = new Uint16Array(MAX_BITS + 1);
    for (let length = 1; length < MAX_BITS; length++)
        offsets[length + 1] = offsets[length] + count[length];
    for (let s = 0; s < lengths.length; s++)
        if (lengths[s] !== 0)
            symbol[offsets[lengths[s]]++] = s;
    return { code, complete: left };
}
/** The fixed codes of RFC 1951, 3.2.6. */
const FIXED = (() => {
    const lengths = new Uint8Array(288 + 30);
    lengths.fill(8, 0, 144);
    lengths.fill(9, 144, 256);
    lengths.fill(7, 256, 280);
    lengths.fill(8, 280, 288);
    lengths.fill(5, 288);
    return { length: huffman(lengths.subarray(0, 288)).code, distance: huffman(lengths.subarray(288)).code };
})();
/** The content of a raw DEFLATE stream; throws for a damaged stream, or content over `maxOutput` bytes. */
function inflateRaw(input, maxOutput) {
    return new Inflater(input, maxOutput).run();
}

;// CONCATENATED MODULE: ./src/clients/github/sha1.ts
/**
 * SHA-1 (FIPS 180-4) in JavaScript: the name git gives an object, checked on every object read
 * from the clone's store (object-store.ts) without loading Node's crypto (3-5 ms of a step).
 * Node's crypto is the reference every test compares this with. Written as sha256-small.ts is,
 * for code that runs cold: rotations inline, no calls in the rounds.
 */
/** The digest of `data`, as 40 lowercase hex digits. */
function sha1Hex(data) {
    // The message, a 1 bit, zeros, and its length in bits (64-bit big-endian), to whole 64-byte blocks.
    const length = data.length;
    const size = Math.ceil((length + 9) / 64) * 64;
    const m = new Uint8Array(size);
    m.set(data);
    m[length] = 0x80;
    const high = Math.floor(length / 0x20000000);
    const low = (length * 8) >>> 0;
    m[size - 8] = high >>> 24;
    m[size - 7] = high >>> 16;
    m[size - 6] = high >>> 8;
    m[size - 5] = high;
    m[size - 4] = low >>> 24;
    m[size - 3] = low >>> 16;
    m[size - 2] = low >>> 8;
    m[size - 1] = low;
    let h0 = 0x67452301;
    let h1 = 0xefcdab89 | 0;
    let h2 = 0x98badcfe | 0;
    let h3 = 0x10325476;
    let h4 = 0xc3d2e1f0 | 0;
    const w = new Int32Array(80);
    for (let p = 0; p < size; p += 64) {
        for (let i = 0; i < 16; i++) {
            const j = p + i * 4;
            w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
        }
        for (let i = 16; i < 80; i++) {
            const x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
            w[i] = (x << 1) | (x >>> 31);
        }
        let a = h0;
        let b = h1;
        let c = h2;
        let d = h3;
        let e = h4;
        for (let i = 0; i < 80; i++) {
            let f;
            let k;
            if (i < 20) {
                f = (b & c) | (~b & d);
                k = 0x5a827999;
            }
            else if (i < 40) {
                f = b ^ c ^ d;
                k = 0x6ed9eba1;
            }
            else if (i < 60) {
                f = (b & c) | (b & d) | (c & d);
                k = 0x8f1bbcdc | 0;
            }
            else {
                f = b ^ c ^ d;
                k = 0xca62c1d6 | 0;
            }
            const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]) | 0;
            e = d;
            d = c;
            c = (b << 30) | (b >>> 2);
            b = a;
            a = t;
        }
        h0 = (h0 + a) | 0;
        h1 = (h1 + b) | 0;
        h2 = (h2 + c) | 0;
        h3 = (h3 + d) | 0;
        h4 = (h4 + e) | 0;
    }
    let hex = '';
    for (const h of [h0, h1, h2, h3, h4])
        hex += (h >>> 0).toString(16).padStart(8, '0');
    return hex;
}

;// CONCATENATED MODULE: ./src/clients/github/object-store.ts
// A commit read straight from the clone's object store, as the reference client (go-git) reads
// it, rather than by spawning git: loading Node's child_process and forking the step's process
// cost 5-7 ms of every step that records a commit (issue 31), and git's own start more. Only the
// plain cases are read here, a loose object or one in a pack, whole or rebuilt from its deltas
// there; anything else (an alternate store, a `.git` file, a delta whose base is elsewhere, an
// object of another kind) is left to git, which knows them all. Every object read is checked against its name, the SHA-1 of its content:
// a damaged file or a wrong offset is never taken for the commit.





/** The most a commit read here may be; a larger one (a message of a megabyte) is left to git. */
const MAX_COMMIT_BYTES = 1024 * 1024;
/** A clone with more packs than this is left to git, which reads their multi-pack index. */
const MAX_PACKS = 256;
const SHA1 = /^[0-9a-f]{40}$/;
/** The fixed head of a version 2 pack index: its signature and version, and the fan-out table. */
const INDEX_HEAD_BYTES = 8 + 256 * 4;
const INDEX_SIGNATURE = 0xff744f63;
/** Pack entries' types: a whole commit, and deltas against an earlier entry or a named object. */
const PACK_COMMIT = 1;
const OFS_DELTA = 6;
const REF_DELTA = 7;
/** Deeper delta chains than git makes by default (50) are left to git. */
const MAX_DELTA_DEPTH = 64;
/**
 * The content of commit `sha` (what follows the `commit <size>\0` head), read from the object
 * store of the clone at `gitDir`, or undefined when it is not plainly there.
 */
function readCommitObject(gitDir, sha) {
    if (!SHA1.test(sha))
        return undefined;
    const objects = external_node_path_default().join(gitDir, 'objects');
    return loose(objects, sha) ?? packed(objects, sha);
}
/** A zlib stream's content, if it is at most `maxOutput` bytes. */
function inflate(stream, maxOutput) {
    // RFC 1950's head: deflate, a window git's zlib accepts, its check, no preset dictionary.
    if (stream.length < 2 || (stream[0] & 0x0f) !== 8 || stream[0] >> 4 > 7 || ((stream[0] << 8) | stream[1]) % 31 !== 0 || stream[1] & 0x20)
        return undefined;
    try {
        return inflateRaw(stream.subarray(2), maxOutput);
    }
    catch {
        return undefined;
    }
}
function verified(object, sha, bodyStart) {
    return sha1Hex(object) === sha ? Buffer.from(object.buffer, object.byteOffset + bodyStart, object.length - bodyStart) : undefined;
}
function loose(objects, sha) {
    let stored;
    try {
        // Deflate's worst case grows data by 5 bytes in 16 KiB, plus its head and end.
        stored = (0,files/* readBoundedFile */.Mv)(external_node_path_default().join(objects, sha.slice(0, 2), sha.slice(2)), MAX_COMMIT_BYTES + 1024);
    }
    catch {
        return undefined;
    }
    const object = inflate(stored, MAX_COMMIT_BYTES + 32);
    if (!object)
        return undefined;
    const nul = object.indexOf(0);
    const head = nul > 0 && nul <= 32 ? Buffer.from(object.buffer, object.byteOffset, nul).toString('latin1') : '';
    const match = /^commit (0|[1-9]\d{0,7})$/.exec(head);
    if (!match || Number(match[1]) !== object.length - nul - 1)
        return undefined;
    return verified(object, sha, nul + 1);
}
/** Bytes of an open file at `position`: as many as there are, up to `length`. */
function readAt(fd, position, length) {
    const bytes = Buffer.alloc(length);
    let read = 0;
    while (read < length) {
        const n = (0,external_node_fs_.readSync)(fd, bytes, read, length - read, position + read);
        if (n === 0)
            break;
        read += n;
    }
    return bytes.subarray(0, read);
}
function packed(objects, sha) {
    const dir = external_node_path_default().join(objects, 'pack');
    let indexes;
    try {
        indexes = (0,external_node_fs_.readdirSync)(dir).filter((name) => /^pack-[0-9a-f]{40}\.idx$/.test(name));
    }
    catch {
        return undefined;
    }
    if (indexes.length > MAX_PACKS)
        return undefined;
    const name = Buffer.from(sha, 'hex');
    for (const index of indexes) {
        const file = external_node_path_default().join(dir, index);
        const offset = offsetInIndex(file, name);
        if (offset !== undefined)
            return commitInPack(`${file.slice(0, -4)}.pack`, offset, sha, (base) => offsetInIndex(file, base));
    }
    return undefined;
}
/** Where a pack holds the object `name`, from its version 2 index (git's `pack-format`), or undefined. */
function offsetInIndex(file, name) {
    let fd;
    try {
        const opened = (0,files/* openRegularFile */.ZU)(file);
        fd = opened.fd;
        const head = readAt(fd, 0, INDEX_HEAD_BYTES);
        if (head.length < INDEX_HEAD_BYTES || head.readUInt32BE(0) !== INDEX_SIGNATURE || head.readUInt32BE(4) !== 2)
            return undefined;
        const count = head.readUInt32BE(8 + 255 * 4);
        // Names, CRCs and offsets, then the pack's and the index's own checksums: a shorter file is damaged.
        if (opened.size < INDEX_HEAD_BYTES + count * 28 + 40)
            return undefined;
        let low = name[0] === 0 ? 0 : head.readUInt32BE(8 + (name[0] - 1) * 4);
        let high = head.readUInt32BE(8 + name[0] * 4);
        if (low > high || high > count)
            return undefined;
        while (low < high) {
            const middle = (low + high) >>> 1;
            const order = readAt(fd, INDEX_HEAD_BYTES + middle * 20, 20).compare(name);
            if (order === 0)
                return packOffset(fd, opened.size, count, middle);
            if (order < 0)
                low = middle + 1;
            else
                high = middle;
        }
        return undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
function packOffset(fd, size, count, position) {
    const small = readAt(fd, INDEX_HEAD_BYTES + count * 24 + position * 4, 4);
    if (small.length < 4)
        return undefined;
    const offset = small.readUInt32BE(0);
    if (offset < 0x80000000)
        return offset;
    // Past 2 GiB: the entry indexes the table of 8-byte offsets that follows.
    const at = INDEX_HEAD_BYTES + count * 28 + (offset & 0x7fffffff) * 8;
    if (at + 8 > size - 40)
        return undefined;
    const large = Number(readAt(fd, at, 8).readBigUInt64BE(0));
    return Number.isSafeInteger(large) ? large : undefined;
}
/** The commit at `offset` in a pack, whole or rebuilt from its deltas. */
function commitInPack(file, offset, sha, find) {
    let fd;
    try {
        const opened = (0,files/* openRegularFile */.ZU)(file);
        fd = opened.fd;
        const entry = entryAt({ fd, size: opened.size, find }, offset, 0);
        if (entry?.type !== PACK_COMMIT)
            return undefined;
        const object = Buffer.concat([Buffer.from(`commit ${entry.content.length}\0`, 'latin1'), entry.content]);
        return verified(object, sha, object.length - entry.content.length);
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
/** The object at `offset` in a pack: its type (1 commit, 2 tree, 3 blob, 4 tag) and content. */
function entryAt(pack, offset, depth) {
    // After the pack's 12-byte head, before its 20-byte checksum.
    if (offset < 12 || offset >= pack.size - 20)
        return undefined;
    const head = readAt(pack.fd, offset, 32);
    // The entry's head: its type, then its size in 7-bit groups, least significant first.
    let byte = head[0];
    const type = (byte >> 4) & 7;
    let size = byte & 0x0f;
    let factor = 16;
    let used = 1;
    while (byte & 0x80) {
        if (used >= 8)
            return undefined;
        byte = head[used++];
        size += (byte & 0x7f) * factor;
        factor *= 128;
    }
    if (size > MAX_COMMIT_BYTES)
        return undefined;
    if (type >= 1 && type <= 4) {
        const content = inflateAt(pack, offset + used, size);
        return content && { type, content };
    }
    // A delta: against the object `distance` bytes before it (6), or the one it names (7).
    if ((type !== OFS_DELTA && type !== REF_DELTA) || depth >= MAX_DELTA_DEPTH)
        return undefined;
    let baseOffset;
    if (type === OFS_DELTA) {
        byte = head[used++];
        let distance = byte & 0x7f;
        while (byte & 0x80) {
            if (used >= head.length || distance > 2 ** 40)
                return undefined;
            byte = head[used++];
            distance = (distance + 1) * 128 + (byte & 0x7f);
        }
        baseOffset = offset - distance;
        if (baseOffset >= offset)
            return undefined;
    }
    else {
        if (used + 20 > head.length)
            return undefined;
        baseOffset = pack.find(head.subarray(used, used + 20));
        used += 20;
    }
    const base = baseOffset === undefined ? undefined : entryAt(pack, baseOffset, depth + 1);
    const delta = base && inflateAt(pack, offset + used, size);
    const content = delta && applyDelta(base.content, delta);
    return content && { type: base.type, content };
}
/** A pack entry's `size` bytes of content, inflated from its zlib stream at `at`. */
function inflateAt(pack, at, size) {
    // Deflate's worst case (stored blocks) grows data by 5 bytes a block, plus its head and end;
    // a stream longer still ends the read early, and is left to git.
    const stream = readAt(pack.fd, at, Math.min(pack.size - 20 - at, size + 5 * Math.ceil(size / 1024) + 64));
    const content = inflate(stream, size);
    return content?.length === size ? content : undefined;
}
/** A varint of a delta's head (the sizes): 7-bit groups, least significant first. */
function deltaSize(delta, at) {
    let size = 0;
    let factor = 1;
    for (;;) {
        if (at.i >= delta.length || factor > 2 ** 35)
            return undefined;
        const byte = delta[at.i++];
        size += (byte & 0x7f) * factor;
        factor *= 128;
        if (!(byte & 0x80))
            return size;
    }
}
/** `base` rebuilt by git's delta: copies from the base and inserted bytes (git's `pack-format`). */
function applyDelta(base, delta) {
    const at = { i: 0 };
    const baseSize = deltaSize(delta, at);
    const resultSize = deltaSize(delta, at);
    if (baseSize !== base.length || resultSize === undefined || resultSize > MAX_COMMIT_BYTES)
        return undefined;
    const result = new Uint8Array(resultSize);
    let written = 0;
    while (at.i < delta.length) {
        const op = delta[at.i++];
        if (op & 0x80) {
            // Which bytes of the copy's offset and size follow is in the op's low 7 bits.
            let from = 0;
            let length = 0;
            for (let bit = 0; bit < 4; bit++)
                if (op & (1 << bit))
                    from += delta[at.i++] * 2 ** (8 * bit);
            for (let bit = 0; bit < 3; bit++)
                if (op & (0x10 << bit))
                    length += delta[at.i++] * 2 ** (8 * bit);
            if (length === 0)
                length = 0x10000;
            if (at.i > delta.length || from + length > base.length || written + length > resultSize)
                return undefined;
            result.set(base.subarray(from, from + length), written);
            written += length;
        }
        else if (op !== 0) {
            if (at.i + op > delta.length || written + op > resultSize)
                return undefined;
            result.set(delta.subarray(at.i, at.i + op), written);
            at.i += op;
            written += op;
        }
        else
            return undefined;
    }
    return written === resultSize ? result : undefined;
}

;// CONCATENATED MODULE: ./src/clients/github/commit.ts





// The author's time, as the reference client reports it (not the committer's).
const FORMAT = ['%H', '%P', '%an <%ae>', '%at', '%B'].join('%x00');
/** Reads of the clone begun ahead of need, each taken by the next `gitCommitInfo` of its commit. */
const begun = new Map();
/** GitHub's answers asked for ahead of need, likewise. */
const asked = new Map();
const readKey = (ctx, sha) => `${ctx.workspace}\0${sha}`;
function readLocal(ctx, sha) {
    const fromStore = readFromStore(ctx.workspace, sha);
    return fromStore ? Promise.resolve(fromStore) : readWithGit(ctx.workspace, sha);
}
/** The commit from the clone's `.git` folder, when it is plainly there (object-store.ts). */
function readFromStore(workspace, sha) {
    const gitDir = external_node_path_default().join(workspace, '.git');
    try {
        if (!(0,external_node_fs_.statSync)(gitDir).isDirectory())
            return undefined;
        const content = readCommitObject(gitDir, sha);
        return content && parseCommitObject(content);
    }
    catch {
        // Never a failed step for a clone read here: git reads it instead.
        return undefined;
    }
}
/** git's answer, for what the store reader leaves to it; loaded only then, with Node's child_process. */
async function readWithGit(workspace, sha) {
    const { git } = await __webpack_require__.e(/* import() */ 9754).then(__webpack_require__.bind(__webpack_require__, 79754));
    // `^{commit}`: a tag, tree or blob of that name is no commit to read (and a blob could be any size).
    const answer = await git(workspace, ['show', '-s', `--format=${FORMAT}`, `${sha}^{commit}`], { small: true });
    if (answer === undefined)
        return undefined;
    const [, parents, author, timestamp, message] = answer.split('\0');
    return { parents: parents.trim() === '' ? [] : parents.trim().split(' '), author, timestamp: Number(timestamp), message: message.trim() };
}
function askGitHub(api, sha) {
    return api.get('GET /repos/{owner}/{repo}/commits/{ref}', { ref: sha }).then((data) => (data !== null && typeof data === 'object' ? { data } : { error: new Error('not a commit record') }), (error) => ({ error: error instanceof Error ? error : new Error(String(error)) }));
}
/**
 * Starts reading a commit from the clone, and with `api` asking GitHub for it, so both run while
 * the step does other work; the next `gitCommitInfo` of that commit takes the answers. Neither
 * fails here: a missing commit or clone reads as nothing, and GitHub's failure is said there.
 */
function beginCommitRead(ctx, sha, api) {
    if (!sha)
        return;
    const key = readKey(ctx, sha);
    if (!begun.has(key))
        begun.set(key, readLocal(ctx, sha));
    if (api && !asked.has(key))
        asked.set(key, askGitHub(api, sha));
}
/**
 * What the clone knows of a commit, enriched by the GitHub API with what only GitHub knows
 * (the author's login, signature verification). Either source may be missing; the record is
 * as complete as the two allow.
 */
async function gitCommitInfo(ctx, sha, api, log) {
    const info = { sha1: sha, branch: ctx.branch, url: (0,context/* commitUrl */.Bg)(ctx, sha) };
    const key = readKey(ctx, sha);
    const ahead = begun.get(key);
    begun.delete(key);
    // Asked at once, not after git: GitHub's round trip is the longer wait, and needs nothing of the clone.
    let remote;
    if (api) {
        remote = asked.get(key) ?? askGitHub(api, sha);
        asked.delete(key);
    }
    const local = await (ahead ?? readLocal(ctx, sha));
    if (local !== undefined) {
        Object.assign(info, local);
    }
    else {
        log.debug(`commit ${sha} is not in the local clone at ${ctx.workspace}: its details come from the GitHub API, if reachable`);
    }
    const answer = await remote;
    if (answer?.error)
        log.debug(`GitHub API did not give details of commit ${sha} (${answer.error.message}); using what the clone knows`);
    const data = answer?.data;
    if (!data)
        return dropUndefined(info);
    const verification = data.commit?.verification;
    Object.assign(info, {
        author_username: data.author?.login ?? undefined,
        verified: verification?.verified,
        signature_state: verification?.reason
    });
    if (local === undefined) {
        const author = data.commit?.author;
        Object.assign(info, {
            message: data.commit?.message,
            author: author ? `${author.name} <${author.email}>` : undefined,
            timestamp: author?.date ? Math.floor(Date.parse(author.date) / 1000) : undefined,
            parents: data.parents?.map((p) => p.sha)
        });
    }
    return dropUndefined(info);
}
function dropUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 77308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ repoInfo)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63061);

/** `repo_info` of a record, from the runner and the event payload. */
function repoInfo(ctx) {
    const url = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryUrl */ .Ek)(ctx);
    if (!ctx.repository || !url)
        return undefined;
    const repository = (ctx.event.repository ?? {});
    const id = ctx.repositoryId ?? (repository.id !== undefined ? String(repository.id) : undefined);
    const info = { name: ctx.repository, url, provider: 'github' };
    if (id)
        info.id = id;
    if (repository.description)
        info.description = repository.description;
    return info;
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

/***/ 30694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ resolveFingerprint),
/* harmony export */   _4: () => (/* binding */ readArtifactRef),
/* harmony export */   kl: () => (/* binding */ readArtifactPath),
/* harmony export */   nm: () => (/* binding */ namingInput),
/* harmony export */   x2: () => (/* binding */ readExclude)
/* harmony export */ });
/* harmony import */ var _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);
/* harmony import */ var _artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42562);
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82788);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78055);




const PATH_EXPECTED = 'a file or folder to fingerprint';
/** Registry credentials come as a pair; a password alone is as likely a typo as a choice. */
function readRegistryCredentials(inputs) {
    const username = inputs.string('registry-username');
    const password = inputs.string('registry-password');
    if ((username === undefined) !== (password === undefined)) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(username === undefined ? 'registry-username' : 'registry-password', 'given without the other', 'both `registry-username` and `registry-password`, or neither (then the Docker config or `github-token` is used)');
    }
    return { username, password };
}
/** The image reference is checked when read, so a malformed one fails before anything else happens. */
function checkImageReference(reference, type) {
    if (type === 'docker' && (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .isImageId */ .rw)(reference))
        return;
    try {
        (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .parseImageReference */ .o_)(reference);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifact-path', err.message, err.expected ?? _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo);
        throw err;
    }
}
/** `exclude`, each pattern checked when read: a malformed one is refused before any file is read. */
function readExclude(inputs) {
    const patterns = inputs.list('exclude');
    try {
        return (0,_artifacts_exclusions_js__WEBPACK_IMPORTED_MODULE_1__/* .checkExcludePatterns */ .kj)(patterns);
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw inputs.fail('exclude', err.message, err.expected);
        throw err;
    }
}
/** `artifact-path` as its type reads it: an image reference, or a file or folder (with `exclude`). */
function pathRef(inputs, artifactPath, type) {
    if (type === 'oci' || type === 'docker') {
        checkImageReference(artifactPath, type);
        return { image: artifactPath, type, ...readRegistryCredentials(inputs) };
    }
    return { path: inputs.resolve(artifactPath), type, exclude: readExclude(inputs) };
}
/** `artifact-path` (+ `artifact-type` and what it takes), for operations that only fingerprint. */
function readArtifactPath(inputs) {
    const artifactPath = inputs.required('artifact-path', '(a file, folder or image to fingerprint)');
    return pathRef(inputs, artifactPath, inputs.choice('artifact-type'));
}
/** `fingerprint` or `artifact-path` (+ `artifact-type`, `exclude`, registry credentials), never both. */
function readArtifactRef(inputs, options) {
    const fingerprint = inputs.fingerprint('fingerprint');
    const artifactPath = inputs.string('artifact-path');
    const type = inputs.choice('artifact-type');
    if (fingerprint !== undefined && artifactPath !== undefined) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('fingerprint', 'given together with `artifact-path`', 'one of the two: the fingerprint, or the path (or image) to fingerprint');
    }
    if (fingerprint !== undefined)
        return { fingerprint };
    if (artifactPath !== undefined)
        return pathRef(inputs, artifactPath, type);
    if (options.required)
        throw inputs.fail('fingerprint', 'required (or `artifact-path`) but neither is given');
    return undefined;
}
/**
 * The artifact library's errors name no input: this names the one the operation read the path
 * (or paths) from, or `exclude` when one of its patterns was at fault.
 */
async function namingInput(input, expected, work) {
    try {
        return await work;
    }
    catch (err) {
        if (err instanceof _artifacts_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)(err.argument ?? input, err.message, err.expected ?? expected);
        throw err;
    }
}
/** The fingerprint of the artifact, computed here for paths and read from the registry or daemon for images. */
async function resolveFingerprint(ref, context) {
    if ('fingerprint' in ref)
        return ref.fingerprint;
    if ('image' in ref) {
        // Loaded only when an image is asked for: most runs never need the registry client.
        const { fingerprintImage } = await __webpack_require__.e(/* import() */ 9897).then(__webpack_require__.bind(__webpack_require__, 59897));
        return namingInput('artifact-path', _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_2__/* .EXPECTED_REFERENCE */ .bo, fingerprintImage(ref.image, { type: ref.type, username: ref.username, password: ref.password, githubToken: context.githubToken, log: context.log }));
    }
    // Loaded only when a path is given: an attestation usually names no artifact, or its fingerprint.
    const { fingerprintArtifact } = await __webpack_require__.e(/* import() */ 9919).then(__webpack_require__.bind(__webpack_require__, 9919));
    return namingInput('artifact-path', PATH_EXPECTED, fingerprintArtifact(ref.path, { type: ref.type, exclude: ref.exclude }));
}


/***/ }),

/***/ 40517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WW: () => (/* binding */ attestationFields),
  md: () => (/* binding */ prepareAttestation),
  eK: () => (/* binding */ readAttestationInputs),
  Q0: () => (/* binding */ trailOf)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(78055);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/util/tar.ts
/** A tar file is written in blocks of this many bytes. */
const BLOCK = 512;
function octal(value, width) {
    return value.toString(8).padStart(width - 1, '0') + '\0';
}
/** A ustar header; names longer than ustar holds go in a PAX header before it. */
function header(name, size, type, mtime = 0) {
    const block = Buffer.alloc(BLOCK);
    block.write(name.slice(0, 100), 0, 'utf8');
    block.write(octal(0o644, 8), 100);
    block.write(octal(0, 8), 108);
    block.write(octal(0, 8), 116);
    block.write(octal(size, 12), 124);
    block.write(octal(mtime, 12), 136);
    block.write('        ', 148);
    block.write(type, 156);
    block.write('ustar\0' + '00', 257, 'latin1');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    block.write(octal(sum, 7) + ' ', 148);
    return block;
}
function pad(size) {
    return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}
function paxRecord(key, value) {
    const body = ` ${key}=${value}\n`;
    let length = Buffer.byteLength(body) + 1;
    while (String(length).length + Buffer.byteLength(body) !== length)
        length = String(length).length + Buffer.byteLength(body);
    return Buffer.from(`${length}${body}`);
}
/**
 * One regular file as tar bytes: a PAX header first when its name is longer than ustar holds,
 * then the ustar header, the content and its padding.
 */
function tarFile(name, content, mtime = 0) {
    const blocks = [];
    if (Buffer.byteLength(name) > 100) {
        const pax = paxRecord('path', name);
        blocks.push(header('PaxHeader', pax.length, 'x'), pax, pad(pax.length));
    }
    blocks.push(header(name, content.length, '0', mtime), content, pad(content.length));
    return blocks;
}
/** The two empty blocks that end a tar file. */
const TAR_END = () => Buffer.alloc(BLOCK * 2);

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/util/files.ts
var util_files = __webpack_require__(75787);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/evidence/attachments.ts






/**
 * What the files may come to before packing: each is read in chunks and packed as it is read,
 * so this bounds the time spent, not memory; far above any archive the service takes.
 */
const MAX_GATHERED_BYTES = 256 * 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** Where a link inside an attached folder never leads, whatever the working directory. */
const NEVER_FOLLOWED = ['/proc', '/sys', '/dev'];
/**
 * The name a file takes in the archive, as the reference client names it: below a lone
 * folder, relative to that folder; else the path as the workflow would write it (relative
 * to the working directory), or, outside it, below the given path's own folder, so no
 * runner's absolute paths end up in the evidence.
 */
function namer(paths, baseDir) {
    if (paths.length === 1 && (0,external_node_fs_.statSync)(paths[0], { throwIfNoEntry: false })?.isDirectory())
        return (_given, below) => below;
    return (given, below) => {
        const relative = external_node_path_default().relative(baseDir, given);
        const root = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative) ? relative : external_node_path_default().basename(given);
        return below === '' ? root : `${root}/${below}`;
    };
}
const inside = (real, root) => real === root || real.startsWith(root.endsWith('/') ? root : `${root}/`);
function realOrSelf(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return external_node_path_default().resolve(file);
    }
}
function statProblem(full, err) {
    const code = err.code;
    const broken = code === 'ENOENT' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink();
    return new util_files/* FileError */.f6(full, broken ? `${full} is a broken symlink` : `${full} ${code === 'ENOENT' ? 'does not exist' : `cannot be read (${code})`}`);
}
/**
 * Every regular file under the given paths, folders walked in name order, with its size from
 * `stat`: nothing is read here. A path given is followed wherever it leads; a link found inside
 * an attached folder is followed only when it leads inside that folder or inside the working
 * directory (as a user attaching `reports/` expects: a link to `/etc` or `$HOME` is refused,
 * not uploaded), and never into `/proc`, `/sys` or `/dev`. Files of the kernel's
 * pseudo-filesystems are refused wherever they are.
 */
function gather(paths, baseDir) {
    const nameOf = namer(paths, baseDir);
    const base = realOrSelf(baseDir);
    const entries = [];
    const add = (entry) => {
        if (entries.length >= MAX_ENTRIES)
            throw new util_files/* FileError */.f6(entry.file, `attachments hold more than ${MAX_ENTRIES} files`);
        entries.push(entry);
    };
    const visit = (given, root, full, below, folders) => {
        if (below !== '' && (0,external_node_fs_.lstatSync)(full, { throwIfNoEntry: false })?.isSymbolicLink()) {
            const target = realOrSelf(full);
            if (NEVER_FOLLOWED.some((never) => inside(target, never)))
                throw new util_files/* FileError */.f6(full, `${full} is a link to ${target}; links inside an attached folder are never followed into /proc, /sys or /dev`);
            if (!inside(target, root) && !inside(target, base))
                throw new util_files/* FileError */.f6(full, `${full} is a link to ${target}, outside the attached folder and the working directory; links inside an attached folder are followed only within them (attach the target itself if it is meant)`);
        }
        let info;
        try {
            info = (0,external_node_fs_.statSync)(full);
        }
        catch (err) {
            throw statProblem(full, err);
        }
        if (info.isDirectory()) {
            // A folder is refused before it is listed; a file is refused where it is opened, on its descriptor.
            const pseudo = (0,util_files/* pseudoFileProblem */.y)(full);
            if (pseudo !== undefined)
                throw new util_files/* FileError */.f6(full, pseudo);
            const real = realOrSelf(full);
            if (folders.has(real))
                throw new util_files/* FileError */.f6(full, `${full} leads back to a folder it is inside (${real}): a loop of links`);
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(full).sort();
            }
            catch (err) {
                throw new util_files/* FileError */.f6(full, `${full} cannot be listed (${err.code})`);
            }
            const within = new Set(folders).add(real);
            for (const child of names)
                visit(given, root, external_node_path_default().join(full, child), below === '' ? child : `${below}/${child}`, within);
        }
        else if (info.isFile())
            add({ name: nameOf(given, below), file: full, size: info.size, mtime: Math.floor(info.mtimeMs / 1000) });
        else
            throw new util_files/* FileError */.f6(full, `${full} is not a regular file or folder (a device, FIFO or socket cannot be attached)`);
    };
    for (const p of paths)
        visit(p, realOrSelf(p), p, '', new Set());
    return entries;
}
/**
 * The attachments as the one `attachment_file` part, as the reference client sends them: a
 * lone file as itself; anything more, or a lone file over the limit, as `evidence.tgz`, a
 * gzip'd tar of every regular file.
 * Sizes are summed from `stat` before anything is read, and files are packed as they are read
 * in chunks, so memory holds at most the packed part: it is refused, before anything is sent,
 * as soon as it passes the service's limit.
 */
async function packAttachments(paths, maxBytes, baseDir) {
    const entries = gather(paths, baseDir);
    const tooLarge = (size, what = `come to ${size} bytes packed`) => new util_files/* FileError */.f6(paths.join(', '), `the attachments ${what}, over the service's limit of ${(0,util_text/* formatBytes */.z3)(maxBytes)}`);
    // A lone file over the limit is packed like several (a scanner's report shrinks several-fold).
    if (entries.length === 1 && paths.length === 1 && entries[0].file === paths[0] && entries[0].size <= maxBytes)
        return { filename: external_node_path_default().basename(entries[0].file), content: (0,util_files/* readBoundedFile */.Mv)(entries[0].file, maxBytes) };
    const gathered = entries.reduce((sum, e) => sum + e.size, 0);
    if (gathered > MAX_GATHERED_BYTES)
        throw new util_files/* FileError */.f6(paths.join(', '), `the attachments hold ${gathered} bytes in ${entries.length} files before packing, over the ${(0,util_text/* formatBytes */.z3)(MAX_GATHERED_BYTES)} read for packing (the packed part may be at most ${(0,util_text/* formatBytes */.z3)(maxBytes)})`);
    // zlib is loaded only when there is something to pack: most attestations attach nothing.
    const { createGzip } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 38522, 23));
    const gzip = createGzip({ level: 9 });
    const packed = [];
    let packedBytes = 0;
    gzip.on('data', (chunk) => {
        packedBytes += chunk.length;
        if (packedBytes <= maxBytes)
            packed.push(chunk);
    });
    const failed = new Promise((_resolve, reject) => gzip.on('error', reject));
    failed.catch(() => { });
    const write = async (chunk) => {
        if (packedBytes > maxBytes)
            throw tooLarge(packedBytes, `pack to more than ${packedBytes} bytes`);
        if (!gzip.write(chunk))
            await Promise.race([(0,external_node_events_.once)(gzip, 'drain'), failed]);
    };
    try {
        for (const entry of entries) {
            const { fd, size } = (0,util_files/* openRegularFile */.ZU)(entry.file);
            try {
                if (size !== entry.size)
                    throw new util_files/* FileError */.f6(entry.file, `${entry.file} changed size while the attachments were gathered`);
                if (Buffer.byteLength(entry.name) > 100) {
                    const pax = paxRecord('path', entry.name);
                    await write(Buffer.concat([header('PaxHeader', pax.length, 'x'), pax, pad(pax.length)]));
                }
                await write(header(entry.name, size, '0', entry.mtime));
                await (0,util_files/* readChunks */.zO)(entry.file, fd, size, write);
                await write(pad(size));
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
        }
        await write(Buffer.alloc(BLOCK * 2));
        gzip.end();
        await Promise.race([(0,external_node_events_.once)(gzip, 'end'), failed]);
    }
    finally {
        gzip.destroy();
    }
    if (packedBytes > maxBytes)
        throw tooLarge(packedBytes);
    return { filename: 'evidence.tgz', content: Buffer.concat(packed, packedBytes) };
}

// EXTERNAL MODULE: ./src/clients/github/commit.ts + 4 modules
var github_commit = __webpack_require__(16335);
// EXTERNAL MODULE: ./src/clients/github/repo.ts
var repo = __webpack_require__(77308);
// EXTERNAL MODULE: ./src/clients/service/catalogue/shapes.ts
var shapes = __webpack_require__(26626);
// EXTERNAL MODULE: ./src/clients/service/patterns.ts
var patterns = __webpack_require__(25833);
// EXTERNAL MODULE: ./src/operations/readers/artifact-input.ts
var artifact_input = __webpack_require__(30694);
// EXTERNAL MODULE: ./src/operations/readers/evidence-inputs.ts
var evidence_inputs = __webpack_require__(24304);
;// CONCATENATED MODULE: ./src/operations/readers/attestation-inputs.ts










function readAttestationInputs(inputs) {
    const name = inputs.required('attestation-name');
    const artifact = (0,artifact_input/* readArtifactRef */._4)(inputs, { required: false });
    const targetArtifacts = inputs.list('target-artifacts');
    return {
        flow: inputs.required('flow'),
        trail: inputs.string('trail'),
        name,
        artifact,
        targetArtifacts,
        commit: inputs.string('commit'),
        originUrl: inputs.string('origin-url'),
        description: inputs.string('description'),
        attachments: inputs.list('attachments').map((p) => inputs.resolve(p)),
        externalUrls: (0,evidence_inputs/* readExternalUrls */.M)(inputs),
        annotations: (0,evidence_inputs/* readAnnotations */.t)(inputs),
        userData: inputs.jsonData('user-data')
    };
}
/** The workflow's commit is the trail's name unless one is given, as a trail per commit is the norm. */
function trailOf(given, sha) {
    const trail = given ?? sha;
    if (!trail)
        throw (0,errors/* invalidInput */.aY)('trail', "not given and the workflow's commit (GITHUB_SHA) is unknown", patterns/* PATTERNS */.G3.trailName.expected);
    return trail;
}
/**
 * Resolves what the inputs leave to the runner (trail, commit, run URL, repository) and packs
 * the attachments, so a local problem is found before the request is made.
 */
async function prepareAttestation(settings, { context, log, github, common }, evidence) {
    const trail = trailOf(settings.trail, context.sha);
    let attachment;
    const files = [...settings.attachments, ...(evidence?.files ?? [])];
    if (files.length > 0) {
        try {
            attachment = await packAttachments(files, shapes/* ATTACHMENT_MAX_BYTES */.vv, common.baseDir);
        }
        catch (err) {
            if (!(err instanceof util_files/* FileError */.f6))
                throw err;
            const fromEvidence = evidence?.files.some((f) => err.file === f || err.file.startsWith(`${f}/`));
            throw (0,errors/* invalidInput */.aY)(fromEvidence ? evidence.input : 'attachments', err.message, `files or folders that pack to at most ${(0,util_text/* formatBytes */.z3)(shapes/* ATTACHMENT_MAX_BYTES */.vv)}`);
        }
    }
    const fingerprint = settings.artifact ? await (0,artifact_input/* resolveFingerprint */.JI)(settings.artifact, { githubToken: common.githubToken, log }) : undefined;
    const commit = settings.commit ?? context.sha;
    const gitCommit = commit ? await (0,github_commit/* gitCommitInfo */.O)(context, commit, await github(), log) : undefined;
    const fields = {
        ...attestationFields(settings.name, settings, { originUrl: settings.originUrl ?? context.runUrl, fingerprint, gitCommit, repo: (0,repo/* repoInfo */.L)(context) }),
        // The reference client always sends it, `{}` when there is none.
        user_data: settings.userData ?? {}
    };
    return { trail, fingerprint, commit, fields, attachment };
}
/**
 * The fields an attestation and an override of one share: the name, and each optional one
 * only when known (the service keeps what an absent field leaves, not an empty value).
 */
function attestationFields(name, given, known) {
    return {
        attestation_name: name,
        ...(known.originUrl !== undefined && { origin_url: known.originUrl }),
        ...(given.description !== undefined && { description: given.description }),
        ...(known.fingerprint !== undefined && { artifact_fingerprint: known.fingerprint }),
        ...(given.targetArtifacts.length > 0 && { target_artifacts: given.targetArtifacts }),
        ...(known.gitCommit && { git_commit_info: known.gitCommit }),
        ...(known.repo && { repo_info: known.repo }),
        ...(given.externalUrls && { external_urls: given.externalUrls }),
        ...(given.annotations && { annotations: given.annotations })
    };
}


/***/ }),

/***/ 24304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ readExternalUrls),
/* harmony export */   t: () => (/* binding */ readAnnotations)
/* harmony export */ });
/* harmony import */ var _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);

/** `external-urls`: `{"name": "https://..."}` or `{"name": {"href": ..., "fingerprint": ...}}`. */
function readExternalUrls(inputs) {
    const value = inputs.jsonObject('external-urls');
    if (value === undefined)
        return undefined;
    const expected = 'a JSON object of name → URL, or name → `{"href": URL, "fingerprint": 64 hex}`';
    const result = {};
    for (const [key, entry] of Object.entries(value)) {
        if (!_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.externalUrlKey.re.test(key))
            throw inputs.fail('external-urls', `name \`${key}\` is not allowed`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.externalUrlKey.expected);
        if (typeof entry === 'string') {
            result[key] = { href: entry };
            continue;
        }
        const { href, fingerprint, ...extra } = (entry ?? {});
        if (typeof entry !== 'object' || entry === null || typeof href !== 'string' || Object.keys(extra).length > 0) {
            throw inputs.fail('external-urls', `entry \`${key}\` is not a URL or an \`{href, fingerprint}\` object`, expected);
        }
        if (fingerprint !== undefined && (typeof fingerprint !== 'string' || !_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint.re.test(fingerprint))) {
            throw inputs.fail('external-urls', `entry \`${key}\`: fingerprint is not valid`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.fingerprint.expected);
        }
        result[key] = fingerprint === undefined ? { href } : { href, fingerprint };
    }
    return result;
}
/** `annotations`: string values under keys the service accepts. */
function readAnnotations(inputs) {
    const value = inputs.jsonObject('annotations');
    if (value === undefined)
        return undefined;
    for (const [key, v] of Object.entries(value)) {
        if (!_clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.annotationKey.re.test(key))
            throw inputs.fail('annotations', `key \`${key}\` is not allowed`, _clients_service_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.annotationKey.expected);
        if (typeof v !== 'string')
            throw inputs.fail('annotations', `value of \`${key}\` is not a string`, 'a JSON object of string values');
    }
    return value;
}


/***/ })

};
;