import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './lib/data-dir-lock';
import {
  freePort,
  runRefusedServerProcess,
  startServerProcess,
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

/**
 * Real processes: a second server on a data directory in use, or on a port in use, refuses to
 * start with one clear line and touches neither the data nor the server already running.
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
    firstDir = await dataDir();
    firstPort = String(await freePort());
    first = await startServerProcess({ DATA_DIR: firstDir, PORT: firstPort });
  });

  afterAll(async () => {
    await first.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses a second server on a data directory in use, leaving the first serving', async () => {
    const before = await snapshot(firstDir);
    const second = await runRefusedServerProcess({ DATA_DIR: firstDir });

    expect(second.code).not.toBe(0);
    expect(second.output.trim()).toBe(
      `DATA_DIR ${firstDir} is in use by process ${first.child.pid}`,
    );
    expect(await snapshot(firstDir)).toEqual(before);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('refuses a second server on a port in use before it creates any data', async () => {
    const dir = await dataDir();
    const second = await runRefusedServerProcess({ DATA_DIR: dir, PORT: firstPort });

    expect(second.code).not.toBe(0);
    expect(second.output.trim()).toBe(`Port ${firstPort} is already in use`);
    expect(await readdir(dir)).toEqual([]);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  // A whole start and stop, slower than a refusal.
  it('takes over the lock of a server that was killed, and gives it back when it stops', async () => {
    const dir = await dataDir();
    const killed = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => killed.once('exit', resolve));
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid: killed.pid }));

    const server = await startServerProcess({ DATA_DIR: dir });
    const holder = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(holder.pid).toBe(server.child.pid);

    await server.stop();
    expect(await readdir(dir)).not.toContain(LOCK_FILE);
  }, 90_000);
});
