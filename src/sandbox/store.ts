import type { ApprovalListItem } from '../service/catalogue/approvals.js'
import { mkdirSync, readFileSync, renameSync, writeFileSync, fsyncSync, openSync, closeSync } from 'node:fs'
import path from 'node:path'

export interface SnapshotArtifact {
  name: string
  fingerprint: string
  creationTimestamp: number
}

export interface Snapshot {
  index: number
  from: number
  artifacts: SnapshotArtifact[]
}

export interface Environment {
  name: string
  type: string
  description: string
  include_scaling: boolean
  included_environments: string[]
  policies: string[]
  archived: boolean
  last_modified_at: number
  last_reported_at: number | null
  snapshots: Snapshot[]
}

export interface Flow {
  name: string
  description: string
  visibility: string
  template: string[]
  repo_url: string | null
  created_at: number
}

export interface CommitSighting {
  sha: string
  branch?: string
  at: number
  /** Where the sandbox learnt it: an approval or an attestation override. */
  source: string
}

/** What the sandbox knows of an artifact, from the approvals and attestations it has seen. */
export interface ArtifactRecord {
  fingerprint: string
  name: string
  flows: Record<string, { trail?: string; commits: CommitSighting[] }>
  compliance_state: string
}

export interface Org {
  flows: Record<string, Flow>
  environments: Record<string, Environment>
  approvals: Record<string, ApprovalListItem[]>
  overrides: Record<string, unknown>[]
  attestationTypes: Record<string, { name: string; description: string | null; evaluator: unknown; type_schema: unknown; created_at: number }>
  artifacts: Record<string, ArtifactRecord>
}

export interface State {
  version: 1
  orgs: Record<string, Org>
}

function emptyOrg(): Org {
  return { flows: {}, environments: {}, approvals: {}, overrides: [], attestationTypes: {}, artifacts: {} }
}

/**
 * The sandbox's state, in memory and, with a data file, on disk after every change. The file
 * is written beside itself and renamed over, so a crash mid-write leaves the old state whole.
 */
export class Store {
  private state: State = { version: 1, orgs: {} }

  constructor(private readonly file?: string) {
    if (!file) return
    let text: string | undefined
    try {
      text = readFileSync(file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
    if (text !== undefined) {
      const loaded = JSON.parse(text) as State
      if (loaded?.version !== 1 || typeof loaded.orgs !== 'object') throw new Error(`${file} is not a sandbox data file`)
      this.state = loaded
    }
  }

  /** Organizations exist on first use. */
  org(name: string): Org {
    return (this.state.orgs[name] ??= emptyOrg())
  }

  save(): void {
    if (!this.file) return
    mkdirSync(path.dirname(this.file), { recursive: true })
    const temporary = `${this.file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(this.state))
    const fd = openSync(temporary, 'r')
    fsyncSync(fd)
    closeSync(fd)
    renameSync(temporary, this.file)
  }

  snapshot(): State {
    return JSON.parse(JSON.stringify(this.state)) as State
  }
}
