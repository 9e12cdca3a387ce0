"use strict";
exports.id = 8837;
exports.ids = [8837];
exports.modules = {

/***/ 48837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fetchTrustRoots: () => (/* binding */ fetchTrustRoots),
  trustMaterial: () => (/* binding */ trustMaterial),
  verifyOwnBundle: () => (/* binding */ verifyOwnBundle),
  verifyWithSigstore: () => (/* binding */ verifyWithSigstore)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@sigstore/bundle/dist/index.js
var dist = __webpack_require__(61040);
// EXTERNAL MODULE: ./node_modules/@sigstore/protobuf-specs/dist/index.js
var protobuf_specs_dist = __webpack_require__(19654);
// EXTERNAL MODULE: ./node_modules/@sigstore/tuf/dist/index.js
var tuf_dist = __webpack_require__(84423);
// EXTERNAL MODULE: ./node_modules/@sigstore/verify/dist/index.js
var verify_dist = __webpack_require__(54187);
// EXTERNAL MODULE: ./src/clients/sigstore/errors.ts
var errors = __webpack_require__(50896);
;// CONCATENATED MODULE: ./src/clients/sigstore/github-tuf-root.ts
/**
 * The trust anchor of GitHub's own Sigstore TUF repository (https://tuf-repo.github.com), as the
 * GitHub CLI embeds it (cli/cli, pkg/cmd/attestation/verification/embed/tuf-repo.github.com/root.json,
 * version 3). TUF updates from it to the current root, each new root signed by the keys of the
 * one before, so an old anchor stays safe to start from; it is what GitHub-issued certificates
 * (private repositories) and GitHub's timestamp authority chain to.
 */
const GITHUB_TUF_MIRROR = 'https://tuf-repo.github.com';
/** The offline keys, which sign both the root and the targets roles. */
const OFFLINE_KEYIDS = [
    'a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf',
    '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228',
    '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3',
    'd6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c',
    'eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62',
    '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12',
    '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a',
    '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44'
];
const GITHUB_TUF_ROOT = {
    signatures: [
        {
            keyid: '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228',
            sig: ''
        },
        {
            keyid: 'eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62',
            sig: ''
        },
        {
            keyid: '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a',
            sig: ''
        },
        {
            keyid: 'a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf',
            sig: '3046022100ca341d3ba2ef7657d69c2825729959681f55aec497b612e81a547e2abb616b49022100cd605b412a3d991f92e0818e07e60383bbd23904723eec221d6e39fdfeae3104'
        },
        {
            keyid: '5e01c9a0b2641a8965a4a74e7df0bc7b2d8278a2c3ca0cf7a3f2f783d3c69800',
            sig: '3046022100d0f70effe60d6a18319e2890088cd01d45c654ee6d2ce1d5c3cdcf2dc7f637570221008f947a2d7334d948f1c4794b0a465f1dfb99a578dd8d1f4563cee0581f457db2'
        },
        {
            keyid: '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44',
            sig: '304502201ae931db1c48020fb37af54d446ac856306f619dfc3f93ddcff70d2880e443dc022100992b70451aa74805adef24e85ec352e598812267f623979bd4ce719b66b62d22'
        },
        {
            keyid: '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3',
            sig: '3045022023bba8e14c177609f43873aa0087ef983ddd2bad9a0a832c0cf279e1be8798f2022100facfaecc1d7ee793042eaaa6970fb9ca700c3bdbf4ee43ed0f8d0fc3aef96563'
        },
        {
            keyid: 'd6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c',
            sig: '3046022100d2f6cceb05d135ce6a6ce7fe1dc76c24508154ad71c433028e64ca95ba716ffb022100f0592d60eb67508dd5f9cc593a4cca33bbaf94882c3d74a560fda845a456c6cc'
        },
        {
            keyid: '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12',
            sig: '30450221009af2f0c534ed92de909a3b727f7101319c18e10623de8f48a0eba980d3d54d830220095842b16c58567c71f9dfa0b54e79daca1b2fecf3cb2ea4ee6d8393bdf93294'
        }
    ],
    signed: {
        _type: 'root',
        consistent_snapshot: true,
        expires: '2025-04-11T14:36:57Z',
        keys: {
            '4f4d1dd75f2d7f3860e3a068d7bed90dec5f0faafcbe1ace7fb7d95d29e07228': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENki7aZVips5SgRzCd/Om0CGzQKY/\nnv84giqVDmdwb2ys82Z6soFLasvYYEEQcwqaC170n9gr93wHUgPc796uJA==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@ashtom'
            },
            '539dde44014c850fe6eeb8b299eb7dae2e1f4bf83454b949e98aa73542cdc65a': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAElD0o2sOZN9n3RKQ7PtMLAoXj+2Ai\nn4PKT/pfnzDlNLrD3VTQwCc4sR4t+OLu4KQ+qk+kXkR9YuBsu3bdJZ1OWw==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@nerdneha'
            },
            '54809115b40137aac01af4b7ac2408c77ea0d58fa4dad48fc3196497d2a26f44': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEimKcdST+ORD+g0aGEFDOVZDAaIYg\nIgesNKiIe2L7MUsYx5UHhzQ08quvew13eYSCNJnfwooFZu7cdTu8AwqFjQ==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@alexiswales'
            },
            '88737ccdac7b49cc237e9aaead81be2a40278b886a693d8149a19cf543f093d3': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEBagkskNOpOTbetTX5CdnvMy+LiWn\nonRrNrqAHL4WgiebH7Uig7GLhC3bkeA/qgb926/vr9qhOPG9Buj2HatrPw==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@gregose'
            },
            '8b498a80a1b7af188c10c9abdf6aade81d14faaffcde2abcd6063baa673ebd12': {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE7IEoVNwrprchXGhT5sAhSax7SOd3\n8duuISghCzfmHdKJWSbV2wJRamRiUVRtmA83K/qm5cT20WXMCT5QeM/D3A==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@trevrosen'
            },
            a10513a5ab61acd0c6b6fbe0504856ead18f3b17c4fabbe3fa848c79a5a187cf: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC2wJ3xscyXxBLybJ9FVjwkyQMe53\nRHUz77AjMO8MzVaT8xw6ZvJqdNZiytYtigWULlINxw6frNsWJKb/f7lC8A==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@kommendorkapten'
            },
            d6a89e23fb22801a0d1186bf1bdd007e228f65a8aa9964d24d06cb5fbb0ce91c: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEDdORwcruW3gqAgaLjH/nNdGMB4kQ\nAvA+wD6DyO4P/wR8ee2ce83NZHq1ZADKhve0rlYKaKy3CqyQ5SmlZ36Zhw==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@krukow'
            },
            eb8eff37f93af2faaba519f341decec3cecd3eeafcace32966db9723842c8a62: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENynVdQnM9h7xU71G7PiJpQaDemub\nkbjsjYwLlPJTQVuxQO8WeIpJf8MEh5rf01t2dDIuCsZ5gRx+QvDv0UzfsA==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-keyowner': '@mph4'
            },
            eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f: {
                keytype: 'ecdsa',
                keyval: {
                    public: '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAENKNcNcX+d73lS1TRFb9Vnp8JvOoh\nzYQ+in43iGenbG8RGo9L/6FJ2hoRbVU6xskvyuErcdPbCdI4GxrQ5i8hkw==\n-----END PUBLIC KEY-----\n'
                },
                scheme: 'ecdsa-sha2-nistp256',
                'x-tuf-on-ci-online-uri': 'azurekms://production-tuf-root.vault.azure.net/keys/Online-Key/aaf375fd8ed24acb949a5cc173700b05'
            }
        },
        roles: {
            root: {
                keyids: OFFLINE_KEYIDS,
                threshold: 3
            },
            snapshot: {
                keyids: ['eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f'],
                threshold: 1,
                'x-tuf-on-ci-expiry-period': 21,
                'x-tuf-on-ci-signing-period': 7
            },
            targets: {
                keyids: OFFLINE_KEYIDS,
                threshold: 3
            },
            timestamp: {
                keyids: ['eb9799b483affac9da87ef4c9ea467928415c961349e607e5e6e485679b07f8f'],
                threshold: 1,
                'x-tuf-on-ci-expiry-period': 7,
                'x-tuf-on-ci-signing-period': 6
            }
        },
        spec_version: '1.0.31',
        version: 3,
        'x-tuf-on-ci-expiry-period': 240,
        'x-tuf-on-ci-signing-period': 60
    }
};

