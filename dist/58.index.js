"use strict";
exports.id = 58;
exports.ids = [58];
exports.modules = {

/***/ 43775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   el: () => (/* binding */ listAttestations),
/* harmony export */   m4: () => (/* binding */ storeAttestation),
/* harmony export */   oy: () => (/* binding */ attestationPage)
/* harmony export */ });
/* unused harmony export MAX_ATTESTATIONS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2071);


/** An artifact has a handful of attestations (one per build that made it); more is a runaway. */
const MAX_ATTESTATIONS = 100;
/**
 * The attestations GitHub keeps for an artifact in the run's repository
 * (`GET /repos/{owner}/{repo}/attestations/sha256:{digest}`), SLSA provenance first asked for;
 * none when GitHub has none (it answers 404). Paged as GitHub links them, bounded in number
 * and time as every list is.
 */
async function listAttestations(api, digest) {
    let items;
    try {
        // A parameter, not part of the route: Octokit would read `:…` in a route as a placeholder.
        items = await api.paginate('GET /repos/{owner}/{repo}/attestations/{subject_digest}', { subject_digest: `sha256:${digest}`, predicate_type: 'provenance' }, { maxItems: MAX_ATTESTATIONS, itemsKey: 'attestations' });
    }
    catch (err) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(err) === 404)
            return [];
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubError */ .Mj)(err, { what: `the attestations of sha256:${digest}`, permissions: ['attestations: read'] });
    }
    return items.map((item) => {
        const entry = (typeof item === 'object' && item !== null ? item : {});
        return { bundle: entry.bundle ?? undefined, ...(typeof entry.id === 'number' && { id: entry.id }) };
    });
}
/** GitHub's page of an attestation it keeps; the repository's list of them when there is no id. */
function attestationPage(serverUrl, repository, id) {
    return `${serverUrl}/${repository}/attestations${id === undefined ? '' : `/${id}`}`;
}
/**
 * Stores a Sigstore bundle in the run's repository's artifact attestations
 * (`POST /repos/{owner}/{repo}/attestations`, `attestations: write`), where `gh attestation
 * verify` finds it. GitHub's id for it.
 */
async function storeAttestation(api, bundle) {
    let answer;
    try {
        answer = await api.post('POST /repos/{owner}/{repo}/attestations', {}, { bundle });
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubError */ .Mj)(err, { what: "the repository's artifact attestations, to store the verdict in them", permissions: ['attestations: write'] });
    }
    const id = answer?.id;
    if (typeof id !== 'number')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitHubError */ .y_('server', "GitHub's API stored the attestation but answered without its id");
    return id;
}


/***/ }),

/***/ 75443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ attestPullRequest),
/* harmony export */   FU: () => (/* binding */ overrideAttestation),
/* harmony export */   Fd: () => (/* binding */ attestSonar),
/* harmony export */   _M: () => (/* binding */ attestJira),
/* harmony export */   s3: () => (/* binding */ attestJunit),
/* harmony export */   tt: () => (/* binding */ attestCustom),
/* harmony export */   zp: () => (/* binding */ attestGeneric)
/* harmony export */ });
/* unused harmony export getTrailAttestation */
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(31599);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25833);
/* harmony import */ var _shapes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26626);



const TRAIL = { ..._shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ORG */ .xE, flow_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.flowName, trail_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.trailName };
/** Evidence files go, packed together, as the one `attachment_file` part. */
function attestationBody(dataSchema) {
    return {
        type: 'multipart',
        parts: { data_json: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .dataJson */ .n6)(dataSchema), attachment_file: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .filePart */ .A4)(_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ATTACHMENT_MAX_BYTES */ .vv) }
    };
}
const NONE = {};
/** Where what the reference client sends, and so this action, differs from the document. */
const DEVIATIONS = {
    pull_request: 'a pull request may carry `base_ref`, as the reference client sends it (see patches.ts); the document does not list it',
    custom: '`attestation_data` is sent as the JSON value, as the reference client sends it; the document types it as JSON text'
};
/**
 * A trail attestation of one type, as the document publishes each: POST
 * `…/trail/{trail_name}/<type>`, multipart, the body its `<Type>AttestationPostInput`. Tried
 * again only when provably unprocessed: a repeated POST would record the evidence twice.
 */
function trailAttestation(id, type, schema) {
    const deviation = DEVIATIONS[type];
    return (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
        id,
        method: 'POST',
        path: `/attestations/{org}/{flow_name}/trail/{trail_name}/${type}`,
        params: TRAIL,
        query: NONE,
        body: attestationBody(schema),
        responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
        retry: 'when-unprocessed',
        source: 'published',
        ...(deviation !== undefined && { deviation })
    });
}
const attestGeneric = trailAttestation('attestGeneric', 'generic', 'GenericAttestationPostInput');
const attestJunit = trailAttestation('attestJunit', 'junit', 'JUnitAttestationPostInput');
const attestPullRequest = trailAttestation('attestPullRequest', 'pull_request', 'PullRequestAttestationPostInput');
const attestSonar = trailAttestation('attestSonar', 'sonar', 'SonarAttestationPostInput');
const attestJira = trailAttestation('attestJira', 'jira', 'JiraAttestationPostInput');
const attestCustom = trailAttestation('attestCustom', 'custom', 'CustomAttestationPostInput');
const overrideAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'overrideAttestation',
    method: 'POST',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/override',
    params: TRAIL,
    query: NONE,
    body: { type: 'json', schema: (0,_shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .published */ .H3)('OverrideAttestationPostInput') },
    responses: { 200: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_STRING */ .Nu, 201: _shapes_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4 },
    retry: 'when-unprocessed',
    source: 'spec+published'
});
/**
 * What the reference client's `get attestation NAME --flow F --trail T` calls: every version of
 * an attestation, newest first. `NAME` may be `ARTIFACT.NAME` for one bound to an artifact.
 */
