import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { createSite, getSite, waitUntilDeployed, type SiteDetail } from './sites';

/** A real PNG photo stand-in (a gradient), built here so the test needs no file on disk. */
function gradientPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = Math.round((x / width) * 255);
      rows[row + 2 + x * 3] = Math.round((y / height) * 255);
      rows[row + 3 + x * 3] = 120;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const chat = (page: Page) => page.getByRole('log', { name: 'Customization conversation' });
const request = (page: Page) => page.getByRole('textbox', { name: 'Your customization request' });

/**
 * Sends a request in the chat as a person does, and waits until the chat took it (the composer
 * empties). Enter sends, like the Send button; a keypress doesn't depend on where the button is
 * while the page is still settling after the preview loads.
 */
async function ask(page: Page, text: string) {
  await request(page).fill(text);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await request(page).press('Enter');
  await expect(request(page)).toHaveValue('');
}

/** The live site's home page, as a visitor sees it (in another tab: *.localhost is Chromium's). */
async function livePage(page: Page, site: SiteDetail): Promise<string> {
  const visitor = await page.context().newPage();
  try {
    const response = await visitor.goto(site.liveUrl ?? '');
    expect(response?.ok()).toBe(true);
    return await visitor.content();
  } finally {
    await visitor.close();
  }
}

