import * as core from '@actions/core'
import path from 'node:path'
import { invalidInput, type ActionError } from './errors.js'
import { jsonKindOf as jsonKind } from '../util/errors.js'
import { cliEnvironment, cliVariableOf, DRY_RUN_TOKEN } from './cli-environment.js'
import { FileError, readBoundedFile } from '../util/files.js'
import { jsonDepth, MAX_JSON_DEPTH } from '../util/json-depth.js'
import type { Pattern } from '../clients/service/patterns.js'
import { formatBytes, quoteValue } from '../util/text.js'

/** Reads one raw input; `''` when not given. */
export type InputGetter = (name: string) => string

const TRUE = /^true$/i
const FALSE = /^false$/i

/** JSON inputs given as `@file`: larger than any record the service takes. */
export const JSON_FILE_MAX_BYTES = 1024 * 1024

/**
 * Typed, validated access to the action's inputs. This is the only place that knows how an
 * input is spelled in a workflow; operations ask it for values and get them checked.
 */
export class Inputs {
  private readonly read = new Set<string>()
  /** Where each input that an environment variable can fill got its value: `input`, or the variable. */
  private readonly from = new Map<string, string>()

  constructor(
    private readonly getter: InputGetter,
    /** Base for relative paths (`working-directory`). */
    readonly baseDir: string,
    /** The inputs the workflow set, to tell which of them nothing read. */
    private readonly given: string[] = [],
    /** The Kosli CLI's variable standing in for an input not given (`cli-environment.ts`); `''` for none. */
    private readonly environment: InputGetter = () => ''
  ) {}

  private get(name: string): string {
    this.read.add(name)
    const value = this.getter(name)
    if (value.trim() !== '') {
      if (cliVariableOf(name)) this.from.set(name, 'input')
      return value
    }
    const standIn = this.environment(name)
    if (standIn !== '') this.from.set(name, cliVariableOf(name)!)
    return standIn
  }

  /** Where each setting an environment variable can fill came from, in the order they were read. */
  sources(): [input: string, from: string][] {
    return [...this.from]
  }

  /** Refuses an input's value, naming the variable it came from when it was not given as an input. */
  refuse(name: string, problem: string, expected?: string): ActionError {
    const from = this.from.get(name)
    return invalidInput(name, problem, expected, from === 'input' ? undefined : from)
  }

  /** Inputs the workflow set that nothing has read: most likely meant for another operation. */
  unused(defaults: Readonly<Record<string, string | undefined>> = {}): string[] {
    // A value equal to the root action's default was not the workflow's choice (`region: eu`).
    return this.given.filter((name) => !this.read.has(name) && this.getter(name).trim() !== defaults[name])
  }

  /** Empty means not given: a workflow cannot tell "unset" from `''`. */
  optional(name: string, pattern?: Pattern): string | undefined {
    const value = this.get(name).trim()
    if (value === '') return undefined
    if (pattern && !pattern.re.test(value)) {
      throw this.refuse(name, `${quoteValue(value)} is not valid`, pattern.expected)
    }
    return value
  }

  required(name: string, pattern?: Pattern, why = ''): string {
    const value = this.optional(name, pattern)
    if (value === undefined) {
      const variable = cliVariableOf(name)
      const nor = variable ? `, nor \`${variable}\` in the environment` : ''
      throw this.refuse(name, `required${why ? ` ${why}` : ''} but not given${nor}`, pattern?.expected)
    }
    return value
  }

  oneOf<T extends string>(name: string, values: readonly T[], fallback?: T): T | undefined {
    const value = this.optional(name)
    if (value === undefined) return fallback
    // In any case, given back as declared: `k8s` is the environment type `K8S`.
    const match = values.find((v) => v.toLowerCase() === value.toLowerCase())
    if (!match) throw this.refuse(name, `${quoteValue(value)} is not one of the accepted values`, values.map((v) => `\`${v}\``).join(', '))
    return match
  }

  /** Only true or false, in any case: `yes` or `1` is more likely a typo than a wish. */
  boolean(name: string): boolean | undefined {
    const value = this.optional(name)
    if (value === undefined) return undefined
    if (TRUE.test(value)) return true
    if (FALSE.test(value)) return false
    throw this.refuse(name, `${quoteValue(value)} is not a boolean`, '`true` or `false`')
  }

  /** A boolean the operation cannot default, such as a compliance verdict. */
  requiredBoolean(name: string): boolean {
    const value = this.boolean(name)
    if (value === undefined) throw this.refuse(name, 'required but not given', '`true` or `false`')
    return value
  }

  integer(name: string, limits: { min: number; max: number }): number | undefined {
    const value = this.optional(name)
    if (value === undefined) return undefined
    const n = /^[+-]?\d+$/.test(value) ? Number(value) : NaN
    if (!Number.isSafeInteger(n) || n < limits.min || n > limits.max) {
      throw this.refuse(name, `${quoteValue(value)} is out of range or not a whole number`, `a whole number from ${limits.min} to ${limits.max}`)
    }
    return n
  }

