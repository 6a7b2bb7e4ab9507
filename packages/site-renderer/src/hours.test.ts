import { WEEK_DAYS } from '@zappy/site-model/constants';
import { SiteModelSchema, type BusinessHours, type SiteModel } from '@zappy/site-model/schema';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { createLanguageSample } from '../test/fixtures';
import { escapeHtml } from './escape';
import { MESSAGES, UI_LANGUAGES } from './i18n';
import { renderSite } from './render';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

const ALL_DAY = { closed: false, open: '00:00', close: '23:59' };
const NINE_TO_FIVE = { closed: false, open: '09:00', close: '17:00' };

/** Every day open around the clock, as the reader stores "24 hours" and "24/7". */
const AROUND_THE_CLOCK = Object.fromEntries(
  WEEK_DAYS.map((day) => [day, ALL_DAY]),
) as BusinessHours;

/** Weekdays 9 to 5, the weekend around the clock. */
const WEEKEND_ALL_DAY = {
  ...(Object.fromEntries(WEEK_DAYS.map((day) => [day, NINE_TO_FIVE])) as BusinessHours),
  saturday: ALL_DAY,
  sunday: ALL_DAY,
};

/**
 * The language sample with these hours and a footer in columns (the simple one shows no hours);
 * `hoursSection: false` leaves the hours to the contact block.
 */
function withHours(
  language: (typeof UI_LANGUAGES)[number],
  business: Partial<SiteModel['business']>,
  hoursSection = true,
): SiteModel {
  const model = createLanguageSample(language);
  return {
    ...model,
    business: { ...model.business, ...business },
    sections: model.sections
      .filter((s) => hoursSection || s.type !== 'hours')
      .map((s) => (s.type === 'footer' ? { ...s, layout: 'columns' } : s)),
  };
}

function page(model: SiteModel): string {
  return String(renderSite(model).files['index.html']);
}

const part = (html: string, re: RegExp) => re.exec(html)?.[0] ?? '';
const hoursSection = (html: string) => part(html, /<section[^>]*id="hours"[\s\S]*?<\/section>/);
const contactSection = (html: string) => part(html, /<section[^>]*id="contact"[\s\S]*?<\/section>/);
const footer = (html: string) => part(html, /<footer[\s\S]*<\/footer>/);

type Spec = { dayOfWeek: string; opens: string; closes: string };
function jsonLd(html: string): { openingHours?: string[]; openingHoursSpecification?: Spec[] } {
  return JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as { openingHours?: string[]; openingHoursSpecification?: Spec[] };
}

async function validationErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
  );
}

describe.each(UI_LANGUAGES)('opening hours in %s', (language) => {
  const t = MESSAGES[language];
  const open24 = escapeHtml(t.open24Hours);
  const appointment = escapeHtml(t.byAppointment);

  it('says "open 24 hours" once for a week open around the clock, not seven times as times', async () => {
    const html = page(withHours(language, { businessHours: AROUND_THE_CLOCK }));
    const section = hoursSection(html);
    expect(section).toContain(`<p class="hours-line">${open24}</p>`);
    expect(section).not.toContain('<table');
    expect(footer(html)).toContain(`<li>${open24}</li>`);
    expect(html.split(open24)).toHaveLength(3);
    // Times only in the JSON-LD, where schema.org wants them.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/23[:.]59/);
    expect(jsonLd(html).openingHoursSpecification).toHaveLength(7);
    expect(jsonLd(html).openingHoursSpecification).toContainEqual(
      expect.objectContaining({
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '00:00',
        closes: '23:59',
      }),
    );
    expect(await validationErrors(html)).toEqual([]);
  });

  it('says "open 24 hours" on the days open around the clock, and times on the others', () => {
    const html = page(withHours(language, { businessHours: WEEKEND_ALL_DAY }));
    const section = hoursSection(html);
    expect(section).toContain(
      `<th scope="row">${escapeHtml(t.days.saturday)}</th><td>${open24}</td>`,
    );
    expect(section).toContain(
      `<th scope="row">${escapeHtml(t.days.sunday)}</th><td>${open24}</td>`,
    );
    expect(section).not.toContain(`<th scope="row">${escapeHtml(t.days.monday)}</th><td>${open24}`);
    expect(footer(html)).toContain(
      `<li>${escapeHtml(`${t.daysShort.saturday}–${t.daysShort.sunday}`)} ${open24}</li>`,
    );
    const specs = jsonLd(html).openingHoursSpecification ?? [];
    expect(specs.find((s) => s.dayOfWeek.endsWith('Saturday'))).toMatchObject({
      opens: '00:00',
      closes: '23:59',
    });
    expect(specs.find((s) => s.dayOfWeek.endsWith('Monday'))).toMatchObject({
      opens: '09:00',
      closes: '17:00',
    });
  });

  it('says "by appointment" in the hours section and footer, with no made-up hours in JSON-LD', async () => {
    const html = page(withHours(language, { hoursGiven: false, byAppointment: true }));
    expect(hoursSection(html)).toContain(`<p class="hours-line">${appointment}</p>`);
    expect(hoursSection(html)).not.toContain('<table');
    expect(footer(html)).toContain(`<li>${appointment}</li>`);
    expect(jsonLd(html).openingHoursSpecification).toBeUndefined();
    expect(jsonLd(html).openingHours).toBeUndefined();
    expect(await validationErrors(html)).toEqual([]);
  });

  it('says "by appointment" in the contact block when no hours section shows the hours', async () => {
    const html = page(withHours(language, { hoursGiven: false, byAppointment: true }, false));
    expect(hoursSection(html)).toBe('');
    expect(contactSection(html)).toContain(`<p class="hours-line">${appointment}</p>`);
    expect(footer(html)).toContain(`<li>${appointment}</li>`);
    expect(await validationErrors(html)).toEqual([]);
  });

  it('says "by appointment" after the hours when the owner keeps both', () => {
    const html = page(withHours(language, { businessHours: WEEKEND_ALL_DAY, byAppointment: true }));
    const section = hoursSection(html);
    expect(section).toMatch(new RegExp(`</table><p class="hours-line">${appointment}</p>`));
    expect(footer(html)).toMatch(new RegExp(`${open24}</li><li>${appointment}</li>`));
    expect(jsonLd(html).openingHoursSpecification).toHaveLength(7);
  });
});

describe('a stored site model without byAppointment', () => {
  it('still parses, and shows its hours as before', () => {
    const model = createLanguageSample('en');
    const stored: Record<string, unknown> = { ...model.business };
    delete stored['byAppointment'];
    const parsed = SiteModelSchema.parse({ ...model, business: stored });
    expect(parsed.business.byAppointment).toBe(false);
    expect(page(parsed)).not.toContain(MESSAGES.en.byAppointment);
  });
});
