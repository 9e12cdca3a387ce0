import { enableCompileCache } from './util/compile-cache.js'
import { writeStdoutDirectly } from './util/stdout.js'

// Before the action's code is loaded, so all of it is compiled through the cache.
enableCompileCache()
// Before the toolkit's first line (the API key's mask).
writeStdoutDirectly()
// No top-level await: in the CommonJS bundle (scripts/ncc-commonjs.mjs) it would add webpack's
// async-module runtime around the entry. A rejection is left unhandled, which fails the step
// with its stack as the await did.
void import('./action/main.js').then(({ run }) => run())
