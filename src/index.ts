import { writeStdoutDirectly } from './util/stdout.js'

// The bundle's chunks keep their compiled code between a job's steps through the bundle's own
// loader (src/vendor/chunk-code-cache.cjs). Node's compile cache (module.enableCompileCache) is
// not turned on: it would keep nothing the loader does not, and loading node:module for it (with
// its source-map support) cost 1-2 ms of every step (issue 31).
// Before the toolkit's first line (the API key's mask).
writeStdoutDirectly()
// No top-level await: in the CommonJS bundle (scripts/ncc-commonjs.mjs) it would add webpack's
// async-module runtime around the entry. A rejection is left unhandled, which fails the step
// with its stack as the await did.
void import('./action/main.js').then(({ run }) => run())
