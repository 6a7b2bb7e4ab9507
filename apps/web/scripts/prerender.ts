// After `vite build` and the SSR build of src/prerender.tsx: writes each prerendered page of
// pages.ts into its own HTML file in dist/, and dist/prerendered.json (path -> file), which the
// server reads to send each file for exactly its path. dist/app.html keeps the empty shell, sent
// for every other path (a deep link must never hydrate another page's markup).
import { readFile, rm, writeFile } from 'node:fs/promises';
import { AFTER_PAINT_PRELOADS } from '../src/lib/after-first-paint';
import { appJsFiles, pageJsFiles, type Manifest } from './js-budget';
import { APP_MODULE, APP_PAGES, type AppPage } from './pages';

const dist = new URL('../dist/', import.meta.url);
const ssr = new URL('../dist-ssr/', import.meta.url);

interface PrerenderModule {
  render: (path: string) => Promise<string>;
}

const { render } = (await import(new URL('prerender.js', ssr).href)) as PrerenderModule;
const shell = await readFile(new URL('index.html', dist), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
const manifest = JSON.parse(
  await readFile(new URL('.vite/manifest.json', dist), 'utf8'),
) as Manifest;

/** `<link rel="modulepreload">` for each of `files` that `html` doesn't load yet. */
function preloadLinks(html: string, files: readonly string[]): string {
  return files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

// The shell shows nothing until the app runs, so the app's chunk is fetched with the entry
// rather than after it.
await writeFile(
  new URL('app.html', dist),
  shell.replace('</head>', `  ${preloadLinks(shell, appJsFiles(manifest, APP_MODULE))}\n  </head>`),
);

// The stylesheet inlined: on a slow connection the page paints with the HTML alone instead of
// waiting for a CSS request that competes with the JavaScript for bandwidth.
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(shell);
if (!stylesheet?.[1]) throw new Error('index.html links no stylesheet');
const css = await readFile(new URL(stylesheet[1], dist), 'utf8');

/**
 * The page is readable without its scripts, so nothing but the tiny entry loads before it has
 * painted: Lighthouse counts every script that finishes loading before the largest paint as
 * holding it up, whatever its priority. The app's and the page's chunks wait, as preloads inside
 * an inert template, for main.tsx to insert them once the page is on screen. A page whose
 * content needs the app anyway preloads them at once.
 */
function withScripts(html: string, page: AppPage): string {
  const preloads = preloadLinks(html, pageJsFiles(manifest, APP_MODULE, page.module));
  const held = page.needsApp
    ? preloads
    : `<template id="${AFTER_PAINT_PRELOADS}">${preloads}</template>`;
  return html
    .replace('</head>', `  ${held}\n  </head>`)
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

/**
 * React renders a page's `<title>` ahead of its markup; in the head, in place of the shell's, it
 * names the page before any script runs (search engines, the tab, a bookmark).
 */
function withTitle(html: string, body: string): { html: string; body: string } {
  const title = /^<title>[^<]*<\/title>/.exec(body)?.[0];
  if (!title) return { html, body };
  return {
    html: html.replace(/<title>[^<]*<\/title>/, title),
    body: body.slice(title.length),
  };
}

/**
 * A render that threw (a browser-only global read while rendering) is not an error to React: it
 * writes the boundary for the browser to render instead, and the page arrives empty, then
 * hydrates with a mismatch. The build fails instead, naming the error.
 */
function failedRender(body: string): string | undefined {
  if (!body.includes('<!--$!-->')) return undefined;
  return /data-msg="([^"]*)"/.exec(body)?.[1] ?? 'a part of the page could not render';
}

const files: Record<string, string> = {};
for (const page of APP_PAGES) {
  if (!page.html) continue;
  const rendered = await render(page.path);
  const failure = failedRender(rendered);
  if (failure) throw new Error(`${page.path} did not prerender: ${failure}`);
  const { html: head, body } = withTitle(withScripts(shell, page), rendered);
  const html = head
    .replace(stylesheet[0], `<style>${css}</style>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  await writeFile(new URL(page.html, dist), html);
  files[page.path] = page.html;
  console.log(`prerendered ${page.path} into ${page.html} (${(body.length / 1024).toFixed(1)} KB)`);
}
await writeFile(new URL('prerendered.json', dist), `${JSON.stringify(files, null, 2)}\n`);
await rm(ssr, { recursive: true, force: true });
