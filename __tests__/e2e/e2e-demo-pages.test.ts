import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../helpers/run-action.js'

const KEY = 'demo-api-key'
const basic = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`

let demo: ChildProcess
let output = ''
let exited: Promise<number | null>

// `npm run demo -- --keep`, as a new user runs it: the whole pipeline against the bundled
// sandbox, which then stays up for the links it printed to be opened.
beforeAll(async () => {
  demo = spawn(process.execPath, [path.join(ROOT, 'scripts', 'demo.js'), '--keep'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  exited = new Promise((resolve) => demo.once('exit', (code) => resolve(code)))
  demo.stderr!.on('data', (c: Buffer) => (output += c.toString()))
  await new Promise<void>((resolve, reject) => {
    demo.stdout!.on('data', (c: Buffer) => {
      output += c.toString()
      if (output.includes('Ctrl-C stops it')) resolve()
    })
    void exited.then((code) => reject(new Error(`the demo ended (${code}) before keeping the sandbox up:\n${output.slice(-4000)}`)))
  })
}, 240_000)

afterAll(async () => {
  demo.kill('SIGINT')
  expect(await exited).toBe(0)
})

/** Every address of the sandbox's pages the demo printed: the steps' links and its last lines. */
function printedPages(): string[] {
  const origin = /^Sandbox of the evidence service at (http:\/\/127\.0\.0\.1:\d+)\/api\/v2$/m.exec(output)?.[1]
  expect(origin).toBeDefined()
  const escaped = origin!.replace(/[.]/g, '\\.')
  const found = [...output.matchAll(new RegExp(`${escaped}/[^\\s"<>]*`, 'g'))].map((m) => m[0]).filter((u) => !u.includes('/api/v2'))
  return [...new Set(found)]
}

describe('the links npm run demo prints', () => {
  it('every one opens a page that says what was recorded', async () => {
    const pages = printedPages()
    // The trail, the artifact (whole and shortened), the environment, the flow, and the sandbox's own page.
    expect(pages.length).toBeGreaterThanOrEqual(6)
    expect(pages.some((u) => /\/acme\/flows\/shop-api\/trails\/[0-9a-f]{40}$/.test(u))).toBe(true)
    expect(pages.some((u) => /\/acme\/environments\/production$/.test(u))).toBe(true)
    for (const url of pages) {
      const r = await fetch(url, { headers: { authorization: basic } })
      const text = await r.text()
      expect({ url, status: r.status, type: r.headers.get('content-type') }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' })
      // It names the record the link is for, and its title names a record, not an error.
      const record = decodeURIComponent(url.split('/').pop() ?? '')
      expect({ url, names: text.includes(record) }).toEqual({ url, names: true })
      expect(/<title>([^<]*)<\/title>/.exec(text)?.[1]).toMatch(/^(Organizations|(Trail|Artifact|Environment|Flow) .+) · evidence sandbox$/)
    }
  })

  it('the trail page says what the pipeline recorded, and asks for the key first', async () => {
    const trail = printedPages().find((u) => /\/trails\/[0-9a-f]{40}$/.test(u))!
    expect((await fetch(trail)).status).toBe(401)
    const text = await (await fetch(trail, { headers: { authorization: basic } })).text()
    for (const recorded of ['pull-request', 'unit-tests', 'security-review', 'coverage', 'backend', 'Flaky test quarantined in OPS-7', 'CHANGELOG.md'])
      expect({ recorded, shown: text.includes(recorded) }).toEqual({ recorded, shown: true })
    expect(text).toMatch(/<span class="badge ok">COMPLIANT<\/span>/)
  })
})
