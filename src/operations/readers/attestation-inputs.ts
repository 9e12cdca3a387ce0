import { invalidInput } from '../../action/errors.js'
import { packAttachments } from '../../evidence/attachments.js'
import { FileError } from '../../util/files.js'
import { gitCommitInfo } from '../../clients/github/commit.js'
import { repoInfo } from '../../clients/github/repo.js'
import { ATTACHMENT_MAX_BYTES } from '../../clients/service/catalogue/shapes.js'
import type { AttestationCommon, ExternalUrls, GitCommitInfo, RepoInfo, UserData } from '../../clients/service/catalogue/types.js'
import type { FilePart } from '../../clients/service/endpoint.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import { readArtifactRef, resolveFingerprint, type ArtifactRef } from './artifact-input.js'
import { readAnnotations, readExternalUrls } from './evidence-inputs.js'
import type { ATTESTATION_INPUTS } from '../../action/input-groups.js'
import type { InputReader } from '../../action/reader.js'
import type { ServiceTools } from '../../action/types.js'
import { formatBytes } from '../../util/text.js'

/** The inputs every attestation shares, read and checked before anything is sent. */
export interface AttestationInputs {
  flow: string
  trail?: string
  name: string
  artifact?: ArtifactRef
  targetArtifacts: string[]
  commit?: string
  originUrl?: string
  description?: string
  /** Files and folders to attach, absolute. */
  attachments: string[]
  externalUrls?: ExternalUrls
  annotations?: Record<string, string>
  userData?: UserData
}

export function readAttestationInputs(inputs: InputReader<typeof ATTESTATION_INPUTS>): AttestationInputs {
  const name = inputs.required('attestation-name')
  const artifact = readArtifactRef(inputs, { required: false })
  const targetArtifacts = inputs.list('target-artifacts')
  return {
    flow: inputs.required('flow'),
    trail: inputs.string('trail'),
    name,
    artifact,
    targetArtifacts,
    commit: inputs.string('commit'),
    originUrl: inputs.string('origin-url'),
    description: inputs.string('description'),
    attachments: inputs.list('attachments').map((p) => inputs.resolve(p)),
    externalUrls: readExternalUrls(inputs),
    annotations: readAnnotations(inputs),
    userData: inputs.jsonData('user-data')
  }
}

/** Everything an attestation's `data_json` shares, and where it goes. */
export interface PreparedAttestation {
  trail: string
  fingerprint?: string
  commit?: string
  fields: AttestationCommon
  /** The attachments (and any evidence files the operation adds), packed as one part. */
  attachment?: FilePart
}

/** The workflow's commit is the trail's name unless one is given, as a trail per commit is the norm. */
export function trailOf(given: string | undefined, sha: string | undefined): string {
  const trail = given ?? sha
  if (!trail) throw invalidInput('trail', "not given and the workflow's commit (GITHUB_SHA) is unknown", PATTERNS.trailName.expected)
  return trail
}

/**
 * Resolves what the inputs leave to the runner (trail, commit, run URL, repository) and packs
 * the attachments, so a local problem is found before the request is made.
 */
export async function prepareAttestation(
  settings: AttestationInputs,
  { context, log, github, common }: ServiceTools,
  evidence?: { input: string; files: string[] }
): Promise<PreparedAttestation> {
  const trail = trailOf(settings.trail, context.sha)
  let attachment: FilePart | undefined
  const files = [...settings.attachments, ...(evidence?.files ?? [])]
  if (files.length > 0) {
    try {
      attachment = await packAttachments(files, ATTACHMENT_MAX_BYTES, common.baseDir)
    } catch (err) {
      if (!(err instanceof FileError)) throw err
      const fromEvidence = evidence?.files.some((f) => err.file === f || err.file.startsWith(`${f}/`))
      throw invalidInput(
        fromEvidence ? evidence!.input : 'attachments',
        err.message,
        `files or folders that pack to at most ${formatBytes(ATTACHMENT_MAX_BYTES)}`
      )
    }
  }
  const fingerprint = settings.artifact ? await resolveFingerprint(settings.artifact, { githubToken: common.githubToken, log }) : undefined
  const commit = settings.commit ?? context.sha
  const gitCommit = commit ? await gitCommitInfo(context, commit, await github(), log) : undefined
  const fields: AttestationCommon = {
    ...attestationFields(settings.name, settings, { originUrl: settings.originUrl ?? context.runUrl, fingerprint, gitCommit, repo: repoInfo(context) }),
    // The reference client always sends it, `{}` when there is none.
    user_data: settings.userData ?? {}
  }
  return { trail, fingerprint, commit, fields, attachment }
}

/**
 * The fields an attestation and an override of one share: the name, and each optional one
 * only when known (the service keeps what an absent field leaves, not an empty value).
 */
export function attestationFields(
  name: string,
  given: Pick<AttestationInputs, 'description' | 'targetArtifacts' | 'externalUrls' | 'annotations'>,
  known: { originUrl?: string; fingerprint?: string; gitCommit?: GitCommitInfo; repo?: RepoInfo }
): Omit<AttestationCommon, 'user_data'> {
  return {
    attestation_name: name,
    ...(known.originUrl !== undefined && { origin_url: known.originUrl }),
    ...(given.description !== undefined && { description: given.description }),
    ...(known.fingerprint !== undefined && { artifact_fingerprint: known.fingerprint }),
    ...(given.targetArtifacts.length > 0 && { target_artifacts: given.targetArtifacts }),
    ...(known.gitCommit && { git_commit_info: known.gitCommit }),
    ...(known.repo && { repo_info: known.repo }),
    ...(given.externalUrls && { external_urls: given.externalUrls }),
    ...(given.annotations && { annotations: given.annotations })
  }
}
