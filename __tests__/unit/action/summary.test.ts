import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import nock from 'nock'
import { OPERATION_NAMES } from '../../../src/action/operations.js'
import { failureTitle } from '../../../src/action/titles.js'
import { MAX_TABLE_ROWS, hash, link, renderSection, requestFacts, withRunLinks, type SummarySection } from '../../../src/action/summary.js'
import { BASE, runOperation } from '../../helpers/operation.js'
import { tempDir } from '../../helpers/tree.js'

const FP = 'ab12'.repeat(16)
/**
 * The longest stretch a browser could not break in each table cell: GitHub's summary pane is
 * about 1000 px wide, and one unbreakable URL or path in a cell widens the whole table past it.
 * Spaces, `<wbr>` and hyphens are break points; a 64-hex fingerprint (about 450 px) is allowed.
 */
function longestUnbroken(html: string): number {
  const cells = [...html.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((m) => m[1])
  const stretches = cells.flatMap((c) =>
    c
      .replace(/<wbr>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .split(/[\s-]+/)
  )
  return Math.max(0, ...stretches.map((w) => w.length))
}

/** What a person copies from the page: the text without tags, entities decoded. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
}

const section = (extra: Partial<SummarySection> = {}): SummarySection => ({
  title: 'Trail 1a2b',
  verdict: { ok: true, text: 'Begun in flow `shop`' },
  facts: [],
  ...extra
})

describe('a summary section', () => {
  it('puts the verdict first, as a symbol and words, and code spans as code', () => {
    const html = renderSection(section({ record: { href: 'https://app.example/t', text: 'trail in the app' }, facts: [['Flow', 'shop']] }))
    expect(html.indexOf('✅')).toBeLessThan(html.indexOf('<table'))
    expect(html).toContain('<h3>✅ Trail 1a2b</h3>')
    expect(html).toContain('<strong>Begun in flow <code>shop</code></strong> · <a href="https://app.example/t">trail in the app</a>')
    expect(html).not.toContain('`')
    expect(renderSection(section({ verdict: { ok: false, text: 'x' } }))).toContain('<h3>❌ ')
    expect(renderSection(section({ verdict: { ok: undefined, text: 'x' } }))).toContain('<h3>ℹ️ ')
  })

  it('shows a hash whole among the facts and shortened in a table, the full value kept', () => {
    const html = renderSection(
      section({ facts: [['Fingerprint', hash(FP)]], table: { head: ['Artifact', 'Fingerprint'], rows: [['app', hash(FP, 'https://app.example/a')]] } })
    )
    expect(html).toContain(`<td><code title="${FP}">${FP}</code></td>`)
    expect(html).toContain(`<td><a href="https://app.example/a"><code title="${FP}">${FP.slice(0, 12)}…</code></a></td>`)
  })

  // A cluster's report has thousands of rows: GitHub refuses a step summary past 1 MiB.
  it('shows the first rows of a long table, and says how many more and where they are', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`registry.example.com/team/service-${i}:1.2.3`, hash(FP), `namespace-${i}/pod-${i}-abcdef`])
    const html = renderSection(section({ table: { head: ['Artifact', 'Fingerprint', 'Where'], rows, rest: 'the `fingerprints` output lists them all' } }))
    expect(html.match(/<tr><td>/g)).toHaveLength(MAX_TABLE_ROWS)
    expect(html).toContain('service-99:')
    expect(html).not.toContain('service-100:')
    expect(html).toContain(`<tr><td colspan="3">… and ${10_000 - MAX_TABLE_ROWS} more: the <code>fingerprints</code> output lists them all</td></tr>`)
    expect(Buffer.byteLength(html)).toBeLessThan(64 * 1024)
    const short = renderSection(section({ table: { head: ['Artifact'], rows: rows.slice(0, MAX_TABLE_ROWS).map((r) => [r[0]]) } }))
    expect(short).not.toContain('more')
  })

  // A runtime report builds only the rows it shows, and gives how many there are in all.
  it('counts the rows a table was given only the first of', () => {
    const rows = Array.from({ length: MAX_TABLE_ROWS }, (_, i) => [`service-${i}`])
    const html = renderSection(section({ table: { head: ['Artifact'], rows, total: 3000, rest: 'the app lists them all' } }))
    expect(html.match(/<tr><td>/g)).toHaveLength(MAX_TABLE_ROWS)
    expect(html).toContain(`… and ${3000 - MAX_TABLE_ROWS} more: the app lists them all`)
    expect(renderSection(section({ table: { head: ['Artifact'], rows: rows.slice(0, 3), total: 3 } }))).not.toContain('more')
    // Fewer rows given than are shown: the rest is counted from those given.
    expect(renderSection(section({ table: { head: ['Artifact'], rows: rows.slice(0, 3), total: 200 } }))).toContain('… and 197 more')
  })

  it('escapes what the service or the user wrote', () => {
    expect(renderSection(section({ facts: [['Name', '<script>x</script>']] }))).toContain('&#60;script&#62;')
  })

  it('gives long URLs, paths and names break points, so no table grows past the pane', () => {
    const url = `https://app.us.kosli.com/api/v2/attestations/acme/payments-gateway/trail/${'2ec86aa3'.repeat(5)}/generic?x=1&y=2`
    const jar = 'services/payments/build/output/distribution/payments_gateway_service_all_dependencies_snapshot_2026_11_23.jar'
    const html = renderSection(
      section({
        facts: [...requestFacts({ method: 'POST', url, dryRun: false, status: 201 }), ['Artifact', jar], ['Origin', link(url, url)]],
        table: { head: ['Artifact', 'Fingerprint'], rows: [[jar, hash(FP)]] }
      })
    )
    expect(longestUnbroken(html)).toBeLessThanOrEqual(64)
    // The break points are invisible: the text a person copies is unchanged.
    expect(text(html)).toContain(`POST ${url}`)
    expect(text(html)).toContain(jar)
    expect(html).toContain(`href="${url.replace(/&/g, '&#38;')}"`)
  })

  it('keeps a 64-hex fingerprint whole, and cuts only what has no break point at all', () => {
    const html = renderSection(
      section({
        facts: [
          ['Fingerprint', FP],
          ['Name', 'x'.repeat(150)]
        ]
      })
    )
    expect(text(html)).toContain(FP)
    expect(html).toContain(`<td>${FP}</td>`)
    expect(longestUnbroken(html)).toBeLessThanOrEqual(64)
  })

  it('shows no literal backtick in a failure summary, even one without its pair', () => {
    const html = renderSection({
      title: failureTitle('attest-generic'),
      verdict: { ok: false, text: 'input `compliant`: `ma`ybe` is not a boolean; expected `true` or `false`' },
      facts: [['Error kind', 'invalid_input']]
    })
    expect(html).not.toContain('`')
    expect(html).toContain('<h3>❌ Generic attestation failed</h3>')
    expect(html).toContain('<code>compliant</code>')
  })

  it("keeps a message with blank lines inside the section's HTML block", () => {
    // A blank line would end the HTML block and GitHub would render the rest as Markdown.
    const html = renderSection(section({ verdict: { ok: false, text: 'The service said:\n\n  * a\n\n`b`' } }))
    expect(html.trimEnd()).not.toMatch(/\n\s*\n/)
    expect(html).toContain('The service said:<br><br>')
  })

  it('never says "Sent to" for a dry run', () => {
    expect(requestFacts({ method: 'PUT', url: 'https://s/api/v2/x', dryRun: true })).toEqual([['Dry run', 'PUT https://s/api/v2/x: nothing sent']])
  })
})

describe('the run and commit links', () => {
  const saved = { RUNNER_TEMP: process.env.RUNNER_TEMP, GITHUB_RUN_ID: process.env.GITHUB_RUN_ID, GITHUB_JOB: process.env.GITHUB_JOB }
  beforeEach(() => {
    process.env.RUNNER_TEMP = tempDir('links-')
    process.env.GITHUB_RUN_ID = '77'
    process.env.GITHUB_JOB = 'deploy'
  })
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  it('are not repeated by a later section whose facts point at the same run or commit', () => {
    const sha = 'c'.repeat(40)
    const run = { runUrl: 'https://github.com/acme/shop/actions/runs/77', sha, commitUrl: `https://github.com/acme/shop/commit/${sha}` }
    const attestation = () =>
      section({
        facts: [
          ['Commit', hash(sha, run.commitUrl)],
          ['Origin', link(run.runUrl, run.runUrl)]
        ]
      })
    const html = [withRunLinks(attestation(), run), withRunLinks(attestation(), run), withRunLinks(attestation(), run)].map(renderSection).join('')
    expect(html.split(`href="${run.runUrl}"`)).toHaveLength(2)
    expect(html.split(`href="${run.commitUrl}"`)).toHaveLength(2)
    // The later sections still say which commit, in words and a shortened hash.
    expect(html).toContain(`<code title="${sha}">${sha.slice(0, 12)}…</code> (this run&#39;s commit)`)
    expect(html).toContain('<td>this run</td>')
  })

  it('come once per job, in the first section written', () => {
    const run = { runUrl: 'https://github.com/acme/shop/actions/runs/77', sha: '1'.repeat(40), commitUrl: 'https://github.com/acme/shop/commit/1' }
    const first = withRunLinks(section(), run)
    expect(first.facts.map(([label]) => label)).toEqual(['Run', 'Commit'])
    expect(withRunLinks(section(), run).facts).toEqual([])
  })
})

describe('failure headings', () => {
  it('name the operation in words, as its success heading would', () => {
    expect(failureTitle('report-server-env')).toBe('Server report failed')
    expect(failureTitle('deploy')).toBe('Evidence action failed')
    expect(failureTitle('constructor')).toBe('Evidence action failed')
    for (const name of OPERATION_NAMES) {
      expect(failureTitle(name)).not.toBe('Evidence action failed')
      expect(failureTitle(name)).not.toContain(name)
    }
  })
})

describe('the search summary', () => {
  afterEach(() => nock.cleanAll())

  it('fits the pane with several long results: compliance up front, hashes short and linked', async () => {
    const found = (i: number, state: string) => ({
      fingerprint: String(i).repeat(64),
      name: `ghcr.io/acme-corporation/payments-gateway-service-with-a-long-name-${i}:2026.11.23-SNAPSHOT`,
      flow: 'payments-gateway-service-with-a-long-flow-name',
      trail: 'a'.repeat(40),
      compliance_state: state,
      running_in: ['production-eu-west-1-blue-green', 'staging-eu-west-1-blue-green'],
      html_url: `https://app.kosli.com/acme/flows/payments/artifacts/${String(i).repeat(64)}`,
      commit_url: `https://github.com/acme/shop/commit/${'a'.repeat(40)}`,
      build_url: 'https://github.com/acme/shop/actions/runs/77'
    })
    nock(BASE)
      .get(`/search/acme/sha/${'a'.repeat(40)}`)
      .reply(200, { artifacts: [found(1, 'COMPLIANT'), found(2, 'NON-COMPLIANT'), found(3, 'COMPLIANT')] })
    const result = await runOperation({ operation: 'search', 'search-value': 'a'.repeat(40) })
    const html = renderSection(result.summary)
    expect(result.summary.table?.head.length).toBeLessThanOrEqual(6)
    expect(result.summary.table?.head[1]).toBe('Compliance')
    expect(html).toContain('❌\u00a0NON-COMPLIANT')
    expect(html).toContain(`<h3>ℹ️ Search for ${'a'.repeat(12)}…</h3>`)
    expect(longestUnbroken(html)).toBeLessThanOrEqual(64)
    // A shortened trail or fingerprint keeps its whole value in the link or code span.
    expect(html).toContain(`/trails/${'a'.repeat(40)}">aaaaaaa…</a>`)
    expect(html).toContain(`<code title="${'2'.repeat(64)}">${'2'.repeat(12)}…</code>`)
  })
})
