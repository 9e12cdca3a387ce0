import { LibraryError } from '../util/errors.js'
/**
 * JSON read as a stream, keeping only the values a reader asks for. Scanners write SARIF and
 * SBOMs of hundreds of megabytes; parsing one whole would hold the text and every value in
 * memory at once. Here the text goes by in chunks: the reader is asked, as each value starts,
 * whether to descend into it, take it (its text is parsed alone, by `JSON.parse`) or skip it,
 * so memory holds one taken value at a time and whatever the reader keeps of it.
 *
 * What is descended into is checked as JSON token by token; a taken value is checked by
 * `JSON.parse`. A skipped value is only followed to its end (strings closed, brackets
 * matched): it is never read, and checking it fully would cost as much again as the reading.
 */

/** A step on the way to a value: an object's member name or an array's index. */
export type JsonKey = string | number
export type ValueKind = 'object' | 'array' | 'scalar'
/** What the reading does with a value. */
export type Choice = 'descend' | 'take' | 'skip'

export interface JsonSelection {
  /** Asked as each value starts, with where it is and what it is. */
  choose(path: readonly JsonKey[], kind: ValueKind): Choice
  /** A value chosen to be taken, parsed. */
  take(path: readonly JsonKey[], value: unknown): void
  /** A container descended into has ended; `path` is its own. */
  leave?(path: readonly JsonKey[]): void
}

/** Text that is not JSON, with the byte offset where that shows. */
export class JsonError extends LibraryError {
  constructor(
    message: string,
    readonly offset: number
  ) {
    super('invalid_input', message)
    this.name = 'JsonError'
  }
}

/** Containers nested deeper than this are refused, descended into or not: no real document comes close. */
export const MAX_SELECT_DEPTH = 512

