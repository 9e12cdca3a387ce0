import { accessSync, closeSync, constants, mkdirSync, openSync, readSync, statSync } from 'node:fs'
import path from 'node:path'
import { HttpError } from '../http-error.js'
import { openConnection, type Connection, type Row, type SqlValue, type Statement } from './sqlite.js'
import { ADDED_TABLES, APPLICATION_ID, SCHEMA, SCHEMA_VERSION } from './tables.js'

const SQLITE_HEADER = 'SQLite format 3\0'

/** Why a data file cannot be used, named by its path: the CLI prints it and exits. */
export class DataFileError extends Error {}

/**
 * The sandbox's one connection to its SQLite database: a file with `--data`, memory without.
 * Requests run one at a time (the handlers are synchronous), each in its own transaction, so
 * a request either changes everything it meant to or nothing at all.
 */
export class Database {
  private readonly statements = new Map<string, Statement>()
  private closed = false

  private constructor(
    private readonly connection: Connection,
    readonly file: string | undefined
  ) {}

  static open(file?: string): Database {
    if (!file) return Database.initialise(openConnection(':memory:'), undefined)
    const absolute = path.resolve(file)
    refuseForeignFile(absolute)
    try {
      mkdirSync(path.dirname(absolute), { recursive: true })
    } catch (err) {
      throw new DataFileError(`${absolute}: cannot create its folder (${(err as Error).message})`)
    }
    refuseReadOnly(absolute)
    let connection: Connection
    try {
      connection = openConnection(absolute)
    } catch (err) {
      throw new DataFileError(`${absolute}: cannot open it as a database (${(err as Error).message})`)
    }
    try {
      // WAL: a commit appends to the log, whatever the size of what is stored. FULL: the log is
      // synced before COMMIT returns, so an acknowledged write survives `kill -9` and power loss.
      connection.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -32768')
      const db = Database.initialise(connection, absolute)
      db.refuseDamage()
      // A database made before a table was added gets it now (a new one has it already).
      connection.exec(ADDED_TABLES)
      return db
    } catch (err) {
      connection.close()
      if (err instanceof DataFileError) throw err
      if (sqliteCode(err) === READONLY) throw new DataFileError(`${absolute}: ${READ_ONLY}`)
      // Damage that reaches the schema's own pages stops the first read, before quick_check can run.
      if (sqliteCode(err) === CORRUPT)
        throw new DataFileError(
          `${absolute}: a damaged sandbox database (SQLite: ${(err as Error).message}); restore a copy, or start with another --data file (this one is left as it is)`
        )
      throw new DataFileError(`${absolute}: not a sandbox database (${(err as Error).message})`)
    }
  }

  /**
   * A sandbox database whose pages were damaged (a disk error, a copy cut short) opens and
   * answers from whatever it can still read, silently short of records: refuse it instead.
   * quick_check reads every page once, which is seconds even for a large sandbox.
   */
  private refuseDamage(): void {
    const problems = this.all('PRAGMA quick_check(3)').map((row) => String(Object.values(row)[0]))
    if (problems.length === 1 && problems[0] === 'ok') return
    throw new DataFileError(
      `${this.file}: a damaged sandbox database (SQLite's integrity check: ${problems.join('; ')}); restore a copy, or start with another --data file (this one is left as it is)`
    )
  }

