import type { SiteModel } from '@zappy/site-model/schema';
import type { SitePublisher } from '../src/modules/versions/site-publisher';
import type { VersionsService } from '../src/modules/versions/versions.service';

interface Publishing {
  versions: Pick<VersionsService, 'find'>;
  publisher: Pick<SitePublisher, 'publishSite'>;
}

/**
 * Publishes a copy of version `from` of a website with its model passed through `edit`, as any
 * change would (`publishSite`, which renders, checks and starts its deployment).
 */
export async function publishEditedCopy(
  services: Publishing,
  websiteId: string,
  from: number,
  reason: string,
  edit: (model: SiteModel) => SiteModel,
) {
  const source = await services.versions.find(websiteId, from);
  if (!source) throw new Error(`website ${websiteId} has no version ${from}`);
  return services.publisher.publishSite({ websiteId, model: edit(source.model), reason });
}

/**
 * Publishes a copy of version `from` of a website with `marker` added to its hero's heading (the
 * page's h1): a new version whose live page tells itself apart.
 */
export function publishMarkedCopy(
  services: Publishing,
  websiteId: string,
  from: number,
  marker: string,
) {
  return publishEditedCopy(services, websiteId, from, marker, (model) => ({
    ...model,
    sections: model.sections.map((section) =>
      section.type === 'hero' ? { ...section, heading: `${section.heading} ${marker}` } : section,
    ),
  }));
}
