/** 'EVSB' in ASCII: marks a file as a sandbox database, so a stranger's SQLite file is refused. */
export const APPLICATION_ID = 0x45565342
export const SCHEMA_VERSION = 1

/**
 * One row per record, every key led by the organization, so a request touches only the rows
 * it names and no name (`__proto__` included) means anything but itself. JSON columns hold
 * what the service keeps as documents (commit info, user data); `seq` orders what arrived.
 */
const FIRST_TABLES = `
CREATE TABLE environments (
  org TEXT NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL, description TEXT NOT NULL,
  include_scaling INTEGER NOT NULL, require_provenance INTEGER,
  included_environments TEXT NOT NULL, policies TEXT NOT NULL,
  archived INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL, last_modified_at REAL NOT NULL,
  last_reported_at REAL, snapshot_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;

CREATE TABLE snapshots (
  org TEXT NOT NULL, env TEXT NOT NULL, idx INTEGER NOT NULL,
  created_at REAL NOT NULL, running TEXT NOT NULL,
  PRIMARY KEY (org, env, idx)
) WITHOUT ROWID;

CREATE TABLE snapshot_artifacts (
  org TEXT NOT NULL, env TEXT NOT NULL, idx INTEGER NOT NULL,
  name TEXT NOT NULL, fingerprint TEXT NOT NULL, creation_timestamp REAL NOT NULL,
  PRIMARY KEY (org, env, idx, name, fingerprint)
) WITHOUT ROWID;

-- Each fingerprint an environment has run, once: the first and last snapshot it was in. What
-- search and artifacts ask (where does this run?) is answered here, not from every snapshot,
-- and snapshot rows are only ever appended, so a report costs the same however many came before.
CREATE TABLE environment_artifacts (
  org TEXT NOT NULL, env TEXT NOT NULL, fingerprint TEXT NOT NULL,
  first_idx INTEGER NOT NULL, last_idx INTEGER NOT NULL,
  PRIMARY KEY (org, env, fingerprint)
) WITHOUT ROWID;
CREATE INDEX environment_artifacts_by_fingerprint ON environment_artifacts (org, fingerprint);

CREATE TABLE flows (
  org TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, visibility TEXT NOT NULL,
  template TEXT, template_yaml TEXT, repo_url TEXT,
  archived INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL, last_modified_at REAL NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;

CREATE TABLE trails (
  seq INTEGER PRIMARY KEY, org TEXT NOT NULL, flow TEXT NOT NULL, name TEXT NOT NULL,
  description TEXT, template_yaml TEXT, data TEXT NOT NULL,
  created_at REAL NOT NULL, last_modified_at REAL NOT NULL, updated_at REAL,
  UNIQUE (org, flow, name)
);
CREATE INDEX trails_by_org ON trails (org, seq);

CREATE TABLE artifacts (
  seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, org TEXT NOT NULL, flow TEXT NOT NULL,
  trail TEXT NOT NULL, fingerprint TEXT NOT NULL, template_name TEXT, filename TEXT NOT NULL,
  git_commit TEXT, data TEXT NOT NULL, created_at REAL NOT NULL, last_modified_at REAL NOT NULL,
  UNIQUE (org, flow, trail, fingerprint)
);
CREATE INDEX artifacts_by_fingerprint ON artifacts (org, fingerprint);
CREATE INDEX artifacts_by_flow ON artifacts (org, flow, seq);
CREATE INDEX artifacts_by_commit ON artifacts (org, flow, git_commit);

CREATE TABLE attestations (
  seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, org TEXT NOT NULL, flow TEXT NOT NULL,
  trail TEXT NOT NULL, name TEXT NOT NULL, type TEXT NOT NULL,
  fingerprint TEXT, target TEXT, is_compliant INTEGER NOT NULL, override INTEGER NOT NULL DEFAULT 0, overridden_id TEXT,
  data TEXT NOT NULL, attachment TEXT, created_at REAL NOT NULL
);
CREATE INDEX attestations_by_trail ON attestations (org, flow, trail, seq);
CREATE INDEX attestations_by_binding ON attestations (org, flow, trail, name, fingerprint, target, seq);
CREATE INDEX attestations_by_fingerprint ON attestations (org, fingerprint);

CREATE TABLE commits (
  seq INTEGER PRIMARY KEY, org TEXT NOT NULL, flow TEXT NOT NULL, fingerprint TEXT NOT NULL,
  sha TEXT NOT NULL, branch TEXT, at REAL NOT NULL, source TEXT NOT NULL
);
CREATE INDEX commits_by_artifact ON commits (org, fingerprint, seq);
CREATE INDEX commits_by_sha ON commits (org, sha);

CREATE TABLE approvals (
  org TEXT NOT NULL, flow TEXT NOT NULL, number INTEGER NOT NULL, fingerprint TEXT NOT NULL,
  record TEXT NOT NULL, created_at REAL NOT NULL,
  PRIMARY KEY (org, flow, number)
) WITHOUT ROWID;
CREATE INDEX approvals_by_fingerprint ON approvals (org, fingerprint);

CREATE TABLE attestation_types (
  org TEXT NOT NULL, name TEXT NOT NULL, archived INTEGER NOT NULL DEFAULT 0,
  created_at REAL NOT NULL, last_modified_at REAL NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;

CREATE TABLE attestation_type_versions (
  org TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
  description TEXT, evaluator TEXT NOT NULL, type_schema TEXT, summary TEXT, created_at REAL NOT NULL,
  PRIMARY KEY (org, name, version)
) WITHOUT ROWID;
`

/**
 * Tables added since version 1, created when a database lacks them. Adding one does not change
 * the version: a sandbox that predates it reads and writes the database as before, it only
 * leaves the new table alone.
 */
export const ADDED_TABLES = `
-- The bytes of attestations' attachments, once per organization and content, for the pages to
-- offer them for download. Attachments stored before this table came have their name, size and
-- digest only.
CREATE TABLE IF NOT EXISTS attachment_files (
  org TEXT NOT NULL, sha256 TEXT NOT NULL, content BLOB NOT NULL,
  UNIQUE (org, sha256)
);

-- Environment policies, each a list of versions: a version's YAML and the rules read from it,
-- as JSON. Which policies an environment has stays in its own row (environments.policies).
CREATE TABLE IF NOT EXISTS policies (
  org TEXT NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL,
  created_at REAL NOT NULL, last_modified_at REAL NOT NULL,
  PRIMARY KEY (org, name)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS policy_versions (
  org TEXT NOT NULL, name TEXT NOT NULL, version INTEGER NOT NULL,
  yaml TEXT NOT NULL, rules TEXT NOT NULL, comment TEXT NOT NULL, created_at REAL NOT NULL,
  PRIMARY KEY (org, name, version)
) WITHOUT ROWID;

-- The tags of flows and environments, which policy expressions read as flow.tags.<key>.
CREATE TABLE IF NOT EXISTS tags (
  org TEXT NOT NULL, resource_type TEXT NOT NULL, resource_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (org, resource_type, resource_id, key)
) WITHOUT ROWID;

-- Artifacts allowed to run in an environment without full evidence, each with the reason: one
-- running there no longer makes its snapshot non-compliant.
CREATE TABLE IF NOT EXISTS allowlists (
  org TEXT NOT NULL, env TEXT NOT NULL, fingerprint TEXT NOT NULL, artifact_name TEXT NOT NULL,
  description TEXT NOT NULL, user_name TEXT NOT NULL, created_at REAL NOT NULL,
  PRIMARY KEY (org, env, fingerprint)
) WITHOUT ROWID;
`

export const SCHEMA = FIRST_TABLES + ADDED_TABLES
