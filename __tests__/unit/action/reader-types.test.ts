import { describe, expect, it } from '@jest/globals'
import { readerOf, type InputReader } from '../../../src/action/reader.js'
import { inputsOf } from '../../helpers/inputs.js'

// The typed accessor is checked by the compiler: `npm run typecheck` (and ts-jest, which
// type-checks this file) fails if a line marked @ts-expect-error compiles, i.e. if the reader
// ever accepted an undeclared name or a name of another kind.
const SPECS = {
  flow: { kind: 'string', description: 'Flow name' },
  'dry-run': { kind: 'boolean', default: 'false', description: 'Send nothing' },
  paths: { kind: 'list', description: 'Files' },
  'max-retries': { kind: 'number', min: 0, max: 10, description: 'Retries' },
  'on-error': { kind: 'string', values: ['fail', 'warn'], description: 'What a failure does' }
} as const

type Reader = InputReader<typeof SPECS>

function readsWhatIsDeclared(inputs: Reader): unknown[] {
  const onError: 'fail' | 'warn' | undefined = inputs.choice('on-error')
  return [inputs.string('flow'), inputs.boolean('dry-run'), inputs.list('paths'), inputs.number('max-retries'), onError]
}

/** Never called: it only has to compile exactly as the comments say. */
export function readsWhatIsNot(inputs: Reader): unknown[] {
  // @ts-expect-error a misspelled name
  const misspelled = inputs.string('flwo')
  // @ts-expect-error a name the operation did not declare
  const undeclared = inputs.string('trail')
  // @ts-expect-error a name of another kind: flow is a string, not a boolean
  const otherKind = inputs.boolean('flow')
  // @ts-expect-error a list read as a number
  const listAsNumber = inputs.number('paths')
  // @ts-expect-error a value the choice does not declare
  const otherValue: 'fail' | 'ignore' | undefined = inputs.choice('on-error')
  return [misspelled, undeclared, otherKind, listAsNumber, otherValue]
}

describe('the typed input reader', () => {
  const reader = readerOf(inputsOf({ flow: 'shop', paths: 'a, b', 'max-retries': '3', 'on-error': 'WARN' }), SPECS)

  it('reads the declared names as declared: defaults applied, kinds converted, choices in their case', () => {
    expect(readsWhatIsDeclared(reader)).toEqual(['shop', false, ['a', 'b'], 3, 'warn'])
  })

  it('refuses, past the types (a cast, or JavaScript), a name it was not given', () => {
    expect(() => readsWhatIsNot(reader)).toThrow('input `flwo` is read but not declared by the operation')
  })
})
