import {
  chmodSync,
  existsSync,
  lstatSync,
  readdirSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { resolveExisting } from './data-dir-lock';

/** Write permission for the group and for others. */
const GROUP_OR_OTHER_WRITE = 0o022;
const OTHER_WRITE = 0o002;
/** Only an entry's owner may rename or remove it, in a directory with this bit (/tmp). */
const STICKY = 0o1000;
const GROUP_AND_OTHER_BITS = 0o077;

export type DataDirAccess = { ok: true } | { ok: false; error: string };

function statIfExists(entry: string): Stats | undefined {
  return existsSync(entry) ? statSync(entry) : undefined;
}

const octal = (mode: number) => `0${(mode & 0o7777).toString(8)}`;

/**
 * Whether a user other than `uid` (and root) can rename what a directory holds: its owner, or
 * anyone when everyone may write it without the sticky bit. A group-writable directory that we
 * or root own is its owner's choice of group.
 */
function isChangeableByOthers(info: Stats, uid: number): boolean {
  if (info.uid !== uid && info.uid !== 0) return true;
  return (info.mode & OTHER_WRITE) !== 0 && (info.mode & STICKY) === 0;
}

/**
 * Refuses a data directory other local users could read through or tamper with: DATA_DIR
 * owned by another user or writable by its group or others (they could already have changed
 * its files), or inside a directory another user could swap it out of. Nothing is created or
 * changed. Where processes have no user (Windows), nothing is checked.
 * (docs/decisions/037-data-dir-os-lock-and-modes.md)
 *
 * @example
 * const access = checkDataDirAccess(config.dataDir);
 * if (!access.ok) exitWith(access.error);
 */
export function checkDataDirAccess(dataDir: string): DataDirAccess {
  const uid = process.getuid?.();
  if (uid === undefined) return { ok: true };
  const resolved = resolveExisting(dataDir);
  for (let dir = path.dirname(resolved); ; dir = path.dirname(dir)) {
    const info = statIfExists(dir);
    if (info && isChangeableByOthers(info, uid)) {
      return {
        ok: false,
        error: `DATA_DIR ${dataDir} is inside ${dir}, which other users can change (owner ${info.uid}, mode ${octal(info.mode)}): one of them could put another directory in its place. Choose a DATA_DIR whose parent directories only this user and root can change`,
      };
    }
    if (dir === path.dirname(dir)) break;
  }
  const own = statIfExists(resolved);
  if (!own) return { ok: true };
  if (!own.isDirectory()) return { ok: false, error: `DATA_DIR ${dataDir} is not a directory` };
  if (own.uid !== uid) {
    return {
      ok: false,
      error: `DATA_DIR ${dataDir} belongs to user ${own.uid}, not to this process's user ${uid}: run Zappy as its owner, or give it to this user (chown -R)`,
    };
  }
  if ((own.mode & GROUP_OR_OTHER_WRITE) !== 0) {
    return {
      ok: false,
      error: `DATA_DIR ${dataDir} is writable by other users (mode ${octal(own.mode)}), who could have changed its files: check them, then make it private (chmod 700 ${dataDir})`,
    };
  }
  return { ok: true };
}

/**
 * Takes the group's and others' permissions off DATA_DIR and everything in it (directories
 * 0700, files 0600 when they were 0755 and 0644), without following symlinks. Entries of
 * another user are left as they are, with what they hold, and answered for a warning.
 * Embedded PostgreSQL sets its files' modes itself, past the umask (PGlite creates its first
 * files 0666), so this runs after the database has opened.
 *
 * @example
 * for (const entry of tightenDataDir(config.dataDir)) logger.warn({ entry }, 'not ours');
 */
export function tightenDataDir(dataDir: string): string[] {
  const uid = process.getuid?.();
  if (uid === undefined || !existsSync(dataDir)) return [];
  const skipped: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    // chmod would change what a link points at; a link's own mode means nothing.
    if (info.isSymbolicLink()) return;
    if (info.uid !== uid) {
      skipped.push(entry);
      return;
    }
    if ((info.mode & GROUP_AND_OTHER_BITS) !== 0) {
      chmodSync(entry, info.mode & 0o7777 & ~GROUP_AND_OTHER_BITS);
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    }
  };
  visit(realpathSync(dataDir));
  return skipped;
}