const getTrailAttestation = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .defineEndpoint */ .vy)({
    id: 'getTrailAttestation',
    method: 'GET',
    path: '/attestations/{org}/{flow_name}/trail/{trail_name}/{attestation_name}',
    params: { ...TRAIL, attestation_name: _patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PATTERNS */ .G3.pathName },
    query: NONE,
    // The document's `AttestationResponse`, not among the extracted components.
    responses: { 200: { type: 'array', items: { type: 'object' } } },
    retry: 'idempotent',
    source: 'published'
});


/***/ }),

/***/ 37055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ BUNDLE_EXPECTED),
/* harmony export */   rF: () => (/* binding */ toDsseBundle),
/* harmony export */   zT: () => (/* binding */ parseBundles)
/* harmony export */ });
/* unused harmony export BUNDLE_MEDIA_TYPES */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50896);


/** The media types of the Sigstore bundle versions (https://github.com/sigstore/protobuf-specs). */
const BUNDLE_MEDIA_TYPES = [
    'application/vnd.dev.sigstore.bundle+json;version=0.1',
    'application/vnd.dev.sigstore.bundle+json;version=0.2',
    'application/vnd.dev.sigstore.bundle+json;version=0.3',
    'application/vnd.dev.sigstore.bundle.v0.3+json'
];
const BUNDLE_EXPECTED = 'a Sigstore bundle holding a DSSE envelope and its signing certificate, as JSON or JSON Lines (the `bundle-path` output of actions/attest-build-provenance)';
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
function base64(value, what) {
    if (typeof value !== 'string' || value.length === 0 || !BASE64.test(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its ${what} is not base64`, BUNDLE_EXPECTED);
    return Buffer.from(value, 'base64');
}
/** The leaf certificate: v0.3 names it alone, earlier versions first in a chain. */
function leafCertificate(material) {
    const single = material.certificate;
    const chain = material.x509CertificateChain;
    if (isObject(single))
        return base64(single.rawBytes, 'certificate');
    if (isObject(chain) && Array.isArray(chain.certificates) && isObject(chain.certificates[0]))
        return base64(chain.certificates[0].rawBytes, 'certificate');
    if (material.publicKey !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it is signed with a public key, not a certificate: nothing in it says which workflow signed', BUNDLE_EXPECTED);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it has no signing certificate (`verificationMaterial.certificate` or `x509CertificateChain`)', BUNDLE_EXPECTED);
}
function logEntries(material) {
    const entries = material.tlogEntries ?? [];
    if (!Array.isArray(entries))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its `tlogEntries` is not a list', BUNDLE_EXPECTED);
    return entries.map((entry) => {
        const logId = isObject(entry) && isObject(entry.logId) ? entry.logId.keyId : undefined;
        // Protobuf's JSON leaves out a zero, so the first entry of a log has no `logIndex`.
        const logIndex = isObject(entry) ? (entry.logIndex ?? '0') : undefined;
        if (typeof logId !== 'string' || (typeof logIndex !== 'string' && typeof logIndex !== 'number'))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('a transparency-log entry has no `logIndex` or `logId`', BUNDLE_EXPECTED);
        return { logIndex: String(logIndex), logId };
    });
}
/** One parsed JSON value as a DSSE bundle; every problem is said in terms of the bundle. */
function toDsseBundle(value) {
    if (!isObject(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`it is ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonKindOf */ .kh)(value)}, not a Sigstore bundle`, BUNDLE_EXPECTED);
    const mediaType = value.mediaType;
    if (typeof mediaType !== 'string')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it has no `mediaType`: it is not a Sigstore bundle', BUNDLE_EXPECTED);
    if (!BUNDLE_MEDIA_TYPES.includes(mediaType))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its media type \`${mediaType.slice(0, 80)}\` is not one of a Sigstore bundle (${BUNDLE_MEDIA_TYPES.join(', ')})`, BUNDLE_EXPECTED);
    const material = value.verificationMaterial;
    if (!isObject(material))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it has no `verificationMaterial`', BUNDLE_EXPECTED);
    const envelope = value.dsseEnvelope;
    if (!isObject(envelope))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(value.messageSignature !== undefined ? 'it signs a file, not an in-toto statement (no `dsseEnvelope`)' : 'it has no `dsseEnvelope`', BUNDLE_EXPECTED);
    const signatures = envelope.signatures;
    if (!Array.isArray(signatures) || signatures.length !== 1 || !isObject(signatures[0]))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its DSSE envelope has ${Array.isArray(signatures) ? signatures.length : 'no list of'} signatures where a Sigstore bundle has exactly one`, BUNDLE_EXPECTED);
    if (typeof envelope.payloadType !== 'string')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its DSSE envelope has no `payloadType`', BUNDLE_EXPECTED);
    return {
        json: value,
        mediaType,
        payloadType: envelope.payloadType,
        payload: base64(envelope.payload, 'DSSE payload'),
        signature: base64(signatures[0].sig, 'DSSE signature'),
        certificate: leafCertificate(material),
        logEntries: logEntries(material)
    };
}
/**
 * The bundles a file holds: one JSON bundle (pretty-printed or not), or JSON Lines, one bundle a
 * line, as actions/attest-build-provenance writes its `bundle-path`.
 */
function parseBundles(text) {
    let whole;
    try {
        whole = JSON.parse(text);
    }
    catch {
        whole = undefined;
    }
    if (whole !== undefined)
        return [toDsseBundle(whole)];
    const bundles = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        if (lines[i].trim() === '')
            continue;
        let value;
        try {
            value = JSON.parse(lines[i]);
        }
        catch {
            // The parser's words would quote the file; which line is enough to find it.
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(bundles.length === 0 && i === 0 ? 'it is not JSON, nor JSON Lines' : `line ${i + 1} is not JSON`, BUNDLE_EXPECTED);
        }
        try {
            bundles.push(toDsseBundle(value));
        }
        catch (err) {
            if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`line ${i + 1}: ${err.message}`, err.expected);
            throw err;
        }
    }
    if (bundles.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it is empty', BUNDLE_EXPECTED);
    return bundles;
}


/***/ }),

/***/ 73761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ ownChecks)
});

// UNUSED EXPORTS: isActionsIssuer

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/clients/sigstore/dsse.ts

/**
 * DSSE's pre-authentication encoding, what the signature is over
 * (https://github.com/secure-systems-lab/dsse/blob/master/protocol.md).
 */
function preAuthEncoding(payloadType, payload) {
    const type = Buffer.from(payloadType, 'utf8');
    return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${payload.length} `), payload]);
}
/** The digest an ECDSA key signs with, by its curve, as Sigstore pairs them; none for Ed25519. */
function digestFor(key) {
    if (key.asymmetricKeyType === 'ed25519')
        return null;
    const curve = key.asymmetricKeyDetails?.namedCurve;
    if (curve === 'secp384r1')
        return 'sha384';
    if (curve === 'secp521r1')
        return 'sha512';
    return 'sha256';
}
/** Whether `signature` is the key's over the envelope. A malformed signature is simply not one. */
function dsseSignatureVerifies(payloadType, payload, signature, key) {
    try {
        return (0,external_node_crypto_.verify)(digestFor(key), preAuthEncoding(payloadType, payload), key, signature);
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/clients/sigstore/statement.ts
var sigstore_statement = __webpack_require__(44646);
;// CONCATENATED MODULE: ./src/clients/sigstore/checks.ts


/** GitHub Actions' OIDC token issuer; an enterprise with its own issuer URL adds its slug as a path. */
const ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';
const ENTERPRISE_SUFFIX = /^\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;
function isActionsIssuer(issuer, serverUrl) {
    if (issuer === ACTIONS_ISSUER)
        return true;
    if (issuer.startsWith(ACTIONS_ISSUER) && ENTERPRISE_SUFFIX.test(issuer.slice(ACTIONS_ISSUER.length)))
        return true;
    return serverUrl !== 'https://github.com' && issuer === `${serverUrl}/_services/token`;
}
const checks_short = (digest) => `sha256:${digest.slice(0, 12)}…`;
function subjectCheck(statement, expected) {
    const match = statement.subjects.find((s) => s.sha256 === expected.fingerprint);
    const named = statement.subjects
        .slice(0, 5)
        .map((s) => (s.sha256 ? checks_short(s.sha256) : 'no SHA-256'))
        .join(', ');
    return {
        name: 'Subject',
        passed: match !== undefined,
        detail: match
            ? `${checks_short(expected.fingerprint)} is the artifact${match.name ? ` (${match.name})` : ''}`
            : `the statement is about ${named}${statement.subjects.length > 5 ? ', …' : ''}, not the artifact ${checks_short(expected.fingerprint)}`,
        by: 'action'
    };
}
function repositoryCheck(certificate, expected) {
    const named = certificate.sourceRepositoryUri;
    const sameName = named !== undefined && named.toLowerCase() === expected.repositoryUrl.toLowerCase();
    const idDiffers = expected.repositoryId !== undefined && certificate.sourceRepositoryId !== undefined && certificate.sourceRepositoryId !== expected.repositoryId;
    const signer = certificate.subjectAlternativeName ? `; signed by ${certificate.subjectAlternativeName}` : '';
    return {
        name: 'Repository',
        passed: sameName && !idDiffers,
        detail: !named
            ? 'the certificate names no source repository (Fulcio extension 1.3.6.1.4.1.57264.1.12)'
            : !sameName
                ? `the certificate names ${named}, not ${expected.repositoryUrl}${signer}`
                : idDiffers
                    ? `${named} has id ${certificate.sourceRepositoryId} in the certificate, but this repository's id is ${expected.repositoryId}`
                    : `${named}${signer}`,
        by: 'action'
    };
}
function issuerCheck(certificate, expected) {
    const issuer = certificate.issuer;
    const passed = issuer !== undefined && isActionsIssuer(issuer, expected.serverUrl);
    return {
        name: 'OIDC issuer',
        passed,
        detail: issuer === undefined ? 'the certificate names no OIDC issuer' : passed ? issuer : `${issuer} is not GitHub Actions' (${ACTIONS_ISSUER})`,
        by: 'action'
    };
}
/**
 * What this action checks itself, before and besides sigstore-js: that the bundle is about this
 * artifact, is of the expected predicate (SLSA provenance unless said), was signed for a workflow of this repository, and that the
 * signature is the certificate's.
 */
function ownChecks(bundle, statement, certificate, expected, predicate = { types: sigstore_statement/* SLSA_PROVENANCE_TYPES */.Ov, name: 'SLSA provenance' }) {
    const signed = dsseSignatureVerifies(bundle.payloadType, bundle.payload, bundle.signature, certificate.publicKey);
    return [
        subjectCheck(statement, expected),
        {
            name: 'Predicate type',
            passed: predicate.types.includes(statement.predicateType),
            detail: predicate.types.includes(statement.predicateType)
                ? statement.predicateType
                : `${statement.predicateType.slice(0, 100)} is not ${predicate.name} (${predicate.types.join(' or ')})`,
            by: 'action'
        },
        repositoryCheck(certificate, expected),
        issuerCheck(certificate, expected),
        {
            name: 'Signature',
            passed: signed,
            detail: signed ? "the DSSE signature verifies against the certificate's key" : "the DSSE signature does not verify against the certificate's key",
            by: 'action'
        }
    ];
}


/***/ }),