// EXTERNAL MODULE: ./src/clients/sigstore/trust-root.ts
var trust_root = __webpack_require__(38846);
;// CONCATENATED MODULE: ./src/clients/sigstore/verify.ts









/**
 * Sigstore's public-good trust root and GitHub's own, each fetched through TUF as sigstore-js
 * does (the public-good anchor ships with @sigstore/tuf; GitHub's with this action).
 */
async function fetchTrustRoots(options) {
    (0,external_node_fs_.mkdirSync)(options.cacheDir, { recursive: true });
    const githubAnchor = external_node_path_default().join(options.cacheDir, 'tuf-repo.github.com-root.json');
    (0,external_node_fs_.writeFileSync)(githubAnchor, JSON.stringify(GITHUB_TUF_ROOT));
    const tuf = { cachePath: options.cacheDir, timeout: options.timeoutMs, retry: { retries: options.retries } };
    try {
        const [publicGood, github] = await Promise.all([(0,tuf_dist.getTrustedRoot)(tuf), (0,tuf_dist.getTrustedRoot)({ ...tuf, mirrorURL: GITHUB_TUF_MIRROR, rootPath: githubAnchor })]);
        return [
            { name: trust_root/* AUTHORITIES */.WV['sigstore.dev'], authority: 'sigstore.dev', json: protobuf_specs_dist.TrustedRoot.toJSON(publicGood) },
            { name: trust_root/* AUTHORITIES */.WV['GitHub, Inc.'], authority: 'GitHub, Inc.', json: protobuf_specs_dist.TrustedRoot.toJSON(github) }
        ];
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        throw new errors/* TrustRootUnavailable */.nD(`could not fetch Sigstore's trust roots through TUF: ${message}`, /timeout|timed out|abort/i.test(message), { cause: err });
    }
}
/** The trust material of a root, or why sigstore-js cannot use it (a problem with the given file). */
function trustMaterial(root) {
    try {
        return (0,verify_dist/* toTrustMaterial */.jO)(protobuf_specs_dist.TrustedRoot.fromJSON(root.json));
    }
    catch (err) {
        throw new errors/* SigstoreError */.Fd(`sigstore-js cannot use it: ${err.message}`, trust_root/* TRUST_ROOT_EXPECTED */.F1);
    }
}
const chainCheck = (passed, detail) => ({ name: 'Certificate chain', passed, detail, by: 'sigstore-js' });
const logCheck = (passed, detail) => ({ name: 'Transparency log or timestamp', passed, detail, by: 'sigstore-js' });
/** The root for a certificate: the given file for any, else the one of the CA that issued it (as the GitHub CLI chooses). */
function rootFor(roots, authority) {
    if (roots.length === 1 && roots[0].authority === undefined)
        return roots[0];
    return roots.find((r) => r.authority === authority);
}
function logUrl(bundle, root) {
    const entry = bundle.logEntries[0];
    if (!entry)
        return undefined;
    const logs = (root.json.tlogs ?? []);
    const baseUrl = logs.find((l) => l.logId?.keyId === entry.logId)?.baseUrl?.replace(/\/+$/, '');
    if (!baseUrl)
        return undefined;
    // Sigstore's own log has a page for people; any other Rekor, its API's entry.
    if (baseUrl === 'https://rekor.sigstore.dev')
        return `https://search.sigstore.dev/?logIndex=${entry.logIndex}`;
    return `${baseUrl}/api/v1/log/entries?logIndex=${entry.logIndex}`;
}
function reason(err) {
    const cause = err.cause;
    const own = err instanceof Error ? err.message : String(err);
    return cause instanceof Error && cause.message && !own.includes(cause.message) ? `${own}: ${cause.message}` : own;
}
/**
 * A root with transparency logs asks for an entry in one and an SCT (as Sigstore's public good
 * does); one without (GitHub's) asks for a signed timestamp instead, as the GitHub CLI verifies them.
 */
