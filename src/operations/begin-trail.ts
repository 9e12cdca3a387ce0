import { beginCommitRead, gitCommitInfo } from '../clients/github/commit.js'
import { readRunContext } from '../clients/github/context.js'
import { repoInfo } from '../clients/github/repo.js'
import { beginTrail } from '../clients/service/catalogue/trails.js'
import type { ExternalUrls, UserData } from '../clients/service/catalogue/types.js'
import type { FilePart } from '../clients/service/endpoint.js'
import { link } from '../action/summary.js'
import { trailOf } from './readers/attestation-inputs.js'
import { readExternalUrls } from './readers/evidence-inputs.js'
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
  // The YAML parser is loaded only for a template: most trails take their flow's.
  const { readFlowTemplateFile } = await import('./readers/flow-template-file.js')
  return { templatePath: file, template: await readFlowTemplateFile('template-file', file) }
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
  read: async (inputs): Promise<Settings> => {
    const settings = {
      flow: inputs.required('flow'),
      trail: inputs.string('trail'),
      description: inputs.string('description'),
      ...(await readTemplate(inputs)),
      originUrl: inputs.string('origin-url'),
      externalUrls: readExternalUrls(inputs),
      userData: inputs.jsonData('user-data')
    }
    // Once every input is good, the commit is read from the clone (where git is needed, while the step loads what sends the trail).
    const context = readRunContext()
    beginCommitRead(context, context.sha)
    return settings
  },
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