/***/ 50896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ SigstoreError),
/* harmony export */   nD: () => (/* binding */ TrustRootUnavailable),
/* harmony export */   uJ: () => (/* binding */ SigningError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/**
 * A Sigstore bundle, statement, certificate or trust root that is not what it must be, worded
 * to follow the name of the file or input it came from. The operation names the input.
 */
class SigstoreError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, 
    /** The form that was expected, for the input error. */
    expected) {
        super('invalid_input', message);
        this.expected = expected;
        this.name = 'SigstoreError';
    }
}
/** The trust roots could not be fetched (network, TUF metadata refused): nothing can be verified. */
class TrustRootUnavailable extends Error {
    timedOut;
    constructor(message, timedOut, options) {
        super(message, options);
        this.timedOut = timedOut;
        this.name = 'TrustRootUnavailable';
    }
}
/** Signing failed at the instance (Fulcio, Rekor, the timestamp authority), with the kind its answer says. */
class SigningError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    constructor(kind, message, options = {}) {
        super(kind, message, options);
        this.name = 'SigningError';
    }
}


/***/ }),

/***/ 14670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W8: () => (/* binding */ chooseBundle),
  sb: () => (/* binding */ examine),
  k0: () => (/* binding */ loadTrustRoots),
  G9: () => (/* binding */ readCandidate)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/clients/sigstore/errors.ts
