import { describe, expect, it } from '@jest/globals'
import { answerText } from '../../src/sandbox/answer-text.js'

describe('an answer too large to send', () => {
  it('becomes the error body, saying so, rather than a reset connection', () => {
    const big = { status: 200, body: { items: Array.from({ length: 100 }, (_, i) => `item-${i}`) } }
    const sent = answerText(big, 200)
    expect(sent.tooLarge).toBe(true)
    expect(sent.answer.status).toBe(500)
    expect(JSON.parse(sent.text)).toEqual({ message: expect.stringContaining('too large to send (over 200 bytes)'), errors: {} })
  })

  it('is sent as it is when it fits', () => {
    const small = { status: 201, body: { name: 'prod' } }
    expect(answerText(small, 200)).toEqual({ answer: small, text: '{"name":"prod"}', tooLarge: false })
  })

  it('becomes the error body when it is past what a string can hold', () => {
    // What JSON.stringify throws past V8's longest string, without building one.
    const endless = {
      status: 200,
      body: {
        toJSON: () => {
          throw new RangeError('Invalid string length')
        }
      }
    }
    expect(answerText(endless).answer.status).toBe(500)
  })
})
