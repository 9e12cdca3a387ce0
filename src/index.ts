import { enableCompileCache } from './util/compile-cache.js'

// Before the action's code is loaded, so all of it is compiled through the cache.
enableCompileCache()
const { run } = await import('./action/main.js')
await run()