var errors = __webpack_require__(50896);
;// CONCATENATED MODULE: ./src/clients/sigstore/der.ts

const TAG = {
    BOOLEAN: 0x01,
    OCTET_STRING: 0x04,
    OID: 0x06,
    UTF8_STRING: 0x0c,
    SEQUENCE: 0x30,
    /** [0] EXPLICIT, constructed: a certificate's version. */
    VERSION: 0xa0,
    /** [3] EXPLICIT, constructed: a v3 certificate's extensions. */
    EXTENSIONS: 0xa3,
    /** [6] IMPLICIT IA5String: a GeneralName's uniformResourceIdentifier. */
    SAN_URI: 0x86,
    /** [1] IMPLICIT IA5String: a GeneralName's rfc822Name. */
    SAN_EMAIL: 0x81
};
/** The elements one after another in `bytes`; a length that runs past the end is refused. */
function readAll(bytes) {
    const out = [];
    let at = 0;
    while (at < bytes.length) {
        const tag = bytes[at++];
        if ((tag & 0x1f) === 0x1f)
            throw new errors/* SigstoreError */.Fd('the certificate uses a high-numbered DER tag, which X.509 does not');
        if (at >= bytes.length)
            throw new errors/* SigstoreError */.Fd('the certificate ends inside a DER element');
        let length = bytes[at++];
        if (length & 0x80) {
            const octets = length & 0x7f;
            // Four octets already say 4 GiB: more is never a certificate.
            if (octets === 0 || octets > 4 || at + octets > bytes.length)
                throw new errors/* SigstoreError */.Fd('the certificate has a malformed DER length');
            length = 0;
            for (let i = 0; i < octets; i++)
                length = length * 256 + bytes[at++];
        }
        if (at + length > bytes.length)
            throw new errors/* SigstoreError */.Fd('the certificate ends inside a DER element');
        out.push({ tag, value: bytes.subarray(at, at + length) });
        at += length;
    }
    return out;
}
/** The one element `bytes` holds, of the given tag. */
function readOne(bytes, tag, what) {
    const [first, ...rest] = readAll(bytes);
    if (!first || rest.length > 0 || first.tag !== tag)
        throw new errors/* SigstoreError */.Fd(`the certificate's ${what} is not what X.509 says it is`);
    return first;
}
/** An OBJECT IDENTIFIER's dotted form. */
function oidText(value) {
    if (value.length === 0)
        throw new errors/* SigstoreError */.Fd('the certificate has an empty object identifier');
    const parts = [];
    let n = 0;
    for (const byte of value) {
        n = n * 128 + (byte & 0x7f);
        if (!(byte & 0x80)) {
            parts.push(n);
            n = 0;
        }
    }
    const first = parts.shift();
    const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
    return [...head, ...parts].join('.');
}

