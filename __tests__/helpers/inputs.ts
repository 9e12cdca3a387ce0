import { cliEnvironment } from '../../src/action/cli-environment.js'
import { Inputs } from '../../src/action/inputs.js'

/** Inputs as a workflow gives them; `env` holds the Kosli CLI's variables, as the job's `env:` would. */
export function inputsOf(values: Record<string, string>, baseDir = process.cwd(), env: Record<string, string> = {}): Inputs {
  return new Inputs(
    (name) => values[name] ?? '',
    baseDir,
    Object.keys(values).filter((k) => values[k].trim() !== ''),
    cliEnvironment(env)
  )
}
