import {
  expect,
  expectNoAxeViolations,
  gotoPage,
  signInLocally,
  test,
  waitForToolbar,
} from './fixtures';

test.describe('axe finds no WCAG 2.1 AA violations', () => {
  for (const [name, path, heading] of [
    ['landing', '/', /built by AI in minutes/],
    ['privacy policy', '/privacy-policy', 'Privacy Policy'],
    ['terms and conditions', '/terms-conditions', 'Terms and Conditions'],
    ['accessibility statement', '/accessibility', 'Accessibility Statement'],
    ['documentation', '/documentation', 'Learn how Zappy builds your website'],
    ['404', '/no-such-page', 'Page not found'],
    ['auth error', '/auth/error', 'Authentication Failed'],
  ] as const) {
    test(name, async ({ page }) => {
      await gotoPage(page, path, heading);
      await expectNoAxeViolations(page);
    });
  }

  test('wizard', async ({ page }) => {
    await page.goto('/wizard');
    // The wizard's own issue owns its texts; any single h1 will do here.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('landing on a phone, with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('documentation with the FAQ open', async ({ page }) => {
    await page.goto('/documentation');
    await page.getByRole('tab', { name: 'FAQ' }).click();
    await page.getByRole('button', { name: 'How long does it take to create a website?' }).click();
    await expectNoAxeViolations(page);
  });

  test('the sign-in dialog, in both modes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Zappy' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the callback error', async ({ page }) => {
    // The page leaves after 2 s (spec section 4), which a slow axe run can outlast. Timers of
    // exactly that delay are held back until axe is done; everything else runs as usual.
    await page.addInitScript((heldDelay) => {
      const held: (() => void)[] = [];
      const realSetTimeout = window.setTimeout.bind(window);
      window.setTimeout = ((handler: () => void, delay?: number, ...args: unknown[]) => {
        if (delay === heldDelay) {
          held.push(() => {
            handler();
          });
          return 0;
        }
        return realSetTimeout(handler, delay, ...args);
      }) as typeof window.setTimeout;
      Object.assign(window, {
        releaseHeldTimers: () => {
          for (const run of held.splice(0)) run();
        },
      });
    }, 2000);
    await gotoPage(page, '/auth/callback?error=cancelled', 'Authentication failed');
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      (window as unknown as { releaseHeldTimers: () => void }).releaseHeldTimers();
    });
    await expect(page).toHaveURL('/');
  });

  test('the dashboard, signed in, with the user menu open', async ({ page }) => {
    await page.goto('/');
    await signInLocally(page);
    await gotoPage(page, '/dashboard', 'Welcome back, Ada!');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click();
    await expectNoAxeViolations(page);
  });

  test('the accessibility toolbar menu, open', async ({ page }) => {
    await page.goto('/');
    const launcher = await waitForToolbar(page);
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Accessibility Options' })).toBeVisible();
    // The package fades its buttons in half a second after opening.
    await expect(page.getByRole('button', { name: 'Gray hues' })).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
  });
});

test.describe('accessibility toolbar', () => {
  test('loads from our own origin only, in English, with emoji icons', async ({ page }) => {
    const appOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['http:', 'https:'].includes(url.protocol) && url.origin !== appOrigin) {
        foreignRequests.push(url.href);
      }
    });
    await page.goto('/');
    const launcher = await waitForToolbar(page);
    await expect(launcher).toHaveText('♿');
    expect(foreignRequests).toEqual([]);
  });

  test('is keyboard operable and keeps its closed menu out of the tab order', async ({ page }) => {
    await page.goto('/');
    const launcher = await waitForToolbar(page);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.focus();
    await page.keyboard.press('Enter');
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Increase text size' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toBeFocused();
    await expect(page.locator('._access-menu')).toHaveJSProperty('inert', true);
  });

  test('invert colors and gray hues exclude each other, and settings survive a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    const launcher = await waitForToolbar(page);
    await launcher.click();
    // Not `exact`: the package's emoji icons (CSS generated content) are part of each name.
    const button = (name: string) => page.getByRole('button', { name });
    // After the reload the menu is closed, hence hidden from the accessibility tree.
    const setting = (action: string) =>
      page.locator(`._access-menu [data-access-action="${action}"]`);
    await expect(button('Increase text size')).toHaveCSS('opacity', '1');

    await button('Increase text size').click();
    await button('Increase text size').click();
    // Two steps of 12.5 % each (the package rounds in between: 19.92 px, not 20).
    const fontSize = () => html.evaluate((element) => getComputedStyle(element).fontSize);
    await expect.poll(fontSize).not.toBe('16px');
    const enlargedSize = await fontSize();
    expect(parseFloat(enlargedSize)).toBeGreaterThan(19);
    await button('Invert colors').click();
    await expect(html).toHaveAttribute('style', /filter: invert\(1\)/);
    await button('Gray hues').click();
    await expect(html).toHaveAttribute('style', /filter: grayscale\(1\)/);
    await expect(button('Invert colors')).not.toHaveClass(/active/);
    await expect(button('Gray hues')).toHaveClass(/active/);
    await button('Underline links').click();

    await page.reload();
    await waitForToolbar(page);
    await expect(html).toHaveAttribute('style', /filter: grayscale\(1\)/);
    await expect.poll(fontSize).toBe(enlargedSize);
    await expect(setting('grayHues')).toHaveClass(/active/);
    await expect(setting('underlineLinks')).toHaveClass(/active/);
    await expect(setting('invertColors')).not.toHaveClass(/active/);
  });
});
