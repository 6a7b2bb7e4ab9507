import { DESCRIBED_BUSINESSES } from '@zappy/fixtures/business-descriptions';
import { driveConversation } from '@zappy/fixtures/wizard-answers';
import type { Widget } from '@zappy/contract/widgets';
import { messagesFor } from '@zappy/site-renderer/i18n';
import { describe, expect, it } from 'vitest';
import { amountsOn, englishWordsIn, pageText } from '../test/page-text';
import { createBrain } from './brain';
import { hasOnlyOwnerNumbers, keepOwnerClaims } from './fidelity';
import { localHoursNote } from './offline/phrases/hours-note';
import { sitePhrases } from './offline/phrases/index';
import { generateSite } from './recipe';

/** Every word a wizard turn shows: the reply and its widget's question, labels and hints. */
function turnText(reply: string, widget: Widget | null): string {
  if (!widget) return reply;
  return [
    reply,
    widget.question,
    widget.placeholder ?? '',
    widget.minLabel ?? '',
    widget.maxLabel ?? '',
    ...(widget.options ?? []).flatMap((o) => [o.label, o.description ?? '']),
    ...(widget.images ?? []).flatMap((i) => [i.label ?? '', i.alt]),
    ...(widget.palettes ?? []).map((p) => p.description),
  ].join(' ');
}

const brain = createBrain({ provider: 'offline', seed: 5 });

describe('fidelity: the site says what the owner said and invents nothing', () => {
  it('has at least 30 described businesses', () => {
    expect(DESCRIBED_BUSINESSES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(DESCRIBED_BUSINESSES)('$name', async (business) => {
    const turns = await driveConversation(brain, business.message, undefined, 12, 5);
    const last = turns[turns.length - 1];
    expect(last?.readyToGenerate).toBe(true);
    expect(turns.length).toBeLessThanOrEqual(8);
    const requirements = last?.state.requirements;
    if (!requirements) throw new Error('no requirements');
    const e = business.expect;
    const site = await generateSite(brain, requirements, { seed: 5 });
    const r = site.requirements;
    const html = new TextDecoder().decode(site.files.get('index.html'));
    const text = pageText(html);

    if (e.businessName) expect(r.businessName).toBe(e.businessName);
    if (e.inputLanguage) expect(r.inputLanguage).toBe(e.inputLanguage);

    // The owner's language, every word: the wizard's turns, the page, its lang and direction.
    const language = e.inputLanguage ?? 'en';
    const ui = messagesFor(language);
    expect(site.model.locale.language).toBe(language);
    expect(html).toContain(
      `<html lang="${language}" dir="${language === 'he' || language === 'ar' ? 'rtl' : 'ltr'}"`,
    );
    if (language !== 'en') {
      expect(englishWordsIn(text)).toEqual([]);
      for (const turn of turns)
        expect(englishWordsIn(turnText(turn.reply, turn.widget))).toEqual([]);
    }
    const menu = /<ul id="z-menu"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    const links = [...menu.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(new Set(links).size);

    // Prices: every one given is on the page, with its currency; no other amount is.
    const given = (e.prices ?? []).map((p) => p.price);
    expect(r.plans.map((p) => [p.name, p.price, p.currency])).toEqual(
      (e.prices ?? []).map((p) => [p.name, p.price, p.currency]),
    );
    for (const price of e.prices ?? []) {
      if (price.period)
        expect(r.plans.find((p) => p.name === price.name)?.period).toBe(price.period);
    }
    const pricing = site.model.sections.find((s) => s.type === 'pricing');
    if (e.prices) {
      for (const amount of given.filter((p) => p > 0)) expect(amountsOn(text)).toContain(amount);
      if (given.includes(0)) expect(text).toContain(ui.free);
    } else if (!e.pricesOnRequest) {
      expect(pricing).toBeUndefined();
    }
    for (const amount of amountsOn(text)) expect(given).toContain(amount);
    if (e.pricesOnRequest) {
      expect(r.pricesOnRequest).toBe(true);
      expect(text).toContain(ui.pricesOnRequest);
    }

    // Hours: as given, or none at all.
    const hours = site.model.business.businessHours;
    for (const [day, value] of Object.entries(e.hours ?? {})) {
      const h = hours[day as keyof typeof hours];
      expect(h.closed ? 'closed' : `${h.open}-${h.close}`).toBe(value);
    }
    if (e.hours) expect(html).toContain('"opens"');
    if (e.hoursNote) {
      expect(r.hoursNote).toBe(e.hoursNote);
      expect(text).toContain(localHoursNote(e.hoursNote, sitePhrases(language)));
    }
    if (!e.hours) {
      expect(r.businessHours).toBeUndefined();
      expect(site.model.business.hoursGiven).toBe(false);
      expect(html).not.toContain('"opens"');
      expect(site.model.sections.some((s) => s.type === 'hours')).toBe(false);
      if (!e.hoursNote) expect(text).not.toMatch(/\b\d{1,2}:\d{2}\b/);
    }

    // Places, the product in the owner's words, numbers, brands, handles, the goal.
    const address = r.contactDetails?.address;
    for (const [part, value] of Object.entries(e.address ?? {})) {
      expect(address?.[part as keyof typeof address]).toBe(value);
      expect(text).toContain(value);
    }
    if (e.city) {
      expect(address?.city).toBe(e.city);
      expect(text).toContain(e.city);
    }
    if (e.product) {
      expect(r.product).toBe(e.product);
      expect(text).toContain(e.product);
    }
    for (const number of e.numbers ?? []) expect(text).toContain(number);
    for (const brand of e.brands ?? []) {
      expect(text).toContain(brand);
      expect(text).not.toContain(brand.toLowerCase());
    }
    for (const handle of e.social ?? []) expect(text).toContain(handle);
    if (e.callToAction) {
      expect(r.callToAction).toBe(e.callToAction);
      expect(text).toContain(e.callToAction);
    }

    // No invented people, reviews or statistics.
    expect(site.model.sections.some((s) => s.type === 'testimonials' || s.type === 'team')).toBe(
      false,
    );
    const stats = site.model.sections.find((s) => s.type === 'stats');
    if (stats?.type === 'stats')
      for (const item of stats.items) expect(business.message).toContain(item.value);

    // Every fact points at the words it came from.
    for (const fact of r.facts)
      expect(business.message.slice(fact.source.start, fact.source.end)).toBe(fact.source.text);
  });
});

describe('checking written copy against the owner numbers', () => {
  const allowed = new Set(['29', '2015']);

  it('keeps sentences whose numbers the owner gave and drops the rest', () => {
    expect(keepOwnerClaims('Pro costs $29 a month. Trusted by 5,000 teams. Fast.', allowed)).toBe(
      'Pro costs $29 a month. Fast.',
    );
    expect(hasOnlyOwnerNumbers('Serving Detroit since 2015', allowed)).toBe(true);
    expect(hasOnlyOwnerNumbers('Plans from $19', allowed)).toBe(false);
    expect(hasOnlyOwnerNumbers('$29.00 monthly', allowed)).toBe(true);
  });
});
