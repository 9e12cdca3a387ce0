import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ActionError } from '../../../src/action/errors.js'
import { PATTERNS } from '../../../src/clients/service/patterns.js'
import { readCommon } from '../../../src/action/settings.js'
import { inputsOf } from '../../helpers/inputs.js'
import { tempDir } from '../../helpers/tree.js'

function problem(fn: () => unknown): ActionError {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(ActionError)
    return err as ActionError
  }
  throw new Error('expected a failure')
}

describe('Inputs', () => {
  it('treats empty and blank as not given', () => {
    expect(inputsOf({ a: '', b: '   ' }).optional('a')).toBeUndefined()
    expect(inputsOf({ b: '   ' }).optional('b')).toBeUndefined()
  })

  it('names the input, the problem and the expected form', () => {
    const err = problem(() => inputsOf({ fingerprint: 'abc' }).optional('fingerprint', PATTERNS.fingerprint))
    expect(err.kind).toBe('invalid_input')
    expect(err.message).toContain('input `fingerprint`')
    expect(err.message).toContain('3 characters')
    expect(err.message).toContain('64 lowercase hex')
  })

  it('requires required inputs', () => {
    expect(problem(() => inputsOf({}).required('flow')).message).toBe('input `flow`: required but not given, nor `KOSLI_FLOW` in the environment')
  })

  it.each([
    ['true', true],
    ['TRUE', true],
    ['False', false]
  ])('reads boolean %s', (text, value) => {
    expect(inputsOf({ x: text }).boolean('x')).toBe(value)
  })

  it.each(['yes', '1', 'on', 'ture'])('refuses %s as a boolean', (text) => {
    expect(problem(() => inputsOf({ x: text }).boolean('x')).message).toContain('`true` or `false`')
  })

  it('never defaults a required boolean to false', () => {
    expect(problem(() => inputsOf({}).requiredBoolean('compliant')).message).toContain('input `compliant`: required')
  })

  it('splits lists by line and comma and drops blanks', () => {
    expect(inputsOf({ l: 'a, b\n\n c ,\n,d' }).list('l')).toEqual(['a', 'b', 'c', 'd'])
  })

  it('checks every list item', () => {
    expect(problem(() => inputsOf({ l: 'good,bad name' }).list('l', PATTERNS.attestationName)).message).toContain('`bad name`')
  })

  it('parses JSON text and @file, relative to the base directory', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'in-'))
    writeFileSync(path.join(dir, 'data.json'), '{"a": 1}')
    expect(inputsOf({ j: '{"b": [1]}' }).json('j')).toEqual({ b: [1] })
    expect(inputsOf({ j: '@data.json' }, dir).jsonObject('j')).toEqual({ a: 1 })
    expect(problem(() => inputsOf({ j: '@missing.json' }, dir).json('j')).message).toContain('missing.json does not exist')
    expect(problem(() => inputsOf({ j: '{a:1}' }).json('j')).message).toContain('not valid JSON')
    expect(problem(() => inputsOf({ j: '[1]' }).jsonObject('j')).message).toContain('got an array; expected a JSON object')
  })

  it('bounds JSON: nesting depth, and the size and kind of an @file', () => {
    expect(inputsOf({ j: '['.repeat(64) + ']'.repeat(64) }).json('j')).toBeDefined()
    expect(problem(() => inputsOf({ j: '['.repeat(65) + ']'.repeat(65) }).json('j')).message).toContain('input `j`: nests deeper than 64 levels')
    expect(problem(() => inputsOf({ j: '['.repeat(6000) + ']'.repeat(6000) }).json('j')).message).toContain('nests deeper')
    const dir = tempDir('in-')
    writeFileSync(path.join(dir, 'big.json'), `"${'x'.repeat(1024 * 1024)}"`)
    expect(problem(() => inputsOf({ j: '@big.json' }, dir).json('j')).message).toContain('over the limit of 1 MiB')
    expect(problem(() => inputsOf({ j: '@/dev/zero' }, dir).json('j')).message).toContain('/dev/zero is not a regular file')
    expect(problem(() => inputsOf({ j: `@${dir}` }, dir).json('j')).message).toContain('is a directory')
  })

  it('takes a fingerprint bare or as sha256:<hex>, as image builds give it', () => {
    const fp = 'a'.repeat(64)
    expect(inputsOf({ f: fp }).fingerprint('f', PATTERNS.fingerprint)).toBe(fp)
    expect(inputsOf({ f: `sha256:${fp}` }).fingerprint('f', PATTERNS.fingerprint)).toBe(fp)
    expect(inputsOf({ f: `SHA256:${fp}` }).fingerprint('f', PATTERNS.fingerprint)).toBe(fp)
    expect(problem(() => inputsOf({ f: `sha512:${fp}` }).fingerprint('f', PATTERNS.fingerprint)).message).toContain('or `sha256:` followed by 64 of them')
    expect(inputsOf({}).fingerprint('f', PATTERNS.fingerprint)).toBeUndefined()
  })

  it('reads integers within limits only', () => {
    expect(inputsOf({ n: '12' }).integer('n', { min: 1, max: 20 })).toBe(12)
    for (const bad of ['-1', '0', '1.5', 'ten', '21']) {
      expect(problem(() => inputsOf({ n: bad }).integer('n', { min: 1, max: 20 })).message).toContain('from 1 to 20')
    }
  })

  it('accepts only listed values', () => {
    expect(inputsOf({ r: 'US' }).oneOf('r', ['eu', 'us'] as const)).toBe('us')
    expect(problem(() => inputsOf({ r: 'asia' }).oneOf('r', ['eu', 'us'] as const)).message).toContain('`eu`, `us`')
  })
})

describe('common settings', () => {
  it('has the documented defaults', () => {
    const common = readCommon(inputsOf({}, '/work'))
    expect(common).toMatchObject({
      baseUrl: 'https://app.kosli.com/api/v2',
      authScheme: 'bearer',
      dryRun: false,
      timeoutSeconds: 30,
      maxRetries: 3,
      onError: 'fail',
      baseDir: '/work'
    })
  })

  it('picks the US region', () => {
    expect(readCommon(inputsOf({ region: 'us' })).baseUrl).toBe('https://app.us.kosli.com/api/v2')
  })

  it('refuses an org that would change the path', () => {
    expect(problem(() => readCommon(inputsOf({ org: 'acme/other' }))).message).toContain('input `org`')
  })
})
