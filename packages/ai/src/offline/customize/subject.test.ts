import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { generateEditSite } from '@zappy/fixtures/edit-requests';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from '../../brain';
import type { CustomizationState } from '../../schemas';
import { guardedCustomize, type CustomizeOptions } from '../customize';

type Subject = NonNullable<CustomizeOptions['subject']>;

const brain = createBrain({ seed: 1 });
const sites: Record<'en' | 'es' | 'he' | 'ar', SiteModel> = {
  en: createSampleSiteModel(),
  es: createSampleSiteModel(),
  he: createSampleSiteModel(),
  ar: createSampleSiteModel(),
};

beforeAll(async () => {
  const [es, he, ar] = await Promise.all([
    generateEditSite(brain, 'es', 'groomer'),
    generateEditSite(brain, 'he', 'groomer'),
    generateEditSite(brain, 'ar', 'groomer'),
  ]);
  Object.assign(sites, { es, he, ar });
}, 60_000);

/** A turn about what the owner pointed at, as the chat publishes it (the scope guard included). */
function askAbout(
  model: SiteModel,
  message: string,
  subject: Subject,
  state: CustomizationState | null = null,
) {
  const turn = guardedCustomize(model, message, state, { subject });
  const applied = applySiteEdits(model, turn.edits);
  expect(applied.ok, message).toBe(true);
  return turn;
}

const servicesOf = (model: SiteModel) => {
  const section = model.sections.find((s) => s.type === 'services');
  if (section?.type !== 'services') throw new Error('the site has no services');
  return section;
};

const card = (model: SiteModel, part: string): Subject => ({
  sectionId: servicesOf(model).id,
  path: `items.1.${part}`,
});
const button: Subject = { sectionId: 'hero', path: 'primaryAction.label' };

const text = (sectionId: string, path: string, value: string): SiteEdit => ({
  op: 'setSectionText',
  sectionId,
  path,
  value,
});

