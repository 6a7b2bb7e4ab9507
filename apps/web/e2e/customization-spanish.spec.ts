import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { createSite, waitUntilDeployed, type SiteDetail } from './sites';

// Issue 24: a Spanish owner changes the site through the customization chat, one request at a
// time, sees each change on the live site, and undoes the last one from the chat.

const BAKERY =
  'Panadería La Espiga en Valencia, calle Mayor 8. Hacemos pan de masa madre, croissants y ' +
  'tartas por encargo. Abrimos de lunes a sábado de 8 a 14. Teléfono 961 234 567.';

// The chat's own words, in the site's language (packages/locales/src/es/app.ts).
const chat = (page: Page) => page.getByRole('log', { name: 'Conversación de personalización' });
const request = (page: Page) => page.getByRole('textbox', { name: 'Tu solicitud de cambios' });
const send = (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' });
const applied = (version: number) =>
  `Hecho: es la versión ${version}. Tu sitio se está actualizando.`;
const undone = (version: number) =>
  `Deshecho: tu sitio vuelve a estar como en la versión ${version}.`;

/** Sends a request as a person does, once the chat is idle, and waits until the chat took it. */
async function ask(page: Page, text: string) {
  await request(page).fill(text);
  await expect(send(page)).toBeEnabled();
  await request(page).press('Enter');
  await expect(request(page)).toHaveValue('');
  await expect(chat(page).getByText(text, { exact: true }).last()).toBeVisible();
}

/** The colour roles a warmer palette turns (site-renderer's css.ts names them). */
const PALETTE = ['--pr', '--acc', '--bg', '--bg2', '--inv'];

/** What a visitor sees on the live site's home page (in another tab: *.localhost is Chromium's). */
interface LiveView {
  html: string;
  heading: string;
  /** The page's primary colour, as its CSS custom property `--pr` says. */
  primary: string;
  /** The palette's colours by custom property: primary, accent, surfaces, text. */
  palette: Record<string, string>;
  /** The Saturday row of the opening hours (table or cards), as read. */
  saturday: string;
}

async function visit(page: Page, site: SiteDetail): Promise<LiveView> {
  const visitor = await page.context().newPage();
  try {
    const response = await visitor.goto(site.liveUrl ?? '');
    expect(response?.ok()).toBe(true);
    const heading = (await visitor.getByRole('heading', { level: 1 }).innerText()).trim();
    const palette = await visitor.evaluate((names) => {
      const style = getComputedStyle(document.documentElement);
      return Object.fromEntries(
        names.map((name) => [name, style.getPropertyValue(name).trim().toLowerCase()]),
      );
    }, PALETTE);
    const primary = palette['--pr'] ?? '';
    const saturday = await visitor
      .locator('table.hours tr, .hours-cards li')
      .filter({ hasText: /^\s*Sábado/ })
      .first()
      .innerText();
    return { html: await visitor.content(), heading, primary, palette, saturday };
  } finally {
    await visitor.close();
  }
}

/**
 * Axe on the preview page once nothing is fading in or out: a toast ("deployed") arrives as a
 * version goes live, and axe reads a half-transparent toast's text as too faint.
 */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await expectNoAxeViolations(page);
}

/** A `#rrggbb` colour's hue in degrees. */
function hue(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const h =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (h * 60 + 360) % 360;
}

/** How far a hue is from orange-red (25°, the warmest hue), the short way round the wheel. */
function warmthDistance(hex: string): number {
  const gap = Math.abs(hue(hex) - 25) % 360;
  return Math.min(gap, 360 - gap);
}

