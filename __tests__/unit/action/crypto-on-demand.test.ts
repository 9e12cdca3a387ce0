// The bundle's stand-in for Node's crypto (src/vendor/crypto-on-demand.cjs, inlined by
// scripts/ncc-commonjs.mjs): a random UUID from the system's random device without loading
// crypto, anything else from crypto, loaded once.
import { describe, expect, it, jest } from '@jest/globals'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { ROOT } from '../../helpers/run-action.js'

type Factory = (load: () => typeof crypto, fs?: typeof import('node:fs')) => typeof crypto
const cryptoOnDemand = createRequire(import.meta.url)(path.join(ROOT, 'src', 'vendor', 'crypto-on-demand.cjs')) as Factory
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('the crypto stand-in', () => {
  it('draws version 4 UUIDs from /dev/urandom, all different, without loading crypto', () => {
    const load = jest.fn(() => crypto)
    const standIn = cryptoOnDemand(load)
    const uuids = Array.from({ length: 2000 }, () => standIn.randomUUID())
    expect(uuids.filter((u) => !V4.test(u))).toEqual([])
    expect(new Set(uuids).size).toBe(2000)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads crypto, once, for anything else; from then on crypto makes the UUIDs too', () => {
    const real = { ...crypto, randomUUID: () => 'from crypto' } as unknown as typeof crypto
    const load = jest.fn(() => real)
    const standIn = cryptoOnDemand(load)
    expect(standIn.createHash('sha256').update('abc').digest('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect('createHash' in standIn).toBe(true)
    expect(standIn.randomUUID()).toBe('from crypto')
    expect(load).toHaveBeenCalledTimes(1)
    // webpack's interop asks this of every module it imports; crypto never has it.
    expect((standIn as unknown as { __esModule?: boolean }).__esModule).toBeUndefined()
  })

  it('leaves the UUID to crypto where the random device is missing or is not a device', () => {
    const missing = {
      ...fs,
      openSync: () => {
        throw Object.assign(new Error('no such file'), { code: 'ENOENT' })
      }
    } as unknown as typeof fs
    const regularFile = { ...fs, openSync: () => fs.openSync(path.join(ROOT, 'package.json'), 'r') } as unknown as typeof fs
    for (const fake of [missing, regularFile]) {
      const load = jest.fn(() => ({ ...crypto, randomUUID: () => 'from crypto' }) as unknown as typeof crypto)
      expect(cryptoOnDemand(load, fake).randomUUID()).toBe('from crypto')
      expect(load).toHaveBeenCalledTimes(1)
    }
  })

  it('is the bundle’s crypto: one stand-in, which every entry of crypto in dist/ takes', () => {
    const bundle = readFileSync(path.join(ROOT, 'dist', 'index.js'), 'utf8')
    expect(bundle).not.toMatch(/e=>\{e\.exports=require\("(node:)?crypto"\)\}/)
    const standIn = `:e=>{e.exports=(${cryptoOnDemand.toString()})(()=>require("crypto"))}`
    expect(bundle.split(standIn)).toHaveLength(2)
    const id = /(\d+)$/.exec(bundle.slice(0, bundle.indexOf(standIn)))![1]
    // `node:crypto`, named by the toolkit's code, is the same module.
    expect(bundle).toContain(`:(e,r,t)=>{e.exports=t(${id})}`)
  })
})