;// CONCATENATED MODULE: ./src/clients/sigstore/certificate.ts



/**
 * Fulcio's certificate extensions (https://github.com/sigstore/fulcio/blob/main/docs/oid-info.md):
 * the identity GitHub's OIDC token gave, copied into the signing certificate.
 */
const FULCIO = {
    /** The token's issuer, raw (deprecated, still written). */
    issuerV1: '1.3.6.1.4.1.57264.1.1',
    /** The token's issuer, as a DER UTF8String. */
    issuer: '1.3.6.1.4.1.57264.1.8',
    sourceRepositoryUri: '1.3.6.1.4.1.57264.1.12',
    sourceRepositoryDigest: '1.3.6.1.4.1.57264.1.13',
    sourceRepositoryRef: '1.3.6.1.4.1.57264.1.14',
    sourceRepositoryId: '1.3.6.1.4.1.57264.1.15',
    /** The workflow the run started from: the caller, when a reusable workflow signed. */
    buildConfigUri: '1.3.6.1.4.1.57264.1.18',
    runInvocationUri: '1.3.6.1.4.1.57264.1.21'
};
const SUBJECT_ALT_NAME = '2.5.29.17';
const ORGANIZATION = '2.5.4.10';
/** The elements of the to-be-signed part: [0] version, serial, algorithm, issuer, validity, subject, key, ... */
function tbsElements(der) {
    const certificate = readOne(der, TAG.SEQUENCE, 'outer structure');
    const [tbs] = readAll(certificate.value);
    if (tbs?.tag !== TAG.SEQUENCE)
        throw new errors/* SigstoreError */.Fd('the certificate has no to-be-signed part');
    return readAll(tbs.value);
}
/** The issuer's organization (`O=`), read from DER: node:crypto's text escapes its commas. */
function issuerOrganization(der) {
    const elements = tbsElements(der);
    const issuer = elements[elements[0]?.tag === TAG.VERSION ? 3 : 2];
    if (issuer?.tag !== TAG.SEQUENCE)
        throw new errors/* SigstoreError */.Fd("the certificate's issuer is not a name");
    for (const set of readAll(issuer.value))
        for (const attribute of readAll(set.value)) {
            const [type, value] = readAll(attribute.value);
            if (type?.tag === TAG.OID && oidText(type.value) === ORGANIZATION && value)
                return value.value.toString('utf8');
        }
    return undefined;
}
/** Extensions by OID: the value octets (the content of the extnValue OCTET STRING). */
function extensions(der) {
    const found = new Map();
    const holder = tbsElements(der).find((e) => e.tag === TAG.EXTENSIONS);
    if (!holder)
        return found;
    for (const extension of readAll(readOne(holder.value, TAG.SEQUENCE, 'extensions').value)) {
        const parts = readAll(extension.value);
        const oid = parts[0];
        const value = parts[parts.length - 1];
        if (extension.tag !== TAG.SEQUENCE || oid?.tag !== TAG.OID || value?.tag !== TAG.OCTET_STRING)
            throw new errors/* SigstoreError */.Fd('the certificate has a malformed extension');
        found.set(oidText(oid.value), value.value);
    }
    return found;
}
/** The first URI of the SAN (Fulcio writes one name), or else its e-mail address. */
function subjectAlternativeName(value) {
    if (!value)
        return undefined;
    const names = readAll(readOne(value, TAG.SEQUENCE, 'subject alternative name').value);
    const name = names.find((n) => n.tag === TAG.SAN_URI) ?? names.find((n) => n.tag === TAG.SAN_EMAIL);
    return name?.value.toString('utf8');
}
/** A v2 Fulcio extension holds a DER UTF8String; a v1 one the raw text. */
const utf8 = (value) => (value === undefined ? undefined : readOne(value, TAG.UTF8_STRING, 'Fulcio extension').value.toString('utf8'));
/** The identity a Fulcio certificate (DER) carries, and its key. */
function readSigningCertificate(der) {
    let parsed;
    try {
        parsed = new external_node_crypto_.X509Certificate(der);
    }
    catch {
        throw new errors/* SigstoreError */.Fd('its signing certificate is not an X.509 certificate');
    }
    const ext = extensions(der);
    return {
        subjectAlternativeName: subjectAlternativeName(ext.get(SUBJECT_ALT_NAME)),
        issuer: utf8(ext.get(FULCIO.issuer)) ?? ext.get(FULCIO.issuerV1)?.toString('utf8'),
        sourceRepositoryUri: utf8(ext.get(FULCIO.sourceRepositoryUri)),
        sourceRepositoryId: utf8(ext.get(FULCIO.sourceRepositoryId)),
        sourceRepositoryRef: utf8(ext.get(FULCIO.sourceRepositoryRef)),
        sourceRepositoryDigest: utf8(ext.get(FULCIO.sourceRepositoryDigest)),
        buildConfigUri: utf8(ext.get(FULCIO.buildConfigUri)),
        runInvocationUri: utf8(ext.get(FULCIO.runInvocationUri)),
        authority: issuerOrganization(der),
        publicKey: parsed.publicKey,
        notBefore: new Date(parsed.validFrom),
        notAfter: new Date(parsed.validTo)
    };
}

