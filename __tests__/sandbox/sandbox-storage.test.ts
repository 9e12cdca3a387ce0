import { describe, expect, it } from '@jest/globals'
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openConnection } from '../../src/sandbox/db/sqlite.js'
import { startSandbox as startInProcess } from '../../src/sandbox/server.js'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'
import { tempDir } from '../helpers/tree.js'

const FP = (i: number) => i.toString(16).padStart(64, '0')

/** What the sandbox says when it will not start; one that starts anyway is stopped, and fails the test. */
async function refusalAtStart(args: string[]): Promise<string> {
  let started: RunningSandbox
  try {
    started = await startSandbox(args)
  } catch (err) {
    return (err as Error).message
  }
  await started.stop()
  throw new Error(`the sandbox started with ${JSON.stringify(args)}`)
}

describe('a data file', () => {
  it('keeps state across a restart, and a clean stop leaves the one file', async () => {
    const dir = tempDir('sbdata-')
    const file = path.join(dir, 'state.db')
    const first = await startSandbox(['--data', file, '--quiet'])
    await first.call('PUT', '/environments/st1', { name: 'kept', type: 'server', description: 'Kept' })
    expect(await first.stop('SIGINT')).toBe(0)
    // The write-ahead log was folded into the file on the way out.
    expect(readdirSync(dir)).toEqual(['state.db'])
    const second = await startSandbox(['--data', file, '--quiet'])
    try {
      expect((await second.call('GET', '/environments/st1/kept')).json).toMatchObject({ description: 'Kept' })
    } finally {
      expect(await second.stop()).toBe(0)
    }
  })

  it.each([
    ['the first sandbox’s JSON state', '{"version": 1, "orgs": {}}', 'JSON state file'],
    ['text', 'hello, world\n', 'not a sandbox database'],
    ['bytes', '\u0000\u0001\u0002binary', 'not a sandbox database']
  ])('refuses %s at start, naming the path, and leaves it as it is', async (_what, content, message) => {
    const file = path.join(tempDir('sbdata-'), 'state.db')
    writeFileSync(file, content)
    const failure = startSandbox(['--data', file])
    await expect(failure).rejects.toThrow(message)
    await expect(failure).rejects.toThrow(file)
    expect(readFileSync(file, 'utf8')).toBe(content)
  })

  it('refuses an SQLite database of another application', async () => {
    const file = path.join(tempDir('sbdata-'), 'other.db')
    const other = openConnection(file)
    other.exec('CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES (1)')
    other.close()
    await expect(startSandbox(['--data', file])).rejects.toThrow(`${file}: not a sandbox database`)
  })

  it('refuses a damaged sandbox database at start, naming the path, rather than serving part of it', async () => {
    const file = path.join(tempDir('sbdata-'), 'state.db')
    const sb = await startSandbox(['--data', file, '--quiet'])
    await sb.call('PUT', '/environments/st5', { name: 'prod', type: 'server', description: '' })
    for (let i = 0; i < 300; i++)
      await sb.call('PUT', '/environments/st5/prod/report/server', { artifacts: [{ digests: { [`/app/${i}`]: FP(i) }, creationTimestamp: i }] })
    expect(await sb.stop()).toBe(0)
    // What a failing disk or a copy cut short leaves: pages overwritten in the middle.
    const bytes = readFileSync(file)
    const page = 4096
    expect(bytes.length).toBeGreaterThan(20 * page)
    for (let offset = 2 * page; offset + page <= bytes.length; offset += 3 * page) bytes.fill(0x5a, offset + 100, offset + 600)
    writeFileSync(file, bytes)
    expect(await refusalAtStart(['--data', file])).toContain(`${file}: a damaged sandbox database`)
  })

  it.each([
    [['--data', ''], '--data: empty'],
    [['--api-key', ''], '--api-key: empty'],
    [['--api-key', 'good', '--api-key', ' '], '--api-key: empty']
  ])('refuses %j: an empty value is a mistake, not a choice', async (args, message) => {
    expect(await refusalAtStart(args)).toContain(message)
  })

  // Root writes whatever the permissions say, so only another user meets a read-only folder.
  const asRoot = process.getuid?.() === 0
  ;(asRoot ? it.skip : it)('says a read-only folder is read-only, not that the file is no sandbox database', async () => {
    const dir = tempDir('sbdata-')
    const file = path.join(dir, 'state.db')
    const sb = await startSandbox(['--data', file, '--quiet'])
    expect(await sb.stop()).toBe(0)
    chmodSync(dir, 0o555)
    try {
      expect(await refusalAtStart(['--data', file])).toContain(`${file}: cannot write it: the file or its folder is read-only`)
    } finally {
      chmodSync(dir, 0o755)
    }
  })

  it('loses no acknowledged write when the process is killed (kill -9) mid-stream', async () => {
    const file = path.join(tempDir('sbdata-'), 'state.db')
    const sb = await startSandbox(['--data', file, '--quiet'])
    await sb.call('PUT', '/environments/st2', { name: 'prod', type: 'server', description: '' })
    const acknowledged: number[] = []
    let stop = false
    // Four writers at once; the process dies under them.
    const writer = async (lane: number) => {
      for (let i = lane; !stop; i += 4) {
        try {
          const r = await sb.call('PUT', '/environments/st2/prod/report/server', { artifacts: [{ digests: { [`/app/${i}`]: FP(i) }, creationTimestamp: i }] })
          if (r.status === 201) acknowledged.push(i)
        } catch {
          return
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5))
    sb.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    await sb.stop()
    const again = await startSandbox(['--data', file, '--quiet'])
    try {
      const fingerprints = new Set<string>()
      for (let page = 1; ; page++) {
        const list = (await again.call('GET', `/snapshots/st2/prod?per_page=1000&page=${page}`)).json as { index: number }[]
        if (list.length === 0) break
        for (const s of list) {
          const snapshot = (await again.call('GET', `/snapshots/st2/prod/${s.index}`)).json as {
            artifacts: { fingerprint: string; annotation: { now: number } }[]
          }
          for (const a of snapshot.artifacts) if (a.annotation.now > 0) fingerprints.add(a.fingerprint)
        }
      }
      expect(acknowledged.filter((i) => !fingerprints.has(FP(i)))).toEqual([])
    } finally {
      await again.stop()
    }
  })
})

describe('a request whose transaction fails', () => {
  it('changes nothing, answers 503 with the error body, and the next one succeeds', async () => {
    const sandbox = await startInProcess({ port: 0, dataFile: path.join(tempDir('sbdata-'), 'state.db') })
    const call = async (method: string, p: string, body?: unknown) => {
      const r = await fetch(sandbox.baseUrl + p, {
        method,
        headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body)
      })
      return { status: r.status, json: (await r.json()) as Record<string, unknown> }
    }
    try {
      await call('PUT', '/environments/st3', { name: 'prod', type: 'server', description: '' })
      const before = await call('GET', '/environments/st3/prod')
      // A page budget the database has already used up: any write that grows it fails, as on a full disk.
      const pages = Number((sandbox.database.get('PRAGMA page_count') as { page_count: number }).page_count)
      sandbox.database.exec(`PRAGMA max_page_count = ${pages}`)
      const artifacts = Array.from({ length: 2000 }, (_, i) => ({ digests: { [`/srv/app-${i}`]: FP(i) }, creationTimestamp: i }))
      const refused = await call('PUT', '/environments/st3/prod/report/server', { artifacts })
      expect(refused).toEqual({ status: 503, json: { message: expect.stringContaining('nothing was changed'), errors: { storage: expect.any(String) } } })
      expect(await call('GET', '/environments/st3/prod')).toEqual(before)
      expect((await call('GET', '/snapshots/st3/prod')).json).toEqual([])
      sandbox.database.exec('PRAGMA max_page_count = 1073741823')
      expect((await call('PUT', '/environments/st3/prod/report/server', { artifacts })).status).toBe(201)
    } finally {
      await sandbox.close()
    }
  })
})

describe('stopping', () => {
  it('answers what it was asked before SIGTERM, then exits 0', async () => {
    const sb: RunningSandbox = await startSandbox(['--data', path.join(tempDir('sbdata-'), 'state.db'), '--quiet'])
    const pending = sb.call('PUT', '/environments/st4', { name: 'prod', type: 'server', description: '' })
    expect((await pending).status).toBe(201)
    expect(await sb.stop('SIGTERM')).toBe(0)
  })
})
