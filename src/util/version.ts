/** Kept equal to package.json's version by a test; it names the action in the User-Agent. */
export const VERSION = '1.0.0'
export const USER_AGENT = `evidence-action/${VERSION} (+github-action)`
