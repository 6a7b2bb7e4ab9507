import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, realpath, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inOwnPidNamespace, runScript } from '../../test/server-process';
import { serverRoot } from '../paths';
import {
  LOCK_FILE,
  filesystemTypeOf,
  lockDataDir,
  type DataDirLock,
  type DataDirLockOptions,
} from './data-dir-lock';

const local = { allowNetworkFs: false };

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const locks: DataDirLock[] = [];

  afterEach(async () => {
    for (const lock of locks.splice(0)) lock.release();
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A directory that does not exist yet, in a fresh private one. */
  async function dataDir(): Promise<string> {
    const parent = await realpath(await mkdtemp(path.join(tmpdir(), 'zappy-lock-')));
    dirs.push(parent);
    return path.join(parent, 'data');
  }

  function lock(dir: string, options: DataDirLockOptions = local) {
    const result = lockDataDir(dir, options);
    if (result.ok) locks.push(result.lock);
    return result;
  }

  async function record(dir: string) {
    return JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as {
      pid: number;
      hostname: string;
      startedAt: string;
    };
  }

  it('creates the directory owner-only and records who holds it', async () => {
    const dir = await dataDir();
    expect(lock(dir).ok).toBe(true);

    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dir, LOCK_FILE))).mode & 0o777).toBe(0o600);
    const holder = await record(dir);
    expect(holder).toEqual({
      pid: process.pid,
      hostname: hostname(),
      startedAt: expect.any(String) as string,
    });
    expect(Date.parse(holder.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a process in its own PID namespace while another holds it, saying who', async () => {
    const dir = await dataDir();
    expect(lock(dir).ok).toBe(true);
    const { startedAt } = await record(dir);

    // As a second container on the same volume: it is pid 1 and cannot see the holder.
    const second = await runScript(['test/hold-data-dir.ts', dir], {}, inOwnPidNamespace);
    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(
      `DATA_DIR ${dir} is in use by process ${process.pid} on host ${hostname()} since ${startedAt}`,
    );
    expect((await record(dir)).pid).toBe(process.pid);
  }, 60_000);

  it('is free again once its holder is killed with SIGKILL', async () => {
    const dir = await dataDir();
    const holder = spawn(process.execPath, ['--import', 'tsx', 'test/hold-data-dir.ts', dir], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [said] = (await once(holder.stdout, 'data')) as [Buffer];
    expect(said.toString()).toBe('locked\n');
    expect(lockDataDir(dir, local)).toMatchObject({
      ok: false,
      isInUse: true,
      error: expect.stringContaining(`is in use by process ${holder.pid} on host`) as string,
    });

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    expect(lock(dir).ok).toBe(true);
    expect((await record(dir)).pid).toBe(process.pid);
  }, 60_000);

  it('refuses a second holder in this process too, and is free again on release', async () => {
    const dir = await dataDir();
    const first = lockDataDir(dir, local);
    if (!first.ok) throw new Error(first.error);
    expect(lockDataDir(dir, local).ok).toBe(false);

    first.lock.release();
    expect(lock(dir).ok).toBe(true);
  });

  it('refuses a directory on a network filesystem, creating nothing, unless allowed', async () => {
    const dir = await dataDir();
    const mountInfo = [
      '22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw',
      `41 22 0:52 / ${path.dirname(dir)} rw,relatime shared:9 - nfs4 nas:/export/zappy rw,vers=4.2`,
    ].join('\n');

    expect(lock(dir, { allowNetworkFs: false, mountInfo })).toEqual({
      ok: false,
      isInUse: false,
      error: `DATA_DIR ${dir} is on a network filesystem (nfs4), where a lock may not keep a server on another machine off it: put it on a local disk, or set DATA_DIR_ALLOW_NETWORK_FS=true if only one Zappy server can ever reach it`,
    });
    expect(existsSync(dir)).toBe(false);

    expect(lock(dir, { allowNetworkFs: true, mountInfo }).ok).toBe(true);
  });

  it('says what to install when there is no flock command', async () => {
    const dir = await dataDir();
    expect(lock(dir, { ...local, flockCommand: path.join(dir, 'no-flock') })).toEqual({
      ok: false,
      isInUse: false,
      error: `DATA_DIR ${dir} cannot be locked: the flock command is missing (it is in util-linux on Linux; on macOS: brew install flock)`,
    });
  });
});

describe('filesystemTypeOf', () => {
  const mountInfo = [
    '22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw',
    '30 22 0:40 / /srv rw,relatime - xfs /dev/vdb rw',
    '31 30 0:41 / /srv/data rw,relatime shared:4 master:2 - nfs nas:/data rw',
    '32 30 0:42 / /srv/my\\040files rw - cifs //nas/files rw',
    '33 31 0:43 / /srv/data rw - tmpfs tmpfs rw',
  ].join('\n');

  it('answers the mount whose mount point holds the directory most closely', () => {
    expect(filesystemTypeOf('/home/ada', mountInfo)).toBe('ext4');
    expect(filesystemTypeOf('/srv', mountInfo)).toBe('xfs');
    expect(filesystemTypeOf('/srv/database', mountInfo)).toBe('xfs');
    expect(filesystemTypeOf('/srv/my files/zappy', mountInfo)).toBe('cifs');
  });

  it('answers the mount on top when several share a mount point', () => {
    expect(filesystemTypeOf('/srv/data/zappy', mountInfo)).toBe('tmpfs');
  });
});
