import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { resolveAppSecret } from '../lib/app-secret';
import { backupDataDir, restoreDataDir } from './backup';

const run = promisify(execFile);
const LOCK = { allowNetworkFs: false };
const LOCK_MODULE = path.join(import.meta.dirname, '../lib/data-dir-lock.ts');

describe('backup and restore of DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function scratch(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'zappy-backup-'));
    dirs.push(dir);
    return dir;
  }

  /** Another process holding DATA_DIR's lock, as a running server does. */
  async function holdLock(dataDir: string): Promise<{ stop(): Promise<void> }> {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
         const held = lockDataDir(${JSON.stringify(dataDir)}, { allowNetworkFs: false });
         process.stdout.write(held.ok ? 'held\\n' : 'refused\\n');
         process.stdin.on('end', () => process.exit(0)).resume();`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    expect(line.toString()).toBe('held\n');
    return {
      async stop() {
        child.stdin.end();
        await once(child, 'exit');
      },
    };
  }

  /** A data directory as a stopped server leaves it: one account, the secret, a repository. */
  async function usedDataDir(): Promise<{ dataDir: string; secret: string }> {
    const dataDir = path.join(await scratch(), 'data');
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await applyMigrations(database.pool);
    await database.pool.query(
      "INSERT INTO users (provider, subject, email, name) VALUES ('local', 'ada@example.com', 'ada@example.com', 'Ada')",
    );
    await database.close();
    const secret = await resolveAppSecret(undefined, dataDir);
    await mkdir(path.join(dataDir, 'repos', 'site-1.git'), { recursive: true });
    await writeFile(path.join(dataDir, 'repos', 'site-1.git', 'HEAD'), 'ref: refs/heads/main\n');
    return { dataDir, secret };
  }

  it('round-trips the embedded database, the app secret and the repositories', async () => {
    const { dataDir, secret } = await usedDataDir();
    const file = path.join(await scratch(), 'zappy.tar.gz');
    const written = await backupDataDir(dataDir, file, LOCK);
    expect(written).toMatchObject({ ok: true });

    const restored = path.join(await scratch(), 'restored');
    expect(await restoreDataDir(file, restored, LOCK)).toMatchObject({ ok: true });
    const database = await openDatabase({ databaseUrl: undefined, dataDir: restored });
    const { rows } = await database.pool.query<{ email: string }>('SELECT email FROM users');
    await database.close();
    expect(rows).toEqual([{ email: 'ada@example.com' }]);
    expect(await resolveAppSecret(undefined, restored)).toBe(secret);
    expect(await readFile(path.join(restored, 'repos', 'site-1.git', 'HEAD'), 'utf8')).toBe(
      'ref: refs/heads/main\n',
    );
  });

  it('refuses while a server holds DATA_DIR, and restores only into an empty one', async () => {
    const { dataDir } = await usedDataDir();
    const server = await holdLock(dataDir);
    const file = path.join(await scratch(), 'zappy.tar.gz');
    const refused = await backupDataDir(dataDir, file, LOCK);
    await server.stop();
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error).toMatch(/Stop the Zappy server first/);

    expect(await backupDataDir(dataDir, file, LOCK)).toMatchObject({ ok: true });
    const occupied = (await usedDataDir()).dataDir;
    expect(await restoreDataDir(file, occupied, LOCK)).toEqual({
      ok: false,
      error: `DATA_DIR ${occupied} is not empty: restore into an empty one`,
    });
  });

  it('refuses archives that are not a Zappy backup or reach outside DATA_DIR, writing nothing', async () => {
    const source = await scratch();
    await mkdir(path.join(source, 'pglite'));
    await symlink('/etc/passwd', path.join(source, 'pglite', 'link'));
    const withLink = path.join(await scratch(), 'link.tar.gz');
    await run('tar', ['-czf', withLink, '-C', source, '.']);

    const other = await scratch();
    await writeFile(path.join(other, 'notes.txt'), 'hello');
    const notZappy = path.join(await scratch(), 'other.tar.gz');
    await run('tar', ['-czf', notZappy, '-C', other, '.']);

    const escaping = await scratch();
    await mkdir(path.join(escaping, 'inner', 'pglite'), { recursive: true });
    await writeFile(path.join(escaping, 'evil.txt'), 'x');
    const outside = path.join(await scratch(), 'outside.tar.gz');
    // -P keeps the `..` that tar would otherwise strip, as a hand-made archive could.
    await run('tar', [
      '-czPf',
      outside,
      '-C',
      path.join(escaping, 'inner'),
      'pglite',
      '../evil.txt',
    ]);

    const notAnArchive = path.join(await scratch(), 'plain.tar.gz');
    await writeFile(notAnArchive, 'not gzip');

    for (const [file, error] of [
      [withLink, /not a plain file or directory/],
      [notZappy, /no pglite\/ directory/],
      [outside, /outside the data directory/],
      [notAnArchive, /not a gzipped tar archive/],
    ] as const) {
      const target = path.join(await scratch(), 'restored');
      const restored = await restoreDataDir(file, target, LOCK);
      expect(restored.ok ? '' : restored.error).toMatch(error);
      await expect(readFile(path.join(target, 'evil.txt'))).rejects.toThrow();
    }
  });
});