// EXTERNAL MODULE: ./src/clients/sigstore/checks.ts + 1 modules
var sigstore_checks = __webpack_require__(73761);
// EXTERNAL MODULE: ./src/clients/sigstore/statement.ts
var statement = __webpack_require__(44646);
;// CONCATENATED MODULE: ./src/clients/sigstore/provenance.ts



/** Reads a bundle's statement and certificate; a problem with either is a SigstoreError. */
function readCandidate(bundle) {
    return { bundle, statement: (0,statement/* readStatement */.cO)(bundle), certificate: readSigningCertificate(bundle.certificate) };
}
/**
 * The trust roots to verify against: the one given (checked usable by sigstore-js), else
 * Sigstore's and GitHub's through TUF. sigstore-js is loaded here, only when a bundle is to be
 * verified.
 */
async function loadTrustRoots(given, tuf) {
    const sigstore = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(7417), __webpack_require__.e(9042), __webpack_require__.e(8837)]).then(__webpack_require__.bind(__webpack_require__, 48837));
    if (!given)
        return sigstore.fetchTrustRoots(tuf);
    sigstore.trustMaterial(given);
    return [given];
}
/** Every check of every candidate: this action's own, then sigstore-js's. */
async function examine(candidates, expected, roots) {
    const { verifyWithSigstore } = await Promise.all(/* import() */[__webpack_require__.e(2830), __webpack_require__.e(7417), __webpack_require__.e(9042), __webpack_require__.e(8837)]).then(__webpack_require__.bind(__webpack_require__, 48837));
    return candidates.map((candidate) => {
        const sigstore = verifyWithSigstore(candidate.bundle, roots, candidate.certificate.authority);
        const checks = [...(0,sigstore_checks/* ownChecks */.w)(candidate.bundle, candidate.statement, candidate.certificate, expected), ...sigstore.checks];
        return { ...candidate, checks, compliant: checks.every((c) => c.passed === true), logUrl: sigstore.logUrl };
    });
}
/** The bundle to record: the first that passes every check, else the one that passes most (the first of those). */
function chooseBundle(examined) {
    const passes = (e) => e.checks.filter((c) => c.passed === true).length;
    return (examined.find((e) => e.compliant) ??
        examined.reduce((best, e) => (best === undefined || passes(e) > passes(best) ? e : best), undefined));
}


/***/ }),

/***/ 44646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ov: () => (/* binding */ SLSA_PROVENANCE_TYPES),
/* harmony export */   T4: () => (/* binding */ IN_TOTO_PAYLOAD_TYPE),
/* harmony export */   cO: () => (/* binding */ readStatement)
/* harmony export */ });
/* harmony import */ var _bundle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37055);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50896);


const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
const STATEMENT_TYPES = ['https://in-toto.io/Statement/v1', 'https://in-toto.io/Statement/v0.1'];
/** SLSA provenance, the predicate actions/attest-build-provenance signs. */
const SLSA_PROVENANCE_TYPES = ['https://slsa.dev/provenance/v1', 'https://slsa.dev/provenance/v0.2'];
/** The in-toto statement a bundle's DSSE envelope signs. */
function readStatement(bundle) {
    if (bundle.payloadType !== IN_TOTO_PAYLOAD_TYPE)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its DSSE payload is \`${bundle.payloadType.slice(0, 80)}\`, not an in-toto statement (${IN_TOTO_PAYLOAD_TYPE})`, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_EXPECTED */ .AE);
    let value;
    try {
        value = JSON.parse(bundle.payload.toString('utf8'));
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its DSSE payload is not JSON', _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_EXPECTED */ .AE);
    }
    const statement = value;
    if (typeof value !== 'object' || value === null || !STATEMENT_TYPES.includes(statement._type))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its DSSE payload is not an in-toto statement (\`_type\` is not ${STATEMENT_TYPES.join(' or ')})`, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_EXPECTED */ .AE);
    if (!Array.isArray(statement.subject) || statement.subject.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its in-toto statement has no subject', _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_EXPECTED */ .AE);
    if (typeof statement.predicateType !== 'string')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its in-toto statement has no `predicateType`', _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_EXPECTED */ .AE);
    const subjects = statement.subject.map((s) => {
        const subject = (typeof s === 'object' && s !== null ? s : {});
        const sha256 = subject.digest?.sha256;
        return {
            ...(typeof subject.name === 'string' && { name: subject.name }),
            ...(typeof sha256 === 'string' && { sha256: sha256.toLowerCase() })
        };
    });
    return { subjects, predicateType: statement.predicateType, predicate: statement.predicate };
}


/***/ }),

/***/ 38846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F1: () => (/* binding */ TRUST_ROOT_EXPECTED),
/* harmony export */   WV: () => (/* binding */ AUTHORITIES),
/* harmony export */   k6: () => (/* binding */ parseTrustRoot)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50896);


