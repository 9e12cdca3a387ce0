/**
 * The reference client's environment variables, read where the matching input is not given:
 * teams that use the Kosli CLI set them once at job or workflow level, and the action should
 * not make them say everything twice. An input always wins.
 */
export const CLI_VARIABLES = {
  'api-key': 'KOSLI_API_TOKEN',
  org: 'KOSLI_ORG',
  flow: 'KOSLI_FLOW',
  trail: 'KOSLI_TRAIL',
  // The client's host (`https://app.kosli.com`); the base URL's check appends `/api/v2`.
  'base-url': 'KOSLI_HOST',
  'dry-run': 'KOSLI_DRY_RUN'
} as const satisfies Record<string, string>

export type CliInput = keyof typeof CLI_VARIABLES

/** The client's token that means "send nothing": `--api-token DRY_RUN` or `KOSLI_API_TOKEN=DRY_RUN`. */
export const DRY_RUN_TOKEN = 'DRY_RUN'

export function cliVariableOf(input: string): string | undefined {
  return Object.hasOwn(CLI_VARIABLES, input) ? CLI_VARIABLES[input as CliInput] : undefined
}

/**
 * The client reads booleans as Go does (`strconv.ParseBool`): `1`, `t`, `TRUE`... A variable
 * set for the client keeps working here, given to the input's reader as `true` or `false`; any
 * other value is passed on as written, for the reader to refuse by name.
 */
function goBoolean(value: string): string {
  if (/^(1|t|T|TRUE|true|True)$/.test(value)) return 'true'
  if (/^(0|f|F|FALSE|false|False)$/.test(value)) return 'false'
  return value
}

/** Reads the variable standing in for an input: `''` when there is none, or it is empty. */
export function cliEnvironment(env: NodeJS.ProcessEnv = process.env): (input: string) => string {
  return (input) => {
    const variable = cliVariableOf(input)
    const value = variable === undefined ? '' : (env[variable] ?? '').trim()
    return input === 'dry-run' ? goBoolean(value) : value
  }
}

/** The inputs the variables fill, for the words "… or KOSLI_FLOW" in a message. */
export function orVariable(input: string): string {
  const variable = cliVariableOf(input)
  return variable ? `, or \`${variable}\` in the job's \`env\`` : ''
}

/**
 * Where the settings came from, in words for the log and the summary; undefined when every
 * one was an input, the case that needs no telling.
 */
export function describeSources(sources: [input: string, from: string][]): string | undefined {
  const fromEnvironment = sources.filter(([, from]) => from !== 'input')
  if (fromEnvironment.length === 0) return undefined
  const fromInputs = sources.filter(([, from]) => from === 'input')
  const parts = [`from the environment: ${fromEnvironment.map(([input, from]) => `\`${input}\` (\`${from}\`)`).join(', ')}`]
  if (fromInputs.length > 0) parts.push(`from inputs: ${fromInputs.map(([input]) => `\`${input}\``).join(', ')}`)
  return parts.join('; ')
}
