import { spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file the lock is taken on, and the record of who holds it. */
export const LOCK_FILE = 'zappy.lock';

/**
 * Filesystems that other machines mount too, where an advisory lock taken here may not be seen
 * there (or is emulated over the network, and lost with it): NFS, SMB, 9p, and cluster or FUSE
 * network filesystems, named as /proc/self/mountinfo names them.
 */
const NETWORK_FILESYSTEMS = new Set([
  'nfs',
  'nfs4',
  'cifs',
  'smb3',
  'smbfs',
  '9p',
  'afs',
  'ceph',
  'glusterfs',
  'lustre',
  'gpfs',
  'beegfs',
  'ocfs2',
  'gfs2',
  'fuse.sshfs',
  'fuse.glusterfs',
  'fuse.ceph-fuse',
  'fuse.s3fs',
  'fuse.rclone',
  'fuse.gcsfuse',
  'fuse.juicefs',
]);

export interface DataDirLock {
  /** Gives the lock back before the process ends (which gives it back anyway). */
  release(): void;
}

export type DataDirLockResult =
  | { ok: true; lock: DataDirLock }
  /** `isInUse`: another process holds it (rather than: it cannot be locked here). */
  | { ok: false; error: string; isInUse: boolean };

export interface DataDirLockOptions {
  /** DATA_DIR_ALLOW_NETWORK_FS: start on a network filesystem all the same. */
  allowNetworkFs: boolean;
  /** The mount table (/proc/self/mountinfo's text); read from there when absent. */
  mountInfo?: string | undefined;
  /** The flock(1) command to run. */
  flockCommand?: string;
}

/** `\040` and the like: how mountinfo writes a space, tab, newline or backslash in a path. */
function unescapeMountPath(value: string): string {
  return value.replace(/\\([0-7]{3})/g, (_, octal: string) =>
    String.fromCharCode(Number.parseInt(octal, 8)),
  );
}

/**
 * The type of the filesystem `dir` (an absolute path without symlinks) is on, from a mount table
 * in /proc/self/mountinfo's format: the mount whose mount point is the longest prefix of `dir`,
 * the last one listed when several are mounted on one point (the one on top).
 *
 * @example
 * filesystemTypeOf('/srv/data', '22 1 0:40 / /srv rw - nfs4 host:/export rw'); // 'nfs4'
 */
export function filesystemTypeOf(dir: string, mountInfo: string): string | undefined {
  let found: { point: string; type: string } | undefined;
  for (const line of mountInfo.split('\n')) {
    const fields = line.split(' ');
    // Optional fields of any number come between the mount options and the ' - ' separator.
    const separator = fields.indexOf('-', 6);
    const point = fields[4];
    const type = fields[separator + 1];
    if (separator < 0 || point === undefined || type === undefined) continue;
    const mountPoint = unescapeMountPath(point);
    const contains = mountPoint === '/' || dir === mountPoint || dir.startsWith(`${mountPoint}/`);
    if (contains && (!found || mountPoint.length >= found.point.length)) {
      found = { point: mountPoint, type };
    }
  }
  return found?.type;
}

/** `dir` with its existing part's symlinks resolved: DATA_DIR may not have been created yet. */
export function resolveExisting(dir: string): string {
  const absolute = path.resolve(dir);
  let existing = absolute;
  while (!existsSync(existing)) existing = path.dirname(existing);
  return path.join(realpathSync(existing), path.relative(existing, absolute));
}

/** /proc/self/mountinfo, or undefined where there is none (macOS). */
function readMountInfo(): string | undefined {
  try {
    return readFileSync('/proc/self/mountinfo', 'utf8');
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Who holds the lock, as the record its holder wrote says. */
function describeHolder(file: string): string {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { pid, hostname: host, startedAt } = record;
    if (typeof pid === 'number' && typeof host === 'string' && typeof startedAt === 'string') {
      return `process ${pid} on host ${host} since ${startedAt}`;
    }
  } catch {
    // A holder that has not written its record yet, or one that wrote none.
  }
  return 'another process';
}

/**
 * Makes this process the only Zappy server on `dataDir` (creating it, owner-only): two servers
 * writing one embedded database lose each other's writes. The lock is the kernel's: an advisory
 * flock(2) lock on `DATA_DIR/zappy.lock`, which no other process on this machine can take
 * whatever its PID namespace, and which the kernel gives back when this process ends in any way
 * (even SIGKILL). The file also records who holds it, for the message a refused server prints.
 * Refused on a network filesystem unless `allowNetworkFs`.
 * (docs/decisions/037-data-dir-os-lock-and-modes.md)
 *
 * @example
 * const result = lockDataDir('./data', { allowNetworkFs: false });
 * if (!result.ok) exitWith(result.error);
 */
export function lockDataDir(dataDir: string, options: DataDirLockOptions): DataDirLockResult {
  const mountInfo = options.mountInfo ?? readMountInfo();
  const filesystem = mountInfo && filesystemTypeOf(resolveExisting(dataDir), mountInfo);
  if (filesystem && NETWORK_FILESYSTEMS.has(filesystem) && !options.allowNetworkFs) {
    return {
      ok: false,
      isInUse: false,
      error: `DATA_DIR ${dataDir} is on a network filesystem (${filesystem}), where a lock may not keep a server on another machine off it: put it on a local disk, or set DATA_DIR_ALLOW_NETWORK_FS=true if only one Zappy server can ever reach it`,
    };
  }

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  // Read and write: NFS emulates flock with byte-range locks, which need a writable file.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
  // Node has no flock(2). flock(1) takes the lock on the open file it is handed as fd 3, which
  // this process shares: the lock then lasts as long as our descriptor, not flock's process.
  const flock = spawnSync(options.flockCommand ?? 'flock', ['-n', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
    encoding: 'utf8',
  });
  if (flock.status !== 0) {
    closeSync(fd);
    const failure: NodeJS.ErrnoException | undefined = flock.error;
    if (failure?.code === 'ENOENT') {
      return {
        ok: false,
        isInUse: false,
        error: `DATA_DIR ${dataDir} cannot be locked: the flock command is missing (it is in util-linux on Linux; on macOS: brew install flock)`,
      };
    }
    if (failure) throw failure;
    // flock(1) says nothing and exits 1 when another process holds the lock.
    const complaint = flock.stderr.trim();
    const isInUse = flock.status === 1 && !complaint;
    return {
      ok: false,
      isInUse,
      error: isInUse
        ? `DATA_DIR ${dataDir} is in use by ${describeHolder(file)}`
        : `DATA_DIR ${dataDir} cannot be locked: ${complaint || `flock ended with ${flock.status ?? flock.signal}`}`,
    };
  }

  const record = JSON.stringify({
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  });
  // Rewritten in place: replacing the file would leave the lock on an inode nobody opens again.
  ftruncateSync(fd);
  writeSync(fd, `${record}\n`, 0);
  let isHeld = true;
  return {
    ok: true,
    lock: {
      release() {
        if (!isHeld) return;
        isHeld = false;
        closeSync(fd);
      },
    },
  };
}
