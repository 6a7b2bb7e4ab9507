import type {
  ApplyCustomizationResponse,
  CustomizationStartResponse,
} from '@zappy/contract/customization';
import type { WebsiteDetail } from '@zappy/contract/website';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  countVersions,
  createDeployedSite,
  getHostedPage,
  injectAs,
  signIn,
  useGenerationHarness,
  waitForDeployment,
} from '../../../test/generation-harness';
import { htmlProblems } from '../versions/site-gate';

// Issue 24: each family of requests an owner makes, through the API as the chat sends it, on
// both databases: the change asked for reaches the live site, nothing else changes, and a request
// the chat cannot be sure of publishes nothing.
const BAKERY =
  'Panadería La Espiga, en la calle Mayor 8 de Valencia. Hacemos pan de masa madre, croissants y ' +
  'tartas por encargo. Abrimos de lunes a sábado de 8 a 14. Teléfono 961 234 567.';

/** The text of the live page, without tags: what a visitor reads. */
const visible = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ');

describe.each(testDatabases)('the chat’s request families on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let site: WebsiteDetail;

  beforeAll(async () => {
    token = await signIn(harness.app, 'families@example.com');
    site = await createDeployedSite(harness.app, token, BAKERY);
  }, 60_000);

  const start = async (request: string) => {
    const res = await injectAs(harness.app, token, 'POST', '/api/customization/start', {
      websiteId: site.websiteId,
      initialPrompt: request,
    });
    expect(res.statusCode, request).toBe(200);
    return res.json<CustomizationStartResponse>();
  };

  /** Sends a request, applies the chat's patch and returns the live page with what changed. */
  const change = async (request: string) => {
    const before = (await getHostedPage(harness.app, site, '/')).body;
    const turn = await start(request);
    expect(turn.readyToApply, `${request}: ${turn.response}`).toBe(true);
    const res = await injectAs(
      harness.app,
      token,
      'POST',
      `/api/customization/apply/${site.websiteId}`,
      turn.customizationData ?? {},
    );
    expect(res.statusCode, request).toBe(200);
    const applied = res.json<ApplyCustomizationResponse>();
    site = await waitForDeployment(harness.app, token, site.websiteId, applied.versionNumber);
    const after = (await getHostedPage(harness.app, site, '/')).body;
    expect(await htmlProblems({ 'index.html': after }), request).toEqual([]);
    return { before, after, summary: applied.summary, reply: turn.response };
  };

  it('FAQ: adds the entry asked for, its text clean of quotes and labels', async () => {
    const { before, after, summary } = await change(
      'Añade una pregunta frecuente: "¿Dónde puedo aparcar?" Hay parking gratuito detrás de la tienda.',
    );
    expect(summary).toMatch(/FAQ/);
    expect(visible(after)).toContain('¿Dónde puedo aparcar?');
    expect(visible(after)).toContain('Hay parking gratuito detrás de la tienda');
    expect(after).not.toMatch(/["“]¿Dónde|aparcar\?["”]/);
    expect(visible(before)).not.toContain('aparcar');
  });

  it('hours: one day changes, the rest of the week stays', async () => {
    const saturday = (html: string) =>
      /sábado[\s\S]{0,120}?(\d\d:\d\d\s*–\s*\d\d:\d\d)/i.exec(visible(html))?.[1];
    const friday = (html: string) =>
      /viernes[\s\S]{0,120}?(\d\d:\d\d\s*–\s*\d\d:\d\d)/i.exec(visible(html))?.[1];
    const { before, after } = await change('Los sábados ahora abrimos de 9 a 13');
    expect(saturday(before)).toMatch(/08:00\s*–\s*14:00/);
    expect(saturday(after)).toMatch(/09:00\s*–\s*13:00/);
    expect(friday(after)).toBe(friday(before));
  });

  it('contact: a new phone replaces the old one everywhere, the contact sentence too', async () => {
    const { after } = await change('Nuestro nuevo teléfono es 963 000 111');
    expect(after).toContain('963 000 111');
    expect(after).toContain('tel:963000111');
    expect(after).not.toMatch(/961[\s\u00a0]?234[\s\u00a0]?567|961234567/);
  });

  it('services: adds a priced card with the owner’s words', async () => {
    const { after, summary } = await change('Añade un servicio: empanadas caseras a 3 €');
    expect(summary).toMatch(/service/);
    expect(visible(after)).toMatch(/Empanadas caseras[\s\S]{0,200}3\s?€/);
  });

  it('texts: the headline says the owner’s words, quotes left out', async () => {
    const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    const { before, after } = await change(
      'Cambia el título principal por "Recién horneado cada mañana"',
    );
    expect(heading(after)).toBe('Recién horneado cada mañana');
    expect(heading(before)).not.toBe(heading(after));
  });

  it('look: warmer colours change the palette and nothing else', async () => {
    const { before, after, summary } = await change('Colores más cálidos');
    expect(summary).toMatch(/colou?rs/i);
    expect(after).not.toBe(before);
    expect(visible(after)).toBe(visible(before));
  });

  it('sections: removes the section named, and only that one', async () => {
    const headings = (html: string) =>
      [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    const { before, after } = await change('Quita la sección de preguntas frecuentes');
    const removed = headings(before).filter((h) => !headings(after).includes(h));
    expect(removed).toHaveLength(1);
    expect(visible(after)).not.toContain('¿Dónde puedo aparcar?');
  });

  it('asks instead of guessing, and publishes nothing, when a request names no change', async () => {
    const versions = await countVersions(harness.database, site.websiteId);
    const turn = await start('Hazlo mejor');
    expect(turn.readyToApply).toBe(false);
    expect(turn.widget).not.toBeNull();
    expect(turn.response).toMatch(/[¿?]/);
    expect(await countVersions(harness.database, site.websiteId)).toBe(versions);
  });
});
