import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import net from 'node:net'
import { startSandbox, type RunningSandbox } from '../helpers/sandbox.js'

const errorBody = { message: expect.any(String), errors: expect.any(Object) }
const AUTH = 'Host: x\r\nAuthorization: Bearer k\r\n'
let sb: RunningSandbox
let port = 0

beforeAll(async () => {
  sb = await startSandbox(['--quiet'])
  port = Number(new URL(sb.baseUrl).port)
})
afterAll(() => sb.stop())

interface Response {
  status: number
  headers: Record<string, string>
  body: string
}

/** Bytes as they are, on a connection of their own, the client still sending; what arrives until the sandbox closes. */
function raw(bytes: string | Buffer, waitMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
    let text = ''
    const timer = setTimeout(() => (socket.destroy(), resolve(text + '[still open]')), waitMs)
    socket.on('data', (c: Buffer) => (text += c.toString('utf8')))
    socket.on('close', () => (clearTimeout(timer), resolve(text)))
    socket.on('error', reject)
  })
}

/** The responses in a stream of them, each cut at its Content-Length (`heads`: which were to HEAD requests, so have no body). */
function responses(text: string, heads = new Set<number>()): Response[] {
  const found: Response[] = []
  let at = 0
  while (at < text.length) {
    const end = text.indexOf('\r\n\r\n', at)
    if (end === -1) throw new Error(`not a response: ${JSON.stringify(text.slice(at, at + 200))}`)
    const [statusLine, ...lines] = text.slice(at, end).split('\r\n')
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
    const length = heads.has(found.length) ? 0 : Number(headers['content-length'] ?? 0)
    found.push({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4, end + 4 + length) })
    at = end + 4 + length
  }
  return found
}

