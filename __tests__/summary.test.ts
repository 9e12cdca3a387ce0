import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { hash, renderSection, requestFacts, withRunLinks, type SummarySection } from '../src/summary.js'
import { tempDir } from './helpers/tree.js'

const FP = 'ab12'.repeat(16)
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

  it('escapes what the service or the user wrote', () => {
    expect(renderSection(section({ facts: [['Name', '<script>x</script>']] }))).toContain('&#60;script&#62;')
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

  it('come once per job, in the first section written', () => {
    const run = { runUrl: 'https://github.com/acme/shop/actions/runs/77', sha: '1'.repeat(40), commitUrl: 'https://github.com/acme/shop/commit/1' }
    const first = withRunLinks(section(), run)
    expect(first.facts.map(([label]) => label)).toEqual(['Run', 'Commit'])
    expect(withRunLinks(section(), run).facts).toEqual([])
  })
})
