import { html, type Html } from './html.js'
import { when } from './layout.js'

/** One snapshot's time: from its report to the next one's (or now, for the latest). */
export interface Period {
  index: number
  from: number
  to: number
  compliant: boolean
}

/** Drawing units across; the picture stretches to the page's width. */
const WIDTH = 1000
const HEIGHT = 40
/** A snapshot that lasted a moment still shows, this wide. */
const MIN_WIDTH = 2

const fmt = (n: number) => n.toFixed(2).replace(/\.?0+$/, '')

/**
 * The snapshots as a strip of compliant (green) and non-compliant (red) periods, in proportion
 * to how long each lasted; each names its snapshot on hover. Inline SVG: nothing loads.
 */
export function timeline(periods: Period[]): Html {
  if (periods.length === 0) return html`<p class="muted">No snapshot yet: no report has said what runs here.</p>`
  const start = periods[0].from
  const span = Math.max(periods[periods.length - 1].to - start, 1e-9)
  const bad = periods.filter((p) => !p.compliant).length
  const rects = periods.map((p) => {
    const x = ((p.from - start) / span) * WIDTH
    const w = Math.max(((p.to - p.from) / span) * WIDTH, MIN_WIDTH)
    const verdict = p.compliant ? 'compliant' : 'non-compliant'
    return html`<rect class="${p.compliant ? 'ok' : 'bad'}" x="${fmt(x)}" y="0" width="${fmt(Math.min(w, WIDTH - x) || MIN_WIDTH)}" height="${HEIGHT}"
      ><title>Snapshot #${p.index}: ${verdict}, ${new Date(p.from * 1000).toISOString()} to ${new Date(p.to * 1000).toISOString()}</title></rect
    >`
  })
  return html`<svg
      class="timeline"
      viewBox="0 0 ${WIDTH} ${HEIGHT}"
      preserveAspectRatio="none"
      role="img"
      aria-label="${`${periods.length} snapshot(s), ${bad} non-compliant`}"
    >
      ${rects}
    </svg>
    <div class="legend">
      <span>${when(start)}</span><span><span class="badge ok">compliant</span> <span class="badge bad">non-compliant</span></span
      ><span>${when(periods[periods.length - 1].to)}</span>
    </div>`
}
