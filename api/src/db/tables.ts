// The table types Kysely checks queries against (src/db/kysely.ts): every table the migrations
// make, generated from the migrated schema by kysely-codegen into src/db/generated/database.ts.
// After adding or changing a migration run `pnpm --filter api run db:types` and commit the file;
// the api's `test` script runs `db:types:check`, which fails when the file and the migrations
// disagree. A text column limited to a vocabulary by its CHECK is typed with the contract's
// vocabulary there (scripts/db-types.ts, NARROW_COLUMNS), a GENERATED ALWAYS column as read-only.
//
// Columns are snake_case, as in SQL: alias to camelCase in the select
// (`.select('a.created_at as createdAt')`) or in the serialiser. A timestamptz is read as a Date
// on both engines; a date column is read as different Dates (pg: local midnight, PGlite: UTC
// midnight), so select it as text: sql<string>`to_char(o.start_date, 'YYYY-MM-DD')`.
import type { DB } from './generated/database.js';

/** The database as Kysely sees it: table name → row type. */
export type Tables = DB;
/** The same, under Kysely's usual name. */
export type Database = DB;

export type * from './generated/database.js';
