// After `vite build`: renders `/` to HTML with the SSR build of src/prerender.tsx and writes it
// into dist/index.html. dist/app.html keeps the empty shell, which the server sends for every
// other path (a deep link must not hydrate the landing page's markup).
import { readFile, rm, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../dist-ssr/', import.meta.url);

const { render } = await import(new URL('prerender.js', ssr).href);
const shell = await readFile(new URL('index.html', dist), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
const html = await render('/');
await writeFile(new URL('app.html', dist), shell);

// The stylesheet inlined: on a slow connection the page paints with the HTML alone instead of
// waiting for a CSS request that competes with the JavaScript for bandwidth.
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(shell);
if (!stylesheet?.[1]) throw new Error('index.html links no stylesheet');
const css = await readFile(new URL(stylesheet[1], dist), 'utf8');
// The page is readable without its scripts now, so they load at low priority and stop
// competing with the first paint; hydration follows when they arrive.
const page = shell
  .replace(stylesheet[0], `<style>${css}</style>`)
  .replaceAll(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  )
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  )
  .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
await writeFile(new URL('index.html', dist), page);
await rm(ssr, { recursive: true, force: true });
console.log(`prerendered / (${(html.length / 1024).toFixed(1)} KB of HTML)`);