const enum S {
  Value,
  ArrayFirst,
  ObjectFirst,
  Key,
  Colon,
  After,
  End,
  KeyString,
  Raw,
  RawString,
  Scalar,
  ScalarString
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
const isDelimiter = (c: number) => c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || isSpace(c)

/** A streaming reader of one JSON document: `write` each chunk in order, then `end`. */
export class JsonSelector {
  private state = S.Value
  /** The keys down to the value being read, one per container descended into. */
  private readonly path: JsonKey[] = []
  /** For each container descended into: whether it is an array. */
  private readonly arrays: boolean[] = []
  /** Brackets open inside a taken or skipped container. */
  private readonly raw = new Uint8Array(MAX_SELECT_DEPTH)
  private rawDepth = 0
  private taking = false
  /** The chunks a taken value (or a key) spans, before the current one. */
  private pieces: Buffer[] = []
  private from = 0
  private escaped = false
  /** Bytes of the chunks before the current one. */
  private offset = 0
  private started = false
  private keyEscapes = false

  constructor(private readonly selection: JsonSelection) {}

  private problem(message: string, at: number): JsonError {
    return new JsonError(message, this.offset + at)
  }

  /** The bytes from `from` in the chunks kept, up to `end` of this one, as text. */
  private text(chunk: Buffer, end: number): string {
    const tail = chunk.subarray(this.from, end)
    const bytes = this.pieces.length === 0 ? tail : Buffer.concat([...this.pieces, tail])
    this.pieces = []
    return bytes.toString('utf8')
  }

  private parse(text: string, at: number): unknown {
    try {
      return JSON.parse(text)
    } catch (err) {
      throw this.problem(`not JSON: ${(err as Error).message}`, at)
    }
  }

  /** A value ended at `end` of this chunk: hand it over if taken, then on to what follows it. */
  private valueEnded(chunk: Buffer, end: number): void {
    if (this.taking) this.selection.take(this.path, this.parse(this.text(chunk, end), end))
    this.taking = false
    this.state = this.arrays.length === 0 ? S.End : S.After
  }

  /** A value starts at `i` with byte `c`, in a state that expects one. */
  private startValue(i: number, c: number): void {
    const kind: ValueKind = c === OPEN_OBJECT ? 'object' : c === OPEN_ARRAY ? 'array' : 'scalar'
    const scalarStart = c === QUOTE || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e
    if (kind === 'scalar' && !scalarStart) throw this.problem(`unexpected ${describe(c)} where a value was expected`, i)
    const choice = this.selection.choose(this.path, kind)
    if (kind !== 'scalar' && choice === 'descend') {
      if (this.arrays.length + 1 > MAX_SELECT_DEPTH) throw this.problem(`nests deeper than ${MAX_SELECT_DEPTH} levels`, i)
      this.arrays.push(kind === 'array')
      this.state = kind === 'array' ? S.ArrayFirst : S.ObjectFirst
      return
    }
    this.taking = choice === 'take'
    this.from = i
    this.pieces = []
    if (kind !== 'scalar') {
      this.raw[0] = c
      this.rawDepth = 1
      this.state = S.Raw
    } else if (c === QUOTE) {
      this.escaped = false
      this.state = S.ScalarString
    } else this.state = S.Scalar
  }

  write(chunk: Buffer): void {
    if (chunk.length > 0) this.started = true
    const n = chunk.length
    let i = 0
    while (i < n) {
      switch (this.state) {
        case S.Raw: {
          // The hot loop: most of a large document is taken or skipped.
          const raw = this.raw
          let depth = this.rawDepth
          for (; i < n; i++) {
            const c = chunk[i]
            if (c === QUOTE) {
              for (i++; i < n; i++) {
                const s = chunk[i]
                if (s === BACKSLASH) i++
                else if (s === QUOTE) break
              }
              if (i >= n) {
                this.escaped = i > n
                this.rawDepth = depth
                this.state = S.RawString
                break
              }
            } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
              if (depth === MAX_SELECT_DEPTH) throw this.problem(`nests deeper than ${MAX_SELECT_DEPTH} levels`, i)
              raw[depth++] = c
            } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
              if (raw[--depth] !== c - 2) throw this.problem(`unexpected ${describe(c)}`, i)
              if (depth === 0) {
                this.rawDepth = 0
                this.valueEnded(chunk, i + 1)
                i++
                break
              }
            }
          }
          if (this.state === S.Raw) this.rawDepth = depth
          break
        }
        case S.RawString:
        case S.ScalarString: {
          if (this.escaped) {
            this.escaped = false
            i++
            continue
          }
          for (; i < n; i++) {
            const s = chunk[i]
            if (s === BACKSLASH) i++
            else if (s === QUOTE) break
          }
          if (i >= n) {
            this.escaped = i > n
            break
          }
          i++
          if (this.state === S.RawString) this.state = S.Raw
          else this.valueEnded(chunk, i)
          break
        }
        case S.Scalar: {
          while (i < n && !isDelimiter(chunk[i])) i++
          if (i < n) this.endScalar(chunk, i)
          break
        }
        case S.KeyString: {
          if (this.escaped) {
            this.escaped = false
            i++
            continue
          }
          for (; i < n; i++) {
            const s = chunk[i]
            if (s === BACKSLASH) {
              this.keyEscapes = true
              i++
            } else if (s === QUOTE) break
          }
          if (i >= n) {
            this.escaped = i > n
            break
          }
          i++
          // Most keys hold no escape: their bytes are their text, without a parse.
          const key = this.keyEscapes || this.pieces.length > 0 ? (this.parse(this.text(chunk, i), i) as string) : chunk.toString('utf8', this.from + 1, i - 1)
          this.path.push(key)
          this.state = S.Colon
          break
        }
        default:
          i = this.structure(chunk, i)
      }
    }
    this.keepPartial(chunk)
    this.offset += n
  }

  /** A value or key still open at the chunk's end keeps its bytes for the next. */
  private keepPartial(chunk: Buffer): void {
    const open =
      this.state === S.KeyString ||
      this.state === S.Scalar ||
      ((this.state === S.Raw || this.state === S.RawString || this.state === S.ScalarString) && this.taking)
    if (open && this.from < chunk.length) this.pieces.push(Buffer.from(chunk.subarray(this.from)))
    this.from = 0
  }

  private endScalar(chunk: Buffer, end: number): void {
    const value = this.parse(this.text(chunk, end), end)
    if (this.taking) this.selection.take(this.path, value)
    this.taking = false
    this.state = this.arrays.length === 0 ? S.End : S.After
  }

  /** Tokens between values, in the containers descended into; returns where it stopped. */
  private structure(chunk: Buffer, i: number): number {
    const n = chunk.length
    for (; i < n; i++) {
      const c = chunk[i]
      if (isSpace(c)) continue
      switch (this.state) {
        case S.Value:
          this.startValue(i, c)
          return i + 1
        case S.ArrayFirst:
          if (c === CLOSE_ARRAY) {
            this.closeContainer()
            continue
          }
          this.path.push(0)
          this.startValue(i, c)
          return i + 1
        case S.ObjectFirst:
        case S.Key:
          if (c === CLOSE_OBJECT && this.state === S.ObjectFirst) {
            this.closeContainer()
            continue
          }
          if (c !== QUOTE) throw this.problem(`unexpected ${describe(c)} where a member name was expected`, i)
          this.from = i
          this.pieces = []
          this.keyEscapes = false
          this.state = S.KeyString
          return i + 1
        case S.Colon:
          if (c !== COLON) throw this.problem(`unexpected ${describe(c)} where \`:\` was expected`, i)
          this.state = S.Value
          continue
        case S.After: {
          const inArray = this.arrays[this.arrays.length - 1]
          if (c === COMMA) {
            if (inArray) {
              ;(this.path[this.path.length - 1] as number)++
              this.state = S.Value
            } else {
              this.path.pop()
              this.state = S.Key
            }
            continue
          }
          if (c === (inArray ? CLOSE_ARRAY : CLOSE_OBJECT)) {
            this.path.pop()
            this.closeContainer()
            continue
          }
          throw this.problem(`unexpected ${describe(c)} where \`,\` or \`${inArray ? ']' : '}'}\` was expected`, i)
        }
        case S.End:
          throw this.problem(`unexpected ${describe(c)} after the end of the document`, i)
        default:
          return i
      }
    }
    return i
  }

  private closeContainer(): void {
    this.arrays.pop()
    this.selection.leave?.(this.path)
    this.state = this.arrays.length === 0 ? S.End : S.After
  }

  /** The document is complete: anything still open is a problem. */
  end(): void {
    if (this.state === S.Scalar && this.arrays.length === 0) this.endScalar(Buffer.alloc(0), 0)
    if (!this.started) throw this.problem('empty', 0)
    if (this.state !== S.End) throw this.problem('ends before the document does (cut short?)', 0)
  }
}

function describe(c: number): string {
  return c >= 0x21 && c <= 0x7e ? `\`${String.fromCharCode(c)}\`` : `byte 0x${c.toString(16).padStart(2, '0')}`
}