  /** One item per line or comma-separated; blank items dropped. */
  list(name: string, pattern?: Pattern): string[] {
    const items = this.get(name)
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter((s) => s !== '')
    if (pattern) {
      for (const item of items) {
        if (!pattern.re.test(item)) throw this.refuse(name, `item ${quoteValue(item)} is not valid`, pattern.expected)
      }
    }
    return items
  }

  /** JSON text, or `@path` to read it from a file. */
  json(name: string): unknown {
    const value = this.optional(name)
    if (value === undefined) return undefined
    const expected = `JSON text, or \`@path/to/file.json\` of at most ${formatBytes(JSON_FILE_MAX_BYTES)}`
    let text = value
    if (value.startsWith('@')) {
      try {
        text = readBoundedFile(this.path(value.slice(1)), JSON_FILE_MAX_BYTES).toString('utf8')
      } catch (err) {
        if (err instanceof FileError) throw this.refuse(name, err.message, expected)
        throw err
      }
    }
    // Counted before parsing: deeper JSON is no record a person wrote.
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw this.refuse(name, `nests deeper than ${MAX_JSON_DEPTH} levels`, `JSON at most ${MAX_JSON_DEPTH} levels deep`)
    try {
      return JSON.parse(text)
    } catch (err) {
      throw this.refuse(name, `not valid JSON (${(err as Error).message})`, expected)
    }
  }

  /**
   * A full fingerprint: 64 lowercase hex characters, also as `sha256:<64 hex>`, the form image
   * builds give (`docker/build-push-action`'s `digest`), so a build's output chains straight in.
   */
  fingerprint(name: string, pattern: Pattern): string | undefined {
    const value = this.optional(name)
    if (value === undefined) return undefined
    // `sha256:` (in either case, as image builds print it) names a whole fingerprint: exactly 64 hex.
    const prefixed = /^sha256:/i.test(value)
    const bare = prefixed ? value.slice('sha256:'.length) : value
    if (!pattern.re.test(bare) || (prefixed && bare.length !== 64))
      throw this.refuse(name, `${quoteValue(value)} is not valid`, `${pattern.expected}, or \`sha256:\` followed by 64 of them`)
    return bare
  }

  jsonObject(name: string): Record<string, unknown> | undefined {
    return this.jsonOf(name, (v) => !Array.isArray(v), 'a JSON object') as Record<string, unknown> | undefined
  }

  jsonArray(name: string): unknown[] | undefined {
    return this.jsonOf(name, Array.isArray, 'a JSON array') as unknown[] | undefined
  }

  /** Free-form data such as `user-data`: a JSON object or array. */
  jsonData(name: string): Record<string, unknown> | unknown[] | undefined {
    return this.jsonOf(name, () => true, 'a JSON object (or array), or `@file.json`') as Record<string, unknown> | unknown[] | undefined
  }

  /** JSON whose top level must be an object or array that `accept` allows. */
  private jsonOf(name: string, accept: (value: object) => boolean, expected: string): object | undefined {
    const value = this.json(name)
    if (value === undefined) return undefined
    if (value === null || typeof value !== 'object' || !accept(value)) throw this.refuse(name, `got ${jsonKind(value)}`, expected)
    return value
  }

  /** Resolves a user path against `working-directory`. */
  path(p: string): string {
    return path.resolve(this.baseDir, p)
  }
}

/**
 * Inputs as the runner provides them. The key and every other secret input (the caller knows
 * them: the declarations do) are masked before anything else is read, so no later message,
 * debug line included, can print them.
 */
export function actionInputs(secretInputs: readonly string[]): Inputs {
  const environment = cliEnvironment(process.env)
  // `KOSLI_API_TOKEN` is a key like `api-key`: masked as early, whichever of them is used.
  for (const key of [core.getInput('api-key'), environment('api-key')]) {
    // `DRY_RUN` is the client's word for "send nothing", no secret: masking it would blank it in every message.
    if (key === '' || key === DRY_RUN_TOKEN) continue
    core.setSecret(key)
    // The legacy Basic header carries the key in base64; mask that spelling too.
    core.setSecret(Buffer.from(`${key}:`).toString('base64'))
  }
  for (const secret of secretInputs.filter((name) => name !== 'api-key')) {
    const value = core.getInput(secret)
    if (value !== '') core.setSecret(value)
  }
  // Outside the runner (e.g. @github/local-action) action.yml's defaults arrive as written: an
  // unexpanded `${{ ... }}` is no value.
  const get: InputGetter = (name) => {
    const value = core.getInput(name)
    return /^\$\{\{[\s\S]*\}\}$/.test(value) ? '' : value
  }
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd()
  // The runner passes inputs as INPUT_<NAME>, upper-cased; action.yml names are lower-case.
  const given = Object.entries(process.env)
    .filter(([key, value]) => key.startsWith('INPUT_') && value?.trim())
    .map(([key]) => key.slice('INPUT_'.length).toLowerCase())
  return new Inputs(get, path.resolve(workspace, get('working-directory') || '.'), given, environment)
}