describe(
  'point and edit: "this" is what the owner clicked, and only that',
  { timeout: 30_000 },
  () => {
    it.each([
      ['en', 'rename this to Price list', 'Price list'],
      ['es', 'renombra esto a Lista de precios', 'Lista de precios'],
      ['he', 'שנה את זה ל-מחירון', 'מחירון'],
      ['ar', 'غيّر هذا إلى قائمة الأسعار', 'قائمة الأسعار'],
    ] as const)(
      'renames the card whose title was clicked, nothing else (%s)',
      (lang, message, value) => {
        const model = sites[lang];
        const subject = card(model, 'title');
        expect(askAbout(model, message, subject).edits).toEqual([
          text(subject.sectionId, 'items.1.title', value),
        ]);
      },
    );

    it('renames a card titled “Price”, never the introduction that speaks of prices', () => {
      const base = sites.en;
      const services = servicesOf(base);
      const model: SiteModel = {
        ...base,
        sections: base.sections.map((s) =>
          s === services
            ? {
                ...services,
                items: services.items.map((c, i) => (i === 1 ? { ...c, title: 'Price' } : c)),
              }
            : s,
        ),
      };
      expect(
        askAbout(model, 'change this to Prices for every cake', card(model, 'title')).edits,
      ).toEqual([text('services', 'items.1.title', 'Prices for every cake')]);
    });

    it.each([
      ['en', 'make this shorter'],
      ['es', 'haz esto más corto'],
      ['he', 'תקצר את זה'],
      ['ar', 'اجعل هذا أقصر'],
    ] as const)('rewrites only the card text that was clicked (%s)', (lang, message) => {
      const model = sites[lang];
      const subject = card(model, 'text');
      const turn = askAbout(model, message, subject);
      for (const edit of turn.edits) {
        expect(edit).toMatchObject({
          op: 'setSectionText',
          sectionId: subject.sectionId,
          path: 'items.1.text',
        });
      }
      // Without a shorter wording that keeps its sense, the chat asks instead of guessing.
      if (turn.edits.length === 0) expect(turn.widget ?? turn.state.pendingTopic).toBeTruthy();
    });

    it('shortens the clicked card text of the sample bakery', () => {
      const turn = askAbout(sites.en, 'make this shorter', card(sites.en, 'text'));
      expect(turn.edits).toEqual([
        text('services', 'items.1.text', 'Layer cakes for 8 to 80 guests.'),
      ]);
    });

    it.each([
      ['en', 'change this to Book now', 'Book now'],
      ['es', 'cambia esto a Reserva ya', 'Reserva ya'],
      ['he', 'שנה את זה ל-הזמינו עכשיו', 'הזמינו עכשיו'],
      ['ar', 'غيّر هذا إلى احجز الآن', 'احجز الآن'],
    ] as const)('words the clicked button anew (%s)', (lang, message, value) => {
      expect(askAbout(sites[lang], message, button).edits).toEqual([
        text('hero', 'primaryAction.label', value),
      ]);
    });

    it.each([
      ['en', 'link this to #services'],
      ['es', 'enlaza esto a #services'],
      ['ar', 'اربط هذا إلى #services'],
    ] as const)('leads the clicked button to a section of the page (%s)', (lang, message) => {
      const model = sites[lang];
      const href = `#${servicesOf(model).id}`;
      expect(askAbout(model, message.replace('#services', href), button).edits).toEqual([
        { op: 'setSectionLink', sectionId: 'hero', path: 'primaryAction', href },
      ]);
    });

    it('leads a clicked button to a web address, the second button too, its words unchanged', () => {
      const secondary: Subject = { sectionId: 'cta', path: 'secondaryAction.label' };
      const turn = askAbout(sites.en, 'link this to https://book.example.com/crumb.', secondary);
      expect(turn.edits).toEqual([
        {
          op: 'setSectionLink',
          sectionId: 'cta',
          path: 'secondaryAction',
          href: 'https://book.example.com/crumb',
        },
      ]);
      expect(turn.reply).toContain('the button now leads to https://book.example.com/crumb');
      expect(askAbout(sites.en, 'link this to #contact', button).reply).toBe(
        'The button already leads to the contact section.',
      );
    });

    it.each([
      ['en', 'remove this'],
      ['es', 'elimina esto'],
      ['he', 'מחק את זה'],
      ['ar', 'احذف هذا'],
    ] as const)('removes the clicked service card, not its section (%s)', (lang, message) => {
      const model = sites[lang];
      expect(askAbout(model, message, card(model, 'title')).edits).toEqual([
        { op: 'removeServiceItem', index: 1 },
      ]);
      expect(askAbout(model, message, card(model, 'text')).edits).toEqual([
        { op: 'removeServiceItem', index: 1 },
      ]);
    });

    it('removes a clicked FAQ entry, a clicked button, and the section only when asked for', () => {
      const model = sites.en;
      const question: Subject = { sectionId: 'faq', path: 'items.2.question' };
      expect(askAbout(model, 'remove this', question).edits).toEqual([
        { op: 'removeFaqItem', index: 2 },
      ]);
      expect(
        askAbout(model, 'elimina esto', { ...question, path: 'items.2.answer' }).edits,
      ).toEqual([{ op: 'removeFaqItem', index: 2 }]);
      expect(askAbout(model, 'remove this', button).edits).toEqual([
        text('hero', 'primaryAction.label', ''),
      ]);
      expect(askAbout(model, 'remove this section', card(model, 'title')).edits).toEqual([
        { op: 'removeSection', sectionId: 'services' },
      ]);
      // A heading cannot be left blank: the chat asks what it should say instead.
      const heading = askAbout(model, 'remove this', { sectionId: 'hero', path: 'heading' });
      expect(heading.edits).toEqual([]);
      expect(heading.reply).toBe('What should the headline say?');
    });

    it('asks for a translation’s words, then sets exactly the clicked text to them', () => {
      const model = sites.en;
      const subject = card(model, 'title');
      const asked = askAbout(model, 'translate this into Spanish', subject);
      expect(asked.edits).toEqual([]);
      expect(asked.reply).toMatch(/^I can’t translate “Celebration cakes” myself\./);
      const answer = askAbout(model, 'Tartas de celebración', subject, asked.state);
      expect(answer.edits).toEqual([text('services', 'items.1.title', 'Tartas de celebración')]);
      const spanish = askAbout(model, 'traduce esto al inglés', {
        sectionId: 'hero',
        path: 'heading',
      });
      expect(spanish.edits).toEqual([]);
      expect(spanish.reply).toMatch(/^No puedo traducir/);
    });

    it('leaves a request that names another text to it, whatever was clicked', () => {
      const turn = askAbout(
        sites.en,
        'change the heading of this section to Our cakes',
        card(sites.en, 'title'),
      );
      expect(turn.edits).toEqual([text('services', 'heading', 'Our cakes')]);
    });
  },
);
