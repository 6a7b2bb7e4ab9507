import type { VersionsService } from '../src/modules/versions/versions.service';

/**
 * Publishes a copy of version `from` of a website with `marker` added to its page heading, as
 * any change would (`publishVersion`, which starts its deployment): a new version whose live
 * page tells itself apart.
 */
export async function publishMarkedCopy(
  versions: VersionsService,
  websiteId: string,
  from: number,
  marker: string,
) {
  const source = await versions.find(websiteId, from);
  if (!source) throw new Error(`website ${websiteId} has no version ${from}`);
  const files = new Map(
    (await versions.files(source.id)).map((file) => [
      file.path,
      file.path === 'index.html'
        ? Buffer.from(file.data.toString('utf8').replace('</h1>', ` ${marker}</h1>`))
        : file.data,
    ]),
  );
  return versions.publishVersion({ websiteId, model: source.model, files, reason: marker });
}
