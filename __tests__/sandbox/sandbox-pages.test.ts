import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { openConnection } from '../../src/sandbox/db/sqlite.js'
import { escapeHtml, html, outLink } from '../../src/sandbox/pages/html.js'
import { BACKEND, HOSTILE, PagesSandbox, recordShop, SHA, TEMPLATE, TOOLS } from '../helpers/pages.js'
import { tempDir } from '../helpers/tree.js'

/** What a person reads: the page without its style, tags and entities, spaces collapsed. */
function visible(page: string): string {
  return page
    .replace(/<style>[^]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

const basic = (user: string) => `Basic ${Buffer.from(`${user}:anything`).toString('base64')}`
const trailPath = (org: string) => `/${org}/flows/shop-api/trails/${SHA}`

let sb: PagesSandbox

// One open sandbox for the file; every test reads an organization of its own.
beforeAll(async () => {
  sb = await PagesSandbox.start()
  await recordShop(sb, 'acme')
  await recordShop(sb, 'failing', { testsPass: false })
  await recordShop(sb, 'hostile', { hostile: HOSTILE })
})
afterAll(() => sb.close())

describe('addresses', () => {
  it('answers the addresses the action prints with pages, and leaves the API its JSON', async () => {
    for (const path of [
      '/',
      '/acme',
      '/acme/flows/shop-api',
      trailPath('acme'),
      `/acme/flows/shop-api/artifacts/${BACKEND}`,
      '/acme/environments/production'
    ]) {
      const r = await sb.page(path)
      expect({ path, status: r.status, type: r.headers.get('content-type') }).toEqual({ path, status: 200, type: 'text/html; charset=utf-8' })
    }
    const api = await sb.page('/api/v2/nowhere')
    expect(api.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(api.text)).toMatchObject({ message: 'Authentication required' })
    // Taken as sent, as before: not a page, not a host.
    expect((await sb.page('//api/v2/environments/acme')).headers.get('content-type')).toBe('application/json')
    // Only GET and HEAD are pages; anything else is the API's refusal.
    expect((await sb.page('/acme/flows/shop-api', 'Bearer k', 'POST')).headers.get('content-type')).toBe('application/json')
  })

  it('lists every organization with its flows and environments', async () => {
    const home = await sb.page('/')
    expect(home.text).toContain('href="/acme/flows/shop-api"')
    expect(home.text).toContain('href="/acme/environments/production"')
    expect(home.text).toContain('href="/failing"')
    const one = visible((await sb.page('/acme')).text)
    expect(one).toContain('Organization acme')
    expect(one).not.toContain('failing')
  })

  it('answers a 404 page for what does not exist, naming it', async () => {
    for (const [path, says] of [
      ['/acme/nothing/here', 'No page at /acme/nothing/here'],
      ['/acme/flows/nope', "Flow 'nope' not found"],
      ['/acme/flows/shop-api/trails/nope', "Trail 'nope' in flow 'shop-api' not found"],
      [`/acme/flows/shop-api/artifacts/${'0'.repeat(64)}`, `Artifact '${'0'.repeat(64)}' in flow 'shop-api' not found`],
      ['/acme/environments/staging', "Environment 'staging' not found"],
      ['/acme/environments/production/snapshots/9', "Snapshot '9' of environment 'production' not found (it has 2)"],
      [`/acme/artifacts/${'0'.repeat(64)}`, `Fingerprint '${'0'.repeat(64)}' not found`],
      ['/nobody', "Organization 'nobody' not found"]
    ]) {
      const r = await sb.page(path)
      expect({ path, status: r.status }).toEqual({ path, status: 404 })
      expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(visible(r.text)).toContain(says)
      expect(r.text).toContain('<title>Not found · evidence sandbox</title>')
    }
    expect((await sb.page('/acme/flows/%E0%A4%A')).status).toBe(400)
  })

  it('takes a trailing slash, and answers HEAD with the headers alone', async () => {
    expect((await sb.page('/acme/flows/shop-api/')).status).toBe(200)
    const head = await sb.page(trailPath('acme'), undefined, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength((await sb.page(trailPath('acme'))).text))
  })
})

describe('the flow page', () => {
  it('lists its trails, newest first, 20 a page, each with its verdict', async () => {
    expect((await sb.api('PUT', '/flows/paging', { name: 'many', description: 'Many trails', template: [] })).status).toBe(201)
    for (let i = 1; i <= 21; i++) await sb.upload('/trails/paging/many', { data_json: { name: `t${i}` } }, 'PUT')
    const first = (await sb.page('/paging/flows/many')).text
    expect(visible(first)).toContain('21 trail(s), newest first. Trail State Description Begun t21 COMPLIANT')
    expect(first).toContain('href="/paging/flows/many?page=2">Older trails</a>')
    expect(first).not.toContain('href="/paging/flows/many/trails/t1"')
    const second = (await sb.page('/paging/flows/many?page=2')).text
    expect(second).toContain('href="/paging/flows/many/trails/t1"')
    expect(second).toContain('href="/paging/flows/many?page=1">Newer trails</a>')
    const shop = visible((await sb.page('/failing/flows/shop-api')).text)
    expect(shop).toContain(`${SHA} NON-COMPLIANT Build of main`)
    expect(shop).toContain('backend')
  })
})

describe('the fingerprint page (the address search gives one without a flow)', () => {
  it('says where a fingerprint was reported and where it runs', async () => {
    const reported = visible((await sb.page(`/acme/artifacts/${BACKEND}`)).text)
    expect(reported).toContain(`Reported in Flow Trail As Reported shop-api ${SHA} backend`)
    const unknown = visible((await sb.page(`/acme/artifacts/${TOOLS}`)).text)
    expect(unknown).toContain('It was never reported as an artifact')
    expect(unknown).toContain('production running #2')
  })
})

describe('access', () => {
  it('with --api-key, asks for the key and shows nothing else without it', async () => {
    const strict = await PagesSandbox.start(['page-key', 'other-key'])
    try {
      await recordShop(strict, 'acme')
      for (const auth of [undefined, 'Bearer wrong', basic('wrong'), 'Basic !!!', 'Token page-key']) {
        const r = await strict.page(trailPath('acme'), auth)
        expect({ auth, status: r.status }).toEqual({ auth, status: 401 })
        expect(r.headers.get('www-authenticate')).toBe('Basic realm="evidence sandbox", charset="UTF-8"')
        expect(r.text).not.toContain('shop-api')
        expect(r.text).not.toContain(SHA)
      }
      for (const auth of ['Bearer page-key', basic('other-key')]) {
        const r = await strict.page(trailPath('acme'), auth)
        expect({ auth, status: r.status }).toEqual({ auth, status: 200 })
        expect(r.text).toContain('shop-api')
      }
      // A page that does not exist is not told apart from one that does without the key.
      expect((await strict.page('/acme/flows/nope')).status).toBe(401)
    } finally {
      await strict.close()
    }
  })

  it('without --api-key, the pages are open', async () => {
    expect((await sb.page(trailPath('acme'))).status).toBe(200)
  })
})

describe('every page', () => {
  it('sends a strict policy that admits its own style sheet and nothing else, a title and a language', async () => {
    for (const path of [
      '/',
      '/acme/flows/shop-api',
      trailPath('acme'),
      `/acme/flows/shop-api/artifacts/${BACKEND}`,
      '/acme/environments/production',
      '/nowhere/x'
    ]) {
      const r = await sb.page(path)
      const policy = r.headers.get('content-security-policy') ?? ''
      expect(policy).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/
      )
      const styles = [...r.text.matchAll(/<style>([^]*?)<\/style>/g)].map((m) => m[1])
      expect(styles).toHaveLength(1)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(styles[0]).digest('base64')}'`)
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      expect(r.text).toMatch(/^\s*<!doctype html>\s*<html lang="en">/)
      expect(r.text).not.toMatch(/<script|\son[a-z]+=|style="/i)
    }
    expect((await sb.page(trailPath('acme'))).text).toContain(`<title>Trail ${SHA} · shop-api · evidence sandbox</title>`)
    expect((await sb.page('/acme/environments/production')).text).toContain('<title>Environment production · acme · evidence sandbox</title>')
  })
})

describe('the trail page', () => {
  it('shows the verdict and why, the template, the artifacts and each attestation with its evidence', async () => {
    const page = visible((await sb.page(trailPath('failing'))).text)
    expect(page).toContain(`Trail ${SHA}`)
    expect(page).toContain('Build of main')
    expect(page).toContain('NON-COMPLIANT')
    expect(page).toContain("artifact 'backend': 'unit-tests' (junit) is non-compliant")
    expect(page).toContain('12 test(s) in 1 suite(s): 2 failed, 0 erred, 1 skipped. Non-compliant: a test failed or erred.')
    expect(page).toContain('1 pull request(s) brought the commit in.')
    expect(page).toContain('Fix rounding in totals MERGED ada-l grace-h')
    expect(page).toContain('version: 1 trail: attestations: - name: pull-request')
    expect(page).toContain('review.txt (13 bytes)')
    expect(page).toContain('ticket SEC-7')
    expect(page).toContain('"reviewer": "grace-h"')
    const ok = visible((await sb.page(trailPath('acme'))).text)
    expect(ok).toContain('COMPLIANT Every attestation the template expects has been reported and is compliant')
    expect(ok).not.toContain('NON-COMPLIANT')
  })

  it('says what is missing of a template', async () => {
    await sb.upload(
      '/flows/missing/template_file',
      { data_json: { name: 'shop-api', description: '' }, template_file: { filename: 't.yml', content: TEMPLATE } },
      'PUT'
    )
    await sb.upload('/trails/missing/shop-api', { data_json: { name: SHA } }, 'PUT')
    const page = visible((await sb.page(trailPath('missing'))).text)
    expect(page).toContain('INCOMPLETE')
    expect(page).toContain("'pull-request' (pull_request) is expected by the template and has not been reported")
    expect(page).toContain("artifact 'backend' is expected by the template and has not been reported")
  })

  it('counts the attestations beyond the template once there are many, and shows each', async () => {
    expect((await sb.api('PUT', '/flows/beyond', { name: 'shop-api', description: '', template: [] })).status).toBe(201)
    await sb.upload('/trails/beyond/shop-api', { data_json: { name: SHA } }, 'PUT')
    for (let i = 0; i < 25; i++)
      await sb.upload(`/attestations/beyond/shop-api/trail/${SHA}/generic`, { data_json: { attestation_name: `check-${i}`, is_compliant: i % 10 !== 0 } })
    const page = (await sb.page(trailPath('beyond'))).text
    expect(visible(page)).toContain('25 more reported beyond the template, 3 of them non-compliant')
    expect(page.match(/<article class="card/g)).toHaveLength(25)
    expect(visible(page)).toContain("'check-20' (generic) is non-compliant (reported beyond the template; it counts too)")
  })

  it('shows markup and script recorded as data as text', async () => {
    const r = await sb.page(trailPath('hostile'))
    expect(r.text).not.toContain(HOSTILE)
    expect(r.text).not.toMatch(/<script|<img/i)
    expect(r.text).toContain(escapeHtml(HOSTILE))
    expect(visible(r.text)).toContain(HOSTILE)
    // In user_data too, where JSON escapes the quotes.
    expect(r.text).toContain(escapeHtml(JSON.stringify(HOSTILE)))
  })

  it('offers the attachment as a download of the bytes sent', async () => {
    const page = (await sb.page(trailPath('acme'))).text
    const href = /<a href="([^"]+\/attachment)" download>/.exec(page)?.[1]
    expect(href).toMatch(new RegExp(`^/acme/flows/shop-api/trails/${SHA}/attestations/[0-9a-f-]{36}/attachment$`))
    const r = await fetch(sb.origin + href)
    expect(r.status).toBe(200)
    expect(await r.text()).toBe('No findings.\n')
    expect(r.headers.get('content-type')).toBe('application/octet-stream')
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="review.txt"; filename*=UTF-8''review.txt`)
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect((await sb.page(href!.replace(/[0-9a-f-]{36}/, '00000000-0000-0000-0000-000000000000'))).status).toBe(404)
  })

  it('marks the attestation a link names, and lists the versions a later one replaced', async () => {
    await sb.upload(`/attestations/acme/shop-api/trail/${SHA}/generic`, { data_json: { attestation_name: 'smoke', is_compliant: false } })
    await sb.upload(`/attestations/acme/shop-api/trail/${SHA}/generic`, { data_json: { attestation_name: 'smoke', is_compliant: true } })
    const [latest, first] = (await sb.api('GET', `/attestations/acme/shop-api/trail/${SHA}/smoke`)).json as { attestation_id: string }[]
    const page = (await sb.page(`${trailPath('acme')}?attestation_id=${latest.attestation_id}`)).text
    expect(page).toContain(`<article class="card linked" id="attestation-${latest.attestation_id}">`)
    expect(page.match(/class="card linked"/g)).toHaveLength(1)
    expect(visible(page)).toContain('Earlier versions')
    expect(page).toContain(`id="attestation-${first.attestation_id}"`)
  })
})

describe('the artifact page', () => {
  it('gives the verdict assert-artifact answers, and why', async () => {
    for (const org of ['acme', 'failing']) {
      const assert = (await sb.api('GET', `/asserts/${org}/fingerprint/${BACKEND}?flow_name=shop-api`)).json as { compliance_status: { status: string } }
      const page = visible((await sb.page(`/${org}/flows/shop-api/artifacts/${BACKEND}`)).text)
      expect(page).toMatch(new RegExp(`Artifact backend In trail ${SHA} of flow shop-api ${assert.compliance_status.status} `))
    }
    const failing = visible((await sb.page(`/failing/flows/shop-api/artifacts/${BACKEND}`)).text)
    expect(failing).toContain("'unit-tests' (junit) is non-compliant")
  })

  it('shows its approvals, where it runs, and its history', async () => {
    const page = visible((await sb.page(`/acme/flows/shop-api/artifacts/${BACKEND}`)).text)
    expect(page).toContain('1 APPROVED production grace-h (APPROVED): Release review passed')
    expect(page).toContain('production running #2')
    expect(page).toContain("started running in 'production'")
  })

  it('takes a shortened fingerprint that names one artifact', async () => {
    const r = await sb.page(`/acme/flows/shop-api/artifacts/${BACKEND.slice(0, 12)}`)
    expect(r.status).toBe(200)
    expect(visible(r.text)).toContain(`Fingerprint ${BACKEND}`)
  })
})

describe('the environment page', () => {
  it('draws the snapshots as a timeline of their verdicts', async () => {
    const page = (await sb.page('/failing/environments/production')).text
    const snapshots = (await sb.api('GET', '/snapshots/failing/production?reverse=true')).json as { index: number; compliant: boolean }[]
    const rects = [...page.matchAll(/<rect class="(ok|bad)"[^>]*><title>Snapshot #(\d+): ([a-z-]+),/g)].map((m) => ({
      index: Number(m[2]),
      compliant: m[1] === 'ok'
    }))
    expect(rects).toEqual(snapshots.map((s) => ({ index: s.index, compliant: s.compliant })))
    expect(rects.map((r) => r.compliant)).toEqual([false, false])
  })

  it('shows what runs in the latest snapshot and what changed, or in the one named', async () => {
    const latest = visible((await sb.page('/acme/environments/production')).text)
    expect(latest).toContain('Snapshot #2 (the latest)')
    expect(latest).toMatch(/\/srv\/tools\.jar started non-compliant [0-9a-f]{12}… no provenance/)
    expect(latest).toMatch(/\/srv\/app unchanged compliant/)
    const first = visible((await sb.page('/acme/environments/production/snapshots/1')).text)
    expect(first).toContain('Snapshot #1 ')
    expect(first).toMatch(/\/srv\/app started compliant/)
    expect(first).not.toContain('tools.jar')
  })

  it('shows its policies and their evaluations', async () => {
    const page = visible((await sb.page('/acme/environments/production')).text)
    expect(page).toContain('Policies prod-policy')
    expect(page).toMatch(
      /prod-policy NON-COMPLIANT Artifact Status Rules \/srv\/app COMPLIANT provenance: ignored \(rule not applicable\) trail-compliance: satisfied \(rule satisfied\) \/srv\/tools\.jar NON-COMPLIANT provenance: ignored \(rule not applicable\) trail-compliance: not satisfied \(no provenance\)/
    )
    const none = await sb.api('PUT', '/environments/bare', { name: 'empty', type: 'server', description: '' })
    expect(none.status).toBe(201)
    expect(visible((await sb.page('/bare/environments/empty')).text)).toContain('No snapshot yet')
  })
})

describe('a logical environment', () => {
  it('shows the environments it includes, each with its state', async () => {
    expect(
      (await sb.api('PUT', '/environments/acme', { name: 'everywhere', type: 'logical', description: '', included_environments: ['production', 'gone'] }))
        .status
    ).toBe(201)
    const page = visible((await sb.page('/acme/environments/everywhere')).text)
    expect(page).toContain('Included environments')
    expect(page).toContain('production non-compliant gone (not created, or archived) no snapshot')
  })
})

describe('html', () => {
  it('escapes every value but the markup it made', () => {
    const name = `<b>"x" & 'y'</b>`
    expect(html`<p title="${name}">${name}${html`<i>${name}</i>`}${[name, 1, null, false]}</p>`.text).toBe(
      '<p title="&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;">&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;<i>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;</i>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;1</p>'
    )
  })

  it("drops its templates' indentation, never a value's", () => {
    const value = '  {\n    "a": 1\n  }'
    expect(
      html`<div>
        <pre>${value}</pre>
      </div>`.text
    ).toBe(`<div>\n<pre>${escapeHtml(value)}</pre>\n</div>`)
  })

  it('links only http and https addresses from the store', () => {
    expect(outLink('https://ci.example/run/1').text).toBe('<a href="https://ci.example/run/1" rel="noreferrer noopener">https://ci.example/run/1</a>')
    expect(outLink('javascript:alert(1)').text).toBe('<span class="mono">javascript:alert(1)</span>')
    expect(outLink(' data:text/html,x').text).not.toContain('href')
  })
})

describe('the store', () => {
  it('adds the attachments table to a database made before it, and says which bytes were not kept', async () => {
    const file = path.join(tempDir('pages-db-'), 'state.db')
    const before = await PagesSandbox.start([], file)
    await recordShop(before, 'old')
    await before.close()
    // As a database made before attachments were kept: no table, so no bytes.
    const db = openConnection(file)
    db.exec('DROP TABLE attachment_files')
    db.close()
    const after = await PagesSandbox.start([], file)
    try {
      expect(visible((await after.page(trailPath('old'))).text)).toContain('review.txt (13 bytes) (its bytes were not kept)')
      await after.upload(`/attestations/old/shop-api/trail/${SHA}/generic`, {
        data_json: { attestation_name: 'fresh', is_compliant: true },
        attachment_file: { filename: 'fresh.txt', content: 'kept' }
      })
      const page = (await after.page(trailPath('old'))).text
      const href = /<a href="([^"]+\/attachment)" download>fresh\.txt/.exec(page)?.[1]
      expect(await (await fetch(after.origin + href)).text()).toBe('kept')
    } finally {
      await after.close()
    }
  })

  it('keeps an attachment once per organization and content', async () => {
    await sb.upload(`/attestations/acme/shop-api/trail/${SHA}/generic`, {
      data_json: { attestation_name: 'again', is_compliant: true },
      attachment_file: { filename: 'same.txt', content: 'No findings.\n' }
    })
    const rows = sb.sandbox.database.all('SELECT count(*) AS n FROM attachment_files WHERE org = ?', 'acme')
    expect(rows[0].n).toBe(1)
  })
})
