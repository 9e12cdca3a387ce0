import { Inputs } from '../../src/action/inputs.js'

export function inputsOf(values: Record<string, string>, baseDir = process.cwd()): Inputs {
  return new Inputs(
    (name) => values[name] ?? '',
    baseDir,
    Object.keys(values).filter((k) => values[k].trim() !== '')
  )
}