const TRUST_ROOT_EXPECTED = 'a Sigstore `trusted_root.json` (media type application/vnd.dev.sigstore.trustedroot+json), as `gh attestation trusted-root` prints it';
/** Which Sigstore instance issued a certificate, by the organization of its issuing CA. */
const AUTHORITIES = { 'sigstore.dev': "Sigstore's public-good instance", 'GitHub, Inc.': "GitHub's Sigstore instance" };
/**
 * A `trusted_root.json` given as a file, checked for its shape before anything is sent: what
 * sigstore-js reads of it is lenient, and an empty root would only fail every bundle later.
 */
function parseTrustRoot(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it is not JSON', TRUST_ROOT_EXPECTED);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`it is ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonKindOf */ .kh)(value)}`, TRUST_ROOT_EXPECTED);
    const root = value;
    if (typeof root.mediaType !== 'string' || !root.mediaType.startsWith('application/vnd.dev.sigstore.trustedroot'))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('its `mediaType` is not that of a Sigstore trusted root', TRUST_ROOT_EXPECTED);
    for (const list of ['certificateAuthorities', 'tlogs', 'ctlogs', 'timestampAuthorities'])
        if (root[list] !== undefined && !Array.isArray(root[list]))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd(`its \`${list}\` is not a list`, TRUST_ROOT_EXPECTED);
    if (!Array.isArray(root.certificateAuthorities) || root.certificateAuthorities.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SigstoreError */ .Fd('it has no certificate authority, so no certificate could chain to it', TRUST_ROOT_EXPECTED);
    return { name: 'the given trusted root', json: root };
}


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


/***/ }),

/***/ 57471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readSchemaFile),
/* harmony export */   j: () => (/* binding */ readInputFile)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78055);
/* harmony import */ var _util_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75787);
/* harmony import */ var _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4041);



/** A file named by an input, read whole within its limit; a problem names the input. */
function readInputFile(input, file, maxBytes, expected) {
    try {
        return (0,_util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .readBoundedFile */ .Mv)(file, maxBytes);
    }
    catch (err) {
        if (err instanceof _util_files_js__WEBPACK_IMPORTED_MODULE_1__/* .FileError */ .f6)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, err.message, expected);
        throw err;
    }
}
/** A JSON Schema file named by an input: read, parsed and compiled, so a bad one is refused before anything is sent. */
async function readSchemaFile(input, file, maxBytes) {
    const content = readInputFile(input, file, maxBytes, 'the path of a JSON Schema file');
    let schema;
    try {
        schema = JSON.parse(content.toString('utf8'));
    }
    catch (err) {
        throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file} is not JSON (${err.message})`, 'a JSON Schema file');
    }
    try {
        return { content, validate: await (0,_schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileJsonSchema */ .nk)(schema) };
    }
    catch (err) {
        if (err instanceof _schema_json_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .Ar)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .invalidInput */ .aY)(input, `${file}: ${err.message}`, err.expected);
        throw err;
    }
}


/***/ }),

/***/ 34457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ readTrustRootFile),
/* harmony export */   m: () => (/* binding */ trustRoots)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78055);
/* harmony import */ var _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50896);
/* harmony import */ var _clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14670);
/* harmony import */ var _clients_sigstore_trust_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(38846);
/* harmony import */ var _input_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(57471);







/** Sigstore's own trusted root is some 10 KiB. */
const MAX_TRUST_ROOT_BYTES = 1024 * 1024;
/** `trusted-root`: a Sigstore trusted_root.json, read and checked before anything is sent. */
function readTrustRootFile(file) {
    const text = (0,_input_files_js__WEBPACK_IMPORTED_MODULE_6__/* .readInputFile */ .j)('trusted-root', file, MAX_TRUST_ROOT_BYTES, 'a Sigstore trusted_root.json').toString('utf8');
    try {
        return (0,_clients_sigstore_trust_root_js__WEBPACK_IMPORTED_MODULE_5__/* .parseTrustRoot */ .k6)(text);
    }
    catch (err) {
        if (err instanceof _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SigstoreError */ .Fd)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)('trusted-root', `${file}: ${err.message}`, err.expected);
        throw err;
    }
}
/** The trust roots, or an error a user can act on: a bad `trusted-root`, or TUF out of reach. */
async function trustRoots(given, tools, nothingDone = 'nothing was recorded') {
    const cacheDir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(process.env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_0___default().tmpdir(), 'evidence-action-sigstore');
    try {
        return await (0,_clients_sigstore_provenance_js__WEBPACK_IMPORTED_MODULE_4__/* .loadTrustRoots */ .k0)(given, { cacheDir, timeoutMs: tools.common.timeoutSeconds * 1000, retries: tools.common.maxRetries });
    }
    catch (err) {
        if (err instanceof _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SigstoreError */ .Fd)
            throw (0,_action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .invalidInput */ .aY)('trusted-root', err.message, err.expected);
        if (err instanceof _clients_sigstore_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TrustRootUnavailable */ .nD)
            throw new _action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ(err.timedOut ? 'timeout' : 'network', `${err.message}; ${nothingDone}. Where the runner cannot reach them, give \`trusted-root\` (a trusted_root.json)`, { cause: err });
        throw err;
    }
}


/***/ }),

