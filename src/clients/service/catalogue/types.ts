/**
 * The TypeScript shapes of the bodies and answers the action uses, as the spec and the
 * published document describe them. The schemas in the catalogue are what is checked at run
 * time; these only let the compiler check the code that builds and reads them.
 */

export interface GitCommitInfo {
  sha1: string
  message?: string | null
  author?: string | null
  author_username?: string | null
  branch?: string | null
  timestamp?: number | null
  url?: string | null
  parents?: string[] | null
  /** The spec's fields beyond the document's: the signature's verification by the git host. */
  verified?: boolean
  signature_state?: string
}

export interface RepoInfo {
  name: string
  url: string
  id?: string | null
  description?: string | null
  provider?: 'github' | 'gitlab' | 'bitbucket' | 'azure-devops' | 'circleci' | null
}

export type ExternalUrls = Record<string, { href: string; fingerprint?: string | null }>
export type UserData = Record<string, unknown> | unknown[] | null

/** The fields every attestation shares (generic, junit, pull request, custom, override). */
export interface AttestationCommon {
  attestation_name: string
  origin_url?: string | null
  description?: string | null
  artifact_fingerprint?: string | null
  target_artifacts?: string[] | null
  git_commit_info?: GitCommitInfo | null
  repo_info?: RepoInfo | null
  external_urls?: ExternalUrls | null
  annotations?: Record<string, string> | null
  user_data?: UserData
}
