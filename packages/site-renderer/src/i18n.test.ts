import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { createLanguageSample, createSparseSample } from '../test/fixtures';
import type { Messages } from '@zappy/locales/types';
import { MESSAGES, UI_LANGUAGES, messagesFor, textDirection } from './i18n';
import { renderSite } from './render';
import { formatPrice, formatTime } from './sections';

const render = (model: SiteModel) => renderSite(model).files;
const html = (model: SiteModel) => String(render(model)['index.html']);

/** Every string of a dictionary, nested ones included. */
function values(messages: unknown): string[] {
  if (typeof messages === 'string') return [messages];
  if (typeof messages !== 'object' || messages === null) return [];
  return Object.values(messages).flatMap(values);
}

/** What a visitor reads or hears: text, the accessible attributes, and the script's words. */
function humanText(page: string): string {
  const words = /<script type="application\/json" id="z-l10n">(.*?)<\/script>/.exec(page)?.[1];
  const script = words ? values(JSON.parse(words)).join('\n') : '';
  const attributes = [...page.matchAll(/ (?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? '',
  );
  const text = page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#8209;/g, '-');
  return [text, ...attributes, script].join('\n');
}

/** The whole word or phrase, not part of a longer word in any script. */
function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** English interface words that are not also words of `messages` (Menu is French too). */
function englishOnly(messages: Messages): string[] {
  const own = values(messages);
  return values(MESSAGES.en)
    .flatMap((v) => (v.includes('\n') || v.includes('{') ? [] : [v]))
    .filter((v) => !own.some((o) => containsPhrase(o, v)));
}

function main(page: string): string {
  return /<main id="z-main">([\s\S]*)<\/main>/.exec(page)?.[1] ?? '';
}

function navHrefs(page: string): string[] {
  return [...page.matchAll(/<nav [^>]*>([\s\S]*?)<\/nav>/g)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/href="([^"]*)"/g)].map((h) => h[1] ?? ''),
  );
}

describe('the dictionary', () => {
  it('has a non-empty word for every key in every language, distinct from English', () => {
    const keys = (m: Messages) => JSON.stringify(Object.keys(m).sort());
    for (const language of UI_LANGUAGES) {
      const messages = MESSAGES[language];
      expect(keys(messages), language).toBe(keys(MESSAGES.en));
      expect(
        values(messages).every((v) => v.trim() !== ''),
        language,
      ).toBe(true);
      if (language !== 'en') expect(messages.skipLink).not.toBe(MESSAGES.en.skipLink);
    }
  });

  it('picks a language by its primary subtag and falls back to English', () => {
    expect(messagesFor('es-MX').closed).toBe('Cerrado');
    expect(messagesFor('PT-br').closed).toBe('Fechado');
    expect(messagesFor('sv').closed).toBe('Closed');
    expect(textDirection('he', 'ltr')).toBe('rtl');
    expect(textDirection('ar-EG', 'ltr')).toBe('rtl');
    expect(textDirection('en', 'ltr')).toBe('ltr');
  });

  it('formats prices and times for the locale', () => {
    expect(formatPrice(1200, 'EUR', 'de', MESSAGES.de)).toBe('1.200\u00a0€');
    expect(formatPrice(0, 'EUR', 'fr', MESSAGES.fr)).toBe('Gratuit');
    expect(formatPrice(9.5, 'USD', 'not-a-tag!', MESSAGES.en)).toBe('$9.50');
    expect(formatTime('07:30', 'fr')).toBe('07:30');
    expect(formatTime('17:00', 'en')).toBe('17:00');
  });
});