/***/ 4041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ SchemaError),
/* harmony export */   d0: () => (/* binding */ schemaErrors),
/* harmony export */   nk: () => (/* binding */ compileJsonSchema)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70017);

/** A schema that cannot be used, said without naming where it came from: the caller does. */
class SchemaError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .LibraryError */ .oM {
    expected;
    constructor(message, expected, options) {
        super('invalid_input', message, options);
        this.name = 'SchemaError';
        this.expected = expected;
    }
}
/** What a schema's patterns must be, for a message that names one RE2 cannot run. */
const EXPECTED_PATTERNS = 'patterns RE2 can run in linear time: no lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`) and no backreferences (`\\1`)';
/**
 * Compiles a JSON Schema with the Ajv dialect its `$schema` names (2020-12, 2019-09, or
 * draft-07 and older-compatible by default). Ajv is loaded on first use only. Its `pattern`s
 * run on RE2 (re2js, loaded here too), in time linear in the text: V8's backtracking engine
 * takes exponential time on `^(a+)+$`. A pattern RE2 cannot run is refused (a SchemaError).
 */
async function compileJsonSchema(schema) {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
        throw new SchemaError('a JSON Schema must be a JSON object', 'a JSON Schema: a JSON object');
    }
    const { linearRegExpEngine, PatternRefused } = await Promise.all(/* import() */[__webpack_require__.e(2856), __webpack_require__.e(7882)]).then(__webpack_require__.bind(__webpack_require__, 17882));
    const engine = linearRegExpEngine();
    const refused = (err) => new SchemaError(`the pattern ${JSON.stringify(err.pattern)} cannot be used (${err.reason})`, EXPECTED_PATTERNS, { cause: err });
    const declared = schema.$schema;
    const dialect = typeof declared === 'string' ? declared : '';
    const options = { allErrors: true, strict: false, logger: false, code: { regExp: engine } };
    let compiled;
    try {
        if (dialect.includes('2020-12')) {
            const Ajv2020 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23))).default.default;
            compiled = new Ajv2020(options).compile(schema);
        }
        else if (dialect.includes('2019-09')) {
            const Ajv2019 = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(878)]).then(__webpack_require__.t.bind(__webpack_require__, 60878, 23))).default.default;
            compiled = new Ajv2019(options).compile(schema);
        }
        else {
            const Ajv = (await Promise.all(/* import() */[__webpack_require__.e(3457), __webpack_require__.e(2463)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23))).default.default;
            compiled = new Ajv(options).compile(schema);
        }
    }
    catch (err) {
        if (err instanceof PatternRefused)
            throw refused(err);
        throw new SchemaError(`not a valid JSON Schema (${err.message})`, 'a JSON Schema', { cause: err });
    }
    const validate = ((data) => {
        engine.startValidation();
        try {
            const ok = compiled(data);
            validate.errors = compiled.errors;
            return ok;
        }
        catch (err) {
            if (err instanceof PatternRefused)
                throw refused(err);
            throw err;
        }
    });
    return validate;
}
/**
 * One readable line per problem: where, and what is wrong. A value that fits none of the forms
 * an `anyOf`/`oneOf` allows is reported once, not once per form it failed.
 */
function schemaErrors(validate) {
    const errors = validate.errors ?? [];
    const alternatives = errors.filter((e) => (e.keyword === 'anyOf' || e.keyword === 'oneOf') && e.schemaPath);
    const fromABranch = (e) => alternatives.some((alt) => alt !== e && e.schemaPath?.startsWith(`${alt.schemaPath}/`));
    const seen = new Set();
    const lines = [];
    for (const e of errors) {
        if (fromABranch(e))
            continue;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
            message = describeAlternatives(errors.filter((b) => b.instancePath === e.instancePath && b.schemaPath?.startsWith(`${e.schemaPath}/`)));
        // An unknown key is placed at the key itself, not where its parent starts.
        const property = e.keyword === 'additionalProperties' && e.params?.additionalProperty !== undefined ? propertyName(e.params.additionalProperty) : undefined;
        if (property !== undefined)
            message = `has unknown property \`${property}\``;
        if (e.keyword === 'enum' && Array.isArray(e.params?.allowedValues))
            message = `must be one of ${e.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
        const key = `${e.instancePath} ${message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        lines.push({ path: e.instancePath, message, ...(property !== undefined && { property }) });
    }
    return lines;
}
/** What the branches of an `anyOf` would have taken, said once: values, patterns and types. */
function describeAlternatives(branches) {
    const forms = new Set();
    for (const b of branches) {
        if (b.keyword === 'enum' && Array.isArray(b.params?.allowedValues))
            for (const v of b.params.allowedValues)
                forms.add(JSON.stringify(v));
        else if (b.keyword === 'const')
            forms.add(JSON.stringify(b.params?.allowedValue));
        else if (b.keyword === 'pattern')
            forms.add(`text matching ${String(b.params?.pattern)}`);
        else if (b.keyword === 'type')
            forms.add(`a ${String(b.params?.type)}`);
    }
    return forms.size > 0 ? `must be one of: ${[...forms].join(', ')}` : 'fits none of the forms the schema allows';
}
/** Ajv types its error params as `any`; a property name is a string, but say something sensible if not. */
function propertyName(name) {
    return typeof name === 'string' ? name : JSON.stringify(name);
}


/***/ })

};
;