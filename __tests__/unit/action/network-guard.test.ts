import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      .on('error', reject)
  })
}

describe('the suite reaches only loopback', () => {
  it('refuses a connection to any other host before it is made', async () => {
    await expect(get('http://example.com/')).rejects.toThrow(/Disallowed net connect|NetConnectNotAllowedError/)
    await expect(get('http://10.0.0.1:9/')).rejects.toThrow(/Disallowed net connect|NetConnectNotAllowedError/)
  })

  it('lets tests talk to their own servers on loopback', async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      expect(await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).toBe(200)
    } finally {
      server.close()
    }
  })
})

// `npm test` runs the suite in a loopback-only network namespace where the platform has one.
const isolated = process.env.EVIDENCE_TEST_ISOLATED === '1'
if (!isolated) console.warn('not in a network namespace (not Linux, or `npm test` was bypassed): child processes are not confined to loopback')

const inNamespace = isolated ? describe : describe.skip
inNamespace('the suite runs in a loopback-only network namespace', () => {
  it('has no interface but loopback', () => {
    expect(Object.keys(os.networkInterfaces())).toEqual(['lo'])
  })

  it('leaves a child process no route off the machine', () => {
    const child = spawnSync(
      process.execPath,
      ['-e', "require('node:net').connect(443, '1.1.1.1').on('error', (e) => { console.log(e.code); process.exit(0) })"],
      { encoding: 'utf8', timeout: 10_000 }
    )
    expect(child.stdout.trim()).toBe('ENETUNREACH')
  })
})