  private static initialise(connection: Connection, file: string | undefined): Database {
    const db = new Database(connection, file)
    const applicationId = Number(db.get('PRAGMA application_id')?.application_id ?? 0)
    const version = Number(db.get('PRAGMA user_version')?.user_version ?? 0)
    const tables = Number(db.get("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'")?.n ?? 0)
    if (applicationId === 0 && tables === 0) {
      db.transaction(() => {
        connection.exec(SCHEMA)
        connection.exec(`PRAGMA application_id = ${APPLICATION_ID}; PRAGMA user_version = ${SCHEMA_VERSION}`)
      })
    } else if (applicationId !== APPLICATION_ID) {
      throw new DataFileError(`${file}: not a sandbox database (an SQLite database of another application)`)
    } else if (version !== SCHEMA_VERSION) {
      throw new DataFileError(`${file}: a sandbox database of version ${version}; this sandbox reads version ${SCHEMA_VERSION}`)
    }
    return db
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.connection.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  run(sql: string, ...params: SqlValue[]): number {
    return Number(this.statement(sql).run(...params).changes)
  }

  get(sql: string, ...params: SqlValue[]): Row | undefined {
    return this.statement(sql).get(...params)
  }

  all(sql: string, ...params: SqlValue[]): Row[] {
    return this.statement(sql).all(...params)
  }

  /**
   * Runs `work` in one write transaction. A refusal it throws (an `HttpError`) rolls back and
   * passes through; a failure of the database itself (a full disk, a read-only file) rolls
   * back and becomes 503, and nothing the request did is visible afterwards.
   */
  transaction<T>(work: () => T): T {
    try {
      this.connection.exec('BEGIN IMMEDIATE')
    } catch (err) {
      throw storageFailure(err)
    }
    let result: T
    try {
      result = work()
    } catch (err) {
      this.rollback()
      if (err instanceof HttpError) throw err
      throw isStorageError(err) ? storageFailure(err) : err
    }
    try {
      this.connection.exec('COMMIT')
    } catch (err) {
      this.rollback()
      throw storageFailure(err)
    }
    return result
  }

  private rollback(): void {
    try {
      this.connection.exec('ROLLBACK')
    } catch {
      // No transaction left to roll back: SQLite already undid it when the statement failed.
    }
  }

  /**
   * Folds the write-ahead log into the file, so a stopped sandbox leaves one file behind. When
   * it cannot (a full disk), every acknowledged write is still in the log beside the file, and
   * the next start reads it back: the error says so rather than suggesting data was lost.
   */
  close(): void {
    if (this.closed) return
    this.closed = true
    let problem: unknown
    try {
      if (this.file) this.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } catch (err) {
      problem = err
    }
    try {
      this.connection.close()
    } catch (err) {
      problem ??= err
    }
    if (problem !== undefined)
      throw new DataFileError(
        `${this.file}: could not fold the write-ahead log into the file on stopping (${(problem as Error).message}); every acknowledged write is kept in ${this.file}-wal, which the next start reads back: keep both files together`
      )
  }

  /** For tests that need a database that fails: a page budget makes every growing write fail. */
  exec(sql: string): void {
    this.connection.exec(sql)
  }
}

/** A file that exists and is not empty must start as every SQLite file does. */
function refuseForeignFile(file: string): void {
  let size: number
  try {
    const stat = statSync(file)
    if (!stat.isFile()) throw new DataFileError(`${file}: not a file`)
    size = stat.size
  } catch (err) {
    if (err instanceof DataFileError) throw err
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
    throw new DataFileError(`${file}: cannot read it (${(err as Error).message})`)
  }
  if (size === 0) return
  const head = Buffer.alloc(SQLITE_HEADER.length)
  let fd: number
  try {
    fd = openSync(file, 'r')
  } catch (err) {
    throw new DataFileError(`${file}: cannot read it (${(err as Error).message})`)
  }
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1') === SQLITE_HEADER) return
  const legacy = head.toString('utf8').trimStart().startsWith('{')
  throw new DataFileError(
    legacy
      ? `${file}: a JSON state file of the first sandbox, not a sandbox database; start with another --data file (this one is left as it is)`
      : `${file}: not a sandbox database (not an SQLite file); it is left as it is`
  )
}

const READONLY = 8
const CORRUPT = 11
const READ_ONLY =
  'cannot write it: the file or its folder is read-only (the sandbox writes the database and, beside it, its -wal and -shm files); choose a writable place or fix the permissions'

/**
 * An existing file or folder the sandbox cannot write would otherwise surface as SQLite's
 * "attempt to write a readonly database", read as a wrong file rather than a permission.
 */
function refuseReadOnly(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    try {
      accessSync(target, constants.W_OK)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw new DataFileError(`${file}: ${READ_ONLY}`)
    }
  }
}

function sqliteCode(err: unknown): number | undefined {
  const e = err as { code?: unknown; errcode?: unknown } | null
  return typeof e === 'object' && e !== null && e.code === 'ERR_SQLITE_ERROR' && typeof e.errcode === 'number' ? e.errcode & 0xff : undefined
}

/** SQLite's primary codes for a database that cannot do its work, as opposed to a wrong query. */
const STORAGE_CODES = new Set([
  5 /* BUSY */, 6 /* LOCKED */, 7 /* NOMEM */, 8 /* READONLY */, 10 /* IOERR */, 11 /* CORRUPT */, 13 /* FULL */, 14 /* CANTOPEN */, 26 /* NOTADB */
])

function isStorageError(err: unknown): boolean {
  const code = sqliteCode(err)
  return code !== undefined && STORAGE_CODES.has(code)
}

function storageFailure(err: unknown): HttpError {
  const detail = (err as { errstr?: string; message?: string }).errstr ?? (err as Error).message ?? String(err)
  return new HttpError(503, `The sandbox could not store this request (${detail}); nothing was changed, try again`, { storage: detail })
}
