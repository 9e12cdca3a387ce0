import { ActionError, invalidInput } from '../../action/errors.js'
import { NAME_PATTERNS_EXPECTED, NameFilter, NamePatternError, type NameList, type PlainMatch } from '../../clients/runtimes/names.js'
import { RuntimeError } from '../../clients/runtimes/errors.js'
import type { AnyEndpoint } from '../../clients/service/endpoint.js'
import { MAX_REPORTED_ARTIFACTS, type RuntimeArtifact } from '../../clients/service/catalogue/environments.js'
import { ALL_IN_ENVIRONMENT, MAX_TABLE_ROWS, hash, type Cell } from '../../action/summary.js'
import type { InputSpecs } from '../../action/declare.js'
import { ENVIRONMENT_REPORT_OUTPUTS, RUNTIME_REPORT_INPUTS } from '../../action/input-groups.js'
import type { InputReader } from '../../action/reader.js'
import { serviceOperation, type Operation, type ServiceTools } from '../../action/types.js'

/** What a runtime report reads before its own settings: where it reports, and which names. */
export interface RuntimeSettings {
  environment: string
  names: NameFilter
}

/** What a runtime holds, read: the artifacts, and what a person should know about those left out. */
export interface Collected<A extends RuntimeArtifact> {
  artifacts: A[]
  /** Where each artifact runs, for the summary's table (a pod, a task), when there is more than its name. */
  where?: (artifact: A) => string
  /** Said in the summary's facts, e.g. "Namespaces" → "prod, web". */
  facts?: [string, string][]
}

type AllInputs<I extends InputSpecs> = typeof RUNTIME_REPORT_INPUTS & I

interface RuntimeDefinition<I extends InputSpecs, S, A extends RuntimeArtifact> {
  name: string
  title: string
  description: string
  inputs: I
  endpoint: AnyEndpoint
  /** The report's `type`, as the endpoint's path has it. */
  type: string
  /** The library's arguments → the input that gave each, for its errors. */
  arguments: Record<string, keyof I & string>
  /** How a plain name in `include-names`/`exclude-names` matches: `exact` (default) or, for S3 keys, `prefix`. */
  plainNames?: PlainMatch
  /** What the names are, for a warning about a pattern that matches none: "image", "key". */
  named: string
  read(inputs: InputReader<AllInputs<I>>): S | Promise<S>
  collect(settings: S & RuntimeSettings, tools: ServiceTools): Promise<Collected<A>>
}

/**
 * The one skeleton of every report of what runs where beyond a server (Docker, Kubernetes, ECS,
 * Lambda, S3): read the inputs, read the runtime, refuse more artifacts than the service takes,
 * send, and say what was reported. Each operation brings only how its runtime is read.
 */