test.describe('customizing a Spanish site through the chat', () => {
  test('a Spanish owner adds a FAQ entry, changes Saturday, shortens the headline, warms the colours and undoes the last change', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signInLocally(page, 'Lucía Martínez');
    const site = await createSite(page.request, token, BAKERY);
    const first = await visit(page, site);
    expect(first.html).toMatch(/<html[^>]* lang="es"/);

    await page.goto(`/preview/${site.websiteId}`);
    await expect(chat(page).getByText(/Dime qué quieres cambiar en tu sitio web/)).toBeVisible();
    await expect(send(page)).toBeDisabled();
    await expectAccessible(page);

    let version = 1;
    /** The chat says the request made the next version; it is live once deployed. */
    const nextLive = async () => {
      version += 1;
      await expect(chat(page).getByText(applied(version))).toBeVisible({ timeout: 30_000 });
      return visit(page, await waitUntilDeployed(page.request, token, site.websiteId, version));
    };

    // 1. A new FAQ entry, question and answer.
    await ask(
      page,
      'Añade una pregunta frecuente: ¿Dónde puedo aparcar? Hay parking gratuito detrás de la tienda.',
    );
    let live = await nextLive();
    expect(live.html).toContain('¿Dónde puedo aparcar?');
    expect(live.html).toContain('Hay parking gratuito detrás de la tienda');
    await expectAccessible(page);

    // 2. Saturday's new hours; the weekdays keep theirs.
    expect(first.saturday).toMatch(/08:00\s*–\s*14:00/);
    await ask(page, 'Los sábados ahora abrimos de 9 a 13');
    live = await nextLive();
    expect(live.saturday).toMatch(/09:00\s*–\s*13:00/);
    expect(live.html).toContain(
      '"dayOfWeek":"https://schema.org/Saturday","opens":"09:00","closes":"13:00"',
    );
    expect(live.html).toContain(
      '"dayOfWeek":"https://schema.org/Friday","opens":"08:00","closes":"14:00"',
    );

    // 3. A shorter headline: rewritten, never cut mid-phrase. The generated headline is one of
    // several: when the engine cannot shorten it well on its own, it offers shorter wordings (the
    // owner picks the first), or, for a headline with nothing to spare ("Aquí para ayudarte"),
    // asks what it should say (the owner says it).
    const longHeading = live.heading;
    await ask(page, 'Haz el título más corto');
    const done = chat(page).getByText(applied(version + 1));
    const choice = chat(page).getByRole('form').last();
    const askedForWords = chat(page).getByText(
      `No puedo reescribir «${longHeading}» así sin cambiar lo que dice. ¿Qué debe decir el título?`,
    );
    await expect(done.or(choice).or(askedForWords)).toBeVisible({ timeout: 30_000 });
    if (await choice.isVisible()) {
      await expectAccessible(page);
      await choice.getByRole('radio').first().check();
      await choice.getByRole('button', { name: 'Enviar' }).click();
    } else if (await askedForWords.isVisible()) {
      await ask(page, 'La Espiga');
    }
    live = await nextLive();
    expect(live.heading).not.toBe(longHeading);
    expect(live.heading.length).toBeLessThan(longHeading.length);
    expect(live.heading).not.toMatch(
      /\s(de|del|que|la|lo|el|los|las|y|o|en|a|con|por|para|un|una|al)[\s.,:;…]*$/i,
    );
    const shortHeading = live.heading;

    // 4. Warmer colours: the primary and the accent turn towards orange-red (a bakery's brown
    // primary is close to it already: the accent shows the move best).
    const coolPrimary = live.primary;
    const coolPalette = live.palette;
    await ask(page, 'Colores más cálidos');
    live = await nextLive();
    expect(live.primary).not.toBe(coolPrimary);
    expect(warmthDistance(live.primary)).toBeLessThan(warmthDistance(coolPrimary));
    const [coolAccent, warmAccent] = [coolPalette['--acc'] ?? '', live.palette['--acc'] ?? ''];
    expect(warmthDistance(warmAccent)).toBeLessThan(warmthDistance(coolAccent));
    await expectAccessible(page);

    // The chat spoke Spanish throughout.
    await expect(chat(page)).not.toContainText('Applied as version');
    await expect(chat(page)).not.toContainText(/\bDone\b|\bUndo\b/);

    // 5. Undo the colours from the chat: the version before them comes back as a new version.
    const undo = chat(page).getByRole('button', { name: /^Deshacer/ });
    await expect(undo).toHaveCount(1);
    await expect(undo).toHaveAccessibleName(`Deshacer: volver a la versión ${version - 1}`);
    await undo.click();
    await expect(chat(page).getByText(undone(version - 1))).toBeVisible({ timeout: 30_000 });
    await expect(undo).toHaveCount(0);
    version += 1;
    live = await visit(page, await waitUntilDeployed(page.request, token, site.websiteId, version));
    expect(live.primary).toBe(coolPrimary);
    expect(live.palette).toEqual(coolPalette);
    expect(live.html).toContain('¿Dónde puedo aparcar?');
    expect(live.html).toContain('Hay parking gratuito detrás de la tienda');
    expect(live.saturday).toMatch(/09:00\s*–\s*13:00/);
    expect(live.heading).toBe(shortHeading);
    await expectAccessible(page);
  });
});
