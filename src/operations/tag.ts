import { patchTags } from '../clients/service/catalogue/tags.js'
import { PATTERNS, type Pattern } from '../clients/service/patterns.js'
import { serviceOperation } from '../action/types.js'
import type { Link } from '../action/summary.js'
import type { WebApp } from '../clients/service/web-app.js'

/** What `kosli tag` accepts as the resource type, sent as given. */
export const RESOURCE_TYPES = ['flow', 'flows', 'env', 'environment', 'environments', 'control', 'controls', 'repo', 'repos'] as const

/** A tag key as the published document has it (`TagPatchInput.set_tags`). */
const TAG_KEY: Pattern = {
  re: /^[a-zA-Z0-9][a-zA-Z0-9\-_.~]{0,255}$/,
  expected: 'a key: a letter or digit, then letters, digits, `-`, `_`, `.` or `~`'
}

interface Settings {
  type: (typeof RESOURCE_TYPES)[number]
  id: string
  set: Record<string, string>
  unset: string[]
}

/** The record's page, for the types the app has one for at a known address. */
function recordLink(app: WebApp, org: string, type: Settings['type'], id: string): Link | undefined {
  if (type === 'flow' || type === 'flows') return { href: app.flow(org, id), text: 'flow in the app' }
  if (type === 'env' || type === 'environment' || type === 'environments') return { href: app.environment(org, id), text: 'environment in the app' }
  return undefined
}

/**
 * Sets and removes key=value tags on a flow, an environment (or a control, a repo), as
 * `kosli tag` does: the app filters by them, and policies read a flow's as `flow.tags.<key>`.
 */
export default serviceOperation({
  name: 'tag',
  title: 'Tags',
  description: 'Set or remove key=value tags on a flow or an environment (team, tier, cost centre), which filter them in the app and which policies read',
  inputs: {
    'resource-type': {
      kind: 'string',
      values: RESOURCE_TYPES,
      required: true,
      description: 'What to tag: flow, environment (or env), control, or repo (by its internal ID), sent as given as the reference client does'
    },
    'resource-id': { kind: 'string', pattern: PATTERNS.pathName, required: true, description: 'Its name (a repo: its internal ID)' },
    set: { kind: 'list', description: 'Tags to add or change, `key=value`, one per line or comma-separated (split at the first `=`)' },
    unset: { kind: 'list', pattern: TAG_KEY, description: 'Keys of tags to remove, one per line or comma-separated' }
  },
  outputs: {},
  endpoint: patchTags,
  read: (inputs): Settings => {
    const type = inputs.choice('resource-type')
    if (type === undefined) throw inputs.fail('resource-type', 'required but not given', RESOURCE_TYPES.map((t) => `\`${t}\``).join(', '))
    const id = inputs.required('resource-id')
    const set: Record<string, string> = Object.create(null) as Record<string, string>
    for (const item of inputs.list('set')) {
      const at = item.indexOf('=')
      const key = at === -1 ? item : item.slice(0, at)
      if (at === -1) throw inputs.fail('set', `\`${key.slice(0, 80)}\` has no \`=\``, '`key=value` pairs, e.g. `team=payments`')
      if (!TAG_KEY.re.test(key)) throw inputs.fail('set', `the key \`${key.slice(0, 80)}\` is not valid`, TAG_KEY.expected)
      if (key in set) throw inputs.fail('set', `sets \`${key}\` twice`, 'each key once')
      set[key] = item.slice(at + 1)
    }
    const unset = inputs.list('unset')
    const both = unset.filter((key) => key in set)
    if (both.length > 0) throw inputs.fail('unset', `names \`${both[0]}\`, which \`set\` sets`, 'a key in one of the two')
    if (Object.keys(set).length === 0 && unset.length === 0)
      throw inputs.fail('set', 'nothing to change: neither `set` nor `unset` is given', 'at least one of them')
    return { type, id, set: { ...set }, unset }
  },
  async run({ type, id, set, unset }, { client, org, app }) {
    // Both always, as the reference client sends them: an empty map and an empty list change nothing.
    const response = await client.call(patchTags, { org, resource_type: type, resource_id: id }, { set_tags: set, remove_tags: unset })
    const keys = Object.keys(set).sort()
    const done = [keys.length > 0 && `${keys.length} set`, unset.length > 0 && `${unset.length} removed`].filter(Boolean).join(', ')
    return {
      outputs: {},
      summary: {
        title: `Tags of ${type} ${id}`,
        verdict: response.dryRun ? { ok: undefined, text: 'Dry run' } : { ok: true, text: `Tags changed: ${done}` },
        record: recordLink(app, org, type, id),
        facts: [
          ['Set', keys.map((k) => `${k}=${set[k]}`).join(', ')],
          ['Removed', [...unset].sort().join(', ')]
        ]
      }
    }
  }
})
