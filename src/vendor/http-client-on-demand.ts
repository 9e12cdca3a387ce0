// @actions/core loads @actions/http-client at start, for OIDC tokens, and the HTTP client loads
// Node's http, https and tls with it: most of what a step that never calls the network would
// load. The bundle maps `@actions/http-client` here (tsconfig `paths`; this folder is CommonJS,
// so `require` loads on first use), and the real package is read the first time one of its
// exports is. It is named by its file: by its name, `paths` would map it here again.
import type * as Real from '../../node_modules/@actions/http-client/lib/index.js'

let real: typeof Real | undefined
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by design
const load = (): typeof Real => (real ??= require('../../node_modules/@actions/http-client/lib/index.js') as typeof Real)

const NAMES = ['HttpClient', 'HttpClientError', 'HttpClientResponse', 'HttpCodes', 'Headers', 'MediaTypes', 'getProxyUrl', 'isHttps'] as const
for (const name of NAMES) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] })

export declare const HttpClient: typeof Real.HttpClient
export type HttpClient = Real.HttpClient
export declare const HttpClientError: typeof Real.HttpClientError
export type HttpClientError = Real.HttpClientError
export declare const HttpClientResponse: typeof Real.HttpClientResponse
export type HttpClientResponse = Real.HttpClientResponse
export declare const HttpCodes: typeof Real.HttpCodes
export declare const Headers: typeof Real.Headers
export declare const MediaTypes: typeof Real.MediaTypes
export declare const getProxyUrl: typeof Real.getProxyUrl
export declare const isHttps: typeof Real.isHttps
