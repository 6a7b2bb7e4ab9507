import fs from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import git, { type TreeEntry } from 'isomorphic-git';

const BRANCH = 'main';

export interface CommitInput {
  files: ReadonlyMap<string, Uint8Array>;
  message: string;
  /** When the version was made; the commit carries the same time. */
  date: Date;
}

interface Folder {
  files: Map<string, string>;
  folders: Map<string, Folder>;
}

async function writeFolder(gitdir: string, folder: Folder): Promise<string> {
  const entries: TreeEntry[] = [];
  for (const [name, oid] of folder.files)
    entries.push({ mode: '100644', path: name, oid, type: 'blob' });
  for (const [name, child] of folder.folders) {
    entries.push({
      mode: '040000',
      path: name,
      oid: await writeFolder(gitdir, child),
      type: 'tree',
    });
  }
  return git.writeTree({ fs, gitdir, tree: entries });
}

async function writeCommit(gitdir: string, input: CommitInput): Promise<string> {
  if (!fs.existsSync(path.join(gitdir, 'HEAD'))) {
    // Made first, so anything else in its place fails here: git.init would write beside it.
    await mkdir(gitdir, { recursive: true });
    await git.init({ fs, gitdir, bare: true, defaultBranch: BRANCH });
  }
  const rootFolder: Folder = { files: new Map(), folders: new Map() };
  for (const [filePath, data] of input.files) {
    const parts = filePath.split('/');
    const name = parts.pop() ?? filePath;
    let folder = rootFolder;
    for (const part of parts) {
      let child = folder.folders.get(part);
      if (!child) {
        child = { files: new Map(), folders: new Map() };
        folder.folders.set(part, child);
      }
      folder = child;
    }
    folder.files.set(name, await git.writeBlob({ fs, gitdir, blob: data }));
  }
  const tree = await writeFolder(gitdir, rootFolder);
  const parent = await git
    .resolveRef({ fs, gitdir, ref: BRANCH })
    .then((oid) => [oid])
    .catch(() => []);
  const who = {
    name: 'Zappy',
    email: 'zappy@localhost',
    timestamp: Math.floor(input.date.getTime() / 1000),
    timezoneOffset: 0,
  };
  const commit = await git.writeCommit({
    fs,
    gitdir,
    commit: { message: `${input.message}\n`, tree, parent, author: who, committer: who },
  });
  await git.writeRef({ fs, gitdir, ref: `refs/heads/${BRANCH}`, value: commit, force: true });
  return commit;
}

/**
 * Each site's own git repository (bare, under DATA_DIR/repos): one commit per version, written
 * straight into the object database, so there is no working tree to keep in sync.
 */
export function createSiteRepositories(root: string) {
  const gitdirOf = (websiteId: string) => path.join(root, `${websiteId}.git`);
  // One commit at a time per repository: each reads the branch head and moves it.
  const queues = new Map<string, Promise<unknown>>();
  function serialized<T>(websiteId: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(websiteId) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail: Promise<unknown> = next
      .catch(() => undefined)
      .finally(() => {
        if (queues.get(websiteId) === tail) queues.delete(websiteId);
      });
    queues.set(websiteId, tail);
    return next;
  }

  return {
    gitdirOf,

    commitVersion(websiteId: string, input: CommitInput): Promise<string> {
      return serialized(websiteId, () => writeCommit(gitdirOf(websiteId), input));
    },

    /** The number of the newest version committed (`Version N: …`), null before the first. */
    async lastCommittedVersion(websiteId: string): Promise<number | null> {
      const [head] = await git
        .log({ fs, gitdir: gitdirOf(websiteId), ref: BRANCH, depth: 1 })
        .catch(() => []);
      const match = head && /^Version (\d+):/.exec(head.commit.message);
      return match ? Number(match[1]) : null;
    },

    /** The commit messages, newest first (for tests). */
    async log(websiteId: string): Promise<string[]> {
      const entries = await git.log({ fs, gitdir: gitdirOf(websiteId), ref: BRANCH });
      return entries.map((entry) => entry.commit.message.trim());
    },

    remove(websiteId: string): Promise<void> {
      return serialized(websiteId, () => rm(gitdirOf(websiteId), { recursive: true, force: true }));
    },
  };
}

export type SiteRepositories = ReturnType<typeof createSiteRepositories>;
