import type { Locator } from '@playwright/test';
import { expect, gotoPage, test } from './fixtures';

test.describe('static routes show their texts', () => {
  test('landing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
    for (const title of [
      'AI-Powered Generation',
      'Smart Wizard',
      'Performance Optimised',
      'Conversion Focused',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why choose Zappy?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your Website' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    await expect(page.getByText('We reply within 24 hours on business days.')).toBeVisible();

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const demo = page.getByRole('dialog', { name: 'See how Zappy works' });
    await expect(demo).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demo).toBeHidden();
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused();
  });

  test('footer links and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Accessibility', '/accessibility'],
      ['Documentation', '/documentation'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('© 2025');
  });

  test('privacy policy', async ({ page }) => {
    await gotoPage(page, '/privacy-policy', 'Privacy Policy');
    await expect(page.getByText('Last updated: September 24, 2025')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('terms and conditions', async ({ page }) => {
    await gotoPage(page, '/terms-conditions', 'Terms and Conditions');
    await expect(page.getByText('Last updated: September 24, 2025')).toBeVisible();
    await expect(page.getByText(/at least 30 days' notice of material changes/)).toBeVisible();
    await expect(page.getByText(/governed by the laws of the State of Israel/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('accessibility statement', async ({ page }) => {
    await gotoPage(page, '/accessibility', 'Accessibility Statement');
    await expect(page.getByText(/WCAG\) 2.1 at level AA/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('documentation: six tabs and an eight-question FAQ', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('tab')).toHaveText([
      'Overview',
      'Site Generation Wizard',
      'Customization Features',
      'Integrations',
      'Preview & Export',
      'FAQ',
    ]);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toContainText('2-5 minutes');

    await page.getByRole('tab', { name: 'Preview & Export' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('index.html');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    const questions = page.getByRole('tabpanel').getByRole('button');
    await expect(questions).toHaveCount(8);
    const question = page.getByRole('button', { name: 'What do I get when I export my website?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'What do I get when I export my website?' }),
    ).toContainText('README.md');
  });

  test('any other path is a 404 with Go Home', async ({ page }) => {
    await gotoPage(page, '/this/does/not-exist', 'Page not found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('auth error page', async ({ page }) => {
    await gotoPage(page, '/auth/error', 'Authentication Failed');
  });

  test('wizard, preview and dashboard routes exist', async ({ page }) => {
    await page.goto('/wizard');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await page.goto('/wizard/3f9c2a10-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Signed out, the preview's website call answers 401, which sends the browser to / (spec
    // section 7); the signed-in preview is proven in generation.spec.ts.
    await page.goto('/preview/3f9c2a10-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Start Creating' }).first()).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('highlights the current section', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL('/documentation');
    await expect(nav.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('link', { name: 'Create Website' }).click();
    await expect(nav.getByRole('link', { name: 'Create Website' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('has a mobile menu behind a toggle', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        page.locator('#mobile-menu').getByRole('button', { name: 'Sign in' }),
      ).toBeVisible();

      await mobileNav.getByRole('link', { name: 'Documentation' }).click();
      await expect(page).toHaveURL('/documentation');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mobileNav).toBeHidden();
      await toggle.click();
      await expect(mobileNav.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

/** Whether the browser's constraint validation sets `flag` on the field labelled `label`. */
function validityFlag(form: Locator, label: string, flag: 'valueMissing' | 'typeMismatch') {
  return form
    .getByLabel(label)
    .evaluate((input: HTMLInputElement, key) => input.validity[key], flag);
}

test.describe('contact form', () => {
  test('requires every field, then confirms after about a second and clears the form', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });

    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await validityFlag(form, 'Name', 'valueMissing')).toBe(true);
    await expect(form.getByText(/Message sent successfully/)).toHaveCount(0);

    await form.getByLabel('Name').fill('Noa Cohen');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Subject').fill('Custom domain');
    await form.getByLabel('Message').fill('Can I use my own domain?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await validityFlag(form, 'Email', 'typeMismatch')).toBe(true);

    await form.getByLabel('Email').fill('noa@example.com');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(
      form.getByText("Message sent successfully! We'll get back to you soon."),
    ).toBeVisible();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    expect(apiCalls).toEqual([]);
  });
});
