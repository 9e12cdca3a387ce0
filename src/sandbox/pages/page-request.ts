import type { Evaluations } from '../domain/evidence.js'
import type { Context } from '../request.js'

/** What a page is given: the values of its address's parameters, in order, and its query. */
export interface PageRequest {
  ctx: Context
  params: string[]
  query: URLSearchParams
  /** One request's evaluations, so a trail that many records lead to is evaluated once. */
  memo: Evaluations
}
