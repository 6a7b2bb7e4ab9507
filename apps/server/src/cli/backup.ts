import { execFile } from 'node:child_process';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE, lockDataDir, type DataDirLockOptions } from '../lib/data-dir-lock';

// Backups of DATA_DIR: the embedded database (pglite/), the app secret and the sites' git
// repositories (repos/), as one gzipped tar archive made by the system's tar. The server must be
// stopped: the embedded database belongs to one process, and a stopped one's files are a
// consistent copy (PostgreSQL's own files are its data directory's, copied whole the same way).

const run = promisify(execFile);

/** Files in DATA_DIR that belong to the running process, never to a backup. */
const RUNTIME_FILES = [LOCK_FILE];

export type BackupResult = { ok: true; entries: number } | { ok: false; error: string };

/** Runs `work` while this process holds DATA_DIR's lock, so no server writes during it. */
async function whileLocked(
  dataDir: string,
  lock: DataDirLockOptions,
  work: () => Promise<BackupResult>,
): Promise<BackupResult> {
  const locked = lockDataDir(dataDir, lock);
  if (!locked.ok) return { ok: false, error: `${locked.error}. Stop the Zappy server first.` };
  try {
    return await work();
  } finally {
    locked.lock.release();
  }
}

/** The archive's members; tar's listing prints a type letter first (`-`, `d`, `l`, `h`, …). */
async function members(file: string): Promise<{ type: string; name: string }[]> {
  const { stdout } = await run('tar', ['-tvzf', file], { maxBuffer: 64 * 1024 * 1024 });
  const names = (await run('tar', ['-tzf', file], { maxBuffer: 64 * 1024 * 1024 })).stdout
    .split('\n')
    .filter((line) => line !== '');
  const types = stdout.split('\n').filter((line) => line !== '');
  return names.map((name, index) => ({ type: types[index]?.charAt(0) ?? '?', name }));
}

/**
 * Why an archive cannot be restored, or undefined: only plain files and directories, every name
 * inside the target (no absolute paths, no `..`), and the backup's own layout (`pglite/`).
 */
function refusal(entries: readonly { type: string; name: string }[]): string | undefined {
  const odd = entries.find(({ type }) => type !== '-' && type !== 'd');
  if (odd) return `The archive holds ${odd.name}, which is not a plain file or directory`;
  const outside = entries.find(
    ({ name }) => path.isAbsolute(name) || name.split('/').includes('..'),
  );
  if (outside) return `The archive names ${outside.name}, outside the data directory`;
  if (!entries.some(({ name }) => /^(?:\.\/)?pglite\/?$/.test(name)))
    return 'The archive is no Zappy backup: it has no pglite/ directory';
  return undefined;
}

/**
 * Writes DATA_DIR into `file` (a gzipped tar). With DATABASE_URL set, the database is not in it:
 * back that up with pg_dump (docs/production.md).
 *
 * @example await backupDataDir('./data', 'zappy-2026-11-27.tar.gz', { allowNetworkFs: false })
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
  lock: DataDirLockOptions,
): Promise<BackupResult> {
  return whileLocked(dataDir, lock, async () => {
    const target = path.resolve(file);
    if (target.startsWith(`${path.resolve(dataDir)}${path.sep}`))
      return { ok: false, error: 'Write the backup outside DATA_DIR' };
    const partial = `${target}.partial`;
    const excludes = RUNTIME_FILES.map((name) => `--exclude=./${name}`);
    await run('tar', ['-czf', partial, ...excludes, '-C', dataDir, '.']);
    await rename(partial, target);
    return { ok: true, entries: (await members(target)).length };
  });
}

/**
 * Restores a backup into DATA_DIR, which must be empty or missing (a restore never mixes two
 * sites' data): the archive is checked first, then unpacked beside it and moved into place.
 *
 * @example await restoreDataDir('zappy-2026-11-27.tar.gz', './data', { allowNetworkFs: false })
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  lock: DataDirLockOptions,
): Promise<BackupResult> {
  try {
    if (!(await stat(file)).isFile()) return { ok: false, error: `${file} is not a file` };
  } catch {
    return { ok: false, error: `${file} cannot be read` };
  }
  let entries: { type: string; name: string }[];
  try {
    entries = await members(file);
  } catch {
    return { ok: false, error: `${file} is not a gzipped tar archive` };
  }
  const refused = refusal(entries);
  if (refused) return { ok: false, error: refused };
  await mkdir(dataDir, { recursive: true });
  return whileLocked(dataDir, lock, async () => {
    const present = (await readdir(dataDir)).filter((name) => !RUNTIME_FILES.includes(name));
    if (present.length > 0)
      return { ok: false, error: `DATA_DIR ${dataDir} is not empty: restore into an empty one` };
    const unpacked = path.join(dataDir, '.restoring');
    await mkdir(unpacked);
    try {
      await run('tar', [
        '-xzf',
        file,
        '--no-same-owner',
        '--no-same-permissions',
        '--no-overwrite-dir',
        '-C',
        unpacked,
      ]);
      for (const name of await readdir(unpacked))
        await rename(path.join(unpacked, name), path.join(dataDir, name));
    } finally {
      await rm(unpacked, { recursive: true, force: true });
    }
    return { ok: true, entries: entries.length };
  });
}
