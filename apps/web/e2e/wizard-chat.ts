import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Answers whatever the wizard asks, the way a person at a keyboard would: the new question holds
 * focus, Space picks the focused choice, text is typed, then Submit. Returns once the site is
 * ready to generate, or once `stopAt` shows (a step the test answers itself).
 */
export async function chatUntilReady(page: Page, stopAt?: Locator) {
  const ready = page.getByRole('button', {
    name: /^(Sign in to Generate Your Website|Generate My Website)$/,
  });
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const composer = page.getByRole('textbox', { name: 'Your message' });
  for (let turn = 0; turn < 25; turn += 1) {
    await expect(page.getByText('Zappy is typing…')).toBeHidden();
    await expect(ready.or(submit).or(composer).first()).toBeVisible();
    if (await ready.isVisible()) return;
    if (stopAt && (await stopAt.isVisible())) return;
    if (await submit.isVisible()) {
      const role = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement)) return '';
        if (element instanceof HTMLInputElement) return element.type;
        return element.tagName.toLowerCase();
      });
      if (role === 'radio' || role === 'checkbox') await page.keyboard.press('Space');
      else if (role === 'text' || role === 'textarea' || role === 'email' || role === 'tel')
        await page.keyboard.type('Golden Crumb Bakery, 12 Baker Street, Portland');
      await expect(submit).toBeEnabled();
      await submit.click();
    } else {
      await composer.fill('Please go ahead with what you think fits best.');
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText('Zappy is typing…')).toBeHidden();
  }
  throw new Error('The conversation never became ready to generate');
}
