import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { BACKEND, HOSTILE, PagesSandbox, recordShop, SHA } from '../helpers/pages.js'
import { systemProgram } from '../helpers/system-deps.js'

const chromium = systemProgram('chromium', 'chromium', 'the sandbox pages in a real browser')
const describeIf = chromium ? describe : describe.skip

/**
 * Where the README's screenshot is refreshed (`EVIDENCE_SCREENSHOT_TO=docs/sandbox-trail-page.png
 * npm test -- __tests__/sandbox/sandbox-pages-browser.test.ts`); without it the screenshot stays in a
 * temporary folder and the tree is left as it is.
 */
const SCREENSHOT_TO = process.env.EVIDENCE_SCREENSHOT_TO

describeIf('the sandbox pages in a real browser', () => {
  let sb: PagesSandbox
  let browser: Browser
  let profile: string
  /** What the browser said: a policy violation, a script error, a dialog. */
  let complaints: string[]

  beforeAll(async () => {
    sb = await PagesSandbox.start()
    await recordShop(sb, 'acme')
    await recordShop(sb, 'failing', { testsPass: false })
    await recordShop(sb, 'hostile', { hostile: HOSTILE })
    profile = mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'))
    // The loopback-only network otherwise floods a default start with refused connections.
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      userDataDir: profile,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await sb?.close()
    if (profile) rmSync(profile, { recursive: true, force: true })
  })

  async function open(address: string, width = 1280, height = 800): Promise<Page> {
    complaints = []
    const page = await browser.newPage()
    await page.setViewport({ width, height })
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warn') complaints.push(m.text())
    })
    page.on('pageerror', (e) => complaints.push(String(e)))
    page.on('dialog', (d) => {
      complaints.push(`dialog: ${d.message()}`)
      void d.dismiss()
    })
    const answer = await page.goto(sb.origin + address, { waitUntil: 'load' })
    expect(answer?.status()).toBe(200)
    return page
  }

  // Said as text: the expressions run in the page, whose names (document, window) this file does not type.
  const inPage = <T>(page: Page, expression: string) => page.evaluate(expression) as Promise<T>
  const text = (page: Page) => inPage<string>(page, "document.body.innerText.replace(/\\s+/g, ' ')")
  /** A badge's colour as drawn: the style sheet applied, or the page would be black on white. */
  const colour = (page: Page, selector: string) => inPage<string>(page, `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).color`)

  it('renders the trail page: its names, its verdict and why, with its own style and nothing refused', async () => {
    const page = await open(`/failing/flows/shop-api/trails/${SHA}`)
    expect(await page.title()).toBe(`Trail ${SHA} · shop-api · evidence sandbox`)
    const shown = await text(page)
    expect(shown).toContain(`Trail ${SHA}`)
    expect(shown).toContain('NON-COMPLIANT')
    expect(shown).toContain("artifact 'backend': 'unit-tests' (junit) is non-compliant")
    expect(shown).toContain('security-review')
    expect(await colour(page, '.verdict .badge.bad')).toBe('rgb(180, 35, 24)')
    expect(await colour(page, '.card .badge.ok')).toBe('rgb(26, 127, 55)')
    expect(complaints).toEqual([])
    await page.close()
  })

  it('renders the artifact and environment pages with their verdicts and the timeline', async () => {
    const artifact = await open(`/acme/flows/shop-api/artifacts/${BACKEND}`)
    expect(await artifact.title()).toBe('Artifact backend · shop-api · evidence sandbox')
    const shown = await text(artifact)
    expect(shown).toContain('COMPLIANT')
    expect(shown).toContain('As assert-artifact answers for it in flow shop-api.')
    expect(shown).toContain('Release review passed')
    await artifact.close()
    const environment = await open('/failing/environments/production')
    expect(await environment.title()).toBe('Environment production · failing · evidence sandbox')
    expect(await text(environment)).toContain('Snapshot #2 (the latest)')
    const rects = await inPage<{ fill: string; width: number }[]>(
      environment,
      "[...document.querySelectorAll('svg.timeline rect')].map((r) => ({ fill: getComputedStyle(r).fill, width: r.getBoundingClientRect().width }))"
    )
    expect(rects).toHaveLength(2)
    for (const r of rects) {
      expect(r.fill).toBe('rgb(180, 35, 24)')
      expect(r.width).toBeGreaterThan(0)
    }
    expect(complaints).toEqual([])
    await environment.close()
  })

  it('shows an attestation whose description and user_data hold markup and script as text, and runs nothing', async () => {
    const page = await open(`/hostile/flows/shop-api/trails/${SHA}`)
    expect(await text(page)).toContain(HOSTILE)
    expect(await page.title()).toBe(`Trail ${SHA} · shop-api · evidence sandbox`)
    expect(await inPage(page, "document.querySelectorAll('script, img, iframe, object').length")).toBe(0)
    expect(await inPage(page, "document.body.dataset.pwned ?? 'untouched'")).toBe('untouched')
    expect(complaints).toEqual([])
    await page.close()
  })

  it('fits a phone: no page is wider than its screen', async () => {
    for (const address of [`/failing/flows/shop-api/trails/${SHA}`, `/acme/flows/shop-api/artifacts/${BACKEND}`, '/acme/environments/production', '/']) {
      const page = await open(address, 390, 844)
      const widths = await inPage<{ content: number; screen: number }>(page, '({ content: document.documentElement.scrollWidth, screen: window.innerWidth })')
      expect({ address, ...widths }).toEqual({ address, content: widths.screen, screen: 390 })
      await page.close()
    }
  })

  it('asks for the key when the sandbox has one, and shows the page once it is given as the user name', async () => {
    const strict = await PagesSandbox.start(['browser-key'])
    try {
      await recordShop(strict, 'acme')
      const page = await browser.newPage()
      // A 401 that asks (WWW-Authenticate: Basic) puts the question to the person; headless, nobody
      // answers it and the navigation ends with the browser's own error. A 401 that did not ask
      // would simply be shown.
      await expect(page.goto(`${strict.origin}/acme/flows/shop-api/trails/${SHA}`)).rejects.toThrow(/ERR_INVALID_AUTH_CREDENTIALS/)
      await page.authenticate({ username: 'browser-key', password: 'anything' })
      const shown = await page.goto(`${strict.origin}/acme/flows/shop-api/trails/${SHA}`)
      expect(shown?.status()).toBe(200)
      expect(await text(page)).toContain(`Trail ${SHA}`)
      await page.close()
    } finally {
      await strict.close()
    }
  })

  it("takes the README's screenshot of a trail page", async () => {
    const page = await open(`/acme/flows/shop-api/trails/${SHA}`, 1280, 800)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-screenshot-'))
    const file = `${dir}/sandbox-trail-page.png` as const
    await page.screenshot({ path: file, type: 'png' })
    await page.close()
    const png = readFileSync(file)
    // The PNG's own header: its signature, then the width and height of its image.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 800])
    if (SCREENSHOT_TO) copyFileSync(file, path.resolve(SCREENSHOT_TO))
    rmSync(dir, { recursive: true, force: true })
  })
})
