import type { Answer } from '../receive.js'
import { html } from './html.js'
import { page } from './layout.js'

const TITLES: Record<number, string> = {
  400: 'Bad address',
  401: 'Authentication required',
  404: 'Not found',
  500: 'Sandbox error',
  503: 'Sandbox busy'
}

/** A page that says what went wrong, and nothing of what is stored. */
export function errorPage(status: number, message: string, headers: Record<string, string> = {}): Answer {
  const title = TITLES[status] ?? `Error ${status}`
  return page(
    title,
    [],
    html`<h1>${title}</h1>
      <p>${message}</p>
      ${status === 401 ? html`` : html`<p><a href="/">All organizations</a></p>`}`,
    status,
    headers
  )
}
