import {
  chmod,
  chown,
  lstat,
  mkdir,
  mkdtemp,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDataDirAccess, tightenDataDir } from './data-dir-access';

/** A user that is not this one (`nobody`); giving files to it takes root, which tests run as. */
const OTHER_USER = 65_534;

const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function privateDir(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(tmpdir(), 'zappy-access-')));
  dirs.push(dir);
  return dir;
}

async function modeOf(entry: string): Promise<string> {
  return `0${((await lstat(entry)).mode & 0o7777).toString(8)}`;
}

describe('checkDataDirAccess', () => {
  it('accepts a new directory in safe parents, and one of ours no one else can write', async () => {
    const parent = await privateDir();
    expect(checkDataDirAccess(path.join(parent, 'data', 'zappy'))).toEqual({ ok: true });
    await chmod(parent, 0o755);
    expect(checkDataDirAccess(parent)).toEqual({ ok: true });
  });

  it('refuses a directory other users can write, sticky or not, changing nothing', async () => {
    const dir = await privateDir();
    for (const mode of [0o770, 0o777, 0o1777]) {
      await chmod(dir, mode);
      expect(checkDataDirAccess(dir)).toEqual({
        ok: false,
        error: `DATA_DIR ${dir} is writable by other users (mode 0${mode.toString(8)}), who could have changed its files: check them, then make it private (chmod 700 ${dir})`,
      });
      expect(await modeOf(dir)).toBe(`0${mode.toString(8)}`);
    }
  });

  it("refuses another user's directory", async () => {
    const dir = await privateDir();
    await chown(dir, OTHER_USER, OTHER_USER);
    expect(checkDataDirAccess(dir)).toEqual({
      ok: false,
      error: `DATA_DIR ${dir} belongs to user ${OTHER_USER}, not to this process's user ${process.getuid?.()}: run Zappy as its owner, or give it to this user (chown -R)`,
    });
  });

  it('refuses a directory inside one another user could swap it out of', async () => {
    const parent = await privateDir();
    const dataDir = path.join(parent, 'data');
    await mkdir(dataDir, { mode: 0o700 });

    await chmod(parent, 0o777);
    expect(checkDataDirAccess(dataDir)).toEqual({
      ok: false,
      error: `DATA_DIR ${dataDir} is inside ${parent}, which other users can change (owner ${process.getuid?.()}, mode 0777): one of them could put another directory in its place. Choose a DATA_DIR whose parent directories only this user and root can change`,
    });
    // Not one that isn't there yet either: it would be made in there.
    expect(checkDataDirAccess(path.join(dataDir, 'new', 'dir'))).toMatchObject({ ok: false });

    // The sticky bit keeps others from renaming what is ours (/tmp).
    await chmod(parent, 0o1777);
    expect(checkDataDirAccess(dataDir)).toEqual({ ok: true });

    await chmod(parent, 0o755);
    await chown(parent, OTHER_USER, OTHER_USER);
    expect(checkDataDirAccess(dataDir)).toMatchObject({
      ok: false,
      error: expect.stringContaining(`(owner ${OTHER_USER}, mode 0755)`) as string,
    });
  });
});

describe('tightenDataDir', () => {
  it("takes the group's and others' permissions off everything, following no link", async () => {
    const dir = await privateDir();
    const outside = await privateDir();
    await writeFile(path.join(outside, 'elsewhere'), 'not ours to change', { mode: 0o644 });
    await chmod(path.join(outside, 'elsewhere'), 0o644);
    await mkdir(path.join(dir, 'pglite', 'base'), { recursive: true });
    const files = {
      'pglite/base/1': 0o666,
      'pglite/PG_VERSION': 0o644,
      'repos/objects': 0o444,
      tool: 0o755,
    };
    await mkdir(path.join(dir, 'repos'), { mode: 0o777 });
    await chmod(path.join(dir, 'repos'), 0o777);
    for (const [name, mode] of Object.entries(files)) {
      await writeFile(path.join(dir, name), name);
      await chmod(path.join(dir, name), mode);
    }
    await chmod(dir, 0o755);
    await symlink(path.join(outside, 'elsewhere'), path.join(dir, 'link'));

    // Reached through a link to it, as DATA_DIR may be.
    await symlink(dir, path.join(outside, 'data'));
    expect(tightenDataDir(path.join(outside, 'data'))).toEqual([]);

    expect(await modeOf(dir)).toBe('0700');
    expect(await modeOf(path.join(dir, 'repos'))).toBe('0700');
    expect(await modeOf(path.join(dir, 'pglite', 'base'))).toBe('0700');
    expect(await modeOf(path.join(dir, 'pglite', 'base', '1'))).toBe('0600');
    expect(await modeOf(path.join(dir, 'pglite', 'PG_VERSION'))).toBe('0600');
    expect(await modeOf(path.join(dir, 'repos', 'objects'))).toBe('0400');
    expect(await modeOf(path.join(dir, 'tool'))).toBe('0700');
    expect(await modeOf(path.join(outside, 'elsewhere'))).toBe('0644');
  });

  it("leaves another user's files and directories as they are, and names them", async () => {
    const dir = await privateDir();
    await mkdir(path.join(dir, 'theirs'));
    await writeFile(path.join(dir, 'theirs', 'inside'), '');
    await chmod(path.join(dir, 'theirs', 'inside'), 0o644);
    await writeFile(path.join(dir, 'their-file'), '');
    await chmod(path.join(dir, 'their-file'), 0o644);
    await chown(path.join(dir, 'theirs'), OTHER_USER, OTHER_USER);
    await chown(path.join(dir, 'their-file'), OTHER_USER, OTHER_USER);

    expect(tightenDataDir(dir).sort()).toEqual([
      path.join(dir, 'their-file'),
      path.join(dir, 'theirs'),
    ]);
    expect(await modeOf(path.join(dir, 'their-file'))).toBe('0644');
    expect(await modeOf(path.join(dir, 'theirs', 'inside'))).toBe('0644');
  });

  it('does nothing where there is no directory yet', async () => {
    const dir = await privateDir();
    expect(tightenDataDir(path.join(dir, 'data'))).toEqual([]);
  });
});
