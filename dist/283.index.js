export const id = 283;
export const ids = [283];
export const modules = {

/***/ 22283:
/***/ ((module) => {

// The toolkit imports undici at load time, for two things only GitHub API calls use: `fetch`,
// and `ProxyAgent` behind a proxy. Bundled as-is, undici is most of the action's start-up
// code, so the bundle maps `undici` here (tsconfig `paths`), and src/github/api.ts, loaded
// only by operations that call GitHub, registers the real module before any of it is used.
const KEY = Symbol.for('evidence-action.undici')

function undici() {
  const real = globalThis[KEY]
  if (!real) throw new Error('undici is used before src/github/api.ts registered it')
  return real
}

module.exports = {
  get ProxyAgent() {
    return undici().ProxyAgent
  },
  get fetch() {
    return undici().fetch
  }
}


/***/ })

};
