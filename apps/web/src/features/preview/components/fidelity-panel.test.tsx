import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WebsiteFidelity } from '@zappy/contract/fidelity';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { LIVE_URL, WEBSITE_ID, websiteDetail } from '../../../test/website';
import { FidelityPanel } from './fidelity-panel';
import { PreviewPage } from './preview-page';

const contact = { id: 'contact', type: 'contact' } as const;

/** A studio that gave three plans, its hours, address and email, but no numbers. */
const report: WebsiteFidelity = {
  versionNumber: 2,
  facts: [
    { kind: 'name', value: 'Lumen Yoga', shown: true, places: [{ id: 'hero', type: 'hero' }] },
    ...['Drop-in: USD 15', 'Monthly: USD 90 a month', 'Yearly: USD 900 a year'].map((value) => ({
      kind: 'price' as const,
      value,
      shown: true,
      places: [{ id: 'pricing', type: 'pricing' as const }],
    })),
    {
      kind: 'hours',
      value: 'Monday to Friday 07:00-21:00',
      shown: true,
      places: [{ id: 'hours', type: 'hours' }],
    },
    { kind: 'address', value: '12 Mill Lane, Bath', shown: true, places: [contact] },
    {
      kind: 'email',
      value: 'hi@lumen.example',
      shown: true,
      places: [contact, { id: 'footer', type: 'footer' }],
    },
    {
      kind: 'hours-note',
      value: 'Saturday from 09:00',
      shown: false,
      places: [],
      reason: 'hours-incomplete',
    },
  ],
  omittedSections: [
    { type: 'stats', reason: 'no-numbers' },
    { type: 'testimonials', reason: 'never-invented' },
  ],
};

const english = ENGLISH_APP_WORDS.preview.fidelity;