function verifierFor(root) {
    const hasLogs = (root.json.tlogs ?? []).length > 0;
    const hasCtLogs = (root.json.ctlogs ?? []).length > 0;
    return new verify_dist/* Verifier */.BL(trustMaterial(root), { tlogThreshold: hasLogs ? 1 : 0, ctlogThreshold: hasCtLogs ? 1 : 0, timestampThreshold: 1 });
}
/**
 * The whole of sigstore-js's verification of a bundle this action signed, before it is published
 * anywhere: certificate chain and validity, SCT, transparency-log proof or timestamp, and the
 * DSSE signature. Its log entry's address when it has one; a SigstoreError saying what failed.
 */
function verifyOwnBundle(bundle, root) {
    try {
        verifierFor(root).verify((0,verify_dist/* toSignedEntity */.DC)((0,dist.bundleFromJSON)(bundle.json)));
    }
    catch (err) {
        throw new errors/* SigstoreError */.Fd(`it does not verify against ${root.name}: ${reason(err)}`);
    }
    return { logUrl: logUrl(bundle, root) };
}
/**
 * sigstore-js's verification of one bundle, as two checks. sigstore-js stops at the first
 * failure, in this order: timestamps, certificate chain, log entries, signature.
 */
function verifyWithSigstore(bundle, roots, authority) {
    const root = rootFor(roots, authority);
    if (!root)
        return {
            checks: [
                chainCheck(false, `the certificate was issued by ${authority ?? 'a CA with no organization'}, neither Sigstore's public-good instance nor GitHub's`),
                logCheck(undefined, 'not checked: no trust root for that CA')
            ]
        };
    const verifier = verifierFor(root);
    const logged = bundle.logEntries[0];
    const logPassed = logged ? `entry ${logged.logIndex} of the log, its inclusion verified` : "a signed timestamp from the trust root's timestamp authority";
    try {
        verifier.verify((0,verify_dist/* toSignedEntity */.DC)((0,dist.bundleFromJSON)(bundle.json)));
        return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(true, logPassed)], logUrl: logUrl(bundle, root) };
    }
    catch (err) {
        const code = err instanceof verify_dist/* VerificationError */.mk ? err.code : undefined;
        const why = reason(err);
        if (code === 'TIMESTAMP_ERROR')
            return { checks: [chainCheck(undefined, 'not checked: no verified time to check it at'), logCheck(false, why)] };
        if (code?.startsWith('TLOG_'))
            return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(false, why)] };
        if (code === 'SIGNATURE_ERROR')
            return { checks: [chainCheck(true, `chains to ${root.name}, valid when signed`), logCheck(true, logPassed)], logUrl: logUrl(bundle, root) };
        return { checks: [chainCheck(false, why), logCheck(undefined, 'not checked: the certificate did not verify')] };
    }
}


/***/ })

};
;