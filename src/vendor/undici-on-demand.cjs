// The toolkit imports undici at load time, for two things only GitHub API calls use: `fetch`,
// and `ProxyAgent` behind a proxy. Bundled as-is, undici is most of the action's start-up
// code, so the bundle maps `undici` here (tsconfig `paths`), and src/clients/github/api.ts
// (and oidc.ts), loaded only by operations that call GitHub, register the real module before
// any of it is used. The Kubernetes API is read with Node's own http/https (no undici).
const KEY = Symbol.for('evidence-action.undici')

function undici() {
  const real = globalThis[KEY]
  if (!real) throw new Error('undici is used before src/clients/github/api.ts registered it')
  return real
}

module.exports = {
  // Named only by @kubernetes/client-node's config.js, which its OpenID Connect authenticator
  // imports for a helper: its undici dispatcher is never made, so this is never read.
  get Agent() {
    return undici().Agent
  },
  get ProxyAgent() {
    return undici().ProxyAgent
  },
  get fetch() {
    return undici().fetch
  }
}
