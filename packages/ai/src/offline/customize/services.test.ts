import { generateEditSite } from '@zappy/fixtures/edit-requests';
import { applySiteEdits } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from '../../brain';
import { customizeOffline } from '../customize';

const brain = createBrain({ seed: 1 });
let groomer: SiteModel;
let spanish: SiteModel;
let studio: SiteModel;
let french: SiteModel;

beforeAll(async () => {
  groomer = await generateEditSite(brain, 'en', 'groomer');
  spanish = await generateEditSite(brain, 'es', 'groomer');
  studio = await generateEditSite(brain, 'en', 'studio');
  french = await generateEditSite(brain, 'fr', 'groomer');
}, 60_000);

/** The cards after a request, as "title: price" lines, and the reply. */
function cardsAfter(model: SiteModel, request: string) {
  const turn = customizeOffline(model, request, null);
  const applied = applySiteEdits(model, turn.edits);
  if (!applied.ok) throw new Error(applied.errors.join('; '));
  const services = applied.value.sections.find((s) => s.type === 'services');
  const cards =
    services?.type === 'services'
      ? services.items.map((c) => `${c.title}: ${c.price.replace(/\s+/gu, ' ')}`.trim())
      : [];
  return { cards, reply: turn.reply, edits: turn.edits, model: applied.value };
}

describe('service cards in the chat', { timeout: 30_000 }, () => {
  it('reprices one card in the format its price already has, and says the new price', () => {
    const out = cardsAfter(groomer, 'Nail trim is now £15');
    expect(out.cards).toContain('Nail trim: £15');
    expect(out.cards).toContain('De-shedding: £30');
    expect(out.reply).toContain('“Nail trim”: £15');
    expect(cardsAfter(groomer, 'Nail trims are £14 from now on').cards).toContain('Nail trim: £14');
    expect(cardsAfter(spanish, 'Cambia el precio del deslanado a 28 €').cards).toContain(
      'Deslanado: 28 €',
    );
  });

  it('renames, describes and removes the card named, and only that card', () => {
    expect(cardsAfter(groomer, 'Rename "Nail trim" to "Nail clipping"').cards).toContain(
      'Nail clipping: £12',
    );
    const described = cardsAfter(
      groomer,
      'Change the description of Nail trim to "Quick and gentle, about 15 minutes"',
    );
    expect(described.edits).toEqual([
      expect.objectContaining({
        path: 'items.3.text',
        value: 'Quick and gentle, about 15 minutes',
      }),
    ]);
    const removed = cardsAfter(spanish, 'Ya no hacemos deslanado, quítalo');
    expect(removed.cards.some((c) => c.startsWith('Deslanado'))).toBe(false);
    expect(removed.cards).toHaveLength(2);
  });

  it('reads a card title that holds a command word as the title ("Drop-in" is no "drop")', () => {
    expect(cardsAfter(studio, 'Drop-in classes are $22 now').cards).toContain(
      'Drop-in: $22 per class',
    );
  });

  it('adds a card with its name and price as written, in any language', () => {
    expect(cardsAfter(groomer, 'Add a service: Puppy groom £35').cards.at(-1)).toBe(
      'Puppy groom: £35',
    );
    expect(cardsAfter(groomer, 'We also offer flea treatment now for £20').cards.at(-1)).toBe(
      'Flea treatment: £20',
    );
    expect(cardsAfter(spanish, 'Añade un servicio: Baño para gatos 30 €').cards.at(-1)).toBe(
      'Baño para gatos: 30 €',
    );
    // "maintenant aussi" says the offer is new; it is no part of the name.
    expect(
      cardsAfter(french, 'On propose maintenant aussi le bain pour chat à 20 €').cards.at(-1),
    ).toBe('Bain pour chat: 20 €');
  });

  it('takes every price off the site on "remove the prices" and keeps the cards', () => {
    const out = cardsAfter(studio, 'Remove all the prices from the site');
    expect(out.model.sections.some((s) => s.type === 'pricing')).toBe(false);
    expect(out.cards).toEqual(['Vinyasa:', 'Yin yoga:', 'Prenatal yoga:', 'Drop-in:']);
  });

  it('asks instead of guessing when the request is unclear', () => {
    for (const request of [
      'Change the grooming price',
      'Make prenatal yoga say "Gentle classes for every trimester"',
      'Rename the card "Price" to "Small dogs"',
    ]) {
      const model = request.includes('prenatal') ? studio : groomer;
      const turn = customizeOffline(model, request, null);
      expect(turn.edits, request).toEqual([]);
      expect(turn.reply, request).toMatch(/\?$/u);
    }
  });
});
