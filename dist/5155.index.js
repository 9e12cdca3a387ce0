export const id = 5155;
export const ids = [5155];
export const modules = {

/***/ 26979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ describeAwsError),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   o2: () => (/* binding */ aws),
/* harmony export */   yO: () => (/* binding */ clientConfig)
/* harmony export */ });
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92194);

/** Clients' options: the SDK reads credentials and `AWS_ENDPOINT_URL_<SERVICE>` itself. */
function clientConfig(options) {
    const region = options.region ?? (options.env.AWS_REGION || options.env.AWS_DEFAULT_REGION || undefined);
    return {
        ...(region !== undefined && { region }),
        maxAttempts: options.maxRetries + 1,
        // Without throwOnRequestTimeout the SDK only warns when an answer is late, and waits on.
        requestHandler: { connectionTimeout: options.timeoutMs, requestTimeout: options.timeoutMs, throwOnRequestTimeout: true }
    };
}
/** Credentials the service does not know or cannot verify: not a matter of permissions. */
const REFUSED_CREDENTIALS = new Set([
    'InvalidAccessKeyId',
    'SignatureDoesNotMatch',
    'UnrecognizedClientException',
    'InvalidClientTokenId',
    'InvalidSignatureException',
    'ExpiredToken',
    'ExpiredTokenException',
    'TokenRefreshRequired',
    'AuthFailure',
    'MissingAuthenticationToken',
    'MissingAuthenticationTokenException',
    'IncompleteSignature',
    'IncompleteSignatureException'
]);
const FORBIDDEN = new Set(['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation', 'AllAccessDisabled', 'UnauthorizedException']);
const TIMEOUTS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ETIMEDOUT']);
/**
 * An AWS SDK failure as the user reads it. `notFound` names the argument a "no such thing"
 * answer is about (the bucket, a function), which the operation turns into an input error.
 */
function describeAwsError(err, service, notFound = {}) {
    if (err instanceof _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu)
        return err;
    const e = err;
    const name = e.name ?? '';
    const status = e.$metadata?.httpStatusCode;
    const message = (e.message ?? String(err)).slice(0, 400);
    if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message))
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `no AWS credentials found in the job (${message}); configure them in an earlier step, e.g. aws-actions/configure-aws-credentials with role-to-assume (OIDC)`, { cause: err });
    if (/region is missing/i.test(message))
        return (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('region', 'no AWS region is set (no AWS_REGION, AWS_DEFAULT_REGION or shared config region)', 'an AWS region such as `eu-west-1`');
    if (REFUSED_CREDENTIALS.has(name) || status === 401)
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `AWS ${service} refused the credentials (${name || `HTTP ${status}`}: ${message}); check the job's AWS credentials`, {
            cause: err
        });
    if (FORBIDDEN.has(name) || status === 403)
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('forbidden', `AWS ${service} denied the request (${name || 'HTTP 403'}: ${message}); grant the role the read permission it names`, {
            cause: err
        });
    for (const [errorName, argument] of Object.entries(notFound))
        if (name === errorName)
            return (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)(argument, `${message} (${name})`);
    if (TIMEOUTS.has(name) || TIMEOUTS.has(e.code ?? '') || /timed? ?out/i.test(message))
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('timeout', `AWS ${service} did not answer in time (\`timeout-seconds\`): ${message}`, { cause: err });
    if (status === undefined && (e.code || /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up/.test(message)))
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('network', `cannot reach AWS ${service}: ${e.code ?? ''} ${message}`.replace(/ {2}/, ' '), { cause: err });
    if (status !== undefined && status >= 500)
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('server', `AWS ${service} failed (HTTP ${status}, ${name}): ${message}`, { cause: err });
    if (status === 404)
        return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('not_found', `AWS ${service}: ${name}: ${message}`, { cause: err });
    return new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu(status === undefined ? 'network' : 'invalid_input', `AWS ${service}: ${name ? `${name}: ` : ''}${message}`, { cause: err });
}
/** Runs an SDK call, its failure described for the user. */
async function aws(service, call, notFound) {
    try {
        return await call();
    }
    catch (err) {
        throw describeAwsError(err, service, notFound);
    }
}
/** Pages of one listing at most: far past what one report could send. */
const MAX_PAGES = 10_000;


/***/ }),

/***/ 25155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fingerprintBucket: () => (/* binding */ fingerprintBucket)
});

// UNUSED EXPORTS: OBJECTS_AT_ONCE

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/artifacts/exclusions.ts
var exclusions = __webpack_require__(42562);
// EXTERNAL MODULE: ./src/runtimes/errors.ts
var errors = __webpack_require__(92194);
;// CONCATENATED MODULE: ./src/aws/bucket-tree.ts