test.describe('customizing a site in the preview', () => {
  test('the owner changes the site by chat, answers a clarifying widget, replaces the hero photo, points at a heading and a card and undoes a change', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signInLocally(page, 'Mara Costa');
    const site = await createSite(
      page.request,
      token,
      'Golden Crumb is a bakery in Portland. We bake sourdough, croissants and seasonal tarts. Email hello@goldencrumb.example. Open Mon-Fri 7-15.',
    );
    await page.goto(`/preview/${site.websiteId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Customize Website' })).toBeVisible();
    await expect(chat(page).getByText(/Every change becomes a new version/)).toBeVisible();
    await expect(request(page)).toHaveAttribute(
      'placeholder',
      "Describe what you'd like to customize...",
    );
    await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expectNoAxeViolations(page);

    let version = 1;
    /** Each applied request makes the next version, live once deployed. */
    const nextLive = async () => {
      version += 1;
      await expect(
        chat(page)
          .getByText(/Applying|here is what I will change/i)
          .last(),
      ).toBeVisible();
      return waitUntilDeployed(page.request, token, site.websiteId, version);
    };

    // A new headline.
    await ask(page, 'change the headline to Bread worth the early alarm');
    let live = await nextLive();
    expect(await livePage(page, live)).toMatch(/<h1[^>]*>Bread worth the early alarm<\/h1>/);
    await expectNoAxeViolations(page);

    // A colour change: the palette moves to green, and the text keeps its contrast (axe below).
    const before = (await getSite(page.request, token, site.websiteId)).versions.length;
    await ask(page, 'make it deep green');
    live = await nextLive();
    expect(live.versions.length).toBe(before + 1);
    expect(live.versions.find((v) => v.number === version)?.reason).toMatch(/colours/);

    // A new pricing plan (the bakery had no prices: the section comes with it).
    await ask(page, 'add a Bread Club plan at $25 per month with a loaf every week');
    live = await nextLive();
    let html = await livePage(page, live);
    expect(html).toContain('Bread Club');
    expect(html).toMatch(/\$25/);

    // A removed section: one the generated site has.
    const elements = await page.request.get(`/api/customization/elements/${site.websiteId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { sections } = (
      (await elements.json()) as { elements: { sections: { type: string; id: string }[] } }
    ).elements;
    const removable = ['faq', 'gallery', 'about', 'features']
      .map((type) => sections.find((section) => section.type === type))
      .find((section) => section !== undefined);
    expect(removable).toBeDefined();
    await ask(
      page,
      `remove the ${removable?.type === 'faq' ? 'FAQ' : (removable?.type ?? '')} section`,
    );
    live = await nextLive();
    html = await livePage(page, live);
    expect(html).not.toContain(`id="${removable?.id ?? ''}"`);

    // New opening hours.
    await ask(page, 'we are open Monday to Saturday 8-16');
    live = await nextLive();
    html = await livePage(page, live);
    expect(html).toContain(
      '"dayOfWeek":"https://schema.org/Saturday","opens":"08:00","closes":"16:00"',
    );

    // Contact details without the details: the business-details widget, then its editor.
    await ask(page, 'I want to change my contact info');
    const details = chat(page).getByRole('region', { name: 'Business details' });
    await expect(details.getByText('hello@goldencrumb.example')).toBeVisible();
    await expectNoAxeViolations(page);
    await details.getByRole('button', { name: 'Edit business info' }).click();
    const editor = page.getByRole('dialog', { name: 'Business information' });
    await expect(editor.getByRole('textbox', { name: 'Company name' })).toHaveValue('Golden Crumb');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // A vague request gets options; the choice is the owner's next message.
    await ask(page, 'hmm, make it better');
    const options = chat(page).getByRole('group', { name: 'What would you like to change?' });
    await expect(options).toBeVisible();
    await expectNoAxeViolations(page);
    await options.getByRole('button', { name: /Headline/ }).click();
    await expect(chat(page).getByText('Selected Option').last()).toBeVisible();
    await expect(chat(page).getByText('What should the new headline say?')).toBeVisible();
    await ask(page, 'Fresh from the oven at 7');
    live = await nextLive();
    expect(await livePage(page, live)).toMatch(/<h1[^>]*>Fresh from the oven at 7<\/h1>/);

    // The hero photo, replaced with a picture from disk.
    await ask(page, 'replace the hero image');
    const images = chat(page).getByRole('group', { name: /Which image would you like to replace/ });
    await expect(images).toBeVisible();
    await expectNoAxeViolations(page);
    const heroCard = images.getByRole('listitem').first();
    await heroCard.locator('input[type="file"]').setInputFiles({
      name: 'shop-front.png',
      mimeType: 'image/png',
      buffer: gradientPng(1800, 1200),
    });
    await expect(heroCard.getByText('Replaced')).toBeVisible({ timeout: 30_000 });
    version += 1;
    live = await waitUntilDeployed(page.request, token, site.websiteId, version);
    await expect(chat(page).getByText('Done: the new image is on your site.')).toBeVisible();
    html = await livePage(page, live);
    expect(html).toMatch(/srcset="images\/upload-[a-f0-9-]+-480\.webp 480w, [^"]*1600w"/);

    // Point and edit: click the headline in the preview, then say what it should be.
    await page.getByRole('button', { name: 'Point and edit' }).click();
    await expect(page.getByRole('button', { name: 'Point and edit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const frame = page.frameLocator('iframe[title$="website preview"]');
    // The owner's preview page is the site as styled (its files load in the sandbox).
    await expect(frame.locator('body')).toHaveCSS('margin', '0px');
    await frame.getByRole('heading', { level: 1 }).click();
    await expect(page.getByText('Editing: “Fresh from the oven at 7”')).toBeVisible();
    await expectNoAxeViolations(page);
    await ask(page, 'change this to Open early, every weekday');
    live = await nextLive();
    expect(await livePage(page, live)).toMatch(/<h1[^>]*>Open early, every weekday<\/h1>/);

    // A service card's title, clicked: only that title changes (never the section's other
    // texts), and the card stays "this" for the next message, until it is gone.
    const servicesTexts = async () => {
      const response = await page.request.get(`/api/customization/elements/${site.websiteId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { texts } = (
        (await response.json()) as {
          elements: { texts: { sectionId: string; texts: { path: string; value: string }[] }[] };
        }
      ).elements;
      return new Map(
        (texts.find((t) => t.sectionId === 'services')?.texts ?? []).map((t) => [t.path, t.value]),
      );
    };
    const servicesBefore = await servicesTexts();
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Open early, every weekday');
    const firstCard = frame.locator('#services h3').first();
    await expect(firstCard).toHaveAttribute('data-zappy-path', 'items.0.title');
    await page.getByRole('button', { name: 'Point and edit' }).click();
    await firstCard.click();
    await expect(
      page.getByText(`Editing: “${servicesBefore.get('items.0.title') ?? ''}”`),
    ).toBeVisible();
    await ask(page, 'rename this to Sourdough by the loaf');
    live = await nextLive();
    expect(await livePage(page, live)).toContain('>Sourdough by the loaf</h3>');
    const servicesAfter = await servicesTexts();
    expect(Object.fromEntries(servicesAfter)).toEqual({
      ...Object.fromEntries(servicesBefore),
      'items.0.title': 'Sourdough by the loaf',
    });
    await expect(page.getByText('Editing: “Sourdough by the loaf”')).toBeVisible();
    await ask(page, 'remove this');
    live = await nextLive();
    expect(await livePage(page, live)).not.toContain('Sourdough by the loaf');
    expect((await servicesTexts()).get('items.0.title')).toBe(servicesBefore.get('items.1.title'));
    await expect(page.getByText(/^Editing: /)).toBeHidden();

    // Picking by keyboard: the preview's texts take focus while picking, and Enter picks one.
    await page.getByRole('button', { name: 'Point and edit' }).click();
    const secondHeading = frame.getByRole('heading', { level: 2 }).first();
    await secondHeading.focus();
    await secondHeading.press('Enter');
    const chip = page.getByText(/^Editing: “/);
    await expect(chip).toContainText((await secondHeading.innerText()).trim().slice(0, 20));
    await page.getByRole('button', { name: /^Stop editing/ }).click();
    await expect(chip).toBeHidden();

    // Undo: restore the version before the last change from the versions panel.
    await page.getByRole('button', { name: `Restore version ${version - 1}` }).click();
    const confirm = page.getByRole('dialog', { name: `Restore version ${version - 1}?` });
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    version += 1;
    live = await waitUntilDeployed(page.request, token, site.websiteId, version);
    // The card removed last is back.
    expect(await livePage(page, live)).toContain('>Sourdough by the loaf</h3>');
  });

  test('the chat is a slide-over on a phone, closed by its backdrop', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const { token } = await signInLocally(page, 'Ines Ortega');
    const site = await createSite(page.request, token, 'Petal & Stem is a florist in Leeds.');
    await page.goto(`/preview/${site.websiteId}`);
    await page.getByRole('button', { name: 'Customize', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Customize Website' });
    await expect(panel).toBeVisible();
    await expect(request(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('customize-backdrop').click({ position: { x: 380, y: 400 } });
    await expect(panel).toBeHidden();
  });
});
