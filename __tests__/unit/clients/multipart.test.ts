import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { encodeMultipart } from '../../../src/clients/service/multipart.js'

afterEach(() => {
  jest.restoreAllMocks()
})

describe('encodeMultipart', () => {
  it('takes a boundary that no part holds, drawing again when one does', () => {
    // Two draws make a boundary: the first pair gives one that the file holds.
    const draws = [0.25, 0.5, 0.75, 0.125]
    jest.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.0625)
    const taken = `----evidence-action-${(0.25).toString(16).slice(2, 15).padEnd(13, '0')}${(0.5).toString(16).slice(2, 15).padEnd(13, '0')}`
    const file = Buffer.from(`before\r\n--${taken}\r\nContent-Disposition: form-data; name="forged"\r\n\r\nafter`)
    const { body, contentType } = encodeMultipart([
      { name: 'data_json', content: '{"a":1}' },
      { name: 'attachment_file', filename: 'evidence.txt', contentType: 'application/octet-stream', content: file }
    ])
    const boundary = contentType.replace('multipart/form-data; boundary=', '')
    expect(boundary).not.toBe(taken)
    expect(boundary).toMatch(/^----evidence-action-[0-9a-f]{26}$/)
    expect(file.includes(boundary)).toBe(false)
    // Exactly the two parts, delimited by the boundary: the forged part inside the file stays file bytes.
    expect(body.toString('latin1').split(`--${boundary}`)).toHaveLength(4)
    expect(body.includes(file)).toBe(true)
  })

  it('draws a new boundary for every body', () => {
    const part = [{ name: 'data_json', content: '{}' }]
    const boundaries = new Set(Array.from({ length: 50 }, () => encodeMultipart(part).contentType))
    expect(boundaries.size).toBe(50)
  })
})
