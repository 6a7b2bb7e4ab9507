import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { budgetViolations, measurePages, pageJsFiles, type Manifest } from './js-budget';
import { APP_MODULE, APP_PAGES } from './pages';

// The shape Vite writes: an entry that imports the app's chunk dynamically, pages as dynamic
// entries, shared chunks under `_`-prefixed keys.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_icons.js': { file: 'assets/icons.js' },
  'src/landing.tsx': { file: 'assets/landing.js', imports: ['_icons.js', '_react.js'] },
  'src/wizard.tsx': { file: 'assets/wizard.js', imports: ['_icons.js'] },
};

describe('JavaScript budget', () => {
  it("counts the entry, the app's chunk and the page's chunk with their static imports, each once", () => {
    expect(pageJsFiles(manifest, 'src/app/start.tsx', 'src/landing.tsx')).toEqual([
      'assets/index.js',
      'assets/start.js',
      'assets/react.js',
      'assets/router.js',
      'assets/landing.js',
      'assets/icons.js',
    ]);
  });

  it('sums the gzip sizes per page and names each page over its budget', () => {
    const pages = measurePages(
      manifest,
      'src/app/start.tsx',
      [
        { path: '/', module: 'src/landing.tsx', budgetKb: 1 },
        { path: '/wizard', module: 'src/wizard.tsx', budgetKb: 2 },
      ],
      () => 200,
    );
    expect(pages.map((page) => [page.path, page.gzipBytes, page.budgetBytes])).toEqual([
      ['/', 1200, 1024],
      ['/wizard', 1200, 2048],
    ]);
    expect(budgetViolations(pages)).toEqual([
      '/ loads 1.2 KB of JavaScript (gzip), over its budget of 1.0 KB',
    ]);
  });

  it('refuses a page whose chunk the manifest lacks, rather than counting nothing', () => {
    expect(() => pageJsFiles(manifest, 'src/app/start.tsx', 'src/gone.tsx')).toThrow(
      'the manifest has no chunk src/gone.tsx',
    );
  });

  it('names modules that exist, so a moved page cannot slip out of its budget', () => {
    const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    for (const module of [APP_MODULE, ...APP_PAGES.map((page) => page.module)]) {
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });
});
