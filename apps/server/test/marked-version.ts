import type { SitePublisher } from '../src/modules/versions/site-publisher';
import type { VersionsService } from '../src/modules/versions/versions.service';

/**
 * Publishes a copy of version `from` of a website with `marker` added to its hero's heading (the
 * page's h1), as any change would (`publishSite`, which starts its deployment): a new version
 * whose live page tells itself apart.
 */
export async function publishMarkedCopy(
  services: {
    versions: Pick<VersionsService, 'find'>;
    publisher: Pick<SitePublisher, 'publishSite'>;
  },
  websiteId: string,
  from: number,
  marker: string,
) {
  const source = await services.versions.find(websiteId, from);
  if (!source) throw new Error(`website ${websiteId} has no version ${from}`);
  const sections = source.model.sections.map((section) =>
    section.type === 'hero' ? { ...section, heading: `${section.heading} ${marker}` } : section,
  );
  return services.publisher.publishSite({
    websiteId,
    model: { ...source.model, sections },
    reason: marker,
  });
}
