export const id = 394;
export const ids = [394];
export const modules = {

/***/ 3559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ expandPaths)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _match_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3458);




const GLOB_META = /[*?[]/;
/**
 * Expands `paths` entries (files, directories, or globs in the same syntax as `exclude`) to
 * absolute, cleaned paths, sorted and without repeats. A plain path must exist; a glob may
 * match nothing, which is reported back so the caller can say so.
 */
async function expandPaths(entries, baseDir, input = 'paths') {
    const found = new Set();
    const unmatched = [];
    for (const entry of entries) {
        const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, entry);
        if (!GLOB_META.test(absolute)) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute);
            }
            catch (err) {
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `${absolute} ${err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code})`}`, 'existing files or directories, or globs');
            }
            found.add(absolute);
            continue;
        }
        const matches = await expandGlob(absolute, input);
        if (matches.length === 0)
            unmatched.push(entry);
        for (const m of matches)
            found.add(m);
    }
    return { paths: [...found].sort(), unmatched };
}
async function expandGlob(absolute, input) {
    const segments = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).slice(1);
    const firstGlob = segments.findIndex((s) => GLOB_META.test(s));
    const base = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) + segments.slice(0, firstGlob).join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const rest = segments.slice(firstGlob);
    let pattern;
    try {
        pattern = new _match_js__WEBPACK_IMPORTED_MODULE_3__/* .PathPattern */ .Ad(rest.join('/'));
    }
    catch (err) {
        if (err instanceof _match_js__WEBPACK_IMPORTED_MODULE_3__/* .BadPatternError */ .m)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)(input, `glob \`${absolute}\` is malformed (${err.message})`, 'a glob with `*`, `?`, `[...]` and `**`');
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ('invalid_input', `input \`${input}\`: cannot list ${dir} (${code})`);
        }
        for (const entry of entries) {
            const segs = [...relative, entry.name];
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (pattern.matches(segs))
                matches.push(full);
            // Globs do not descend through symlinked directories, as Go's walk does not.
            if (entry.isDirectory() && segs.length < maxDepth)
                await walk(full, segs);
        }
    };
    await walk(base, []);
    return matches;
}


/***/ }),

/***/ 7394:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9241);
/* harmony import */ var _artifacts_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3559);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
/* harmony import */ var _service_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2051);
/* harmony import */ var _service_url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6050);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1983);







/** `artifacts` as given in JSON: checked entry by entry so the message can point at one. */
function checkArtifacts(value) {
    if (value === undefined)
        return [];
    const expected = 'a JSON array of `{"digests": {"<name>": "<64 hex>"}, "creationTimestamp": <seconds>}`';
    return value.map((item, i) => {
        if (!item || typeof item !== 'object' || Array.isArray(item))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifacts', `entry ${i} is ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonKindOf */ .kh)(item)}`, expected);
        const { digests, creationTimestamp, ...extra } = item;
        const unknownKeys = Object.keys(extra);
        if (unknownKeys.length > 0)
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifacts', `entry ${i} has unknown field \`${unknownKeys[0]}\``, expected);
        if (!digests || typeof digests !== 'object' || Array.isArray(digests) || Object.keys(digests).length === 0) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifacts', `entry ${i}: \`digests\` must be a non-empty object`, expected);
        }
        for (const [name, fp] of Object.entries(digests)) {
            if (typeof fp !== 'string' || !_service_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint.re.test(fp)) {
                throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifacts', `entry ${i}: digest of \`${name}\` is not a fingerprint`, _service_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.fingerprint.expected);
            }
        }
        if (!Number.isSafeInteger(creationTimestamp) || creationTimestamp < 0) {
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .invalidInput */ .aY)('artifacts', `entry ${i}: \`creationTimestamp\` must be a whole number of seconds`, expected);
        }
        return { digests: digests, creationTimestamp: creationTimestamp };
    });
}
/** Reports what runs on a server: each matched path is one artifact, keyed by its path. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_6__/* .defineOperation */ .h)({
    name: 'report-server-env',
    service: true,
    read: (inputs) => ({
        environment: inputs.required('environment', _service_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .PATTERNS */ .G3.pathName),
        paths: inputs.list('paths'),
        exclude: inputs.list('exclude'),
        artifacts: checkArtifacts(inputs.jsonArray('artifacts'))
    }),
    async run(settings, { client, common, log }) {
        const { paths, unmatched } = await (0,_artifacts_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .expandPaths */ .p)(settings.paths, common.baseDir);
        for (const pattern of unmatched)
            log.warning(`input \`paths\`: \`${pattern}\` matched nothing`);
        const artifacts = [];
        for (const artifactPath of paths) {
            const fingerprint = await (0,_artifacts_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintArtifact */ .dI)(artifactPath, { exclude: settings.exclude, input: 'paths' });
            // The time of what the path points at, as the reference client reports it.
            const { mtimeMs } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(artifactPath);
            artifacts.push({ digests: { [artifactPath]: fingerprint }, creationTimestamp: Math.floor(mtimeMs / 1000) });
        }
        artifacts.push(...settings.artifacts);
        const fingerprints = {};
        for (const a of artifacts)
            Object.assign(fingerprints, a.digests);
        if (artifacts.length === 0)
            log.info('No artifacts to report: the service keeps the environment\'s current snapshot.');
        const path = (0,_service_url_js__WEBPACK_IMPORTED_MODULE_5__/* .apiPath */ .So)('environments', common.org, settings.environment, 'report', 'server');
        const response = await client.send({ method: 'PUT', path, json: { type: 'server', artifacts }, schema: 'serverReport' });
        const outcome = response.dryRun ? 'dry run: nothing sent' : response.status === 201 ? 'new snapshot created' : 'processed; current snapshot kept';
        return {
            outputs: { fingerprints: JSON.stringify(fingerprints), artifact_count: artifacts.length },
            summary: {
                title: `Server report: ${settings.environment}`,
                facts: [
                    ['Sent to', `PUT ${client.baseUrl}${path}`],
                    ['Outcome', outcome],
                    ['Artifacts', String(artifacts.length)]
                ],
                table: { head: ['Artifact', 'Fingerprint'], rows: Object.entries(fingerprints).map(([name, fp]) => [name, fp]) }
            }
        };
    }
}));


/***/ })

};
