import type { Pattern } from '../clients/service/patterns.js'

/**
 * How an operation declares its inputs and outputs: once, in its own file. The reader
 * (`reader.ts`) checks values against these declarations, and `scripts/generate.ts` writes the
 * root `action.yml`, each operation's own `action.yml`, the registry and the README's tables
 * from them.
 */

/** What a workflow writes into the input, and so how it is read and checked. */
export type InputKind = 'string' | 'boolean' | 'list' | 'json' | 'path' | 'number' | 'secret'

interface InputBase {
  kind: InputKind
  /** One sentence for `action.yml` and the README: what it is, its default in words. */
  description: string
  /** Marked `required: true` in the operation's own action; read as required. */
  required?: boolean
  /**
   * A literal default: written into `action.yml` (the operation's own; the root's only when
   * every operation has it) and applied by the reader when the input is empty.
   * `${{ github.token }}`-style defaults are the runner's to expand, never the reader's.
   */
  default?: string
}

export interface StringInput extends InputBase {
  kind: 'string' | 'secret'
  pattern?: Pattern
  /** The accepted values as the service spells them, matched in any case; read by `choice`. */
  values?: readonly string[]
}

export interface ListInput extends InputBase {
  kind: 'list'
  /** Each item's rule. */
  pattern?: Pattern
  values?: readonly string[]
}

export interface NumberInput extends InputBase {
  kind: 'number'
  min: number
  max: number
}

export interface PlainInput extends InputBase {
  kind: 'boolean' | 'json' | 'path'
}

export type InputSpec = StringInput | ListInput | NumberInput | PlainInput
export type InputSpecs = Readonly<Record<string, InputSpec>>

/** Output name → what it holds, one sentence. */
export type OutputSpecs = Readonly<Record<string, string>>

/** The names of `D`'s inputs of the given kinds. */
export type NamesOf<D extends InputSpecs, K extends InputKind> = {
  [N in keyof D]: D[N] extends { kind: infer T } ? (T extends K ? N : never) : never
}[keyof D] &
  string

/** The names of `D`'s string inputs that list their accepted values. */
export type ChoiceNames<D extends InputSpecs> = {
  [N in keyof D]: D[N] extends { values: readonly string[] } ? N : never
}[keyof D] &
  string

export type ValueOf<S> = S extends { values: readonly (infer V)[] } ? V : string

/** A default that the runner expands (`${{ github.token }}`) is not a value the reader can use. */
export function literalDefault(spec: InputSpec): string | undefined {
  return spec.default !== undefined && !spec.default.startsWith('${{') ? spec.default : undefined
}
