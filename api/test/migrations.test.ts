import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { MEMORY_DATA_DIR, openDb, openPglite } from '../src/db/client.js';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../src/db/migrate.js';

const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: MEMORY_DATA_DIR });

describe('migrations', () => {
  it('run twice (and twice at once) without error, each recorded once', async () => {
    const first = await openDb(config);
    const second = await openDb(config);
    try {
      await Promise.all([migrate(first), migrate(second)]);
      assert.deepEqual(await migrate(first), []);
      const versions = (await listMigrations()).map((m) => m.version);
      const { rows } = await first.query<{ version: string; n: number }>(
        'SELECT version, count(*) AS n FROM schema_migrations GROUP BY version ORDER BY version',
      );
      for (const version of versions) {
        assert.equal(rows.find((row) => row.version === version)?.n, 1, `version ${version}`);
      }
      const tables = await first.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = current_schema() ORDER BY table_name`,
      );
      const names = tables.rows.map((row) => row.name);
      for (const table of [
        'users',
        'sessions',
        'sign_in_tokens',
        'password_reset_codes',
        'outgoing_emails',
      ]) {
        assert.ok(names.includes(table), `${table} exists`);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('the runner applies any numbered .sql files in order, each once', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hh-migrations-'));
    const db = await openPglite(MEMORY_DATA_DIR);
    try {
      await fs.copyFile(path.join(MIGRATIONS_DIR, '001_auth.sql'), path.join(dir, '001_auth.sql'));
      await fs.writeFile(
        path.join(dir, '010_later.sql'),
        'CREATE TABLE later (id int PRIMARY KEY); INSERT INTO later VALUES (1);',
      );
      await fs.writeFile(path.join(dir, '002_next.sql'), 'CREATE TABLE next_one (id int);');
      assert.deepEqual(await migrate(db, dir), ['001', '002', '010']);
      assert.deepEqual(await migrate(db, dir), []);
      await fs.writeFile(
        path.join(dir, '011_broken.sql'),
        'CREATE TABLE ok_part (id int); SELEC 1;',
      );
      await assert.rejects(migrate(db, dir));
      const leftover = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'ok_part'",
      );
      assert.equal(leftover.rows.length, 0, 'a failed migration is rolled back whole');
      const recorded = await db.query("SELECT 1 FROM schema_migrations WHERE version = '011'");
      assert.equal(recorded.rows.length, 0);
    } finally {
      await db.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
