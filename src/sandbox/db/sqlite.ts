/**
 * The few parts of Node's built-in `node:sqlite` the sandbox uses, typed here because the
 * project's `@types/node` predates the module. Loaded with `process.getBuiltinModule`, so an
 * older Node gets a sentence naming the version it needs instead of a failed import.
 */

export type SqlValue = string | number | bigint | null | Uint8Array
export type Row = Record<string, SqlValue>

export interface Statement {
  run(...params: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint }
  get(...params: SqlValue[]): Row | undefined
  all(...params: SqlValue[]): Row[]
}

export interface Connection {
  exec(sql: string): void
  prepare(sql: string): Statement
  close(): void
  readonly isOpen?: boolean
}

interface SqliteModule {
  DatabaseSync: new (location: string, options?: { open?: boolean; readOnly?: boolean; enableForeignKeyConstraints?: boolean }) => Connection
}

/** The first Node releases with `node:sqlite` available without a flag. */
export const REQUIRED_NODE = 'Node.js 22.13 or later (node:sqlite); tested on Node 24'

export function openConnection(location: string, options?: { readOnly?: boolean }): Connection {
  const sqlite = (process.getBuiltinModule as ((id: string) => unknown) | undefined)?.('node:sqlite') as SqliteModule | undefined
  if (!sqlite?.DatabaseSync) throw new Error(`the sandbox needs ${REQUIRED_NODE}; this is Node ${process.versions.node}`)
  return new sqlite.DatabaseSync(location, options ?? {})
}
