export const id = 9409;
export const ids = [9409];
export const modules = {

/***/ 69409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runningContainers: () => (/* binding */ runningContainers)
/* harmony export */ });
/* unused harmony export chooseRepoDigest */
/* harmony import */ var _artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82788);
/* harmony import */ var _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44421);


/** The daemon lists every running container at once (no pages): past this the answer is refused. */
const MAX_LIST_BYTES = 64 << 20;
const MAX_INSPECT_BYTES = 8 << 20;
const INSPECTS_AT_ONCE = 8;
const REPO_DIGEST = /^(.+)@sha256:([a-f0-9]{64})$/;
/**
 * What runs on a Docker host, as the reference client reports it: each running container is
 * one artifact, its image name (as the container was created with it) → the image's repo
 * digest, with the container's creation time. A container whose image has no repo digest (never
 * pushed or pulled) is left out, as the client leaves it out.
 */
async function runningContainers(engine, names, log) {
    const listed = await engine.get('/containers/json', MAX_LIST_BYTES);
    if (!Array.isArray(listed))
        throw new _runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RuntimeError */ .bu('server', `the Docker daemon at ${engine.endpoint.display} answered the container list with something other than a list`);
    const containers = listed.filter((c) => typeof c?.Image === 'string' && names.keeps(c.Image));
    // One inspection per image, however many containers run it: by its ID, which is what runs even when the tag has moved since.
    const images = [...new Set(containers.map((c) => c.ImageID || c.Image))];
    const inspected = new Map();
    await (0,_runtimes_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedMap */ .aY)(images, INSPECTS_AT_ONCE, async (image) => {
        const inspect = (await engine.get(`/images/${encodeURIComponent(image)}/json`, MAX_INSPECT_BYTES));
        inspected.set(image, inspect === undefined ? undefined : Array.isArray(inspect.RepoDigests) ? inspect.RepoDigests.filter((d) => typeof d === 'string') : []);
    });
    const artifacts = [];
    for (const c of containers) {
        const name = c.Names?.[0]?.replace(/^\//, '') || c.Image;
        const repoDigests = inspected.get(c.ImageID || c.Image);
        if (repoDigests === undefined) {
            log.warning(`container '${name}': its image ${c.Image} is no longer on the Docker host; left out of the report`);
            continue;
        }
        const digest = chooseRepoDigest(c.Image, repoDigests);
        if (digest === undefined) {
            log.info(`container '${name}': its image ${c.Image} has no repo digest${repoDigests.length > 0 ? ' for its repository' : ''} (it was never pushed to or pulled from a registry); left out, as the reference client leaves it`);
            continue;
        }
        artifacts.push({ digests: { [c.Image]: digest }, creationTimestamp: Math.floor(c.Created ?? 0) });
    }
    return artifacts;
}
/**
 * The repo digest that identifies an image run by `image`: the only one there is; else the one
 * recorded for the image's own repository. An image named by ID names no repository: then
 * its digests must agree. (The reference client matches repositories by name prefix, so
 * `nginx` could take `nginx-proxy`'s digest; here the repository must be the same.)
 */
function chooseRepoDigest(image, repoDigests) {
    const parsed = repoDigests.map((d) => REPO_DIGEST.exec(d)).filter((m) => m !== null);
    if (parsed.length === 0)
        return undefined;
    if (parsed.length === 1)
        return parsed[0][2];
    if ((0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .isImageId */ .rw)(image)) {
        const distinct = new Set(parsed.map((m) => m[2]));
        return distinct.size === 1 ? parsed[0][2] : /^[a-f0-9]{64}$/.test(image) ? parsed[0][2] : undefined;
    }
    const repository = repositoryOf(image);
    return parsed.find((m) => repository !== undefined && repositoryOf(m[1]) === repository)?.[2];
}
function repositoryOf(name) {
    try {
        return (0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)((0,_artifacts_image_reference_js__WEBPACK_IMPORTED_MODULE_0__/* .parseImageReference */ .o_)(name));
    }
    catch {
        return undefined;
    }
}


/***/ })

};
