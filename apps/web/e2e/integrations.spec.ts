import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { createSite, waitUntilDeployed, type SiteDetail } from './sites';
import { E2E } from './support/ports';

type EmailConfig = {
  config: { dnsRecords: { name: string; value: string }[] } | null;
};
type Mail = { rcptTo: string[]; raw: string };

const DOMAIN = 'goldencrumb.test';

/** What the owner does at their DNS host: publishes a TXT record (the test's real DNS server). */
async function publishTxt(page: Page, name: string, value: string) {
  const response = await page.request.post(`${E2E.mailControlUrl}/dns`, { data: { name, value } });
  expect(response.ok()).toBe(true);
}

/** The mail the test's SMTP relay received for an address. */
async function mailTo(page: Page, address: string): Promise<Mail[]> {
  const response = await page.request.get(`${E2E.mailControlUrl}/mail`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.rcptTo.includes(address));
}

async function openIntegrations(page: Page) {
  await page.getByRole('button', { name: 'Integrations', exact: true }).click();
  await page.getByRole('button', { name: 'Add Integrations' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Integrations' });
  await expect(modal).toBeVisible();
  return modal;
}

test.describe('integrations, email and the lead inbox', () => {
  test('the owner adds Plausible, sets up email from their domain, and reads a visitor’s message in the inbox', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signInLocally(page, 'Mara Costa');
    const site = await createSite(
      page.request,
      token,
      `Golden Crumb is a bakery in Portland. We bake sourdough and seasonal tarts. Email hello@${DOMAIN}. Open Mon-Fri 7-15.`,
    );
    await page.goto(`/preview/${site.websiteId}`);

    // Plausible from the modal: search, a form generated from its schema, apply.
    let modal = await openIntegrations(page);
    await expect(modal.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await modal.getByRole('searchbox', { name: 'Search integrations' }).fill('plausible');
    await expect(modal.getByRole('checkbox', { name: /Google Analytics/ })).toHaveCount(0);
    await modal.getByRole('checkbox', { name: /Plausible Analytics/ }).check();
    await expect(modal.getByText('*').first()).toBeVisible();
    await modal.getByRole('textbox', { name: /Site domain/ }).fill(DOMAIN);
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Apply' }).click();
    await expect(modal).toBeHidden();
    let live: SiteDetail = await waitUntilDeployed(page.request, token, site.websiteId, 2);

    // The live site loads Plausible's script, allowed by its CSP: no violation in the console.
    const visitor = await page.context().newPage();
    const cspErrors: string[] = [];
    visitor.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await visitor.goto(live.liveUrl ?? '');
    await expect(
      visitor.locator('script[src="https://plausible.io/js/script.js"]'),
    ).toHaveAttribute('data-domain', DOMAIN);
    await visitor.waitForLoadState('networkidle').catch(() => undefined);
    expect(cspErrors).toEqual([]);
    await visitor.close();

    // Email from the domain, through the three-step dialog.
    modal = await openIntegrations(page);
    await modal.getByRole('tab', { name: /Email/ }).click();
    await modal
      .getByRole('checkbox', { name: /Send from your domain|Email from your domain/ })
      .check();
    await modal.getByRole('textbox', { name: /Your domain/ }).fill(DOMAIN);
    await modal.getByRole('textbox', { name: /Your email address/ }).fill(`hello@${DOMAIN}`);
    await modal.getByRole('textbox', { name: /Sender name/ }).fill('Golden Crumb');
    await modal.getByRole('checkbox', { name: /Contact-form delivery|deliver/i }).check();
    await modal.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email integration' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/15 minutes to 48 hours/)).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Verify DNS' }).click();
    await expect(dialog.getByText('DNS records not yet verified')).toBeVisible();

    // The owner copies the records to their DNS host.
    const configResponse = await page.request.get(`/api/email/config/${site.websiteId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { config } = (await configResponse.json()) as EmailConfig;
    expect(config?.dnsRecords).toHaveLength(3);
    for (const record of config?.dnsRecords ?? []) {
      await expect(dialog.getByText(record.name, { exact: true }).first()).toBeVisible();
      await publishTxt(page, record.name, record.value);
    }
    await dialog.getByRole('button', { name: 'Verify DNS' }).click();
    await expect(dialog.getByText(/verified/i).first()).toBeVisible();
    await dialog.getByRole('textbox', { name: /email/i }).fill('mara@example.net');
    await dialog.getByRole('button', { name: 'Send test email' }).click();
    await expect.poll(async () => (await mailTo(page, 'mara@example.net')).length).toBe(1);
    const testMail = (await mailTo(page, 'mara@example.net'))[0]?.raw ?? '';
    expect(testMail).toMatch(/DKIM-Signature: .*d=goldencrumb\.test/s);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // A visitor writes through the live site's contact form.
    live = await waitUntilDeployed(page.request, token, site.websiteId, 3);
    const guest = await page.context().newPage();
    await guest.goto(live.liveUrl ?? '');
    const form = guest.locator('form[action="/_zappy/contact"]');
    await form.getByLabel(/Name/).first().fill('Ada Visitor');
    await form.getByLabel(/Email/).first().fill('ada@example.org');
    await form.getByLabel(/Subject/).fill('Birthday cake');
    await form
      .getByLabel(/Message/)
      .fill('Could you bake a sourdough cake for twelve on Saturday?');
    // A person takes a few seconds to write; the form refuses faster submissions.
    await guest.waitForTimeout(3500);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toHaveText(/Thank you/);
    await guest.close();
    await expect.poll(async () => (await mailTo(page, `hello@${DOMAIN}`)).length).toBe(1);
    expect((await mailTo(page, `hello@${DOMAIN}`))[0]?.raw).toMatch(/Reply-To: .*ada@example\.org/);

    // The owner finds it in the lead inbox on the dashboard.
    await page.goto('/dashboard');
    const messages = page.getByRole('button', { name: /Messages/ }).first();
    await expect(messages).toContainText('1');
    await messages.click();
    const inbox = page.getByRole('dialog', { name: /Messages/ });
    await expect(inbox.getByText('Birthday cake')).toBeVisible();
    await expect(inbox.getByText('ada@example.org')).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await inbox.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  test('a site with every visible integration applied stays accessible and within its CSP', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { token } = await signInLocally(page, 'Noa Levi');
    const site = await createSite(
      page.request,
      token,
      'Studio Loom is a yoga studio in Austin with monthly memberships. Email hi@studioloom.test.',
    );
    const everything = [
      {
        serverId: 'google-analytics',
        toolName: 'add_google_analytics',
        configuration: { measurementId: 'G-TEST12345' },
      },
      {
        serverId: 'umami',
        toolName: 'add_umami',
        configuration: { websiteId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
      },
      {
        serverId: 'stripe',
        toolName: 'add_stripe_payment_link',
        configuration: { url: 'https://buy.stripe.com/test_14k3' },
      },
      {
        serverId: 'paypal',
        toolName: 'add_paypal_button',
        configuration: { username: 'StudioLoom', amount: 20, currency: 'USD' },
      },
      {
        serverId: 'accessibility-toolbar',
        toolName: 'configure_accessibility_toolbar',
        configuration: { position: 'bottom-left', theme: 'dark' },
      },
      {
        serverId: 'seo-meta',
        toolName: 'set_meta_tags',
        configuration: { title: 'Studio Loom | Yoga in Austin' },
      },
      {
        serverId: 'seo-business-data',
        toolName: 'set_business_data',
        configuration: { schemaType: 'SportsActivityLocation' },
      },
      {
        serverId: 'llms-txt',
        toolName: 'add_llms_txt',
        configuration: { summary: 'Drop-in classes welcome.' },
      },
      {
        serverId: 'social-profiles',
        toolName: 'add_social_links',
        configuration: { instagram: 'https://instagram.com/studioloom' },
      },
      {
        serverId: 'share-buttons',
        toolName: 'add_share_buttons',
        configuration: { networks: ['facebook', 'x', 'whatsapp', 'email'] },
      },
      { serverId: 'newsletter', toolName: 'add_newsletter_signup', configuration: {} },
    ];
    const applied = await page.request.post(`/api/website/${site.websiteId}/integrations`, {
      headers: { authorization: `Bearer ${token}` },
      data: { selectedIntegrations: everything },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    const live = await waitUntilDeployed(page.request, token, site.websiteId, 2);

    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    const cspErrors: string[] = [];
    guest.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await guest.goto(live.liveUrl ?? '');
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest.locator('a[href="https://buy.stripe.com/test_14k3"]')).toHaveCount(1);
    await expect(
      guest.locator('a[href^="https://www.paypal.com/paypalme/StudioLoom"]'),
    ).toHaveCount(1);
    await expect(guest.locator('form[action="/_zappy/subscribe"]')).toHaveCount(1);
    await guest.waitForTimeout(500);
    const results = await new AxeBuilder({ page: guest })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(cspErrors).toEqual([]);
    // *.localhost resolves in Chromium only: the browser fetches the site's llms.txt.
    const llms = await guest.goto(new URL('/llms.txt', live.liveUrl ?? '').href);
    expect(await llms?.text()).toContain('Drop-in classes welcome.');
    await visitor.close();
  });
});
