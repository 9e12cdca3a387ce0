import path from 'node:path'
import { invalidInput } from '../action/errors.js'
import { gitCommitInfo } from '../clients/github/commit.js'
import { commitUrl, repositoryUrl } from '../clients/github/context.js'
import { repoInfo } from '../clients/github/repo.js'
import { attestArtifact } from '../clients/service/catalogue/artifacts.js'
import type { ExternalUrls, UserData } from '../clients/service/catalogue/types.js'
import { PATTERNS } from '../clients/service/patterns.js'
import { hash, link } from '../action/summary.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './readers/artifact-input.js'
import { trailOf } from './readers/attestation-inputs.js'
import { readAnnotations, readExternalUrls } from './readers/evidence-inputs.js'
import { ARTIFACT_INPUTS, ATTESTATION_INPUTS, EXTERNAL_URLS_INPUT, USER_DATA_INPUT } from '../action/input-groups.js'
import { serviceOperation } from '../action/types.js'

interface Settings {
  flow: string
  trail?: string
  artifactName: string
  artifact: ArtifactRef
  displayName: string
  commit?: string
  buildUrl?: string
  annotations?: Record<string, string>
  externalUrls?: ExternalUrls
  userData?: UserData
}

/** Records a built artifact in its trail, under its name in the flow template. */
export default serviceOperation({
  name: 'attest-artifact',
  title: 'Artifact attestation',
  description: 'Record a built artifact in its trail, under its name in the flow template',
  inputs: {
    flow: ATTESTATION_INPUTS.flow,
    trail: ATTESTATION_INPUTS.trail,
    'artifact-name': {
      kind: 'string',
      pattern: PATTERNS.templateReferenceName,
      required: true,
      description: 'The artifact name in the flow template'
    },
    ...ARTIFACT_INPUTS,
    'display-name': { kind: 'string', description: 'The name shown for the artifact (default: the base name of artifact-path, else artifact-name)' },
    commit: ATTESTATION_INPUTS.commit,
    'build-url': { kind: 'string', description: 'The build that made the artifact (default: this run)' },
    annotations: ATTESTATION_INPUTS.annotations,
    ...EXTERNAL_URLS_INPUT,
    ...USER_DATA_INPUT
  },
  outputs: { fingerprint: 'The artifact fingerprint recorded', trail: 'The trail name used' },
  endpoint: attestArtifact,
  github: 'optional',
  read: (inputs): Settings => {
    const artifactName = inputs.required('artifact-name', "(the artifact's name in the flow template)")
    const artifact = readArtifactRef(inputs, { required: true })!
    return {
      flow: inputs.required('flow'),
      trail: inputs.string('trail'),
      artifactName,
      artifact,
      // What people see in the service: the file's or folder's name, or the image as named.
      displayName: inputs.string('display-name') ?? ('path' in artifact ? path.basename(artifact.path) : 'image' in artifact ? artifact.image : artifactName),
      commit: inputs.string('commit'),
      buildUrl: inputs.string('build-url'),
      annotations: readAnnotations(inputs),
      externalUrls: readExternalUrls(inputs),
      userData: inputs.jsonData('user-data')
    }
  },
  async run(settings, { client, org, context, log, github, common, app }) {
    const trail = trailOf(settings.trail, context.sha)
    const commit = settings.commit ?? context.sha
    if (!commit) throw invalidInput('commit', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.commitSha.expected)
    const buildUrl = settings.buildUrl ?? context.runUrl
    if (!buildUrl)
      throw invalidInput(
        'build-url',
        "not given and this run's URL is unknown (GITHUB_REPOSITORY, GITHUB_RUN_ID)",
        'the URL of the build that made the artifact'
      )
    const fingerprint = await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log })
    const gitCommit = await gitCommitInfo(context, commit, await github(), log)
    const repo = repoInfo(context)
    const repoUrl = repositoryUrl(context)
    await client.call(
      attestArtifact,
      { org, flow_name: settings.flow },
      {
        fingerprint,
        filename: settings.displayName,
        build_url: buildUrl,
        commit_url: commitUrl(context, commit) ?? '',
        trail_name: trail,
        template_reference_name: settings.artifactName,
        git_commit: commit,
        git_commit_info: gitCommit,
        ...(repo && { repo_info: repo }),
        ...(repoUrl && { repo_url: repoUrl }),
        ...(settings.annotations && { annotations: settings.annotations }),
        ...(settings.externalUrls && { external_urls: settings.externalUrls }),
        ...(settings.userData !== undefined && { user_data: settings.userData })
      }
    )
    return {
      outputs: { fingerprint, trail },
      summary: {
        title: `Artifact ${settings.artifactName}`,
        verdict: { ok: true, text: `Recorded ${settings.displayName} in trail ${trail}` },
        record: { href: app.artifact(org, settings.flow, fingerprint), text: 'artifact in the app' },
        facts: [
          ['Flow / trail', `${settings.flow} / ${trail}`],
          ['Fingerprint', hash(fingerprint)],
          ['Commit', hash(commit, commitUrl(context, commit))],
          ['Build', link(buildUrl, buildUrl)]
        ]
      }
    }
  }
})
