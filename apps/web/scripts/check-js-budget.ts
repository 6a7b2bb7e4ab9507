// After `vite build`: the gzip JavaScript each page loads, against its budget in pages.ts. Fails
// the build (exit 1) naming every page over budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { budgetViolations, formatKb, measurePages, type Manifest } from './js-budget';
import { APP_MODULE, APP_PAGES } from './pages';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Manifest;
const pages = measurePages(
  manifest,
  APP_MODULE,
  APP_PAGES,
  (file) => gzipSync(readFileSync(new URL(file, dist))).length,
);
for (const page of pages) {
  console.log(
    `${page.path.padEnd(20)} ${formatKb(page.gzipBytes).padStart(9)} / ${formatKb(page.budgetBytes)} in ${page.files.length} files`,
  );
}
const violations = budgetViolations(pages);
if (violations.length > 0) {
  console.error(
    `JavaScript budget exceeded (budgets: apps/web/scripts/pages.ts):\n${violations.join('\n')}`,
  );
  process.exit(1);
}
