import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './lib/data-dir-lock';
import { signInOver } from '../test/http-client';
import {
  freePort,
  inOwnPidNamespace,
  runRefusedServerProcess,
  startServerProcess,
  withUmask022,
  type ServerProcess,
} from '../test/server-process';

/** Every file under `dir`, with its size and modification time: what a refused start must not change. */
async function snapshot(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return Promise.all(
    entries.sort().map(async (entry) => {
      const info = await stat(path.join(dir, entry));
      return `${entry} ${info.size} ${info.mtimeMs}`;
    }),
  );
}

/** `dir` and everything in it that its group or other users may read, write or enter. */
async function notPrivate(dir: string): Promise<string[]> {
  const entries = ['', ...(await readdir(dir, { recursive: true }))];
  const modes = await Promise.all(
    entries.map(async (entry) => ({ entry, mode: (await lstat(path.join(dir, entry))).mode })),
  );
  return modes
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${entry || '.'} 0${(mode & 0o7777).toString(8)}`);
}

async function lockRecord(dir: string) {
  return JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as {
    pid: number;
    startedAt: string;
  };
}

/**
 * Real processes: a second server on a data directory in use (even from its own PID namespace,
 * as from another container on the same volume), or on a port in use, refuses to start with one
 * clear line and touches neither the data nor the server already running; what a server keeps
 * in its data directory is for its own user only.
 */
describe('one server per data directory and port', () => {
  const dirs: string[] = [];
  let first: ServerProcess;
  let firstDir: string;
  let firstPort: string;

  async function dataDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'zappy-guard-'));
    dirs.push(dir);
    return dir;
  }

  beforeAll(async () => {
    // A data directory the server creates, started from a shell whose umask lets others read.
    firstDir = path.join(await dataDir(), 'data');
    firstPort = String(await freePort());
    first = await startServerProcess({ DATA_DIR: firstDir, PORT: firstPort }, withUmask022);
  });

  afterAll(async () => {
    await first.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps its data directory to its own user, the embedded database included', async () => {
    const entries = await readdir(firstDir, { recursive: true });
    expect(entries.filter((entry) => entry.startsWith('pglite/')).length).toBeGreaterThan(100);
    expect(await notPrivate(firstDir)).toEqual([]);
  });

  it('refuses a second server in its own PID namespace on a data directory in use, leaving the first serving its data', async () => {
    const api = await signInOver(first.url, 'Ada Lovelace', 'ada@example.com');
    const before = await snapshot(firstDir);
    const { startedAt } = await lockRecord(firstDir);

    const second = await runRefusedServerProcess({ DATA_DIR: firstDir }, inOwnPidNamespace);

    expect(second.code).not.toBe(0);
    expect(second.output.trim()).toBe(
      `DATA_DIR ${firstDir} is in use by process ${first.child.pid} on host ${hostname()} since ${startedAt}`,
    );
    expect(await snapshot(firstDir)).toEqual(before);
    const status = await api<{ user: { email: string } | null }>('GET', '/api/auth/status');
    expect(status.json.user?.email).toBe('ada@example.com');
  }, 60_000);

  it('refuses a second server on a port in use before it creates any data', async () => {
    const dir = await dataDir();
    const second = await runRefusedServerProcess({ DATA_DIR: dir, PORT: firstPort });

    expect(second.code).not.toBe(0);
    expect(second.output.trim()).toBe(`Port ${firstPort} is already in use`);
    // Only the lock's file, which stays: the kernel's lock, not the file, says who holds it.
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('refuses a data directory other users can write, creating nothing', async () => {
    const dir = await dataDir();
    await chmod(dir, 0o777);
    const second = await runRefusedServerProcess({ DATA_DIR: dir });

    expect(second.code).not.toBe(0);
    expect(second.output.trim()).toBe(
      `DATA_DIR ${dir} is writable by other users (mode 0777), who could have changed its files: check them, then make it private (chmod 700 ${dir})`,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  // A whole start and stop, slower than a refusal.
  it('starts on what a killed or older server left, makes it private, and leaves it free when it stops', async () => {
    const dir = await dataDir();
    // A killed server's record, naming a process that runs (pid 1, as a container's server is):
    // only the kernel's lock counts. And files an older Zappy made under umask 022.
    await writeFile(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, hostname: 'old', startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    await mkdir(path.join(dir, 'repos', 'site'), { recursive: true });
    await writeFile(path.join(dir, 'repos', 'site', 'HEAD'), 'ref: refs/heads/main\n');
    await chmod(path.join(dir, 'repos', 'site', 'HEAD'), 0o666);
    for (const folder of [dir, path.join(dir, 'repos'), path.join(dir, 'repos', 'site')]) {
      await chmod(folder, 0o755);
    }

    const server = await startServerProcess({ DATA_DIR: dir });
    expect((await lockRecord(dir)).pid).toBe(server.child.pid);
    expect(await notPrivate(dir)).toEqual([]);

    await server.stop();
    const after = lockDataDir(dir, { allowNetworkFs: false });
    expect(after.ok).toBe(true);
    if (after.ok) after.lock.release();
  }, 90_000);
});
