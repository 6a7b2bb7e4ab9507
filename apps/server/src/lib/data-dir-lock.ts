import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'zappy.lock';

export interface DataDirLock {
  /** Synchronous, so it can run in a process 'exit' handler. */
  release(): void;
}

export type DataDirLockResult = { ok: true; lock: DataDirLock } | { ok: false; error: string };

/** Whether the process that wrote a lock file still runs. */
function isRunning(pid: number): boolean {
  // Our own pid (or our parent's) in the file is a previous run's: a restarted container gives
  // its processes the same pids again.
  if (pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the lock file; `undefined` when the file is gone, `NaN` when it names none. */
async function lockHolder(file: string): Promise<number | undefined> {
  try {
    const { pid } = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' && Number.isInteger(pid) && pid > 0 ? pid : Number.NaN;
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return Number.NaN;
  }
}

/**
 * Makes this process the only Zappy server on `dataDir`: two servers writing one embedded
 * database would corrupt it. The lock is a file created atomically (`wx`) holding our pid; a
 * lock whose process is gone (killed, crashed) is taken over, as PostgreSQL does with its
 * postmaster.pid. (docs/decisions/007-one-server-per-data-directory.md)
 *
 * @example
 * const result = await lockDataDir('./data');
 * if (result.ok) process.once('exit', () => result.lock.release());
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLockResult> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const content = `${JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  })}\n`;

  // A few rounds: each one either takes the lock, finds it held, or clears away a stale one,
  // which another server starting at the same moment may then take first.
  for (let round = 0; round < 3; round += 1) {
    try {
      await writeFile(file, content, { flag: 'wx' });
      const release = () => {
        rmSync(file, { force: true });
      };
      return { ok: true, lock: { release } };
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = await lockHolder(file);
    if (pid === undefined) continue;
    if (Number.isNaN(pid)) {
      return {
        ok: false,
        error: `DATA_DIR ${dataDir} is locked by ${file}, which names no process: remove it if no Zappy server runs on this directory`,
      };
    }
    if (isRunning(pid))
      return { ok: false, error: `DATA_DIR ${dataDir} is in use by process ${pid}` };
    await rm(file, { force: true });
  }
  return { ok: false, error: `DATA_DIR ${dataDir} is in use by another process` };
}