const put = (org: string, body: string, extra = '') =>
  `PUT /api/v2/environments/${org} HTTP/1.1\r\n${AUTH}${extra}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
const get = (path: string, extra = '') => `GET /api/v2${path} HTTP/1.1\r\n${AUTH}${extra}\r\n`

describe('one organization cannot starve another', () => {
  it("keeps other organizations' writes working while one holds many large uploads open", async () => {
    const declared = 12 * 1024 * 1024
    // Six uploads of one organization, each stalled one byte short: more than all bodies together were once allowed.
    const hogs = Array.from({ length: 6 }, () => {
      const socket = net.connect(port, '127.0.0.1')
      let text = ''
      socket.on('data', (c: Buffer) => (text += c.toString()))
      socket.on('error', () => {})
      socket.write(`PUT /api/v2/environments/hog HTTP/1.1\r\n${AUTH}Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`)
      const sent = new Promise((resolve) => socket.write(Buffer.alloc(declared - 1, 0x20), resolve))
      const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)))
      return { socket, sent, closed }
    })
    try {
      await Promise.all(hogs.map((h) => h.sent))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect((await sb.call('PUT', '/environments/victim', { name: 'prod', type: 'server', description: 'still served' })).status).toBe(201)
      // A stalled upload is answered and its memory given back, not held until the request timeout.
      const answers = await Promise.all(hogs.map((h) => h.closed))
      for (const answer of answers) {
        const [response] = responses(answer)
        expect([408, 503]).toContain(response.status)
        expect(JSON.parse(response.body)).toEqual(errorBody)
      }
      expect(answers.some((a) => a.startsWith('HTTP/1.1 408'))).toBe(true)
    } finally {
      hogs.forEach((h) => h.socket.destroy())
    }
  }, 30_000)
})

describe('pipelined requests', () => {
  it('answers the requests before a malformed one, in order, then the error', async () => {
    const body = JSON.stringify({ name: 'pe', type: 'server', description: 'v1' })
    const answered = responses(await raw(put('pipeerr', body) + get('/environments/pipeerr/pe') + 'GARBAGE\r\n\r\n'))
    expect(answered.map((r) => r.status)).toEqual([201, 200, 400])
    expect(JSON.parse(answered[1].body)).toMatchObject({ description: 'v1' })
    expect(JSON.parse(answered[2].body)).toEqual(errorBody)
  })

  it('answers the requests before a bad chunk size, then gives the cut-short request the error', async () => {
    const chunked = `PUT /api/v2/environments/pipeerr HTTP/1.1\r\n${AUTH}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`
    const answered = responses(await raw(get('/environments/pipeerr') + get('/environments/pipeerr') + chunked))
    expect(answered.map((r) => r.status)).toEqual([200, 200, 400])
    expect(JSON.parse(answered[2].body)).toEqual(errorBody)
  })

  it('answers the requests before an oversized header, then 431', async () => {
    const g = get('/environments/pipeerr')
    const answered = responses(await raw(g + g + g + `GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`))
    expect(answered.map((r) => r.status)).toEqual([200, 200, 200, 431])
    expect(JSON.parse(answered[3].body)).toEqual(errorBody)
  })

  it('answers every one of a long burst, in order, however many are in flight', async () => {
    await sb.call('PUT', '/environments/burst', { name: 'b', type: 'server', description: 'burst' })
    const answered = responses(await raw(get('/environments/burst/b').repeat(100) + get('/environments/burst/b', 'Connection: close\r\n')))
    expect(answered.map((r) => r.status)).toEqual(Array(101).fill(200))
  })

  it('answers writes and reads interleaved in one burst from the state each write left', async () => {
    const writes = Array.from(
      { length: 60 },
      (_, i) => put('burst', JSON.stringify({ name: 'b', type: 'server', description: `d${i}` })) + get('/environments/burst/b')
    )
    const answered = responses(await raw(writes.join('') + get('/environments/burst/b', 'Connection: close\r\n')))
    expect(answered).toHaveLength(121)
    expect(answered.every((r) => r.status === 200)).toBe(true)
    answered.filter((_, i) => i % 2 === 1).forEach((r, i) => expect(JSON.parse(r.body)).toMatchObject({ description: `d${i}` }))
  })
})

describe('the request target', () => {
  it.each(['http://a:99999/api/v2/environments/acme', 'http://[::1/api/v2/environments/acme', 'api/v2/environments/acme'])(
    'refuses %s with 400 and the error body',
    async (target) => {
      const [answer] = responses(await raw(`GET ${target} HTTP/1.1\r\n${AUTH}Connection: close\r\n\r\n`))
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toEqual(errorBody)
    }
  )

  it('serves an absolute-form target by its path', async () => {
    const [answer] = responses(await raw(`GET http://x:8/api/v2/environments/target HTTP/1.1\r\n${AUTH}Connection: close\r\n\r\n`))
    expect(answer.status).toBe(200)
  })

  it.each(['//api/v2/environments/acme', '/api/v2\\environments\\acme', '/api/v2/environments\\acme'])(
    'takes %s as sent: no host, no `\\` as `/`',
    async (target) => {
      const [answer] = responses(await raw(`GET ${target} HTTP/1.1\r\n${AUTH}Connection: close\r\n\r\n`))
      expect(answer.status).toBe(404)
      expect(JSON.parse(answer.body)).toMatchObject({ message: expect.stringContaining(target.replace(/^\/api\/v2/, '')) })
    }
  )
})

