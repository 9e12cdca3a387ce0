/**
 * Where a record lives in the service's web app, for the log line and the summary. Answers
 * that carry their own `html_url` win; otherwise the address is built the way the app lays
 * out its pages: the base URL without `/api/v2`, then the organization and the names.
 */
export class WebApp {
  readonly root: string

  constructor(baseUrl: string) {
    this.root = baseUrl.replace(/\/api\/v2$/, '')
  }

  private page(...segments: string[]): string {
    return `${this.root}/${segments.map(encodeURIComponent).join('/')}`
  }

  flow(org: string, flow: string): string {
    return this.page(org, 'flows', flow)
  }

  trail(org: string, flow: string, trail: string): string {
    return this.page(org, 'flows', flow, 'trails', trail)
  }

  artifact(org: string, flow: string, fingerprint: string): string {
    return this.page(org, 'flows', flow, 'artifacts', fingerprint)
  }

  environment(org: string, environment: string): string {
    return this.page(org, 'environments', environment)
  }
}
