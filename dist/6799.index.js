"use strict";
exports.id = 6799;
exports.ids = [6799];
exports.modules = {

/***/ 97042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pp: () => (/* binding */ describeAwsError),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   o2: () => (/* binding */ aws),
/* harmony export */   yO: () => (/* binding */ clientConfig)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44421);

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
 * answer is about (the bucket, a function), which the operation turns into an input error;
 * `needed` says, for a denied request, what was denied and which permission grants it.
 */
function describeAwsError(err, service, notFound = {}, needed) {
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu)
        return err;
    const e = err;
    const name = e.name ?? '';
    const status = e.$metadata?.httpStatusCode;
    const message = (e.message ?? String(err)).slice(0, 400);
    if (name === 'CredentialsProviderError' || /could not load credentials/i.test(message))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `no AWS credentials found in the job (${message}); configure them in an earlier step, e.g. aws-actions/configure-aws-credentials with role-to-assume (OIDC)`, { cause: err });
    if (/region is missing/i.test(message))
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('region', 'no AWS region is set (no AWS_REGION, AWS_DEFAULT_REGION or shared config region)', 'an AWS region such as `eu-west-1`');
    if (REFUSED_CREDENTIALS.has(name) || status === 401)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('auth', `AWS ${service} refused the credentials (${name || `HTTP ${status}`}: ${message}); check the job's AWS credentials`, {
            cause: err
        });
    if (FORBIDDEN.has(name) || status === 403)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('forbidden', needed
            ? `AWS ${service} denied ${needed.permission} on ${needed.what} (${name || 'HTTP 403'}: ${message}); grant the job's role ${needed.permission} on ${needed.resource}`
            : `AWS ${service} denied the request (${name || 'HTTP 403'}: ${message}); grant the role the read permission it names`, { cause: err });
    for (const [errorName, argument] of Object.entries(notFound))
        if (name === errorName)
            return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)(argument, `${message} (${name})`);
    if (TIMEOUTS.has(name) || TIMEOUTS.has(e.code ?? '') || /timed? ?out/i.test(message))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('timeout', `AWS ${service} did not answer in time (\`timeout-seconds\`): ${message}`, { cause: err });
    if (status === undefined && (e.code || /ECONN|ENOTFOUND|EAI_AGAIN|socket hang up/.test(message)))
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('network', `cannot reach AWS ${service}: ${e.code ?? ''} ${message}`.replace(/ {2}/, ' '), { cause: err });
    if (status !== undefined && status >= 500)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('server', `AWS ${service} failed (HTTP ${status}, ${name}): ${message}`, { cause: err });
    if (status === 404)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('not_found', `AWS ${service}: ${name}: ${message}`, { cause: err });
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu(status === undefined ? 'network' : 'invalid_input', `AWS ${service}: ${name ? `${name}: ` : ''}${message}`, { cause: err });
}
/** Runs an SDK call, its failure described for the user. */
async function aws(service, call, notFound, needed) {
    try {
        return await call();
    }
    catch (err) {
        throw describeAwsError(err, service, notFound, needed);
    }
}
/** Pages of one listing at most: far past what one report could send. */
const MAX_PAGES = 10_000;


/***/ }),

/***/ 36799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   functions: () => (/* binding */ functions)
/* harmony export */ });
/* unused harmony export functionArtifact */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44421);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97042);


const AT_ONCE = 8;
const HEX_SHA256 = /^[a-f0-9]{64}$/;
/**
 * The functions, as the reference client reports them: each is one artifact, its name → its
 * code's SHA-256 (a zip's `CodeSha256` is base64, turned to hex; an image function's is the
 * image digest already), with its last modification time.
 */
async function functions(options, selection, log) {
    const lambda = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(1696)]).then(__webpack_require__.t.bind(__webpack_require__, 71696, 19));
    const client = new lambda.LambdaClient((0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .clientConfig */ .yO)(options));
    const call = (fn) => (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .aws */ .o2)('Lambda', fn, { ResourceNotFoundException: 'functions' });
    try {
        let configurations;
        if (selection.functions.length > 0) {
            configurations = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedMap */ .aY)(selection.functions, AT_ONCE, (name) => call(() => client.send(new lambda.GetFunctionConfigurationCommand({ FunctionName: name }))));
        }
        else {
            // The list has every field the report needs: no call per function, unlike the reference client.
            configurations = [];
            let marker;
            for (let n = 0;; n++) {
                if (n >= _config_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0)
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('server', `AWS Lambda gave more than ${_config_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0} pages of functions; stopped`);
                const page = await call(() => client.send(new lambda.ListFunctionsCommand({ Marker: marker, MaxItems: 50 })));
                configurations.push(...(page.Functions ?? []));
                marker = page.NextMarker || undefined;
                if (marker === undefined)
                    break;
            }
        }
        const artifacts = [];
        for (const f of configurations) {
            if (!f.FunctionName || !selection.names.keeps(f.FunctionName))
                continue;
            const artifact = functionArtifact(f, log);
            if (artifact)
                artifacts.push(artifact);
        }
        return artifacts;
    }
    finally {
        client.destroy();
    }
}
function functionArtifact(f, log) {
    const name = f.FunctionName;
    const code = f.CodeSha256 ?? '';
    const digest = f.PackageType === 'Image' || HEX_SHA256.test(code) ? code : Buffer.from(code, 'base64').toString('hex');
    const modified = Date.parse((f.LastModified ?? '').replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
    if (!HEX_SHA256.test(digest) || !Number.isFinite(modified)) {
        log.warning(`function ${name}: Lambda gives no readable code SHA-256 or modification time (CodeSha256 \`${code}\`, LastModified \`${f.LastModified ?? ''}\`); left out`);
        return undefined;
    }
    return { digests: { [name]: digest }, creationTimestamp: Math.floor(modified / 1000) };
}


/***/ })

};
;