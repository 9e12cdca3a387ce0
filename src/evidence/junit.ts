import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { JUnitResult } from '../service/catalogue/attestations.js'

/** Why a file is not JUnit XML the action can read, worded to follow the file's path. */
export class JUnitProblem extends Error {
  constructor(
    readonly file: string,
    message: string
  ) {
    super(message)
    this.name = 'JUnitProblem'
  }
}

type Element = Record<string, unknown>

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  // JUnit needs only XML's own entities; a document type could expand without bound.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === 'testsuite' || name === 'testcase'
})

function attribute(element: Element, name: string): string | undefined {
  const value = element[`@${name}`]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function children(element: Element, name: string): Element[] {
  const value = element[name]
  return Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Element[]) : []
}

/** Test cases that carry a `<failure>`, `<error>` or `<skipped>` child. */
function casesWith(cases: Element[], child: string): number {
  return cases.filter((c) => child in c).length
}

/**
 * One suite's totals, counted from its test cases as the reference client counts them (a
 * suite's own `tests` or `failures` attributes are summaries some tools get wrong); its
 * timestamp is read as UTC when it names no zone.
 */
function suiteResult(suite: Element): JUnitResult {
  const cases = children(suite, 'testcase')
  const timestamp = attribute(suite, 'timestamp')
  const at = timestamp === undefined ? NaN : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(timestamp) ? timestamp : `${timestamp}Z`)
  const duration = cases.reduce((sum, c) => sum + (Number(attribute(c, 'time')) || 0), 0)
  return {
    name: attribute(suite, 'name') ?? '',
    failures: casesWith(cases, 'failure'),
    errors: casesWith(cases, 'error'),
    skipped: casesWith(cases, 'skipped'),
    total: cases.length,
    duration: Math.round(duration * 1e6) / 1e6,
    ...(!Number.isNaN(at) && { timestamp: Math.floor(at / 1000) })
  }
}

/** Every `<testsuite>`, however deeply `<testsuites>` and `<testsuite>` nest. */
function suites(element: Element): Element[] {
  return children(element, 'testsuite').flatMap((suite) => [suite, ...suites(suite)])
}

/**
 * The results of one JUnit XML document: one entry per `<testsuite>`. A document that is not
 * well-formed XML, declares a document type, or has neither `<testsuites>` nor `<testsuite>`
 * at its root is refused, naming the file.
 */
export function parseJUnit(file: string, text: string): JUnitResult[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new JUnitProblem(file, `${file} declares a document type; JUnit XML needs none, and entities it declares are not expanded`)
  const valid = XMLValidator.validate(text)
  if (valid !== true) throw new JUnitProblem(file, `${file} is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`)
  const document = parser.parse(text) as Element
  const root = Object.keys(document).find((key) => !key.startsWith('?'))
  if (root === 'testsuites') {
    const top = document.testsuites
    return suites(top && typeof top === 'object' ? (top as Element) : {}).map(suiteResult)
  }
  if (root === 'testsuite') {
    const [suite] = children(document, 'testsuite')
    return [suite, ...suites(suite)].map(suiteResult)
  }
  throw new JUnitProblem(file, `${file} is not JUnit XML: its root element is <${root ?? 'none'}>, not <testsuites> or <testsuite>`)
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
