import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { renderSite } from '@zappy/site-renderer/render';
import { describe, expect, it } from 'vitest';
import { markedPage } from './pick-page';

const model = createSampleSiteModel();
const siteUrl = 'https://golden-crumb.sites.example.com';
const stored = String(renderSite(model, { siteUrl }).files['index.html']);

describe('the pick page of a version', () => {
  it('is the stored page with each text marked by its path', () => {
    const page = markedPage(stored, model, siteUrl);
    expect(page).toContain('<h1 id="hero-h" data-zappy-path="heading">');
    expect(page).toContain('data-zappy-path="items.2.title"');
  });

  it('stays the stored page, unmarked, when the model no longer renders to it', () => {
    // A version published by an older renderer, or for another address: its stored styles and
    // links belong to the stored page, so that is what the owner sees (the app then matches
    // the clicked words).
    const older = stored.replace('<main id="z-main">', '<main id="z-main" class="v1">');
    expect(markedPage(older, model, siteUrl)).toBe(older);
    expect(markedPage(stored, model, 'https://elsewhere.example.com')).toBe(stored);
  });
});
