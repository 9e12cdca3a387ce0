import { ActionError, isKnownError } from '../../action/errors.js'
import { notAnObject } from '../../clients/service/answers.js'
import { getSnapshot } from '../../clients/service/catalogue/environments.js'
import { PATTERNS } from '../../clients/service/patterns.js'
import type { ServiceTools } from '../../action/types.js'

/** What runs in an environment now, of one flow: the artifact that marks where a release starts. */
export interface RunningArtifact {
  environment: string
  snapshot: number
  name: string
  fingerprint: string
  commit: string
  /** The snapshot's page in the web app, when the service gives it. */
  url?: string
}

/** A snapshot's artifact, as the service lists it: the fields read (the document leaves it open). */
interface SnapshotArtifact {
  name?: string
  fingerprint?: string
  creationTimestamp?: number[] | number
  annotation?: { now?: number } | null
  flow_name?: string
  git_commit?: string
  flows?: { flow_name?: string; git_commit?: string }[] | null
}

interface Snapshot {
  index?: number
  html_url?: string
  artifacts: SnapshotArtifact[]
}

/** The newest start of any of its instances: when the artifact began to run there. */
function startedAt(artifact: SnapshotArtifact): number {
  const times = Array.isArray(artifact.creationTimestamp) ? artifact.creationTimestamp : [artifact.creationTimestamp ?? 0]
  return Math.max(0, ...times.filter((t) => typeof t === 'number' && Number.isFinite(t)))
}

/** The commit this flow records for the artifact: in its `flows`, else in the artifact's own fields. */
function commitInFlow(artifact: SnapshotArtifact, flow: string): string | undefined {
  const entry = artifact.flows?.find((f) => f?.flow_name === flow)
  if (entry) return entry.git_commit ?? ''
  return artifact.flow_name === flow ? (artifact.git_commit ?? '') : undefined
}

/**
 * The commit of the newest artifact of `flow` that runs in `environment`, from the
 * environment's latest snapshot (`GET /snapshots/{org}/{env_name}/-1`): it is what the next
 * release starts after. Undefined in a dry run, which sends nothing and so learns nothing.
 */
export async function commitRunningIn(environment: string, flow: string, { client, org, log }: ServiceTools): Promise<RunningArtifact | undefined> {
  const nothing = (why: string) =>
    new ActionError(
      // Asked of the service, which has no such environment: a request was sent, so no bad input.
      'not_found',
      `inputs \`since-environment\` and \`flow\`: ${why}; expected an environment where an artifact of flow \`${flow}\` runs, or \`oldest-commit\` instead`
    )
  let answer
  try {
    answer = await client.call(getSnapshot, { org, env_name: environment, snapshot_expression: '-1' }, undefined, {
      reads: (data) => notAnObject(data) ?? (Array.isArray((data as { artifacts?: unknown }).artifacts) ? undefined : 'it has no `artifacts` list')
    })
  } catch (err) {
    // The service answers 404 for an environment it does not have, and for one never reported.
    if (isKnownError(err) && err.kind === 'not_found')
      throw nothing(`environment \`${environment}\` does not exist in organization \`${org}\`, or nothing was ever reported to it (${err.message})`)
    throw err
  }
  if (answer.dryRun) {
    log.warning(`dry run: the latest snapshot of \`${environment}\` is not read, so the review covers \`commit\` alone`)
    return undefined
  }
  const snapshot = answer.data as Snapshot
  const ours = snapshot.artifacts
    .filter((a) => a && typeof a === 'object' && (a.annotation?.now ?? 1) > 0)
    .map((a) => ({ artifact: a, commit: commitInFlow(a, flow) }))
    .filter((a): a is { artifact: SnapshotArtifact; commit: string } => a.commit !== undefined)
    .sort((a, b) => startedAt(b.artifact) - startedAt(a.artifact))
  const where = `environment \`${environment}\` (snapshot ${snapshot.index ?? 'latest'})`
  if (ours.length === 0) throw nothing(`nothing of flow \`${flow}\` runs in ${where}: ${snapshot.artifacts.length} artifact(s), none of this flow`)
  const newest = ours[0]
  const name = newest.artifact.name ?? newest.artifact.fingerprint ?? 'the artifact'
  if (!PATTERNS.commitSha.re.test(newest.commit))
    throw nothing(
      `the newest artifact of flow \`${flow}\` in ${where}, \`${name}\`, has no full commit recorded (${JSON.stringify(newest.commit.slice(0, 80))})`
    )
  return {
    environment,
    snapshot: snapshot.index ?? 0,
    name,
    fingerprint: newest.artifact.fingerprint ?? '',
    commit: newest.commit,
    ...(typeof snapshot.html_url === 'string' && { url: snapshot.html_url })
  }
}
