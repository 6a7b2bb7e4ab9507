/**
 * Run as a process (`node --import tsx test/publish-then-die.ts <websiteId> <marker>`) on a
 * stopped Zappy's data: publishes a new version of the website (its current version's files,
 * with `marker` added to the page) through the production `publishSite`, and is killed with
 * SIGKILL the moment the version's transaction has committed, before its repository commit and
 * the dispatch of its deployment. What the next start must finish (src/publish-recovery.test.ts).
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createMemoryEventBus } from '../src/lib/event-bus';
import { createSiteRepositories } from '../src/lib/site-repository';
import { createSiteUrls } from '../src/lib/site-urls';
import { readUploadFiles } from '../src/modules/customization/uploads.repository';
import { createDeploymentService } from '../src/modules/deployments/deployments.service';
import { createLocalProvider } from '../src/modules/deployments/providers/local-provider';
import { createSiteChanges } from '../src/lib/site-changes';
import { createSitePublisher } from '../src/modules/versions/site-publisher';
import { createVersionsService } from '../src/modules/versions/versions.service';
import { publishMarkedCopy } from './marked-version';

const [websiteId, marker] = process.argv.slice(2);
if (!websiteId || !marker) throw new Error('usage: publish-then-die.ts <websiteId> <marker>');
const loaded = loadConfig();
if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
const { config } = loaded;

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const die = (): Promise<never> => {
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => undefined);
};
const fail = (error: unknown) => {
  throw error;
};
const siteUrls = createSiteUrls(config.siteUrlTemplate, config.port);
const versions = createVersionsService({
  db: database.db,
  siteChanges: createSiteChanges(createMemoryEventBus()),
});
const deployments = createDeploymentService({
  db: database.db,
  bus: createMemoryEventBus(),
  queue: { send: die, work: die, depth: die, stop: die },
  provider: createLocalProvider({ setLiveVersion: die, siteUrls }),
  versions,
  stepDelayMs: 0,
  concurrency: 1,
  onError: fail,
});
const repositories = createSiteRepositories(path.join(config.dataDir, 'repos'));
const publisher = createSitePublisher({
  db: database.db,
  // The first thing after the transaction is the repository commit: the process dies there.
  repositories: { ...repositories, commitVersion: die },
  deployments,
  siteUrl: (_websiteId, slug) => Promise.resolve(siteUrls.urlFor(slug)),
  uploadedFiles: (id, paths) => readUploadFiles(database.db, id, paths),
  scriptHosts: config.siteScriptHosts,
  onError: fail,
});

const [latest] = await versions.list(websiteId);
if (!latest) throw new Error(`website ${websiteId} has no version`);
await publishMarkedCopy({ versions, publisher }, websiteId, latest.number, marker);
throw new Error('the process should have died after the version was stored');
