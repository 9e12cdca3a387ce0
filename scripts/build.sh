#!/usr/bin/env bash
# Generates what lists the operations (the registry, action.yml, one <operation>/action.yml
# each, the README's tables) from their declarations, compiles the request and answer checks
# (src/clients/service/catalogue/compiled/, not committed), then bundles the action
# (dist/index.js and its lazily loaded chunks, CommonJS since Node loads those more cheaply than
# ES modules: scripts/ncc-commonjs.mjs; and the fingerprint helper thread's own entry,
# dist/fingerprint-worker/index.js, which the chunk beside it starts by path), each
# operation's entry (dist/operations/<operation>.js) and the sandbox (dist/sandbox.js, its code
# under dist/sandbox/, an ES module bundle). All are committed: users run them as is.
set -euo pipefail
cd "$(dirname "$0")/.."
generate() {
  node --experimental-transform-types --disable-warning=ExperimentalWarning --import ./scripts/ts-loader.mjs scripts/generate.ts "$@"
}
generate
node --experimental-transform-types --disable-warning=ExperimentalWarning --import ./scripts/ts-loader.mjs scripts/compile-checks.ts
rm -rf dist
node scripts/ncc-commonjs.mjs src/index.ts dist
ncc build src/artifacts/walk-worker.ts -o dist/fingerprint-worker --minify
ncc build src/sandbox/cli.ts -o dist/sandbox --minify --license licenses.txt
# CommonJS like the rest of dist/ (dist/package.json), starting the ES module bundle; a bundle
# that cannot load fails the process as a static import of it would.
cat > dist/sandbox.js <<'JS'
// The local sandbox of the evidence service: node dist/sandbox.js --help
import('./sandbox/index.js').catch((error) => {
  console.error(error)
  process.exitCode = 1
})
JS
generate --dist
# What the bundle was built from, so the tests can tell a stale dist/ (__tests__/setup/fresh-dist.mjs).
node scripts/sources-hash.mjs > dist/sources.sha256
