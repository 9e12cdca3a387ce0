import type { ActionError } from './errors.js'
import type { Inputs } from './inputs.js'
import { literalDefault, type ChoiceNames, type InputSpec, type InputSpecs, type NamesOf, type ValueOf } from './declare.js'

/**
 * An operation's inputs, read through its own declaration: a name it did not declare, or one
 * of another kind (`boolean('flow')`), is a type error. Each value is checked against the
 * declared pattern, values and range, and an empty one takes the declared default.
 *
 * Typed by names and values only, with function properties, not methods: a reader of more
 * inputs then serves where a reader of fewer is asked for (a shared group's helper), however
 * each describes them, and never the other way round.
 */
export type InputReader<D extends InputSpecs> = Reader<
  NamesOf<D, 'string' | 'secret'>,
  NamesOf<D, 'path'>,
  NamesOf<D, 'boolean'>,
  NamesOf<D, 'number'>,
  NamesOf<D, 'list'>,
  NamesOf<D, 'json'>,
  keyof D & string,
  { [N in ChoiceNames<D>]: ValueOf<D[N]> }
>

/**
 * The reader by what it can read, one type parameter for each kind of name (each then varies
 * on its own: a reader of more strings serves where fewer are asked for, whatever the rest).
 */
export interface Reader<
  Strings extends string,
  Paths extends string,
  Booleans extends string,
  Numbers extends string,
  Lists extends string,
  Json extends string,
  All extends string,
  Choices extends Record<string, string>
> {
  /** `working-directory`, absolute: the base for relative paths. */
  readonly baseDir: string
  /** A string (or secret), checked against its pattern; undefined when empty and without default. */
  string: (name: Strings) => string | undefined
  /** The same, required: empty is an error naming the input (`why` says when it is needed). */
  required: (name: Strings | Paths, why?: string) => string
  /** One of the declared values (in any case), or the default. */
  choice: <N extends keyof Choices & string>(name: N) => Choices[N] | undefined
  /** Only true or false, in any case. */
  boolean: (name: Booleans) => boolean | undefined
  /** A boolean that must be given: empty is an error, never a silent false. */
  requiredBoolean: (name: Booleans) => boolean
  /** A whole number within the declared range. */
  number: (name: Numbers) => number | undefined
  /** One item per line or comma-separated, each checked against the pattern. */
  list: (name: Lists) => string[]
  /** A path, resolved against `working-directory`. */
  path: (name: Paths) => string | undefined
  /** JSON text or `@file`, any value. */
  json: (name: Json) => unknown
  jsonObject: (name: Json) => Record<string, unknown> | undefined
  jsonArray: (name: Json) => unknown[] | undefined
  /** Free-form data: a JSON object or array. */
  jsonData: (name: Json) => Record<string, unknown> | unknown[] | undefined
  /** A fingerprint by the declared pattern, also as `sha256:<64 hex>`. */
  fingerprint: (name: Strings) => string | undefined
  /** Refuses the input's value: the message names it, and the expected form (by default its pattern's). */
  fail: (name: All, problem: string, expected?: string) => ActionError
  /** A path given inside another input (a list item, a JSON value), resolved the same way. */
  resolve: (p: string) => string
}

/** Binds the raw inputs to a declaration. */
export function readerOf<D extends InputSpecs>(inputs: Inputs, specs: D): InputReader<D> {
  const spec = (name: string): InputSpec => {
    const found = specs[name]
    // Only reachable past the types (a cast, or JavaScript): a bug, said as one.
    if (!found) throw new Error(`input \`${name}\` is read but not declared by the operation`)
    return found
  }
  const pattern = (name: string) => {
    const s = spec(name)
    return 'pattern' in s ? s.pattern : undefined
  }
  const string = (name: string): string | undefined => inputs.optional(name, pattern(name)) ?? literalDefault(spec(name))
  return {
    baseDir: inputs.baseDir,
    string,
    required: (name, why) => {
      const value = string(name)
      return value === undefined ? inputs.required(name, pattern(name), why) : value
    },
    choice: ((name: string) => {
      const s = spec(name) as { values: readonly string[] }
      return inputs.oneOf(name, s.values, literalDefault(s as InputSpec))
    }) as InputReader<D>['choice'],
    boolean: (name) => {
      const value = inputs.boolean(name)
      if (value !== undefined) return value
      const fallback = literalDefault(spec(name))
      return fallback === undefined ? undefined : fallback === 'true'
    },
    requiredBoolean: (name) => inputs.requiredBoolean(name),
    number: (name) => {
      const s = spec(name) as { min: number; max: number }
      const value = inputs.integer(name, { min: s.min, max: s.max })
      const fallback = literalDefault(spec(name))
      return value ?? (fallback === undefined ? undefined : Number(fallback))
    },
    list: (name) => {
      const items = inputs.list(name, pattern(name))
      const fallback = literalDefault(spec(name))
      return items.length === 0 && fallback !== undefined ? [fallback] : items
    },
    path: (name) => {
      const value = string(name)
      return value === undefined ? undefined : inputs.path(value)
    },
    json: (name) => inputs.json(name),
    jsonObject: (name) => inputs.jsonObject(name),
    jsonArray: (name) => inputs.jsonArray(name),
    jsonData: (name) => inputs.jsonData(name),
    fingerprint: (name) => {
      const rule = pattern(name)
      if (!rule) throw new Error(`input \`${String(name)}\` is read as a fingerprint but declares no pattern`)
      return inputs.fingerprint(name, rule)
    },
    fail: (name, problem, expected) => inputs.refuse(name, problem, expected ?? pattern(name)?.expected),
    resolve: (p) => inputs.path(p)
  }
}
