import { errorAnswer, type Answer } from './receive.js'
import { formatBytes } from '../util/text.js'

/** The largest answer sent: the action reads at most 64 MiB of one. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024

/**
 * The answer as the text sent. One past `limit`, or past what a string can hold, would reach
 * its client as a reset connection: it becomes the error body instead, saying so.
 */
export function answerText(answer: Answer, limit = MAX_ANSWER_BYTES): { answer: Answer; text: string; tooLarge: boolean } {
  let text: string | undefined
  try {
    text = JSON.stringify(answer.body)
  } catch (err) {
    if (!(err instanceof RangeError)) throw err
  }
  if (text !== undefined && Buffer.byteLength(text) <= limit) return { answer, text, tooLarge: false }
  const refusal = errorAnswer(500, `The answer is too large to send (over ${formatBytes(limit)}); ask for less, for example with a smaller per_page`)
  return { answer: refusal, text: JSON.stringify(refusal.body), tooLarge: true }
}
