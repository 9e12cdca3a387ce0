// @actions/core loads @actions/exec at start, for platform details the action never asks for,
// and with it child_process and @actions/io. The bundle maps `@actions/exec` here (tsconfig
// `paths`), as ./http-client-on-demand.ts does the HTTP client: loaded on first use.
import type * as Real from '../../node_modules/@actions/exec/lib/exec.js'

let real: typeof Real | undefined
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, by design
const load = (): typeof Real => (real ??= require('../../node_modules/@actions/exec/lib/exec.js') as typeof Real)

for (const name of ['exec', 'getExecOutput'] as const) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] })

export declare const exec: typeof Real.exec
export declare const getExecOutput: typeof Real.getExecOutput
