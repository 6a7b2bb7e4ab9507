import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];

  afterEach(async () => {
    for (const child of children.splice(0)) child.kill();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'zappy-lock-'));
    dirs.push(dir);
    return dir;
  }

  /** A process that runs until the test ends. */
  function otherProcess(): number {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    children.push(child);
    return child.pid ?? 0;
  }

  /** The pid of a process that has ended. */
  async function endedProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid ?? 0;
  }

  it('takes a free directory, writing its pid, and gives it back on release', async () => {
    const dir = await dataDir();
    const result = await lockDataDir(dir);
    if (!result.ok) throw new Error(result.error);
    const holder = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);

    result.lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a directory another running process holds, changing nothing', async () => {
    const dir = await dataDir();
    const pid = otherProcess();
    const content = JSON.stringify({ pid });
    await writeFile(path.join(dir, LOCK_FILE), content);

    expect(await lockDataDir(dir)).toEqual({
      ok: false,
      error: `DATA_DIR ${dir} is in use by process ${pid}`,
    });
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(content);
  });

  it('takes over the lock of a process that has ended', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: await endedProcess() }));

    const result = await lockDataDir(dir);
    expect(result.ok).toBe(true);
    const holder = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(process.pid);
  });

  it('takes over a lock with its own pid: a restarted container runs with the same pids', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid }));
    expect((await lockDataDir(dir)).ok).toBe(true);
  });

  it('refuses, with what to do, a lock file that names no process', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, LOCK_FILE), '');
    const result = await lockDataDir(dir);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining(
        'remove it if no Zappy server runs on this directory',
      ) as string,
    });
  });
});
