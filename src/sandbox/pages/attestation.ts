import type { AttachmentInfo } from '../domain/attachment-files.js'
import type { AttestationRow } from '../domain/evidence.js'
import { fromColumn } from '../json.js'
import { commitLine, linksView } from './record-links.js'
import { dataView, longText } from './data.js'
import { html, outLink, type Html, type Part } from './html.js'
import { compliantBadge, facts, table, tag, when } from './layout.js'

/** What a card needs beyond the attestation: where it is bound, and what the trail knows of it. */
export interface CardSetting {
  /** The artifact it is bound to, by its name in the template; undefined for the trail's own. */
  slot: string | undefined
  /** The address its attachment downloads from, when its bytes are kept. */
  download: string | undefined
  /** The rules of a custom type, for the verdict's reason; undefined when the type is gone. */
  rules: (typeName: string) => string[] | undefined
  /** The attestation the page was linked to (`?attestation_id=`). */
  linked: boolean
}

type Data = Record<string, unknown>

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const list = (v: unknown): Data[] => (Array.isArray(v) ? v.filter((x): x is Data => typeof x === 'object' && x !== null) : [])

/** The anchor of an attestation on its trail's page. */
export const anchorOf = (id: string) => `attestation-${id}`

function junitWhy(data: Data, compliant: boolean): Html {
  const suites = list(data.junit_results)
  const sum = (key: string) => suites.reduce((n, s) => n + num(s[key]), 0)
  return html`<p>
      ${sum('total')} test(s) in ${suites.length} suite(s): ${sum('failures')} failed, ${sum('errors')} erred, ${sum('skipped')} skipped.
      ${compliant ? 'Compliant: no test failed or erred.' : 'Non-compliant: a test failed or erred.'}
    </p>
    ${
      suites.length > 0
        ? table(
            ['Suite', 'Tests', 'Failures', 'Errors', 'Skipped', 'Seconds'],
            suites.slice(0, 200).map((s) => [str(s.name) ?? '', num(s.total), num(s.failures), num(s.errors), num(s.skipped), num(s.duration)])
          )
        : html``
    }`
}

function pullRequestWhy(data: Data, compliant: boolean): Html {
  const pulls = list(data.pull_requests)
  return html`<p>
      ${pulls.length > 0 ? `${pulls.length} pull request(s) brought the commit in.` : 'No pull request brought the commit in.'}
      ${compliant ? 'Compliant: the commit came through a pull request.' : 'Non-compliant: it needs at least one.'}
    </p>
    ${
      pulls.length > 0
        ? table(
            ['Pull request', 'State', 'Author', 'Approved by', 'Merged'],
            pulls.slice(0, 100).map((p) => [
              outLink(p.url, str(p.title) ?? str(p.url) ?? ''),
              str(p.state) ?? '',
              str(p.author) ?? '',
              list(p.approvers)
                .map((a) => str(a.username) ?? '')
                .filter(Boolean)
                .join(', ') || '—',
              when(typeof p.merged_at === 'number' ? p.merged_at : undefined)
            ])
          )
        : html``
    }`
}

function customWhy(type: string, data: Data, compliant: boolean, rules: string[] | undefined): Html {
  const name = type.slice('custom:'.length)
  return html`<p>
      ${compliant ? 'Compliant' : 'Non-compliant'} by the rules of type <code>${name}</code>${
        rules === undefined
          ? ' (the type has since been archived)'
          : rules.length === 0
            ? ' (it has no rules: every attestation of it is compliant)'
            : ': every rule must hold.'
      }
    </p>
    ${rules && rules.length > 0 ? html`<pre>${rules.slice(0, 100).join('\n')}</pre>` : html``}
    <p class="muted">Its data:</p>
    ${dataView(data.attestation_data)}`
}

/** Why the attestation is compliant or not, in the words of its type's rule. */
function why(a: AttestationRow, data: Data, setting: CardSetting): Html {
  const compliant = a.is_compliant === 1
  if (a.override === 1)
    return html`<p>
      Overridden: now ${compliant ? 'compliant' : 'non-compliant'}. Reason:
      ${longText(str(data.reason) ?? '')}${
        a.overridden_id ? html` (it overrides <a href="#${anchorOf(a.overridden_id)}">the attestation before it</a>)` : html``
      }
    </p>`
  if (a.type === 'junit') return junitWhy(data, compliant)
  if (a.type === 'pull_request') return pullRequestWhy(data, compliant)
  if (a.type.startsWith('custom:')) return customWhy(a.type, data, compliant, setting.rules(a.type.slice('custom:'.length)))
  return html`<p>Reported ${compliant ? 'compliant' : 'non-compliant'} by the pipeline that recorded it.</p>`
}

function attachmentView(info: AttachmentInfo | null, download: string | undefined): Part {
  if (!info?.filename) return undefined
  const label = `${info.filename} (${info.size} bytes)`
  return html`${download ? html`<a href="${download}" download>${label}</a>` : html`${label} <span class="muted">(its bytes were not kept)</span>`}<br /><span
      class="mono muted"
      >sha256:${info.sha256}</span
    >`
}

/** One attestation: what it is, its verdict and why, who recorded it and when, and its evidence. */
export function attestationCard(a: AttestationRow, setting: CardSetting): Html {
  const data = fromColumn<Data>(a.data, {})
  const attachment = fromColumn<AttachmentInfo | null>(a.attachment, null)
  return html`<article class="card${setting.linked ? ' linked' : ''}" id="${anchorOf(a.id)}">
    <header>
      <h3>${a.name}</h3>
      ${tag(a.type)}${compliantBadge(a.is_compliant === 1)}${a.override === 1 ? tag('override') : ''}<span class="muted"
        >${setting.slot === undefined ? 'on the trail' : `on artifact ${setting.slot}`}</span
      >
    </header>
    ${str(data.description) ? html`<p>${longText(str(data.description) ?? '')}</p>` : ''} ${why(a, data, setting)}
    ${facts([
      ['Recorded', when(a.created_at)],
      ['By the run', str(data.origin_url) ? outLink(data.origin_url) : undefined],
      ['Commit', commitLine(data.git_commit_info)],
      ['Repository', outLink((data.repo_info as { url?: unknown } | undefined)?.url)],
      ['Artifact', a.fingerprint ? html`<span class="mono">${a.fingerprint}</span>` : undefined],
      ['Attachment', attachmentView(attachment, setting.download)],
      ['Links', linksView(data.external_urls)],
      ['Annotations', data.annotations ? dataView(data.annotations) : undefined],
      ['User data', data.user_data !== undefined && data.user_data !== null ? dataView(data.user_data) : undefined],
      ['ID', html`<span class="mono muted">${a.id}</span>`]
    ])}
  </article>`
}
