import path from 'node:path'
import { checkFlowTemplate, TEMPLATE_SCHEMA } from '../evidence/flow-template.js'
import { gitCommitInfo } from '../clients/github/commit.js'
import { repoInfo } from '../clients/github/repo.js'
import { PART_MAX_BYTES } from '../clients/service/catalogue/shapes.js'
import { beginTrail } from '../clients/service/catalogue/trails.js'
import type { ExternalUrls, UserData } from '../clients/service/catalogue/types.js'
import type { FilePart } from '../clients/service/endpoint.js'
import { loadValidation } from '../clients/service/validate.js'
import { loadPrebuiltChecks } from '../clients/service/prebuilt-checks.js'
import { link } from '../action/summary.js'
import { trailOf } from './readers/attestation-inputs.js'
import { readExternalUrls } from './readers/evidence-inputs.js'
import { readInputFile } from './readers/input-files.js'
import type { InputSpecs } from '../action/declare.js'
import { ATTESTATION_INPUTS, EXTERNAL_URLS_INPUT, USER_DATA_INPUT } from '../action/input-groups.js'
import type { InputReader } from '../action/reader.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  flow: string
  trail?: string
  description?: string
  templatePath?: string
  template?: FilePart
  originUrl?: string
  externalUrls?: ExternalUrls
  userData?: UserData
}

const TEMPLATE_EXPECTED = 'a flow template: YAML with `version: 1` and a `trail` of expected attestations and artifacts'

const INPUTS = {
  flow: ATTESTATION_INPUTS.flow,
  trail: ATTESTATION_INPUTS.trail,
  description: { kind: 'string', description: 'Description of the trail' },
  'template-file': { kind: 'path', description: 'A flow template YAML for this trail (what it must hold to be compliant)' },
  'origin-url': { kind: 'string', description: 'Link to where the trail began (default: this run)' },
  ...EXTERNAL_URLS_INPUT,
  ...USER_DATA_INPUT
} as const satisfies InputSpecs

/** The template is read and checked here, so a broken one fails before the trail is begun. */
async function readTemplate(inputs: InputReader<typeof INPUTS>): Promise<Pick<Settings, 'templatePath' | 'template'>> {
  const file = inputs.path('template-file')
  if (file === undefined) return {}
  const content = readInputFile('template-file', file, PART_MAX_BYTES, TEMPLATE_EXPECTED)
  if (!(await loadPrebuiltChecks('flow-template', { template: TEMPLATE_SCHEMA }))) await loadValidation()
  const checked = checkFlowTemplate(content.toString('utf8'), file)
  if ('problem' in checked) throw inputs.fail('template-file', checked.problem, TEMPLATE_EXPECTED)
  return { templatePath: file, template: { filename: path.basename(file), contentType: 'application/x-yaml', content } }
}

/** Begins (or updates) the trail for this commit: the place a build's evidence goes. */
export default serviceOperation({
  name: 'begin-trail',
  title: 'Beginning the trail',
  description: "Begin (or update) a flow's trail for this commit: the place a build's evidence goes, held to a template if given",
  inputs: INPUTS,
  outputs: { trail: "The trail's name" },
  endpoint: beginTrail,
  github: 'optional',
  read: async (inputs): Promise<Settings> => ({
    flow: inputs.required('flow'),
    trail: inputs.string('trail'),
    description: inputs.string('description'),
    ...(await readTemplate(inputs)),
    originUrl: inputs.string('origin-url'),
    externalUrls: readExternalUrls(inputs),
    userData: inputs.jsonData('user-data')
  }),
  async run(settings, { client, org, context, log, github, app }) {
    const trail = trailOf(settings.trail, context.sha)
    const gitCommit = context.sha ? await gitCommitInfo(context, context.sha, await github(), log) : undefined
    const repo = repoInfo(context)
    const originUrl = settings.originUrl ?? context.runUrl
    await client.call(
      beginTrail,
      { org, flow_name: settings.flow },
      {
        data_json: {
          name: trail,
          ...(settings.description !== undefined && { description: settings.description }),
          ...(gitCommit && { git_commit_info: gitCommit }),
          ...(repo && { repo_info: repo }),
          ...(originUrl !== undefined && { origin_url: originUrl }),
          ...(settings.externalUrls && { external_urls: settings.externalUrls }),
          ...(settings.userData !== undefined && { user_data: settings.userData })
        },
        ...(settings.template && { template_file: settings.template })
      }
    )
    return {
      outputs: { trail },
      summary: {
        title: `Trail ${trail}`,
        verdict: { ok: true, text: `Begun in flow ${settings.flow}` },
        record: { href: app.trail(org, settings.flow, trail), text: 'trail in the app' },
        facts: [
          ['Description', settings.description],
          ['Template', settings.templatePath ?? "the flow's"],
          ['Origin', originUrl ? link(originUrl, originUrl) : undefined]
        ]
      }
    }
  }
})
