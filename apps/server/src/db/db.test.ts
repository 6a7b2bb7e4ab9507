import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { openDatabase } from './client';
import { applyMigrations } from './migrate';
import journal from '../../drizzle/meta/_journal.json';

describe('embedded database on disk', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps its data across a restart, and migrating again changes nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-db-'));
    dirs.push(dataDir);

    const first = await openDatabase({ dataDir });
    await applyMigrations(first.pool);
    await first.pool.query(
      "INSERT INTO users (provider, subject, email, name) VALUES ('local', 'a@b.co', 'a@b.co', 'A')",
    );
    await first.close();

    const second = await openDatabase({ dataDir });
    await applyMigrations(second.pool);
    const rows = await second.pool.query<{ email: string }>('SELECT email FROM users');
    expect(rows.rows).toEqual([{ email: 'a@b.co' }]);
    await second.close();
  });
});

describe.each(testDatabases)('migrations on $name', ({ open }) => {
  it('can be applied by several processes at once', async () => {
    const database = await open();
    try {
      await Promise.all([applyMigrations(database.pool), applyMigrations(database.pool)]);
      const applied = await database.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied.rows[0]?.n)).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});