export function runtimeReportOperation<const I extends InputSpecs, S, A extends RuntimeArtifact>(def: RuntimeDefinition<I, S, A>): Operation {
  return serviceOperation<AllInputs<I>, typeof ENVIRONMENT_REPORT_OUTPUTS, S & RuntimeSettings>({
    name: def.name,
    title: def.title,
    description: def.description,
    inputs: { ...RUNTIME_REPORT_INPUTS, ...def.inputs },
    outputs: ENVIRONMENT_REPORT_OUTPUTS,
    endpoint: def.endpoint,
    read: async (inputs) => {
      // The common group's kinds, which TypeScript cannot see through the generic spread.
      const common = inputs as unknown as InputReader<typeof RUNTIME_REPORT_INPUTS>
      const own = await def.read(inputs)
      return {
        ...own,
        environment: common.required('environment'),
        names: await readNameFilter(NAME_INPUTS, (name) => common.list(name as 'include-names'), def.plainNames)
      }
    },
    async run(settings, tools) {
      const { artifacts, where, facts = [] } = await asInputErrors(def.collect(settings, tools), def.arguments)
      warnUnmatched(settings.names, NAME_INPUTS, def.named, tools.log)
      if (artifacts.length > MAX_REPORTED_ARTIFACTS)
        throw new ActionError(
          'invalid_input',
          `${artifacts.length} artifacts found, more than the ${MAX_REPORTED_ARTIFACTS} the service takes in one report; nothing was sent. Narrow the report with \`include-names\` or \`exclude-names\`${def.name === 'report-k8s-env' ? ', or `namespaces`' : ''}`
        )
      const fingerprints: Record<string, string> = {}
      // The summary shows the first rows of the table: a cluster's thousands are counted, not built
      // (2-3 ms of a 3,000-pod report, issue 31).
      const rows: Cell[][] = []
      let total = 0
      for (const a of artifacts)
        for (const [name, fp] of Object.entries(a.digests)) {
          if (fp) fingerprints[name] = fp
          if (rows.length < MAX_TABLE_ROWS) rows.push([name, fp ? hash(fp) : 'no digest', ...(where ? [where(a)] : [])])
          total++
        }
      if (artifacts.length === 0) tools.log.info("Nothing runs there (or nothing matched): the service keeps the environment's current snapshot.")
      const response = await tools.client.call(def.endpoint, { org: tools.org, env_name: settings.environment }, { type: def.type, artifacts })
      return {
        outputs: { fingerprints: JSON.stringify(fingerprints), artifact_count: artifacts.length },
        summary: {
          title: `${def.title} for ${settings.environment}`,
          verdict: {
            ok: true,
            text:
              response.status === 201
                ? `New snapshot: ${artifacts.length} artifact(s) now run here`
                : artifacts.length === 0
                  ? 'Empty report: the current snapshot is kept'
                  : 'Nothing changed: the current snapshot is kept'
          },
          record: { href: tools.app.environment(tools.org, settings.environment), text: 'environment in the app' },
          facts: [['Artifacts', String(artifacts.length)], ...facts],
          table: {
            head: ['Artifact', 'Fingerprint', ...(where ? ['Where'] : [])],
            rows,
            total,
            rest: ALL_IN_ENVIRONMENT
          }
        }
      }
    }
  })
}

/** The input that gives each list of the common name filter. */
export const NAME_INPUTS: Record<NameList, string> = {
  include: 'include-names',
  includeRegex: 'include-names-regex',
  exclude: 'exclude-names',
  excludeRegex: 'exclude-names-regex'
}

/**
 * A name filter from the four inputs that give its lists (`inputs`: which input gives which
 * list); a pattern RE2 does not read is refused naming its input. `plain` turns plain names
 * into what is matched (an ECS cluster's ARN into its name).
 */
export async function readNameFilter(
  inputs: Record<NameList, string>,
  list: (input: string) => string[],
  how: PlainMatch = 'exact',
  plain: (names: string[]) => string[] = (names) => names
): Promise<NameFilter> {
  try {
    return await NameFilter.of(
      {
        include: plain(list(inputs.include)),
        includeRegex: list(inputs.includeRegex),
        exclude: plain(list(inputs.exclude)),
        excludeRegex: list(inputs.excludeRegex)
      },
      how
    )
  } catch (err) {
    if (err instanceof NamePatternError) throw invalidInput(inputs[err.list], err.message, NAME_PATTERNS_EXPECTED)
    throw err
  }
}

/** Characters a pattern has and a runtime's names do not: a plain name with one was meant as a pattern. */
const PATTERN_SYNTAX = /[*^$[\](){}|+?\\]/

/** A name or pattern that matched nothing is most likely a typo, or a pattern written for whole names: said, not fatal. */
export function warnUnmatched(filter: NameFilter, inputs: Record<NameList, string>, named: string, log: { warning(message: string): void }): void {
  for (const { list, pattern } of filter.unmatched()) {
    const patternInput = list === 'include' ? inputs.includeRegex : list === 'exclude' ? inputs.excludeRegex : undefined
    const why = list.endsWith('Regex')
      ? ' (a pattern is searched anywhere in a name, as the reference client does)'
      : patternInput && PATTERN_SYNTAX.test(pattern)
        ? `: it is read as a plain name, not a pattern; for a pattern use \`${patternInput}\` (RE2, searched anywhere in a name, e.g. \`^web-\`)`
        : ''
    log.warning(`input \`${inputs[list]}\`: \`${pattern}\` matches no ${named}${why}`)
  }
}

/** A runtime's error as the user reads it: a bad argument names the input that gave it. */
async function asInputErrors<T>(work: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await work
  } catch (err) {
    if (!(err instanceof RuntimeError)) throw err
    const input = err.argument === undefined ? undefined : names[err.argument]
    if (input !== undefined) throw invalidInput(input, err.message, err.expected)
    throw new ActionError(err.kind, err.message, { cause: err })
  }
}