describe.each(UI_LANGUAGES)('a site in %s', (language) => {
  const t = MESSAGES[language];
  const model = createLanguageSample(language);
  const files = render(model);
  const page = String(files['index.html']);

  it('declares its language and direction', () => {
    const dir = language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
    expect(page).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}" dir="${dir}"`));
  });

  it('shows every interface word in its language and none in English', () => {
    const text = humanText(page);
    for (const day of Object.values(t.days)) expect(containsPhrase(text, day), day).toBe(true);
    for (const word of [t.skipLink, t.menu, t.formSend, t.headings.faq, t.mostPopular]) {
      expect(containsPhrase(text, word), word).toBe(true);
    }
    if (language === 'en') return;
    // The check has teeth: most English words are not words of the other language.
    expect(englishOnly(t).length).toBeGreaterThan(60);
    const found = englishOnly(t).filter((word) => containsPhrase(text, word));
    expect(found).toEqual([]);
  });

  it('hands the browser code its words in the language', () => {
    const block = /<script type="application\/json" id="z-l10n">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(block ?? '{}')).toEqual(t.script);
    expect(String(files['script.js'])).not.toMatch(/Sending|Thank you/);
    expect(String(files['accessibility.js'])).not.toMatch(/Text size|Reset all/);
  });

  it('has its own 404 page in the language, linking home from any depth', () => {
    const notFound = String(files['404.html']);
    const dir = language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
    expect(notFound).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}" dir="${dir}"`));
    expect(notFound).toContain(`<h1>${t.notFound.title}</h1>`);
    expect(notFound).toContain('href="/styles.css"');
    expect(notFound).toContain('<a class="btn" href="/">');
    if (language !== 'en') expect(notFound).not.toContain(MESSAGES.en.notFound.title);
  });

  it('writes the README headings in the language', () => {
    const readme = String(files['README.md']);
    for (const heading of [t.readme.sections, t.readme.files, t.readme.hosting]) {
      expect(readme).toContain(`\n## ${heading}\n`);
    }
    if (language !== 'en') expect(readme).not.toContain('## Hosting');
  });

  it('shows the opening hours once in the body, and each link once in the navigation', () => {
    const body = main(page);
    expect(body.match(/class="hours(-cards)?"/g)?.length).toBe(1);
    expect(body.split(t.days.wednesday).length - 1).toBe(1);
    const hrefs = navHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('keeps the phone number on one line', () => {
    const markup = page.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(markup).toContain('+1&nbsp;(555)&nbsp;010&#8209;2030');
    expect(markup).not.toContain('+1 (555)');
    if (language === 'he' || language === 'ar') {
      expect(page).toContain('<bdi dir="ltr">+1&nbsp;(555)');
    }
  });
});

describe('honest omissions', () => {
  const sparse = createSparseSample();
  const files = render(sparse);
  const page = String(files['index.html']);

  it('shows no hours anywhere when the owner gave none', () => {
    expect(page).not.toContain('id="hours"');
    expect(page).not.toContain('class="hours');
    expect(page).not.toContain('openingHours');
    for (const word of [...Object.values(MESSAGES.en.days), MESSAGES.en.footerHours]) {
      expect(containsPhrase(humanText(page), word), word).toBe(false);
    }
    expect(page).not.toMatch(/\d\d:\d\d/);
    expect(String(files['styles.css'])).not.toContain('.hours');
  });

  it('leaves out pricing without plans, and stats, testimonials and team without items', () => {
    for (const id of ['pricing', 'stats', 'testimonials', 'team', 'hours']) {
      expect(page).not.toContain(`id="${id}"`);
      expect(page).not.toContain(`href="#${id}"`);
    }
    expect(String(files['README.md'])).not.toContain('**pricing**');
  });

  it('says "contact us for prices" when prices are on request', () => {
    const onRequest = SiteModelSchema.parse({
      ...sparse,
      sections: sparse.sections.map((s) =>
        s.type === 'pricing' ? { ...s, pricesOnRequest: true } : s,
      ),
    });
    const body = main(html(onRequest));
    const section = /<section id="pricing"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
    expect(section).toContain(MESSAGES.en.pricesOnRequest);
    expect(section).toContain('<a class="btn" href="#contact">Contact us</a>');
    expect(section).not.toMatch(/\$\d/);
  });

  it('shows the hours in the contact section only when there is no hours section', () => {
    const model = createSampleSiteModel();
    const withoutHoursSection = SiteModelSchema.parse({
      ...model,
      sections: model.sections.filter((s) => s.type !== 'hours'),
    });
    const body = main(html(withoutHoursSection));
    expect(body.match(/class="hours"/g)?.length).toBe(1);
    expect(body).toContain('<h3>Opening hours</h3>');
    expect(main(html(model))).not.toContain('<h3>Opening hours</h3>');
  });

  it('summarises the hours in the footer, days with the same hours on one line', () => {
    const model = createSampleSiteModel();
    const columns = SiteModelSchema.parse({
      ...model,
      sections: model.sections.map((s) => (s.type === 'footer' ? { ...s, layout: 'columns' } : s)),
    });
    const footer = /<footer[\s\S]*<\/footer>/.exec(html(columns))?.[0] ?? '';
    expect(footer).toContain(
      '<h2>Hours</h2><ul><li>Mon–Fri 09:00 – 17:00</li><li>Sat 10:00 – 14:00</li></ul>',
    );
  });
});
