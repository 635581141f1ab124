import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export type QueryResult<T> = { rows: T[] };

/**
 * The one query interface of the API, the same for embedded PGlite and for a PostgreSQL server.
 * Plain SQL with `$1` parameters, which the modules never write themselves: they build queries
 * with Kysely (`kysely(db)`, src/db/kysely.ts), whose driver runs the compiled SQL through
 * `query`. The raw `query` calls in this file are that driver's engine: the PGlite and pg
 * clients themselves, a transaction's BEGIN/COMMIT/ROLLBACK, and the pool's connection check.
 */
export type Db = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    /**
     * `name`: on PostgreSQL, a prepared statement of that name (parsed and planned once per
     * connection) for a hot query whose text never changes; PGlite ignores it.
     */
    options?: { name?: string },
  ): Promise<QueryResult<T>>;
  /** Runs several `;`-separated statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when `fn` resolves, rolled back when it throws. Use only
   * `tx` inside `fn` (PGlite has one connection: a query on the outer `db` would wait forever).
   * A nested `tx.transaction` joins the outer transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  engine: 'pglite' | 'postgres';
};

export const MEMORY_DATA_DIR = 'memory://';

type DbConfig = Pick<Config, 'databaseUrl' | 'dataDir'>;
export type OpenDbOptions = {
  /** Told when a stale data-folder lock (left by a process that died) was replaced. */
  log?: (message: string) => void;
};

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` (or in memory).
 * A PGlite folder is locked to this process first: `DataDirInUseError` when another holds it.
 */
export async function openDb(config: DbConfig, options: OpenDbOptions = {}): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir, options);
}

// ---------- PGlite ----------

/**
 * The extensions the migrations create (pg_trgm: job search, 017_search.sql; btree_gist: one
 * booking per interviewer's time, 025_booking.sql).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

export async function openPglite(dataDir: string, options: OpenDbOptions = {}): Promise<Db> {
  if (dataDir === MEMORY_DATA_DIR || dataDir === '')
    return pgliteDb(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  const lock = acquireDataDirLock(dataDir, options); // creates the folder
  try {
    return pgliteDb(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }), lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Wraps an open PGlite instance as a `Db` (closing the `Db` closes the instance, then calls
 * `onClosed`: the data-folder lock is released once the files are written).
 */
export function pgliteDb(pglite: PGlite, onClosed?: () => void): Db {
  return {
    engine: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pglite.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      return pglite.transaction((tx) => fn(pgliteTransaction(tx)));
    },
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        onClosed?.();
      }
    },
  };
}

function pgliteTransaction(tx: Transaction): Db {
  const db: Db = {
    engine: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await tx.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

// ---------- PostgreSQL ----------

const INT8_OID = 20;

/** int8 (bigint, count(*)) as a number when it is safe, as PGlite does; the rest as pg does. */
function parseInt8(value: string): number | bigint {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
}

const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Tries of a statement outside a transaction when its connection turns out to be dead. */
const QUERY_ATTEMPTS = 3;

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, types: pgTypes });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => {
    console.error('PostgreSQL pool error:', error.message);
  });
  // Fail fast on a wrong DATABASE_URL.
  await pool.query('select 1');

  let closed = false;
  return {
    engine: 'postgres',
    async query<T>(sql: string, params?: unknown[], options?: { name?: string }) {
      const run = () =>
        options?.name
          ? pool.query({ name: options.name, text: sql, values: params })
          : pool.query(sql, params);
      // An idle connection that the server ended (a restart, a failover) is found dead only when
      // used; the pool drops it, and the statement runs again on another one, shortly after (the
      // pool may hold several dead ones). A statement cut mid-way was rolled back with its
      // connection, so running it again is safe.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return { rows: (await run()).rows as T[] };
        } catch (error) {
          if (!isDatabaseUnavailable(error) || closed || attempt >= QUERY_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        }
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out client has no listener of the pool's: a connection dropped mid-transaction
      // (a failover, pg_terminate_backend) would be an unhandled 'error' event that kills the
      // process. It fails this transaction's next query instead, and the client leaves the pool.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(postgresTransaction(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError; // the connection is unusable: drop it from the pool
        });
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function postgresTransaction(client: pg.PoolClient): Db {
  const db: Db = {
    engine: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** The SQLSTATE code of a database error (same field on pg and PGlite errors). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/**
 * True for an error that says the database cannot be reached or dropped the connection (not a
 * fault of the request): SQLSTATE classes 08 (connection exception) and 57P (operator
 * intervention: shutdown, terminated backend), and node-postgres's own connection errors.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || state.startsWith('57P'))) return true;
  const message = error instanceof Error ? error.message : '';
  return (
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    ) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(state ?? '')
  );
}