const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
class BucketTree {
    bucket;
    root = { kind: 'dir', children: new Map() };
    constructor(bucket) {
        this.bucket = bucket;
    }
    /** Adds an object; a key that leads outside the bucket's folder, or onto another object's path, is refused. */
    add(key, size) {
        const segments = cleanSegments(key);
        if (segments === undefined)
            throw (0,errors/* badArgument */.T8)('bucket', `object \`${key}\` in bucket ${this.bucket} names a path outside the bucket (\`..\`); it cannot be fingerprinted as a folder`);
        if (segments.length === 0)
            return;
        let dir = this.root;
        for (const [i, name] of segments.entries()) {
            const existing = dir.children.get(name);
            const last = i === segments.length - 1;
            if (last) {
                if (existing)
                    throw collision(this.bucket, key, existing);
                dir.children.set(name, { kind: 'file', key, size });
            }
            else if (existing === undefined) {
                const child = { kind: 'dir', children: new Map() };
                dir.children.set(name, child);
                dir = child;
            }
            else if (existing.kind === 'file')
                throw collision(this.bucket, key, existing);
            else
                dir = existing;
        }
    }
    get empty() {
        return this.root.children.size === 0;
    }
    /** The reference client reports a folder of one file (however deep) as that file, named by its base name. */
    singleFile() {
        let dir = this.root;
        for (;;) {
            if (dir.children.size !== 1)
                return undefined;
            const [[name, node]] = dir.children;
            if (node.kind === 'file')
                return { name, file: node };
            dir = node;
        }
    }
    /** The root's `.kosli_ignore`, when it is an object (a folder of that name is no ignore file). */
    ignoreFile() {
        const node = this.root.children.get(exclusions/* IGNORE_FILE */.SV);
        return node?.kind === 'file' ? node : undefined;
    }
    /** Every entry the fingerprint takes, in its order: depth first, names sorted bytewise, excluded ones skipped with what they hold. */
    walk(exclusions) {
        const entries = [];
        const visit = (dir, at) => {
            for (const name of [...dir.children.keys()].sort(byBytes)) {
                const node = dir.children.get(name);
                const segments = [...at, name];
                if (!exclusions.empty && exclusions.excludes(segments))
                    continue;
                entries.push({ nameHash: sha256(name), ...(node.kind === 'file' && { file: node }) });
                if (node.kind === 'dir')
                    visit(node, segments);
            }
        };
        visit(this.root, []);
        return entries;
    }
}
/** Path segments as Go's filepath.Join cleans them; undefined when `..` climbs out of the root. */
function cleanSegments(key) {
    const out = [];
    for (const part of key.split('/')) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (out.length === 0)
                return undefined;
            out.pop();
        }
        else
            out.push(part);
    }
    return out;
}
/** UTF-8 byte order, as Go sorts names (JavaScript's own order is UTF-16's, which differs past U+FFFF). */
function byBytes(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
function collision(bucket, key, existing) {
    const other = existing.kind === 'file' ? `object \`${existing.key}\`` : 'a folder of other objects';
    return (0,errors/* badArgument */.T8)('bucket', `object \`${key}\` in bucket ${bucket} lands on the same path as ${other}; such a bucket cannot be fingerprinted as a folder`);
}

// EXTERNAL MODULE: ./src/aws/config.ts
var config = __webpack_require__(26979);
;// CONCATENATED MODULE: ./src/aws/s3.ts





/** Objects read at once. Each holds a socket and a stream's buffer (tens of kilobytes), never a whole object. */
const OBJECTS_AT_ONCE = 16;
/** Keys kept in memory to build the folder; past this the bucket is refused: narrow it with name patterns. */
const MAX_OBJECTS = 1_000_000;
/**
 * The bucket's content as one artifact, fingerprinted bit for bit as the reference client
 * does (one object: its SHA-256, named by its base name; several: the bucket as a folder, named
 * by the bucket), with the newest object's modification time. Where the client downloads the
 * whole bucket to disk first, each object here is read as a stream, several at a time, and
 * hashed as its bytes arrive: nothing is written, and memory holds the keys and a few
 * buffers whatever the objects' sizes.
 */
async function fingerprintBucket(options, selection, log) {
    const s3 = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(3711)]).then(__webpack_require__.t.bind(__webpack_require__, 53711, 19));
    const client = new s3.S3Client({ ...(0,config/* clientConfig */.yO)(options), responseChecksumValidation: 'WHEN_REQUIRED' });
    const { bucket } = selection;
    const notFound = { NoSuchBucket: 'bucket' };
    try {
        const tree = new BucketTree(bucket);
        let newest = -1;
        let objects = 0;
        let bytes = 0;
        let token;
        for (let page = 0;; page++) {
            if (page >= config/* MAX_PAGES */.Y0)
                throw new errors/* RuntimeError */.bu('server', `S3 gave more than ${config/* MAX_PAGES */.Y0} pages of bucket ${bucket}; stopped`);
            const listed = await (0,config/* aws */.o2)('S3', () => client.send(new s3.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token })), notFound);
            for (const object of listed.Contents ?? []) {
                const key = object.Key;
                // Keys ending in `/` are the console's folder markers, as the reference client skips them.
                if (key === undefined || key.endsWith('/') || !selection.names.keeps(key))
                    continue;
                if (++objects > MAX_OBJECTS)
                    throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket} holds more than ${MAX_OBJECTS} objects to fingerprint`, 'a bucket (or, with `include-names`, a part of one) of fewer objects');
                tree.add(key, object.Size ?? 0);
                bytes += object.Size ?? 0;
                const modified = object.LastModified?.getTime() ?? 0;
                if (modified > newest)
                    newest = modified;
            }
            token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
            if (!token)
                break;
        }
        if (tree.empty)
            throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket} has no object to fingerprint${selection.names.active ? ' that `include-names`/`exclude-names` keep' : ''}`, 'a bucket with at least one object');
        const creationTimestamp = Math.floor(newest / 1000);
        const single = tree.singleFile();
        if (single) {
            const fingerprint = await hashObject(client, s3, bucket, single.file, options.maxRetries);
            return { artifact: { digests: { [single.name]: fingerprint }, creationTimestamp }, objects, bytes };
        }
        const ignore = tree.ignoreFile();
        let ignoreLines = [];
        if (ignore) {
            if (ignore.size > exclusions/* IGNORE_FILE_MAX_BYTES */.zu)
                throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket}: its .kosli_ignore is ${ignore.size} bytes, more than the ${exclusions/* IGNORE_FILE_MAX_BYTES */.zu} a list of patterns may be`);
            const text = await readSmallObject(client, s3, bucket, ignore.key);
            ignoreLines = (0,exclusions/* parseIgnoreFile */.a0)(text.toString('utf8'));
            log.info(`bucket ${bucket}: .kosli_ignore leaves out ${ignoreLines.join(', ') || 'nothing'}`);
        }
        const entries = tree.walk(exclusions/* Exclusions */.O4.fromPatterns([], ignoreLines));
        const files = entries.filter((e) => e.file !== undefined);
        const hashes = await (0,errors/* boundedMap */.aY)(files, OBJECTS_AT_ONCE, (e) => hashObject(client, s3, bucket, e.file, options.maxRetries));
        const digest = (0,external_node_crypto_.createHash)('sha256');
        let next = 0;
        for (const entry of entries) {
            digest.update(entry.nameHash);
            if (entry.file)
                digest.update(hashes[next++]);
        }
        return { artifact: { digests: { [bucket]: digest.digest('hex') }, creationTimestamp }, objects, bytes };
    }
    finally {
        client.destroy();
    }
}
/** The object's SHA-256, its bytes hashed as they arrive; a stream cut short is read again, up to `retries` times. */
async function hashObject(client, s3, bucket, file, retries) {
    for (let attempt = 0;; attempt++) {
        const response = await (0,config/* aws */.o2)('S3', () => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: file.key })), { NoSuchKey: 'bucket' });
        const hash = (0,external_node_crypto_.createHash)('sha256');
        let length = 0;
        try {
            for await (const chunk of response.Body) {
                hash.update(chunk);
                length += chunk.length;
            }
            if (response.ContentLength !== undefined && length !== response.ContentLength)
                throw new errors/* RuntimeError */.bu('network', `object ${file.key}: ${length} of ${response.ContentLength} bytes arrived`);
            return hash.digest('hex');
        }
        catch (err) {
            ;
            response.Body?.destroy?.();
            if (attempt >= retries)
                throw (0,config/* describeAwsError */.Pp)(err, 'S3');
        }
    }
}
async function readSmallObject(client, s3, bucket, key) {
    const response = await (0,config/* aws */.o2)('S3', () => client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: key })));
    const chunks = [];
    let length = 0;
    for await (const chunk of response.Body) {
        length += chunk.length;
        if (length > exclusions/* IGNORE_FILE_MAX_BYTES */.zu) {
            ;
            response.Body.destroy();
            throw (0,errors/* badArgument */.T8)('bucket', `bucket ${bucket}: its .kosli_ignore is larger than ${exclusions/* IGNORE_FILE_MAX_BYTES */.zu} bytes`);
        }
        chunks.push(chunk);
    }
    return Buffer.concat(chunks);
}


/***/ })

};
