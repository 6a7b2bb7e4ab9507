import type { SiteUrls } from '../../../lib/site-urls';
import {
  DeploymentFailure,
  type DeployTarget,
  type NamesProvider,
  type ReportProgress,
} from './provider';

const REQUIRED_FILES = ['index.html', 'styles.css', 'script.js'];

/**
 * Zappy hosts the site itself: the version's files are already in the database, so deploying
 * is checking their names (never their bytes) and moving the site's live pointer in one transaction. Until that commit the
 * previous version stays live; after it, every web process serves the new one.
 */
export function createLocalProvider(deps: {
  /** Moves the site's live pointer (the versions module's), `null` taking it offline. */
  setLiveVersion: (websiteId: string, versionNumber: number | null) => Promise<void>;
  siteUrls: Pick<SiteUrls, 'urlFor'>;
  /** Tests make a deployment fail on purpose with this. */
  failWith?: (target: DeployTarget) => DeploymentFailure | undefined;
}): NamesProvider {
  return {
    name: 'local',
    reads: 'names',
    async deploy(target, report: ReportProgress) {
      await report('build_in_progress', `Checking ${target.files.length} files`);
      const paths = new Set(target.files.map((file) => file.path));
      const missing = REQUIRED_FILES.filter((path) => !paths.has(path));
      if (missing.length > 0) {
        throw new DeploymentFailure('build_failed', `Missing ${missing.join(', ')}`);
      }
      const injected = deps.failWith?.(target);
      if (injected?.status === 'build_failed') throw injected;

      await report('deploy_in_progress', `Publishing version ${target.versionNumber}`);
      if (injected) throw injected;
      await deps.setLiveVersion(target.websiteId, target.versionNumber);
      return {
        serviceId: target.websiteId,
        serviceName: target.slug,
        liveUrl: deps.siteUrls.urlFor(target.slug),
      };
    },
    async remove(websiteId) {
      await deps.setLiveVersion(websiteId, null);
    },
  };
}
