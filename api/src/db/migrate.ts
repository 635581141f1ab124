import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant; every API process takes the same PostgreSQL advisory lock around a migration. */
const MIGRATION_LOCK_KEY = 7_460_239_101;

export type Migration = { version: string; name: string; file: string };

/** `NNN_name.sql` files of `dir`, in version order. */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql'));
  const migrations = files.map((file) => {
    const match = /^(\d+)_([\w-]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file names look like 001_name.sql, got ${file}`);
    return { version: match[1], name: match[2], file: path.join(dir, file) };
  });
  migrations.sort((a, b) => Number(a.version) - Number(b.version));
  for (let i = 1; i < migrations.length; i++) {
    if (Number(migrations[i].version) === Number(migrations[i - 1].version)) {
      throw new Error(`Two migrations share version ${migrations[i].version}`);
    }
  }
  return migrations;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction.
 * Idempotent across restarts. On PostgreSQL each transaction first takes a transaction-level
 * advisory lock, so that API processes starting at once apply each migration exactly once (the
 * second waits, then sees it recorded). Returns the versions it applied.
 */
// Raw SQL on purpose: the migrator runs before the schema it makes exists (and before the
// generated table types describe it), and schema_migrations is its own bookkeeping, left out of
// those types (scripts/db-types.ts).
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await listMigrations(dir);
  const applied: string[] = [];
  for (const migration of migrations) {
    const sql = await fs.readFile(migration.file, 'utf8');
    const ran = await db.transaction(async (tx) => {
      if (tx.engine === 'postgres') {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      }
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
