import type { VersionsService } from '../src/modules/versions/versions.service';

/**
 * Publishes a copy of version `from` of a website with each file passed through `edit`, as any
 * change would (`publishVersion`, which starts its deployment).
 */
export async function publishEditedCopy(
  versions: VersionsService,
  websiteId: string,
  from: number,
  reason: string,
  edit: (path: string, data: Buffer) => Buffer,
) {
  const source = await versions.find(websiteId, from);
  if (!source) throw new Error(`website ${websiteId} has no version ${from}`);
  const files = new Map(
    (await versions.files(source.id)).map((file) => [file.path, edit(file.path, file.data)]),
  );
  return versions.publishVersion({ websiteId, model: source.model, files, reason });
}

/**
 * Publishes a copy of version `from` of a website with `marker` added to its page heading: a new
 * version whose live page tells itself apart.
 */
export function publishMarkedCopy(
  versions: VersionsService,
  websiteId: string,
  from: number,
  marker: string,
) {
  return publishEditedCopy(versions, websiteId, from, marker, (path, data) =>
    path === 'index.html'
      ? Buffer.from(data.toString('utf8').replace('</h1>', ` ${marker}</h1>`))
      : data,
  );
}
