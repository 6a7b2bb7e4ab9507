/** One chunk of Vite's build manifest (`build.manifest: true`, dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically: they load before it runs. */
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageJs {
  path: string;
  /** The JavaScript files the page loads before it runs, entry first. */
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0] ?? '';
}

/** The files of these chunks and of everything they import statically, each once. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The JavaScript a page loads before it runs: the entry, the app's chunk (which the entry
 * imports to start) and the page's lazy chunk, each with its static imports. Later lazy imports,
 * such as a dialog's, are not counted.
 */
export function pageJsFiles(manifest: Manifest, appModule: string, pageModule: string): string[] {
  return staticClosure(manifest, [entryKey(manifest), appModule, pageModule]);
}

/** The JavaScript every page loads to start: the entry and the app's chunk with their imports. */
export function appJsFiles(manifest: Manifest, appModule: string): string[] {
  return staticClosure(manifest, [entryKey(manifest), appModule]);
}

/** Each page's JavaScript and its size, `gzipSize` measuring one file of dist/. */
export function measurePages(
  manifest: Manifest,
  appModule: string,
  pages: readonly { path: string; module: string; budgetKb: number }[],
  gzipSize: (file: string) => number,
): PageJs[] {
  return pages.map((page) => {
    const files = pageJsFiles(manifest, appModule, page.module);
    return {
      path: page.path,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0),
      budgetBytes: page.budgetKb * 1024,
    };
  });
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line per page over its budget, naming the page, its size and its budget. */
export function budgetViolations(pages: readonly PageJs[]): string[] {
  return pages
    .filter((page) => page.gzipBytes > page.budgetBytes)
    .map(
      (page) =>
        `${page.path} loads ${formatKb(page.gzipBytes)} of JavaScript (gzip), over its budget of ${formatKb(page.budgetBytes)}`,
    );
}