describe('requests Node would answer without a body', () => {
  it('answers CONNECT with 405, Allow and the error body', async () => {
    const [answer] = responses(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'))
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toContain('GET')
    expect(JSON.parse(answer.body)).toEqual(errorBody)
  })

  it('answers an Expect other than 100-continue with 417 and the error body', async () => {
    const [answer] = responses(await raw(put('expect', '{}', 'Expect: something-else\r\n')))
    expect(answer.status).toBe(417)
    expect(JSON.parse(answer.body)).toEqual(errorBody)
  })

  it('answers a request without Host with 400 and the error body', async () => {
    const [answer] = responses(await raw('GET /api/v2/environments/acme HTTP/1.1\r\nAuthorization: Bearer k\r\nConnection: close\r\n\r\n'))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual(errorBody)
  })
})

describe('methods', () => {
  it('serves HEAD as GET without the body', async () => {
    await sb.call('PUT', '/environments/head', { name: 'h', type: 'server', description: 'for HEAD' })
    const answered = responses(
      await raw(`HEAD /api/v2/environments/head/h HTTP/1.1\r\n${AUTH}\r\n` + get('/environments/head/h', 'Connection: close\r\n')),
      new Set([0])
    )
    expect(answered.map((r) => r.status)).toEqual([200, 200])
    expect(answered[0].body).toBe('')
    expect(Number(answered[0].headers['content-length'])).toBe(Buffer.byteLength(answered[1].body))
  })

  it('names the allowed methods in Allow on a 405', async () => {
    const answer = await fetch(`${sb.baseUrl}/environments/allow`, { method: 'DELETE', headers: { authorization: 'Bearer k' } })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'PUT'])
    expect(await answer.json()).toEqual(errorBody)
  })
})

describe('JSON bodies', () => {
  const send = async (body: string | Buffer, contentType = 'application/json') => {
    const answer = await fetch(`${sb.baseUrl}/environments/bodies`, {
      method: 'PUT',
      headers: { authorization: 'Bearer k', 'content-type': contentType },
      body: typeof body === 'string' ? body : new Uint8Array(body)
    })
    return { status: answer.status, json: (await answer.json()) as { message: string; errors: Record<string, string> } }
  }

  it('refuses invalid UTF-8 with 400 instead of storing replacement characters', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"u","type":"server","description":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')])
    const answer = await send(bytes)
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual(errorBody)
    expect((await sb.call('GET', '/environments/bodies/u')).status).toBe(404)
  })

  it('refuses JSON declared in a charset other than UTF-8 with 415', async () => {
    const answer = await send(JSON.stringify({ name: 'c', type: 'server', description: '' }), 'application/json; charset=utf-16')
    expect(answer.status).toBe(415)
    expect(answer.json).toEqual(errorBody)
    expect((await send(JSON.stringify({ name: 'c', type: 'server', description: '' }), 'application/json; charset="UTF-8"')).status).toBe(201)
  })

  it('keeps every problem in errors, in agreement with the message', async () => {
    const missing = await send('{}')
    expect(missing.status).toBe(400)
    for (const name of ['name', 'type', 'description']) expect(missing.json.errors['(body)']).toContain(`'${name}'`)
    expect(missing.json.message).toContain(missing.json.errors['(body)'].split('; ')[0])
    const huge = await send('{"name":"x","type":"server","description":"d","include_scaling":1e400}')
    expect(huge.status).toBe(400)
    const [where, first] = Object.entries(huge.json.errors)[0]
    expect(huge.json.message).toBe(`Invalid request: ${where} ${first.split('; ')[0]}`)
  })
})

describe('what held before', () => {
  // How fast is for the bench (no timed assertions here): this holds the answer and its body.
  it('refuses a 100 MB body with 413 and the error body', async () => {
    const size = 100 * 1024 * 1024
    const head = `PUT /api/v2/environments/big HTTP/1.1\r\n${AUTH}Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`
    const answer = await raw(Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x20)]))
    const [response] = responses(answer)
    expect(response.status).toBe(413)
    expect(JSON.parse(response.body)).toEqual(errorBody)
  })

  it('refuses Bearer with extra words with 401', async () => {
    expect((await sb.call('GET', '/environments/acme', undefined, 'Bearer k extra')).status).toBe(401)
  })

  it('refuses Transfer-Encoding together with Content-Length with 400 and the error body', async () => {
    const [answer] = responses(await raw(`POST /api/v2/environments/te HTTP/1.1\r\n${AUTH}Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n`))
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual(errorBody)
  })

  it('is still there after all of the above', async () => {
    expect((await sb.call('GET', '/environments/still')).status).toBe(200)
  })
})
