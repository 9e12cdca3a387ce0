import { validate } from 'fast-xml-parser/validator'
import type { JUnitResult } from '../clients/service/catalogue/attestations.js'
import { LibraryError } from '../util/errors.js'

/** Why a file is not JUnit XML the action can read, worded to follow the file's path. */
export class JUnitError extends LibraryError {
  constructor(
    readonly file: string,
    message: string
  ) {
    super('invalid_input', message)
    this.name = 'JUnitError'
  }
}

/** How deep elements may nest: JUnit XML needs a handful of levels; a deeper document is refused. */
export const MAX_JUNIT_DEPTH = 100

/** Comments, CDATA and processing instructions (skipped), or a tag: end?, name, attributes, self-closing?. */
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)([^\s/>]+)((?:[^>"'/]|\/(?!>)|"[^"]*"|'[^']*')*)(\/?)>/g
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** An attribute's value with XML's own entities and character references replaced. */
function decode(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** The attributes named in `wanted`, trimmed; an empty one counts as absent. */
function attributes(text: string, wanted: string[]): Record<string, string | undefined> {
  const found: Record<string, string | undefined> = {}
  if (text.trim() === '') return found
  for (const [, name, double, single] of text.matchAll(ATTRIBUTE)) {
    if (!wanted.includes(name) || name in found) continue
    const value = decode(double ?? single ?? '').trim()
    found[name] = value === '' ? undefined : value
  }
  return found
}

interface Suite {
  result: JUnitResult
  duration: number
}

type Frame = { kind: 'root' } | { kind: 'suite'; suite: Suite } | { kind: 'case'; flags: Set<string> } | { kind: 'other' }

function timestampOf(value: string | undefined): number | undefined {
  const at = value === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(at) ? undefined : Math.floor(at / 1000)
}

/**
 * The results of one JUnit XML document: one entry per `<testsuite>` (below `<testsuites>` or
 * another suite, however deep), each counted from its test cases as the reference client
 * counts them (a suite's own `tests` or `failures` attributes are summaries some tools get
 * wrong); its timestamp is read as UTC when it names no zone. The document is checked to be
 * well-formed, then read tag by tag without building a tree, so memory does not grow with the
 * number of test cases. A document that is not well-formed XML, declares a document type,
 * nests deeper than ${MAX_JUNIT_DEPTH} levels, or has neither `<testsuites>` nor `<testsuite>` at
 * its root is refused, naming the file.
 */
export function parseJUnit(file: string, text: string): JUnitResult[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new JUnitError(file, `${file} declares a document type; JUnit XML needs none, and entities it declares are not expanded`)
  const valid = validate(text)
  if (valid !== true) throw new JUnitError(file, `${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`)
  const results: JUnitResult[] = []
  const open: Suite[] = []
  const stack: Frame[] = []
  let root: string | undefined
  const close = (frame: Frame | undefined) => {
    if (frame?.kind !== 'suite') return
    frame.suite.result.duration = Math.round(frame.suite.duration * 1e6) / 1e6
    open.pop()
  }
  for (const [token, end, name, attrs, selfClosing] of text.matchAll(TOKEN)) {
    if (name === undefined || token.startsWith('<!') || token.startsWith('<?')) continue
    if (end) {
      close(stack.pop())
      continue
    }
    const parent: Frame = stack.at(-1) ?? { kind: 'root' }
    if (root === undefined) {
      root = name
      if (name !== 'testsuites' && name !== 'testsuite')
        throw new JUnitError(file, `${file} is not JUnit XML: its root element is <${name}>, not <testsuites> or <testsuite>`)
    }
    let frame: Frame = { kind: 'other' }
    if (name === 'testsuite' && (parent.kind === 'suite' || (parent.kind === 'root' && stack.length === 0) || (stack.length === 1 && root === 'testsuites'))) {
      const { name: suiteName, timestamp } = attributes(attrs, ['name', 'timestamp'])
      const at = timestampOf(timestamp)
      const result: JUnitResult = {
        name: suiteName ?? '',
        failures: 0,
        errors: 0,
        skipped: 0,
        total: 0,
        duration: 0,
        ...(at !== undefined && { timestamp: at })
      }
      results.push(result)
      frame = { kind: 'suite', suite: { result, duration: 0 } }
      open.push(frame.suite)
    } else if (name === 'testcase' && parent.kind === 'suite') {
      parent.suite.result.total++
      parent.suite.duration += Number(attributes(attrs, ['time']).time) || 0
      frame = { kind: 'case', flags: new Set() }
    } else if (parent.kind === 'case' && (name === 'failure' || name === 'error' || name === 'skipped') && !parent.flags.has(name)) {
      parent.flags.add(name)
      const suite = open.at(-1)!.result
      if (name === 'failure') suite.failures++
      else if (name === 'error') suite.errors++
      else suite.skipped++
    }
    if (selfClosing) {
      close(frame)
      continue
    }
    if (stack.length >= MAX_JUNIT_DEPTH) throw new JUnitError(file, `${file} nests elements more than ${MAX_JUNIT_DEPTH} deep; JUnit XML needs a few levels`)
    stack.push(frame)
  }
  if (root === undefined) throw new JUnitError(file, `${file} is not JUnit XML: its root element is <none>, not <testsuites> or <testsuite>`)
  return results
}

export interface JUnitTotals {
  tests: number
  failures: number
  errors: number
  skipped: number
}

export function totals(results: JUnitResult[]): JUnitTotals {
  return results.reduce(
    (t, r) => ({ tests: t.tests + r.total, failures: t.failures + r.failures, errors: t.errors + r.errors, skipped: t.skipped + r.skipped }),
    { tests: 0, failures: 0, errors: 0, skipped: 0 }
  )
}
