import { bodyProblems } from '../service/validate.js'
import type { RequestSchemaName } from '../service/schemas.js'
import { HttpError } from './http-error.js'

export interface SandboxRequest {
  method: string
  params: Record<string, string>
  query: URLSearchParams
  body: Buffer
  contentType: string
}

export interface SandboxResponse {
  status: number
  body: unknown
}

/** The JSON body, checked against the same schema the action checks before sending. */
export async function jsonBody<T>(req: SandboxRequest, schema: RequestSchemaName): Promise<T> {
  if (!/^application\/json\b/i.test(req.contentType)) {
    throw new HttpError(415, `expected Content-Type application/json, got ${req.contentType || 'none'}`)
  }
  let body: unknown
  try {
    body = JSON.parse(req.body.toString('utf8'))
  } catch (err) {
    throw new HttpError(400, `malformed JSON: ${(err as Error).message}`)
  }
  const problems = await bodyProblems(schema, body)
  if (problems.length > 0) {
    const errors = Object.fromEntries(problems.map((p) => {
      const space = p.indexOf(' ')
      return [p.slice(0, space), p.slice(space + 1)]
    }))
    throw new HttpError(400, 'Invalid request body', errors)
  }
  return body as T
}

export const now = () => Math.floor(Date.now() / 1000)
