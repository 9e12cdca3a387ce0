"use strict";
exports.id = 8331;
exports.ids = [8331];
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

/***/ 48331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runningTasks: () => (/* binding */ runningTasks)
/* harmony export */ });
/* unused harmony export taskArtifact */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44421);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97042);


const NOT_FOUND = { ClusterNotFoundException: 'clusters', ServiceNotFoundException: 'services' };
/**
 * The running tasks of the chosen clusters, as the reference client reports them: each task
 * is one artifact, its containers' images → digests (`""` where ECS records none), with its
 * cluster, service and start time. Without `services`, tasks that no service owns (run by
 * `run-task` or a scheduler) are reported too, where the reference client misses them.
 */
async function runningTasks(options, selection, log) {
    const ecs = await Promise.all(/* import() */[__webpack_require__.e(5861), __webpack_require__.e(212)]).then(__webpack_require__.t.bind(__webpack_require__, 80212, 19));
    const client = new ecs.ECSClient((0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .clientConfig */ .yO)(options));
    const call = (fn) => (0,_config_js__WEBPACK_IMPORTED_MODULE_1__/* .aws */ .o2)('ECS', fn, NOT_FOUND);
    try {
        const clusters = await chosenClusters(client, ecs, selection.clusters, call);
        const artifacts = [];
        const found = new Set();
        const includesServices = selection.services.hasIncludes;
        for (const cluster of clusters) {
            let groups;
            if (includesServices) {
                const here = await listAll((token) => call(() => client.send(new ecs.ListServicesCommand({ cluster: cluster.arn, nextToken: token, maxResults: 100 }))), (p) => p.serviceArns);
                groups = [];
                for (const service of here.map((arn) => arn.split('/').pop()).filter((s) => selection.services.keeps(s))) {
                    found.add(service);
                    groups.push({
                        service,
                        arns: await listAll((token) => call(() => client.send(new ecs.ListTasksCommand({ cluster: cluster.arn, serviceName: service, nextToken: token, maxResults: 100 }))), (p) => p.taskArns)
                    });
                }
            }
            else
                groups = [
                    {
                        arns: await listAll((token) => call(() => client.send(new ecs.ListTasksCommand({ cluster: cluster.arn, nextToken: token, maxResults: 100 }))), (p) => p.taskArns)
                    }
                ];
            for (const group of groups) {
                for (let i = 0; i < group.arns.length; i += 100) {
                    const described = await call(() => client.send(new ecs.DescribeTasksCommand({ cluster: cluster.arn, tasks: group.arns.slice(i, i + 100) })));
                    for (const task of described.tasks ?? []) {
                        // Without services to include, a task is left out only when the service that owns it is excluded.
                        const owner = task.group?.startsWith('service:') ? task.group.slice('service:'.length) : undefined;
                        if (group.service === undefined && owner !== undefined && selection.services.active && !selection.services.keeps(owner))
                            continue;
                        const artifact = taskArtifact(task, cluster.name, group.service, selection.names, log);
                        if (artifact)
                            artifacts.push(artifact);
                    }
                }
            }
        }
        const missing = (selection.services.onlyPlainIncludes ?? []).filter((s) => !found.has(s));
        if (missing.length > 0)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('services', `no service named ${missing.map((s) => `\`${s}\``).join(', ')} in cluster(s) ${clusters.map((c) => c.name).join(', ') || '(none)'}`, 'ECS service names');
        return { artifacts, clusters: clusters.map((c) => c.name) };
    }
    finally {
        client.destroy();
    }
}
async function chosenClusters(client, ecs, filter, call) {
    const given = filter.onlyPlainIncludes;
    if (given === undefined) {
        const arns = await listAll((token) => call(() => client.send(new ecs.ListClustersCommand({ nextToken: token, maxResults: 100 }))), (p) => p.clusterArns);
        return arns.map((arn) => ({ arn, name: arn.split('/').pop() })).filter((c) => filter.keeps(c.name));
    }
    // Named clusters are described, not listed: an account allowed to describe only those can report them.
    const clusters = [];
    for (let i = 0; i < given.length; i += 100) {
        const batch = given.slice(i, i + 100);
        const described = await call(() => client.send(new ecs.DescribeClustersCommand({ clusters: batch })));
        const missing = (described.failures ?? []).map((f) => `\`${f.arn?.split('/').pop() ?? '?'}\` (${f.reason ?? 'failed'})`);
        if (missing.length > 0)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .badArgument */ .T8)('clusters', `no such ECS cluster in this account and region: ${missing.join(', ')}`, 'ECS cluster names or ARNs');
        for (const c of described.clusters ?? [])
            if (c.clusterArn && c.clusterName && filter.keeps(c.clusterName))
                clusters.push({ arn: c.clusterArn, name: c.clusterName });
    }
    return clusters;
}
async function listAll(page, items) {
    const all = [];
    let token;
    for (let n = 0; n < _config_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0; n++) {
        const result = await page(token);
        all.push(...(items(result) ?? []));
        token = result.nextToken || undefined;
        if (token === undefined)
            return all;
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RuntimeError */ .bu('server', `AWS ECS gave more than ${_config_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PAGES */ .Y0} pages of one list; stopped`);
}
function taskArtifact(task, clusterName, service, names, log) {
    if (task.lastStatus !== 'RUNNING' || !task.taskArn)
        return undefined;
    const digests = {};
    for (const container of task.containers ?? []) {
        // Some containers (GuardDuty's agent) have no image name: the container's name stands in, as for the reference client.
        const image = container.image ?? container.name ?? '';
        if (!names.keeps(image))
            continue;
        digests[image] = container.imageDigest ? container.imageDigest.replace(/^sha256:/, '') : image.includes('@sha256:') ? image.split('@sha256:')[1] : '';
    }
    if (names.active && Object.keys(digests).length === 0)
        return undefined;
    const started = task.startedAt ?? task.createdAt;
    if (!started) {
        log.warning(`task ${task.taskArn} is RUNNING but has no start time; left out`);
        return undefined;
    }
    const owner = service ?? (task.group?.startsWith('service:') ? task.group.slice('service:'.length) : undefined);
    return {
        taskArn: task.taskArn,
        cluster_name: clusterName,
        ...(owner !== undefined && { service_name: owner }),
        digests,
        creationTimestamp: Math.floor(started.getTime() / 1000)
    };
}


/***/ })

};
;