/** The items listed under one of a panel's level-3 headings. */
function itemsUnder(panel: HTMLElement, heading: string) {
  return within(
    within(panel).getByRole('heading', { level: 3, name: heading }).parentElement as HTMLElement,
  )
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('FidelityPanel', () => {
  it('says in plain words what the site shows, where, and what it left out and why', () => {
    render(<FidelityPanel fidelity={report} currentVersion={2} words={english} />);
    const panel = screen.getByRole('region', { name: 'What your site says' });
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(
      'What your site says',
    );
    expect(panel).toHaveTextContent('What version 2 of your site says of the facts you gave.');

    expect(itemsUnder(panel, 'Shown on your site')).toEqual([
      'Your business name, Lumen Yoga (Top of the page)',
      'Your 3 prices: Drop-in: USD 15, Monthly: USD 90 a month and Yearly: USD 900 a year (Pricing)',
      'Your opening hours: Monday to Friday 07:00-21:00 (Hours)',
      'Your address, 12 Mill Lane, Bath (Contact)',
      'Your email address, hi@lumen.example (Contact and Footer)',
    ]);

    expect(itemsUnder(panel, 'Left out')).toEqual([
      "We didn't show your hours “Saturday from 09:00” because they don't say when you open and close each day — mention both times when you regenerate.",
      "We didn't add a Numbers section because you didn't give any figures — mention them when you regenerate (for example “since 2015” or “300 clients”).",
      "We didn't add reviews because Zappy never makes up what customers say.",
    ]);
  });

  it('explains a missing price section, and when the report is about another version', () => {
    render(
      <FidelityPanel
        fidelity={{
          versionNumber: 1,
          facts: [],
          omittedSections: [{ type: 'pricing', reason: 'no-prices' }],
        }}
        currentVersion={3}
        words={english}
      />,
    );
    expect(screen.getByText(/You're looking at version 3/)).toBeInTheDocument();
    expect(screen.getByText('None of your facts are on this version yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We didn't show prices because you didn't give any — mention them when you regenerate (for example “Pro at $29 a month”).",
      ),
    ).toBeInTheDocument();
  });

  it('names the images that are illustrations because the photo service gave no photo', () => {
    render(
      <FidelityPanel
        fidelity={{
          ...report,
          photoFallbacks: [
            { slot: 'hero', provider: 'pexels', reason: 'rate_limited' },
            { slot: 'gallery-1', provider: 'pexels', reason: 'timeout' },
            { slot: 'gallery-2', provider: 'pexels', reason: 'not_an_image' },
            { slot: 'about', provider: 'pexels', reason: 'no_results' },
          ],
        }}
        currentVersion={2}
        words={english}
      />,
    );
    const panel = screen.getByRole('region', { name: 'What your site says' });
    expect(itemsUnder(panel, 'Illustrations instead of photos')).toEqual([
      'Top of the page and Gallery: Pexels did not send a photo this time, so this version shows an illustration — regenerate later, or upload your own photo.',
      'About: Pexels had no photo that fits, so this version shows an illustration — you can upload your own photo.',
    ]);
  });

  it('names a slot the photo service and then the image generator failed once, by the photo service', () => {
    render(
      <FidelityPanel
        fidelity={{
          ...report,
          photoFallbacks: [
            { slot: 'hero', provider: 'unsplash', reason: 'no_results' },
            { slot: 'hero', provider: 'openai', reason: 'timeout' },
          ],
        }}
        currentVersion={2}
        words={english}
      />,
    );
    const panel = screen.getByRole('region', { name: 'What your site says' });
    expect(itemsUnder(panel, 'Illustrations instead of photos')).toEqual([
      'Top of the page: Unsplash had no photo that fits, so this version shows an illustration — you can upload your own photo.',
    ]);
  });

  it('has no photo heading when every image is as generated', () => {
    render(<FidelityPanel fidelity={report} currentVersion={2} words={english} />);
    expect(screen.queryByText('Illustrations instead of photos')).not.toBeInTheDocument();
  });

  it('speaks the site’s language: its words, its lists and its section names', async () => {
    const spanish = (await loadAppWords('es')).preview.fidelity;
    render(<FidelityPanel fidelity={report} currentVersion={2} words={spanish} />);
    const panel = screen.getByRole('region', { name: 'Lo que dice tu sitio' });

    const shown = itemsUnder(panel, 'Lo que aparece en tu sitio');
    expect(shown).toContain('El nombre de tu negocio, Lumen Yoga (Portada)');
    expect(shown).toContain(
      'Tus 3 precios: Drop-in: USD 15, Monthly: USD 90 a month y Yearly: USD 900 a year (Precios)',
    );
    expect(shown).toContain('Tu correo electrónico, hi@lumen.example (Contacto y Pie de página)');
    expect(itemsUnder(panel, 'Lo que se quedó fuera')).toContain(
      'No mostramos tu horario «Saturday from 09:00» porque no dice a qué hora abres y cierras ' +
        'cada día: indica las dos horas cuando regeneres el sitio.',
    );
  });

  it.each([
    ['with', report],
    ['without', null],
  ])('is on the preview page only %s a report', async (_, fidelity) => {
    mockFetch(() => jsonResponse({ website: websiteDetail({ liveUrl: LIVE_URL, fidelity }) }));
    renderRoute(<PreviewPage />, {
      path: '/preview/:websiteId',
      initialEntry: `/preview/${WEBSITE_ID}`,
    });
    await screen.findByRole('heading', { level: 1, name: 'Website Preview' });
    expect(screen.queryByRole('region', { name: 'What your site says' }) !== null).toBe(
      fidelity !== null,
    );
  });

  it('is in the site’s language on the preview page', async () => {
    const content = { locale: { language: 'es-MX' } };
    mockFetch(() => jsonResponse({ website: websiteDetail({ content, fidelity: report }) }));
    renderRoute(<PreviewPage />, {
      path: '/preview/:websiteId',
      initialEntry: `/preview/${WEBSITE_ID}`,
    });
    expect(await screen.findByRole('region', { name: 'Lo que dice tu sitio' })).toBeInTheDocument();
  });
});
