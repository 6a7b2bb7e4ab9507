import { generateEditSite } from '@zappy/fixtures/edit-requests';
import { applySiteEdits } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from '../../brain';
import { customizeOffline } from '../customize';

const brain = createBrain({ seed: 1 });
let bakery: SiteModel;
let groomer: SiteModel;

beforeAll(async () => {
  bakery = await generateEditSite(brain, 'en', 'bakery');
  groomer = await generateEditSite(brain, 'en', 'groomer');
}, 60_000);

/** The section types in order after a request. */
function orderAfter(model: SiteModel, request: string): string[] {
  const applied = applySiteEdits(model, customizeOffline(model, request, null).edits);
  if (!applied.ok) throw new Error(applied.errors.join('; '));
  return applied.value.sections.map((s) => s.type);
}

describe('sections in the chat', { timeout: 30_000 }, () => {
  it('removes a section the owner no longer wants, in any language', () => {
    expect(orderAfter(bakery, "I don't want the gallery anymore")).not.toContain('gallery');
    expect(orderAfter(bakery, 'No quiero la galería')).not.toContain('gallery');
    expect(orderAfter(bakery, 'get rid of the photo gallery section')).not.toContain('gallery');
  });

  it('moves a section when the request says where, with or without "move"', () => {
    const order = orderAfter(bakery, 'can the hours come before the services?');
    expect(order.indexOf('hours')).toBe(order.indexOf('services') - 1);
    expect(orderAfter(bakery, 'Die Galerie bitte ans Ende').at(-2)).toBe('gallery');
  });

  it('swaps two sections and leaves the rest in place', () => {
    const before = bakery.sections.map((s) => s.type);
    const swapped = before.map((t) =>
      t === 'about' ? 'services' : t === 'services' ? 'about' : t,
    );
    expect(orderAfter(bakery, 'swap the about and services sections')).toEqual(swapped);
  });

  it('asks for people and reviews instead of adding an empty team or reviews section', () => {
    for (const request of ['Add a team section', 'Add some customer reviews']) {
      const turn = customizeOffline(groomer, request, null);
      expect(turn.edits).toEqual([]);
      expect(turn.reply).toMatch(/never makes up/u);
    }
  });
});
