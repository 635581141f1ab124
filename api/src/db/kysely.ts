// Typed SQL: a Kysely query builder over the API's one query interface (`Db`, src/db/client.ts).
// Kysely compiles a query to SQL with $1 parameters and this driver runs it with `db.query`, so
// the same code runs on PGlite and on PostgreSQL, and inside `db.transaction` on the `tx` it gets:
//
//   const rows = await kysely(tx).selectFrom('applications as a').select(['a.id']).execute();
//
// A renamed or mistyped column fails the type check (the table types are src/db/tables.ts).
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Db } from './client.js';
import type { Tables } from './tables.js';

export const KYSELY_TRANSACTION_MESSAGE =
  'Kysely transactions are not used here: run the queries on kysely(tx) inside db.transaction(tx => …)';

/** One "connection" for every query: `db` (a pool, PGlite, or a transaction's `tx`) does the rest. */
class DbConnection implements DatabaseConnection {
  constructor(private readonly db: Db) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Db.query gives rows only: an UPDATE/DELETE's count is not known, so use .returning(…).
    // The one place a Kysely query reaches the database: through Db.query, raw by design.
    const { rows } = await this.db.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return { rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported over Db');
  }
}

class DbDriver implements Driver {
  private readonly connection: DbConnection;

  constructor(db: Db) {
    this.connection = new DbConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  // The transaction is Db's (one PGlite connection, a pg pool client): see KYSELY_TRANSACTION_MESSAGE.
  async beginTransaction(): Promise<void> {
    throw new Error(KYSELY_TRANSACTION_MESSAGE);
  }

  async commitTransaction(): Promise<void> {
    throw new Error(KYSELY_TRANSACTION_MESSAGE);
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error(KYSELY_TRANSACTION_MESSAGE);
  }

  async releaseConnection(): Promise<void> {}

  /** Closing the Db is main.ts's job, not Kysely's. */
  async destroy(): Promise<void> {}
}

/** PostgreSQL's SQL (compiler, adapter, introspector) over a `Db`. */
export function dbDialect(db: Db): Dialect {
  return {
    createDriver: () => new DbDriver(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new PostgresAdapter(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
  };
}

const builders = new WeakMap<Db, Kysely<Tables>>();

/** The typed query builder over `db` (made once per Db; a transaction's `tx` gets its own). */
export function kysely(db: Db): Kysely<Tables> {
  let builder = builders.get(db);
  if (!builder) {
    builder = new Kysely<Tables>({ dialect: dbDialect(db) });
    builders.set(db, builder);
  }
  return builder;
}
