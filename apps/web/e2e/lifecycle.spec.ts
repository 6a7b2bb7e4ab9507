import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { createSite, snap, waitUntilDeployed } from './sites';

const PHONE = '+1 503 555 0142';

test.describe('website lifecycle', () => {
  test('export a zip that works from disk, regenerate, restore version 1, give feedback, delete', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { token } = await signInLocally(page, 'Lena Fischer');
    const site = await createSite(
      page.request,
      token,
      'Fluff Stop is a dog grooming salon in Denver offering baths, haircuts and nail trims.',
    );
    const liveUrl = site.liveUrl ?? '';
    expect(liveUrl).not.toBe('');

    // 1. Export a zip from the dashboard and open its index.html from disk.
    await page.goto('/dashboard');
    const row = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: site.name, exact: true }),
    });
    await row.getByRole('button', { name: `Export ${site.name}` }).click();
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /ZIP archive/ }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`${site.websiteId}.zip`);
    await expect(page.getByText('Website exported successfully!')).toBeVisible();
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['index.html', 'styles.css', 'script.js', 'README.md']),
    );
    const dir = mkdtempSync(join(tmpdir(), 'zappy-export-'));
    try {
      for (const [path, bytes] of Object.entries(files)) {
        if (path.endsWith('/')) continue;
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), bytes);
      }
      const offline = await browser.newContext();
      const local = await offline.newPage();
      const failed: string[] = [];
      const blocked: string[] = [];
      local.on('requestfailed', (request) => failed.push(request.url()));
      local.on('console', (message) => {
        if (message.type() === 'error') blocked.push(message.text());
      });
      await local.goto(pathToFileURL(join(dir, 'index.html')).href, { waitUntil: 'load' });
      await expect(local.getByRole('heading', { level: 1 })).toBeVisible();
      const images = await local.locator('img').evaluateAll((elements) =>
        elements.map((element) => {
          const image = element as HTMLImageElement;
          image.loading = 'eager';
          return { src: image.currentSrc || image.src, complete: image.complete };
        }),
      );
      expect(images.length).toBeGreaterThan(0);
      await expect
        .poll(() =>
          local
            .locator('img')
            .evaluateAll((elements) =>
              elements
                .filter((element) => (element as HTMLImageElement).naturalWidth === 0)
                .map((element) => (element as HTMLImageElement).src),
            ),
        )
        .toEqual([]);
      expect(failed).toEqual([]);
      expect(blocked).toEqual([]);
      await offline.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // 2. Regenerate with an improvement, from the preview, and see it live.
    await row.getByRole('link', { name: `Preview ${site.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Website Preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
    const regenerate = page.getByRole('dialog', { name: 'Regenerate Website' });
    await regenerate.getByLabel(/What should change/).fill(`Our phone number is ${PHONE}.`);
    await regenerate.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByText('Website regenerated successfully!')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Website deployed successfully!')).toBeVisible({
      timeout: 60_000,
    });
    await waitUntilDeployed(page.request, token, site.websiteId, 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.frameLocator('iframe').getByText(`Call ${PHONE}`).first()).toBeVisible();
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('heading', { name: 'Version 2' })).toBeVisible();
    await expect(versions.getByText(`Regenerated: Our phone number is ${PHONE}.`)).toBeVisible();

    // 3. Feedback: the Brain answers with suggestions or questions, kept with the website.
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await feedback
      .getByLabel('What do you think of this version?')
      .fill('The headline feels long and I would like our opening hours shown.');
    await feedback.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByText('Feedback submitted successfully!')).toBeVisible();
    const entries = feedback.getByRole('list', { name: 'Earlier feedback' });
    await expect(entries.getByText('The headline feels long', { exact: false })).toBeVisible();
    await expect(
      entries.getByRole('heading', { name: /Suggestions|Questions/ }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Earlier feedback' }).getByText('The headline feels long', {
        exact: false,
      }),
    ).toBeVisible();

    // 4. Restore version 1: a third version, deployed, without the phone number.
    await versions.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(versions.getByRole('heading', { name: 'Version 3' })).toBeVisible();
    await waitUntilDeployed(page.request, token, site.websiteId, 3);
    await expect(page.getByText('Website deployed successfully!').first()).toBeVisible();
    await expect(
      page.frameLocator('iframe').getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();
    await expect(page.frameLocator('iframe').getByText(`Call ${PHONE}`)).toHaveCount(0);
    const v3 = versions
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Version 3' }) });
    await expect(v3.getByText('Live')).toBeVisible();
    await expect(v3.getByText('Current')).toBeVisible();
    await versions.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await snap(page, 'preview-versions-1280', false);
    await page.setViewportSize({ width: 375, height: 812 });
    await versions.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/issue-6/preview-versions-375.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    // 5. Delete from the dashboard: the row goes and the hosted site answers 404.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await row.getByRole('button', { name: `Delete ${site.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Website' })
      .getByRole('button', { name: 'Delete Website' })
      .click();
    await expect(page.getByText(`Website "${site.name}" deleted successfully`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();
    const visitor = await browser.newContext();
    const gone = await visitor.newPage();
    const response = await gone.goto(liveUrl);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });
});
